// Empirical quantile mapping: a model value is replaced by the observed value at the same quantile, with
// the model's and the observations' distributions taken from a common period (here the model's own recent
// past against ERA5 for the same days).
//
// References
// - Panofsky, H. A., Brier, G. W. (1968). Some Applications of Statistics to Meteorology. Penn State Univ.
//   (the quantile-mapping idea: x' = F_obs^-1(F_model(x))).
// - Gudmundsson, L., Bremnes, J. B., Haugen, J. E., Engen-Skaugen, T. (2012). Downscaling RCM precipitation
//   to the station scale using statistical transformations - a comparison of methods. HESS 16, 3383-3390.
//   (empirical quantiles "QUANT", linear interpolation between them, the best of the compared methods).
// - Boé, J., Terray, L., Habets, F., Martin, E. (2007). Statistical and dynamical downscaling of the Seine
//   basin climate for hydro-meteorological studies. Int. J. Climatol. 27, 1643-1655. (values outside the
//   calibration range keep the correction of the outermost quantile: constant extrapolation.)
// - Hyndman, R. J., Fan, Y. (1996). Sample quantiles in statistical packages. Am. Stat. 50, 361-365.
//   (plotting positions; we use Hazen's (i - 0.5) / n, their definition 5.)

import { sortedFiniteTyped } from '../shared/sort-numbers.js';

export type QuantileMapKind = 'additive' | 'multiplicative';

export interface QuantileMap {
  /** additive (temperature: a shift is extrapolated), multiplicative (precipitation: a ratio; 0 stays 0). */
  kind: QuantileMapKind;
  /** Model and observed quantiles at the same probabilities, model quantiles non-decreasing. */
  modelQ: number[];
  obsQ: number[];
  /** Sample sizes the map was fitted on. */
  nModel: number;
  nObs: number;
}

const finite = (xs: readonly (number | null | undefined)[]): Float64Array => sortedFiniteTyped(xs);

/** Quantile at probability p of a sorted sample, Hazen plotting positions (i - 0.5)/n, linear between. */
export function hazenQuantile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = n * p + 0.5; // 1-based position
  if (h <= 1) return sorted[0]!;
  if (h >= n) return sorted[n - 1]!;
  const lo = Math.floor(h);
  return sorted[lo - 1]! + (h - lo) * (sorted[lo]! - sorted[lo - 1]!);
}

/** Minimum sample sizes for a map (fewer observations cannot say anything about a distribution). */
export const MIN_QM_OBS = 20;
export const MIN_QM_MODEL = 20;

/**
 * Fits the map on a model sample and an observed sample of the same period. The probabilities are
 * (k - 0.5)/K with K = min(n_obs, maxPoints): never more quantiles than observations support.
 * Returns undefined when either sample is too small.
 */
export function fitQuantileMap(
  model: readonly (number | null | undefined)[],
  obs: readonly (number | null | undefined)[],
  opts: { kind?: QuantileMapKind; maxPoints?: number } = {},
): QuantileMap | undefined {
  const m = finite(model);
  const o = finite(obs);
  if (m.length < MIN_QM_MODEL || o.length < MIN_QM_OBS) return undefined;
  const k = Math.max(2, Math.min(o.length, opts.maxPoints ?? 100));
  const modelQ: number[] = [];
  const obsQ: number[] = [];
  for (let i = 1; i <= k; i++) {
    const p = (i - 0.5) / k;
    modelQ.push(hazenQuantile(m, p));
    obsQ.push(hazenQuantile(o, p));
  }
  return { kind: opts.kind ?? 'additive', modelQ, obsQ, nModel: m.length, nObs: o.length };
}

/**
 * The corrected value of `x`. Inside the model quantiles: linear between the matching observed quantiles
 * (a run of equal model quantiles maps to the mean of its observed ones). Outside: the outermost
 * correction, added (additive) or as a ratio (multiplicative; 0 maps to 0 and no value turns negative).
 */
export function applyQuantileMap(map: QuantileMap, x: number): number {
  if (!Number.isFinite(x)) return x;
  const { modelQ: mq, obsQ: oq } = map;
  const n = mq.length;
  if (x < mq[0]!) return edgeCorrection(map, x, 0);
  if (x > mq[n - 1]!) return edgeCorrection(map, x, n - 1);
  if (map.kind === 'multiplicative' && x <= 0) return 0;
  // First index with mq[i] >= x (binary search).
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mq[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  if (mq[lo] === x) {
    // A run of tied model quantiles (e.g. many dry days): the mean of the observed quantiles of the run.
    let end = lo;
    while (end + 1 < n && mq[end + 1] === x) end++;
    let s = 0;
    for (let i = lo; i <= end; i++) s += oq[i]!;
    return s / (end - lo + 1);
  }
  const i0 = lo - 1;
  const t = (x - mq[i0]!) / (mq[lo]! - mq[i0]!);
  return oq[i0]! + t * (oq[lo]! - oq[i0]!);
}

/**
 * The correction of the outermost quantile `i` applied to `x` (outside the calibration range). A function of the module,
 * not a closure made on every call: under tsx (esbuild's keepNames) each named closure costs a defineProperty of its name,
 * which was most of applyQuantileMap's time when profiled.
 */
function edgeCorrection(map: QuantileMap, x: number, i: number): number {
  const { modelQ: mq, obsQ: oq } = map;
  if (map.kind === 'additive') return x + (oq[i]! - mq[i]!);
  if (x <= 0) return 0;
  return mq[i]! > 0 ? Math.max(0, x * (oq[i]! / mq[i]!)) : Math.max(0, oq[i]!);
}

/** Mean shift the map applies over the model's own sample (what the drivers report as "bias removed"). */
export function meanCorrection(map: QuantileMap): number {
  let s = 0;
  for (let i = 0; i < map.modelQ.length; i++) s += map.obsQ[i]! - map.modelQ[i]!;
  return s / map.modelQ.length;
}
