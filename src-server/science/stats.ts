// Small descriptive statistics shared by the science modules.
import { isNum } from '../shared/math.js';
import { percentileOfFinite } from '../shared/sort-numbers.js';

export const isFiniteNumber = isNum;

/** Linear-interpolated percentile (q in 0-100, type 7 of Hyndman & Fan 1996) of the finite values; undefined for none. */
export function percentile(xs: readonly (number | null | undefined)[], q: number): number | undefined {
  // By selection, not a sort: the same number (shared/sort-numbers.ts).
  return percentileOfFinite(xs, q);
}

export const median = (xs: readonly (number | null | undefined)[]) => percentile(xs, 50);

export function mean(xs: readonly (number | null | undefined)[]): number | undefined {
  const s = xs.filter(isFiniteNumber);
  return s.length ? s.reduce((a, b) => a + b, 0) / s.length : undefined;
}
