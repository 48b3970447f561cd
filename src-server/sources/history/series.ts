// A kept daily series: one value per day and variable, from its first day to its last, with where it came from.
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';

/** The days and values of a kept series: `columns[v][i]` is variable v on day first + i (null: the source had none). */
export interface DailyColumns {
  /** First day (YYYY-MM-DD). */
  first: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  last: string;
  columns: Record<string, (number | null)[]>;
}

/** One call that filled part of a series: what was asked, when, for which days. */
export interface HistoryFetch {
  url: string;
  from: string;
  to: string;
  atMs: number;
}

/** A series as kept: its columns, the source's own cell (coordinates and elevation it answered for) and every fetch. */
export interface KeptSeries extends DailyColumns {
  /** What the series is (source and variables), e.g. 'open-meteo-archive:era5-daily'. */
  series: string;
  /** The source's grid cell it is kept under (sources/history/cells.ts). */
  cell: string;
  /** Where the source said the answer is from (grid-snapped coordinates, elevation in m); null when it did not say. */
  source: { latitude: number | null; longitude: number | null; elevation: number | null };
  provenance: HistoryFetch[];
  /** When the newest part was fetched. */
  fetchedAtMs: number;
  /** When the source was last asked for newer days (answered or not): the next ask waits for `retryAfterMs`. */
  checkedAtMs: number;
}

export const DAY_MS = 86_400_000;

/**
 * `make(now)` computed once per UTC day (the last day's value kept in the returned function): for what depends on the
 * day only (periods, spans and the names built from them), which every warm question would otherwise rebuild.
 */
export function byUtcDay<T>(make: (now: Date) => T): (now: Date) => T {
  let day = NaN;
  let value: T;
  return (now) => {
    const d = Math.floor(now.getTime() / DAY_MS);
    if (d !== day) {
      value = make(now);
      day = d;
    }
    return value;
  };
}
export const dayCountOf = (s: Pick<DailyColumns, 'first' | 'last'>): number => dayNo(s.last) - dayNo(s.first) + 1;

/**
 * The column index range [a, b] of the days [from, to] in a series (clipped to the days it has; b < a: none), and the
 * day number of its first column (column i is the day `dateOfNo(first + i)`).
 */
export function spanIndex(s: Pick<DailyColumns, 'first' | 'last'>, from: string, to: string): [a: number, b: number, first: number] {
  const first = dayNo(s.first);
  return [Math.max(0, dayNo(from) - first), Math.min(dayNo(s.last), dayNo(to)) - first, first];
}

/** The span of the last `days` days before today (today not counted in), made once a UTC day. */
export function daysBeforeToday(days: number): (now: Date) => { from: string; to: string } {
  return byUtcDay((now) => {
    const today = Math.floor(now.getTime() / DAY_MS);
    return { from: dateOfNo(today - days), to: dateOfNo(today - 1) };
  });
}

/**
 * `older` extended by `newer` (which starts on or before the day after older's last): newer's days win where both have
 * one. Variables only one side has are null on the other's days.
 */
export function mergeColumns(older: DailyColumns, newer: DailyColumns): DailyColumns {
  const first = older.first <= newer.first ? older.first : newer.first;
  const last = older.last >= newer.last ? older.last : newer.last;
  const n = dayNo(last) - dayNo(first) + 1;
  const vars = [...new Set([...Object.keys(older.columns), ...Object.keys(newer.columns)])];
  const columns: Record<string, (number | null)[]> = {};
  for (const v of vars) {
    const col: (number | null)[] = new Array<number | null>(n).fill(null);
    for (const part of [older, newer]) {
      const values = part.columns[v];
      if (!values) continue;
      const offset = dayNo(part.first) - dayNo(first);
      for (let i = 0; i < values.length; i++) if (part === newer || values[i] !== null) col[offset + i] = values[i] ?? null;
    }
    columns[v] = col;
  }
  return { first, last, columns };
}

/** The columns without their trailing days on which no variable has a value (days the source has not published yet). */
export function trimUnpublished(c: DailyColumns): DailyColumns | undefined {
  const vars = Object.keys(c.columns);
  let n = dayCountOf(c);
  while (n > 0 && vars.every((v) => (c.columns[v]![n - 1] ?? null) === null)) n--;
  if (n === 0) return undefined;
  if (n === dayCountOf(c)) return c;
  return {
    first: c.first,
    last: dateOfNo(dayNo(c.first) + n - 1),
    columns: Object.fromEntries(vars.map((v) => [v, c.columns[v]!.slice(0, n)])),
  };
}
