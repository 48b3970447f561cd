// What happens to a watch beyond its settings: its delivery health, evaluate it now, send a test notification, read
// its history.
// The watches routes call this service; the outbox and evaluation repos stay behind it.
import type { DeliveryHealth, DeliveryView, WatchDetail, WatchView } from '../contracts/watches.js';
import { NO_DELIVERIES } from '../notify/delivery-health.js';
import { channelView } from '../secrets/sealed-targets.js';
import type { DeliveryRecord, OutboxRepo } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { Clock } from '../shared/clock.js';
import type { EvaluationsRepo } from './evaluations-repo.js';
import type { WatchRecord } from './repo.js';
import type { WatchRunner } from './run-watch.js';

export interface WatchActivityDeps {
  outbox: Outbox;
  evaluations: EvaluationsRepo;
  runner: Pick<WatchRunner, 'evaluateNow'>;
  /** How each watch's notifications are doing. */
  deliveryHealth: { of(watchId: string): Promise<DeliveryHealth>; all(): Promise<Map<string, DeliveryHealth>> };
  /** Wakes the outbox after a test notification is queued. */
  kickOutbox: () => void;
  clock: Clock;
}

export async function deliveryView(d: DeliveryRecord, repo: OutboxRepo): Promise<DeliveryView> {
  return {
    id: d.id,
    kind: d.kind,
    evaluationId: d.evaluationId,
    // Read now: a sealed target this server cannot open is shown unreadable, with why (never a 503 for the history).
    channel: channelView(d.channelType, () => d.target),
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' || d.status === 'queued' ? d.nextAttemptAt : null,
    lastError: d.lastError,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
    attemptLog: await repo.attempts(d.id),
  };
}

/** A test notification: says it is one, and what the watch would alert on. */
export function testPayload(w: WatchRecord, now: Date) {
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

export function createWatchActivity(deps: WatchActivityDeps) {
  const repo = deps.outbox.repo;
  const view = (d: DeliveryRecord) => deliveryView(d, repo);
  return {
    /** A watch with its delivery health (GET and PATCH answers). */
    view: async (w: WatchDetail): Promise<WatchView> => ({ ...w, deliveryHealth: await deps.deliveryHealth.of(w.id) }),
    /** Many watches with their delivery health, read in one query. */
    async views(ws: readonly WatchDetail[]): Promise<WatchView[]> {
      const health = await deps.deliveryHealth.all();
      return ws.map((w) => ({ ...w, deliveryHealth: health.get(w.id) ?? { ...NO_DELIVERIES } }));
    },
    /** Same decision and history as a scheduled run; the notifications a firing evaluation queued come with it. */
    async evaluateNow(w: WatchRecord) {
      const evaluation = await deps.runner.evaluateNow(w, deps.clock.now());
      const deliveries = (await repo.listForWatch(w.id, 100)).filter((d) => d.evaluationId === evaluation.id);
      return {
        object: 'service.watch_evaluation' as const,
        watchId: w.id,
        evaluation,
        deliveries: await Promise.all(deliveries.map(view)),
      };
    },
    /** Queues a test notification to every channel; it goes through the outbox like a real alert. */
    async sendTest(w: WatchRecord) {
      const created = await deps.outbox.enqueue({
        watchId: w.id,
        evaluationId: null,
        kind: 'test',
        channels: w.channels,
        payload: testPayload(w, deps.clock.now()),
      });
      deps.kickOutbox();
      return { object: 'service.watch_test' as const, watchId: w.id, deliveries: await Promise.all(created.map(view)) };
    },
    /** The newest evaluations and deliveries (with every attempt), `limit` of each. */
    async history(w: WatchRecord, limit: number) {
      return {
        object: 'service.watch_history' as const,
        watchId: w.id,
        evaluations: await deps.evaluations.listForWatch(w.id, limit),
        deliveries: await Promise.all((await repo.listForWatch(w.id, limit)).map(view)),
      };
    },
  };
}
export type WatchActivity = ReturnType<typeof createWatchActivity>;
