// node-schedule lifetime of watches and the outbox: one job per active watch at its next slot, one outbox job.
import schedule, { type Job } from 'node-schedule';
import type { Outbox } from '../notify/outbox.js';
import type { Clock } from '../shared/clock.js';
import type { WatchesRepo, WatchRecord } from './repo.js';
import type { TickReport, WatchRunner } from './run-watch.js';

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silentLog: SchedulerLog = { info: () => {}, error: () => {} };

export interface SchedulerDeps {
  repo: WatchesRepo;
  runner: WatchRunner;
  outbox: Outbox;
  clock: Clock;
  log?: SchedulerLog;
  /** Jobs due within this many ms of each other run in one tick (so they share source calls). */
  coalesceMs?: number;
}

/**
 * Jobs only wake the tick: the tick itself reads what is due from the database, so a job that fires late,
 * twice or not at all (app closed) never changes what gets evaluated; the database schedule is the truth.
 */
export function createScheduler(deps: SchedulerDeps) {
  const jobs = new Map<string, Job>();
  let outboxJob: Job | null = null;
  let tickTimer: NodeJS.Timeout | null = null;
  let ticking: Promise<unknown> | null = null;
  let outboxLoop: Promise<void> | null = null;
  let outboxAgain = false;
  let started = false;
  const coalesceMs = deps.coalesceMs ?? 250;
  let log = deps.log ?? silentLog;

  const jobName = (id: string) => `hazardcast-watch:${id}`;

  function unschedule(id: string): void {
    jobs.get(id)?.cancel();
    jobs.delete(id);
  }

  /** (Re)places the job of one watch from its row: nothing when paused or deleted; at once when overdue. */
  async function scheduleWatch(id: string): Promise<void> {
    unschedule(id);
    if (!started) return;
    const w = await deps.repo.get(id);
    // Another call for the same watch may have placed a job while this one read the row: the row now is what counts.
    place(id, w);
  }

  /** The job of a watch as `w` (its row) says. */
  function place(id: string, w: WatchRecord | undefined): void {
    unschedule(id);
    if (!started || !w || w.status !== 'active') return;
    const at = w.nextRunAt ? new Date(w.nextRunAt) : deps.clock.now();
    if (at.getTime() <= deps.clock.now().getTime()) {
      wakeTick();
      return;
    }
    const job = schedule.scheduleJob(jobName(id), at, () => {
      jobs.delete(id);
      wakeTick();
    });
    if (job) jobs.set(id, job);
    else wakeTick();
  }

  function wakeTick(): void {
    if (!started || tickTimer) return;
    tickTimer = setTimeout(() => {
      tickTimer = null;
      void runTick();
    }, coalesceMs);
  }

  async function runTick(): Promise<TickReport | null> {
    if (ticking) {
      await ticking;
      wakeTick(); // something woke us meanwhile: look again
      return null;
    }
    const run = deps.runner.tick(deps.clock.now());
    ticking = run;
    try {
      const report = await run;
      if (report.watches > 0) {
        const { evaluations: _e, ...summary } = report;
        log.info(summary, 'watch tick');
      }
      // Each evaluated watch has a new slot: give it a job there.
      for (const e of report.evaluations) await scheduleWatch(e.watchId);
      return report;
    } catch (err) {
      log.error({ err }, 'watch tick failed');
      return null;
    } finally {
      ticking = null;
    }
  }

  /** Sends what is due, then sleeps until the earliest next attempt (node-schedule job). */
  function kickOutbox(): void {
    if (!started) return;
    if (outboxLoop) {
      outboxAgain = true;
      return;
    }
    outboxLoop = (async () => {
      try {
        do {
          outboxAgain = false;
          await deps.outbox.process();
        } while (outboxAgain && started);
      } catch (err) {
        log.error({ err }, 'outbox run failed');
      } finally {
        outboxLoop = null;
      }
      await planOutbox().catch((err: unknown) => log.error({ err }, 'outbox planning failed'));
    })();
  }

  async function planOutbox(): Promise<void> {
    outboxJob?.cancel();
    outboxJob = null;
    if (!started) return;
    const next = await deps.outbox.nextDueAt();
    // Another run may have planned meanwhile: this reading is the newer one.
    (outboxJob as Job | null)?.cancel();
    outboxJob = null;
    if (!next || !started) return;
    const at = new Date(next);
    if (at.getTime() <= deps.clock.now().getTime()) {
      setImmediate(kickOutbox);
      return;
    }
    outboxJob = schedule.scheduleJob('hazardcast-outbox', at, kickOutbox);
  }

  return {
    /** Recovers interrupted deliveries, schedules every active watch (overdue ones run once now), starts the outbox. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      const recovered = await deps.outbox.recover();
      if (recovered > 0) log.info({ recovered }, 'deliveries interrupted by the last shutdown are pending again');
      for (const w of await deps.repo.listActive()) place(w.id, w);
      kickOutbox();
    },
    /** Cancels only the jobs this scheduler made, and waits for a running tick and outbox run. */
    async stop(): Promise<void> {
      started = false;
      for (const job of jobs.values()) job.cancel();
      jobs.clear();
      outboxJob?.cancel();
      outboxJob = null;
      if (tickTimer) clearTimeout(tickTimer);
      tickTimer = null;
      await deps.outbox.shutdown();
      await Promise.allSettled([ticking, outboxLoop]);
    },
    /** The app's logger, once Fastify has made it. */
    setLogger(l: SchedulerLog): void {
      log = l;
    },
    scheduleWatch,
    kickOutbox,
    runTick,
    /** Jobs currently held (tests, diagnostics). */
    jobCount: () => jobs.size + (outboxJob ? 1 : 0),
    isRunning: () => started,
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
