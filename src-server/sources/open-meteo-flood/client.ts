// Open-Meteo Flood client (`OPEN_METEO_FLOOD_URL` + query): GloFAS discharge forecast and its reanalysis history.
import type { SourceHttp } from '../layer.js';
import { coord, isoDay } from '../open-meteo-series.js';
import type { SourceOutcome } from '../types.js';
import {
  DISCHARGE_FORECAST_VARS,
  normalizeDischargeForecast,
  normalizeDischargeHistory,
  type DischargeDay,
  type DischargeHistoryDay,
} from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';

/** GloFAS's medium-range ensemble runs 30 days; past days show where the river is coming from. */
export const FLOOD_FORECAST_DAYS = 30;
export const FLOOD_PAST_DAYS = 7;
/** Complete years of reanalysis for the return levels (GloFAS v4 reanalysis starts in 1984). */
export const FLOOD_HISTORY_YEARS = 20;

export function floodForecastUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: DISCHARGE_FORECAST_VARS.join(','),
    start_date: isoDay(new Date(q.now.getTime() - FLOOD_PAST_DAYS * DAY_MS)),
    end_date: isoDay(new Date(q.now.getTime() + (FLOOD_FORECAST_DAYS - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function floodHistoryUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const y = q.now.getUTCFullYear();
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: 'river_discharge',
    start_date: `${y - FLOOD_HISTORY_YEARS}-01-01`,
    end_date: `${y - 1}-12-31`,
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoFloodClient(endpoint: string, http: SourceHttp) {
  return {
    async forecast(q: { lat: number; lng: number; now: Date }): Promise<SourceOutcome<DischargeDay[]>> {
      return http.request({ source: 'open-meteo-flood', url: floodForecastUrl(endpoint, q), cell: q, normalize: normalizeDischargeForecast });
    },
    async history(q: { lat: number; lng: number; now: Date }): Promise<SourceOutcome<DischargeHistoryDay[]>> {
      return http.request({ source: 'open-meteo-flood', url: floodHistoryUrl(endpoint, q), cell: q, normalize: normalizeDischargeHistory });
    },
  };
}
export type OpenMeteoFloodClient = ReturnType<typeof createOpenMeteoFloodClient>;
