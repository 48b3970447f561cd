// Open-Meteo Forecast client (`OPEN_METEO_FORECAST_URL` + query): the last 92 days and the next 16, daily, as explicit dates.
import type { SourceHttp } from '../layer.js';
import { daysAround, openMeteoRequest, openMeteoUrl } from '../open-meteo-request.js';
import type { Keyed } from '../types.js';
import { normalizeWeatherDaily, WEATHER_DAILY_VARS, type WeatherDay } from './normalize.js';

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
  return openMeteoUrl(endpoint, q, { daily: WEATHER_DAILY_VARS.join(','), ...daysAround(q.now, span.pastDays, span.forecastDays) });
}

export function createOpenMeteoForecastClient(endpoint: string, http: SourceHttp) {
  return {
    /** The days of `span` around today (default: the API's 92 past days and 16 forecast days). */
    daily: (q: { lat: number; lng: number; now: Date }, span?: ForecastSpan): Promise<Keyed<WeatherDay[]>> =>
      openMeteoRequest(http, 'open-meteo-forecast', forecastDailyUrl(endpoint, q, span), q, normalizeWeatherDaily, { followsClock: true }),
  };
}
export type OpenMeteoForecastClient = ReturnType<typeof createOpenMeteoForecastClient>;
