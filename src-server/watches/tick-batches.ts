// A tick's evaluated groups wait here and are recorded together: one commit per batch instead of one per group (each
// commit of a 10,000-watch tick cost ~2 ms of CPU). Recorded when `recordBatch` groups wait, `recordDelayMs` after the
// first one waited, and at the end; each watch is re-read inside that transaction, and its deliveries are sent after the
// commit. A crash before it loses no delivery: the watches are still due.
import type { PendingGroup } from './cell-runs.js';
import type { EvaluationRecord } from './evaluations-repo.js';

export interface TickBatchDeps {
  /** Records the groups in one transaction (record-evaluations.ts recordGroups). */
  recordGroups(items: PendingGroup[]): Promise<EvaluationRecord[][]>;
  /** Told each batch's evaluations once committed. */
  recorded(evaluations: readonly EvaluationRecord[]): void;
  recordBatch: number;
  recordDelayMs: number;
}

export function createTickBatches(deps: TickBatchDeps) {
  const evaluations: EvaluationRecord[] = [];
  const pendingGroups: PendingGroup[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failure: unknown;
  // One recording transaction at a time, in the order the batches filled.
  let flushing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pendingGroups.length === 0) return flushing;
    const items = pendingGroups.splice(0);
    flushing = flushing.then(async () => {
      try {
        for (const recorded of await deps.recordGroups(items)) {
          evaluations.push(...recorded);
          deps.recorded(recorded);
        }
      } catch (err) {
        failure ??= err;
      }
    });
    return flushing;
  };

  return {
    /** An evaluated group, to be recorded with its batch. */
    done: (g: PendingGroup): void => {
      pendingGroups.push(g);
      if (pendingGroups.length >= deps.recordBatch) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), deps.recordDelayMs);
    },
    /** True once a batch failed to record (the tick takes no more cells). */
    failed: (): boolean => failure !== undefined,
    /** Records what still waits and waits for every batch. */
    flush,
    /** The evaluations recorded, in the order their batches committed; throws the first failure to record a batch. */
    result: (): EvaluationRecord[] => {
      if (failure !== undefined) throw failure;
      return evaluations;
    },
  };
}
