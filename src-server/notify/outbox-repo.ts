// The outbox: one row per (notification, channel) with its status, and one row per delivery attempt (SQLite or the
// team server's PostgreSQL). A claim holds a delivery for one attempt until its lease ends, so on a team server no other
// instance sends it meanwhile, and one takes it over when the lease has run out (its sender was killed).
import type { Sql } from '../db/sql.js';
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
  /** The attempt's number, as its claim gave it: a finish after another instance took the delivery over changes nothing. */
  attempt: number;
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

/** A delivery taken for one attempt: the attempt row and its number. */
export interface Claim {
  attemptId: number;
  attempt: number;
}

const INSERT = `INSERT INTO deliveries (id, watch_id, evaluation_id, kind, channel_index, channel_type, target,
    payload_json, status, attempts, next_attempt_at, last_error, created_at, updated_at, delivered_at)
    VALUES (@id, @watchId, @evaluationId, @kind, @channelIndex, @channelType, @target,
    @payload, 'pending', 0, @nextAttemptAt, NULL, @createdAt, @createdAt, NULL)`;
/**
 * A notification to a channel whose sealed target this server cannot open (another instance's secret.key, a lost key):
 * failed at once with the reason, so the evaluation that fired it, and the other watches recorded with it, still are.
 */
const INSERT_UNREADABLE = `INSERT INTO deliveries (id, watch_id, evaluation_id, kind, channel_index, channel_type, target,
    payload_json, status, attempts, next_attempt_at, last_error, created_at, updated_at, delivered_at)
    VALUES (@id, @watchId, @evaluationId, @kind, @channelIndex, @channelType, '',
    @payload, 'failed', 0, @nextAttemptAt, @lastError, @createdAt, @createdAt, NULL)`;
const BY_ID = 'SELECT * FROM deliveries WHERE id = ?';
const DUE = "SELECT * FROM deliveries WHERE status IN ('pending', 'queued') AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?";
const NEXT_DUE = "SELECT MIN(next_attempt_at) AS t FROM deliveries WHERE status IN ('pending', 'queued')";
const BY_WATCH = 'SELECT * FROM deliveries WHERE watch_id = ? ORDER BY created_at DESC, id LIMIT ?';
/** Due and waiting, or being sent under a lease that has run out (its sender is gone). */
const CLAIM = `UPDATE deliveries SET status = 'sending', attempts = attempts + 1, updated_at = @now, lease_until = @leaseUntil
    WHERE id = @id AND ((status IN ('pending', 'queued') AND next_attempt_at <= @now)
      OR (status = 'sending' AND (lease_until IS NULL OR lease_until < @now) AND @takeOver = 1))
    RETURNING attempts`;
const INTERRUPTED = 'the process stopped during this attempt';
const INTERRUPT_ATTEMPTS = `UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ?, error = '${INTERRUPTED}'
    WHERE delivery_id = ? AND outcome = 'in_flight'`;
/** One attempt cut short by its own process's shutdown: interrupted, and its delivery pending again (unless taken over). */
const INTERRUPT_ONE = `UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ?, error = '${INTERRUPTED}' WHERE id = ? AND outcome = 'in_flight'`;
const RELEASE_ONE =
  "UPDATE deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?, lease_until = NULL WHERE id = ? AND status = 'sending' AND attempts = ?";
const INSERT_ATTEMPT =
  "INSERT INTO delivery_attempts (delivery_id, attempt, started_at, outcome) VALUES (?, ?, ?, 'in_flight') RETURNING id";
const FINISH_ATTEMPT = `UPDATE delivery_attempts SET finished_at = @now, outcome = @outcome, status_code = @statusCode, error = @error
    WHERE id = @attemptId AND outcome = 'in_flight'`;
const SET_STATUS = `UPDATE deliveries SET status = @status, next_attempt_at = @nextAttemptAt, last_error = @lastError,
    updated_at = @now, delivered_at = @deliveredAt, lease_until = NULL WHERE id = @id AND status = 'sending' AND attempts = @attempt`;
const QUEUE =
  "UPDATE deliveries SET status = 'queued', next_attempt_at = @nextAttemptAt, last_error = @lastError, updated_at = @now WHERE id = @id AND status IN ('pending', 'queued')";
const ATTEMPTS_OF = 'SELECT * FROM delivery_attempts WHERE delivery_id = ? ORDER BY attempt, id';
const INTERRUPT_ALL = `UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ?, error = '${INTERRUPTED}' WHERE outcome = 'in_flight'`;
const RESET_SENDING =
  "UPDATE deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?, lease_until = NULL WHERE status = 'sending'";
const INTERRUPT_EXPIRED = `UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ?, error = '${INTERRUPTED}'
    WHERE outcome = 'in_flight' AND delivery_id IN (SELECT id FROM deliveries WHERE status = 'sending' AND (lease_until IS NULL OR lease_until < ?))`;
const RESET_EXPIRED = `UPDATE deliveries SET status = 'pending', next_attempt_at = ?, updated_at = ?, lease_until = NULL
    WHERE status = 'sending' AND (lease_until IS NULL OR lease_until < ?)`;
const WAKE_QUEUED = "UPDATE deliveries SET next_attempt_at = ? WHERE status = 'queued' AND channel_type = ?";
const COUNTS = 'SELECT status, COUNT(*) AS n FROM deliveries GROUP BY status';

/** `box` seals webhook and Slack targets at rest (secrets/sealed-targets.ts). */
export function createOutboxRepo(db: Sql, box: SecretBox) {
  const fromRow = (r: Row): DeliveryRecord => openingTarget(box, recordOf(r), r.channel_type, SECRET_CONTEXT.deliveryTarget);

  const claimRows = async (q: Sql, id: string, nowIso: string, leaseUntilIso: string, takeOver: boolean): Promise<Claim | null> => {
    const claimed = await q.get<{ attempts: number }>(CLAIM, { id, now: nowIso, leaseUntil: leaseUntilIso, takeOver: takeOver ? 1 : 0 });
    if (!claimed) return null;
    // A taken-over delivery's last attempt was cut short with its sender.
    await q.run(INTERRUPT_ATTEMPTS, [nowIso, id]);
    const row = await q.get<{ id: number }>(INSERT_ATTEMPT, [id, claimed.attempts, nowIso]);
    return { attemptId: row!.id, attempt: claimed.attempts };
  };
  const finishRows = async (q: Sql, f: FinishedAttempt): Promise<void> => {
    const { id, attemptId, attempt, result, next, nowIso } = f;
    await q.run(FINISH_ATTEMPT, {
      attemptId,
      now: nowIso,
      outcome: result.ok ? 'ok' : 'error',
      statusCode: result.statusCode,
      error: result.error,
    });
    await q.run(SET_STATUS, {
      id,
      attempt,
      status: next.status,
      nextAttemptAt: next.nextAttemptAt,
      lastError: result.ok ? null : result.error,
      now: nowIso,
      deliveredAt: next.status === 'delivered' ? nowIso : null,
    });
  };

  const on = (q: Sql) => ({
    /** The same repository on a transaction (an evaluation enqueues its deliveries in its own). */
    on,
    async insert(
      d: Pick<
        DeliveryRecord,
        'id' | 'watchId' | 'evaluationId' | 'kind' | 'channelIndex' | 'channelType' | 'target' | 'payload' | 'nextAttemptAt' | 'createdAt'
      > & { unreadable?: string },
    ): Promise<void> {
      const { unreadable, ...row } = d;
      if (unreadable !== undefined) {
        await q.run(INSERT_UNREADABLE, { ...row, payload: JSON.stringify(d.payload), lastError: unreadable });
        return;
      }
      await q.run(INSERT, {
        ...row,
        target: sealTarget(box, d.channelType, d.target, SECRET_CONTEXT.deliveryTarget),
        payload: JSON.stringify(d.payload),
      });
    },
    async get(id: string): Promise<DeliveryRecord | undefined> {
      const row = await q.get<Row>(BY_ID, [id]);
      return row ? fromRow(row) : undefined;
    },
    due: async (nowIso: string, limit: number): Promise<DeliveryRecord[]> => (await q.all<Row>(DUE, [nowIso, limit])).map(fromRow),
    /** Earliest next attempt of anything still to send, or null. */
    nextDueAt: async (): Promise<string | null> => (await q.get<{ t: string | null }>(NEXT_DUE))?.t ?? null,
    listForWatch: async (watchId: string, limit = 50): Promise<DeliveryRecord[]> =>
      (await q.all<Row>(BY_WATCH, [watchId, limit])).map(fromRow),
    async attempts(id: string): Promise<AttemptRecord[]> {
      return (await q.all<AttemptRow>(ATTEMPTS_OF, [id])).map((a) => ({
        attempt: a.attempt,
        startedAt: a.started_at,
        finishedAt: a.finished_at,
        outcome: a.outcome,
        statusCode: a.status_code,
        error: a.error,
      }));
    },
    /**
     * Takes a delivery for one attempt, held until `leaseUntilIso` (committed before any byte leaves, so a crash
     * mid-send is visible and retried). With `takeOver`, also one whose sender's lease has run out (a team server's
     * job retried after its instance died). Null when it is not due or another run holds it.
     */
    claim: (id: string, nowIso: string, leaseUntilIso: string, takeOver = false): Promise<Claim | null> =>
      q.transaction((tx) => claimRows(tx, id, nowIso, leaseUntilIso, takeOver)),
    /** Records an attempt's end: its outcome, and the delivery's new status and next attempt (unless it was taken over). */
    finish: (f: FinishedAttempt): Promise<void> => q.transaction((tx) => finishRows(tx, f)),
    /**
     * `finish(f)` then `claim(id, …)` in one transaction (one commit instead of two: a worker that has just finished
     * one attempt takes its next delivery at once). Should the transaction fail, the finish is tried alone before the
     * error is thrown, so a claim that cannot be written never takes a finished attempt's record with it.
     */
    async finishAndClaim(f: FinishedAttempt, id: string, nowIso: string, leaseUntilIso: string): Promise<Claim | null> {
      try {
        return await q.transaction(async (tx) => {
          await finishRows(tx, f);
          return claimRows(tx, id, nowIso, leaseUntilIso, false);
        });
      } catch (err) {
        try {
          await q.transaction((tx) => finishRows(tx, f));
        } catch {
          // Not even the finish alone: the first error says why.
        }
        throw err;
      }
    },
    /**
     * An attempt this process cut short as it stopped (its request aborted): marked interrupted and the delivery pending
     * at once with the same id (at-least-once), so another instance, or the next start, sends it without waiting for the
     * lease to run out. Nothing when another instance has taken it over meanwhile.
     */
    release: (id: string, claim: Claim, nowIso: string): Promise<void> =>
      q.transaction(async (tx) => {
        await tx.run(INTERRUPT_ONE, [nowIso, claim.attemptId]);
        await tx.run(RELEASE_ONE, [nowIso, nowIso, id, claim.attempt]);
      }),
    /** Parks a delivery until its provider is configured (not an attempt: nothing was sent). */
    queue: async (id: string, reason: string, recheckAt: string, nowIso: string): Promise<void> => {
      await q.run(QUEUE, { id, lastError: reason, nextAttemptAt: recheckAt, now: nowIso });
    },
    /** A provider was just configured: its queued deliveries are due now. */
    wakeQueued: async (channelType: ChannelType, nowIso: string): Promise<void> => {
      await q.run(WAKE_QUEUED, [nowIso, channelType]);
    },
    /**
     * Attempts cut short are marked and their deliveries go back to pending (same id: at-least-once). At a single
     * process's start (`expiredOnly` false) every one in flight was cut short; on a team server only those whose lease
     * has run out (their instance stopped), since the others are being sent right now.
     */
    recover: (nowIso: string, expiredOnly = false): Promise<number> =>
      q.transaction(async (tx) => {
        if (expiredOnly) {
          await tx.run(INTERRUPT_EXPIRED, [nowIso, nowIso]);
          return (await tx.run(RESET_EXPIRED, [nowIso, nowIso, nowIso])).changes;
        }
        await tx.run(INTERRUPT_ALL, [nowIso]);
        return (await tx.run(RESET_SENDING, [nowIso, nowIso])).changes;
      }),
    counts: async (): Promise<Record<string, number>> =>
      Object.fromEntries((await q.all<{ status: string; n: number }>(COUNTS)).map((r) => [r.status, r.n])),
  });
  return on(db);
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
