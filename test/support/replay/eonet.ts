// NASA EONET v3 /events over our synthetic events: filters by category, status, dates and bbox like the real service.
import { readFileSync } from 'node:fs';
import type { ReplayHandler, ReplayRequest } from '../replay-server.js';

interface RawGeometry {
  date: string;
  type: 'Point' | 'Polygon';
  coordinates: unknown;
}
interface RawEvent {
  id: string;
  closed: string | null;
  categories: { id: string }[];
  geometry: RawGeometry[];
}

let events: RawEvent[] | undefined;
const load = (): RawEvent[] =>
  (events ??= (
    JSON.parse(readFileSync(new URL('../../fixtures/sources/eonet/events.json', import.meta.url), 'utf8')) as { events: RawEvent[] }
  ).events);

const points = (g: RawGeometry): [number, number][] =>
  g.type === 'Point' ? [g.coordinates as [number, number]] : ((g.coordinates as [number, number][][])[0] ?? []);

function body(req: ReplayRequest, list: RawEvent[]) {
  return {
    title: 'EONET Events',
    description: 'Natural events from EONET.',
    link: `https://eonet.gsfc.nasa.gov/api/v3${req.path}`,
    events: list,
  };
}

export const eonetHandler: ReplayHandler = {
  answer(req) {
    if (req.path !== '/events') return { status: 404, body: { error: 'not found' } };
    const q = req.query;
    const categories = q.get('category')?.split(',').filter(Boolean);
    const status = q.get('status') ?? 'open';
    // EONET compares whole days: start at 00:00, end through 23:59:59.
    const start = q.get('start') ? Date.parse(`${q.get('start')}T00:00:00Z`) : -Infinity;
    const end = q.get('end') ? Date.parse(`${q.get('end')}T23:59:59Z`) : Infinity;
    const bbox = q.get('bbox')?.split(',').map(Number); // min lon, max lat, max lon, min lat
    const limit = Number(q.get('limit') ?? 1000);
    const hits = load().filter((e) => {
      if (categories && !e.categories.some((c) => categories.includes(c.id))) return false;
      if (status === 'open' && e.closed !== null) return false;
      if (status === 'closed' && e.closed === null) return false;
      return e.geometry.some((g) => {
        const t = Date.parse(g.date);
        if (t < start || t > end) return false;
        if (!bbox || bbox.length !== 4) return true;
        const [west, north, east, south] = bbox as [number, number, number, number];
        return points(g).some(([lng, lat]) => lng >= west && lng <= east && lat >= south && lat <= north);
      });
    });
    return { body: body(req, hits.slice(0, limit)) };
  },
  empty(req) {
    return { body: body(req, []) };
  },
};
