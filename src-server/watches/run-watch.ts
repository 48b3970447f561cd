// One evaluation tick, no timers: due watches grouped by place cell, then by (horizon, lens), one engine call per
// group; with a planner, each cell's Open-Meteo refreshes are planned within the day's budget (refresh-plan.ts). On a
// team server a tick's watches are shared out as jobs (team/jobs.ts) and each job runs `evaluateClaimed`.
//
// The parts: cell-runs.ts (the engine calls, a cell's groups as the planner says), record-evaluations.ts (each watch's
// decision, rows and deliveries), tick-batches.ts (a tick's groups recorded in batches). This file wires them, with the
// grouping, the notification an alert sends (alertPayload), a portfolio's watches, and who hears that a watch fired.
import type { Sql } from '../db/sql.js';
import type { NotificationPayload } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { RiskService } from '../risk/service.js';
import { placeCell } from '../shared/geo.js';
import type { BudgetScope } from '../sources/layer.js';
import type { RefreshPlanner } from './refresh-plan.js';
import type { EvaluationRecord, EvaluationsRepo } from './evaluations-repo.js';
import type { WatchesRepo, WatchRecord } from './repo.js';
import type { TriggerOutcome } from './trigger.js';
import { createCellRuns, type Cell, type PendingGroup } from './cell-runs.js';
import { createRecorder } from './record-evaluations.js';
import { createTickBatches } from './tick-batches.js';
import { groupBy } from '../shared/group-by.js';
import { valueText as fmt } from '../shared/format.js';

export { valuesOf, type Values } from './cell-runs.js';

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

export interface TickReport {
  watches: number;
  /** Place cells the due watches were in (one refresh decision each). */
  cells: number;
  groups: number;
  fired: number;
  errors: number;
  durationMs: number;
}

const cellOf = (w: WatchRecord) => placeCell(w.place.lat, w.place.lng);
const groupKey = (w: WatchRecord) => `${cellOf(w)}|${w.horizon}|${w.lens}`;
/** Groups by their place cell (a cell's groups share its calls), the cells in the order they first appear. */
function byCell(groups: readonly WatchRecord[][]): Cell[] {
  const cells = new Map<string, WatchRecord[][]>();
  for (const g of groups) {
    const cell = cellOf(g[0]!);
    cells.set(cell, [...(cells.get(cell) ?? []), g]);
  }
  return [...cells].map(([cell, groups]) => ({ cell, groups }));
}

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
  const recordBatch = Math.max(1, deps.recordBatch ?? 32);
  const recordDelayMs = Math.max(0, deps.recordDelayMs ?? 250);
  const { runEngine, runCells } = createCellRuns(deps);
  /** Watches that share a place cell, horizon and lens: one engine call each. */
  const group = (watches: WatchRecord[]): WatchRecord[][] => [...groupBy(watches, groupKey).values()];
  const { recordGroup, recordGroups } = createRecorder(deps, alertPayload);
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

  /** One group evaluated and recorded at once, in its own transaction (a manual evaluation). */
  async function evaluateGroup(watches: WatchRecord[], now: Date, trigger: 'scheduled' | 'manual'): Promise<EvaluationRecord[]> {
    const run = await runEngine(watches, now);
    const recorded = await recordGroup({ watches, ...run }, now, trigger);
    told(recorded);
    return recorded;
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
      const cells = byCell(groups);
      const batches = createTickBatches({ recordGroups, recorded: told, recordBatch, recordDelayMs });
      try {
        await runCells(cells, concurrency, now, batches.done, batches.failed);
      } finally {
        await batches.flush();
      }
      const evaluations = batches.result();
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
      await runCells(byCell(group(watches)), concurrency, now, done);
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
