// The engine side of a tick: one engine call per group of watches (a place cell, horizon and lens) with the union of
// their hazards; a cell's groups run one after another, its Open-Meteo refreshes as the planner says (refresh-plan.ts).
import type { HazardId } from '../contracts/enums.js';
import type { PlaceRisk, RiskService } from '../risk/service.js';
import type { BudgetScope } from '../sources/layer.js';
import type { PlannedCall, RefreshPlanner } from './refresh-plan.js';
import type { WatchRecord } from './repo.js';
import type { HazardValues } from './trigger.js';

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

/** What one engine call gave a group. */
export interface EngineRun {
  values: Values;
  error: string | null;
  /** Age of the oldest data the scored hazards used (seconds); null when nothing was scored. */
  dataAgeSec: number | null;
}

/** An evaluated group waiting to be recorded. */
export interface PendingGroup extends EngineRun {
  watches: WatchRecord[];
  now: Date;
  /** When the cell's planned refresh is booked: its watches run again by then. */
  refreshAt?: number;
}

export interface CellRunDeps {
  risk: Pick<RiskService, 'evaluate'>;
  /** Plans each cell's refreshes within the Open-Meteo budget; without it every evaluation may call live. */
  budget?: { planner: RefreshPlanner; withBudget: <T>(scope: BudgetScope, fn: () => Promise<T>) => Promise<T> };
}

const hazardsOf = (watches: readonly WatchRecord[]) => [...new Set(watches.flatMap((w) => [w.hazard, ...w.correlationHazards]))];
/** What a cell's watches ask, for the planner's estimate of a cell it has not refreshed yet. */
const profileOf = (groups: readonly WatchRecord[][]) =>
  [...new Set(groups.map((g) => `${hazardsOf(g).sort().join('+')}@${g[0]!.horizon}`))].sort().join(',');

/** A place cell's due groups (watches sharing a horizon and lens: one engine call each). */
export interface Cell {
  /** The place cell (shared/geo placeCell). */
  cell: string;
  groups: WatchRecord[][];
}

export function createCellRuns(deps: CellRunDeps) {
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

  /**
   * A cell's due groups, one after another (they share its calls), as the planner says: refresh (counted calls), on
   * the answers kept, or, nothing kept yet and no room now, with its counted calls held until its booked refresh (those
   * hazards pending until then; the others, USGS's or ReliefWeb's, evaluated as usual).
   */
  async function runCell({ cell, groups }: Cell, now: Date, done: (g: PendingGroup) => void): Promise<void> {
    const plan = deps.budget?.planner;
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

  /**
   * Cells run by `concurrency` workers, each cell whole in one worker (its later groups find its answers cached);
   * `stop`: checked before each cell (a tick stops taking cells once a recording failed).
   */
  async function runCells(
    cells: readonly Cell[],
    concurrency: number,
    now: Date,
    done: (g: PendingGroup) => void,
    stop: () => boolean = () => false,
  ): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < cells.length && !stop()) await runCell(cells[next++]!, now, done);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, cells.length) }, worker));
  }

  return { runEngine, runCells };
}
