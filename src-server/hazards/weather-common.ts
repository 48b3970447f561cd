// Shared arithmetic of the weather models: windows, climatology samples, exceedance probabilities, climate shifts, input cleaning.
import { addDays, DAY_MS, utcDay as isoDay } from '../shared/clock.js';
import { clamp, clamp01, mean, nums } from '../shared/math.js';
import { memo } from '../shared/derived.js';
import { dayOfYear } from '../shared/day-of-year.js';
import { jeffreys } from '../science/ensemble.js';
import { normalCdf } from '../science/stats.js';
import { sortedFiniteArray } from '../shared/sort-numbers.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import type { AirHour } from '../sources/open-meteo-air-quality/normalize.js';
import type { ClimateDay } from '../sources/open-meteo-climate/normalize.js';
import type { DischargeDay, DischargeHistoryDay } from '../sources/open-meteo-flood/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';
import type { EnsembleDaily } from '../sources/open-meteo-ensemble/normalize.js';
import { windowDays, type EventWindow } from '../shared/window.js';
import { msg, type Message, type Value } from '../i18n/message.js';

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
export const sortedFinite: (xs: readonly (number | null | undefined)[]) => readonly number[] = memo(sortedFiniteArray);

/**
 * The finite values of one field of `rows` (e.g. every day's tmaxC), memoised per frozen `rows`: cached payloads,
 * `cleanObservations`' series and `seasonal` samples are frozen, so a model reading a column twice pays once.
 */
export const column: <T extends object, K extends keyof T>(rows: readonly T[], key: K) => readonly number[] = memo(
  (rows: readonly Record<string, unknown>[], key: string) => nums(rows.map((r) => r[key] as number | null)),
) as never;

/** P(value >= threshold) for a forecast `value` with a normal error of `sigma`. */
export const exceedance = (value: number, threshold: number, sigma: number): number =>
  clamp01(1 - normalCdf((threshold - value) / Math.max(1e-6, sigma)));

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

/** Forecast rows inside the window (from its first day), with their lead in days; and the days no forecast covers. */
export function forecastInWindow<T extends { date: string }>(
  rows: readonly T[] | undefined,
  w: EventWindow,
): { days: { row: T; lead: number }[]; restDays: number } {
  const today = isoDay(w.start);
  const length = windowDays(w);
  const last = isoDay(addDays(new Date(`${today}T00:00:00Z`), Math.ceil(length) - 1));
  const days = (rows ?? [])
    .filter((r) => r.date >= today && r.date <= last)
    .map((r) => ({ row: r, lead: Math.round((Date.parse(`${r.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS) }));
  return { days, restDays: Math.max(0, length - days.length) };
}

/** Rows before the window's first day (what already happened). */
export const pastRows = <T extends { date: string }>(rows: readonly T[] | undefined, w: EventWindow): T[] => {
  const today = isoDay(w.start);
  return (rows ?? []).filter((r) => r.date < today);
};

/**
 * Climatology days of the same season: window days plus `marginDays` either side; the whole year for windows of a
 * year or more. Memoised per frozen `rows` and (first day of year, length, margin): read-only.
 */
export function seasonal<T extends { date: string }>(rows: readonly T[] | undefined, w: EventWindow, marginDays = 15): readonly T[] {
  const all = rows ?? [];
  const length = windowDays(w);
  if (length >= 365) return all;
  const from = (dayOfYear(isoDay(w.start)) - marginDays + 365) % 365;
  const span = Math.ceil(length) + 2 * marginDays;
  return seasonalRows(all, from, span) as unknown as readonly T[];
}

/** The rows whose day of year lies within `span` days from `from` (wrapping the year). */
const seasonalRows = memo((rows: readonly { date: string }[], from: number, span: number) => {
  const doy = daysOfYear(rows);
  return rows.filter((_, i) => (doy[i]! - from + 365) % 365 <= span);
});

/** Each row's day of year (memoised per frozen rows: every window's seasonal sample reads it). */
export const daysOfYear: (rows: readonly { date: string }[]) => readonly number[] = memo((rows: readonly { date: string }[]) =>
  rows.map((r) => dayOfYear(r.date)),
);

/** How many values are at or above a threshold. */
const countAtLeast = memo((values: readonly number[], threshold: number) => values.filter((v) => v >= threshold).length);

/** Fraction of values at or above a threshold, Jeffreys-smoothed; undefined without values. */
export function freqAtLeast(values: readonly number[], threshold: number): number | undefined {
  if (values.length === 0) return undefined;
  return jeffreys(countAtLeast(values, threshold), values.length);
}

/** CMIP6 change between the run's first decade (before now) and its last (ending at the horizon). */
export function climateChange(
  rows: readonly ClimateDay[] | undefined,
  key: 'tmaxC' | 'precipMm' | 'et0Mm',
): { baseline: number; future: number; years: number } | undefined {
  if (!rows || rows.length === 0) return undefined;
  return climateChangeOf(rows, key);
}

const climateChangeOf = memo(function computeClimateChange(
  rows: readonly ClimateDay[],
  key: 'tmaxC' | 'precipMm' | 'et0Mm',
): { baseline: number; future: number; years: number } | undefined {
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
});

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

/** Share of the window resting on climatology, raised when the climatology itself is a stand-in. */
export const extrapolationFor = (restShare: number, climSource: string): number =>
  Math.min(1, Math.max(0, restShare) + (climSource === 'archive' ? 0 : 0.3));

/** "2016-2025" for the years the rows span, or "no years" when there are none. */
/**
 * Whose past days the members' bias correction maps (weather-sources.ts pastNames): the ensemble's own, or the ECMWF IFS
 * deterministic run's (NASA POWER as the daily history), as a message value in the answer's language.
 */
export const pastValue = (pastName: string | undefined): Message => msg(pastName ? 'weather.pastIfs' : 'weather.pastEnsemble');

const NO_YEARS = 'no years';
/** periodOf as a message value: the years as digits, "no years" in the answer's language. */
export function periodValue(rows: readonly { date: string }[]): Value {
  const p = periodOf(rows);
  return p === NO_YEARS ? msg('weather.noYears') : p;
}

export const periodOf = memo(function computePeriodOf(rows: readonly { date: string }[]): string {
  const years = rows.map((r) => Number(r.date.slice(0, 4))).filter(Number.isFinite);
  if (years.length === 0) return NO_YEARS;
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
});

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

/** A row's copy with its values within bounds; a row already within them is kept as it is (it is frozen, and one
 * copy fewer of ten years of days to collect). */
function cleanRows<T extends object, U extends object>(rows: readonly T[], f: (row: T) => U): readonly U[] {
  return rows.map((row) => {
    const c = f(row);
    const keys = Object.keys(c);
    if (keys.length !== Object.keys(row).length) return c;
    for (const k of keys) if ((c as Record<string, unknown>)[k] !== (row as Record<string, unknown>)[k]) return c;
    return row as unknown as U;
  });
}

const B = PHYSICAL_BOUNDS;
type Bounds = readonly [number, number];

/**
 * A row's cleaner: the `key` field (the day or hour) copied, then each field of `bounds`, in its order, within its
 * bounds. One table a row type instead of one hand-written copy of each field.
 */
function bounded<T extends object>(key: keyof T & string, bounds: Partial<Record<keyof T & string, Bounds>>): (row: T) => T {
  const fields = Object.entries(bounds) as [keyof T & string, Bounds][];
  return (row) => {
    const r = row as Record<string, unknown>;
    const out: Record<string, unknown> = { [key]: r[key] };
    for (const [f, b] of fields) out[f] = within(r[f] as number | null | undefined, b);
    return out as T;
  };
}

const WEATHER_BOUNDS = {
  tmaxC: B.tempC,
  tminC: B.tempC,
  precipMm: B.precipMm,
  windMaxKmh: B.windKmh,
  gustMaxKmh: B.windKmh,
  rhMinPct: B.rhPct,
  et0Mm: B.et0Mm,
} as const;
const cleanWeather = memo((rows: readonly WeatherDay[]) => cleanRows(rows, bounded<WeatherDay>('date', WEATHER_BOUNDS)));
const cleanClimate = memo((rows: readonly ClimateDay[]) =>
  cleanRows(rows, bounded<ClimateDay>('date', { tmaxC: B.tempC, precipMm: B.precipMm, et0Mm: B.et0Mm })),
);
const DISCHARGE_FIELDS = ['q', 'min', 'p25', 'median', 'p75', 'max'] as const;
const cleanDischarge = memo((rows: readonly DischargeDay[]) =>
  cleanRows(rows, bounded<DischargeDay>('date', Object.fromEntries(DISCHARGE_FIELDS.map((f) => [f, B.dischargeM3s])))),
);
const cleanDischargeHistory = memo((rows: readonly DischargeHistoryDay[]) =>
  cleanRows(rows, bounded<DischargeHistoryDay>('date', { q: B.dischargeM3s })),
);
const cleanAir = memo((rows: readonly AirHour[]) => cleanRows(rows, bounded<AirHour>('time', { pm25: B.pm25, usAqi: B.aqi })));

/**
 * Every model starts here: out-of-range and non-finite numbers become null, so no input can reach NaN or Infinity.
 * Each cleaned series is memoised per payload (and frozen): every hazard of every question about the cell shares it.
 */
export function cleanObservations(o: WeatherObservations): WeatherObservations {
  return {
    forecast: o.forecast && cleanWeather(o.forecast),
    archive: o.archive && cleanWeather(o.archive),
    climate: o.climate && cleanClimate(o.climate),
    discharge: o.discharge && cleanDischarge(o.discharge),
    dischargeHistory: o.dischargeHistory && cleanDischargeHistory(o.dischargeHistory),
    air: o.air && cleanAir(o.air),
    eonet: o.eonet,
  };
}

/** The same physical bounds on every member of a daily ensemble (out-of-range values become null). */
export function cleanEnsemble(e: EnsembleDaily | undefined): EnsembleDaily | undefined {
  return e && cleanEnsembleOf(e);
}

const cleanEnsembleOf = memo(function computeCleanEnsemble(e: EnsembleDaily): EnsembleDaily {
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
});
