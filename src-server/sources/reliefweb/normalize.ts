// ReliefWeb API (v1/v2 share the shape) /reports and /disasters answers -> typed records (https://apidoc.reliefweb.int).
import { SourceError } from '../http.js';

export interface ReliefWebReport {
  id: number;
  title: string;
  /** When ReliefWeb published it (ISO 8601); null when the answer lacks it. */
  createdAt: string | null;
  themes: string[];
  sources: string[];
  url: string | null;
}

export interface ReliefWebDisaster {
  id: number;
  name: string;
  /** alert | ongoing | past (ReliefWeb's lifecycle); null when absent. */
  status: string | null;
  glide: string | null;
  types: string[];
  /** Date of the event itself, else of the record's creation (ISO 8601). */
  eventDate: string | null;
  countries: string[];
  /** The primary country's centroid from ReliefWeb, for the map. */
  location: { lat: number; lng: number } | null;
  url: string | null;
}

export interface ReliefWebPage<T> {
  /** Items matching the filter on the server, not only those returned (the count the models use). */
  totalCount: number;
  items: T[];
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A number from a JSON number or numeric string; NaN for anything else (Number() on objects can throw). */
const num = (x: unknown): number => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN);
const str = (x: unknown): string | null => (typeof x === 'string' && x.length > 0 ? x : null);
const isoDate = (x: unknown): string | null => {
  const s = str(x);
  const t = s === null ? Number.NaN : Date.parse(s);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
};
const names = (x: unknown, key = 'name'): string[] =>
  (Array.isArray(x) ? x : isObj(x) ? [x] : []).flatMap((e) => (isObj(e) && typeof e[key] === 'string' ? [e[key] as string] : []));

/** A page of `what`: each item with a readable id read by `item` (its fields and their `date` object), and the total. */
function page<T>(body: unknown, what: string, item: (id: number, f: Obj, date: Obj) => T): ReliefWebPage<T> {
  if (!isObj(body) || !Array.isArray(body.data)) throw new SourceError('parse', `ReliefWeb ${what} answer has no data array`);
  const data = body.data.flatMap((item) => {
    if (!isObj(item) || !isObj(item.fields)) return [];
    const id = num(item.fields.id ?? item.id);
    return Number.isFinite(id) ? [{ id, fields: item.fields }] : [];
  });
  const total = num(body.totalCount);
  const items = data.map(({ id, fields: f }) => item(id, f, isObj(f.date) ? f.date : {}));
  return { totalCount: Number.isFinite(total) && total >= data.length ? total : data.length, items };
}

export function normalizeReports(body: unknown): ReliefWebPage<ReliefWebReport> {
  return page(body, 'reports', (id, f, date) => ({
    id,
    title: str(f.title) ?? `Report ${id}`,
    createdAt: isoDate(date.created) ?? isoDate(date.original),
    themes: names(f.theme),
    sources: names(f.source, 'shortname'),
    url: str(f.url_alias) ?? str(f.url),
  }));
}

export function normalizeDisasters(body: unknown): ReliefWebPage<ReliefWebDisaster> {
  return page(body, 'disasters', (id, f, date) => {
    const primary = isObj(f.primary_country) ? f.primary_country : undefined;
    const loc = primary && isObj(primary.location) ? primary.location : undefined;
    const lat = num(loc?.lat);
    const lng = num(loc?.lon);
    const types = names(f.type);
    const primaryType = isObj(f.primary_type) ? str(f.primary_type.name) : null;
    return {
      id,
      name: str(f.name) ?? `Disaster ${id}`,
      status: str(f.status),
      glide: str(f.glide),
      types: types.length > 0 ? types : primaryType ? [primaryType] : [],
      eventDate: isoDate(date.event) ?? isoDate(date.created),
      countries: [...new Set([...names(f.country, 'iso3'), ...(primary ? names(primary, 'iso3') : [])].map((c) => c.toLowerCase()))],
      location: loc && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
      url: str(f.url_alias) ?? str(f.url),
    };
  });
}
