// Open-Meteo Historical Weather client (`OPEN_METEO_ARCHIVE_URL` + query): a climatology of past complete years.
import type { SourceHttp } from '../layer.js';
import { WEATHER_DAILY_VARS } from '../open-meteo-forecast/normalize.js';
import { coord } from '../open-meteo-series.js';
import type { SourceOutcome } from '../types.js';
import { normalizeArchiveDaily, type WeatherDay } from './normalize.js';

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
  const day = 86_400_000;
  return {
    start: new Date(now.getTime() - RECENT_DAYS * day).toISOString().slice(0, 10),
    end: new Date(now.getTime() - ARCHIVE_DELAY_DAYS * day).toISOString().slice(0, 10),
  };
}

export function archiveDailyUrl(endpoint: string, q: { lat: number; lng: number; start: string; end: string }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    start_date: q.start,
    end_date: q.end,
    daily: WEATHER_DAILY_VARS.join(','),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoArchiveClient(endpoint: string, http: SourceHttp) {
  return {
    /** Daily weather of the climatology period before `now`. */
    async climatology(q: { lat: number; lng: number; now: Date }): Promise<SourceOutcome<WeatherDay[]>> {
      const url = archiveDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...climatologyPeriod(q.now) });
      return http.request({ source: 'open-meteo-archive', url: url, cell: q, normalize: normalizeArchiveDaily });
    },
    /** ERA5 of the recent past (92 days back to the archive's ~6-day delay): the reference of bias correction. */
    async recent(q: { lat: number; lng: number; now: Date }): Promise<SourceOutcome<WeatherDay[]>> {
      const url = archiveDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...recentPeriod(q.now) });
      return http.request({ source: 'open-meteo-archive', url, cell: q, normalize: normalizeArchiveDaily });
    },
  };
}
export type OpenMeteoArchiveClient = ReturnType<typeof createOpenMeteoArchiveClient>;
