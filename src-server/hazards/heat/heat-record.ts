// The place's heat record: its history (the 10 climatology years) read on the heat table (heat-days.ts), with what the
// windows read from it: the chance that a window of the season holds a damaging heatwave day, the disruption expected
// on each calendar day, the damaging spells' count and size, and the date's 95th percentile of Tmax (a driver).
import { memo } from '../../shared/derived.js';
import { dateOfNo, dayNo, dayOfYear } from '../../shared/day-of-year.js';
import { isNum } from '../../shared/math.js';
import { calendarPercentiles, type CalendarPercentiles } from '../../science/calendar-percentiles.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { dailyMeanTemp, ehf85, ehfFromTerms, percentileOf } from './excess-heat-factor.js';
import { damagingSpells, heatSeries, readSeries, type HeatDayInput, type HeatDays, type HeatReference } from './heat-days.js';

export const RECORD = {
  /** T95: the 95th percentile of every day's mean temperature (Nairn & Fawcett 2015). */
  t95Percentile: 95,
  /** A driver: the date's 95th percentile of Tmax, the day ± 7 days (ETCCDI-style calendar percentile, Zhang et al. 2011). */
  datePercentile: 95,
  dateWindowDays: 15,
  /** Climatological windows start within ± 15 days of the calendar date, in every year. */
  shiftDays: 15,
} as const;

export interface HeatRecord {
  ref: HeatReference;
  /** Consecutive days in date order (a day the history lacks is there with no values). */
  dates: string[];
  /** Each day's maximum temperature (NaN unknown). */
  tmaxC: number[];
  days: HeatDays;
  /** Damaging days before index i (for a window's "any" in one subtraction). */
  damagingBefore: number[];
  /** Years of data the record holds (days with a maximum temperature / 365.25). */
  years: number;
  /** Mean counted disruption-days of each calendar day (0-364), over the day ± 15 days of every year. */
  dailyExpected: number[];
  /** Damaging spells a year, and the disruption-days of one on average. */
  spellsPerYear: number;
  spellDays: number;
  /** Disruption-days of the spell around the record's hottest day (the damaging spells' mean when it had none). */
  hottestSpellDays: number;
  /** The date's 95th percentile of Tmax (a driver: warm for the date, not a heatwave by itself). */
  dateThresholds: CalendarPercentiles;
}

/** The rows as consecutive days from the first to the last (a missing day has no values). */
export function consecutiveDays(rows: readonly HeatDayInput[]): HeatDayInput[] {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length === 0) return [];
  const by = new Map(sorted.map((r) => [r.date, r]));
  const out: HeatDayInput[] = [];
  for (let n = dayNo(sorted[0]!.date); n <= dayNo(sorted.at(-1)!.date); n++) {
    const date = dateOfNo(n);
    out.push(by.get(date) ?? { date, tmaxC: null, tminC: null, rhMinPct: null });
  }
  return out;
}

/** The history's days, consecutive, prepared for reading (memoised per history: a warmer reading reuses them). */
const recordSeries = memo((archive: readonly WeatherDay[]) => heatSeries(consecutiveDays(archive)));

/** The record of a history of at least a year of maximum temperatures; undefined otherwise. */
export const heatRecord = memo(function computeHeatRecord(archive: readonly WeatherDay[]): HeatRecord | undefined {
  if (archive.filter((r) => isNum(r.tmaxC)).length < 365) return undefined;
  const series = recordSeries(archive);
  const rows = series.rows;
  const dmt = rows.map((r) => dailyMeanTemp(r.tmaxC, r.tminC));
  const t95Dmt = percentileOf(dmt, RECORD.t95Percentile);
  if (!isNum(t95Dmt)) return undefined;
  const ref: HeatReference = { t95Dmt, ehf85: ehf85(ehfFromTerms(series, t95Dmt)) };
  const days = readSeries(series, ref);
  const damagingBefore = [0];
  for (let i = 0; i < rows.length; i++) damagingBefore.push(damagingBefore[i]! + days.damaging[i]!);
  // Years of days with a maximum temperature (not calendar years touched: a record may start or end mid-year).
  const years = Math.max(1, rows.filter((r) => isNum(r.tmaxC)).length / 365.25);
  const spells = damagingSpells(days);
  const spellDays = spells.length ? spells.reduce((s, x) => s + x.days, 0) / spells.length : 0;
  return {
    ref,
    dates: rows.map((r) => r.date),
    tmaxC: rows.map((r) => (isNum(r.tmaxC) ? r.tmaxC : Number.NaN)),
    days,
    damagingBefore,
    years,
    dailyExpected: dailyExpectedOf(rows, days.counted),
    spellsPerYear: spells.length / years,
    spellDays,
    hottestSpellDays: hottestSpell(rows, days) || spellDays,
    dateThresholds: calendarPercentiles(
      rows.map((r) => ({ date: r.date, value: r.tmaxC })),
      RECORD.datePercentile,
      RECORD.dateWindowDays,
    ),
  };
});

/** Mean counted disruption of each calendar day over the day ± shiftDays of every year (circular). */
function dailyExpectedOf(rows: readonly HeatDayInput[], counted: readonly number[]): number[] {
  const sum = new Array<number>(365).fill(0);
  const count = new Array<number>(365).fill(0);
  rows.forEach((r, i) => {
    if (!isNum(r.tmaxC)) return;
    const d = dayOfYear(r.date);
    sum[d]! += counted[i]!;
    count[d]!++;
  });
  return sum.map((_, d) => {
    let s = 0;
    let c = 0;
    for (let k = -RECORD.shiftDays; k <= RECORD.shiftDays; k++) {
      const j = (d + k + 365) % 365;
      s += sum[j]!;
      c += count[j]!;
    }
    return c ? s / c : 0;
  });
}

/** Disruption-days of the run of heatwave days around the record's hottest day. */
function hottestSpell(rows: readonly HeatDayInput[], days: HeatDays): number {
  let at = -1;
  rows.forEach((r, i) => {
    if (isNum(r.tmaxC) && (at < 0 || r.tmaxC > rows[at]!.tmaxC!)) at = i;
  });
  if (at < 0) return 0;
  const d = days.disruption;
  let first = at;
  let last = at;
  while (first > 0 && d[first - 1]! > 0) first--;
  while (last < d.length - 1 && d[last + 1]! > 0) last++;
  let sum = 0;
  for (let i = first; i <= last; i++) sum += d[i]!;
  return sum;
}

/** Disruption-days the record expects over `days` days from the calendar date of `first` (the sum of its days' means). */
export function expectedOver(record: HeatRecord, first: string, days: number): number {
  const n = Math.max(0, Math.round(days));
  let s = 0;
  const d0 = dayOfYear(first);
  for (let k = 0; k < n; k++) s += record.dailyExpected[(d0 + k) % 365]!;
  return s;
}

/**
 * Share of the record's windows of `days` days (started within ± 15 days of the calendar date of `first`, in every
 * year) that held a damaging heatwave day: the spells as they happened. 0 for no days; undefined when no window fits.
 */
export function windowChance(record: HeatRecord, first: string, days: number): number | undefined {
  const len = Math.max(0, Math.round(days));
  if (len === 0) return 0;
  const start = dayNo(record.dates[0]!);
  const end = start + record.dates.length;
  const mmdd = first.slice(5, 10) === '02-29' ? '02-28' : first.slice(5, 10);
  let windows = 0;
  let hit = 0;
  for (let y = Number(record.dates[0]!.slice(0, 4)); y <= Number(record.dates.at(-1)!.slice(0, 4)); y++) {
    const anchor = dayNo(`${y}-${mmdd}`);
    for (let s = -RECORD.shiftDays; s <= RECORD.shiftDays; s++) {
      const i0 = anchor + s - start;
      if (i0 < 0 || anchor + s + len > end) continue;
      windows++;
      if (record.damagingBefore[i0 + len]! > record.damagingBefore[i0]!) hit++;
    }
  }
  return windows ? hit / windows : undefined;
}

/**
 * Disruption-days a year the history counts when its temperatures are `shiftC` warmer, read on today's references (a
 * later year of a long window under the CMIP6 run's warming). 0 without a record.
 */
export const annualExpected = memo(function computeAnnualExpected(archive: readonly WeatherDay[], shiftC: number): number {
  const record = heatRecord(archive);
  if (!record) return 0;
  const counted = shiftC === 0 ? record.days.counted : readSeries(recordSeries(archive), record.ref, shiftC).counted;
  return counted.reduce((s, x) => s + x, 0) / record.years;
});
