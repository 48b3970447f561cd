// Open-Meteo Air Quality client (`OPEN_METEO_AIR_QUALITY_URL` + query): 92 past days and the 7-day CAMS forecast.
import type { SourceHttp } from '../layer.js';
import { coord, isoDay } from '../open-meteo-series.js';
import type { SourceOutcome } from '../types.js';
import { AIR_QUALITY_HOURLY_VARS, normalizeAirQualityHourly, type AirHour } from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';

export const AIR_PAST_DAYS = 92;
export const AIR_FORECAST_DAYS = 7;

export function airQualityUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    hourly: AIR_QUALITY_HOURLY_VARS.join(','),
    start_date: isoDay(new Date(q.now.getTime() - AIR_PAST_DAYS * DAY_MS)),
    end_date: isoDay(new Date(q.now.getTime() + (AIR_FORECAST_DAYS - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoAirQualityClient(endpoint: string, http: SourceHttp) {
  return {
    async hourly(q: { lat: number; lng: number; now: Date }): Promise<SourceOutcome<AirHour[]>> {
      return http.request({ source: 'open-meteo-air-quality', url: airQualityUrl(endpoint, q), cell: q, normalize: normalizeAirQualityHourly });
    },
  };
}
export type OpenMeteoAirQualityClient = ReturnType<typeof createOpenMeteoAirQualityClient>;
