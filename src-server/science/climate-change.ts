// How often an extreme happens later in a CMIP6 run compared with its first decade: a probability ratio.
//
// The run's own first decade (the decade before now) sets the threshold: its q-th percentile of a daily index. The
// ratio of the frequency of days above that threshold in a later decade to the first decade's is the model's change in
// the rate of such days; it scales today's rate of the rarer local event (the "probability ratio" of extreme-event
// attribution, Fischer & Knutti 2015, Nature Climate Change 5, 560-564, who use exceedances of the present-day 99.9th
// percentile of daily values). Taking the ratio within one run cancels the model's own bias. It assumes the rate of
// rarer events changes like the rate of the 99th-percentile days (a stated limit).
import { percentile } from './stats.js';

export interface DailyIndex {
  date: string;
  value: number | null;
}

export interface FrequencyChange {
  /** Frequency of days above the threshold in the first decade (by construction about 1 - q/100). */
  baseline: number;
  /** Ratio future / baseline for each later year (linear trend fitted across the run's decades). */
  ratioAt: (year: number) => number;
  /** The threshold (the first decade's percentile) and the ratio in the last decade, for drivers. */
  threshold: number;
  lastDecadeRatio: number;
  firstYear: number;
  lastYear: number;
}

const yearOf = (d: string) => Number(d.slice(0, 4));

/**
 * Frequency ratio of days above the first decade's q-th percentile (default 99), decade by decade, with a least-squares
 * line through the decades' ratios (centred years) so a window can take the value of its own years.
 */
export function frequencyChange(rows: readonly DailyIndex[] | undefined, q = 99): FrequencyChange | undefined {
  if (!rows || rows.length === 0) return undefined;
  const vals = rows.filter((r) => typeof r.value === 'number' && Number.isFinite(r.value)) as { date: string; value: number }[];
  if (vals.length === 0) return undefined;
  const firstYear = Math.min(...vals.map((r) => yearOf(r.date)));
  const lastYear = Math.max(...vals.map((r) => yearOf(r.date)));
  if (lastYear - firstYear < 19) return undefined; // two decades at least
  const base = vals.filter((r) => yearOf(r.date) < firstYear + 10);
  const threshold = percentile(
    base.map((r) => r.value),
    q,
  );
  if (threshold === undefined) return undefined;
  const freq = (xs: { value: number }[]) => (xs.length ? xs.filter((r) => r.value > threshold).length / xs.length : 0);
  const baseline = freq(base);
  if (!(baseline > 0)) return undefined;
  // Decade by decade: (centre year, ratio).
  const points: [number, number][] = [];
  for (let y0 = firstYear; y0 + 9 <= lastYear; y0 += 10) {
    const dec = vals.filter((r) => yearOf(r.date) >= y0 && yearOf(r.date) < y0 + 10);
    if (dec.length < 3000) continue;
    points.push([y0 + 4.5, freq(dec) / baseline]);
  }
  // The last (possibly partial, at least 5 years) stretch counts too.
  const tailStart = firstYear + 10 * Math.floor((lastYear - firstYear + 1) / 10);
  const tail = vals.filter((r) => yearOf(r.date) >= tailStart);
  if (lastYear - tailStart >= 4 && tail.length > 1500) points.push([(tailStart + lastYear) / 2, freq(tail) / baseline]);
  if (points.length < 2) return undefined;
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  const sxx = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  const slope = sxx > 0 ? points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) / sxx : 0;
  // The first decade's ratio is 1 by definition: the line is anchored there, with the slope of the fit.
  const anchor = firstYear + 4.5;
  const ratioAt = (year: number) => Math.max(0, 1 + slope * (year - anchor));
  return { baseline, ratioAt, threshold, lastDecadeRatio: points.at(-1)![1], firstYear, lastYear };
}

/**
 * Annual exceedance probability of an event in a given year when its rate scales by `ratio`:
 * 1 - (1 - p)^ratio (Poisson rates scale; p stays in [0, 1]).
 */
export const scaledAnnualProbability = (p: number, ratio: number) => 1 - (1 - Math.min(1 - 1e-12, Math.max(0, p))) ** Math.max(0, ratio);

/** Mean annual probability over the window's years (each year scaled by the change at that year). */
export function meanAnnualProbability(p: number, change: FrequencyChange | undefined, fromYear: number, toYear: number): number {
  if (!change) return p;
  let s = 0;
  let n = 0;
  for (let y = fromYear; y <= toYear; y++) {
    s += scaledAnnualProbability(p, change.ratioAt(y));
    n++;
  }
  return n ? s / n : p;
}
