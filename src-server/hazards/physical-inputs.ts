// What the physical flood, storm and wildfire forecasts read, and the helpers they share (windows, horizons, CMIP6).
import type { Horizon } from '../contracts/enums.js';
import type { ModelResult } from './types.js';
import type { Place, SceneLayer } from '../contracts/risk.js';
import { frequencyChange, meanAnnualProbability, type FrequencyChange } from '../science/climate-change.js';
import { DAY_MS, dateOfDay, dayWindow, windowDays, type DayWindow, type MemberSeries } from '../science/ensemble.js';
import type { Calibration } from '../science/recalibration.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import type { Era5Day } from '../sources/open-meteo-archive/client.js';
import type { ClimatePhysicalDay } from '../sources/open-meteo-climate/client.js';
import type { EnsembleDaily, EnsembleDay } from '../sources/open-meteo-ensemble/normalize.js';
import type { DischargeMembers } from '../sources/open-meteo-flood/client.js';
import type { DischargeHistoryDay } from '../sources/open-meteo-flood/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';

/** Every input is optional: a source that did not answer is left out and the forecast says what it could not judge. */
export interface PhysicalObservations {
  /** Open-Meteo Ensemble (ECMWF IFS 0.25° ENS daily, from today). */
  ensemble?: EnsembleDaily;
  /** GloFAS members (control + 50) from today (Flood API, ensemble=true). */
  discharge?: DischargeMembers;
  /** GloFAS reanalysis from 1984. */
  dischargeHistory?: readonly DischargeHistoryDay[];
  /** ERA5 daily, 30 years to about a week ago. */
  era5?: readonly Era5Day[];
  /** Open-Meteo Forecast's past days (bridges ERA5's lag for the FWI spin-up). */
  recent?: readonly WeatherDay[];
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
  /** The period the event must happen in (TEAM.md decision 2). */
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

/** Member series of one ensemble variable. */
export function ensembleSeries(e: EnsembleDaily | undefined, key: keyof Omit<EnsembleDay, 'date'>): MemberSeries | undefined {
  if (!e || e.members.length === 0) return undefined;
  return { dates: e.dates, members: e.members.map((m) => m.days.map((d) => d[key])) };
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

/**
 * Severity of an event whose magnitude has a return period of T years: log-scaled, 0 at T = 1 and 100 at T = 100
 * (GloFAS's alert levels 2, 5 and 20 years land at 15, 35 and 65). A product scale anchored to return periods,
 * documented in docs/methodology.md; rarer events disrupt more.
 */
export const severityOfReturnPeriod = (T: number): number => (Number.isFinite(T) ? Math.min(100, Math.max(0, (100 * Math.log(Math.max(1, T))) / Math.log(100))) : 100);

export function radiusLayer(hazard: string, place: Place, radiusKm: number, title: string, ring: [number, number][]): SceneLayer {
  return {
    id: `${hazard}-radius`,
    title,
    source: 'Hazardcast',
    kind: 'radius',
    data: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { radiusKm, hazard } }] },
  };
}

export const fmt = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
export const pct = (p: number) => `${fmt(Math.min(1, Math.max(0, p)) * 100, p < 0.01 ? 1 : 0)}%`;

/** A physical forecast as the registry's ModelResult (the diagnostics `parts` stay out of the API). */
export function toModelResult<E extends ModelResult['event']>(f: { parts: unknown; companion: { event: unknown; probability: number } } & Omit<ModelResult<E>, 'companion'>): ModelResult<E> {
  const { parts: _parts, companion, ...rest } = f;
  return { ...rest, companion: companion as ModelResult['companion'] } as ModelResult<E>;
}
