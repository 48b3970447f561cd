// /api/v1/settings/notifications (owner only): SMTP, Telegram bot token, private targets. Secrets are never echoed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../../problem-responses.js';
import { ownerOnly } from '../../owner-only.js';

const viewSchema = z.object({
  object: z.literal('service.notification_settings'),
  smtpConfigured: z.boolean(),
  telegramConfigured: z.boolean(),
  allowPrivateTargets: z
    .boolean()
    .describe(
      'Let outbound calls reach loopback or private addresses: webhook/Slack targets, the SMTP server, redirects of sources and map tiles',
    ),
});

const patchSchema = z
  .strictObject({
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'smtpUrl must look like smtp://user:pass@host:587 or smtps://host:465')
      .nullable()
      .optional()
      .describe('null clears it'),
    telegramBotToken: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'telegramBotToken must look like 123456:ABC-DEF… (from @BotFather)')
      .nullable()
      .optional(),
    allowPrivateTargets: z.boolean({ error: 'allowPrivateTargets must be true or false' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'nothing to change: send at least one field' });

const notifySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.notify.settings;
  app.addHook('onRequest', ownerOnly('errors.details.ownerNotify'));
  app.get(
    '/settings/notifications',
    {
      schema: {
        tags: ['settings'],
        summary: 'Notification providers (owner only)',
        response: { 200: viewSchema, ...problemResponses('unauthorized', 'forbidden') },
      },
    },
    async () => ({ object: 'service.notification_settings' as const, ...settings.view() }),
  );
  app.patch(
    '/settings/notifications',
    {
      schema: {
        tags: ['settings'],
        summary: 'Configure SMTP, the Telegram bot token, private targets (owner only)',
        description: 'Queued email and Telegram notifications go out as soon as their provider is configured.',
        body: patchSchema,
        response: { 200: viewSchema, ...problemResponses('validation_failed', 'invalid_json', 'unauthorized', 'forbidden') },
      },
    },
    async (request) => {
      await settings.set(request.body);
      return { object: 'service.notification_settings' as const, ...settings.view() };
    },
  );
};
export default notifySettingsRoutes;
