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

/** Days asked around today: past days (up to 92) and forecast days from today (0: up to yesterday). */
export interface ForecastSpan {
  pastDays: number;
  forecastDays: number;
}

/** Dates, not past_days/forecast_days: the answer then depends on our clock only, and the URL is one cache key per day. */
export function forecastDailyUrl(
  endpoint: string,
  q: { lat: number; lng: number; now: Date },
  span: ForecastSpan = { pastDays: FORECAST_PAST_DAYS, forecastDays: FORECAST_DAYS },
): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: WEATHER_DAILY_VARS.join(','),
    start_date: isoDay(new Date(q.now.getTime() - span.pastDays * DAY_MS)),
    end_date: isoDay(new Date(q.now.getTime() + (span.forecastDays - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoForecastClient(endpoint: string, http: SourceHttp) {
  return {
    /** The days of `span` around today (default: the API's 92 past days and 16 forecast days). */
    async daily(q: { lat: number; lng: number; now: Date }, span?: ForecastSpan): Promise<Keyed<WeatherDay[]>> {
      const url = forecastDailyUrl(endpoint, q, span);
      return http.request({
        storeBody: true,
        source: 'open-meteo-forecast',
        url,
        cell: q,
        normalize: normalizeWeatherDaily,
        weight: openMeteoUrlWeight(url),
      });
    },
  };
}
export type OpenMeteoForecastClient = ReturnType<typeof createOpenMeteoForecastClient>;
