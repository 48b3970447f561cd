// The team server's shared work as pg-boss jobs (docs/team-server.md "Shared work"): several instances on one
// PostgreSQL evaluate each due watch once per tick, attempt each delivery on one instance at a time, and resolve the
// track record once an hour; a killed instance's jobs are retried on the others once its heartbeat stops. The SQLite app
// keeps its node-schedule scheduler (watches/scheduler.ts) instead.
import type { Job, PgBoss } from 'pg-boss';
import type { Sql } from '../db/sql.js';
import { postgresClientOf } from '../db/postgres-db.js';
import type { Outbox } from '../notify/outbox.js';
import type { Clock } from '../shared/clock.js';
import type { TrackRecordService } from '../track-record/service.js';
import type { WatchesRepo, WatchRecord } from '../watches/repo.js';
import type { WatchRunner } from '../watches/run-watch.js';

export const QUEUES = {
  /** Plans a tick: claims the due watches and makes group jobs of them (every minute, and on demand). */
  tick: 'hazardcast-watch-tick',
  /** Evaluates and records some of a tick's watches. */
  group: 'hazardcast-watch-group',
  /** One attempt at one delivery. */
  deliver: 'hazardcast-deliver',
  /** Deliveries whose job was lost or whose sender died: made into jobs again (every minute). */
  sweep: 'hazardcast-outbox-sweep',
  /** The track record's resolution run (hourly, at minute 7). */
  resolve: 'hazardcast-track-record',
} as const;

export interface TeamJobsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface TeamJobsOptions {
  /** Seconds between a worker's heartbeats (pg-boss: at least 10); a job whose heartbeats stop is retried elsewhere. */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for jobs whose heartbeat stopped, and sweeps (seconds). */
  superviseSeconds?: number;
  /** How often an idle worker looks for jobs (seconds). */
  pollSeconds?: number;
  /** Watches per group job (whole engine groups are kept together). */
  watchesPerJob?: number;
  /** How long a planned watch is held for its tick before it may be planned again (ms). */
  leaseMs?: number;
  /** Group jobs and delivery jobs each instance runs at once. */
  groupConcurrency?: number;
  deliverConcurrency?: number;
}

export interface TeamJobsDeps {
  url: string;
  db: Sql;
  clock: Clock;
  watches: WatchesRepo;
  runner: WatchRunner;
  outbox: Outbox;
  trackRecord: Pick<TrackRecordService, 'resolveDue' | 'stop'>;
  /** Resolve the track record hourly (config.trackRecordJob). */
  resolveTrackRecord: boolean;
  log: TeamJobsLog;
  options?: TeamJobsOptions;
}

interface GroupData {
  ids: string[];
  tickAt: string;
}

/** Watches claimed per statement while a tick is planned. */
const PLAN_BATCH = 500;

/** The watches of a tick as jobs: whole engine groups, at most `size` watches a job (a group larger than that alone). */
export function groupJobs(groups: readonly WatchRecord[][], size: number): string[][] {
  const jobs: string[][] = [];
  let current: string[] = [];
  for (const g of groups) {
    if (current.length > 0 && current.length + g.length > size) {
      jobs.push(current);
      current = [];
    }
    current.push(...g.map((w) => w.id));
  }
  if (current.length > 0) jobs.push(current);
  return jobs;
}

export function createTeamJobs(deps: TeamJobsDeps) {
  const o = deps.options ?? {};
  const heartbeatSeconds = Math.max(10, o.heartbeatSeconds ?? 10);
  const superviseSeconds = o.superviseSeconds ?? 10;
  const pollSeconds = o.pollSeconds ?? 1;
  const watchesPerJob = o.watchesPerJob ?? 200;
  const leaseMs = o.leaseMs ?? 30 * 60_000;
  /** pg-boss, loaded and started by `start` (a SQLite app never loads it). */
  let boss!: PgBoss;
  let started = false;

  /** Claims the due watches nobody holds, in batches, and makes group jobs of them in the same transaction. */
  async function planTick(): Promise<number> {
    const tickAt = deps.clock.now();
    let planned = 0;
    for (;;) {
      const made = await deps.db.transaction(async (tx) => {
        const claimed = await deps.watches
          .on(tx)
          .claimDue(tickAt.toISOString(), new Date(tickAt.getTime() + leaseMs).toISOString(), PLAN_BATCH);
        if (claimed.length === 0) return 0;
        const jobs = groupJobs(deps.runner.group(claimed), watchesPerJob).map((ids) => ({
          data: { ids, tickAt: tickAt.toISOString() } satisfies GroupData,
        }));
        // Written with the claim: a planner killed before its commit leaves the watches unclaimed, never claimed and lost.
        await boss.insert(QUEUES.group, jobs, {
          db: { executeSql: (text, values) => postgresClientOf(tx)!.query(text, values as unknown[]) },
        });
        return claimed.length;
      });
      planned += made;
      if (made < PLAN_BATCH) break;
    }
    if (planned > 0) deps.log.info({ watches: planned, tickAt: tickAt.toISOString() }, 'watch tick planned');
    return planned;
  }

  async function runGroup(job: Job<GroupData>): Promise<void> {
    const { ids, tickAt } = job.data;
    const due = (await deps.watches.listByIds(ids)).filter((w) => w.status === 'active' && (w.nextRunAt === null || w.nextRunAt <= tickAt));
    if (due.length === 0) return;
    const recorded = await deps.runner.evaluateClaimed(due, new Date(tickAt), deps.clock.now());
    deps.log.info(
      { watches: due.length, recorded: recorded.length, fired: recorded.filter((e) => e.fired).length },
      'watch group evaluated',
    );
  }

  /** Jobs for deliveries (one queued per delivery at most: the queue is `stately` by delivery id). */
  async function deliverJobs(items: readonly { id: string; at?: string }[]): Promise<void> {
    if (items.length === 0) return;
    await boss.insert(
      QUEUES.deliver,
      items.map((d) => ({ data: { id: d.id }, singletonKey: d.id, ...(d.at ? { startAfter: new Date(d.at) } : {}) })),
    );
  }

  async function deliver(job: Job<{ id: string }>): Promise<void> {
    const { nextAt } = await deps.outbox.attemptOne(job.data.id);
    if (nextAt) await deliverJobs([{ id: job.data.id, at: nextAt }]);
  }

  /** Deliveries cut short (their lease ran out) back to pending, and a job for every one due within the minute. */
  async function sweep(): Promise<void> {
    const recovered = await deps.outbox.recover(true);
    if (recovered > 0) deps.log.info({ recovered }, 'deliveries whose sender stopped are pending again');
    const horizon = new Date(deps.clock.now().getTime() + 60_000).toISOString();
    for (;;) {
      const due = await deps.outbox.repo.due(horizon, 500);
      await deliverJobs(due.map((d) => ({ id: d.id, at: d.nextAttemptAt })));
      if (due.length < 500) break;
    }
  }

  const onEnqueue = (ids: readonly string[]) => {
    if (!started) return;
    deliverJobs(ids.map((id) => ({ id }))).catch((err: unknown) =>
      deps.log.warn({ err }, 'delivery jobs not made (the sweep will make them)'),
    );
  };
  deps.outbox.onEnqueue(onEnqueue);
  // Deliveries that waited for a provider or for offline mode to end: the sweep makes their jobs.
  deps.outbox.onWake(() => {
    if (started)
      boss.send(QUEUES.sweep, null, { singletonKey: 'sweep' }).catch((err: unknown) => deps.log.warn({ err }, 'could not ask for a sweep'));
  });

  return {
    planTick,
    sweep,
    async start(): Promise<void> {
      const { PgBoss } = await import('pg-boss');
      boss = new PgBoss({
        connectionString: deps.url,
        max: 4,
        application_name: 'hazardcast-jobs',
        superviseIntervalSeconds: superviseSeconds,
        monitorIntervalSeconds: superviseSeconds,
      });
      boss.on('error', (err: unknown) => deps.log.error({ err }, 'pg-boss error'));
      await boss.start();
      const worker = { pollingIntervalSeconds: pollSeconds, heartbeatRefreshSeconds: heartbeatSeconds / 2 };
      await boss.createQueue(QUEUES.tick, { policy: 'stately', retryLimit: 3, retryDelay: 5, heartbeatSeconds });
      await boss.createQueue(QUEUES.group, { retryLimit: 10, retryDelay: 2, heartbeatSeconds, expireInSeconds: 3600 });
      await boss.createQueue(QUEUES.deliver, {
        policy: 'stately',
        retryLimit: 10,
        retryDelay: 5,
        retryBackoff: true,
        heartbeatSeconds,
        expireInSeconds: 600,
      });
      await boss.createQueue(QUEUES.sweep, { policy: 'stately', retryLimit: 1, heartbeatSeconds });
      await boss.createQueue(QUEUES.resolve, {
        policy: 'singleton',
        retryLimit: 2,
        retryDelay: 60,
        heartbeatSeconds,
        expireInSeconds: 4 * 3600,
      });
      started = true;
      await boss.work(QUEUES.tick, worker, async () => void (await planTick()));
      await boss.work<GroupData>(QUEUES.group, { ...worker, localConcurrency: o.groupConcurrency ?? 2 }, async ([job]) => runGroup(job!));
      await boss.work<{ id: string }>(QUEUES.deliver, { ...worker, localConcurrency: o.deliverConcurrency ?? 8 }, async ([job]) =>
        deliver(job!),
      );
      await boss.work(QUEUES.sweep, worker, async () => sweep());
      await boss.schedule(QUEUES.tick, '* * * * *', null, { singletonKey: 'cron' });
      await boss.schedule(QUEUES.sweep, '* * * * *', null, { singletonKey: 'cron' });
      if (deps.resolveTrackRecord) {
        await boss.work(QUEUES.resolve, { ...worker, pollingIntervalSeconds: 10 }, async () => void (await deps.trackRecord.resolveDue()));
        // Minute 7 of every hour (off the top of the hour, when public APIs are busiest), and once now.
        await boss.schedule(QUEUES.resolve, '7 * * * *', null, { singletonKey: 'cron' });
        await boss.send(QUEUES.resolve, null, { singletonKey: 'start' });
      }
      // What is due now: a tick, and the deliveries left by the last run.
      await boss.send(QUEUES.tick, null, { singletonKey: 'tick' });
      await boss.send(QUEUES.sweep, null, { singletonKey: 'sweep' });
    },
    /** A tick soon (a watch became due now: created overdue, resumed). */
    wakeTick(): void {
      if (!started) return;
      boss.send(QUEUES.tick, null, { singletonKey: 'tick' }).catch((err: unknown) => deps.log.warn({ err }, 'could not ask for a tick'));
    },
    /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running here; the others stay for the other instances. */
    async stop(timeoutMs = 15_000): Promise<void> {
      if (!started) return;
      started = false;
      await deps.outbox.shutdown();
      await deps.trackRecord.stop();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
export type TeamJobs = ReturnType<typeof createTeamJobs>;
