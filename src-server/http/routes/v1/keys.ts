// Owner-only API key management: list, create (the key is shown once), revoke. Not counted against any quota.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeyInfo } from '../../../auth/api-keys.js';
import {
  apiKeyInfoSchema,
  createdKeySchema,
  createKeyRequestSchema,
  keyIdParamsSchema,
  keyListSchema,
  type ApiKeyView,
} from '../../../contracts/keys.js';
import { problemResponses } from '../../problem-responses.js';
import { AppError } from '../../../shared/errors.js';
import { msg } from '../../../i18n/message.js';
import { ownerOnly } from '../../owner-only.js';

const view = (k: ApiKeyInfo): ApiKeyView => ({ object: 'service.api_key', ...k });

const keysRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: applies to this plugin's routes only.
  app.addHook('onRequest', ownerOnly('errors.details.ownerKeys'));
  const security = [{ ownerToken: [] }];

  app.get(
    '/keys',
    {
      schema: {
        tags: ['keys'],
        summary: "List API keys with today's usage (owner only)",
        security,
        response: { 200: keyListSchema, ...problemResponses('unauthorized', 'forbidden') },
      },
    },
    async () => ({
      object: 'list' as const,
      data: await Promise.all(
        (await app.services.apiKeys.list()).map(async (k) => {
          // Today's count, read without counting (the quota service's peek on the key's own subject).
          const status = await app.services.quota.peek({ kind: 'key', keyId: k.id, tier: k.tier, dailyQuota: k.dailyQuota, name: k.name });
          return { ...view(k), usedToday: (status.limit ?? 0) - (status.remaining ?? 0) };
        }),
      ),
    }),
  );

  app.post(
    '/keys',
    {
      schema: {
        tags: ['keys'],
        summary: 'Create an API key (owner only); the key is in this response only',
        security,
        body: createKeyRequestSchema,
        response: { 201: createdKeySchema, ...problemResponses('validation_failed', 'invalid_json', 'unauthorized', 'forbidden') },
      },
    },
    async (request, reply) => {
      const { key, info } = await app.services.apiKeys.create(request.body);
      return reply
        .code(201)
        .header('location', `/api/v1/keys/${info.id}`)
        .header('cache-control', 'no-store')
        .send({ ...view(info), key });
    },
  );

  app.delete(
    '/keys/:id',
    {
      schema: {
        tags: ['keys'],
        summary: 'Revoke an API key (owner only); it is refused from the next request on',
        security,
        params: keyIdParamsSchema,
        response: { 200: apiKeyInfoSchema, ...problemResponses('unauthorized', 'forbidden', 'key_not_found', 'uri_too_long') },
      },
    },
    async (request) => {
      const info = await app.services.apiKeys.revoke(request.params.id);
      if (!info) throw new AppError('key_not_found', msg('errors.details.keyNotFound', { id: request.params.id }));
      return view(info);
    },
  );
};
export default keysRoutes;
