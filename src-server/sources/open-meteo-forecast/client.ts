// Open-Meteo Forecast client (`OPEN_METEO_FORECAST_URL` + query): the last 92 days and the next 16, daily, as explicit dates.
import type { SourceHttp } from '../layer.js';
import { openMeteoUrlWeight } from '../open-meteo-weight.js';
import { coord, isoDay } from '../open-meteo-series.js';
import type { Keyed } from '../types.js';
import { normalizeWeatherDaily, WEATHER_DAILY_VARS, type WeatherDay } from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';

/** The API's limits: 92 past days (recent dry spells, 90-day water balance) and 16 forecast days. */
export const FORECAST_PAST_DAYS = 92;
export const FORECAST_DAYS = 16;

/** Dates, not past_days/forecast_days: the answer then depends on our clock only, and the URL is one cache key per day. */
export function forecastDailyUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: WEATHER_DAILY_VARS.join(','),
    start_date: isoDay(new Date(q.now.getTime() - FORECAST_PAST_DAYS * DAY_MS)),
    end_date: isoDay(new Date(q.now.getTime() + (FORECAST_DAYS - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoForecastClient(endpoint: string, http: SourceHttp) {
  return {
    /** One request shared by every weather hazard (same URL, so the cache layer can dedupe it). */
    async daily(q: { lat: number; lng: number; now: Date }): Promise<Keyed<WeatherDay[]>> {
      return http.request({ storeBody: true, source: 'open-meteo-forecast', url: forecastDailyUrl(endpoint, q), cell: q, normalize: normalizeWeatherDaily, weight: openMeteoUrlWeight(forecastDailyUrl(endpoint, q)) });
    },
  };
}
export type OpenMeteoForecastClient = ReturnType<typeof createOpenMeteoForecastClient>;
