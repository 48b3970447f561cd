// Open-Meteo's shared answer shape ({daily|hourly: {time: [...], <variable>: [...]}}) -> aligned, null-safe series.
import { freezeFlatRows } from '../shared/freeze.js';
import { SourceError } from './http.js';
import type { FetchedColumns } from './history/kept.js';
import { dayNo } from '../shared/day-of-year.js';

export interface OpenMeteoSeries<K extends string> {
  /** Grid-snapped coordinates of the cell that answered. */
  latitude: number | null;
  longitude: number | null;
  elevation: number | null;
  /** ISO 8601 dates (daily) or date-times (hourly), as returned (we always ask for GMT). */
  time: string[];
  /** One array per variable, aligned with `time`; null where the API had no value or sent garbage. */
  values: Record<K, (number | null)[]>;
}

/** A finite number, or null (what the normalisers keep of every value). */
export const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** A time step as text: ISO strings as sent, Unix seconds as ISO date-times, anything else '' (unreadable). */
export const timeText = (t: unknown): string => (typeof t === 'string' ? t : typeof t === 'number' ? new Date(t * 1000).toISOString() : '');

/**
 * The checked block of an Open-Meteo answer and its raw time steps. Throws SourceError('parse') for the
 * `{error: true, reason}` body and for answers without the block. A multi-location answer (a top-level array) is read
 * for its first location.
 */
export function openMeteoBlock(
  body: unknown,
  block: 'daily' | 'hourly',
): { root: Record<string, unknown>; data: Record<string, unknown>; times: unknown[] } {
  const root = (Array.isArray(body) ? body[0] : body) as Record<string, unknown> | null | undefined;
  if (!root || typeof root !== 'object') throw new SourceError('parse', 'Open-Meteo answer is not a JSON object');
  if (root.error === true) {
    throw new SourceError('parse', `Open-Meteo error: ${typeof root.reason === 'string' ? root.reason.slice(0, 160) : 'no reason given'}`);
  }
  const data = root[block] as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object' || !Array.isArray(data.time)) {
    throw new SourceError('parse', `Open-Meteo answer has no ${block} block`);
  }
  return { root, data, times: data.time as unknown[] };
}

/** A variable's raw column ([] when the API left it out: all nulls once read through `num`). */
export function rawColumn(data: Record<string, unknown>, v: string, model?: string): unknown[] {
  // With one model named in `models`, some endpoints suffix the key (`temperature_2m_max_MRI_AGCM3_2_S`, `..._era5`).
  const key = Array.isArray(data[v])
    ? v
    : model && Array.isArray(data[`${v}_${model}`])
      ? `${v}_${model}`
      : Object.keys(data).find((k) => k.startsWith(`${v}_`) && /^[A-Z]/.test(k.slice(v.length + 1)));
  return key && Array.isArray(data[key]) ? (data[key] as unknown[]) : [];
}

/**
 * Reads one block of an Open-Meteo answer (errors as `openMeteoBlock`); a variable the API left out comes back as all
 * nulls. The normalisers on a watch tick's path read the raw columns straight into their rows instead (`rawColumn`,
 * one object a day, the same values, without a row view built first).
 */
export function normalizeOpenMeteo<K extends string>(body: unknown, block: 'daily' | 'hourly', vars: readonly K[]): OpenMeteoSeries<K> {
  const { root, data, times } = openMeteoBlock(body, block);
  const time = times.map(timeText);
  const values = {} as Record<K, (number | null)[]>;
  for (const v of vars) {
    const raw = rawColumn(data, v);
    values[v] = time.map((_, i) => num(raw[i]));
  }
  return { latitude: num(root.latitude), longitude: num(root.longitude), elevation: num(root.elevation), time, values };
}

/** Row view: one object per time step (rows with an unreadable time are dropped). */
export function seriesRows<K extends string>(s: OpenMeteoSeries<K>): ({ time: string } & Record<K, number | null>)[] {
  const rows: ({ time: string } & Record<K, number | null>)[] = [];
  // The variables' names and columns once (not an Object.keys array a row).
  const keys = Object.keys(s.values) as K[];
  const columns = keys.map((k) => s.values[k]);
  for (let i = 0; i < s.time.length; i++) {
    const time = s.time[i]!;
    if (!time) continue;
    const row = { time } as { time: string } & Record<K, number | null>;
    for (let j = 0; j < keys.length; j++) (row as Record<K, number | null>)[keys[j]!] = columns[j]![i] ?? null;
    rows.push(row);
  }
  return rows;
}

/**
 * A daily answer as rows, one object a day straight from the raw columns (rows with an unreadable time dropped, as
 * seriesRows would give): the date, then each of `fields` (in that order) read from its column `columnOf[field]`.
 */
export function dailyRows<T extends { date: string }>(
  body: unknown,
  fields: readonly (keyof T & string)[],
  columnOf: Readonly<Partial<Record<keyof T & string, string>>>,
): T[] {
  const { data, times } = openMeteoBlock(body, 'daily');
  const columns = fields.map((f) => [f, rawColumn(data, columnOf[f]!)] as const);
  const days: T[] = [];
  for (let i = 0; i < times.length; i++) {
    const time = timeText(times[i]);
    if (!time) continue;
    const day: Record<string, unknown> = { date: time.slice(0, 10) };
    for (const [f, col] of columns) day[f] = num(col[i]);
    days.push(day as T);
  }
  return freezeFlatRows(days);
}

/** Coordinates as Open-Meteo takes them (4 decimals is ~11 m, finer than any of its grids). */
export const coord = (x: number) => x.toFixed(4);
export { utcDay as isoDay } from '../shared/clock.js';

/** An Open-Meteo daily answer as columns from `from` (a day the answer lacks stays null). */
export function normalizeDailyColumns(body: unknown, vars: readonly string[], from: string, to: string, model?: string): FetchedColumns {
  const { root, data, times } = openMeteoBlock(body, 'daily');
  const first = dayNo(from);
  const n = dayNo(to) - first + 1;
  if (!(n > 0)) throw new Error(`empty span ${from}..${to}`);
  const columns: Record<string, (number | null)[]> = {};
  for (const v of vars) {
    const raw = rawColumn(data, v, model);
    const col: (number | null)[] = new Array<number | null>(n).fill(null);
    for (let i = 0; i < times.length; i++) {
      const date = timeText(times[i]).slice(0, 10);
      const k = date ? dayNo(date) - first : -1;
      if (k >= 0 && k < n) col[k] = num(raw[i]);
    }
    columns[v] = col;
  }
  return {
    first: from,
    last: to,
    columns,
    source: { latitude: num(root.latitude), longitude: num(root.longitude), elevation: num(root.elevation) },
  };
}
