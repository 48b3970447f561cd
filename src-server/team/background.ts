// What runs in the background while the app runs, by engine: on SQLite the node-schedule scheduler (watches and the
// outbox) and the hourly track-record job; on the team server's PostgreSQL the same work as pg-boss jobs shared by
// every instance (team/jobs.ts).
import type { Config } from '../config/schema.js';
import type { Db } from '../db/sql.js';
import type { Services } from '../services.js';
import { startTrackRecordJob, type TrackRecordJob } from '../track-record/job.js';
import { createTeamJobs, type TeamJobs, type TeamJobsLog, type TeamJobsOptions } from './jobs.js';
import type { PostgresDb } from '../db/postgres-db.js';

export interface BackgroundLog extends TeamJobsLog {
  child(bindings: Record<string, unknown>): BackgroundLog;
}

export function createBackgroundWork(deps: { config: Config; db: Db; services: Services; log: BackgroundLog; teamJobs?: TeamJobsOptions }) {
  const { config, db, services } = deps;
  services.watchScheduler.setLogger(deps.log.child({ module: 'watches' }));
  services.trackRecord.useLogger(deps.log.child({ module: 'track-record' }));
  const team: TeamJobs | undefined =
    db.dialect === 'postgres' && config.schedulerEnabled
      ? createTeamJobs({
          url: (db as PostgresDb).url,
          db,
          clock: services.clock,
          watches: services.watchesRepo,
          runner: services.watchRunner,
          outbox: services.notify.outbox,
          trackRecord: services.trackRecord,
          resolveTrackRecord: config.trackRecordJob,
          log: deps.log.child({ module: 'jobs' }),
          options: deps.teamJobs,
        })
      : undefined;
  // A watch made or changed: a tick soon on the team server (one that is not due yet waits for its minute).
  if (team) services.watches.onChange(() => team.wakeTick());
  let trackRecordJob: TrackRecordJob | undefined;

  return {
    team,
    async start(): Promise<void> {
      if (team) {
        await team.start();
        return;
      }
      if (config.schedulerEnabled) await services.watchScheduler.start();
      if (config.trackRecordJob) trackRecordJob = startTrackRecordJob(services.trackRecord, deps.log.child({ module: 'track-record' }));
    },
    /** Before the database closes: runs in progress end (or, on the team server, are left to the other instances). */
    async stop(): Promise<void> {
      if (team) await team.stop();
      else await services.watchScheduler.stop();
      await (trackRecordJob?.stop() ?? services.trackRecord.stop());
    },
  };
}
