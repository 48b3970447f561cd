// Recording evaluated groups: each watch re-read, its decision, evaluation row, state and schedule, and the deliveries
// of an alert that fired, all in one transaction (a group's, or a tick's batch of groups').
import type { HazardId } from '../contracts/enums.js';
import type { Sql } from '../db/sql.js';
import type { NotificationPayload } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { EngineRun, PendingGroup, Values } from './cell-runs.js';
import type { EvaluationRecord, EvaluationsRepo } from './evaluations-repo.js';
import type { WatchesRepo, WatchRecord } from './repo.js';
import { nextSlot } from './schedule-math.js';
import { decide, type TriggerOutcome } from './trigger.js';

/** When the pending ones among these hazards are ready (the latest); undefined when none is pending. */
function readyAtOf(hazards: readonly HazardId[], values: Values): number | undefined {
  const waits = hazards.flatMap((h) => {
    const v = values[h];
    return v?.status === 'pending' && v.readyAt ? [Date.parse(v.readyAt) + 1000] : [];
  });
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

export interface RecorderDeps {
  db: Sql;
  repo: WatchesRepo;
  evaluations: EvaluationsRepo;
  outbox: Outbox;
  defaultIntervalMin: number;
}

/** The notification of an evaluation that fired (run-watch.ts alertPayload). */
export type AlertPayload = (w: WatchRecord, o: TriggerOutcome, evaluation: { id: number; evaluatedAt: string }) => NotificationPayload;

export function createRecorder(deps: RecorderDeps, alertPayload: AlertPayload) {
  /**
   * Decision, evaluation row, state and deliveries of one watch; always inside the transaction of its group (or of its
   * tick's batch of groups): not a nested one, whose savepoint cost as much as the writes. `runAgainBy`: a scheduled
   * watch runs again by then at the latest (its cell's booked refresh, or a correlated hazard's turn).
   */
  const record = async (
    tx: Sql,
    w: WatchRecord,
    run: EngineRun,
    now: Date,
    trigger: 'scheduled' | 'manual',
    runAgainBy?: number,
  ): Promise<EvaluationRecord> => {
    const { values, error, dataAgeSec } = run;
    const outcome = decide({ armed: w.armed, correlationArmed: w.correlationArmed }, w, values);
    const evaluatedAt = now.toISOString();
    const repo = deps.repo.on(tx);
    const evaluation = await deps.evaluations.on(tx).insert({
      watchId: w.id,
      evaluatedAt,
      trigger,
      value: outcome.value,
      values,
      decision: outcome.decision,
      fired: outcome.fired,
      reasons: outcome.reasons,
      error,
      dataAgeSec,
    });
    const state = {
      armed: outcome.state.armed,
      correlationArmed: outcome.state.correlationArmed,
      lastValue: outcome.value ?? w.lastValue,
      lastEvaluatedAt: evaluatedAt,
    };
    if (trigger === 'scheduled') {
      const next = nextSlot(w.nextRunAt, w.intervalMin ?? deps.defaultIntervalMin, now).getTime();
      // The cell's planned refresh (or a correlated hazard's turn) comes before the next slot: run then.
      await repo.saveRun(w.id, {
        ...state,
        nextRunAt: new Date(runAgainBy !== undefined ? Math.min(next, runAgainBy) : next).toISOString(),
      });
    } else {
      await repo.saveState(w.id, state);
    }
    if (outcome.fired && w.channels.length > 0) {
      // The delivery rows are not read back: nothing here uses them. They are sent once this transaction commits.
      await deps.outbox.enqueue(
        { watchId: w.id, evaluationId: evaluation.id, kind: 'alert', channels: w.channels, payload: alertPayload(w, outcome, evaluation) },
        { readBack: false, tx },
      );
    }
    return evaluation;
  };

  /**
   * Re-read and record each watch of a group (inside the caller's transaction). A scheduled watch whose monitored
   * hazard waits for its turn in the budget is not recorded: it runs again when it is ready (no `no_data` for a wait);
   * one whose correlated hazards wait is recorded (a missing value never satisfies the correlation) and runs again then.
   * `dueBy` (a team server's tick): only the watches still due at that instant, so a job run twice (its first instance
   * killed after the commit) records nothing the second time.
   */
  const recordWatches = async (
    tx: Sql,
    g: Omit<PendingGroup, 'now'>,
    now: Date,
    trigger: 'scheduled' | 'manual',
    dueBy?: string,
  ): Promise<EvaluationRecord[]> => {
    const out: EvaluationRecord[] = [];
    const repo = deps.repo.on(tx);
    // Re-read: a PATCH or DELETE (or a manual evaluation) may have landed while the engine ran. One statement for the
    // group, in this transaction (recording one watch writes no other watch's row; on PostgreSQL it locks them).
    const fresh = await repo.rereadAll(g.watches);
    for (const current of fresh) {
      if (!current || (trigger === 'scheduled' && current.status !== 'active')) continue;
      if (dueBy !== undefined && current.nextRunAt !== null && current.nextRunAt > dueBy) continue;
      const monitoredAt = trigger === 'scheduled' ? readyAtOf([current.hazard], g.values) : undefined;
      if (monitoredAt !== undefined) {
        await repo.setNextRun(current.id, new Date(monitoredAt).toISOString());
        continue;
      }
      const by = [g.refreshAt, readyAtOf(current.correlationHazards, g.values)].filter((t): t is number => t !== undefined);
      out.push(await record(tx, current, g, now, trigger, by.length > 0 ? Math.min(...by) : undefined));
    }
    return out;
  };

  return {
    /** One group's records in a transaction of its own (a manual evaluation; a team server's job). */
    recordGroup: (g: Omit<PendingGroup, 'now'>, now: Date, trigger: 'scheduled' | 'manual', dueBy?: string) =>
      deps.db.transaction((tx) => recordWatches(tx, g, now, trigger, dueBy)),
    /** Several groups' records in one transaction (a tick): one commit for all of them. */
    recordGroups: (items: PendingGroup[]): Promise<EvaluationRecord[][]> =>
      deps.db.transaction(async (tx) => {
        const out: EvaluationRecord[][] = [];
        for (const g of items) out.push(await recordWatches(tx, g, g.now, 'scheduled'));
        return out;
      }),
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
