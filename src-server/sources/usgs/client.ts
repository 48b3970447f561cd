// USGS FDSN event service client (`USGS_URL` + /query): earthquakes around a point in a time window.
import { getJson, toOutcome, type HttpDeps } from '../http.js';
import type { SourceOutcome } from '../types.js';
import { normalizeFdsnGeoJson, type Quake } from './normalize.js';

export interface QuakeQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  start: Date;
  end: Date;
  minMagnitude: number;
}

/** FDSN's own cap on one query's result count. */
export const USGS_MAX_LIMIT = 20000;

export function usgsQueryUrl(baseUrl: string, q: QuakeQuery): string {
  const params = new URLSearchParams({
    format: 'geojson',
    latitude: q.lat.toFixed(4),
    longitude: q.lng.toFixed(4),
    maxradiuskm: String(Math.round(q.radiusKm)),
    starttime: q.start.toISOString().slice(0, 19),
    endtime: q.end.toISOString().slice(0, 19),
    minmagnitude: String(q.minMagnitude),
    eventtype: 'earthquake',
    orderby: 'time',
    limit: String(USGS_MAX_LIMIT),
  });
  return `${baseUrl}/query?${params}`;
}

export function createUsgsClient(baseUrl: string, http: HttpDeps) {
  return {
    async quakes(q: QuakeQuery): Promise<SourceOutcome<Quake[]>> {
      return toOutcome('usgs', http.now, async () => normalizeFdsnGeoJson(await getJson(usgsQueryUrl(baseUrl, q), http)));
    },
  };
}
export type UsgsClient = ReturnType<typeof createUsgsClient>;
