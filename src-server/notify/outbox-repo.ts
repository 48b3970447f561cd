// The SQLite outbox: one row per (notification, channel) with its status, and one row per delivery attempt.
import type { Database } from 'better-sqlite3';
import type { ChannelType } from '../contracts/enums.js';
import { openingTarget, sealTarget } from '../secrets/sealed-targets.js';
import { SECRET_CONTEXT, type SecretBox } from '../secrets/secret-box.js';

/**
 * pending: waiting for its (next) attempt; queued: waiting for its provider (SMTP, Telegram bot token);
 * sending: an attempt is in flight; delivered; failed: the retry budget is spent (or the target is refused).
 */
export type DeliveryStatus = 'pending' | 'queued' | 'sending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  /** The idempotency id: the same on every attempt (Standard Webhooks `webhook-id`). */
  id: string;
  watchId: string;
  evaluationId: number | null;
  kind: 'alert' | 'test';
  channelIndex: number;
  channelType: ChannelType;
  /** Sealed at rest for webhook and Slack (a Slack URL is a credential); opens when first read. */
  target: string;
  payload: NotificationPayload;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
}

export interface AttemptRecord {
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'in_flight' | 'ok' | 'error' | 'interrupted';
  statusCode: number | null;
  error: string | null;
}

/** The notification as every channel renders it (webhook: the `data` of the Standard Webhooks body). */
export interface NotificationPayload {
  type: 'watch.triggered' | 'watch.test';
  timestamp: string;
  data: Record<string, unknown> & { watchId: string; headline: string; summary: string };
}

interface Row {
  id: string;
  watch_id: string;
  evaluation_id: number | null;
  kind: 'alert' | 'test';
  channel_index: number;
  channel_type: ChannelType;
  target: string;
  payload_json: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

const recordOf = (r: Row): DeliveryRecord => ({
  id: r.id,
  watchId: r.watch_id,
  evaluationId: r.evaluation_id,
  kind: r.kind,
  channelIndex: r.channel_index,
  channelType: r.channel_type,
  target: r.target,
  payload: JSON.parse(r.payload_json) as NotificationPayload,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deliveredAt: r.delivered_at,
});

/** An attempt that has ended, as `finish` records it. */
export interface FinishedAttempt {
  id: string;
  attemptId: number;
  result: { ok: boolean; statusCode: number | null; error: string | null };
  next: { status: DeliveryStatus; nextAttemptAt: string };
  nowIso: string;
}

interface AttemptRow {
  attempt: number;
  started_at: string;
  finished_at: string | null;
  outcome: AttemptRecord['outcome'];
  status_code: number | null;
  error: string | null;
}

/** `box` seals webhook and Slack targets at rest (secrets/sealed-targets.ts). */
export function createOutboxRepo(db: Database, box: SecretBox) {
  const fromRow = (r: Row): DeliveryRecord => openingTarget(box, recordOf(r), r.channel_type, SECRET_CONTEXT.deliveryTarget);
  const insert = db.prepare(`INSERT INTO deliveries (id, watch_id, evaluation_id, kind, channel_index, channel_type, target,
      payload_json, status, attempts, next_attempt_at, last_error, created_at, updated_at, delivered_at)
      VALUES (@id, @watchId, @evaluationId, @kind, @channelIndex, @channelType, @target,
      @payload, 'pending', 0, @nextAttemptAt, NULL, @createdAt, @createdAt, NULL)`);
  const byId = db.prepare('SELECT * FROM deliveries WHERE id = ?');
  const due = db.prepare(
    "SELECT * FROM deliveries WHERE status IN ('pending', 'queued') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
  );
  const nextDue = db.prepare("SELECT MIN(next_attempt_at) AS t FROM deliveries WHERE status IN ('pending', 'queued')");
  const byWatch = db.prepare('SELECT * FROM deliveries WHERE watch_id = ? ORDER BY created_at DESC, id LIMIT ?');
  const claim = db.prepare(
    "UPDATE deliveries SET status = 'sending', attempts = attempts + 1, updated_at = @now WHERE id = @id AND status IN ('pending', 'queued')",
  );
  const insertAttempt = db.prepare(`INSERT INTO delivery_attempts (delivery_id, attempt, started_at, outcome)
      VALUES (?, (SELECT attempts FROM deliveries WHERE id = ?), ?, 'in_flight')`);
  const finishAttempt = db.prepare(
    "UPDATE delivery_attempts SET finished_at = @now, outcome = @outcome, status_code = @statusCode, error = @error WHERE id = @attemptId",
  );
  const setStatus = db.prepare(`UPDATE deliveries SET status = @status, next_attempt_at = @nextAttemptAt, last_error = @lastError,
      updated_at = @now, delivered_at = @deliveredAt WHERE id = @id`);
  const queue = db.prepare(
    "UPDATE deliveries SET status = 'queued', next_attempt_at = @nextAttemptAt, last_error = @lastError, updated_at = @now WHERE id = @id",
  );
  const attemptsOf = db.prepare('SELECT * FROM delivery_attempts WHERE delivery_id = ? ORDER BY attempt, id');
  const interruptedAttempts = db.prepare(
    "UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ?, error = 'the process stopped during this attempt' WHERE outcome = 'in_flight'",
  );
  const resetSending = db.prepare("UPDATE deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ? WHERE status = 'sending'");
  const wakeQueued = db.prepare("UPDATE deliveries SET next_attempt_at = ? WHERE status = 'queued' AND channel_type = ?");
  const counts = db.prepare('SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status');
  const claimRows = (id: string, nowIso: string): number | null => {
    if (claim.run({ id, now: nowIso }).changes === 0) return null;
    return Number(insertAttempt.run(id, id, nowIso).lastInsertRowid);
  };
  const finishRows = (f: FinishedAttempt): void => {
    const { id, attemptId, result, next, nowIso } = f;
    finishAttempt.run({ attemptId, now: nowIso, outcome: result.ok ? 'ok' : 'error', statusCode: result.statusCode, error: result.error });
    setStatus.run({
      id,
      status: next.status,
      nextAttemptAt: next.nextAttemptAt,
      lastError: result.ok ? null : result.error,
      now: nowIso,
      deliveredAt: next.status === 'delivered' ? nowIso : null,
    });
  };
  const claimTx = db.transaction(claimRows);
  const finishTx = db.transaction(finishRows);
  const finishClaimTx = db.transaction((f: FinishedAttempt, id: string, nowIso: string): number | null => {
    finishRows(f);
    return claimRows(id, nowIso);
  });
  const recoverTx = db.transaction((nowIso: string): number => {
    interruptedAttempts.run(nowIso);
    return resetSending.run(nowIso, nowIso).changes;
  });

  return {
    insert(d: Pick<DeliveryRecord, 'id' | 'watchId' | 'evaluationId' | 'kind' | 'channelIndex' | 'channelType' | 'target' | 'payload' | 'nextAttemptAt' | 'createdAt'>) {
      insert.run({ ...d, target: sealTarget(box, d.channelType, d.target, SECRET_CONTEXT.deliveryTarget), payload: JSON.stringify(d.payload) });
    },
    get(id: string): DeliveryRecord | undefined {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    due: (nowIso: string, limit: number): DeliveryRecord[] => (due.all(nowIso, limit) as Row[]).map(fromRow),
    /** Earliest next attempt of anything still to send, or null. */
    nextDueAt: (): string | null => (nextDue.get() as { t: string | null }).t,
    listForWatch: (watchId: string, limit = 50): DeliveryRecord[] => (byWatch.all(watchId, limit) as Row[]).map(fromRow),
    attempts(id: string): AttemptRecord[] {
      return (attemptsOf.all(id) as AttemptRow[]).map((a) => ({
        attempt: a.attempt,
        startedAt: a.started_at,
        finishedAt: a.finished_at,
        outcome: a.outcome,
        statusCode: a.status_code,
        error: a.error,
      }));
    },
    /**
     * Takes a delivery for one attempt (committed before any byte leaves, so a crash mid-send is visible
     * and retried). Returns the attempt row id, or null when another run took it first.
     */
    claim: (id: string, nowIso: string): number | null => claimTx(id, nowIso),
    /** Records an attempt's end: its outcome, and the delivery's new status and next attempt. */
    finish: (f: FinishedAttempt): void => finishTx(f),
    /**
     * `finish(f)` then `claim(id, nowIso)` in one transaction (one commit instead of two: a worker that has just
     * finished one attempt takes its next delivery at once). Nothing waits: the finish is written when it would have
     * been alone. Should the transaction fail, the finish is tried alone before the error is thrown, so a claim
     * that cannot be written never takes a finished attempt's record with it.
     */
    finishAndClaim(f: FinishedAttempt, id: string, nowIso: string): number | null {
      try {
        return finishClaimTx(f, id, nowIso);
      } catch (err) {
        try {
          finishTx(f);
        } catch {
          // Not even the finish alone: the first error says why.
        }
        throw err;
      }
    },
    /** Parks a delivery until its provider is configured (not an attempt: nothing was sent). */
    queue: (id: string, reason: string, recheckAt: string, nowIso: string) => {
      queue.run({ id, lastError: reason, nextAttemptAt: recheckAt, now: nowIso });
    },
    /** A provider was just configured: its queued deliveries are due now. */
    wakeQueued: (channelType: ChannelType, nowIso: string) => {
      wakeQueued.run(nowIso, channelType);
    },
    /** At start: attempts cut short by a crash are marked and their deliveries go back to pending. */
    recover: (nowIso: string): number => recoverTx(nowIso),
    counts: (): Record<string, number> =>
      Object.fromEntries((counts.all() as { status: string; n: number }[]).map((r) => [r.status, r.n])),
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
