// Drought's climatology from a daily history (ERA5, or the CMIP6 baseline): the 90-day water balances, their SPEI fits
// by time of year, each day's SPEI, the persistence between seasons, and the US Drought Monitor disruption of a day of
// drought. docs/methodology/drought.md.
import { dateOfNo, dayNo, dayOfYear } from '../../shared/day-of-year.js';
import { isNum } from '../../shared/math.js';
import { daysFromTable } from '../../science/disruption-days.js';
import { fitSpei, spei, type SpeiFit } from './spei.js';
import { fitPersistence, type Persistence } from './spei-persistence.js';

/** Constants of the climatology, each with its source in docs/methodology/drought.md. */
export const DROUGHT_CLIMATE = {
  /** SPEI-3: 90-day accumulation, the agricultural-drought scale (WMO 2012 SPI user guide; Vicente-Serrano 2010). */
  balanceDays: 90,
  /** Days either side of the target date whose 90-day balances form its climatology. */
  seasonMarginDays: 15,
  /** Seasonal fits are computed every 5 days of the year (the nearest serves each day). */
  fitEveryDays: 5,
  /**
   * Severity per dry season: -SPEI -> risk-scale severity at the US Drought Monitor classes D1 (-0.8), D2 (-1.3),
   * D3 (-1.6), D4 (-2.0): a few hours of restrictions (D1) to about ten days (D4, water emergencies) for a household
   * that does not farm. A farming household carries about a decade more (a share of the season's income).
   */
  severityTable: [
    [0.8, 10],
    [1.3, 20],
    [1.6, 30],
    [2.0, 40],
  ] as const,
} as const;

/** The SPEI of the mildest damaging class (US Drought Monitor D1): every day at or below it counts toward the disruption. */
export const D1_SPEI = -DROUGHT_CLIMATE.severityTable[0][0];

export const balance = (d: { precipMm: number | null; et0Mm: number | null }) =>
  isNum(d.precipMm) && isNum(d.et0Mm) ? d.precipMm - d.et0Mm : null;

/** Disruption-days of a dry season at SPEI z (0 above D1). */
export const droughtSeasonDays = (z: number): number => (z <= D1_SPEI ? daysFromTable(-z, DROUGHT_CLIMATE.severityTable) : 0);

// The table's rows as numbers, for the day-by-day sums (called for every dry day of every path: no generic table walk).
const ROWS = DROUGHT_CLIMATE.severityTable;
const [X0, S0] = ROWS[0];
const [X1, S1] = ROWS[1];
const [X2, S2] = ROWS[2];
const [X3, S3] = ROWS[3];
const segment = (x: number, xa: number, sa: number, xb: number, sb: number) => sa + ((sb - sa) * (x - xa)) / (xb - xa);

/** A day at SPEI z carries 1/90 of its season's disruption: a 90-day run at one class is one season at that class. */
export function droughtDayDays(z: number): number {
  const x = -z;
  if (!(x >= X0)) return 0;
  const sev = x <= X1 ? segment(x, X0, S0, X1, S1) : x <= X2 ? segment(x, X1, S1, X2, S2) : x <= X3 ? segment(x, X2, S2, X3, S3) : S3;
  return 10 ** (sev / 20 - 1) / DROUGHT_CLIMATE.balanceDays;
}

/** Daily balances of a sorted daily series, and their running 90-day sums (null while a window lacks days). */
export function ninetyDaySums(
  rows: readonly { date: string; precipMm: number | null; et0Mm: number | null }[],
): { date: string; sum: number | null }[] {
  const n = DROUGHT_CLIMATE.balanceDays;
  const out: { date: string; sum: number | null }[] = [];
  let s = 0;
  let missing = 0;
  const b = rows.map(balance);
  for (let i = 0; i < rows.length; i++) {
    if (b[i] === null) missing++;
    else s += b[i]!;
    if (i >= n) {
      if (b[i - n] === null) missing--;
      else s -= b[i - n]!;
    }
    // Up to 5 % of the days may be missing; the sum is scaled up to 90 days.
    out.push({ date: rows[i]!.date, sum: i >= n - 1 && missing <= n * 0.05 ? (s * n) / (n - missing) : null });
  }
  return out;
}

/** Each row's day of year, read once (the 73 seasonal fits each scan every row). */
export function daysOfYear(rows: readonly { date: string }[]): Int16Array {
  const out = new Int16Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = dayOfYear(rows[i]!.date);
  return out;
}

/** The SPEI fit for sums ending within ±margin days of a day of the year. */
export function seasonalFit(
  sums: readonly { date: string; sum: number | null }[],
  doy: number,
  doys: ArrayLike<number> = daysOfYear(sums),
): SpeiFit | undefined {
  const vals: number[] = [];
  for (let i = 0; i < sums.length; i++) {
    const s = sums[i]!;
    if (s.sum === null) continue;
    const off = Math.abs(doys[i]! - doy);
    if (Math.min(off, 365 - off) <= DROUGHT_CLIMATE.seasonMarginDays) vals.push(s.sum);
  }
  return fitSpei(vals);
}

/** The history's SPEI by time of year: fits every few days, each history day's SPEI, the persistence between seasons. */
export interface DroughtClimate {
  /** The fit serving a day of the year (the nearest of the 5-day grid). */
  fitAt(doy: number): SpeiFit | undefined;
  /** Each history day's 90-day balance and SPEI (null where unknown), by the history's day numbers. */
  sumByNo: Map<number, number>;
  zByNo: Map<number, number>;
  /** Every history day's SPEI, ascending. */
  sortedZ: Float64Array;
  /** First and last day numbers of the history, and its length in whole years. */
  firstNo: number;
  lastNo: number;
  years: number;
  persistence: Persistence | undefined;
}

/** The climatology of a sorted daily history (undefined for an empty one). */
export function droughtClimate(
  rows: readonly { date: string; precipMm: number | null; et0Mm: number | null }[],
): DroughtClimate | undefined {
  if (rows.length === 0) return undefined;
  const c = DROUGHT_CLIMATE;
  const sums = ninetyDaySums(rows);
  const fits = new Map<number, SpeiFit | undefined>();
  const doys = daysOfYear(sums);
  for (let d = 0; d < 365; d += c.fitEveryDays) fits.set(d, seasonalFit(sums, d, doys));
  const fitAt = (doy: number) => fits.get((Math.round(doy / c.fitEveryDays) * c.fitEveryDays) % 365) ?? fits.get(0);
  const sumByNo = new Map<number, number>();
  const zByNo = new Map<number, number>();
  const z = sums.map((s, i) => {
    if (s.sum === null) return null;
    const f = fitAt(doys[i]!);
    if (!f) return null;
    const n = dayNo(s.date);
    const v = spei(f, s.sum);
    sumByNo.set(n, s.sum);
    zByNo.set(n, v);
    return v;
  });
  const firstNo = dayNo(rows[0]!.date);
  const lastNo = dayNo(rows.at(-1)!.date);
  return {
    fitAt,
    sumByNo,
    zByNo,
    sortedZ: Float64Array.from(zByNo.values()).sort(),
    firstNo,
    lastNo,
    years: Math.max(1, Math.round((lastNo - firstNo + 1) / 365.25)),
    persistence: fitPersistence(z, c.balanceDays),
  };
}

/** Mean disruption-days of one history day whose SPEI is moved by `shift` (a CMIP6 change in SPEI units; 0: as it was). */
export function meanDayDays(climate: DroughtClimate, shift = 0): number {
  const z = climate.sortedZ;
  let s = 0;
  // Ascending: only the driest days count, and they come first.
  for (let i = 0; i < z.length && z[i]! + shift <= D1_SPEI; i++) s += droughtDayDays(z[i]! + shift);
  return z.length ? s / z.length : 0;
}

/** Sums over `days` consecutive days starting within ±margin of the calendar date of `first`, every archive year. */
export function climatologicalSums(
  rows: readonly { date: string; precipMm: number | null; et0Mm: number | null }[],
  first: string,
  days: number,
): number[] {
  if (days <= 0) return [0];
  const index = new Map(rows.map((r, i) => [r.date, i]));
  const b = rows.map(balance);
  const years = [...new Set(rows.map((r) => Number(r.date.slice(0, 4))))];
  const mmdd = first.slice(5) === '02-29' ? '02-28' : first.slice(5);
  const out: number[] = [];
  for (const y of years) {
    for (let s = -DROUGHT_CLIMATE.seasonMarginDays; s <= DROUGHT_CLIMATE.seasonMarginDays; s++) {
      const i0 = index.get(dateOfNo(dayNo(`${y}-${mmdd}`) + s));
      if (i0 === undefined || i0 + days > rows.length) continue;
      let sum = 0;
      let ok = true;
      for (let i = i0; i < i0 + days; i++) {
        if (b[i] === null) {
          ok = false;
          break;
        }
        sum += b[i]!;
      }
      if (ok) out.push(sum);
    }
  }
  return out;
}
