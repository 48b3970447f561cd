// Shared arithmetic of the weather models: windows, climatology samples, exceedance probabilities, climate shifts, input cleaning.
import { addDays, DAY_MS, utcDay as isoDay } from '../shared/clock.js';
import { clamp, clamp01, mean, nums } from '../shared/math.js';
import { derive, isMemoisable } from '../sources/derived.js';
import { dayOfYearDigits } from '../shared/day-of-year.js';
import { sortedFiniteArray } from '../shared/sort-numbers.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import type { AirHour } from '../sources/open-meteo-air-quality/normalize.js';
import type { ClimateDay } from '../sources/open-meteo-climate/normalize.js';
import type { DischargeDay, DischargeHistoryDay } from '../sources/open-meteo-flood/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';
import type { EnsembleDaily } from '../sources/open-meteo-ensemble/normalize.js';
import { windowDays, type ForecastWindow } from './window.js';
import { msg, type Value } from '../i18n/message.js';

/** What the weather models read. A field is undefined when its source did not answer (or was not asked). */
export interface WeatherObservations {
  /** Open-Meteo Forecast: the last 92 days and the next 16. */
  forecast?: readonly WeatherDay[];
  /** Open-Meteo Historical Weather: the climatology years. */
  archive?: readonly WeatherDay[];
  /** Open-Meteo Climate: one CMIP6 run from the baseline decade to the horizon. */
  climate?: readonly ClimateDay[];
  /** Open-Meteo Flood: GloFAS ensemble forecast. */
  discharge?: readonly DischargeDay[];
  /** Open-Meteo Flood: GloFAS reanalysis history. */
  dischargeHistory?: readonly DischargeHistoryDay[];
  /** Open-Meteo Air Quality: hourly PM2.5 and US AQI, past 92 days and the next 7. */
  air?: readonly AirHour[];
  /** NASA EONET: events of the hazard's category near the place over the catalogue years. */
  eonet?: readonly EonetEvent[];
}


/** The finite values, ascending (memoised for a frozen input: a payload column or another derived value). */
export const sortedFinite = (xs: readonly (number | null | undefined)[]): readonly number[] =>
  isMemoisable(xs) ? derive(xs, 'sortedFinite', () => sortedFiniteArray(xs)) : sortedFiniteArray(xs);

/**
 * The finite values of one field of `rows` (e.g. every day's tmaxC), memoised per frozen `rows`: cached payloads,
 * `cleanObservations`' series and `seasonal` samples are frozen, so a model reading a column twice pays once.
 */
export function column<T extends object, K extends keyof T>(rows: readonly T[], key: K): readonly number[] {
  return derive(rows, ['column', String(key)], () => nums(rows.map((r) => r[key] as unknown as number | null)));
}

/** Linear-interpolated percentile (q in 0-100) of the finite values; undefined for none. */
export function percentile(xs: readonly number[], q: number): number | undefined {
  const s = sortedFinite(xs);
  if (s.length === 0) return undefined;
  const pos = (clamp(q, 0, 100) / 100) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(s.length - 1, lo + 1);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

/** Standard normal CDF (Abramowitz & Stegun 26.2.17, |error| < 7.5e-8). */
export function normalCdf(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? 0.5 : z > 0 ? 1 : 0;
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z > 0 ? 1 - p : p;
}

/** P(value >= threshold) for a forecast `value` with a normal error of `sigma`. */
export const exceedance = (value: number, threshold: number, sigma: number): number =>
  clamp01(1 - normalCdf((threshold - value) / Math.max(1e-6, sigma)));

/** Jeffreys estimate of a frequency: (k + 0.5) / (n + 1), never exactly 0 or 1. */
export const jeffreys = (k: number, n: number): number => (k + 0.5) / (Math.max(0, n) + 1);

/**
 * P(at least one day qualifies) from daily probabilities, with runs of `decorrelationDays` days counted as one
 * independent trial (hot, windy or polluted days come in spells): 1 - prod(1 - p_d)^(1/k).
 */
export function anyDay(probs: readonly number[], decorrelationDays: number): number {
  let logSurvival = 0;
  for (const p of probs) logSurvival += Math.log(1 - clamp(p, 0, 1 - 1e-12));
  return clamp01(1 - Math.exp(logSurvival / Math.max(1, decorrelationDays)));
}

/** The same over `days` days that each qualify with the climatological probability `pDay`. */
export const climWindow = (pDay: number, days: number, decorrelationDays: number): number =>
  days <= 0 ? 0 : clamp01(1 - (1 - clamp(pDay, 0, 1 - 1e-12)) ** (days / Math.max(1, decorrelationDays)));

/**
 * Share of climatological windows (length L days, started at every day within ±shift days of a calendar date, in
 * every year) that held an event, Jeffreys-smoothed over the number of independent windows the sample holds:
 * each year spans 2·shift + L days, i.e. (2·shift + L)/L non-overlapping windows.
 */
export function smoothedWindowShare(withEvent: number, windows: number, years: number, shiftDays: number, lengthDays: number): number {
  if (!(windows > 0)) return jeffreys(0, 0);
  const nEff = Math.max(1, Math.min(windows, (years * (2 * shiftDays + lengthDays)) / Math.max(1, lengthDays)));
  return ((withEvent / windows) * nEff + 0.5) / (nEff + 1);
}

/** Union of independent chances. */
export const union = (...ps: number[]): number => clamp01(1 - ps.reduce((s, p) => s * (1 - clamp01(p)), 1));


export interface Window {
  days: number;
  start: Date;
  end: Date;
  /** YYYY-MM-DD of the first day (UTC). */
  today: string;
}

/** The model context's window with its length in days and its first day. */
export function windowOf(w: ForecastWindow): Window {
  return { days: windowDays(w), start: w.start, end: w.end, today: isoDay(w.start) };
}

/** Forecast rows inside the window (today onwards), with their lead in days; and the days no forecast covers. */
export function forecastInWindow<T extends { date: string }>(rows: readonly T[] | undefined, w: Window): { days: { row: T; lead: number }[]; restDays: number } {
  const last = isoDay(addDays(new Date(`${w.today}T00:00:00Z`), Math.ceil(w.days) - 1));
  const days = (rows ?? [])
    .filter((r) => r.date >= w.today && r.date <= last)
    .map((r) => ({ row: r, lead: Math.round((Date.parse(`${r.date}T00:00:00Z`) - Date.parse(`${w.today}T00:00:00Z`)) / DAY_MS) }));
  return { days, restDays: Math.max(0, w.days - days.length) };
}

/** Rows before today (what already happened). */
export const pastRows = <T extends { date: string }>(rows: readonly T[] | undefined, w: Window): T[] => (rows ?? []).filter((r) => r.date < w.today);

/** Day of year 0-364 ignoring leap days (29 Feb counts as 1 March). */
export function dayOfYear(date: string): number {
  const fast = dayOfYearDigits(date);
  if (fast !== undefined) return fast;
  const m = Number(date.slice(5, 7)) - 1;
  const d = Number(date.slice(8, 10));
  if (!Number.isFinite(m) || !Number.isFinite(d)) return 0;
  return Math.round((Date.UTC(2001, m, d) - Date.UTC(2001, 0, 1)) / DAY_MS) % 365;
}

/**
 * Climatology days of the same season: window days plus `marginDays` either side; the whole year for windows of a
 * year or more. Memoised per frozen `rows` and (first day of year, length, margin): read-only.
 */
export function seasonal<T extends { date: string }>(rows: readonly T[] | undefined, w: Window, marginDays = 15): readonly T[] {
  const all = rows ?? [];
  if (w.days >= 365) return all;
  const from = (dayOfYear(w.today) - marginDays + 365) % 365;
  const span = Math.ceil(w.days) + 2 * marginDays;
  return derive(rows, ['seasonal', from, span], () => {
    const doy = daysOfYear(all);
    return all.filter((_, i) => (doy[i]! - from + 365) % 365 <= span);
  });
}

/** Each row's day of year (memoised per frozen rows: every window's seasonal sample reads it). */
export function daysOfYear(rows: readonly { date: string }[]): readonly number[] {
  return derive(rows, 'daysOfYear', () => rows.map((r) => dayOfYear(r.date)));
}

/** Fraction of values at or above a threshold, Jeffreys-smoothed; undefined without values. */
export function freqAtLeast(values: readonly number[], threshold: number): number | undefined {
  if (values.length === 0) return undefined;
  return jeffreys(derive(values, ['countAtLeast', threshold], () => values.filter((v) => v >= threshold).length), values.length);
}

/** CMIP6 change between the run's first decade (before now) and its last (ending at the horizon). */
export function climateChange(rows: readonly ClimateDay[] | undefined, key: 'tmaxC' | 'precipMm' | 'et0Mm'): { baseline: number; future: number; years: number } | undefined {
  if (!rows || rows.length === 0) return undefined;
  return derive(rows, ['climateChange', key], () => computeClimateChange(rows, key));
}

function computeClimateChange(rows: readonly ClimateDay[], key: 'tmaxC' | 'precipMm' | 'et0Mm'): { baseline: number; future: number; years: number } | undefined {
  const years = rows.map((r) => Number(r.date.slice(0, 4))).filter(Number.isFinite);
  if (years.length === 0) return undefined;
  const first = Math.min(...years);
  const last = Math.max(...years);
  if (last - first < 11) return undefined;
  const baseline = mean(nums(rows.filter((r) => Number(r.date.slice(0, 4)) < first + 10).map((r) => r[key])));
  const future = mean(nums(rows.filter((r) => Number(r.date.slice(0, 4)) > last - 10).map((r) => r[key])));
  if (baseline === undefined || future === undefined) return undefined;
  // Centres of the two decades are (last - first - 9) years apart.
  return { baseline, future, years: last - first - 9 };
}

/**
 * Mean shift over the window, relative to the baseline decade, assuming a linear trend between the two
 * decades' centres: trend per year x (years from the baseline centre to the window's middle).
 */
export function windowShift(change: { baseline: number; future: number; years: number } | undefined, windowYears: number): number {
  if (!change || change.years <= 0) return 0;
  const perYear = (change.future - change.baseline) / change.years;
  return perYear * (5 + windowYears / 2);
}

/** The climatology sample a model uses: the archive, else the CMIP6 baseline, else the forecast's own past days. */
export function climatologySample(obs: WeatherObservations): { rows: readonly WeatherDay[]; source: 'archive' | 'forecast-past' | 'none' } {
  if (obs.archive && obs.archive.length > 0) return { rows: obs.archive, source: 'archive' };
  if (obs.forecast && obs.forecast.length > 0) return { rows: obs.forecast, source: 'forecast-past' };
  return { rows: [], source: 'none' };
}

export const fmt = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
export const pct = (p: number) => `${fmt(clamp01(p) * 100, p < 0.01 ? 1 : 0)}%`;

/** Share of the window resting on climatology, raised when the climatology itself is a stand-in. */
export const extrapolationFor = (restShare: number, climSource: string): number =>
  Math.min(1, Math.max(0, restShare) + (climSource === 'archive' ? 0 : 0.3));

/** "2016-2025" for the years the rows span, or "no years" when there are none. */
export function periodOf(rows: readonly { date: string }[]): string {
  return derive(rows, 'periodOf', () => computePeriodOf(rows));
}

const NO_YEARS = 'no years';
/** periodOf as a message value: the years as digits, "no years" in the answer's language. */
export function periodValue(rows: readonly { date: string }[]): Value {
  const p = periodOf(rows);
  return p === NO_YEARS ? msg('weather.noYears') : p;
}

function computePeriodOf(rows: readonly { date: string }[]): string {
  const years = rows.map((r) => Number(r.date.slice(0, 4))).filter(Number.isFinite);
  if (years.length === 0) return NO_YEARS;
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

/** Physical bounds: values outside them (sensor or decoding garbage) are treated as missing. */
export const PHYSICAL_BOUNDS = {
  tempC: [-95, 75],
  precipMm: [0, 2500],
  windKmh: [0, 500],
  rhPct: [0, 100],
  et0Mm: [0, 50],
  dischargeM3s: [0, 1e6],
  pm25: [0, 5000],
  aqi: [0, 1000],
} as const;

const within = (x: number | null | undefined, [lo, hi]: readonly [number, number]): number | null =>
  typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi ? x : null;

/**
 * Every model starts here: out-of-range and non-finite numbers become null, so no input can reach NaN or Infinity.
 * Each cleaned series is memoised per payload (and frozen): every hazard of every question about the cell shares it.
 */
export function cleanObservations(o: WeatherObservations): WeatherObservations {
  const b = PHYSICAL_BOUNDS;
  const day = (d: WeatherDay): WeatherDay => ({
    date: d.date,
    tmaxC: within(d.tmaxC, b.tempC),
    tminC: within(d.tminC, b.tempC),
    precipMm: within(d.precipMm, b.precipMm),
    windMaxKmh: within(d.windMaxKmh, b.windKmh),
    gustMaxKmh: within(d.gustMaxKmh, b.windKmh),
    rhMinPct: within(d.rhMinPct, b.rhPct),
    et0Mm: within(d.et0Mm, b.et0Mm),
  });
  // A row already within bounds is kept as it is (it is frozen, and one copy fewer of ten years of days to collect).
  const clean = <T extends object, U extends object>(rows: readonly T[] | undefined, name: string, f: (row: T) => U): readonly U[] | undefined =>
    rows &&
    derive(rows, ['clean', name], () =>
      rows.map((row) => {
        const c = f(row);
        const keys = Object.keys(c);
        if (keys.length !== Object.keys(row).length) return c;
        for (const k of keys) if ((c as Record<string, unknown>)[k] !== (row as Record<string, unknown>)[k]) return c;
        return row as unknown as U;
      }),
    );
  return {
    forecast: clean(o.forecast, 'weather', day),
    archive: clean(o.archive, 'weather', day),
    climate: clean(o.climate, 'climate', (d) => ({ date: d.date, tmaxC: within(d.tmaxC, b.tempC), precipMm: within(d.precipMm, b.precipMm), et0Mm: within(d.et0Mm, b.et0Mm) })),
    discharge: clean(o.discharge, 'discharge', (d) => ({
      date: d.date,
      q: within(d.q, b.dischargeM3s),
      min: within(d.min, b.dischargeM3s),
      p25: within(d.p25, b.dischargeM3s),
      median: within(d.median, b.dischargeM3s),
      p75: within(d.p75, b.dischargeM3s),
      max: within(d.max, b.dischargeM3s),
    })),
    dischargeHistory: clean(o.dischargeHistory, 'dischargeHistory', (d) => ({ date: d.date, q: within(d.q, b.dischargeM3s) })),
    air: clean(o.air, 'air', (h) => ({ time: h.time, pm25: within(h.pm25, b.pm25), usAqi: within(h.usAqi, b.aqi) })),
    eonet: o.eonet,
  };
}

/** The same physical bounds on every member of a daily ensemble (out-of-range values become null). */
export function cleanEnsemble(e: EnsembleDaily | undefined): EnsembleDaily | undefined {
  if (!e) return e;
  return derive(e, 'clean:ensemble', () => computeCleanEnsemble(e));
}

function computeCleanEnsemble(e: EnsembleDaily): EnsembleDaily {
  const b = PHYSICAL_BOUNDS;
  return {
    model: e.model,
    dates: e.dates,
    members: e.members.map((m) => ({
      member: m.member,
      days: m.days.map((d) => ({
        date: d.date,
        tmaxC: within(d.tmaxC, b.tempC),
        tminC: within(d.tminC, b.tempC),
        tmeanC: within(d.tmeanC, b.tempC),
        precipMm: within(d.precipMm, b.precipMm),
        windMaxKmh: within(d.windMaxKmh, b.windKmh),
        windMeanKmh: within(d.windMeanKmh, b.windKmh),
        gustMaxKmh: within(d.gustMaxKmh, b.windKmh),
        rhMinPct: within(d.rhMinPct, b.rhPct),
        rhMeanPct: within(d.rhMeanPct, b.rhPct),
        rhMaxPct: within(d.rhMaxPct, b.rhPct),
        et0Mm: within(d.et0Mm, b.et0Mm),
      })),
    })),
  };
}
