// What the physical flood, storm and wildfire forecasts read, and the helpers they share (windows, horizons, a window's years).
import { DAY_MS } from '../shared/clock.js';
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import type { EonetLink } from './eonet-hazard.js';
import type { radiusLayer } from './layers.js';
import type { ModelEvent } from './types.js';
import type { Message } from '../i18n/message.js';
import { memo } from '../shared/derived.js';
import { returnLevelsOfRows } from '../science/return-levels.js';
import type { ForecastEvent, Place } from '../contracts/risk.js';
import { dateOfDay, type MemberSeries } from '../science/ensemble.js';
import { dayCount, dayWindow, type DayWindow, type EventWindow } from '../shared/window.js';
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
  /** The daily history's name in the drivers when it is not ERA5 (weather-sources.ts historyName). */
  historyName?: string;
  /** Whose past days the members' bias correction maps, when not the ensemble's own (the deterministic IFS run). */
  pastName?: string;
}

export interface PhysicalContext {
  place: Place;
  horizon: Horizon;
  now: Date;
  /** The period the event must happen in (docs/architecture.md: models compute over the window). */
  window: EventWindow;
}

/**
 * The two event groups of docs/risk-scale.md "Windows": 7d and 30d forecast one event, 1y, 10y and 30y one rarer event,
 * so that long windows do not saturate by construction. Within a group the event is the same.
 */
export type HorizonGroup = 'short' | 'long';
export const horizonGroup = (h: Horizon): HorizonGroup => (h === '7d' || h === '30d' ? 'short' : 'long');
/** Horizons whose window runs years past its first: the later years take the CMIP6 change (one Climate API call). */
export const projectsLaterYears = (h: Horizon): boolean => h === '10y' || h === '30y';

export interface WindowParts {
  all: DayWindow;
  days: number;
  /** Days the ensemble covers (undefined: none) and the rest of the window after them. */
  covered: DayWindow | undefined;
  rest: DayWindow | undefined;
}

/** The window's days split at the last day an ensemble covers. */
export function splitWindow(w: DayWindow, lastEnsembleDay: number | undefined): WindowParts {
  const all = { first: w.first, last: w.last };
  if (lastEnsembleDay === undefined || lastEnsembleDay < all.first) return { all, days: dayCount(all), covered: undefined, rest: all };
  const coveredLast = Math.min(all.last, lastEnsembleDay);
  const covered = { first: all.first, last: coveredLast };
  const rest = coveredLast < all.last ? { first: coveredLast + 1, last: all.last } : undefined;
  return { all, days: dayCount(all), covered, rest };
}

export const spanOf = (w: DayWindow) => ({ firstDate: dateOfDay(w.first), days: dayCount(w) });

/** The return periods (years) of ERA5's daily rain that flood (its GloFAS levels, FLOOD_PHYSICAL.levels) and storm (20) read. */
export const ERA5_RAIN_PERIODS = [2, 5, 20] as const;

/**
 * ERA5's daily rain: annual maxima, their fit and the 2-, 5- and 20-year levels (undefined: too few complete years).
 * Kept per payload: flood and storm fitted the same 30 years each (a level depends on its period only, so storm's
 * 20-year level is the one it computed asking for that period alone).
 */
export const era5RainLevels = memo((era5: readonly Era5Day[]) => returnLevelsOfRows(era5, (d) => d.precipMm, ERA5_RAIN_PERIODS));

/** Member series of one ensemble variable. */
export function ensembleSeries(e: EnsembleDaily | undefined, key: keyof Omit<EnsembleDay, 'date'>): MemberSeries | undefined {
  if (!e || e.members.length === 0) return undefined;
  return { dates: e.dates, members: e.members.map((m) => m.days.map((d) => d[key])) };
}

/** What the physical part of a forecast reads of its context: the horizon, today, the window's days and years. */
export interface PhysicalDays extends DayWindow, WindowYears {
  horizon: Horizon;
  /** Today's date (YYYY-MM-DD): the members' bias maps and the FWI spin-up end there. */
  today: string;
}

/**
 * The whole input of a physical part, which is its memo key as well (shared/derived.ts): every payload of the
 * observations but the companion's (EONET, the calibration), so a payload added to PhysicalObservations is in the key
 * without anyone remembering to add it, and the context's days; not the place, not the instant within the day. A part
 * reads nothing else (a hazard adds what of the place it reads, as a value, at its own boundary).
 */
export type PhysicalPartInputs = Omit<PhysicalObservations, 'eonet' | 'calibration'> & PhysicalDays;

export function physicalPartInputs(obs: PhysicalObservations, ctx: PhysicalContext): PhysicalPartInputs {
  const days = dayWindow(ctx.window);
  const years = windowYears(ctx.window, ctx.now);
  const inputs: Record<string, unknown> = {
    horizon: ctx.horizon,
    today: ctx.now.toISOString().slice(0, 10),
    first: days.first,
    last: days.last,
    fromYear: years.fromYear,
    firstYearLast: years.firstYearLast,
    laterYears: years.laterYears,
    projectFirstYear: years.projectFirstYear,
    last7d: years.last7d,
    last30d: years.last30d,
  };
  for (const k in obs) if (k !== 'eonet' && k !== 'calibration') inputs[k] = obs[k as keyof PhysicalObservations];
  return inputs as unknown as PhysicalPartInputs;
}

/** The years of a window (docs/risk-scale.md "Windows" rule 3): its first year, then the years after it. */
export interface WindowYears {
  /** The calendar year the window starts in (the first later year is fromYear + 1, and so on). */
  fromYear: number;
  /** The last day of the window's first year: the last day of the 1y window that starts with it (dayWindow). */
  firstYearLast: number;
  /** Years of the window after its first (fractional; 0 for a year or less). */
  laterYears: number;
  /** The window starts a year or more from now ("in 2031"): its first year takes the CMIP6 change as the later ones. */
  projectFirstYear: boolean;
  /**
   * The last days of the 7d and 30d windows from the same start (numbers, not a list: the part's memo key takes
   * values): a window is computed as the chain of the windows it contains (docs/risk-scale.md "Windows" rule 3).
   */
  last7d: number;
  last30d: number;
}

/** The last day of the `h` window from `start`. */
const lastDayOf = (start: Date, h: '7d' | '30d') => dayWindow({ start, end: new Date(start.getTime() + HORIZON_DAYS[h] * DAY_MS) }).last;

/** A window's first year (the days the 1y window from its start touches) and the years after it. */
export function windowYears(w: EventWindow, now: Date): WindowYears {
  const yearMs = HORIZON_DAYS['1y'] * DAY_MS;
  const firstYearEnd = new Date(Math.min(w.end.getTime(), w.start.getTime() + yearMs));
  const firstYearLast = dayWindow({ start: w.start, end: firstYearEnd }).last;
  return {
    fromYear: w.start.getUTCFullYear(),
    firstYearLast,
    laterYears: Math.max(0, (w.end.getTime() - w.start.getTime() - yearMs) / yearMs),
    projectFirstYear: w.start.getTime() >= now.getTime() + yearMs,
    last7d: lastDayOf(w.start, '7d'),
    last30d: lastDayOf(w.start, '30d'),
  };
}

/** A physical hazard's forecast (flood, storm, wildfire: each its own event), with the parts of its probability. */
export interface PhysicalForecast<E extends ForecastEvent = ForecastEvent> {
  hazard: E['hazard'];
  /** 0-100: the chance of the event at least once in the window (SCIENCE.md rule 4). */
  probability: number;
  /** 0-100, windows of more than a year: the event's mean chance per year over the window's years (risk-scale.md 3a rule 4). */
  probabilityPerYear?: number;
  severity: number;
  event: ModelEvent<E>;
  companion: { event: EonetLink['event']; probability: number };
  drivers: Message[];
  layers: ReturnType<typeof radiusLayer>[];
  extrapolation: number;
  /** Share of the inputs the model needed that it had (the members' bias correction); absent: 1. */
  dataCompleteness?: number;
  /** Diagnostics for tests and the hindcast: the parts of the probability. */
  parts: Record<string, number | undefined>;
}
