// The delivery side of watches: enqueue notifications in the outbox, send what is due, retry with backoff. One process
// sends what is due in runs (`process`, the SQLite app's scheduler); a team server sends each delivery as its own job
// (`attemptOne`, team/jobs.ts), claims and leases keeping every attempt to one instance at a time.
//
// The parts: senders.ts (the channels and the guarded transports), enqueue.ts (the rows), attempt.ts (one attempt:
// claim, send, how it ended), send-runs.ts (runs over what is due; one delivery per job), send-now.ts (a test send),
// retry.ts (the backoff). This file wires them and owns what they share: the shutdown signal and the listeners.
import { CHANNEL_TYPES, type ChannelType } from '../contracts/enums.js';
import { createAttempts, type AttemptDeps } from './attempt.js';
import { createEnqueue, type EnqueueDeps } from './enqueue.js';
import { createSendNow } from './send-now.js';
import { createSendRuns } from './send-runs.js';
import { createSenders, type SendersDeps } from './senders.js';

export { backoffMs, type RetryPolicy } from './retry.js';
export { newDeliveryId, type EnqueueInput } from './enqueue.js';
export { LEASE_MARGIN_MS, type ProcessReport } from './attempt.js';
export { OFFLINE_WAITING } from './senders.js';

export interface OutboxDeps extends EnqueueDeps, AttemptDeps, SendersDeps {}

export function createOutbox(deps: OutboxDeps) {
  /** Aborted at shutdown: in-flight sends stop, and their deliveries are made pending again (repo.release). */
  let closing = new AbortController();
  const signal = () => closing.signal;
  const senders = createSenders(deps, signal);
  const attempts = createAttempts(deps, senders, signal);
  const runs = createSendRuns(deps, attempts);

  const listeners: (() => void)[] = [];
  const enqueueListeners: ((ids: readonly string[]) => void)[] = [];
  const wakeListeners: (() => void)[] = [];
  const told = () => {
    for (const fn of listeners) fn();
  };
  /** Queued deliveries of these channel types become due now; the scheduler and the wake listeners are told. */
  async function wake(types: readonly ChannelType[]): Promise<void> {
    const now = deps.clock.now().toISOString();
    for (const t of types) await deps.repo.wakeQueued(t, now);
    told();
    for (const fn of wakeListeners) fn();
  }
  // A provider configured in settings wakes the deliveries that waited for it.
  deps.settings.onChange((s) =>
    wake([...(s.smtpUrl ? (['email'] as const) : []), ...(s.telegramBotToken ? (['telegram'] as const) : [])]).catch((err: unknown) =>
      deps.log?.warn({ err }, 'could not wake the deliveries waiting for a provider'),
    ),
  );

  return {
    enqueue: createEnqueue(deps, (ids) => {
      for (const fn of enqueueListeners) fn(ids);
      told();
    }),
    process: runs.process,
    attemptOne: runs.attemptOne,
    sendNow: createSendNow(deps, senders),
    /** Queued deliveries of these channel types become due now (offline mode ended, a desktop shell attached). */
    wake: (types: readonly ChannelType[] = CHANNEL_TYPES): Promise<void> => wake(types),
    /**
     * A delivery cut short goes back to pending (same id: at-least-once): at a single process's start every one left
     * `sending`; on a team server (`expiredOnly`) those whose sender's lease ran out.
     */
    recover: (expiredOnly = false) => {
      if (closing.signal.aborted) closing = new AbortController();
      return deps.repo.recover(deps.clock.now().toISOString(), expiredOnly);
    },
    /** Stops sending: in-flight requests are aborted and their deliveries made pending again. Waits for the run to end. */
    async shutdown(): Promise<void> {
      closing.abort();
      await runs.settled();
      await senders.close();
    },
    nextDueAt: () => deps.repo.nextDueAt(),
    /** Called whenever new work may be due (enqueue, settings change): the scheduler listens. */
    onWork(fn: () => void) {
      listeners.push(fn);
    },
    /** Told the ids of new deliveries once they are committed (a team server makes a job of each). */
    onEnqueue(fn: (ids: readonly string[]) => void) {
      enqueueListeners.push(fn);
    },
    /** Told when waiting deliveries became due at once (a provider configured, offline mode ended). */
    onWake(fn: () => void) {
      wakeListeners.push(fn);
    },
    repo: deps.repo,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
