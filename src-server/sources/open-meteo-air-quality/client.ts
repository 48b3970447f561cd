// Open-Meteo Air Quality client (`OPEN_METEO_AIR_QUALITY_URL` + query): 92 past days and the 7-day CAMS forecast.
import type { SourceHttp } from '../layer.js';
import { daysAround, openMeteoMethods, openMeteoUrl } from '../open-meteo-request.js';
import { camsGlobalPoint, inCamsEurope } from '../history/cells.js';
import { AIR_QUALITY_HOURLY_VARS, normalizeAirQualityDaily, normalizeAirQualityHourly } from './normalize.js';

export const AIR_PAST_DAYS = 92;
export const AIR_FORECAST_DAYS = 7;

/**
 * Where CAMS is asked for a place: CAMS global's 0.4° grid point, as that cell's own values (`cell_selection=nearest`;
 * CAMS has no elevation downscaling), so every place in one CAMS cell makes one call (the cache keys on the point). The
 * default domain's hourly answer in and near Europe comes from CAMS Europe's 0.1° grid: asked at the place there.
 */
export function camsPointOf(q: { lat: number; lng: number }, domain: 'auto' | 'cams_global') {
  const p = camsGlobalPoint(q.lat, q.lng);
  if (domain === 'auto' && (inCamsEurope(q.lat, q.lng) || inCamsEurope(p.lat, p.lng))) return { lat: q.lat, lng: q.lng, own: false };
  return { ...p, own: true };
}
const ownCell = (at: { own: boolean }): Record<string, string> => (at.own ? { cell_selection: 'nearest' } : {});

export function airQualityUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const at = camsPointOf(q, 'auto');
  const params = { hourly: AIR_QUALITY_HOURLY_VARS.join(','), ...daysAround(q.now, AIR_PAST_DAYS, AIR_FORECAST_DAYS) };
  return openMeteoUrl(endpoint, at, params, ownCell(at));
}

/**
 * The CAMS history the API serves: the global forecast archive from August 2022 (Open-Meteo Air Quality API,
 * "Data Sources": CAMS global atmospheric composition forecasts, August 2022 onwards), asked as the last
 * complete calendar years by start_date/end_date (past_days stops at 92). The global domain throughout, so
 * every year comes from the same model.
 */
export const AIR_HISTORY_YEARS = 3;
export const AIR_HISTORY_DOMAIN = 'cams_global';
export const CAMS_GLOBAL_ARCHIVE_START = '2022-08-01';
/** How long the CAMS history's answer stays fresh: 30 days (its years are complete). */
export const AIR_HISTORY_TTL_SEC = 30 * 86_400;

export function airQualityHistoryUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const y = q.now.getUTCFullYear();
  const start = `${y - AIR_HISTORY_YEARS}-01-01`;
  const at = camsPointOf(q, AIR_HISTORY_DOMAIN);
  const params = {
    hourly: 'pm2_5',
    start_date: start < CAMS_GLOBAL_ARCHIVE_START ? CAMS_GLOBAL_ARCHIVE_START : start,
    end_date: `${y - 1}-12-31`,
    domains: AIR_HISTORY_DOMAIN,
  };
  return openMeteoUrl(endpoint, at, params, ownCell(at));
}

export function createOpenMeteoAirQualityClient(endpoint: string, http: SourceHttp) {
  const method = openMeteoMethods(http, 'open-meteo-air-quality', endpoint);
  return {
    hourly: method(airQualityUrl, normalizeAirQualityHourly, { cellOf: (q) => camsPointOf(q, 'auto'), followsClock: true }),
    /**
     * Hourly PM2.5 of the last complete years (CAMS global archive): the seasonal climatology. Complete years do not
     * change: the answer is kept 30 days (the URL itself changes on 1 January), not re-asked with the forecast.
     */
    history: method(airQualityHistoryUrl, normalizeAirQualityDaily, {
      ttlSec: AIR_HISTORY_TTL_SEC,
      cellOf: (q) => camsPointOf(q, AIR_HISTORY_DOMAIN),
    }),
  };
}
export type OpenMeteoAirQualityClient = ReturnType<typeof createOpenMeteoAirQualityClient>;
