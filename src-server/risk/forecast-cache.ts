// The forecast cache: one hazard's model run (its source outcomes and model result) for a place, horizon, lens and
// window, kept until the youngest source it used stops being fresh. Scores, confidence and every source's age are
// recomputed from it on each request with that request's clock (risk/service.ts), so they stay true. Its key and
// lifetime are in docs/architecture.md "Caches".
import type { EventWindow } from '../shared/window.js';
import type { Place } from '../contracts/risk.js';
import type { HazardRun } from '../hazards/types.js';
import { DAY_MS } from '../shared/clock.js';
import { placeCell } from '../shared/geo.js';
import { deepFreeze } from '../shared/freeze.js';

/** A run is reused for at most this long, even when all its sources stay fresh longer (the window moves with now). */
export const FORECAST_MAX_AGE_MS = 3_600_000;
export const DEFAULT_FORECAST_ENTRIES = 5000;

export interface ForecastKeyInput {
  place: Place;
  horizon: string;
  lens: string;
  now: Date;
  /** An explicit window (a calendar period named in the prompt); absent: the default now → now + horizon. */
  window?: EventWindow;
}

/**
 * The key of a question's runs, less the hazard (add it: `${forecastKey(k)}|${hazard}`): the place cell first (so a
 * cell's entries sort together), then the exact place (models use its position and name: distances to epicentres,
 * radius layers, descriptions), horizon, lens and window. A default window is keyed by its UTC day: a run never
 * crosses midnight, so its window's first day is the request's.
 */
export function forecastKey(k: ForecastKeyInput): string {
  const p = k.place;
  const window = k.window ? `${k.window.start.toISOString()}/${k.window.end.toISOString()}` : `default@${k.now.toISOString().slice(0, 10)}`;
  return [
    placeCell(p.lat, p.lng),
    p.lat,
    p.lng,
    p.name,
    p.city,
    p.country,
    p.countryCode,
    p.admin1 ?? '',
    p.source,
    k.horizon,
    k.lens,
    window,
  ].join('|');
}

/**
 * When a run stops being reusable: the earliest expiry among its sources, capped at FORECAST_MAX_AGE_MS and at the
 * next UTC midnight; undefined when it must not be reused at all (a source failed, or answered stale data after a
 * failed live call, or is not cached: its next answer may differ at any moment). A `not_covered` outcome is an answer,
 * not a failure: it holds while the answer it was read from stays fresh (its `expiresAt`; without one, not reused).
 */
export function reusableUntil(run: HazardRun, nowMs: number): number | undefined {
  let until = Math.min(nowMs + FORECAST_MAX_AGE_MS, Math.floor(nowMs / DAY_MS + 1) * DAY_MS);
  for (const o of run.outcomes) {
    const answered = o.ok ? o.liveError === undefined : o.kind === 'not_covered';
    if (!answered || o.expiresAt === undefined) return undefined;
    until = Math.min(until, Date.parse(o.expiresAt));
  }
  return until > nowMs ? until : undefined;
}

/**
 * The run as kept, and as every reuse hands it out: its outcomes without their payloads, each source that answered
 * marked `cached: true` (a reused run made no call for the answer it goes into). Nothing reads a run's payloads once its
 * model has run (the scores and source statuses read each outcome's source, times and errors), and a kept payload would
 * outlive the source cache's bounded LRU: 750 runs of a 500-cell watch tick held every answer of the tick (~1 GB of
 * heap). The payloads stay where they belong, in the source cache (sources/cache.ts), with their derived values. Made
 * once, when the run is stored: a warm answer allocates nothing for its outcomes, and every reuse hands out the same ones.
 */
export function asKept(run: HazardRun): HazardRun {
  return {
    ...run,
    outcomes: run.outcomes.map((o) => (o.ok && (o.data !== null || !o.cached) ? { ...o, data: null, cached: true } : o)),
  };
}

/** A kept run's version: a new number whenever the run under a key is replaced (new data, a clear, an eviction). */
export interface KeptRun {
  stamp: number;
  untilMs: number;
}

interface Entry extends KeptRun {
  /** The run as kept and reused (asKept). */
  run: HazardRun;
  /** Frozen on its first reuse (not when stored: a run asked once, e.g. for a place seen once, never pays for it). */
  frozen: boolean;
}

/** A run as the cache hands it out: reused or computed, and the entry it is kept as (none: not kept). */
export interface CachedRun {
  run: HazardRun;
  reused: boolean;
  kept?: KeptRun;
}

export interface ForecastCacheOptions {
  /** false: every evaluation runs the models (tests of live behaviour; HAZARDCAST_SOURCE_CACHE=0). */
  enabled: boolean;
  maxEntries?: number;
}

export function createForecastCache(options: ForecastCacheOptions) {
  const maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_FORECAST_ENTRIES);
  const entries = new Map<string, Entry>();
  /** Runs in progress: concurrent identical questions share one. */
  const pending = new Map<string, Promise<{ run: HazardRun; kept?: KeptRun }>>();
  const stats = { hits: 0, misses: 0, shared: 0, uncacheable: 0 };
  let lastStamp = 0;

  function store(key: string, run: HazardRun, nowMs: number): KeptRun | undefined {
    const untilMs = reusableUntil(run, nowMs);
    if (untilMs === undefined) {
      stats.uncacheable++;
      return undefined;
    }
    entries.delete(key);
    const entry: Entry = { run: asKept(run), untilMs, stamp: ++lastStamp, frozen: false };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return { stamp: entry.stamp, untilMs };
  }

  return {
    /**
     * The cached run for `key` if still reusable at `now` (`reused: true`), else the run `compute()` makes (stored if
     * reusable). `kept`: the entry the run is kept as, whose stamp `stampOf` answers while it lives.
     */
    async run(key: string, now: Date, compute: () => Promise<HazardRun>): Promise<CachedRun> {
      if (!options.enabled) return { run: await compute(), reused: false };
      const nowMs = now.getTime();
      const hit = entries.get(key);
      if (hit) {
        if (hit.untilMs > nowMs) {
          stats.hits++;
          // Shared by every request until it expires: deep-frozen, so a caller that tried to change it would throw,
          // and the response serialiser may keep the JSON of its parts (http/serializer.ts).
          if (!hit.frozen) {
            deepFreeze(hit.run, { parts: true });
            hit.frozen = true;
          }
          return { run: hit.run, reused: true, kept: hit };
        }
        entries.delete(key);
      }
      const inFlight = pending.get(key);
      if (inFlight) {
        stats.shared++;
        return { ...(await inFlight), reused: false };
      }
      stats.misses++;
      const p = compute().then((run) => ({ run, kept: store(key, run, nowMs) }));
      pending.set(key, p);
      try {
        return { ...(await p), reused: false };
      } finally {
        pending.delete(key);
      }
    },
    /** The stamp of the run kept under `key` while it is reusable at `nowMs` (no hit counted, nothing frozen). */
    stampOf(key: string, nowMs: number): number | undefined {
      const hit = entries.get(key);
      return hit && hit.untilMs > nowMs ? hit.stamp : undefined;
    },
    /** Drops every entry (e.g. a test that changes what a source answers without moving the clock). */
    clear(): void {
      entries.clear();
    },
    stats: () => ({ ...stats, entries: entries.size }),
  };
}
export type ForecastCache = ReturnType<typeof createForecastCache>;
