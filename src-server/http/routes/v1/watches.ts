// /api/v1/watches: list, read, change (pause, resume, threshold, channels), delete, run now, test, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contracts/problem.js';
import {
  evaluateResultSchema,
  historyQuerySchema,
  historySchema,
  testResultSchema,
  watchIdParamsSchema,
  watchListSchema,
  watchPatchSchema,
  watchViewSchema,
  type DeliveryView,
  type WatchDetail,
  type WatchView,
} from '../../../contracts/watches.js';
import type { DeliveryRecord, OutboxRepo } from '../../../notify/outbox-repo.js';
import { NO_DELIVERIES } from '../../../notify/delivery-health.js';

const TAGS = ['watches'];
const SCOPE = 'A caller sees only its own watches (its API key, or its IP when anonymous); the owner sees all. Not counted against the daily quota.';

export function deliveryView(d: DeliveryRecord, repo: OutboxRepo): DeliveryView {
  return {
    id: d.id,
    kind: d.kind,
    evaluationId: d.evaluationId,
    channel: { type: d.channelType, target: d.target },
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' || d.status === 'queued' ? d.nextAttemptAt : null,
    lastError: d.lastError,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
    attemptLog: repo.attempts(d.id),
  };
}

const watchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { watches, notify, watchRunner, watchScheduler } = app.services;
  const outboxRepo = notify.outbox.repo;
  const notFound = { 404: problemSchema };
  const withHealth = (w: WatchDetail): WatchView => ({ ...w, deliveryHealth: notify.health.of(w.id) });

  app.get(
    '/watches',
    { schema: { tags: TAGS, summary: 'List watches', description: SCOPE, response: { 200: watchListSchema } } },
    async (request) => {
      const health = notify.health.all();
      return {
        object: 'list' as const,
        data: watches.list(request.principal).map((w) => ({ ...w, deliveryHealth: health.get(w.id) ?? { ...NO_DELIVERIES } })),
      };
    },
  );

  app.get(
    '/watches/:id',
    { schema: { tags: TAGS, summary: 'Read a watch', description: SCOPE, params: watchIdParamsSchema, response: { 200: watchViewSchema, ...notFound } } },
    async (request) => withHealth(watches.detail(watches.getFor(request.principal, request.params.id))),
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
        response: { 200: watchViewSchema, 400: problemSchema, ...notFound, 415: problemSchema },
      },
    },
    async (request) => withHealth(watches.update(request.principal, request.params.id, request.body)),
  );

  app.delete(
    '/watches/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a watch (its history and undelivered notifications go with it)',
        description: SCOPE,
        params: watchIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...notFound },
      },
    },
    async (request, reply) => {
      watches.remove(request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/watches/:id/evaluate',
    {
      schema: {
        tags: TAGS,
        summary: 'Evaluate a watch now',
        description: `${SCOPE} Same decision and history as a scheduled run; the schedule is unchanged. A firing evaluation queues its notifications.`,
        params: watchIdParamsSchema,
        response: { 200: evaluateResultSchema, ...notFound },
      },
    },
    async (request) => {
      const w = watches.getFor(request.principal, request.params.id);
      const evaluation = await watchRunner.evaluateNow(w, app.clock.now());
      const deliveries = outboxRepo.listForWatch(w.id, 100).filter((d) => d.evaluationId === evaluation.id);
      return { object: 'service.watch_evaluation' as const, watchId: w.id, evaluation, deliveries: deliveries.map((d) => deliveryView(d, outboxRepo)) };
    },
  );

  app.post(
    '/watches/:id/test',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a test notification to every channel of a watch',
        description: `${SCOPE} Answers 202: the notifications go through the outbox like real alerts (see the history for their status).`,
        params: watchIdParamsSchema,
        response: { 202: testResultSchema, 400: problemSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const w = watches.getFor(request.principal, request.params.id);
      const created = notify.outbox.enqueue({ watchId: w.id, evaluationId: null, kind: 'test', channels: w.channels, payload: testPayload(w, app.clock.now()) });
      watchScheduler.kickOutbox();
      return reply.code(202).send({ object: 'service.watch_test' as const, watchId: w.id, deliveries: created.map((d) => deliveryView(d, outboxRepo)) });
    },
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
        response: { 200: historySchema, 400: problemSchema, ...notFound },
      },
    },
    async (request) => {
      const w = watches.getFor(request.principal, request.params.id);
      const limit = request.query.limit ?? 50;
      return {
        object: 'service.watch_history' as const,
        watchId: w.id,
        evaluations: notify.evaluations.listForWatch(w.id, limit),
        deliveries: outboxRepo.listForWatch(w.id, limit).map((d) => deliveryView(d, outboxRepo)),
      };
    },
  );
};
export default watchesRoutes;

function testPayload(w: { id: string; place: { name: string; lat: number; lng: number; countryCode: string }; hazard: string; metric: string; threshold: number; horizon: string }, now: Date) {
  return {
    type: 'watch.test' as const,
    timestamp: now.toISOString(),
    data: {
      watchId: w.id,
      headline: `Test notification from Hazardcast watch ${w.id}`,
      summary: `This is a test. The watch alerts when ${w.hazard} ${w.metric} in ${w.place.name} reaches ${w.threshold} over the next ${w.horizon}.`,
      place: w.place,
      hazard: w.hazard,
      metric: w.metric,
      threshold: w.threshold,
      horizon: w.horizon,
      test: true,
      facts: [
        ['Place', w.place.name],
        ['Hazard', w.hazard],
        ['Threshold', `${w.metric} ≥ ${w.threshold}`],
      ],
    },
  };
}
