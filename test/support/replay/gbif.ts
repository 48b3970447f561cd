// GBIF /occurrence/search with limit=0 and geoDistance: a synthetic but deterministic count per place, in GBIF's page format.
import type { ReplayHandler, ReplayRequest } from '../replay-server.js';

const GEO_DISTANCE = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(\d+(?:\.\d+)?)(km|m)$/;

/** Occurrences around a point: grows with the radius' area, varies smoothly with place (no real data). */
export function syntheticOccurrenceCount(lat: number, lng: number, radiusKm: number): number {
  const density = 40 + 400 * Math.abs(Math.sin((lat * Math.PI) / 90) * Math.cos((lng * Math.PI) / 120)); // per km²
  return Math.round(density * Math.PI * radiusKm * radiusKm);
}

const page = (count: number, limit: number) => ({ offset: 0, limit, endOfRecords: count === 0, count, results: [], facets: [] });

export const gbifHandler: ReplayHandler = {
  answer(req: ReplayRequest) {
    if (req.path !== '/occurrence/search') return { status: 404, body: '<html><body>Not Found</body></html>' };
    const limit = Number(req.query.get('limit') ?? 20);
    const geo = req.query.get('geoDistance');
    if (geo === null) return { body: page(3_509_696_929, limit) };
    const m = GEO_DISTANCE.exec(geo);
    if (!m) return { status: 400, body: 'Invalid geoDistance parameter' };
    const radiusKm = m[4] === 'km' ? Number(m[3]) : Number(m[3]) / 1000;
    return { body: page(syntheticOccurrenceCount(Number(m[1]), Number(m[2]), radiusKm), limit) };
  },
  empty(req) {
    return { body: page(0, Number(req.query.get('limit') ?? 20)) };
  },
};
