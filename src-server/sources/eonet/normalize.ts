// NASA EONET v3 /events JSON -> our EonetEvent records (https://eonet.gsfc.nasa.gov/docs/v3).
import { distanceKm } from '../../shared/geo.js';
import { SourceError } from '../http.js';
import { isNum } from '../../shared/math.js';

/** One dated position of an event: a point, or a polygon (floods, some fires) with its centroid. */
export interface EonetGeometry {
  /** ISO 8601 date of this observation. */
  date: string;
  kind: 'point' | 'polygon';
  /** The point, or the polygon's vertex centroid. */
  lat: number;
  lng: number;
  /** Outer ring [lng, lat][] for polygons; absent for points. */
  ring?: [number, number][];
  magnitudeValue: number | null;
  magnitudeUnit: string | null;
}

export interface EonetEvent {
  id: string;
  title: string;
  /** EONET category ids, e.g. `floods`, `wildfires`, `severeStorms`. */
  categories: string[];
  /** ISO 8601 close date, null while the event is open. */
  closed: string | null;
  link: string | null;
  /** Agencies that reported it (GDACS, JTWC, IRWIN, …). */
  sources: string[];
  geometries: EonetGeometry[];
}

const str = (x: unknown): string | null => (typeof x === 'string' && x.length > 0 ? x : null);

function toGeometry(raw: unknown): EonetGeometry | null {
  const g = raw as { date?: unknown; type?: unknown; coordinates?: unknown; magnitudeValue?: unknown; magnitudeUnit?: unknown };
  const date = str(g?.date);
  if (!date || Number.isNaN(Date.parse(date))) return null;
  const magnitude = { magnitudeValue: isNum(g.magnitudeValue) ? g.magnitudeValue : null, magnitudeUnit: str(g.magnitudeUnit) };
  if (g.type === 'Point' && Array.isArray(g.coordinates)) {
    const [lng, lat] = g.coordinates as unknown[];
    if (!isNum(lat) || !isNum(lng)) return null;
    return { date: new Date(date).toISOString(), kind: 'point', lat, lng, ...magnitude };
  }
  if (g.type === 'Polygon' && Array.isArray(g.coordinates) && Array.isArray(g.coordinates[0])) {
    const ring = (g.coordinates[0] as unknown[]).filter((p): p is [number, number] => Array.isArray(p) && isNum(p[0]) && isNum(p[1]));
    if (ring.length === 0) return null;
    const lng = ring.reduce((s, p) => s + p[0], 0) / ring.length;
    const lat = ring.reduce((s, p) => s + p[1], 0) / ring.length;
    return { date: new Date(date).toISOString(), kind: 'polygon', lat, lng, ring: ring.map(([x, y]) => [x, y]), ...magnitude };
  }
  return null;
}

/** Keeps events with an id and at least one dated, positioned geometry; unknown geometry types are dropped. */
export function normalizeEonetEvents(body: unknown): EonetEvent[] {
  const b = body as { events?: unknown };
  if (!b || typeof b !== 'object' || !Array.isArray(b.events)) {
    throw new SourceError('parse', 'EONET answer has no events array');
  }
  const out: EonetEvent[] = [];
  for (const raw of b.events as Record<string, unknown>[]) {
    const id = str(raw?.id);
    if (!id) continue;
    const geometries = (Array.isArray(raw.geometry) ? raw.geometry : []).map(toGeometry).filter((g): g is EonetGeometry => g !== null);
    if (geometries.length === 0) continue;
    const categories = (Array.isArray(raw.categories) ? raw.categories : [])
      .map((c) => str((c as { id?: unknown })?.id))
      .filter((c): c is string => c !== null);
    const sources = (Array.isArray(raw.sources) ? raw.sources : [])
      .map((s) => str((s as { id?: unknown })?.id))
      .filter((s): s is string => s !== null);
    const closed = str(raw.closed);
    out.push({
      id,
      title: str(raw.title) ?? id,
      categories,
      closed: closed && !Number.isNaN(Date.parse(closed)) ? new Date(closed).toISOString() : null,
      link: str(raw.link),
      sources,
      geometries,
    });
  }
  return out;
}

/** Ray casting: is (lat, lng) inside the ring? */
function insideRing(lat: number, lng: number, ring: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a place to a geometry: 0 inside a polygon, else the nearest vertex (or the point). */
export function geometryDistanceKm(lat: number, lng: number, g: EonetGeometry): number {
  if (g.kind === 'point' || !g.ring) return distanceKm(lat, lng, g.lat, g.lng);
  if (insideRing(lat, lng, g.ring)) return 0;
  return g.ring.reduce((min, [x, y]) => Math.min(min, distanceKm(lat, lng, y, x)), Infinity);
}

export interface EventCriteria {
  lat: number;
  lng: number;
  radiusKm: number;
  /** Inclusive window, ISO 8601 or Date. */
  start: Date;
  end: Date;
  /** EONET category id, e.g. `floods`. */
  category: string;
}

/**
 * The events that satisfy a forecast's event definition: in the category, with at least one
 * geometry dated within the window and lying within the radius. Used by models (recent events)
 * and by the track record (did the predicted event happen?).
 */
export function eventsMatching(events: readonly EonetEvent[], c: EventCriteria): EonetEvent[] {
  const from = c.start.getTime();
  const to = c.end.getTime();
  return events.filter(
    (e) =>
      e.categories.includes(c.category) &&
      e.geometries.some((g) => {
        const t = Date.parse(g.date);
        return t >= from && t <= to && geometryDistanceKm(c.lat, c.lng, g) <= c.radiusKm;
      }),
  );
}
