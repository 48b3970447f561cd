// Persistence of drought between seasons: the lag-1 correlation of SPEI-3 between consecutive non-overlapping
// 3-month seasons, fitted from ERA5, and the chance of a dry season somewhere in a run of seasons under a
// first-order autoregression of SPEI (successive seasons are not independent: SCIENCE.md "Drought").
//
// - Vicente-Serrano et al. (2010), J. Climate 23, 1696-1718 (SPEI standardised to N(0, 1) per calendar period).
// - Box, G. E. P., Jenkins, G. M. (1976). Time Series Analysis: Forecasting and Control. (AR(1): z_{k+1} =
//   rho z_k + sqrt(1 - rho^2) e_k keeps N(0, 1) margins; lag-1 sample autocorrelation as the estimate of rho.)
// - Chance of a first passage below a line, computed on a grid with exact cell masses (normal CDF differences).
import { normalCdf } from '../../science/stats.js';

export interface Persistence {
  /** Lag-1 correlation of SPEI between a season and the next non-overlapping one. */
  rho: number;
  /** Pairs used, and about how many independent seasons they hold (pairs / season length). */
  pairs: number;
  seasons: number;
  /** Approximate standard error of rho: (1 - rho^2) / sqrt(seasons - 1) (large-sample, Fisher). */
  standardError: number;
}

/** Pearson correlation of (x, y) pairs (finite ones only); NaN with fewer than 3. */
export function pearson(pairs: readonly (readonly [number, number])[]): number {
  const ok = pairs.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  const n = ok.length;
  if (n < 3) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (const [a, b] of ok) {
    mx += a;
    my += b;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [a, b] of ok) {
    sxy += (a - mx) * (b - my);
    sxx += (a - mx) ** 2;
    syy += (b - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : Number.NaN;
}

/**
 * Fits rho from a daily SPEI series in date order (null where unknown): every day paired with the day
 * `lagDays` later (the next non-overlapping season for SPEI-3 with lagDays = 90). Negative estimates are kept
 * (a wet season tends to follow a dry one somewhere); undefined when too few pairs.
 */
export function fitPersistence(speiByDay: readonly (number | null)[], lagDays = 90): Persistence | undefined {
  const pairs: [number, number][] = [];
  for (let i = 0; i + lagDays < speiByDay.length; i++) {
    const a = speiByDay[i];
    const b = speiByDay[i + lagDays];
    if (typeof a === 'number' && typeof b === 'number' && Number.isFinite(a) && Number.isFinite(b)) pairs.push([a, b]);
  }
  const seasons = pairs.length / lagDays;
  if (pairs.length < 3 * lagDays) return undefined;
  const rho = Math.max(-0.99, Math.min(0.99, pearson(pairs)));
  if (!Number.isFinite(rho)) return undefined;
  return { rho, pairs: pairs.length, seasons, standardError: (1 - rho * rho) / Math.sqrt(Math.max(1, seasons - 1)) };
}

export interface RunOfSeasons {
  /** Chance that at least one season ends at or below the line. */
  probability: number;
  /** Expected number of seasons at or below it. */
  expectedEvents: number;
  /** Expected disruption-days summed over those seasons. */
  expectedDays: number;
}

const GRID_MIN = -7;
const GRID_MAX = 7;
const GRID_STEP = 0.05;

/**
 * Seasons k = 0..K-1 of SPEI under z_{k+1} - m_{k+1} = rho (z_k - m_k) + sqrt(1 - rho^2) e (m_k: the mean
 * path, 0 without a climate trend). Season 0's distribution is given as equally weighted points (e.g. the
 * ensemble members' projections). `daysOf(z)` is the disruption of a season at SPEI z (0 above the line).
 * Computed on the anomaly u = z - m_k, whose step is the same every season (one transition band, made once); the
 * line moves instead (u <= line - m_k).
 */
export function runOfSeasons(a: {
  start: readonly number[];
  rho: number;
  line: number;
  seasons: number;
  meanPath?: readonly number[];
  daysOf?: (z: number) => number;
}): RunOfSeasons {
  const n = Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1;
  const u = Array.from({ length: n }, (_, i) => GRID_MIN + i * GRID_STEP);
  const daysOf = a.daysOf ?? (() => 0);
  const mean = (k: number) => a.meanPath?.[Math.min(k, a.meanPath.length - 1)] ?? 0;
  const cellOf = (x: number) => Math.min(n - 1, Math.max(0, Math.round((x - GRID_MIN) / GRID_STEP)));

  // Two densities on the grid: everything (the marginal) and what has not yet been at or below the line.
  let marginal = new Float64Array(n);
  const start = a.start.filter(Number.isFinite);
  if (start.length === 0 || a.seasons <= 0) return { probability: 0, expectedEvents: 0, expectedDays: 0 };
  for (const x of start) marginal[cellOf(x - mean(0))]! += 1 / start.length;
  const isDry = (i: number, k: number) => u[i]! + mean(k) <= a.line;
  let alive = marginal.map((m, i) => (isDry(i, 0) ? 0 : m));
  const dry = (d: Float64Array, k: number) => d.reduce((s, m, i) => (isDry(i, k) ? s + m : s), 0);
  const dryDays = (d: Float64Array, k: number) => d.reduce((s, m, i) => (isDry(i, k) ? s + m * daysOf(u[i]! + mean(k)) : s), 0);
  let expectedEvents = dry(marginal, 0);
  let expectedDays = dryDays(marginal, 0);

  const rho = Math.max(-0.999, Math.min(0.999, a.rho));
  const sigma = Math.sqrt(1 - rho * rho);
  const edges = Array.from({ length: n + 1 }, (_, i) => (i === 0 ? -Infinity : i === n ? Infinity : GRID_MIN + (i - 0.5) * GRID_STEP));
  // The transition band: from cell i, the mass falling in cells lo_i..hi_i (exact cell masses, normal CDF differences).
  const bandLo = new Int32Array(n);
  const band: Float64Array[] = [];
  for (let i = 0; i < n && a.seasons > 1; i++) {
    const mu = rho * u[i]!;
    // Only cells within 8 sigma carry mass.
    const lo = cellOf(mu - 8 * sigma);
    const hi = cellOf(mu + 8 * sigma);
    const w = new Float64Array(hi - lo + 1);
    let prev = lo === 0 ? 0 : normalCdf((edges[lo]! - mu) / sigma);
    for (let j = lo; j <= hi; j++) {
      const upper = j === hi ? 1 : normalCdf((edges[j + 1]! - mu) / sigma);
      w[j - lo] = Math.max(0, upper - prev);
      prev = upper;
    }
    bandLo[i] = lo;
    band.push(w);
  }
  for (let k = 1; k < a.seasons; k++) {
    const nextM = new Float64Array(n);
    const nextA = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const wm = marginal[i]!;
      const wa = alive[i]!;
      if (wm < 1e-15 && wa < 1e-15) continue;
      const w = band[i]!;
      const lo = bandLo[i]!;
      for (let q = 0; q < w.length; q++) {
        nextM[lo + q]! += wm * w[q]!;
        nextA[lo + q]! += wa * w[q]!;
      }
    }
    marginal = nextM;
    expectedEvents += dry(marginal, k);
    expectedDays += dryDays(marginal, k);
    alive = nextA.map((m, i) => (isDry(i, k) ? 0 : m));
  }
  const survival = alive.reduce((s, m) => s + m, 0);
  return { probability: Math.min(1, Math.max(0, 1 - survival)), expectedEvents, expectedDays };
}
