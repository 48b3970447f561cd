// The watch planner: when each watched place cell refreshes its Open-Meteo answers, within a share of the free tier's
// windows, so every watch is evaluated on data less than a day old without a question's budget being spent on them.
// docs/watches.md "Planned within the day's budget".
//
// A cell's refresh costs what its counted calls weigh when their answers have expired (the weights the layer counted
// for the cell's last refresh, each with its freshness). Between refreshes a due watch is evaluated on the answers kept
// (the layer's `preferCache` scope: no counted call). The refresh period is the shortest that the day's allowance
// (share × the day window) covers for every watched cell; refreshes are placed on a ledger (a limiter over the same
// windows scaled by the share), so they spread over the day instead of crowding one minute.
import { DAY_MS } from '../shared/clock.js';
import { createCallLimiter, type WindowLimit } from '../sources/limiter.js';

/** A counted call of a cell's refresh: its cache key, weight and freshness (layer.ts BudgetScope). */
export interface PlannedCall {
  key: string;
  weight: number;
  ttlSec: number;
}

export type CellDecision =
  /** Refresh now: counted calls allowed. */
  | { mode: 'refresh' }
  /** Evaluate on the answers kept (no counted call); `refreshAt`: when the planned refresh comes, if one is booked. */
  | { mode: 'kept'; refreshAt?: number }
  /** Nothing kept yet and no room now: its first refresh is booked at `atMs` (its counted calls held until then). */
  | { mode: 'later'; atMs: number };

interface CellState {
  /** What its watches ask (hazards, horizon): cells alike cost alike, which estimates a cell never refreshed. */
  profile: string;
  refreshedAt?: number;
  /** The counted calls of its refreshes, by key, with when each was fetched. */
  calls: Map<string, PlannedCall & { atMs: number }>;
  /** A refresh booked on the ledger (its weight is reserved there). */
  bookedAt?: number;
  /** The refresh under way was not reserved on the ledger (its cost was not known): its counted weight is, once known. */
  unreserved?: boolean;
}

/** How long a cold cell waits while the first cell of its kind is refreshed to learn what such a refresh costs. */
const PROBE_WAIT_MS = 60_000;

/** Refresh periods tried, shortest first: data is never kept longer than a day while the allowance covers it. */
const PERIODS_MS = [3_600_000, 2 * 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000, DAY_MS];

export interface RefreshPlanDeps {
  /** The Open-Meteo budget's windows (layer.openMeteoWindows()). */
  windows: readonly WindowLimit[];
  /** Share (0-1) of each window watches may plan; questions keep the rest (HAZARDCAST_WATCH_BUDGET_SHARE). */
  share: number;
  /** Most cells remembered (oldest forgotten first). */
  maxCells?: number;
}

export interface PlanSummary {
  cells: number;
  /**
   * The day's weight of the plan at its period (at most a day): the cells refreshed so far at their learned daily
   * needs, the others at their whole cold refresh (what this day needs).
   */
  dayWeight: number;
  /** The same once every cell is warm (the others at the daily need of the refreshed cells of their kind). */
  steadyDayWeight: number;
  /** What refreshing every known cell once from cold costs (the first day). */
  coldWeight: number;
  /** share × the day window: what watches may spend a day. */
  allowance: number;
  /** The refresh period the allowance covers (over a day when it cannot: data then grows older than a day). */
  periodMs: number;
  /** dayWeight beyond the allowance at a one-day period (0 when it fits). */
  shortfall: number;
  /** The weight a day each cell that spends any (its calls counted) could have for the plan to fit. */
  perCellFits: number;
  /** Cells whose refreshes make counted calls. */
  countedCells: number;
}

export function createRefreshPlanner(deps: RefreshPlanDeps) {
  const day = deps.windows.find((w) => w.windowMs === Math.max(...deps.windows.map((x) => x.windowMs)))!;
  const allowance = day.max * deps.share;
  let current = 0;
  const ledger = createCallLimiter(
    deps.windows.map((w) => ({ ...w, max: w.max * deps.share })),
    () => current,
  );
  const cells = new Map<string, CellState>();
  const maxCells = deps.maxCells ?? 100_000;
  /** Profiles whose first refresh is under way (cost unknown): their other cold cells wait for it, not guess. */
  const probing = new Map<string, { cell: string; sinceMs: number }>();

  const stateOf = (cell: string, profile: string): CellState => {
    let s = cells.get(cell);
    if (!s) {
      s = { profile, calls: new Map() };
      cells.set(cell, s);
      if (cells.size > maxCells) cells.delete(cells.keys().next().value!);
    }
    s.profile = profile;
    return s;
  };
  const sum = (xs: Iterable<number>) => {
    let t = 0;
    for (const x of xs) t += x;
    return t;
  };
  const mean = (xs: readonly number[]) => (xs.length > 0 ? sum(xs) / xs.length : 0);
  /** What a refresh of a known cell at t costs: its calls whose answers will have expired by then. */
  const costAt = (s: CellState, t: number) => sum([...s.calls.values()].filter((c) => c.atMs + c.ttlSec * 1000 <= t).map((c) => c.weight));
  const wholeCost = (s: CellState) => sum([...s.calls.values()].map((c) => c.weight));
  /**
   * A never-refreshed cell's cost: the mean whole refresh of the refreshed cells of its profile (undefined while none
   * is known: the first such cell refreshes at once and teaches it).
   */
  const coldCosts = (): Map<string, number> => {
    const totals = new Map<string, { sum: number; n: number }>();
    for (const s of cells.values()) {
      if (s.refreshedAt === undefined) continue;
      const t = totals.get(s.profile) ?? { sum: 0, n: 0 };
      t.sum += wholeCost(s);
      t.n++;
      totals.set(s.profile, t);
    }
    return new Map([...totals].map(([k, t]) => [k, t.sum / t.n]));
  };
  const coldCostOf = (profile: string): number | undefined => coldCosts().get(profile);
  const dailyNeed = (s: CellState, p: number) => sum([...s.calls.values()].map((c) => (c.weight * DAY_MS) / Math.max(p, c.ttlSec * 1000)));
  /** A day's weight at refresh period p: each call again when expired at a refresh, i.e. every max(p, its TTL). */
  const dayWeightAt = (p: number, cold = coldCosts()): number =>
    sum([...cells.values()].map((s) => (s.refreshedAt === undefined ? (cold.get(s.profile) ?? 0) : dailyNeed(s, p))));
  const period = (): number => {
    const cold = coldCosts();
    for (const p of PERIODS_MS) if (dayWeightAt(p, cold) <= allowance) return p;
    // Not even a day: the period the allowance covers (data older than a day; the shortfall says by how much).
    return allowance > 0 ? Math.ceil((DAY_MS * dayWeightAt(DAY_MS, cold)) / allowance) : Number.POSITIVE_INFINITY;
  };

  return {
    /** What to do for a cell whose watches (asking `profile`: hazards and horizon) are due at `nowMs`. */
    decide(cell: string, profile: string, nowMs: number): CellDecision {
      current = nowMs;
      const s = stateOf(cell, profile);
      if (s.bookedAt !== undefined && s.bookedAt <= nowMs) return { mode: 'refresh' }; // its booked turn
      if (s.bookedAt !== undefined)
        return s.refreshedAt === undefined ? { mode: 'later', atMs: s.bookedAt } : { mode: 'kept', refreshAt: s.bookedAt };
      if (s.refreshedAt !== undefined && nowMs - s.refreshedAt < period()) return { mode: 'kept' };
      const cost = s.refreshedAt === undefined ? coldCostOf(profile) : costAt(s, nowMs);
      const probe = probing.get(profile);
      if (cost === undefined && probe && probe.cell !== cell && nowMs - probe.sinceMs < 10 * PROBE_WAIT_MS)
        return { mode: 'later', atMs: nowMs + PROBE_WAIT_MS };
      // Nothing known yet (the first cell: it teaches the others) or nothing counted: refresh; its weight goes on the
      // ledger once known.
      if (cost === undefined || cost <= 0) {
        if (cost === undefined) probing.set(profile, { cell, sinceMs: nowMs });
        s.unreserved = true;
        return { mode: 'refresh' };
      }
      const r = ledger.reserve(cost, Number.POSITIVE_INFINITY);
      if (r.ok && r.waitMs === 0) return { mode: 'refresh' };
      s.bookedAt = nowMs + r.waitMs;
      return s.refreshedAt === undefined ? { mode: 'later', atMs: s.bookedAt } : { mode: 'kept', refreshAt: s.bookedAt };
    },
    /** A cell's refresh ran at `nowMs` and made (or queued) these counted calls. */
    refreshed(cell: string, profile: string, nowMs: number, calls: readonly PlannedCall[]): void {
      const s = stateOf(cell, profile);
      current = nowMs;
      s.refreshedAt = nowMs;
      s.bookedAt = undefined;
      const spent = sum(calls.map((c) => c.weight));
      if (s.unreserved && spent > 0) ledger.reserve(spent, Number.POSITIVE_INFINITY);
      s.unreserved = false;
      for (const c of calls) s.calls.set(c.key, { ...c, atMs: nowMs });
      if (probing.get(profile)?.cell === cell) probing.delete(profile);
      // A call not made again for twice its freshness is gone from the cell's needs (a key that moved, e.g. by date).
      for (const [k, c] of s.calls) if (nowMs - c.atMs > 2 * c.ttlSec * 1000 + DAY_MS) s.calls.delete(k);
    },
    summary(): PlanSummary {
      const p = period();
      const dayWeight = dayWeightAt(Math.min(p, DAY_MS));
      const all = [...cells.values()];
      const costs = coldCosts();
      const coldOf = (s: CellState) => (s.refreshedAt === undefined ? (costs.get(s.profile) ?? 0) : wholeCost(s));
      // A warm cell's daily need by kind, for the cells not refreshed yet.
      const needs = new Map<string, number[]>();
      for (const s of all) if (s.refreshedAt !== undefined) needs.set(s.profile, [...(needs.get(s.profile) ?? []), dailyNeed(s, DAY_MS)]);
      const steady = sum(all.map((s) => (s.refreshedAt !== undefined ? dailyNeed(s, DAY_MS) : mean(needs.get(s.profile) ?? []))));
      const counted = all.filter((s) => coldOf(s) > 0).length;
      const round1 = (x: number) => Math.round(x * 10) / 10;
      return {
        cells: all.length,
        dayWeight: round1(dayWeight),
        steadyDayWeight: round1(steady),
        coldWeight: round1(sum(all.map(coldOf))),
        allowance,
        periodMs: p,
        shortfall: Math.max(0, round1(dayWeightAt(DAY_MS) - allowance)),
        perCellFits: round1(allowance / Math.max(1, counted)),
        countedCells: counted,
      };
    },
  };
}
export type RefreshPlanner = ReturnType<typeof createRefreshPlanner>;
