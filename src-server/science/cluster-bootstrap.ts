// Percentile bootstrap over groups (Efron & Tibshirani 1993, ch. 13): whole groups (places) are resampled
// with replacement, so forecasts that share a place stay together and the interval reflects the spread
// between places rather than pretending every place-window is independent. Seeded, so reruns agree.
import { seededRandom } from './verification.js';

export interface BootstrapInterval {
  /** The statistic on the original sample. */
  estimate: number;
  lower: number;
  upper: number;
  /** Resamples whose statistic was finite (some resamples can leave a ratio undefined). */
  resamples: number;
}

/**
 * `groups` holds one additive summary per group (e.g. sums of squared errors and outcomes per place);
 * `add` sums two summaries, `statistic` turns a total into the number of interest. Returns the estimate
 * and the (1 - level)/2 and (1 + level)/2 percentiles of `resamples` group-resampled statistics.
 */
export function groupBootstrap<T>(
  groups: readonly T[],
  zero: () => T,
  add: (total: T, group: T) => void,
  statistic: (total: T) => number,
  options: { resamples?: number; level?: number; seed?: number } = {},
): BootstrapInterval {
  const resamples = options.resamples ?? 1000;
  const level = options.level ?? 0.95;
  const random = seededRandom(options.seed ?? 20_240_601);
  const total = zero();
  for (const g of groups) add(total, g);
  const estimate = statistic(total);
  const stats: number[] = [];
  for (let r = 0; r < resamples && groups.length > 0; r++) {
    const t = zero();
    for (let i = 0; i < groups.length; i++) add(t, groups[Math.floor(random() * groups.length)]!);
    const s = statistic(t);
    if (Number.isFinite(s)) stats.push(s);
  }
  stats.sort((a, b) => a - b);
  const q = (p: number) => (stats.length ? stats[Math.min(stats.length - 1, Math.max(0, Math.floor(p * stats.length)))]! : Number.NaN);
  return { estimate, lower: q((1 - level) / 2), upper: q((1 + level) / 2), resamples: stats.length };
}
