// Conflict where the place is: ViEWS's PRIO-GRID forecasts (level `pgm`) for the place's 0.5-degree cell and the cells
// within LOCAL_RADIUS_KM of it. ViEWS's cell event is at least one battle-related death in the cell-month, and it
// publishes its chance (`main_dich`) beside the expected deaths (`main_mean`). Pure.
import type { ViewsCellMonth } from '../../sources/views/normalize.js';
import { chanceAtLeast, windowSum } from './window.js';

/** The place's surroundings: its cell and every cell some part of which lies within 50 km (docs/methodology/conflict.md). */
export const LOCAL_RADIUS_KM = 50;
/** ViEWS's PRIO-GRID event: at least one battle-related death (codebook, main_dich "at least 1 BRD per PRIO-GRID-month"). */
export const LOCAL_MIN_DEATHS = 1;

export interface LocalChance {
  /** P(at least one battle-related death in the cells within the window), 0-1. */
  probability: number;
  /** ViEWS's expected deaths in the cells over the covered part of the window. */
  expected: number;
  /** Days of the window the cells' forecasts cover. */
  coveredDays: number;
  /** The cells that have forecasts. */
  cells: number;
  /** Whether ViEWS published its own chances (`main_dich`); else read from the expected deaths with the country spread. */
  fromViewsChance: boolean;
}

/**
 * The chance of at least one death in the cells within [start, end). Each cell-month's chance d counts as a constant
 * hazard over the month, -ln(1 - d), times the share of the month inside the window; cells and months are summed as if
 * independent, which errs high where several neighbouring cells share the same fighting (said in the drivers). Where the
 * run does not publish main_dich, a cell-month's chance comes from its expected deaths under the country spread.
 */
export function localChance(months: readonly ViewsCellMonth[], start: number, end: number): LocalChance | null {
  const byCell = new Map<number, ViewsCellMonth[]>();
  for (const m of months) (byCell.get(m.gid) ?? byCell.set(m.gid, []).get(m.gid)!).push(m);
  if (byCell.size === 0) return null;
  let hazard = 0;
  let expected = 0;
  let coveredDays = 0;
  let fromViewsChance = true;
  for (const rows of byCell.values()) {
    const w = windowSum(
      rows.map((r) => ({ year: r.year, month: r.month, value: r.mainMean })),
      start,
      end,
    );
    expected += w.total;
    coveredDays = Math.max(coveredDays, w.coveredDays);
    for (const m of w.months) {
      const row = rows.find((r) => r.year === m.year && r.month === m.month)!;
      if (row.mainDich === null) fromViewsChance = false;
      const d = row.mainDich ?? chanceAtLeast(LOCAL_MIN_DEATHS, row.mainMean);
      hazard += -Math.log(Math.max(1e-12, 1 - Math.min(d, 1 - 1e-12))) * m.share;
    }
  }
  return { probability: 1 - Math.exp(-hazard), expected, coveredDays, cells: byCell.size, fromViewsChance };
}
