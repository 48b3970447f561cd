// Numbers as the drivers' sentences print them: fixed digits, and probabilities as percentages.
import { clamp01 } from './math.js';

/** `x` with `digits` decimals; 'n/a' when it is not finite. */
export const fmt = (x: number, digits = 0): string => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

/** A probability (0-1) as a percentage: one decimal below 1 %, none above (non-finite counts as 0, as clamp01 does). */
export const pct = (p: number): string => `${fmt(clamp01(p) * 100, p < 0.01 ? 1 : 0)}%`;
