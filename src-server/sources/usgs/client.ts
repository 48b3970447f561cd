// USGS FDSN event service client (`USGS_URL` + /query, /count): earthquakes around a point in a time window.
import type { SourceHttp } from '../layer.js';
import type { Keyed } from '../types.js';
import { normalizeFdsnCount, normalizeFdsnGeoJson, type Quake } from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';

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

function fdsnParams(q: QuakeQuery): Record<string, string> {
  return {
    format: 'geojson',
    latitude: q.lat.toFixed(4),
    longitude: q.lng.toFixed(4),
    maxradiuskm: String(Math.round(q.radiusKm)),
    starttime: q.start.toISOString().slice(0, 19),
    endtime: q.end.toISOString().slice(0, 19),
    minmagnitude: String(q.minMagnitude),
    eventtype: 'earthquake',
  };
}

export function usgsQueryUrl(baseUrl: string, q: QuakeQuery): string {
  return `${baseUrl}/query?${new URLSearchParams({ ...fdsnParams(q), orderby: 'time', limit: String(USGS_MAX_LIMIT) })}`;
}

export function usgsCountUrl(baseUrl: string, q: QuakeQuery): string {
  return `${baseUrl}/count?${new URLSearchParams(fdsnParams(q))}`;
}

/**
 * The cache key of a query: the window as its length in whole days (not its instants, which move
 * every second), so a question asked again within the TTL is answered from the cache.
 */
const stableParams = (kind: string, q: QuakeQuery, now: Date) => ({
  kind,
  radiusKm: Math.round(q.radiusKm),
  minMagnitude: q.minMagnitude,
  windowDays: Math.round((q.end.getTime() - q.start.getTime()) / DAY_MS),
  // A window that ended in the past (track-record resolution) is a fixed question: its dates are part of
  // the key, so two windows of one length never share an answer. Rolling windows ending now are not.
  endDay: q.end.getTime() < now.getTime() - DAY_MS ? q.end.toISOString().slice(0, 10) : undefined,
});

export function createUsgsClient(baseUrl: string, http: SourceHttp) {
  /** One FDSN call of `kind`, kept under the query's stable parameters (not its instants). */
  const ask = <T>(kind: 'query' | 'count', url: string, q: QuakeQuery, normalize: (body: unknown) => T): Promise<Keyed<T>> =>
    http.request({ source: 'usgs', url, cell: q, params: stableParams(kind, q, http.now()), normalize });
  return {
    quakes: (q: QuakeQuery): Promise<Keyed<Quake[]>> => ask('query', usgsQueryUrl(baseUrl, q), q, normalizeFdsnGeoJson),
    /** Number of matching events (FDSN /count), without fetching them. */
    count: (q: QuakeQuery): Promise<Keyed<number>> => ask('count', usgsCountUrl(baseUrl, q), q, normalizeFdsnCount),
  };
}
export type UsgsClient = ReturnType<typeof createUsgsClient>;
