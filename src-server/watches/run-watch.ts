// One evaluation tick, no timers: due watches grouped by (place cell, horizon, lens), one engine call per group.
import type { Sql } from '../db/sql.js';
import type { HazardId } from '../contracts/enums.js';
import type { NotificationPayload } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { RiskService } from '../risk/service.js';
import { placeCell } from '../shared/geo.js';
import type { EvaluationRecord, EvaluationsRepo } from './evaluations-repo.js';
import type { WatchesRepo, WatchRecord } from './repo.js';
import { decide, type HazardValues, type TriggerOutcome } from './trigger.js';
import { nextSlot } from './schedule-math.js';

export interface RunnerDeps {
  db: Sql;
  risk: Pick<RiskService, 'evaluate'>;
  repo: WatchesRepo;
  evaluations: EvaluationsRepo;
  outbox: Outbox;
  defaultIntervalMin: number;
  /** Engine calls in flight at once during a tick. */
  concurrency?: number;
  /** A tick records evaluated groups together, this many at most (default 32)... */
  recordBatch?: number;
  /** ...and at most this long after the first one waited (default 250 ms). */
  recordDelayMs?: number;
}

/** An evaluated group waiting to be recorded. */
interface PendingGroup {
  watches: WatchRecord[];
  values: Values;
  now: Date;
  error: string | null;
}

export interface TickReport {
  watches: number;
  groups: number;
  fired: number;
  errors: number;
  durationMs: number;
}

type Values = Partial<Record<HazardId, HazardValues & { status: string }>>;

const groupKey = (w: WatchRecord) => `${placeCell(w.place.lat, w.place.lng)}|${w.horizon}|${w.lens}`;

const fmt = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : String(Math.round(v * 10) / 10));

/** The notification for a fired evaluation: what crossed, where, and the numbers behind it. */
export function alertPayload(w: WatchRecord, o: TriggerOutcome, evaluation: { id: number; evaluatedAt: string }): NotificationPayload {
  const crossing = o.reasons.includes('crossing');
  const corr = o.reasons.includes('correlation');
  const parts: string[] = [];
  if (crossing) parts.push(`${w.hazard} ${w.metric} is ${fmt(o.value)}, at or above the threshold ${w.threshold}`);
  if (corr) {
    const list = Object.entries(o.correlationValues).map(([h, v]) => `${h} ${fmt(v)}`).join(', ');
    parts.push(`every correlated hazard is at or above ${w.correlationThreshold} (${list})`);
  }
  const headline = crossing
    ? `${w.hazard[0]!.toUpperCase()}${w.hazard.slice(1)} ${w.metric} ${fmt(o.value)} ≥ ${w.threshold} in ${w.place.name}`
    : `Correlated hazards at or above ${w.correlationThreshold} in ${w.place.name}`;
  return {
    type: 'watch.triggered',
    timestamp: evaluation.evaluatedAt,
    data: {
      watchId: w.id,
      headline,
      summary: `In ${w.place.name} over the next ${w.horizon}: ${parts.join('; ')}.`,
      place: { name: w.place.name, lat: w.place.lat, lng: w.place.lng, countryCode: w.place.countryCode },
      hazard: w.hazard,
      metric: w.metric,
      threshold: w.threshold,
      value: o.value,
      horizon: w.horizon,
      reasons: o.reasons,
      correlation:
        w.correlationHazards.length > 0
          ? { hazards: w.correlationHazards, threshold: w.correlationThreshold, values: o.correlationValues }
          : null,
      evaluationId: evaluation.id,
      evaluatedAt: evaluation.evaluatedAt,
      facts: [
        ['Place', w.place.name],
        ['Hazard', w.hazard],
        [w.metric, `${fmt(o.value)} (threshold ${w.threshold})`],
        ['Horizon', w.horizon],
        ['Trigger', o.reasons.join(' + ')],
      ],
    },
  };
}

export function createWatchRunner(deps: RunnerDeps) {
  const concurrency = deps.concurrency ?? 8;
  // Who hears that a watch fired (the MCP layer tells subscribed clients its resource changed). Told after the commit.
  const fireListeners = new Set<(evaluation: EvaluationRecord) => void>();
  const told = (recorded: readonly EvaluationRecord[]): void => {
    for (const evaluation of recorded) {
      if (!evaluation.fired) continue;
      for (const listener of fireListeners) {
        try {
          listener(evaluation);
        } catch {
          // A listener's failure is its own: the evaluation is recorded and its deliveries queued.
        }
      }
    }
  };
  const recordBatch = Math.max(1, deps.recordBatch ?? 32);
  const recordDelayMs = Math.max(0, deps.recordDelayMs ?? 250);

  /**
   * Decision, evaluation row, state and deliveries of one watch; always inside the transaction of its group (or of its
   * tick's batch of groups): not a nested one, whose savepoint cost as much as the writes.
   */
  const record = async (tx: Sql, w: WatchRecord, values: Values, now: Date, trigger: 'scheduled' | 'manual', error: string | null): Promise<EvaluationRecord> => {
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
    });
    const state = {
      armed: outcome.state.armed,
      correlationArmed: outcome.state.correlationArmed,
      lastValue: outcome.value ?? w.lastValue,
      lastEvaluatedAt: evaluatedAt,
    };
    if (trigger === 'scheduled') {
      await repo.saveRun(w.id, { ...state, nextRunAt: nextSlot(w.nextRunAt, w.intervalMin ?? deps.defaultIntervalMin, now).toISOString() });
    } else {
      await repo.saveState(w.id, state);
    }
    if (outcome.fired && w.channels.length > 0) {
      // The delivery rows are not read back: nothing here uses them. They are sent once this transaction commits.
      await deps.outbox.enqueue({ watchId: w.id, evaluationId: evaluation.id, kind: 'alert', channels: w.channels, payload: alertPayload(w, outcome, evaluation) }, { readBack: false, tx });
    }
    return evaluation;
  };

  /**
   * Re-read and record each watch of a group (inside the caller's transaction). `dueBy` (a team server's tick): only
   * the watches still due at that instant, so a job run twice (its first instance killed after the commit) records
   * nothing the second time.
   */
  const recordWatches = async (tx: Sql, g: Omit<PendingGroup, 'now'>, now: Date, trigger: 'scheduled' | 'manual', dueBy?: string): Promise<EvaluationRecord[]> => {
    const out: EvaluationRecord[] = [];
    // Re-read: a PATCH or DELETE (or a manual evaluation) may have landed while the engine ran. One statement for the
    // group, in this transaction (recording one watch writes no other watch's row; on PostgreSQL it locks them).
    const fresh = await deps.repo.on(tx).rereadAll(g.watches);
    for (const current of fresh) {
      if (!current || (trigger === 'scheduled' && current.status !== 'active')) continue;
      if (dueBy !== undefined && current.nextRunAt !== null && current.nextRunAt > dueBy) continue;
      out.push(await record(tx, current, g.values, now, trigger, g.error));
    }
    return out;
  };
  const recordGroup = (g: Omit<PendingGroup, 'now'>, now: Date, trigger: 'scheduled' | 'manual', dueBy?: string) =>
    deps.db.transaction((tx) => recordWatches(tx, g, now, trigger, dueBy));
  /** Several groups' records in one transaction (a tick): one commit for all of them. */
  const recordGroups = (items: PendingGroup[]): Promise<EvaluationRecord[][]> =>
    deps.db.transaction(async (tx) => {
      const out: EvaluationRecord[][] = [];
      for (const g of items) out.push(await recordWatches(tx, g, g.now, 'scheduled'));
      return out;
    });

  /** One engine call for watches sharing a place cell, horizon and lens, with the union of their hazards. */
  async function runEngine(watches: WatchRecord[], now: Date): Promise<{ values: Values; error: string | null }> {
    const first = watches[0]!;
    const hazards = [...new Set(watches.flatMap((w) => [w.hazard, ...w.correlationHazards]))];
    try {
      const result = await deps.risk.evaluate({ place: first.place, hazards, horizon: first.horizon, lens: first.lens, now });
      const values: Values = Object.fromEntries(
        result.breakdown.map((b) => [b.hazard, { riskScore: b.riskScore, probability: b.probability, severity: b.severity, status: b.status }]),
      );
      return { values, error: null };
    } catch (err) {
      return { values: {}, error: `evaluation failed: ${(err as Error).message}` };
    }
  }

  /** One group evaluated and recorded at once, in its own transaction (a manual evaluation). */
  async function evaluateGroup(watches: WatchRecord[], now: Date, trigger: 'scheduled' | 'manual', dueBy?: string): Promise<EvaluationRecord[]> {
    const { values, error } = await runEngine(watches, now);
    const recorded = await recordGroup({ watches, values, error }, now, trigger, dueBy);
    told(recorded);
    return recorded;
  }

  function group(watches: WatchRecord[]): WatchRecord[][] {
    const groups = new Map<string, WatchRecord[]>();
    for (const w of watches) {
      const k = groupKey(w);
      const g = groups.get(k);
      if (g) g.push(w);
      else groups.set(k, [w]);
    }
    return [...groups.values()];
  }

  return {
    group,
    /** `listener` hears each evaluation that fired, once it is committed; the returned function stops it. */
    onFired(listener: (evaluation: EvaluationRecord) => void): () => void {
      fireListeners.add(listener);
      return () => void fireListeners.delete(listener);
    },
    /** Evaluates every active watch due at `now` (a missed slot runs once, then the schedule resumes). */
    async tick(now: Date): Promise<TickReport & { evaluations: EvaluationRecord[] }> {
      const started = performance.now();
      const due = await deps.repo.listDue(now.toISOString());
      const groups = group(due);
      const evaluations: EvaluationRecord[] = [];
      // Evaluated groups wait here and are recorded together: one commit per batch instead of one per group (each
      // commit of a 10,000-watch tick cost ~2 ms of CPU). Recorded when `recordBatch` groups wait, `recordDelayMs` after
      // the first one waited, and at the end; each watch is re-read inside that transaction, as before, and its
      // deliveries are sent after the commit. A crash before it loses no delivery: the watches are still due.
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
            for (const recorded of await recordGroups(items)) {
              evaluations.push(...recorded);
              told(recorded);
            }
          } catch (err) {
            failure ??= err;
          }
        });
        return flushing;
      };
      let next = 0;
      const worker = async () => {
        while (next < groups.length && failure === undefined) {
          const watches = groups[next++]!;
          const { values, error } = await runEngine(watches, now);
          pendingGroups.push({ watches, values, now, error });
          if (pendingGroups.length >= recordBatch) void flush();
          else if (!timer) timer = setTimeout(() => void flush(), recordDelayMs);
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
      } finally {
        await flush();
      }
      if (failure !== undefined) throw failure;
      return {
        watches: due.length,
        groups: groups.length,
        fired: evaluations.filter((e) => e.fired).length,
        errors: evaluations.filter((e) => e.error).length,
        durationMs: Math.round(performance.now() - started),
        evaluations,
      };
    },
    /**
     * A team server's share of a tick (one job): these watches, claimed for the tick at `tickAt`, evaluated by group
     * and each group recorded in its own transaction, skipping a watch no longer due then (already recorded by an
     * earlier run of the same job, paused, rescheduled or deleted meanwhile).
     */
    async evaluateClaimed(watches: WatchRecord[], tickAt: Date, now: Date): Promise<EvaluationRecord[]> {
      const out: EvaluationRecord[] = [];
      let next = 0;
      const groups = group(watches);
      const worker = async () => {
        while (next < groups.length) out.push(...(await evaluateGroup(groups[next++]!, now, 'scheduled', tickAt.toISOString())));
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
      return out;
    },
    /** Runs one watch now (POST /watches/:id/evaluate): same decision and persistence, schedule unchanged. */
    async evaluateNow(w: WatchRecord, now: Date): Promise<EvaluationRecord> {
      const [evaluation] = await evaluateGroup([w], now, 'manual');
      return evaluation!;
    },
  };
}
export type WatchRunner = ReturnType<typeof createWatchRunner>;
