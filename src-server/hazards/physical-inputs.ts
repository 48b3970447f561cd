// What the physical flood, storm and wildfire forecasts read, and the helpers they share (windows, horizons, CMIP6).
import { DAY_MS } from '../shared/clock.js';
import type { Horizon } from '../contracts/enums.js';
import { daysFromSeverity, severityFromDays } from '../forecast/risk-score.js';
import type { ModelResult } from './types.js';
import { derive } from '../sources/derived.js';
import { returnLevelsOfRows } from '../science/return-levels.js';
import type { ForecastEvent, Place } from '../contracts/risk.js';
import { frequencyChange, meanAnnualProbability, type FrequencyChange } from '../science/climate-change.js';
import { dateOfDay, dayWindow, windowDays, type DayWindow, type MemberSeries } from '../science/ensemble.js';
import type { Calibration } from '../science/recalibration.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import type { Era5Day, Era5SnowDay } from '../sources/open-meteo-archive/client.js';
import type { ClimatePhysicalDay } from '../sources/open-meteo-climate/client.js';
import type { EnsembleDaily, EnsembleDay } from '../sources/open-meteo-ensemble/normalize.js';
import type { DischargeMembers } from '../sources/open-meteo-flood/client.js';
import type { DischargeHistoryDay } from '../sources/open-meteo-flood/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';

/** Every input is optional: a source that did not answer is left out and the forecast says what it could not judge. */
/** Rows in strictly ascending date order (one row a date): what the sources send, so a sort or a join can be skipped. */
export function datesStrictlyAscending(rows: readonly { date: string }[]): boolean {
  for (let i = 1; i < rows.length; i++) if (!(rows[i - 1]!.date < rows[i]!.date)) return false;
  return true;
}

export interface PhysicalObservations {
  /** Open-Meteo Ensemble (ECMWF IFS 0.25° ENS daily, from today). */
  ensemble?: EnsembleDaily;
  /** GloFAS members (control + 50) from today (Flood API, ensemble=true). */
  discharge?: DischargeMembers;
  /** GloFAS reanalysis from 1984. */
  dischargeHistory?: readonly DischargeHistoryDay[];
  /** ERA5 daily, 30 years to about a week ago. */
  era5?: readonly Era5Day[];
  /** ERA5 snow depth per day over the same years (wildfire: the fire season's start-up). */
  era5Snow?: readonly Era5SnowDay[];
  /** Open-Meteo Forecast's past days (bridges ERA5's lag for the FWI spin-up). */
  recent?: readonly WeatherDay[];
  /** ERA5 of the recent past to about six days ago (the recent-archive call heat shares): the bias correction's reference. */
  era5Recent?: readonly WeatherDay[];
  /** One CMIP6 run (10y/30y). */
  climate?: readonly ClimatePhysicalDay[];
  /** NASA EONET events of the hazard's category near the place (the companion's catalogue). */
  eonet?: readonly EonetEvent[];
  /** Recalibration of the companion link, fitted from the resolved track record (none until enough resolved). */
  calibration?: Calibration;
}

export interface PhysicalContext {
  place: Place;
  horizon: Horizon;
  now: Date;
  /** The period the event must happen in (docs/architecture.md: models compute over the window). */
  window: { start: Date; end: Date };
}

/** Short horizons forecast the window; long ones (1y, 10y, 30y) a rarer event or its chance per year. */
export type HorizonKind = 'window' | 'year' | 'per-year';
export const horizonKind = (h: Horizon): HorizonKind => (h === '7d' || h === '30d' ? 'window' : h === '1y' ? 'year' : 'per-year');

export interface WindowParts {
  all: DayWindow;
  days: number;
  /** Days the ensemble covers (undefined: none) and the rest of the window after them. */
  covered: DayWindow | undefined;
  rest: DayWindow | undefined;
}

/** The window's days split at the last day an ensemble covers. */
export function splitWindow(w: { start: Date; end: Date }, lastEnsembleDay: number | undefined): WindowParts {
  const all = dayWindow(w);
  if (lastEnsembleDay === undefined || lastEnsembleDay < all.first) return { all, days: windowDays(all), covered: undefined, rest: all };
  const coveredLast = Math.min(all.last, lastEnsembleDay);
  const covered = { first: all.first, last: coveredLast };
  const rest = coveredLast < all.last ? { first: coveredLast + 1, last: all.last } : undefined;
  return { all, days: windowDays(all), covered, rest };
}

export const spanOf = (w: DayWindow) => ({ firstDate: dateOfDay(w.first), days: windowDays(w) });

/** The return periods (years) of ERA5's daily rain that flood (its GloFAS levels, FLOOD_PHYSICAL.levels) and storm (20) read. */
export const ERA5_RAIN_PERIODS = [2, 5, 20] as const;

/**
 * ERA5's daily rain: annual maxima, their fit and the 2-, 5- and 20-year levels (undefined: too few complete years).
 * Kept per payload: flood and storm fitted the same 30 years each (a level depends on its period only, so storm's
 * 20-year level is the one it computed asking for that period alone).
 */
export function era5RainLevels(era5: readonly Era5Day[]) {
  return derive(era5, 'physical:era5RainLevels', () => returnLevelsOfRows(era5, (d) => d.precipMm, ERA5_RAIN_PERIODS));
}

/** Member series of one ensemble variable. */
export function ensembleSeries(e: EnsembleDaily | undefined, key: keyof Omit<EnsembleDay, 'date'>): MemberSeries | undefined {
  if (!e || e.members.length === 0) return undefined;
  return { dates: e.dates, members: e.members.map((m) => m.days.map((d) => d[key])) };
}

/**
 * Every payload the physical part of a forecast may read: all of the observations but the companion's (EONET, the
 * calibration), in a fixed order, so a payload added to PhysicalObservations is in the memo's key without anyone
 * remembering to add it.
 */
export function physicalPayloads(obs: PhysicalObservations): (object | undefined)[] {
  return (Object.keys(obs) as (keyof PhysicalObservations)[])
    .filter((k) => k !== 'eonet' && k !== 'calibration')
    .sort()
    .map((k) => obs[k] as object | undefined);
}

/**
 * What of a context the physical part of a forecast reads (docs/performance.md "Derived values"): the horizon, today,
 * the window's whole days and the calendar years it spans; not the place, not the instant within the day.
 */
export function physicalKey(ctx: { horizon: Horizon; now: Date; window: { start: Date; end: Date } }): (string | number)[] {
  const days = dayWindow(ctx.window);
  const years = windowYears(ctx.window);
  // Today's date: the members' bias maps and the FWI spin-up end there.
  return [ctx.horizon, ctx.now.toISOString().slice(0, 10), days.first, days.last, years.from, years.to];
}

/** Years a window spans, for per-year horizons (whole calendar years from the window's start year). */
export function windowYears(w: { start: Date; end: Date }): { from: number; to: number } {
  const from = w.start.getUTCFullYear();
  const to = Math.max(from, new Date(w.end.getTime() - DAY_MS).getUTCFullYear());
  return { from, to };
}

/** CMIP6 change in the frequency of a daily index's extreme days, and the window's mean annual probability. */
export function climateAdjusted<T extends { date: string } = ClimatePhysicalDay>(
  pPerYear: number,
  climate: readonly T[] | undefined,
  index: (d: T) => number | null,
  w: { start: Date; end: Date },
): { p: number; change: FrequencyChange | undefined } {
  const change = frequencyChange(climate?.map((d) => ({ date: d.date, value: index(d) })));
  const { from, to } = windowYears(w);
  return { p: meanAnnualProbability(pPerYear, change, from, to), change };
}


export const fmt = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
export const pct = (p: number) => `${fmt(Math.min(1, Math.max(0, p)) * 100, p < 0.01 ? 1 : 0)}%`;

/** A physical forecast as the registry's ModelResult (the diagnostics `parts` stay out of the API). */
export function toModelResult<E extends ForecastEvent>(f: { parts: unknown; companion: { event: unknown; probability: number } } & Omit<ModelResult<E>, 'companion'>): ModelResult<E> {
  const { parts: _parts, companion, ...rest } = f;
  return { ...rest, companion: companion as ModelResult['companion'] } as ModelResult<E>;
}

// ---- Severity on the shared disruption-days scale (docs/risk-scale.md, docs/methodology.md) ----

/** S = 20 (1 + log10 D), D in disruption-days, clamped to 0-100: the one scale (forecast/risk-score.ts). */
export const severityOfDays = severityFromDays;
/** D = 10^(S/20 - 1). */
export const daysOfSeverity = daysFromSeverity;

/** Piecewise-linear S of an intensity between anchor rows (below the first: 0 at `zeroAt`, or the first row's S). */
export function interpolateSeverity(rows: readonly (readonly [number, number])[], x: number, zeroAt?: number): number {
  if (!Number.isFinite(x)) return rows.at(-1)![1];
  const first = rows[0]!;
  if (x <= first[0]) return zeroAt === undefined || x <= zeroAt ? (zeroAt === undefined ? first[1] : 0) : (first[1] * (x - zeroAt)) / (first[0] - zeroAt);
  for (let i = 1; i < rows.length; i++) {
    const [x0, s0] = rows[i - 1]!;
    const [x1, s1] = rows[i]!;
    if (x <= x1) return s0 + ((s1 - s0) * (x - x0)) / (x1 - x0);
  }
  return rows.at(-1)![1];
}

/**
 * Flood severity rows by return period of the peak, interpolated in log10 T (risk-scale.md section 5, from the JRC
 * global depth-damage curves, Huizinga et al. 2017): river 2 y -> 20, 5 y -> 35, 20 y -> 50, 100 y -> 65, 500 y -> 80;
 * pluvial (24-h rain) 5 y -> 20, 20 y -> 35, 100 y -> 50.
 */
export const RIVER_SEVERITY: readonly (readonly [number, number])[] = [[2, 20], [5, 35], [20, 50], [100, 65], [500, 80]].map(([t, s]) => [Math.log10(t!), s!] as const);
export const RAIN_SEVERITY: readonly (readonly [number, number])[] = [[5, 20], [20, 35], [100, 50]].map(([t, s]) => [Math.log10(t!), s!] as const);
export const riverDays = (T: number) => daysOfSeverity(interpolateSeverity(RIVER_SEVERITY, Math.log10(Math.max(1, T)), 0));
export const rainDays = (T: number) => daysOfSeverity(interpolateSeverity(RAIN_SEVERITY, Math.log10(Math.max(1, T)), 0));

/**
 * Expected disruption-days of an exceedance of the T-year level, over the magnitudes it may reach: for annual maxima,
 * P(return period > t | > T) = T / t, so t has density T / t² on [T, ∞); integrated in log t up to 10,000 years.
 */
export function expectedDaysAbove(T: number, days: (t: number) => number): number {
  const steps = 200;
  const lo = Math.log(Math.max(1, T));
  const hi = Math.log(1e4);
  if (hi <= lo) return days(T);
  let sum = 0;
  let mass = 0;
  for (let i = 0; i < steps; i++) {
    const u = lo + ((i + 0.5) * (hi - lo)) / steps;
    const t = Math.exp(u);
    const w = (T / t) * ((hi - lo) / steps); // T/t² dt with dt = t du
    sum += w * days(t);
    mass += w;
  }
  // The tail past 10,000 years (mass T/1e4) at the table's top.
  return sum + Math.max(0, 1 - mass) * days(1e4);
}

/** Rule 2 of the scale: D over the window given at least one episode, λ = -ln(1 - P) episodes expected. */
export function windowDisruptionDays(d1: number, p: number): number {
  const lambda = -Math.log(1 - Math.min(1 - 1e-9, Math.max(0, p)));
  return lambda > 1e-9 ? (d1 * lambda) / (1 - Math.exp(-lambda)) : d1;
}

/** Storm (gust, km/h): Beaufort and Saffir-Simpson damage descriptions (risk-scale.md section 5). */
export const GUST_SEVERITY: readonly (readonly [number, number])[] = [[62, 10], [89, 25], [119, 40], [154, 50], [178, 60], [209, 75], [252, 85]];
export const gustDays = (kmh: number) => daysOfSeverity(interpolateSeverity(GUST_SEVERITY, kmh, 39));

/** Wildfire, a fire within the radius by the day's EFFIS class (risk-scale.md section 5). */
export const FIRE_CLASS_SEVERITY: Record<string, number> = { low: 0, moderate: 10, high: 20, 'very high': 30, extreme: 40, 'very extreme': 55 };
