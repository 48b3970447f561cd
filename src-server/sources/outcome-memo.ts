// Per-cell memo of the source layer's request keys: a question about another place in a warm cell finds each source's
// cached answer without building the client's URL, weighing it (open-meteo-weight.ts) and deriving the cache key
// from it again (cache-key.ts cacheKeyOf). docs/architecture.md "Caches".
//
// What is kept is not an outcome but the way to it: for a client call (client, method, the place's cell, the other
// arguments, today), the key the layer answered it under the last time (`Keyed.key`, returned with every outcome),
// with the expiry of the answer it served. While that answer is fresh, the same call is answered by the layer's own
// cache lookup under that key (`SourceHttp.cached`: the same `cache.get`, the same freshness test and the same outcome
// as `request` would make, so LRU order, hit counts, `fetchedAt`, `expiresAt` and `cached` stay true). Anything else, a
// missing or expired answer, offline mode, a failure, goes through the client and the layer as before.
// A place stands for its cell here (with the cells of the sources asked at their grid point, whose grids cut across
// answer cells: history/cells.ts sourceCellsOf), which is right for a client whose request the layer keys by the cell
// (`SourceRequest.cell`, coordinates out of the key): every layer-cached client (kept history, keyed by its source's
// own cell, is called directly: hazards/evaluation.ts); test/unit/sources/outcome-memo.test.ts runs
// every registered hazard through the memo and the layer and requires the same outcomes.
import { placeCell } from '../shared/geo.js';
import { sourceCellsOf } from './history/cells.js';
import { DAY_MS } from '../shared/clock.js';
import type { Keyed, RequestKey, SourceOutcome } from './types.js';

interface Entry {
  key: RequestKey;
  expiresAtMs: number;
}

export interface OutcomeMemoOptions {
  /** The clock the clients read (the layer's `now`): today's date is part of every memo key. */
  now: () => Date;
  /** The layer's lookup of a fresh answer by its key (`SourceHttp.cached`). */
  cached: (key: RequestKey) => SourceOutcome<unknown> | undefined;
  /** Entries kept (oldest first out); default 4,096. */
  maxEntries?: number;
}

export interface OutcomeMemoStats {
  hits: number;
  misses: number;
  size: number;
}

/** The UTC day of an instant, as a day number (days since 1970-01-01). */
const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * The memo key of one argument: a place (an object with numeric lat and lng) by its 0.1° cell, other values as they
 * are, except instants: each by its UTC day, its whole days before now (floored and rounded) and its exact distance
 * from the call's first instant. The source clients key their requests by the place cell and by whole days or window
 * lengths (layer.ts SourceRequest: "window lengths, not instants"), which these determine. An argument shape this does
 * not know (a function, a class instance) makes the call unmemoised.
 */
function keyOf(value: unknown, nowMs: number, out: string[], first: { ms?: number }): boolean {
  if (value === undefined) out.push('u');
  else if (value === null) out.push('n');
  else if (typeof value === 'number' || typeof value === 'boolean') out.push(String(value));
  else if (typeof value === 'string') out.push(JSON.stringify(value));
  else if (value instanceof Date) {
    const ms = value.getTime();
    first.ms ??= ms;
    const before = (nowMs - ms) / DAY_MS;
    out.push(`D${utcDay(ms)}@${Math.floor(before)}/${Math.round(before)}+${ms - first.ms}`);
  } else if (Array.isArray(value)) {
    out.push('[');
    for (const v of value) if (!keyOf(v, nowMs, out, first)) return false;
    out.push(']');
  } else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const o = value as Record<string, unknown>;
    out.push('{');
    // The answer cell, and the source cells of the clients asked at their grid point (history/cells.ts), which cut
    // across answer cells: a place of a warm answer cell in another source cell goes to the layer, not to the memo.
    if (typeof o.lat === 'number' && typeof o.lng === 'number') out.push(`@${placeCell(o.lat, o.lng)}@${sourceCellsOf(o.lat, o.lng)}`);
    for (const k in o) {
      if (k === 'lat' || k === 'lng') continue;
      out.push(k);
      if (!keyOf(o[k], nowMs, out, first)) return false;
    }
    out.push('}');
  } else return false;
  return true;
}

/** Positional places: methods whose first two arguments are latitude and longitude. */
const POSITIONAL_PLACE: ReadonlySet<string> = new Set(['gbif.occurrenceCount']);

/**
 * The memo key of a call, or undefined when it is not memoised (an argument this cannot key). Exported for tests.
 */
export function callKey(name: string, args: readonly unknown[], nowMs: number): string | undefined {
  const out: string[] = [name, String(utcDay(nowMs))];
  const first = {};
  let rest = args;
  if (POSITIONAL_PLACE.has(name)) {
    const [lat, lng] = args;
    if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
    out.push(`@${placeCell(lat, lng)}`);
    rest = args.slice(2);
  }
  for (const a of rest) if (!keyOf(a, nowMs, out, first)) return undefined;
  return out.join('|');
}

export interface OutcomeMemo {
  /** The memo key of a client call named `client.method` (undefined: its arguments cannot be keyed, so not memoised). */
  keyOf(name: string, args: readonly unknown[]): string | undefined;
  /** The call's answer from the layer's cache under the key it had, while that answer is fresh; else undefined. */
  lookup(key: string): Keyed<unknown> | undefined;
  /** Learns the key a call was answered under (kept while its answer is fresh, if it is cached). */
  remember(key: string, keyed: Keyed<unknown>): void;
  /** keyOf, then lookup, else `call()` and remember (a call whose arguments cannot be keyed is simply made). */
  call<T>(name: string, args: readonly unknown[], call: () => Promise<Keyed<T>>): Promise<Keyed<T>>;
  stats(): OutcomeMemoStats;
}

export function createOutcomeMemo(options: OutcomeMemoOptions): OutcomeMemo {
  const maxEntries = options.maxEntries ?? 4096;
  const memo = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };

  function lookup(key: string): Keyed<unknown> | undefined {
    const entry = memo.get(key);
    if (entry && entry.expiresAtMs > options.now().getTime()) {
      const outcome = options.cached(entry.key);
      if (outcome) {
        stats.hits++;
        return { key: entry.key, outcome };
      }
    }
    stats.misses++;
    return undefined;
  }

  function remember(key: string, keyed: Keyed<unknown>): void {
    const { outcome } = keyed;
    if (outcome.ok && outcome.expiresAt !== undefined && outcome.liveError === undefined && keyed.key.ttlSec > 0) {
      memo.delete(key);
      memo.set(key, { key: keyed.key, expiresAtMs: Date.parse(outcome.expiresAt) });
      if (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
    }
  }

  const keyOf = (name: string, args: readonly unknown[]) => callKey(name, args, options.now().getTime());
  return {
    keyOf,
    lookup,
    remember,
    async call<T>(name: string, args: readonly unknown[], call: () => Promise<Keyed<T>>): Promise<Keyed<T>> {
      const key = keyOf(name, args);
      if (key === undefined) return call();
      const hit = lookup(key);
      if (hit) return hit as Keyed<T>;
      const keyed = await call();
      remember(key, keyed);
      return keyed;
    },
    stats: (): OutcomeMemoStats => ({ ...stats, size: memo.size }),
  };
}
