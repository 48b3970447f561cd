// One attempt at one delivery: it waits for its provider, or is claimed (committed before any byte leaves), sent, and
// ended as delivered, to be retried after a backoff, or failed for good. The end is written by the worker's next claim,
// in the same transaction, or alone (`record`).
import type { NotifySettingsService } from '../settings/notify-settings.js';
import type { Clock } from '../shared/clock.js';
import type { Claim, DeliveryRecord, FinishedAttempt, OutboxRepo } from './outbox-repo.js';
import { backoffMs, type RetryPolicy } from './retry.js';
import type { Senders } from './senders.js';
import type { SendResult } from './types.js';

/** How long a delivery waiting for its provider sleeps before it looks again (settings changes wake it at once). */
const QUEUED_RECHECK_MS = 5 * 60_000;
/** A claim holds a delivery for its attempt's timeout and this much more; then another instance may take it over. */
export const LEASE_MARGIN_MS = 30_000;

/** When a claim made at `at` runs out. */
export const leaseUntil = (at: Date, timeoutMs: number): string => new Date(at.getTime() + timeoutMs + LEASE_MARGIN_MS).toISOString();

export interface ProcessReport {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
  queued: number;
}

export const emptyReport = (): ProcessReport => ({ attempted: 0, delivered: 0, retrying: 0, failed: 0, queued: 0 });

export interface AttemptDeps {
  repo: OutboxRepo;
  settings: NotifySettingsService;
  clock: Clock;
  retry: RetryPolicy;
  timeoutMs: number;
  /** The watch's signing secret (webhooks). */
  secretOf(watchId: string): Promise<string | null>;
  random?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

/** `closing`: the outbox's current shutdown signal (an attempt cut short by it is released, not recorded). */
export function createAttempts(deps: AttemptDeps, senders: Senders, closing: () => AbortSignal) {
  const random = deps.random ?? Math.random;

  /** Writes an ended attempt on its own (the worker has no next delivery to claim with it). */
  async function record(finished: FinishedAttempt | null): Promise<null> {
    if (finished) await deps.repo.finish(finished);
    return null;
  }

  /** How a sent attempt ended: delivered, pending its retry after a backoff, or failed (permanent, or out of attempts). */
  function ended(d: DeliveryRecord, claim: Claim, result: SendResult, report: ProcessReport): FinishedAttempt {
    const { attemptId, attempt: attempts } = claim;
    const finishedAt = deps.clock.now();
    if (result.ok) {
      report.delivered++;
      return {
        id: d.id,
        attemptId,
        attempt: attempts,
        result,
        next: { status: 'delivered', nextAttemptAt: finishedAt.toISOString() },
        nowIso: finishedAt.toISOString(),
      };
    }
    const final = result.permanent || attempts >= deps.retry.maxAttempts;
    const next = new Date(finishedAt.getTime() + (final ? 0 : backoffMs(attempts, deps.retry, random)));
    if (final) report.failed++;
    else report.retrying++;
    deps.log?.warn(
      { deliveryId: d.id, watchId: d.watchId, channel: d.channelType, attempts, final, error: result.error },
      'notification attempt failed',
    );
    return {
      id: d.id,
      attemptId,
      attempt: attempts,
      result,
      next: { status: final ? 'failed' : 'pending', nextAttemptAt: next.toISOString() },
      nowIso: finishedAt.toISOString(),
    };
  }

  /**
   * One attempt at `d`. `finished` is the worker's previous attempt, ended and not yet written: it is written first
   * thing, in the same transaction as this claim when there is one (one commit instead of two), else alone; in
   * either case before anything else happens. Returns this attempt's end, for the worker's next call (or for
   * `record` when it has none): the worker makes that call at once, with no wait in between.
   */
  async function attempt(
    d: DeliveryRecord,
    report: ProcessReport,
    finished: FinishedAttempt | null,
    takeOver = false,
  ): Promise<FinishedAttempt | null> {
    if (closing().aborted) return record(finished);
    const settings = deps.settings.get();
    const notifier = senders.notifierOf(d.channelType);
    const startedAt = deps.clock.now();
    const waiting = senders.waitingFor(notifier, settings);
    if (waiting) {
      await record(finished);
      if (d.status !== 'queued' || d.lastError !== waiting) report.queued++;
      await deps.repo.queue(d.id, waiting, new Date(startedAt.getTime() + QUEUED_RECHECK_MS).toISOString(), startedAt.toISOString());
      return null;
    }
    // Committed before any byte leaves, so a crash mid-send is visible and retried.
    const nowIso = startedAt.toISOString();
    const lease = leaseUntil(startedAt, deps.timeoutMs);
    const claim: Claim | null = finished
      ? await deps.repo.finishAndClaim(finished, d.id, nowIso, lease)
      : await deps.repo.claim(d.id, nowIso, lease, takeOver);
    if (claim === null) return null; // another run took it
    report.attempted++;
    let result: SendResult;
    try {
      result = await notifier.send(d, senders.contextFor(settings, startedAt, await deps.secretOf(d.watchId)));
    } catch (err) {
      result = { ok: false, statusCode: null, error: `unexpected: ${(err as Error).message}` };
    }
    // Shutting down: the attempt was cut short; the delivery is pending again at once, for another instance or the next
    // start (same id). Should that write fail, it stays `sending` and is taken over when its lease runs out.
    if (closing().aborted) {
      await deps.repo.release(d.id, claim, deps.clock.now().toISOString()).catch(() => undefined);
      return null;
    }
    return ended(d, claim, result, report);
  }

  return { attempt, record };
}
export type Attempts = ReturnType<typeof createAttempts>;
