// Return levels from annual maxima: L-moments (Hosking 1990), Gumbel and GEV fits, T-year levels.
//
// References
// - Hosking, J. R. M. (1990). L-moments: analysis and estimation of distributions using linear combinations of
//   order statistics. J. R. Statist. Soc. B 52(1), 105-124. (sample L-moments via unbiased PWMs b0, b1, b2)
// - Hosking, J. R. M., Wallis, J. R., Wood, E. F. (1985). Estimation of the generalized extreme-value distribution
//   by the method of probability-weighted moments. Technometrics 27(3), 251-261. (GEV shape approximation)
// - Hosking, J. R. M., Wallis, J. R. (1997). Regional Frequency Analysis: An Approach Based on L-Moments.
//   Cambridge University Press. (Gumbel: alpha = l2 / ln 2, xi = l1 - gamma alpha; GEV quantile function)
// - Alfieri, L. et al. (2013). GloFAS - global ensemble streamflow forecasting and flood early warning. HESS 17,
//   1161-1175. (GloFAS flood thresholds: 2-, 5-, 20-year return levels of reanalysis annual maxima, Gumbel)
import { yearOfDate } from '../shared/day-of-year.js';
import { gammaFn } from './stats.js';

/** Euler-Mascheroni constant. */
const EULER_GAMMA = 0.5772156649015329;

export interface DatedValue {
  date: string;
  value: number | null;
}

/**
 * Annual maxima of a daily series: one value per calendar year with at least `minDays` finite values
 * (incomplete years would bias the maxima low).
 */
export function annualMaxima(series: readonly DatedValue[], minDays = 300): { year: number; max: number; days: number }[] {
  return annualMaximaOf(series, (d) => d.value, minDays);
}

/**
 * The same from rows of any shape, `value(row)` reading the day's value: what `annualMaxima(rows.map((d) => ({ date:
 * d.date, value: value(d) })))` gives, without an object per day (30 and 40 years of days per new cell).
 */
export function annualMaximaOf<T extends { date: string }>(
  rows: readonly T[],
  value: (row: T) => number | null | undefined,
  minDays = 300,
): { year: number; max: number; days: number }[] {
  const byYear = new Map<number, { max: number; days: number }>();
  // Days come year by year: the last year's entry is kept at hand (the same entry the map holds).
  let lastYear = Number.NaN;
  let last: { max: number; days: number } | undefined;
  for (const d of rows) {
    const v = value(d);
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    const year = yearOfDate(d.date);
    if (!Number.isFinite(year)) continue;
    const cur = year === lastYear ? last : byYear.get(year);
    if (!cur) byYear.set(year, (last = { max: v, days: 1 }));
    else {
      last = cur;
      cur.days++;
      if (v > cur.max) cur.max = v;
    }
    lastYear = year;
  }
  return [...byYear.entries()]
    .filter(([, v]) => v.days >= minDays)
    .sort(([a], [b]) => a - b)
    .map(([year, v]) => ({ year, max: v.max, days: v.days }));
}

export interface LMoments {
  n: number;
  /** l1: mean. */
  l1: number;
  /** l2: L-scale (half the mean absolute difference of two draws). */
  l2: number;
  /** l3 */
  l3: number;
  /** t3 = l3 / l2: L-skewness (Gumbel: 0.1699). */
  t3: number;
}

/** Sample L-moments (Hosking 1990) from unbiased probability-weighted moments; undefined for fewer than 3 values. */
export function lMoments(values: readonly number[]): LMoments | undefined {
  const x = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = x.length;
  if (n < 3) return undefined;
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let j = 0; j < n; j++) {
    const i = j + 1; // rank 1..n
    b0 += x[j]!;
    b1 += ((i - 1) / (n - 1)) * x[j]!;
    b2 += (((i - 1) * (i - 2)) / ((n - 1) * (n - 2))) * x[j]!;
  }
  b0 /= n;
  b1 /= n;
  b2 /= n;
  const l1 = b0;
  const l2 = 2 * b1 - b0;
  const l3 = 6 * b2 - 6 * b1 + b0;
  return { n, l1, l2, l3, t3: l2 > 0 ? l3 / l2 : 0 };
}

export interface GumbelFit {
  kind: 'gumbel';
  /** Location xi. */
  xi: number;
  /** Scale alpha (> 0). */
  alpha: number;
  n: number;
}

export interface GevFit {
  kind: 'gev';
  xi: number;
  alpha: number;
  /** Shape k in Hosking's sign convention (k > 0: bounded upper tail; k < 0: heavy tail; k -> 0: Gumbel). */
  k: number;
  n: number;
}

export type ExtremeFit = GumbelFit | GevFit;

/** Gumbel by L-moments: alpha = l2 / ln 2, xi = l1 - gamma alpha (Hosking & Wallis 1997, A.9). */
export function fitGumbel(maxima: readonly number[]): GumbelFit | undefined {
  const m = lMoments(maxima);
  if (!m || !(m.l2 > 0)) return undefined;
  const alpha = m.l2 / Math.LN2;
  return { kind: 'gumbel', xi: m.l1 - EULER_GAMMA * alpha, alpha, n: m.n };
}

/**
 * GEV by L-moments (Hosking, Wallis & Wood 1985): c = 2/(3 + t3) - ln2/ln3, k = 7.8590c + 2.9554c²,
 * alpha = l2 k / ((1 - 2^-k) Γ(1+k)), xi = l1 + alpha (Γ(1+k) - 1) / k. |k| is limited to 0.5 (beyond it the
 * approximation and the fit from a few decades of maxima are both unreliable; Hosking & Wallis 1997, 5.2).
 */
export function fitGev(maxima: readonly number[]): GevFit | undefined {
  const m = lMoments(maxima);
  if (!m || !(m.l2 > 0)) return undefined;
  const c = 2 / (3 + m.t3) - Math.LN2 / Math.log(3);
  const k = Math.max(-0.5, Math.min(0.5, 7.859 * c + 2.9554 * c * c));
  if (Math.abs(k) < 1e-6) {
    const g = fitGumbel(maxima)!;
    return { kind: 'gev', xi: g.xi, alpha: g.alpha, k: 0, n: m.n };
  }
  const gk = gammaFn(1 + k);
  const alpha = (m.l2 * k) / ((1 - 2 ** -k) * gk);
  const xi = m.l1 + (alpha * (gk - 1)) / k;
  return { kind: 'gev', xi, alpha, k, n: m.n };
}

/** Quantile with non-exceedance probability F of a fitted distribution. */
export function quantile(fit: ExtremeFit, F: number): number {
  const y = -Math.log(Math.min(1 - 1e-15, Math.max(1e-15, F)));
  if (fit.kind === 'gumbel' || Math.abs(fit.k) < 1e-9) return fit.xi - fit.alpha * Math.log(y);
  return fit.xi + (fit.alpha / fit.k) * (1 - y ** fit.k);
}

/** Non-exceedance probability F(x) of an annual maximum. */
export function cdf(fit: ExtremeFit, x: number): number {
  if (fit.kind === 'gumbel' || Math.abs(fit.k) < 1e-9) return Math.exp(-Math.exp(-(x - fit.xi) / fit.alpha));
  const arg = 1 - (fit.k * (x - fit.xi)) / fit.alpha;
  if (arg <= 0) return fit.k > 0 ? 1 : 0;
  return Math.exp(-(arg ** (1 / fit.k)));
}

/** The T-year return level: exceeded by the annual maximum with probability 1/T in any year. */
export const returnLevel = (fit: ExtremeFit, years: number): number => quantile(fit, 1 - 1 / years);

/** Return period (years) of a value: 1 / (1 - F(x)), at most 1e9 (beyond a bounded tail, or past double precision). */
export function returnPeriod(fit: ExtremeFit, x: number): number {
  const p = 1 - cdf(fit, x);
  return p <= 1e-9 ? 1e9 : 1 / p;
}

/**
 * Which distribution to use. Gumbel (two parameters) is the GloFAS practice and the robust choice for records of a
 * few decades; the GEV is taken only when the record is long (n >= 50, where its shape is estimated to about ±0.1;
 * Hosking & Wallis 1997, table 5.1) and its L-skewness departs from Gumbel's 0.1699 by more than 0.1.
 */
export function fitAnnualMaxima(maxima: readonly number[]): ExtremeFit | undefined {
  const m = lMoments(maxima);
  if (!m) return undefined;
  if (m.n >= 50 && Math.abs(m.t3 - 0.1699) > 0.1) return fitGev(maxima) ?? fitGumbel(maxima);
  return fitGumbel(maxima);
}

/** Return levels for the given periods (years) from a daily series, or undefined with fewer than `minYears` years. */
export function returnLevelsOf(
  series: readonly DatedValue[],
  periods: readonly number[],
  opts: { minDays?: number; minYears?: number } = {},
): { fit: ExtremeFit; years: number; levels: Record<number, number>; maxima: number[] } | undefined {
  return returnLevelsOfRows(series, (d) => d.value, periods, opts);
}

/** The same from rows of any shape, `value(row)` reading the day's value (annualMaximaOf: no object per day). */
export function returnLevelsOfRows<T extends { date: string }>(
  rows: readonly T[],
  value: (row: T) => number | null | undefined,
  periods: readonly number[],
  opts: { minDays?: number; minYears?: number } = {},
): { fit: ExtremeFit; years: number; levels: Record<number, number>; maxima: number[] } | undefined {
  const am = annualMaximaOf(rows, value, opts.minDays ?? 300);
  if (am.length < (opts.minYears ?? 5)) return undefined;
  const maxima = am.map((a) => a.max);
  const fit = fitAnnualMaxima(maxima);
  if (!fit) return undefined;
  return { fit, years: am.length, levels: Object.fromEntries(periods.map((T) => [T, returnLevel(fit, T)])), maxima };
}

/**
 * P(at least one exceedance of level x in a window of `years` years), from the annual-maximum distribution:
 * 1 - F(x)^years (years need not be whole: annual maxima of independent years).
 */
export const exceedanceInYears = (fit: ExtremeFit, x: number, years: number): number => 1 - cdf(fit, x) ** Math.max(0, years);
