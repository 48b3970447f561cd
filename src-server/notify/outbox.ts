// The delivery side of watches: enqueue notifications in the outbox, send what is due, retry with backoff. One process
// sends what is due in runs (`process`, the SQLite app's scheduler); a team server sends each delivery as its own job
// (`attemptOne`, team/jobs.ts), claims and leases keeping every attempt to one instance at a time.
import { randomBytes } from 'node:crypto';
import { CHANNEL_TYPES, type ChannelType } from '../contracts/enums.js';
import type { Clock } from '../shared/clock.js';
import type { NotifySettingsService } from '../settings/notify-settings.js';
import { createEmailNotifier } from './channels/email.js';
import { createDesktopNotifier, type DesktopNotifierPort } from './channels/desktop.js';
import { slackNotifier } from './channels/slack.js';
import { telegramNotifier } from './channels/telegram.js';
import { webhookNotifier } from './channels/webhook.js';
import type { Sql } from '../db/sql.js';
import type { Claim, DeliveryRecord, FinishedAttempt, NotificationPayload, OutboxRepo } from './outbox-repo.js';
import type { Resolver } from '../net/guarded-agent.js';
import { createDeliveryTransports } from './target-fetch.js';
import type { Notifier, SendContext, SendResult } from './types.js';
import { channelView } from '../secrets/sealed-targets.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

/**
 * Delay before attempt `attempt + 1`: base * 2^(attempt-1), capped, with "equal jitter" (half fixed,
 * half random) so retries of many deliveries do not line up.
 */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

/** Idempotency id of one notification to one channel: Standard Webhooks style `msg_…`. */
export const newDeliveryId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

/** How long a delivery waiting for its provider sleeps before it looks again (settings changes wake it at once). */
const QUEUED_RECHECK_MS = 5 * 60_000;
const BATCH = 100;
const CONCURRENCY = 8;
/** A claim holds a delivery for its attempt's timeout and this much more; then another instance may take it over. */
export const LEASE_MARGIN_MS = 30_000;
/** Why a delivery waits in offline mode (every channel but desktop makes an outbound call). */
export const OFFLINE_WAITING = 'waiting: offline mode is on (it goes out when offline mode is turned off)';

export interface OutboxDeps {
  /** Where deliveries enqueued outside a caller's transaction are written in one. */
  db: Sql;
  repo: OutboxRepo;
  settings: NotifySettingsService;
  clock: Clock;
  retry: RetryPolicy;
  timeoutMs: number;
  telegramApiUrl: string;
  emailFrom: string;
  userAgent: string;
  /** The watch's signing secret (webhooks). */
  secretOf(watchId: string): Promise<string | null>;
  random?: () => number;
  /** DNS for every outbound call (tests script it); node:dns lookup by default. */
  resolver?: Resolver;
  notifiers?: Record<ChannelType, Notifier>;
  /** The desktop shell's notifier, when the app runs as one (null headless: desktop deliveries wait). */
  desktop?: () => DesktopNotifierPort | null;
  /** Offline mode (read before every attempt): only local channels send; the others wait until it is off. */
  isOffline?: () => boolean;
  log?: { warn(obj: object, msg: string): void };
}

export interface EnqueueInput {
  watchId: string;
  evaluationId: number | null;
  kind: 'alert' | 'test';
  channels: readonly { type: ChannelType; target: string }[];
  payload: NotificationPayload;
}

export interface ProcessReport {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
  queued: number;
}

export function createOutbox(deps: OutboxDeps) {
  const email = createEmailNotifier();
  const notifiers: Record<ChannelType, Notifier> = deps.notifiers ?? {
    webhook: webhookNotifier,
    slack: slackNotifier,
    telegram: telegramNotifier,
    email,
    desktop: createDesktopNotifier(deps.desktop ?? (() => null)),
  };
  const random = deps.random ?? Math.random;
  // Every outbound call a delivery makes goes through the address guard, under the owner's private-targets switch.
  const transports = createDeliveryTransports({
    allowPrivate: () => deps.settings.get().allowPrivateTargets,
    resolver: deps.resolver,
    telegramApiUrl: deps.telegramApiUrl,
  });
  const listeners: (() => void)[] = [];
  const enqueueListeners: ((ids: readonly string[]) => void)[] = [];
  const wakeListeners: (() => void)[] = [];
  const leaseUntil = (now: Date) => new Date(now.getTime() + deps.timeoutMs + LEASE_MARGIN_MS).toISOString();
  let running: Promise<ProcessReport> | null = null;
  /** Aborted at shutdown: in-flight sends stop, and their deliveries are made pending again (repo.release). */
  let closing = new AbortController();
  const sendContext = (settings: SendContext['settings'], now: Date, signingSecret: string | null): SendContext => ({
    targetPost: transports.targetPost,
    telegramPost: transports.telegramPost,
    smtpAddress: transports.smtpAddress,
    timeoutMs: deps.timeoutMs,
    settings,
    telegramApiUrl: deps.telegramApiUrl,
    emailFrom: deps.emailFrom,
    signingSecret,
    now,
    userAgent: deps.userAgent,
    signal: closing.signal,
  });

  const told = () => {
    for (const fn of listeners) fn();
  };
  // A provider configured in settings wakes the deliveries that waited for it.
  deps.settings.onChange((s) =>
    (async () => {
      const now = deps.clock.now().toISOString();
      if (s.smtpUrl) await deps.repo.wakeQueued('email', now);
      if (s.telegramBotToken) await deps.repo.wakeQueued('telegram', now);
      told();
      for (const fn of wakeListeners) fn();
    })().catch((err: unknown) => deps.log?.warn({ err }, 'could not wake the deliveries waiting for a provider')),
  );

  /**
   * One delivery row per channel, all due now, written in `opts.tx` when the caller has a transaction (an evaluation),
   * else in one of their own. Their sends start once that commits. Returns the rows as stored, unless
   * `readBack: false` (a watch tick, which does not use them: no read per row).
   */
  async function enqueue(input: EnqueueInput, opts: { readBack?: boolean; tx?: Sql } = {}): Promise<DeliveryRecord[]> {
    const now = deps.clock.now().toISOString();
    const write = async (tx: Sql) => {
      const repo = deps.repo.on(tx);
      const ids: string[] = [];
      for (const [i, c] of input.channels.entries()) {
        const id = newDeliveryId();
        // A target this server cannot open fails its own delivery at once, not the transaction (the evaluation, a tick).
        const channel = channelView(c.type, () => c.target);
        await repo.insert({
          id,
          watchId: input.watchId,
          evaluationId: input.evaluationId,
          kind: input.kind,
          channelIndex: i,
          channelType: c.type,
          target: channel.target,
          ...('unreadable' in channel ? { unreadable: channel.reason } : {}),
          payload: input.payload,
          nextAttemptAt: now,
          createdAt: now,
        });
        ids.push(id);
      }
      // A send must start after the commit, when other connections (another instance's) see the rows.
      if (ids.length > 0) {
        tx.afterCommit(() =>
          setImmediate(() => {
            for (const fn of enqueueListeners) fn(ids);
            told();
          }),
        );
      }
      return ids;
    };
    const ids = opts.tx ? await write(opts.tx) : await deps.db.transaction(write);
    if (opts.readBack === false) return [];
    const q = opts.tx ? deps.repo.on(opts.tx) : deps.repo;
    return Promise.all(ids.map(async (id) => (await q.get(id))!));
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
    if (closing.signal.aborted) return record(finished);
    const settings = deps.settings.get();
    const notifier = notifiers[d.channelType];
    const startedAt = deps.clock.now();
    const waiting = !notifier.local && deps.isOffline?.() ? OFFLINE_WAITING : notifier.waitingFor(settings);
    if (waiting) {
      await record(finished);
      if (d.status !== 'queued' || d.lastError !== waiting) report.queued++;
      await deps.repo.queue(d.id, waiting, new Date(startedAt.getTime() + QUEUED_RECHECK_MS).toISOString(), startedAt.toISOString());
      return null;
    }
    // Committed before any byte leaves, so a crash mid-send is visible and retried.
    const nowIso = startedAt.toISOString();
    const claim: Claim | null = finished
      ? await deps.repo.finishAndClaim(finished, d.id, nowIso, leaseUntil(startedAt))
      : await deps.repo.claim(d.id, nowIso, leaseUntil(startedAt), takeOver);
    if (claim === null) return null; // another run took it
    const { attemptId, attempt: attempts } = claim;
    report.attempted++;
    let result: SendResult;
    try {
      result = await notifier.send(d, sendContext(settings, startedAt, await deps.secretOf(d.watchId)));
    } catch (err) {
      result = { ok: false, statusCode: null, error: `unexpected: ${(err as Error).message}` };
    }
    // Shutting down: the attempt was cut short; the delivery is pending again at once, for another instance or the next
    // start (same id). Should that write fail, it stays `sending` and is taken over when its lease runs out.
    if (closing.signal.aborted) {
      await deps.repo.release(d.id, claim, deps.clock.now().toISOString()).catch(() => undefined);
      return null;
    }
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

  /** Writes an ended attempt on its own (the worker has no next delivery to claim with it). */
  async function record(finished: FinishedAttempt | null): Promise<null> {
    if (finished) await deps.repo.finish(finished);
    return null;
  }

  /** Sends everything due at the clock's now (each delivery at most once per run). Concurrent calls share one run. */
  async function runOnce(): Promise<ProcessReport> {
    const report: ProcessReport = { attempted: 0, delivered: 0, retrying: 0, failed: 0, queued: 0 };
    const seen = new Set<string>();
    for (;;) {
      const batch = (await deps.repo.due(deps.clock.now().toISOString(), BATCH)).filter((d) => !seen.has(d.id));
      if (batch.length === 0) break;
      for (const d of batch) seen.add(d.id);
      let i = 0;
      const worker = async () => {
        let finished: FinishedAttempt | null = null;
        while (i < batch.length) finished = await attempt(batch[i++]!, report, finished);
        await record(finished);
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    }
    return report;
  }

  /** Sends everything due at the clock's now (each delivery at most once per run). Concurrent calls share one run. */
  function process(): Promise<ProcessReport> {
    if (running) return running;
    const run = runOnce().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  }

  /**
   * Sends one notification to one channel now, outside the outbox (no row, no retry): the settings' "send a test"
   * for a channel or provider before any watch uses it. Webhooks go unsigned (no watch, so no secret yet).
   */
  async function sendNow(
    channel: { type: ChannelType; target: string },
    payload: NotificationPayload,
  ): Promise<SendResult & { waiting: boolean }> {
    const notifier = notifiers[channel.type];
    const settings = deps.settings.get();
    const waiting = !notifier.local && deps.isOffline?.() ? OFFLINE_WAITING : notifier.waitingFor(settings);
    if (waiting) return { ok: false, statusCode: null, error: waiting, waiting: true };
    const now = deps.clock.now();
    const id = newDeliveryId();
    const d: DeliveryRecord = {
      id,
      watchId: payload.data.watchId,
      evaluationId: null,
      kind: 'test',
      channelIndex: 0,
      channelType: channel.type,
      target: channel.target,
      payload,
      status: 'sending',
      attempts: 1,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      deliveredAt: null,
    };
    try {
      const result = await notifier.send(d, sendContext(settings, now, null));
      return { ...result, waiting: false };
    } catch (err) {
      return { ok: false, statusCode: null, error: `unexpected: ${(err as Error).message}`, waiting: false };
    }
  }

  /**
   * One attempt at one delivery, now (a team server's delivery job): taken over when its lease ran out (the instance
   * sending it was killed). Returns when it should be looked at again (a retry's time, a waiting provider's recheck),
   * or null when there is nothing more to do (delivered, failed for good, gone, or in another instance's hands).
   */
  async function attemptOne(id: string): Promise<{ nextAt: string | null; report: ProcessReport }> {
    const report: ProcessReport = { attempted: 0, delivered: 0, retrying: 0, failed: 0, queued: 0 };
    const d = await deps.repo.get(id);
    if (!d || d.status === 'delivered' || d.status === 'failed') return { nextAt: null, report };
    const now = deps.clock.now();
    const finished = await attempt(d, report, null, true);
    await record(finished);
    if (finished) return { nextAt: finished.next.status === 'pending' ? finished.next.nextAttemptAt : null, report };
    // Not attempted: still waiting for its time or its provider, or someone else is sending it.
    const after = await deps.repo.get(id);
    if (!after || after.status === 'delivered' || after.status === 'failed') return { nextAt: null, report };
    if (after.status === 'sending')
      return {
        nextAt: after.attempts === d.attempts ? null : new Date(now.getTime() + deps.timeoutMs + LEASE_MARGIN_MS).toISOString(),
        report,
      };
    return { nextAt: after.nextAttemptAt, report };
  }

  return {
    enqueue,
    process,
    attemptOne,
    sendNow,
    /** Queued deliveries of these channel types become due now (offline mode ended, a desktop shell attached). */
    async wake(types: readonly ChannelType[] = CHANNEL_TYPES): Promise<void> {
      const now = deps.clock.now().toISOString();
      for (const t of types) await deps.repo.wakeQueued(t, now);
      told();
      for (const fn of wakeListeners) fn();
    },
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
      await running?.catch(() => undefined);
      email.close();
      await transports.close();
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
