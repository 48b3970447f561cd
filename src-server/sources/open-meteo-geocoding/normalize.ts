// Open-Meteo geocoding search (https://open-meteo.com/en/docs/geocoding-api) -> normalised place hits.
import { SourceError } from '../http.js';

export interface GeocodeHit {
  name: string;
  lat: number;
  lng: number;
  countryCode: string;
  country: string | null;
  admin1: string | null;
  population: number | null;
}

interface RawHit {
  name?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  country_code?: unknown;
  country?: unknown;
  admin1?: unknown;
  population?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * No match is a body without `results` (not an error). Hits without a name, position or country
 * code (e.g. seas) are dropped: a place we cannot put in a country cannot be answered for.
 */
export function normalizeGeocodingSearch(body: unknown): GeocodeHit[] {
  const page = body as { results?: unknown; error?: unknown; reason?: unknown } | null;
  if (!page || typeof page !== 'object' || Array.isArray(page)) throw new SourceError('parse', 'geocoding answer is not a JSON object');
  if (page.error === true) throw new SourceError('http', `geocoding error: ${String(page.reason ?? 'unknown')}`);
  if (page.results === undefined) return [];
  if (!Array.isArray(page.results)) throw new SourceError('parse', 'geocoding `results` is not an array');
  const hits: GeocodeHit[] = [];
  for (const r of page.results as RawHit[]) {
    const name = str(r?.name);
    const cc = str(r?.country_code);
    if (!name || !cc || typeof r.latitude !== 'number' || typeof r.longitude !== 'number') continue;
    hits.push({
      name,
      lat: r.latitude,
      lng: r.longitude,
      countryCode: cc.toUpperCase(),
      country: str(r.country),
      admin1: str(r.admin1),
      population: typeof r.population === 'number' && r.population >= 0 ? r.population : null,
    });
  }
  return hits;
}
