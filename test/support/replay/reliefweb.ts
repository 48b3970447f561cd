// ReliefWeb API v2 /reports and /disasters over our synthetic items: reads the API's bracket-notation GET
// parameters (appname, limit, offset, sort, fields[include], nested filter conditions) and answers as v2 does.
// Only pre-approved appnames are served (since 1 November 2025): any other gets the API's recorded 403.
import { readFileSync } from 'node:fs';
import type { ReplayAnswer, ReplayHandler, ReplayRequest } from '../replay-server.js';

interface Item {
  id: string;
  score: number;
  fields: Record<string, unknown>;
  href: string;
}

const cache = new Map<string, Item[]>();
const load = (name: 'reports' | 'disasters'): Item[] => {
  let items = cache.get(name);
  if (!items) {
    items = JSON.parse(readFileSync(new URL(`../../fixtures/sources/reliefweb/${name}.json`, import.meta.url), 'utf8')) as Item[];
    cache.set(name, items);
  }
  return items;
};

type Nested = { [key: string]: Nested | string };

/** `filter[conditions][0][field]=x` -> { filter: { conditions: { 0: { field: 'x' } } } } (PHP-style, as the API parses). */
export function parseBrackets(query: URLSearchParams): Nested {
  const root: Nested = {};
  for (const [key, value] of query) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      const k = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[k] = value;
      else node = (node[k] = typeof node[k] === 'object' ? node[k] : {}) as Nested;
    });
  }
  return root;
}

const list = (x: Nested | string | undefined): (Nested | string)[] =>
  x === undefined ? [] : typeof x === 'string' ? [x] : Object.values(x);

/** Every value at a dotted path, through arrays: theme.name over [{name}, {name}] gives both names. */
function valuesAt(obj: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(obj) ? obj : [obj];
  if (Array.isArray(obj)) return obj.flatMap((o) => valuesAt(o, path));
  if (obj === null || typeof obj !== 'object') return [];
  return valuesAt((obj as Record<string, unknown>)[path[0]!], path.slice(1));
}

function matches(fields: Record<string, unknown>, cond: Nested): boolean {
  if (cond.conditions !== undefined) {
    const results = list(cond.conditions).map((c) => matches(fields, c as Nested));
    return (cond.operator ?? 'AND').toString().toUpperCase() === 'OR' ? results.some(Boolean) : results.every(Boolean);
  }
  const have = valuesAt(fields, String(cond.field ?? '').split('.'));
  const value = cond.value;
  let ok: boolean;
  if (value === undefined) ok = have.some((h) => h !== undefined && h !== null);
  else if (typeof value === 'object' && ('from' in value || 'to' in value)) {
    const from = typeof value.from === 'string' ? Date.parse(value.from) : -Infinity;
    const to = typeof value.to === 'string' ? Date.parse(value.to) : Infinity;
    ok = have.some((h) => typeof h === 'string' && Date.parse(h) >= from && Date.parse(h) <= to);
  } else {
    const wanted = list(value).map((v) => String(v).toLowerCase());
    const hits = wanted.map((w) => have.some((h) => String(h).toLowerCase() === w));
    ok = (cond.operator ?? 'OR').toString().toUpperCase() === 'AND' ? hits.every(Boolean) : hits.some(Boolean);
  }
  return cond.negate === 'true' || cond.negate === '1' ? !ok : ok;
}

/** Keeps only the included fields (dotted paths), as `fields[include]` does. */
function pick(fields: Record<string, unknown>, include: string[]): Record<string, unknown> {
  if (include.length === 0) return fields;
  const out: Record<string, unknown> = {};
  for (const path of include) {
    const [head, ...rest] = path.split('.');
    const v = fields[head!];
    if (v === undefined) continue;
    if (rest.length === 0) out[head!] = v;
    else if (Array.isArray(v)) {
      const prev = (out[head!] as Record<string, unknown>[] | undefined) ?? v.map(() => ({}));
      out[head!] = v.map((e, i) => ({ ...prev[i], ...pick(e as Record<string, unknown>, [rest.join('.')]) }));
    } else if (v && typeof v === 'object') {
      out[head!] = { ...(out[head!] as object | undefined), ...pick(v as Record<string, unknown>, [rest.join('.')]) };
    }
  }
  return out;
}

function body(req: ReplayRequest, resource: string, total: number, data: Item[]) {
  const self = `https://api.reliefweb.int/v2/${resource}?${req.query}`;
  return {
    time: 3,
    href: `https://api.reliefweb.int/v2/${resource}`,
    links: { self: { href: self } },
    took: 2,
    totalCount: total,
    count: data.length,
    data,
  };
}

/** The appnames this replay has "approved" (test/helpers/build-app.ts sends the first). */
export const REPLAY_APPROVED_APPNAMES = ['hazardcast-replay'];

/** ReliefWeb's answer to an appname it has not approved (quoted from live calls, see PROVENANCE.md "ReliefWeb"). */
export const UNAPPROVED_APPNAME_BODY = {
  status: 403,
  error: {
    type: 'AccessDeniedHttpException',
    message:
      'You are not using an approved appname. Kindly request an appname from ReliefWeb here: https://apidoc.reliefweb.int/parameters#appname',
  },
};

function answer(req: ReplayRequest, empty: boolean): ReplayAnswer {
  const resource = req.path.replace(/^\//, '');
  if (resource !== 'reports' && resource !== 'disasters')
    return { status: 404, body: { status: 404, error: { type: 'NotFoundHttpException', message: 'No route found' } } };
  if (!req.query.get('appname')) {
    return { status: 400, body: { status: 400, error: { type: 'BadRequestHttpException', message: 'Missing appname parameter.' } } };
  }
  if (!REPLAY_APPROVED_APPNAMES.includes(req.query.get('appname')!)) return { status: 403, body: UNAPPROVED_APPNAME_BODY };
  const p = parseBrackets(req.query);
  const filter = typeof p.filter === 'object' ? p.filter : undefined;
  let items = empty ? [] : load(resource).filter((it) => !filter || matches(it.fields, filter));
  const sort = list(p.sort).map(String)[0];
  if (sort) {
    const [field, dir] = sort.split(':');
    const key = (it: Item) => String(valuesAt(it.fields, field!.split('.'))[0] ?? '');
    items = [...items].sort((a, b) => (dir === 'asc' ? 1 : -1) * key(a).localeCompare(key(b)));
  }
  const limit = Math.min(1000, Math.max(0, Number(p.limit ?? 10)));
  const offset = Math.max(0, Number(p.offset ?? 0));
  const include = list(typeof p.fields === 'object' ? p.fields.include : undefined).map(String);
  const data = items.slice(offset, offset + limit).map((it) => ({ ...it, fields: { id: it.fields.id, ...pick(it.fields, include) } }));
  return { body: body(req, resource, items.length, data) };
}

export const reliefwebHandler: ReplayHandler = {
  answer: (req) => answer(req, false),
  empty: (req) => answer(req, true),
};
