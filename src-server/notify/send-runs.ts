// The two ways the outbox sends: a run over everything due (one process: the SQLite app's scheduler calls `process`),
// and one delivery at a time (a team server's delivery job calls `attemptOne`, team/jobs.ts).
import type { Clock } from '../shared/clock.js';
import { emptyReport, leaseUntil, type Attempts, type ProcessReport } from './attempt.js';
import type { FinishedAttempt, OutboxRepo } from './outbox-repo.js';

const BATCH = 100;
const CONCURRENCY = 8;

export interface SendRunsDeps {
  repo: OutboxRepo;
  clock: Clock;
  timeoutMs: number;
}

export function createSendRuns(deps: SendRunsDeps, { attempt, record }: Attempts) {
  let running: Promise<ProcessReport> | null = null;

  /** Sends everything due at the clock's now (each delivery at most once per run), a batch at a time. */
  async function runOnce(): Promise<ProcessReport> {
    const report = emptyReport();
    const seen = new Set<string>();
    for (;;) {
      const batch = (await deps.repo.due(deps.clock.now().toISOString(), BATCH)).filter((d) => !seen.has(d.id));
      if (batch.length === 0) break;
      for (const d of batch) seen.add(d.id);
      let i = 0;
      // Each worker hands its attempt's end to its next claim (one commit for both), and writes the last one alone.
      const worker = async () => {
        let finished: FinishedAttempt | null = null;
        while (i < batch.length) finished = await attempt(batch[i++]!, report, finished);
        await record(finished);
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    }
    return report;
  }

  return {
    /** Sends everything due at the clock's now (each delivery at most once per run). Concurrent calls share one run. */
    process: (): Promise<ProcessReport> => {
      if (running) return running;
      const run = runOnce().finally(() => {
        if (running === run) running = null;
      });
      running = run;
      return run;
    },

    /**
     * One attempt at one delivery, now (a team server's delivery job): taken over when its lease ran out (the instance
     * sending it was killed). Returns when it should be looked at again (a retry's time, a waiting provider's recheck),
     * or null when there is nothing more to do (delivered, failed for good, gone, or in another instance's hands).
     */
    attemptOne: async (id: string): Promise<{ nextAt: string | null; report: ProcessReport }> => {
      const report = emptyReport();
      const d = await deps.repo.get(id);
      if (!d || d.status === 'delivered' || d.status === 'failed') return { nextAt: null, report };
      const now = deps.clock.now();
      const finished = await attempt(d, report, null, true);
      await record(finished);
      if (finished) return { nextAt: finished.next.status === 'pending' ? finished.next.nextAttemptAt : null, report };
      // Not attempted: still waiting for its time or its provider, or someone else is sending it.
      const after = await deps.repo.get(id);
      if (!after || after.status === 'delivered' || after.status === 'failed') return { nextAt: null, report };
      if (after.status === 'sending') return { nextAt: after.attempts === d.attempts ? null : leaseUntil(now, deps.timeoutMs), report };
      return { nextAt: after.nextAttemptAt, report };
    },

    /** Settles when the run in progress (if any) has ended, however it ended. */
    settled: async (): Promise<void> => {
      await running?.catch(() => undefined);
    },
  };
}
