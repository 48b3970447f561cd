// One evaluation tick, no timers: due watches grouped by place cell, then by (horizon, lens), one engine call per
// group; with a planner, each cell's Open-Meteo refreshes are planned within the day's budget (refresh-plan.ts). On a
// team server a tick's watches are shared out as jobs (team/jobs.ts) and each job runs `evaluateClaimed`.
import type { Sql } from '../db/sql.js';
import type { HazardId } from '../contracts/enums.js';
import type { NotificationPayload } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { PlaceRisk, RiskService } from '../risk/service.js';
import { placeCell } from '../shared/geo.js';
import type { BudgetScope } from '../sources/layer.js';
import type { PlannedCall, RefreshPlanner } from './refresh-plan.js';
import type { EvaluationRecord, EvaluationsRepo } from './evaluations-repo.js';
import type { WatchesRepo, WatchRecord } from './repo.js';
import { decide, type HazardValues, type TriggerOutcome } from './trigger.js';
import { nextSlot } from './schedule-math.js';
import { groupBy } from '../shared/group-by.js';

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
  /** Plans each cell's refreshes within the Open-Meteo budget; without it every evaluation may call live. */
  budget?: { planner: RefreshPlanner; withBudget: <T>(scope: BudgetScope, fn: () => Promise<T>) => Promise<T> };
  /**
   * Watches on a portfolio (portfolios/watch-runner.ts): evaluated and recorded site by site, outside the place cells'
   * groups and the planner (their sites' calls go through the budget as a portfolio's risk does). Null: nothing recorded.
   */
  portfolioWatches?: { evaluate(w: WatchRecord, now: Date, trigger: 'scheduled' | 'manual'): Promise<EvaluationRecord | null> };
}

/** An evaluated group waiting to be recorded. */
interface PendingGroup extends EngineRun {
  watches: WatchRecord[];
  now: Date;
  /** When the cell's planned refresh is booked: its watches run again by then. */
  refreshAt?: number;
}

/** What one engine call gave a group. */
interface EngineRun {
  values: Values;
  error: string | null;
  /** Age of the oldest data the scored hazards used (seconds); null when nothing was scored. */
  dataAgeSec: number | null;
}

export interface TickReport {
  watches: number;
  /** Place cells the due watches were in (one refresh decision each). */
  cells: number;
  groups: number;
  fired: number;
  errors: number;
  durationMs: number;
}

/** What a watch reads of each hazard of an evaluation: its values, status and, when pending, when it is ready. */
export type Values = Partial<Record<HazardId, HazardValues & { status: string; readyAt?: string }>>;

/** The values of each hazard of a risk evaluation's breakdown (a watch's and a portfolio watch's sites alike). */
export function valuesOf(breakdown: PlaceRisk['breakdown']): Values {
  return Object.fromEntries(
    breakdown.map((b) => [
      b.hazard,
      {
        riskScore: b.riskScore,
        probability: b.probability,
        severity: b.severity,
        status: b.status,
        ...(b.readyAt ? { readyAt: b.readyAt } : {}),
      },
    ]),
  );
}

const cellOf = (w: WatchRecord) => placeCell(w.place.lat, w.place.lng);
const groupKey = (w: WatchRecord) => `${cellOf(w)}|${w.horizon}|${w.lens}`;
const hazardsOf = (watches: readonly WatchRecord[]) => [...new Set(watches.flatMap((w) => [w.hazard, ...w.correlationHazards]))];
/** What a cell's watches ask, for the planner's estimate of a cell it has not refreshed yet. */
const profileOf = (groups: readonly WatchRecord[][]) =>
  [...new Set(groups.map((g) => `${hazardsOf(g).sort().join('+')}@${g[0]!.horizon}`))].sort().join(',');

/** When the pending ones among these hazards are ready (the latest); undefined when none is pending. */
function readyAtOf(hazards: readonly HazardId[], values: Values): number | undefined {
  const waits = hazards.flatMap((h) => {
    const v = values[h];
    return v?.status === 'pending' && v.readyAt ? [Date.parse(v.readyAt) + 1000] : [];
  });
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

const fmt = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : String(Math.round(v * 10) / 10));

/** The notification for a fired evaluation: what crossed, where, and the numbers behind it. */
export function alertPayload(w: WatchRecord, o: TriggerOutcome, evaluation: { id: number; evaluatedAt: string }): NotificationPayload {
  const crossing = o.reasons.includes('crossing');
  const corr = o.reasons.includes('correlation');
  const parts: string[] = [];
  if (crossing) parts.push(`${w.hazard} ${w.metric} is ${fmt(o.value)}, at or above the threshold ${w.threshold}`);
  if (corr) {
    const list = Object.entries(o.correlationValues)
      .map(([h, v]) => `${h} ${fmt(v)}`)
      .join(', ');
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
  async function runEngine(watches: WatchRecord[], now: Date, scope?: BudgetScope): Promise<EngineRun> {
    const first = watches[0]!;
    const input = { place: first.place, hazards: hazardsOf(watches), horizon: first.horizon, lens: first.lens, now };
    try {
      const result = await (scope && deps.budget
        ? deps.budget.withBudget(scope, () => deps.risk.evaluate(input))
        : deps.risk.evaluate(input));
      const values = valuesOf(result.breakdown);
      const dataAgeSec = result.scored.length > 0 ? Math.max(...result.scored.map((h) => h.dataAgeSec)) : null;
      return { values, error: null, dataAgeSec };
    } catch (err) {
      return { values: {}, error: `evaluation failed: ${(err as Error).message}`, dataAgeSec: null };
    }
  }

  /** One group evaluated and recorded at once, in its own transaction (a manual evaluation). */
  async function evaluateGroup(watches: WatchRecord[], now: Date, trigger: 'scheduled' | 'manual'): Promise<EvaluationRecord[]> {
    const run = await runEngine(watches, now);
    const recorded = await recordGroup({ watches, ...run }, now, trigger);
    told(recorded);
    return recorded;
  }

  /**
   * A cell's due groups, one after another (they share its calls), as the planner says: refresh (counted calls), on
   * the answers kept, or, nothing kept yet and no room now, with its counted calls held until its booked refresh (those
   * hazards pending until then; the others, USGS's or ReliefWeb's, evaluated as usual).
   */
  async function runCell(groups: WatchRecord[][], now: Date, done: (g: PendingGroup) => void): Promise<void> {
    const plan = deps.budget?.planner;
    const cell = cellOf(groups[0]![0]!);
    const profile = profileOf(groups);
    const decision = plan ? plan.decide(cell, profile, now.getTime()) : { mode: 'refresh' as const };
    const calls: PlannedCall[] = [];
    // Kept answers until a booked refresh: its watches run again by then. Held calls need no such date: their hazards
    // are pending until then, which brings the watches back (and nothing is held where nothing is counted).
    const refreshAt = decision.mode === 'kept' ? decision.refreshAt : undefined;
    const scope: BudgetScope =
      decision.mode === 'refresh'
        ? { calls }
        : { preferCache: true, calls, ...(decision.mode === 'later' ? { holdUntilMs: decision.atMs } : {}) };
    for (const watches of groups)
      done({ watches, ...(await runEngine(watches, now, scope)), now, ...(refreshAt !== undefined ? { refreshAt } : {}) });
    if (decision.mode === 'refresh') plan?.refreshed(cell, profile, now.getTime(), calls);
  }

  /** Watches on one place, and watches on a portfolio (when this runner has their evaluator). */
  function splitPortfolioWatches(watches: readonly WatchRecord[]): [WatchRecord[], WatchRecord[]] {
    if (!deps.portfolioWatches) return [[...watches], []];
    return [watches.filter((w) => !w.portfolioId), watches.filter((w) => w.portfolioId)];
  }

  /** Portfolio watches one after another (each evaluates its sites a few at a time), each recorded on its own. */
  async function evaluatePortfolios(
    watches: readonly WatchRecord[],
    now: Date,
    trigger: 'scheduled' | 'manual',
  ): Promise<EvaluationRecord[]> {
    const out: EvaluationRecord[] = [];
    for (const w of watches) {
      const evaluation = await deps.portfolioWatches!.evaluate(w, now, trigger);
      if (!evaluation) continue;
      out.push(evaluation);
      told([evaluation]);
    }
    return out;
  }

  function group(watches: WatchRecord[]): WatchRecord[][] {
    return [...groupBy(watches, groupKey).values()];
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
      const listed = await deps.repo.listDue(now.toISOString());
      const [due, onPortfolios] = splitPortfolioWatches(listed);
      const groups = group(due);
      // A cell's groups run one after another in one worker: the later ones find its answers cached.
      const byCell = new Map<string, WatchRecord[][]>();
      for (const g of groups) {
        const cell = cellOf(g[0]!);
        byCell.set(cell, [...(byCell.get(cell) ?? []), g]);
      }
      const cells = [...byCell.values()];
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
      const done = (g: PendingGroup) => {
        pendingGroups.push(g);
        if (pendingGroups.length >= recordBatch) void flush();
        else if (!timer) timer = setTimeout(() => void flush(), recordDelayMs);
      };
      let next = 0;
      const worker = async () => {
        while (next < cells.length && failure === undefined) await runCell(cells[next++]!, now, done);
      };
      try {
        await Promise.all(Array.from({ length: Math.min(concurrency, cells.length) }, worker));
      } finally {
        await flush();
      }
      if (failure !== undefined) throw failure;
      evaluations.push(...(await evaluatePortfolios(onPortfolios, now, 'scheduled')));
      return {
        watches: listed.length,
        cells: cells.length,
        groups: groups.length,
        fired: evaluations.filter((e) => e.fired).length,
        errors: evaluations.filter((e) => e.error).length,
        durationMs: Math.round(performance.now() - started),
        evaluations,
      };
    },
    /**
     * A team server's share of a tick (one job): these watches, claimed for the tick at `tickAt`, evaluated cell by cell
     * as a tick does (the planner's refresh decisions included), each group recorded in its own transaction, skipping a
     * watch no longer due then (already recorded by an earlier run of the same job, paused, rescheduled or deleted).
     */
    async evaluateClaimed(claimed: WatchRecord[], tickAt: Date, now: Date): Promise<EvaluationRecord[]> {
      const [watches, onPortfolios] = splitPortfolioWatches(claimed);
      const byCell = new Map<string, WatchRecord[][]>();
      for (const g of group(watches)) byCell.set(cellOf(g[0]!), [...(byCell.get(cellOf(g[0]!)) ?? []), g]);
      const cells = [...byCell.values()];
      const out: EvaluationRecord[] = [];
      const writes: Promise<void>[] = [];
      const done = (g: PendingGroup) => {
        writes.push(
          recordGroup(g, g.now, 'scheduled', tickAt.toISOString()).then((recorded) => {
            out.push(...recorded);
            told(recorded);
          }),
        );
      };
      let next = 0;
      const worker = async () => {
        while (next < cells.length) await runCell(cells[next++]!, now, done);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, cells.length) }, worker));
      await Promise.all(writes);
      // A portfolio watch claimed for this tick and recorded since (a job run twice) is no longer due: skipped.
      const stillDue = onPortfolios.filter((w) => w.nextRunAt === null || w.nextRunAt <= tickAt.toISOString());
      out.push(...(await evaluatePortfolios(stillDue, now, 'scheduled')));
      return out;
    },
    /** Runs one watch now (POST /watches/:id/evaluate): same decision and persistence, schedule unchanged. */
    async evaluateNow(w: WatchRecord, now: Date): Promise<EvaluationRecord> {
      if (w.portfolioId && deps.portfolioWatches) {
        const [evaluation] = await evaluatePortfolios([w], now, 'manual');
        if (evaluation) return evaluation;
      }
      const [evaluation] = await evaluateGroup([w], now, 'manual');
      return evaluation!;
    },
  };
}
export type WatchRunner = ReturnType<typeof createWatchRunner>;
