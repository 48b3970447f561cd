// /api/v1/watches: create, list, read, change (pause, resume, threshold, channels), delete, run now, test, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyQuerySchema, testResultSchema, watchIdParamsSchema, watchPatchSchema } from '../../../contracts/watches.js';
import { refuseDesktopChannel } from '../../../watches/service.js';
import { problemResponses, QUESTION_BODY_PROBLEMS } from '../../problem-responses.js';

const TAGS = ['watches'];
/** Who sees what (auth/ownership.ts): never by address, which behind a proxy every anonymous caller shares. */
const WHO =
  'A caller sees only its own watches: those its API key made, or, without a key, those of the management token it sends as ' +
  '`Authorization: Bearer manage_…` (returned once when it created its first watch); the owner sees all.';
const SCOPE = `${WHO} Not counted against the daily quota.`;

const watchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { watches, createWatch, watchActivity } = app.services;
  const { createdWatchSchema, createWatchBodySchema, evaluateResultSchema, historySchema, watchViewSchema, watchListSchema } =
    app.contracts.watches;
  const byId = problemResponses('watch_not_found', 'uri_too_long');

  app.post(
    '/watches',
    {
      config: { quota: 'daily' },
      // The desktop channel is the owner's: refused before the quota is charged (the service checks again).
      preValidation: async (request) =>
        refuseDesktopChannel(request.principal, (request.body as { channels?: unknown } | null)?.channels, 'channels'),
      schema: {
        tags: TAGS,
        summary: 'Create a watch for a place',
        description:
          'The place as `prompt` (a question) or `place` (a name or "lat, lng"), or `portfolioId` (every site of your portfolio: ' +
          'one alert lists the sites that crossed; needs `hazard`), plus the alert fields. The hazard is the one given, ' +
          "else the first the prompt names. No forecast is run: the first evaluation follows on the watch's schedule (or call " +
          '/watches/{id}/evaluate). Answers 201 with a Location header and the webhook signing secret, shown this once; an ' +
          'anonymous caller that sent no management token also gets `manageToken`, shown this once, which it needs to read, ' +
          'change or delete the watch (send it when creating more, and they join it). Counted against the daily quota, like ' +
          'POST /risk with alert.enabled.',
        body: createWatchBodySchema,
        response: {
          201: createdWatchSchema,
          // A watch on a portfolio: the caller must hold it (401 anonymous, 404 another's or a missing one).
          ...problemResponses(...QUESTION_BODY_PROBLEMS, 'forbidden', 'api_key_required', 'portfolio_not_found'),
        },
      },
    },
    async (request, reply) => {
      const created = await createWatch.fromRequest(request.body, request.principal);
      return reply.code(201).header('location', `/api/v1/watches/${created.id}`).send(created);
    },
  );

  app.get(
    '/watches',
    { schema: { tags: TAGS, summary: 'List watches', description: SCOPE, response: { 200: watchListSchema } } },
    async (request) => ({ object: 'list' as const, data: await watchActivity.views(await watches.list(request.principal)) }),
  );

  app.get(
    '/watches/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Read a watch',
        description: SCOPE,
        params: watchIdParamsSchema,
        response: { 200: watchViewSchema, ...byId },
      },
    },
    async (request) => watchActivity.view(watches.detail(await watches.getFor(request.principal, request.params.id))),
  );

  app.patch(
    '/watches/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a watch: pause or resume, threshold, hysteresis, interval, channels',
        description: `${SCOPE} Resuming or changing the interval schedules the next run within a few minutes.`,
        params: watchIdParamsSchema,
        body: watchPatchSchema,
        response: {
          200: watchViewSchema,
          ...problemResponses(
            'validation_failed',
            'invalid_json',
            'unsupported_media_type',
            'watch_not_found',
            'uri_too_long',
            'forbidden',
          ),
        },
      },
    },
    async (request) => watchActivity.view(await watches.update(request.principal, request.params.id, request.body)),
  );

  app.delete(
    '/watches/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a watch (its history and undelivered notifications go with it)',
        description: SCOPE,
        params: watchIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...byId },
      },
    },
    async (request, reply) => {
      await watches.remove(request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/watches/:id/evaluate',
    {
      // An evaluation answers with the forecast's values: counted like POST /risk (docs/auth-quota-mcp.md "Quota").
      config: { quota: 'daily' },
      schema: {
        tags: TAGS,
        summary: 'Evaluate a watch now',
        description:
          `${WHO} Counted against the daily quota like POST /risk (a spent quota is a 429, with no values). Same decision and ` +
          'history as a scheduled run; the schedule is unchanged. A firing evaluation queues its notifications.',
        params: watchIdParamsSchema,
        response: { 200: evaluateResultSchema, ...problemResponses('watch_not_found', 'uri_too_long', 'quota_exceeded') },
      },
    },
    async (request) => watchActivity.evaluateNow(await watches.getFor(request.principal, request.params.id)),
  );

  app.post(
    '/watches/:id/test',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a test notification to every channel of a watch',
        description: `${SCOPE} Answers 202: the notifications go through the outbox like real alerts (see the history for their status).`,
        params: watchIdParamsSchema,
        response: { 202: testResultSchema, ...byId },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await watchActivity.sendTest(await watches.getFor(request.principal, request.params.id))),
  );

  app.get(
    '/watches/:id/history',
    {
      schema: {
        tags: TAGS,
        summary: 'Evaluations and deliveries of a watch, newest first',
        description: `${SCOPE} Every evaluation (values, decision) and every notification with each attempt.`,
        params: watchIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historySchema, ...problemResponses('validation_failed', 'watch_not_found', 'uri_too_long') },
      },
    },
    async (request) => watchActivity.history(await watches.getFor(request.principal, request.params.id), request.query.limit ?? 50),
  );
};
export default watchesRoutes;
