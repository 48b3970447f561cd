// USGS FDSN event /query over our synthetic catalogue: filters by radius, time and magnitude like the real service.
import { readFileSync } from 'node:fs';
import { distanceKm } from '../../../src-server/shared/geo.js';
import type { ReplayHandler, ReplayRequest } from '../replay-server.js';

interface Feature {
  id: string;
  properties: { mag: number; time: number };
  geometry: { coordinates: [number, number, number] };
}

let catalogue: Feature[] | undefined;
const load = (): Feature[] =>
  (catalogue ??= (
    JSON.parse(readFileSync(new URL('../../fixtures/sources/usgs/catalogue.geojson', import.meta.url), 'utf8')) as { features: Feature[] }
  ).features);

const num = (q: URLSearchParams, name: string): number | undefined => {
  const v = q.get(name);
  return v === null ? undefined : Number(v);
};

function featureCollection(req: ReplayRequest, features: Feature[]) {
  return {
    type: 'FeatureCollection',
    metadata: {
      generated: Date.now(),
      url: `https://earthquake.usgs.gov/fdsnws/event/1${req.path}?${req.query}`,
      title: 'USGS Earthquakes',
      status: 200,
      api: '1.14.0',
      count: features.length,
    },
    features,
  };
}

export const usgsHandler: ReplayHandler = {
  answer(req) {
    if (req.path !== '/query' && req.path !== '/count') return { status: 404, body: 'Error 404: Not Found' };
    const q = req.query;
    const lat = num(q, 'latitude');
    const lng = num(q, 'longitude');
    const radiusKm = num(q, 'maxradiuskm');
    const minMag = num(q, 'minmagnitude') ?? -10;
    const start = q.get('starttime') ? Date.parse(`${q.get('starttime')}Z`) : -Infinity;
    const end = q.get('endtime') ? Date.parse(`${q.get('endtime')}Z`) : Infinity;
    const limit = num(q, 'limit') ?? 20000;
    const hits = load().filter((f) => {
      const [fLng, fLat] = f.geometry.coordinates;
      if (f.properties.mag < minMag || f.properties.time < start || f.properties.time > end) return false;
      if (lat !== undefined && lng !== undefined && radiusKm !== undefined) return distanceKm(lat, lng, fLat, fLng) <= radiusKm;
      return true;
    });
    if (req.path === '/count') return { body: { count: hits.length, maxAllowed: 20000 } };
    return { body: featureCollection(req, hits.slice(0, limit)) };
  },
  empty(req) {
    return { body: featureCollection(req, []) };
  },
};
