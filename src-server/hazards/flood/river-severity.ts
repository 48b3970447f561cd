// Flood's river severity: the disruption of a river peak by its return period (docs/risk-scale.md section 5).
import { daysOfSeverity, interpolateSeverity } from '../physical-severity.js';

/**
 * Flood severity rows by return period of the river's peak, interpolated in log10 T (risk-scale.md section 5, from the
 * JRC global depth-damage curves, Huizinga et al. 2017): 2 y -> 20, 5 y -> 35, 20 y -> 50, 100 y -> 65, 500 y -> 80.
 */
export const RIVER_SEVERITY: readonly (readonly [number, number])[] = [
  [2, 20],
  [5, 35],
  [20, 50],
  [100, 65],
  [500, 80],
].map(([t, s]) => [Math.log10(t!), s!] as const);
export const riverDays = (T: number) => daysOfSeverity(interpolateSeverity(RIVER_SEVERITY, Math.log10(Math.max(1, T)), 0));
