// Open-Meteo Historical Weather client (`OPEN_METEO_ARCHIVE_URL` + query): a climatology of past complete years.
import { DAY_MS } from '../../shared/clock.js';
import type { SourceHttp } from '../layer.js';
import { openMeteoMethods, openMeteoUrl } from '../open-meteo-request.js';
import { DAY_FIELD_COLUMNS, WEATHER_DAILY_VARS } from '../open-meteo-forecast/normalize.js';
import { dailyRows, normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';
import { normalizeArchiveDaily } from './normalize.js';

/** Ten complete calendar years: enough days for percentiles, one request (~26k values), the same all year long. */
export const CLIMATOLOGY_YEARS = 10;

export function climatologyPeriod(now: Date, years = CLIMATOLOGY_YEARS): { start: string; end: string } {
  const y = now.getUTCFullYear();
  return { start: `${y - years}-01-01`, end: `${y - 1}-12-31` };
}

/** ERA5T reaches the archive about five days after the fact (Open-Meteo Historical Weather API docs). */
export const ARCHIVE_DELAY_DAYS = 6;
/** The recent past the ensemble is quantile-mapped on: the Ensemble API's own 92 past days. */
export const RECENT_DAYS = 92;

export function recentPeriod(now: Date): { start: string; end: string } {
  const day = DAY_MS;
  return {
    start: new Date(now.getTime() - RECENT_DAYS * day).toISOString().slice(0, 10),
    end: new Date(now.getTime() - ARCHIVE_DELAY_DAYS * day).toISOString().slice(0, 10),
  };
}

/** The days [start, end] of `daily` (default: the weather variables) at the point asked. */
export function archiveDailyUrl(
  endpoint: string,
  q: { lat: number; lng: number; start: string; end: string },
  daily: readonly string[] = WEATHER_DAILY_VARS,
): string {
  return openMeteoUrl(endpoint, q, { start_date: q.start, end_date: q.end, daily: daily.join(',') });
}

type At = { lat: number; lng: number; now: Date };

export function createOpenMeteoArchiveClient(endpoint: string, http: SourceHttp) {
  const method = openMeteoMethods(http, 'open-meteo-archive', endpoint);
  return {
    /** Daily weather of the climatology period before `now`. */
    climatology: method((e, q: At) => archiveDailyUrl(e, { lat: q.lat, lng: q.lng, ...climatologyPeriod(q.now) }), normalizeArchiveDaily),
    /** ERA5 of the recent past (92 days back to the archive's ~6-day delay): the reference of bias correction. */
    recent: method((e, q: At) => archiveDailyUrl(e, { lat: q.lat, lng: q.lng, ...recentPeriod(q.now) }), normalizeArchiveDaily),
  };
}
export type OpenMeteoArchiveClient = ReturnType<typeof createOpenMeteoArchiveClient>;

// ---- ERA5 for the physical hazards (rain and wind extremes, fire weather): 30 years up to about a week ago ----

/** Variables the extremes and the Fire Weather Index read (noon proxies: Tmax, RHmin, mean wind; Bedia et al. 2012). */
export const ERA5_PHYSICAL_VARS = [
  'precipitation_sum',
  'wind_gusts_10m_max',
  'temperature_2m_max',
  'relative_humidity_2m_min',
  'wind_speed_10m_mean',
  'wind_speed_10m_max',
  'et0_fao_evapotranspiration',
] as const;
/** 30 complete years: the WMO climatological standard normal period length (WMO-No. 1203, 2017). */
export const ERA5_PHYSICAL_YEARS = 30;
/** ERA5 reaches about 5 days before today; the end is a week back, floored to a Thursday so the URL changes weekly. */
export function era5PhysicalPeriod(now: Date): { start: string; end: string } {
  const day = Math.floor(now.getTime() / DAY_MS) - 7;
  const end = day - (((day % 7) + 7) % 7); // day 0 (1970-01-01) was a Thursday
  return { start: `${now.getUTCFullYear() - ERA5_PHYSICAL_YEARS}-01-01`, end: new Date(end * DAY_MS).toISOString().slice(0, 10) };
}

/** A day's history periods (the kept clients' slices): the physical 30 years, the climatology, the recent past, and the kept span. */
export function historyPeriods(now: Date) {
  const physical = era5PhysicalPeriod(now);
  const recent = recentPeriod(now);
  return { physical, climatology: climatologyPeriod(now), recent, span: { from: physical.start, to: recent.end } };
}

export interface Era5Day {
  date: string;
  precipMm: number | null;
  gustMaxKmh: number | null;
  tmaxC: number | null;
  rhMinPct: number | null;
  windMeanKmh: number | null;
  windMaxKmh: number | null;
  et0Mm: number | null;
}

/** An Era5Day's fields in its order. */
export const ERA5_DAY_FIELDS = ['precipMm', 'gustMaxKmh', 'tmaxC', 'rhMinPct', 'windMeanKmh', 'windMaxKmh', 'et0Mm'] as const;

export function normalizeEra5Physical(body: unknown): Era5Day[] {
  return dailyRows<Era5Day>(body, ERA5_DAY_FIELDS, DAY_FIELD_COLUMNS);
}

export function era5PhysicalUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  return archiveDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...era5PhysicalPeriod(q.now) }, ERA5_PHYSICAL_VARS);
}

/** One day's ERA5 snow depth: the day's maximum (m); null when the archive has none for the day. */
export interface Era5SnowDay {
  date: string;
  snowDepthM: number | null;
}

/**
 * Snow depth per day over the same period as the physical call, asked as the daily maximum `snow_depth_max`.
 * historical-weather.yml lists `snow_depth` under `hourly` only, but the API aggregates it daily for every endpoint built
 * on its shared controller (`snow_depth_min|mean|max` in Sources/App/Controllers/VariableDaily.swift, open-meteo at
 * ba13de1, the commit of that file), and archive users ask `daily=snow_depth_max`: ~11,000 values, not ~270,000
 * hours. Its own call (a refusal loses only the snow rule); Open-Meteo weighs it as one variable (~80 calls / 30 years).
 */
export function era5SnowUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  return archiveDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...era5PhysicalPeriod(q.now) }, ['snow_depth_max']);
}

export function normalizeEra5Snow(body: unknown): Era5SnowDay[] {
  return seriesRows(normalizeOpenMeteo(body, 'daily', ['snow_depth_max'] as const)).map((r) => ({
    date: r.time.slice(0, 10),
    snowDepthM: r.snow_depth_max !== null && r.snow_depth_max >= 0 && r.snow_depth_max <= 100 ? r.snow_depth_max : null,
  }));
}

/** The ERA5 call of the physical hazards (cached a week like the climatology). */
export function createEra5PhysicalClient(endpoint: string, http: SourceHttp) {
  const method = openMeteoMethods(http, 'open-meteo-archive', endpoint);
  return {
    /** ERA5 snow depth per day over the same years (the fire season's start-up rule). */
    snow: method(era5SnowUrl, normalizeEra5Snow),
    daily: method(era5PhysicalUrl, normalizeEra5Physical),
  };
}
export type Era5PhysicalClient = ReturnType<typeof createEra5PhysicalClient>;
