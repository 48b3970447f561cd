// The resolution schedule: once at start, then hourly while the app runs (node-schedule; cancels only its own job).
import schedule, { type Job } from 'node-schedule';
import type { TrackLogger, TrackRecordService } from './service.js';

/** Minute 7 of every hour: off the top of the hour, when public APIs are busiest. */
export const RESOLVE_CRON = '7 * * * *';

export interface TrackRecordJob {
  /** Cancels the schedule and waits for a run in progress to finish its current source call. */
  stop(): Promise<void>;
}

export function startTrackRecordJob(service: Pick<TrackRecordService, 'resolveDue' | 'stop'>, log: TrackLogger): TrackRecordJob {
  const run = (when: string) => {
    service.resolveDue().catch((err: unknown) => log.error({ err, when }, 'track record: resolution run failed'));
  };
  const job: Job = schedule.scheduleJob(RESOLVE_CRON, () => run('hourly'));
  run('start');
  return {
    stop: async () => {
      job.cancel();
      await service.stop();
    },
  };
}
