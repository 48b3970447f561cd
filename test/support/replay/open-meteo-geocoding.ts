// Open-Meteo geocoding /v1/search over our small place list: name prefix match, most populous first, `count` honoured.
import { readFileSync } from 'node:fs';
import type { ReplayHandler } from '../replay-server.js';

interface Place {
  name: string;
  population?: number;
}

let places: Place[] | undefined;
const load = (): Place[] =>
  (places ??= (
    JSON.parse(readFileSync(new URL('../../fixtures/sources/open-meteo-geocoding/places.json', import.meta.url), 'utf8')) as {
      results: Place[];
    }
  ).results);

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export const openMeteoGeocodingHandler: ReplayHandler = {
  answer(req) {
    if (req.path !== '/v1/search') return { status: 404, body: { reason: 'Not Found', error: true } };
    const name = fold(req.query.get('name') ?? '');
    const count = Number(req.query.get('count') ?? 10);
    if (!Number.isInteger(count) || count < 1 || count > 100) {
      return { status: 400, body: { reason: 'Parameter count must be between 1 and 100.', error: true } };
    }
    // Like the real API: fewer than 2 characters find nothing; a body without `results` means no match.
    const hits = name.length < 2 ? [] : load().filter((p) => fold(p.name).startsWith(name));
    hits.sort((a, b) => Number(fold(b.name) === name) - Number(fold(a.name) === name) || (b.population ?? 0) - (a.population ?? 0));
    return { body: hits.length > 0 ? { results: hits.slice(0, count), generationtime_ms: 0.4 } : { generationtime_ms: 0.2 } };
  },
  empty() {
    return { body: { generationtime_ms: 0.2 } };
  },
};
