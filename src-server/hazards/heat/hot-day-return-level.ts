// Return levels of the hottest day of the year: Gumbel (EV1) fitted to annual maxima by L-moments, and the
// change in the yearly chance of today's T-year hot day under a CMIP6 run's change of its own annual maxima.
//
// - Hosking, J. R. M. (1990). L-moments. J. R. Statist. Soc. B 52, 105-124 (unbiased PWMs b0, b1).
// - Gumbel by L-moments: scale = l2 / ln 2, location = l1 - 0.5772 scale (Hosking & Wallis 1997, Regional
//   Frequency Analysis, Cambridge UP, appendix A.9). T-year level: location - scale ln(-ln(1 - 1/T)).
// - The change in frequency of a fixed level from the model's own distributions (the model's bias cancels):
//   e.g. Fischer, E. M., Knutti, R. (2015), Nature Clim. Change 5, 560-564 (probability ratios of hot extremes).

export interface Gumbel {
  location: number;
  scale: number;
  years: number;
}

const EULER_GAMMA = 0.5772156649015329;

/** Gumbel fitted by L-moments to annual maxima (at least 5 years); undefined otherwise. */
export function fitGumbel(maxima: readonly number[]): Gumbel | undefined {
  const x = maxima.filter(Number.isFinite).sort((a, b) => a - b);
  const n = x.length;
  if (n < 5) return undefined;
  let b0 = 0;
  let b1 = 0;
  for (let i = 0; i < n; i++) {
    b0 += x[i]!;
    b1 += (i / (n - 1)) * x[i]!;
  }
  b0 /= n;
  b1 /= n;
  const l2 = 2 * b1 - b0;
  if (!(l2 > 0)) return undefined;
  const scale = l2 / Math.LN2;
  return { location: b0 - EULER_GAMMA * scale, scale, years: n };
}

/** Level exceeded on average once in T years. */
export const returnLevel = (g: Gumbel, years: number): number => g.location - g.scale * Math.log(-Math.log(1 - 1 / years));

/** Yearly chance that the annual maximum reaches `level`. */
export const yearlyExceedance = (g: Gumbel, level: number): number => 1 - Math.exp(-Math.exp(-(level - g.location) / g.scale));

/** Annual maxima of complete years (at least `minDays` values) of a daily series. */
export function annualMaxima(
  rows: readonly { date: string; value: number | null }[],
  minDays = 300,
): { year: number; max: number; date: string }[] {
  const by = new Map<number, { max: number; date: string; n: number }>();
  for (const r of rows) {
    if (typeof r.value !== 'number' || !Number.isFinite(r.value)) continue;
    const y = Number(r.date.slice(0, 4));
    const cur = by.get(y);
    if (!cur) by.set(y, { max: r.value, date: r.date, n: 1 });
    else {
      cur.n++;
      if (r.value > cur.max) {
        cur.max = r.value;
        cur.date = r.date;
      }
    }
  }
  return [...by.entries()]
    .filter(([, v]) => v.n >= minDays)
    .sort(([a], [b]) => a - b)
    .map(([year, v]) => ({ year, max: v.max, date: v.date }));
}

/**
 * The observed fit in another year: its location moved by the model's change in location, linear in time between
 * the centres of the model's baseline and future decades. The scale is kept: a Gumbel scale from ten annual
 * maxima has a sampling error of about a quarter of itself (Hosking & Wallis 1997), too noisy to difference.
 */
export function shiftedGumbel(
  observed: Gumbel,
  modelBase: Gumbel,
  modelFuture: Gumbel,
  yearsApart: number,
  yearsFromBaseCentre: number,
): Gumbel {
  const f = yearsApart > 0 ? yearsFromBaseCentre / yearsApart : 0;
  return { location: observed.location + (modelFuture.location - modelBase.location) * f, scale: observed.scale, years: observed.years };
}
