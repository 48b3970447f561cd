// Return levels of the hottest day of the year: Gumbel (EV1) fitted to annual maxima by L-moments, with a linear trend
// in its location (the record's own, or a CMIP6 run's), which moves the yearly chance of a fixed level.
//
// - Hosking, J. R. M. (1990). L-moments. J. R. Statist. Soc. B 52, 105-124 (unbiased PWMs b0, b1).
// - Gumbel by L-moments: scale = l2 / ln 2, location = l1 - 0.5772 scale (Hosking & Wallis 1997, Regional
//   Frequency Analysis, Cambridge UP, appendix A.9). T-year level: location - scale ln(-ln(1 - 1/T)).
// - The change in frequency of a fixed level from the model's own distributions (the model's bias cancels):
//   e.g. Fischer, E. M., Knutti, R. (2015), Nature Clim. Change 5, 560-564 (probability ratios of hot extremes).
// - A trend in the location, the scale kept (the non-stationary GEV/Gumbel with a linear location, Coles 2001, An
//   Introduction to Statistical Modeling of Extreme Values, Springer, section 6.2), estimated in two stages: the
//   least-squares trend of the annual maxima, then L-moments on the maxima with the trend removed (the "two stage"
//   method: Strupczewski, W. G. et al. 2016, Acta Geophysica 64, 206-236, recommended for short series).
// The L-moment fit and the annual maxima are science/return-levels.ts's; this file reads them as a hot day's record.
import { fitGumbel } from '../../science/return-levels.js';

export interface Gumbel {
  location: number;
  scale: number;
  years: number;
}

/** Years of annual maxima a fit needs. */
const MIN_YEARS = 5;

/** Gumbel fitted by L-moments to annual maxima (at least 5 finite years), as location and scale; undefined otherwise. */
export function hotDayGumbel(maxima: readonly number[]): Gumbel | undefined {
  const fit = fitGumbel(maxima);
  return fit && fit.n >= MIN_YEARS ? { location: fit.xi, scale: fit.alpha, years: fit.n } : undefined;
}

/** Level exceeded on average once in T years. */
export const returnLevel = (g: Gumbel, years: number): number => g.location - g.scale * Math.log(-Math.log(1 - 1 / years));

/** Yearly chance that the annual maximum reaches `level`. */
export const yearlyExceedance = (g: Gumbel, level: number): number => 1 - Math.exp(-Math.exp(-(level - g.location) / g.scale));

/** Least-squares slope of y on x (0 for fewer than two distinct x). */
export function olsSlope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  return sxx > 0 ? sxy / sxx : 0;
}

/**
 * Gumbel with a linear trend in its location: `perYear` (°C a year) the least-squares slope of the annual maxima,
 * `fit` the Gumbel of the maxima with that trend removed, located at `centreYear` (the years' mean).
 */
export function trendGumbel(
  maxima: readonly { year: number; max: number }[],
): { fit: Gumbel; perYear: number; centreYear: number } | undefined {
  const perYear = olsSlope(maxima.map((m) => ({ x: m.year, y: m.max })));
  const centreYear = maxima.reduce((s, m) => s + m.year, 0) / Math.max(1, maxima.length);
  const fit = hotDayGumbel(maxima.map((m) => m.max - perYear * (m.year - centreYear)));
  return fit ? { fit, perYear, centreYear } : undefined;
}

/** The Gumbel's location moved by `shiftC` (the scale kept). */
export const movedGumbel = (g: Gumbel, shiftC: number): Gumbel => ({ ...g, location: g.location + shiftC });
