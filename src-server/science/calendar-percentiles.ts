// Calendar-day percentiles of a daily climatology: for each day of the year, the q-th percentile of the values
// of that calendar day and its neighbours (a centred window) over all years, as in the ETCCDI percentile
// indices (TX90p etc.; Zhang, X. et al. 2011, WIREs Clim. Change 2, 851-870, which use a 5-day window; the
// heat event here uses 15 days, SCIENCE.md "Heat").

import { dayOfYear } from '../shared/day-of-year.js';
import { percentileInPlace } from '../shared/sort-numbers.js';

export interface CalendarPercentiles {
  q: number;
  windowDays: number;
  /** 365 values (NaN where no value fell in the window). */
  byDay: number[];
  /** Values behind each day's percentile (years x window days, when complete). */
  samplesPerDay: number[];
  at(date: string): number;
}

function percentileSorted(s: ArrayLike<number>, q: number): number {
  if (s.length === 0) return Number.NaN;
  const pos = (q / 100) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(s.length - 1, lo + 1);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** q in 0-100; `windowDays` odd (15 = the day and 7 either side). */
export function calendarPercentiles(
  rows: readonly { date: string; value: number | null }[],
  q: number,
  windowDays = 15,
): CalendarPercentiles {
  const half = Math.floor(windowDays / 2);
  const buckets: number[][] = Array.from({ length: 365 }, () => []);
  for (const r of rows) if (typeof r.value === 'number' && Number.isFinite(r.value)) buckets[dayOfYear(r.date)]!.push(r.value);
  const byDay: number[] = [];
  const samplesPerDay: number[] = [];
  // Each day's window gathered in one reused typed buffer, its percentile found by selection instead of a sort: the
  // same number as the sorted window gives (shared/sort-numbers.ts percentileInPlace).
  let size = 0;
  for (const b of buckets) size = Math.max(size, b.length);
  const buf = new Float64Array(size * (2 * half + 1));
  for (let d = 0; d < 365; d++) {
    let n = 0;
    for (let k = -half; k <= half; k++) {
      const b = buckets[(d + k + 365) % 365]!;
      for (let i = 0; i < b.length; i++) buf[n++] = b[i]!;
    }
    // Selection where q is a percentile (0-100): the same number as the sorted window's (shared/sort-numbers.ts).
    byDay.push(n > 0 && q >= 0 && q <= 100 ? percentileInPlace(buf, n, q) : percentileSorted(buf.subarray(0, n).sort(), q));
    samplesPerDay.push(n);
  }
  return { q, windowDays, byDay, samplesPerDay, at: (date: string) => byDay[dayOfYear(date)]! };
}
