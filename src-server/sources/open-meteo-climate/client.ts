// Open-Meteo Climate client (`OPEN_METEO_CLIMATE_URL` + query): one CMIP6 model's daily run, baseline decade to horizon.
import type { SourceHttp } from '../layer.js';
import { coord } from '../open-meteo-series.js';
import type { SourceOutcome } from '../types.js';
import { CLIMATE_DAILY_VARS, normalizeClimateDaily, type ClimateDay } from './normalize.js';

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

export function climateDailyUrl(endpoint: string, q: { lat: number; lng: number; start: string; end: string }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    start_date: q.start,
    end_date: q.end,
    models: CLIMATE_MODEL,
    daily: CLIMATE_DAILY_VARS.join(','),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoClimateClient(endpoint: string, http: SourceHttp) {
  return {
    async daily(q: { lat: number; lng: number; now: Date; horizonYears: number }): Promise<SourceOutcome<ClimateDay[]>> {
      const url = climateDailyUrl(endpoint, { lat: q.lat, lng: q.lng, ...climatePeriod(q.now, q.horizonYears) });
      return http.request({ source: 'open-meteo-climate', url: url, cell: q, normalize: normalizeClimateDaily });
    },
  };
}
export type OpenMeteoClimateClient = ReturnType<typeof createOpenMeteoClimateClient>;
