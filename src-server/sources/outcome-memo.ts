// Per-cell memo of the source layer's request keys: a question about another place in a warm cell finds each source's
// cached answer without building the client's URL, weighing it (open-meteo-weight.ts) and deriving the cache key
// from it again (layer.ts cacheKeyOf). docs/performance.md "2026-11-26, branch perf-places".
//
// What is kept is not an outcome but the way to it: for a client call (client, method, the place's cell, the other
// arguments, today), the source and cache key the layer computed the last time, with the expiry of the answer it
// served. While that answer is fresh, the same call is answered by the layer's own cache lookup under that key
// (the layer's `cachedFresh`, handed over with the key: the same `cache.get`, the same freshness test and the same
// outcome as `request` would make, so LRU order, hit counts, `fetchedAt`, `expiresAt` and `cached` stay true). Anything
// else, a missing or expired answer, offline mode, a failure, goes through the client and the layer as before.
// A place stands for its cell here, which is right for a client whose request the layer keys by the cell
// (`SourceRequest.cell`, coordinates out of the key): every client today; test/unit/sources/outcome-memo.test.ts runs
// every registered hazard through the memo and the layer and requires the same outcomes.
import { placeCell } from '../shared/geo.js';
import { DAY_MS } from '../shared/clock.js';
import type { SourceId, SourceOutcome } from './types.js';

/** What the layer computed for one request: enough to look its cached answer up again. */
export interface KeyedRequest {
  source: SourceId;
  key: string;
  ttlSec: number;
  renormalize?: (body: unknown) => unknown;
  /** The layer's cache lookup (fresh answers only), bound to the layer that computed the key. */
  cachedFresh: (source: SourceId, key: string, ttlSec: number, renormalize?: (body: unknown) => unknown) => SourceOutcome<unknown> | undefined;
}

/** Requests the layer keyed while a memoised client call ran synchronously (undefined: nobody is listening). */
let capturing: KeyedRequest[] | undefined;

/** Called by the layer for every request it keys; costs one test when no memoised call is running. */
export function noteRequestKey(source: SourceId, key: string, ttlSec: number, renormalize: KeyedRequest['renormalize'], cachedFresh: KeyedRequest['cachedFresh']): void {
  if (capturing) capturing.push({ source, key, ttlSec, renormalize, cachedFresh });
}

interface Entry extends KeyedRequest {
  expiresAtMs: number;
}

export interface OutcomeMemoOptions {
  /** The clock the clients read (the layer's `now`): today's date is part of every memo key. */
  now: () => Date;
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
    if (typeof o.lat === 'number' && typeof o.lng === 'number') out.push(`@${placeCell(o.lat, o.lng)}`);
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
const POSITIONAL_PLACE = new Set(['gbif.occurrenceCount']);

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

/**
 * The clients (an object of client objects, as `SourceClients`) with every method memoised as described above;
 * properties that are not client objects (the calibration function) are handed on as they are.
 */
export function memoiseClients<C extends object>(clients: C, options: OutcomeMemoOptions): C & { readonly outcomeMemo: { stats(): OutcomeMemoStats } } {
  const maxEntries = options.maxEntries ?? 4096;
  const memo = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0 };

  const wrap = (name: string, fn: (...args: unknown[]) => Promise<SourceOutcome<unknown>>, self: unknown) =>
    function memoised(...args: unknown[]): Promise<SourceOutcome<unknown>> {
      const nowMs = options.now().getTime();
      const key = callKey(name, args, nowMs);
      if (key === undefined) return fn.apply(self, args);
      const entry = memo.get(key);
      if (entry && entry.expiresAtMs > nowMs) {
        const outcome = entry.cachedFresh(entry.source, entry.key, entry.ttlSec, entry.renormalize);
        if (outcome) {
          stats.hits++;
          return Promise.resolve(outcome);
        }
      }
      stats.misses++;
      const outer = capturing;
      const keyed: KeyedRequest[] = [];
      capturing = keyed;
      let pending: Promise<SourceOutcome<unknown>>;
      try {
        pending = fn.apply(self, args);
      } finally {
        capturing = outer;
      }
      // Only a call that made exactly one request synchronously is kept (every client method today).
      if (keyed.length !== 1 || typeof (pending as Partial<Promise<unknown>> | undefined)?.then !== 'function') return pending;
      const made = keyed[0]!;
      return pending.then((outcome) => {
        if (outcome.ok && outcome.expiresAt !== undefined && outcome.liveError === undefined && made.ttlSec > 0) {
          memo.delete(key);
          memo.set(key, { ...made, expiresAtMs: Date.parse(outcome.expiresAt) });
          if (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
        }
        return outcome;
      });
    };

  const out: Record<string, unknown> = {};
  for (const [clientName, client] of Object.entries(clients)) {
    if (client === null || typeof client !== 'object') {
      out[clientName] = client;
      continue;
    }
    const wrapped: Record<string, unknown> = {};
    for (const [method, fn] of Object.entries(client as Record<string, unknown>)) {
      wrapped[method] = typeof fn === 'function' ? wrap(`${clientName}.${method}`, fn as never, client) : fn;
    }
    out[clientName] = wrapped;
  }
  out.outcomeMemo = { stats: (): OutcomeMemoStats => ({ ...stats, size: memo.size }) };
  return out as C & { readonly outcomeMemo: { stats(): OutcomeMemoStats } };
}
