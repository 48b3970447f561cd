// Open-Meteo geocoding client (`OPEN_METEO_GEOCODING_URL`): place names the bundled gazetteer lacks.
import type { SourceHttp } from '../layer.js';
import type { Keyed } from '../types.js';
import { normalizeGeocodingSearch, type GeocodeHit } from './normalize.js';

export type { GeocodeHit } from './normalize.js';

/** Enough candidates to find "Paris, Texas" behind Paris, France. */
export const GEOCODING_COUNT = 10;

/** The name as the cache knows it: case, accents kept, spacing collapsed. */
export const normalizeQueryName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function geocodingSearchUrl(endpoint: string, name: string): string {
  const params = new URLSearchParams({
    name: name.trim().replace(/\s+/g, ' '),
    count: String(GEOCODING_COUNT),
    language: 'en',
    format: 'json',
  });
  return `${endpoint}?${params}`;
}

export function createGeocodingClient(endpoint: string, http: SourceHttp) {
  return {
    /** Places matching `name`, best (most relevant) first; an empty list when none match. */
    async search(name: string): Promise<Keyed<GeocodeHit[]>> {
      return http.request({
        source: 'open-meteo-geocoding',
        url: geocodingSearchUrl(endpoint, name),
        params: { name: normalizeQueryName(name), count: GEOCODING_COUNT, language: 'en' },
        normalize: normalizeGeocodingSearch,
      });
    },
  };
}
export type GeocodingClient = ReturnType<typeof createGeocodingClient>;
