// Reading an import's rows (pure): JSON sites, a CSV with a header row (csv-parse) or a GeoJSON FeatureCollection of
// Points, each row checked on its own. A row is a site to resolve (coordinates, or a place to find) or a rejection
// with its reason; a body that cannot be read at all (a CSV without a coordinate or place column, malformed quoting)
// is the caller's error. docs/portfolios.md "Import".
import { parse } from 'csv-parse/sync';
import { MAX_NAME_CHARS, MAX_SITES, type SiteInput } from '../contracts/portfolio.js';
import { AppError, validationError } from '../shared/errors.js';

/** What a kept row asks for: coordinates (they win), or a place to find. */
export interface SiteRequest {
  /** 1 = the first data row. */
  row: number;
  name?: string;
  at?: { lat: number; lng: number };
  place?: string;
}

export type ImportRow = { ok: true; site: SiteRequest } | { ok: false; row: number; reason: string };

/** A row's values as the source gave them (CSV cells are text; JSON may hold numbers). */
interface RawRow {
  name?: unknown;
  lat?: unknown;
  lng?: unknown;
  place?: unknown;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A coordinate written as a number or as text ("6.45"; "6,45" where the comma is not the field separator). */
function coordinate(value: unknown, decimalComma: boolean): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (decimalComma && /^[+-]?\d+,\d+$/.test(text)) text = text.replace(',', '.');
  return DECIMAL.test(text) ? Number(text) : null;
}

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const shown = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.trim()) : String(v));

/** One row checked: coordinates in range, or a place; a name no longer than a name may be. */
export function checkRow(row: number, raw: RawRow, decimalComma = false): ImportRow {
  const reject = (reason: string): ImportRow => ({ ok: false, row, reason });
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : undefined;
  if (name && name.length > MAX_NAME_CHARS) return reject(`name is longer than ${MAX_NAME_CHARS} characters`);
  if (present(raw.lat) || present(raw.lng)) {
    if (!present(raw.lat)) return reject('lng is given without lat');
    if (!present(raw.lng)) return reject('lat is given without lng');
    const lat = coordinate(raw.lat, decimalComma);
    const lng = coordinate(raw.lng, decimalComma);
    if (lat === null) return reject(`lat ${shown(raw.lat)} is not a number`);
    if (lng === null) return reject(`lng ${shown(raw.lng)} is not a number`);
    if (lat < -90 || lat > 90) return reject(`lat ${lat} is outside -90 to 90`);
    if (lng < -180 || lng > 180) return reject(`lng ${lng} is outside -180 to 180`);
    return { ok: true, site: { row, ...(name ? { name } : {}), at: { lat, lng } } };
  }
  if (typeof raw.place === 'string' && raw.place.trim() !== '') {
    const place = raw.place.trim();
    if (place.length > MAX_NAME_CHARS) return reject(`place is longer than ${MAX_NAME_CHARS} characters`);
    return { ok: true, site: { row, ...(name ? { name } : {}), place } };
  }
  return reject('no coordinates (lat and lng) and no place');
}

/** More rows than a portfolio may hold: refused before any place is looked up. */
export function tooManySites(count: number): AppError {
  return new AppError('too_many_sites', `The import has ${count} rows; a portfolio holds at most ${MAX_SITES} sites.`, {
    extra: { maxSites: MAX_SITES, rows: count },
  });
}

function limited(rows: ImportRow[], already = 0): ImportRow[] {
  if (rows.length + already > MAX_SITES) throw tooManySites(rows.length + already);
  return rows;
}

/** JSON sites (their types already checked by the schema). */
export function rowsFromJson(sites: readonly SiteInput[], already = 0): ImportRow[] {
  return limited(
    sites.map((s, i) => checkRow(i + 1, s)),
    already,
  );
}

/** Header names each column may go by (lower-cased, spaces and underscores dropped). */
const COLUMNS: Record<keyof RawRow, readonly string[]> = {
  name: ['name', 'site', 'sitename'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
  place: ['place', 'location'],
};
const fold = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The separator of the header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => unquoted.split(c).length - 1;
  const best = ([';', '\t'] as const).find((c) => count(c) > count(','));
  return best ?? ',';
}

/**
 * CSV with a header row naming `name` and `lat`/`lng` (or latitude/longitude/lon) or `place`; other columns are
 * ignored. Comma, semicolon or tab separated (semicolon or tab files may write decimal commas); a byte-order mark and
 * blank lines are skipped. Throws 400 for text csv-parse cannot read, 422 for a header without a usable column.
 */
export function rowsFromCsv(text: string, already = 0): ImportRow[] {
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (err) {
    throw validationError([{ field: 'body', message: `is not readable CSV: ${(err as Error).message}` }]);
  }
  const [header, ...data] = records;
  if (!header) throw noUsableSites('The CSV is empty: it needs a header row and at least one data row.', []);
  const folded = header.map(fold);
  const index = Object.fromEntries(
    (Object.keys(COLUMNS) as (keyof RawRow)[]).map((key) => [key, folded.findIndex((h) => COLUMNS[key].includes(h))]),
  ) as Record<keyof RawRow, number>;
  const coordinates = index.lat >= 0 && index.lng >= 0;
  if (!coordinates && index.place < 0) {
    throw noUsableSites(
      `The header row names no coordinate columns (lat and lng, or latitude and longitude/lon) and no place column; it names: ${header.join(', ')}.`,
      [],
    );
  }
  const cell = (record: string[], i: number) => (i >= 0 ? record[i] : undefined);
  return limited(
    data.map((record, i) =>
      checkRow(
        i + 1,
        {
          name: cell(record, index.name),
          lat: coordinates ? cell(record, index.lat) : undefined,
          lng: coordinates ? cell(record, index.lng) : undefined,
          place: cell(record, index.place),
        },
        delimiter !== ',',
      ),
    ),
    already,
  );
}

interface GeoJsonImport {
  name?: string;
  features: { geometry?: unknown; properties?: unknown }[];
}

/** GeoJSON: each feature a Point ([longitude, latitude]); a feature without geometry may name a `place` to find. */
export function rowsFromGeoJson(collection: GeoJsonImport, already = 0): ImportRow[] {
  return limited(
    collection.features.map((f, i) => {
      const row = i + 1;
      const properties = (typeof f.properties === 'object' && f.properties !== null ? f.properties : {}) as Record<string, unknown>;
      const name = typeof properties.name === 'string' ? properties.name : undefined;
      const g = f.geometry as { type?: unknown; coordinates?: unknown } | null | undefined;
      if (g === null || g === undefined) return checkRow(row, { name, place: properties.place });
      if (g.type !== 'Point') return { ok: false, row, reason: `geometry is a ${shown(g.type)}, not a Point` };
      const c = g.coordinates;
      if (!Array.isArray(c) || c.length < 2 || typeof c[0] !== 'number' || typeof c[1] !== 'number') {
        return { ok: false, row, reason: 'the Point has no [longitude, latitude] coordinates' };
      }
      return checkRow(row, { name, lng: c[0], lat: c[1] });
    }),
    already,
  );
}

/** 422: nothing in the import could be used; `rejected` says why for each row. */
export function noUsableSites(detail: string, rejected: { row: number; reason: string }[]): AppError {
  return new AppError('no_usable_sites', detail, { extra: { rejected } });
}
