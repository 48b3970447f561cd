// Open-Meteo Climate client (`OPEN_METEO_CLIMATE_URL` + query): one CMIP6 model's daily run, baseline decade to horizon.
import type { SourceHttp } from '../layer.js';
import type { Era5Day } from '../open-meteo-archive/client.js';
import { openMeteoMethods, openMeteoUrl } from '../open-meteo-request.js';
import { normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';
import { CLIMATE_DAILY_VARS, normalizeClimateDaily } from './normalize.js';

/** MRI-AGCM3-2-S: 20 km HighResMIP run, among the finest the API offers, and it has every variable we read. */
export const CLIMATE_MODEL = 'MRI_AGCM3_2_S';
/** The API's runs end in 2050. */
export const CLIMATE_LAST_YEAR = 2050;
/** Years compared at each end of the run (baseline: the decade before now; future: the decade ending at the horizon). */
export const CLIMATE_DECADE = 10;

export function climatePeriod(now: Date, horizonYears: number): { start: string; end: string } {
  const y = now.getUTCFullYear();
  const endYear = Math.min(CLIMATE_LAST_YEAR, y + Math.max(1, Math.round(horizonYears)));
  return { start: `${y - CLIMATE_DECADE}-01-01`, end: `${endYear}-12-31` };
}

/** The model's days [start, end] of `daily` (default: the variables the weather models read). */
export function climateDailyUrl(
  endpoint: string,
  q: { lat: number; lng: number; start: string; end: string },
  daily: readonly string[] = CLIMATE_DAILY_VARS,
): string {
  return openMeteoUrl(endpoint, q, { start_date: q.start, end_date: q.end, models: CLIMATE_MODEL, daily: daily.join(',') });
}

type At = { lat: number; lng: number; now: Date; horizonYears: number };

export function createOpenMeteoClimateClient(endpoint: string, http: SourceHttp) {
  const url = (e: string, q: At) => climateDailyUrl(e, { lat: q.lat, lng: q.lng, ...climatePeriod(q.now, q.horizonYears) });
  return { daily: openMeteoMethods(http, 'open-meteo-climate', endpoint)(url, normalizeClimateDaily) };
}
export type OpenMeteoClimateClient = ReturnType<typeof createOpenMeteoClimateClient>;

// ---- The physical hazards' CMIP6 indices: rain, gusts and the Fire Weather Index's noon proxies ----

export const CLIMATE_PHYSICAL_VARS = [
  'precipitation_sum',
  'wind_gusts_10m_max',
  'temperature_2m_max',
  'relative_humidity_2m_min',
  'wind_speed_10m_mean',
] as const;

/** A CMIP6 day of the physical indices: the fields of ERA5's physical day (the same names and units) the run has. */
export type ClimatePhysicalDay = Pick<Era5Day, 'date' | 'precipMm' | 'gustMaxKmh' | 'tmaxC' | 'rhMinPct' | 'windMeanKmh'>;

export function normalizeClimatePhysical(body: unknown): ClimatePhysicalDay[] {
  return seriesRows(normalizeOpenMeteo(body, 'daily', CLIMATE_PHYSICAL_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    precipMm: r.precipitation_sum,
    gustMaxKmh: r.wind_gusts_10m_max,
    tmaxC: r.temperature_2m_max,
    rhMinPct: r.relative_humidity_2m_min,
    windMeanKmh: r.wind_speed_10m_mean,
  }));
}

export function climatePhysicalUrl(endpoint: string, q: { lat: number; lng: number; now: Date; horizonYears: number }): string {
  return climateDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...climatePeriod(q.now, q.horizonYears) }, CLIMATE_PHYSICAL_VARS);
}

export function createClimatePhysicalClient(endpoint: string, http: SourceHttp) {
  return { daily: openMeteoMethods(http, 'open-meteo-climate', endpoint)(climatePhysicalUrl, normalizeClimatePhysical) };
}
export type ClimatePhysicalClient = ReturnType<typeof createClimatePhysicalClient>;
