// GBIF client (`GBIF_URL` + /occurrence/search): how many species occurrences are recorded around a place.
import type { SourceHttp } from '../layer.js';
import type { Keyed } from '../types.js';
import { normalizeOccurrenceSearch, type OccurrenceCount } from './normalize.js';

/** PRODUCT.md: `earth.biodiversity` counts occurrences within 10 km. */
export const BIODIVERSITY_RADIUS_KM = 10;

export function gbifCountUrl(baseUrl: string, lat: number, lng: number, radiusKm = BIODIVERSITY_RADIUS_KM): string {
  const params = new URLSearchParams({
    limit: '0',
    geoDistance: `${lat.toFixed(4)},${lng.toFixed(4)},${radiusKm}km`,
    occurrenceStatus: 'PRESENT',
  });
  return `${baseUrl}/occurrence/search?${params}`;
}

export function createGbifClient(baseUrl: string, http: SourceHttp) {
  return {
    /** Occurrences recorded within `radiusKm` of the point (the count only: limit=0). */
    async occurrenceCount(lat: number, lng: number, radiusKm = BIODIVERSITY_RADIUS_KM): Promise<Keyed<OccurrenceCount>> {
      return http.request({
        source: 'gbif',
        url: gbifCountUrl(baseUrl, lat, lng, radiusKm),
        cell: { lat, lng },
        params: { radiusKm },
        normalize: normalizeOccurrenceSearch,
      });
    },
  };
}
export type GbifClient = ReturnType<typeof createGbifClient>;
