// The daily rotating backup while the app runs: one at start if today's is missing, then a look every hour.
import type { Database } from 'better-sqlite3';
import type { Clock } from '../shared/clock.js';
import { dailyBackup } from './backup.js';

export interface BackupJob {
  /** Resolves when a run in progress has finished. */
  stop(): Promise<void>;
  /** The run started at start (tests wait for it). */
  first: Promise<void>;
}

const HOUR_MS = 3_600_000;

export function startBackupJob(deps: {
  db: Database;
  dataDir: string;
  keep: number;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): BackupJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return running;
    running = running.then(async () => {
      try {
        const made = await dailyBackup(deps.db, deps.dataDir, deps.clock.now(), deps.keep);
        if (made) deps.log.info({ backup: made.path, bytes: made.bytes }, 'daily database backup written');
      } catch (err) {
        // A full disk or a read-only backups folder must not stop the app; it is logged and tried again next hour.
        deps.log.error({ err }, 'daily database backup failed');
      }
    });
    return running;
  };
  const first = run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return {
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
