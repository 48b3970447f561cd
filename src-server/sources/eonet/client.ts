// NASA EONET v3 client (`EONET_URL` + /events): natural events of given categories around a point in a window.
import { bboxAround, CELL_HALF_DIAGONAL_KM, placeCellCentre } from '../../shared/geo.js';
import type { SourceHttp } from '../layer.js';
import type { Keyed } from '../types.js';
import { eventsMatching, normalizeEonetEvents, type EonetEvent } from './normalize.js';

import type { EonetCategory } from './categories.js';

export type { EonetCategory } from './categories.js';

export interface EonetQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  start: Date;
  end: Date;
  categories: readonly EonetCategory[];
  /** `all` (default) includes closed events: a past event is closed by the time it is scored. */
  status?: 'open' | 'closed' | 'all';
}

/** Most events one query returns; enough for any radius we use. */
export const EONET_LIMIT = 500;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** EONET's bbox is the upper-left then lower-right corner: min lon, max lat, max lon, min lat. */
export function eonetEventsUrl(baseUrl: string, q: EonetQuery): string {
  const [west, south, east, north] = bboxAround(q.lat, q.lng, q.radiusKm);
  const params = new URLSearchParams({
    category: [...q.categories].join(','),
    status: q.status ?? 'all',
    start: day(q.start),
    end: day(q.end),
    bbox: [west, north, east, south].join(','),
    limit: String(EONET_LIMIT),
  });
  return `${baseUrl}/events?${params}`;
}

export function createEonetClient(baseUrl: string, http: SourceHttp) {
  return {
    /** Events of the categories with a geometry in the window within the radius of the place's cell (see below). */
    async events(q: EonetQuery): Promise<Keyed<EonetEvent[]>> {
      // One answer per place cell: asked around the cell's centre, the radius widened by the farthest a place in the
      // cell can be from it, so the answer holds every event any place of the cell may count. Callers filter by
      // their own place and radius (eventsMatching), so places sharing a cell share the call and the cache entry.
      const wide = { ...q, ...placeCellCentre(q.lat, q.lng), radiusKm: q.radiusKm + CELL_HALF_DIAGONAL_KM };
      return http.request({
        source: 'eonet',
        url: eonetEventsUrl(baseUrl, wide),
        cell: q,
        // Whole days only: a stable key within a day.
        params: {
          categories: [...q.categories].join(','),
          status: q.status ?? 'all',
          radiusKm: Math.round(q.radiusKm),
          start: day(q.start),
          end: day(q.end),
        },
        normalize: (body) => {
          const all = normalizeEonetEvents(body);
          const seen = new Set<string>();
          const within: EonetEvent[] = [];
          for (const category of q.categories) {
            for (const e of eventsMatching(all, { ...wide, category })) {
              if (!seen.has(e.id)) within.push(e);
              seen.add(e.id);
            }
          }
          return within;
        },
      });
    },
  };
}
export type EonetClient = ReturnType<typeof createEonetClient>;
