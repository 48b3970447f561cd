// USGS FDSN event GeoJSON -> our Quake records (https://earthquake.usgs.gov/fdsnws/event/1/).
import { SourceError } from '../http.js';

export interface Quake {
  id: string;
  magnitude: number;
  /** ISO 8601 origin time. */
  time: string;
  lat: number;
  lng: number;
  depthKm: number | null;
  place: string | null;
  url: string | null;
}

interface FdsnFeature {
  id?: unknown;
  properties?: { mag?: unknown; time?: unknown; place?: unknown; url?: unknown; type?: unknown };
  geometry?: { coordinates?: unknown };
}

/** Keeps earthquakes with a magnitude, time and position; drops quarry blasts and incomplete rows. */
export function normalizeFdsnGeoJson(body: unknown): Quake[] {
  const fc = body as { type?: unknown; features?: unknown };
  if (!fc || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) {
    throw new SourceError('parse', 'USGS answer is not a GeoJSON FeatureCollection');
  }
  const out: Quake[] = [];
  for (const f of fc.features as FdsnFeature[]) {
    const p = f.properties ?? {};
    const c = f.geometry?.coordinates;
    if (typeof p.mag !== 'number' || typeof p.time !== 'number' || !Array.isArray(c)) continue;
    const [lng, lat, depth] = c as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    if (p.type !== undefined && p.type !== 'earthquake') continue;
    out.push({
      id: typeof f.id === 'string' ? f.id : `${p.time}-${lat}-${lng}`,
      magnitude: p.mag,
      time: new Date(p.time).toISOString(),
      lat,
      lng,
      depthKm: typeof depth === 'number' ? depth : null,
      place: typeof p.place === 'string' ? p.place : null,
      url: typeof p.url === 'string' ? p.url : null,
    });
  }
  return out;
}

/** FDSN /count with format=geojson answers `{ count, maxAllowed }`; the plain-text form is a bare number. */
export function normalizeFdsnCount(body: unknown): number {
  const count = typeof body === 'number' ? body : (body as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new SourceError('parse', 'USGS count answer has no non-negative integer `count`');
  }
  return count;
}
