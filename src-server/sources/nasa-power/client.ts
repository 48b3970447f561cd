// NASA POWER daily point client (`NASA_POWER_URL`): MERRA-2 meteorology (0.5° × 0.625°) and CERES/GEWEX radiation per
// day from 1981, free and keyless, asked as CSV in UTC days. Its series are kept per MERRA-2 cell (sources/history).
import type { SourceHttp } from '../layer.js';
import type { FetchedColumns } from '../history/kept.js';
import type { Keyed } from '../types.js';
import { normalizePowerCsv } from './normalize.js';

/**
 * The parameters the weather models' daily history is made of (docs/sources.md "Kept history"): maximum and minimum
 * temperature, dew point (the minimum humidity, with the maximum), corrected rain, mean and maximum wind at 10 m, wind
 * at 2 m and all-sky shortwave radiation (FAO-56 reference evapotranspiration, with the others).
 */
export const POWER_DAILY_PARAMS = [
  'T2M_MAX',
  'T2M_MIN',
  'T2MDEW',
  'PRECTOTCORR',
  'WS10M',
  'WS10M_MAX',
  'WS2M',
  'ALLSKY_SFC_SW_DWN',
] as const;
/** Snow depth (cm), its own call: a source without it loses the fire season's snow rule only. */
export const POWER_SNOW_PARAMS = ['SNODP'] as const;

const yyyymmdd = (date: string) => date.replaceAll('-', '');

export function powerDailyUrl(base: string, q: { lat: number; lng: number }, params: readonly string[], from: string, to: string): string {
  const query = new URLSearchParams({
    parameters: params.join(','),
    community: 'ag',
    longitude: q.lng.toFixed(4),
    latitude: q.lat.toFixed(4),
    start: yyyymmdd(from),
    end: yyyymmdd(to),
    format: 'csv',
    'time-standard': 'utc',
  });
  return `${base}?${query}`;
}

export function createNasaPowerClient(base: string, http: SourceHttp) {
  return {
    /** The parameters' days [from, to] at the place's MERRA-2 cell (never cached by the layer: the store keeps them). */
    async daily(
      q: { lat: number; lng: number },
      params: readonly string[],
      from: string,
      to: string,
      recursSec?: number,
    ): Promise<Keyed<FetchedColumns> & { url: string }> {
      const url = powerDailyUrl(base, q, params, from, to);
      const keyed = await http.request({
        source: 'nasa-power',
        url,
        cell: q,
        ttlSec: 0,
        recursSec,
        format: 'text',
        normalize: (body) => normalizePowerCsv(body, params, from, to),
      });
      return { ...keyed, url };
    },
  };
}
export type NasaPowerClient = ReturnType<typeof createNasaPowerClient>;
