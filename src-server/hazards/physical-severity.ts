// The physical hazards' severity on the one disruption-days scale (docs/risk-scale.md): the scale's conversions, the
// interpolation of a hazard's intensity rows, the pluvial rows flood and storm share, and the disruption expected over
// the magnitudes above a return level (the window's is physical-window.ts's).
import { daysFromSeverity, severityFromDays } from '../science/disruption-days.js';

/** S = 20 (1 + log10 D), D in disruption-days, clamped to 0-100: the one scale (science/disruption-days.ts). */
export const severityOfDays = severityFromDays;
/** D = 10^(S/20 - 1). */
export const daysOfSeverity = daysFromSeverity;

/** Piecewise-linear S of an intensity between anchor rows (below the first: 0 at `zeroAt`, or the first row's S). */
export function interpolateSeverity(rows: readonly (readonly [number, number])[], x: number, zeroAt?: number): number {
  if (!Number.isFinite(x)) return rows.at(-1)![1];
  const first = rows[0]!;
  if (x <= first[0])
    return zeroAt === undefined || x <= zeroAt ? (zeroAt === undefined ? first[1] : 0) : (first[1] * (x - zeroAt)) / (first[0] - zeroAt);
  for (let i = 1; i < rows.length; i++) {
    const [x0, s0] = rows[i - 1]!;
    const [x1, s1] = rows[i]!;
    if (x <= x1) return s0 + ((s1 - s0) * (x - x0)) / (x1 - x0);
  }
  return rows.at(-1)![1];
}

/**
 * Pluvial severity rows by return period of the day's rain (24-h), interpolated in log10 T (risk-scale.md section 5):
 * 5 y -> 20, 20 y -> 35, 100 y -> 50. Flood's pluvial part and storm's rain read them.
 */
export const RAIN_SEVERITY: readonly (readonly [number, number])[] = [
  [5, 20],
  [20, 35],
  [100, 50],
].map(([t, s]) => [Math.log10(t!), s!] as const);
export const rainDays = (T: number) => daysOfSeverity(interpolateSeverity(RAIN_SEVERITY, Math.log10(Math.max(1, T)), 0));

/**
 * Expected disruption-days of an exceedance of the T-year level, over the magnitudes it may reach: for annual maxima,
 * P(return period > t | > T) = T / t, so t has density T / t² on [T, ∞); integrated in log t up to 10,000 years.
 */
export function expectedDaysAbove(T: number, days: (t: number) => number): number {
  const steps = 200;
  const lo = Math.log(Math.max(1, T));
  const hi = Math.log(1e4);
  if (hi <= lo) return days(T);
  let sum = 0;
  let mass = 0;
  for (let i = 0; i < steps; i++) {
    const u = lo + ((i + 0.5) * (hi - lo)) / steps;
    const t = Math.exp(u);
    const w = (T / t) * ((hi - lo) / steps); // T/t² dt with dt = t du
    sum += w * days(t);
    mass += w;
  }
  // The tail past 10,000 years (mass T/1e4) at the table's top.
  return sum + Math.max(0, 1 - mass) * days(1e4);
}
