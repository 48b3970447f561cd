// The source layer: one call path for every live API (cache, offline, de-duplication, limiter, breaker, retries, timeout).
import type { Db } from '../db/sql.js';
import { BrokenCircuitError } from 'cockatiel';
import type { Clock } from '../shared/clock.js';
import { createSourceCache, type CachedAnswer, type SourceCache } from './cache.js';
import { cacheStoreFor } from './cache-store.js';
import { createSharedCallLimiter } from './shared-limiter.js';
import { getBody, SourceError, type HttpDeps } from './http.js';
import { fetchTransport, type SourceTransport } from './transport.js';
import { createBudgetPath, type BudgetScope, type OpenMeteoLimitScope } from './budget-path.js';
import { BudgetRefusal, openMeteoLimits, realBudgetTime, type BudgetTime, type WindowLimit } from './limiter.js';
import { maskKey } from './open-meteo-key.js';
import { reasonOf, said } from './reason.js';
import { msg } from '../i18n/message.js';
import { SOURCE_TTL_SEC } from './ttl.js';
import { cacheKeyOf } from './cache-key.js';
import { createResilience, isRetryable } from './resilience.js';
import { anyDayKey, earlierDayKeys } from './stand-in.js';
import type { Keyed, RequestKey, SourceId, SourceOutcome } from './types.js';

export type { BudgetScope, OpenMeteoLimitScope };

export interface SourceLayerDeps {
  fetch: typeof globalThis.fetch;
  /** How GETs go out; default: `fetch` as a transport (the app passes undici's, sources/transport.ts). */
  transport?: SourceTransport;
  userAgent: string;
  /** Offline mode: a function when the owner can switch it at run time (app settings), read before every call. */
  offline: boolean | (() => boolean);
  /** Whole budget of one question to one source, retries and waits included. */
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  breakerFailures: number;
  breakerHalfOpenMs: number;
  /** Weighted Open-Meteo calls allowed per minute, hour and day (the free tier: 600, 5,000, 10,000). */
  openMeteoPerMinute: number;
  openMeteoPerHour?: number;
  openMeteoPerDay?: number;
  /**
   * Which Open-Meteo calls the budget counts: 'free-tier' (default) the public *.open-meteo.com hosts, as Open-Meteo
   * does (not `customer-` hosts, a self-hosted server or a replay); 'all' every one (a proxy, benches); 'off' none.
   */
  openMeteoLimitScope?: OpenMeteoLimitScope;
  clock: Clock;
  /** Where the cache keeps answers (SQLite, or the team server's PostgreSQL, shared by its instances). */
  db: Db;
  /** false: every request goes live and nothing is cached (HAZARDCAST_SOURCE_CACHE=0; tests of live behaviour). */
  cache?: boolean;
  /** Bound of the in-memory cache of parsed payloads, in bytes of JSON (default 64 MiB; 0: none). */
  memoryCacheBytes?: number;
  /** Write-behind delay of fresh answers to SQLite (default 250 ms; 0: written before the answer is used). */
  cacheWriteDelayMs?: number;
  /** The time the Open-Meteo budget runs on (default: real time; tests and benches move it). */
  budgetTime?: BudgetTime;
  /** The budget's windows instead of a minute, an hour and a day of openMeteoPer* (tests shorten them). */
  openMeteoWindows?: WindowLimit[];
  /** Calls the budget refuses are queued and made at their turn, warming the cache (default true). */
  deferRefused?: boolean;
  /** The Open-Meteo API key in force (settings over OPEN_METEO_API_KEY), read before each call: customer hosts then. */
  openMeteoApiKey?: () => string | null;
}

/** One request to a live API, described so the layer can cache, de-duplicate and retry it. */
export interface SourceRequest<T> {
  source: SourceId;
  url: string;
  /** The place the answer is about: rounded to a 0.1° place cell (shared/geo placeCell) in the cache key. */
  cell?: { lat: number; lng: number };
  /**
   * What else identifies the answer, stable across calls (window lengths, not instants; thresholds;
   * a version number when `normalize`'s output changes). Default: the URL's path and query without
   * coordinates, which is right when the URL holds no timestamps.
   */
  params?: Record<string, string | number | boolean | null | undefined> | string;
  /** Body -> typed data. Must return JSON-safe data (it is cached as JSON). Throwing = garbled answer. */
  normalize: (body: unknown) => T;
  /** How the body is read: JSON (default), or its text for a source answering in another format (CSV). */
  format?: 'json' | 'text';
  /** Override of SOURCE_TTL_SEC[source]; 0 = never cache. */
  ttlSec?: number;
  /**
   * When a call like this one comes again, for the watch planner (BudgetScope `calls`), if not when its answer expires:
   * kept history (ttlSec 0, kept by sources/history) is extended about daily and its first fetch never made again.
   */
  recursSec?: number;
  /**
   * For an answer kept elsewhere (ttlSec 0: kept history, sources/history/kept.ts): what keeps it when the call is made
   * later. With it, a call the budget refuses is queued for its turn like a cached one, and its outcome handed here.
   */
  keep?: (outcome: SourceOutcome<T>, url: string) => Promise<void>;
  /**
   * `normalize` is a pure function of the body (and of what the cache key holds): SQLite then stores the answer's own
   * text, normalised again when read back, instead of re-serialising the normalised payload (Open-Meteo's columns are
   * a third of the rows' JSON, and no JSON.stringify is needed).
   */
  storeBody?: boolean;
  /** What the call counts against the source's quota (Open-Meteo: open-meteo-weight.ts); 1 when unset. */
  weight?: number;
  /**
   * Its `start_date`/`end_date` follow the clock (today counted in): when the call cannot be made, the same call's
   * answer of an earlier day stands in (stand-in.ts).
   */
  followsClock?: boolean;
}

/** What clients receive: the plain HttpDeps (getJson still works) plus the layer's `request`. */
export interface SourceHttp extends HttpDeps {
  /** The request's outcome (a value, never a throw) and the key its answer is kept under. */
  request<T>(req: SourceRequest<T>): Promise<Keyed<T>>;
  /** The fresh answer kept under `key`, as `request` would serve it from the cache; undefined otherwise. */
  cached(key: RequestKey): SourceOutcome<unknown> | undefined;
  /** Breaker state per source that has been called: closed, open, half-open or isolated. */
  breakerStates(): Partial<Record<SourceId, string>>;
  /** Hits and size of the payload cache (bench and tests). */
  cacheStats(): ReturnType<SourceCache['stats']>;
  /** Writes fresh answers still waiting for the database (write-behind) now (on PostgreSQL, a Promise of it). */
  flushCache(): void | Promise<void>;
  /** Writes what waits and stops writing: the database is about to close. Resolves once it is written. */
  closeCache(): Promise<void>;
  /**
   * Weighted Open-Meteo calls reserved in each budget window now, the calls the budget refused so far (`deferred` of
   * them queued for their turn), the weight queued for later instants and the calls waiting for it.
   */
  openMeteoBudget(): {
    windows: { label: string; max: number; used: number }[];
    refused: number;
    deferred: number;
    weightAsked: number;
    queuedWeight: number;
    queuedCalls: number;
  };
  /** The budget's windows (the watch planner plans within them). */
  openMeteoWindows(): readonly WindowLimit[];
  /** Runs `fn` with its calls counted into, and served as, `scope` says (watch evaluations). */
  withBudget<T>(scope: BudgetScope, fn: () => Promise<T>): Promise<T>;
  /** Resolves once no queued call is due or running (tests and benches that move the budget's time). */
  deferredSettled(): Promise<void>;
}

/** What the layer knows of a call beyond the request: its cache key, freshness, and whether its turn is reserved. */
interface CallInfo {
  key: string;
  ttlSec: number;
  reserved: boolean;
  /** SourceRequest.recursSec. */
  recursSec?: number;
  /**
   * The kept answer that serves if the call cannot be made (stand-in.ts), looked up only then: a refusal with one
   * queues nothing.
   */
  standIn?: () => CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
}

/** The key a refused call waits its turn under: a dated call's whatever its day (stand-in.ts anyDayKey). */
const queueKeyOf = (req: { followsClock?: boolean; keep?: unknown }, key: string) =>
  req.followsClock ? anyDayKey(key, 'window') : req.keep ? anyDayKey(key, 'since') : key;

/** Time left for an answer once a reserved slot comes: a call that could only start at its deadline is refused. */
const MIN_ANSWER_MS = 50;

export function createSourceLayer(deps: SourceLayerDeps): SourceHttp {
  const nowMs = () => deps.clock.now().getTime();
  const cache = createSourceCache(cacheStoreFor(deps.db), nowMs, {
    memoryBytes: deps.memoryCacheBytes,
    writeDelayMs: deps.cacheWriteDelayMs,
  });
  // Backoffs and breakers run on real time: they are about waiting, not about the forecast's clock. So does the
  // Open-Meteo budget, on its own BudgetTime (real time in the app; tests and benches move it).
  const realMs = () => performance.now();
  const windows =
    deps.openMeteoWindows ??
    openMeteoLimits({ perMinute: deps.openMeteoPerMinute, perHour: deps.openMeteoPerHour ?? 4500, perDay: deps.openMeteoPerDay ?? 9000 });
  const budget = createBudgetPath({
    windows,
    limitScope: deps.openMeteoLimitScope ?? 'free-tier',
    time: deps.budgetTime ?? realBudgetTime,
    apiKey: deps.openMeteoApiKey,
    deferRefused: deps.deferRefused,
    timeoutMs: deps.timeoutMs,
    // The team server's instances share one budget, counted in the database.
    ...(deps.db.dialect === 'postgres'
      ? { limiter: createSharedCallLimiter(windows, () => (deps.budgetTime ?? realBudgetTime).now(), deps.db) }
      : {}),
  });
  /** A 429's Retry-After we could not wait out: no call to that source before this (real ms). */
  const holdUntil = new Map<SourceId, number>();
  const inFlight = new Map<string, Promise<SourceOutcome<unknown>>>();
  const isOffline = typeof deps.offline === 'function' ? deps.offline : () => deps.offline as boolean;
  const http: HttpDeps = {
    transport: deps.transport ?? fetchTransport(deps.fetch),
    userAgent: deps.userAgent,
    timeoutMs: deps.timeoutMs,
    get offline() {
      return isOffline();
    },
    now: () => deps.clock.now(),
  };

  const { policyFor, breakerStates } = createResilience(deps);

  /** The text of each fresh payload whose request stores its body (until the cache takes it). */
  const bodies = new WeakMap<object, string>();

  /** One attempt; `call.reserved`: its turn in the budget was reserved already (a queued call made at its turn). */
  async function attempt<T>(req: SourceRequest<T>, deadline: number, attemptNo: number, call: CallInfo): Promise<T> {
    const { url, key } = budget.callUrlOf(req.source, req.url);
    if (budget.counts(req.source, url) && !(call.reserved && attemptNo === 1)) {
      // Take the earliest turn within this question's budget, or fail now with the budget's reason.
      const turn = budget.reserve(req.weight ?? 1, deadline - realMs() - MIN_ANSWER_MS, call);
      const waitMs = turn instanceof Promise ? await turn : turn;
      if (waitMs > 0) await budget.sleep(waitMs);
    }
    const remaining = Math.round(deadline - realMs());
    if (remaining <= 0) throw new SourceError('timeout', msg('sources.timeout', { ms: deps.timeoutMs }));
    try {
      const { body, text } = await getBody(url, { ...http, offline: false, timeoutMs: remaining }, req.format ?? 'json');
      try {
        const data = req.normalize(body);
        if (req.storeBody && data !== null && typeof data === 'object') bodies.set(data, text);
        return data;
      } catch (err) {
        throw err instanceof SourceError ? err : new SourceError('parse', `unexpected response shape: ${(err as Error).message}`);
      }
    } catch (err) {
      if (!(err instanceof SourceError)) throw err;
      // An API key never reaches an error text (network errors may quote the URL).
      if (key) err.message = maskKey(err.message, key);
      if (err.kind === 'timeout')
        throw new SourceError(
          'timeout',
          msg(attemptNo > 1 ? 'sources.timeoutAttempts' : 'sources.timeoutAttempt', { ms: deps.timeoutMs, attempts: attemptNo }),
        );
      if (isRetryable(err)) {
        const delayMs = err.retryAfterSec !== undefined ? err.retryAfterSec * 1000 : deps.backoffMs * 2 ** (attemptNo - 1);
        // Retry only if another attempt can still start (with a little time to answer) inside the budget.
        if (attemptNo <= deps.retries && realMs() + delayMs + 50 < deadline) err.retryDelayMs = delayMs;
        else if (err.kind === 'rate_limited' && err.retryAfterSec !== undefined) {
          holdUntil.set(req.source, realMs() + err.retryAfterSec * 1000);
        }
      }
      throw err;
    }
  }

  async function live<T>(req: SourceRequest<T>, call: CallInfo): Promise<SourceOutcome<T>> {
    const fetchedAt = deps.clock.now();
    const held = holdUntil.get(req.source);
    if (held !== undefined && realMs() < held) {
      const waitMs = held - realMs();
      return {
        ok: false,
        source: req.source,
        kind: 'rate_limited',
        ...said(msg('sources.retryAfterWait', { seconds: Math.ceil(waitMs / 1000) })),
        readyInMs: waitMs,
      };
    }
    const deadline = realMs() + deps.timeoutMs;
    let attemptNo = 0;
    try {
      const data = await policyFor(req.source).execute(() => attempt(req, deadline, ++attemptNo, call));
      return { ok: true, source: req.source, data: data as T, fetchedAt: fetchedAt.toISOString(), cached: false };
    } catch (err) {
      // A refusal within the question's wait: queued for its turn, made then, outside any question (not offline).
      if (err instanceof BudgetRefusal && !call.reserved) {
        // A kept answer serves instead: a refresh queued for later would take a turn from a call with no answer yet.
        // Read at once from memory or SQLite (no await): refused calls are queued in the order they were refused.
        const kept = call.standIn?.();
        if (kept instanceof Promise ? await kept : kept) return { ok: false, source: req.source, kind: err.kind, ...reasonOf(err) };
        const keep = req.keep;
        return await budget.defer(req.source, { ...call, keeps: keep !== undefined, queueKey: queueKeyOf(req, call.key) }, err, () =>
          isOffline() ? Promise.resolve() : callShared(req, { ...call, reserved: true }).then((outcome) => keep?.(outcome, req.url)),
        );
      }
      if (err instanceof BrokenCircuitError) {
        return {
          ok: false,
          source: req.source,
          kind: 'circuit_open',
          ...said(msg('sources.circuitOpen', { failures: deps.breakerFailures, seconds: Math.ceil(deps.breakerHalfOpenMs / 1000) })),
        };
      }
      if (err instanceof SourceError) {
        // The source's own 429 with a Retry-After we could not wait out: only that wait stands in the way.
        const readyInMs = err.kind === 'rate_limited' && err.retryAfterSec !== undefined ? err.retryAfterSec * 1000 : undefined;
        return { ok: false, source: req.source, kind: err.kind, ...reasonOf(err), ...(readyInMs !== undefined ? { readyInMs } : {}) };
      }
      return { ok: false, source: req.source, kind: 'network', reason: `unexpected failure: ${(err as Error).message}` };
    }
  }

  /** A live call (and the cache's copy of its answer), shared by every request for the same key while it runs. */
  function callShared<T>(req: SourceRequest<T>, call: CallInfo): Promise<SourceOutcome<T>> {
    const flightKey = `${req.source}\n${call.key}`;
    const running = inFlight.get(flightKey) as Promise<SourceOutcome<T>> | undefined;
    if (running) return running;
    const pending = live(req, call).then((outcome) => {
      if (!outcome.ok || call.ttlSec <= 0) return outcome;
      // The stored (frozen) payload is the one handed on: later cached answers share its identity.
      const data = outcome.data as unknown;
      const text = data !== null && typeof data === 'object' ? bodies.get(data) : undefined;
      // The cache holds the text until it is written; kept here (a WeakMap by the payload) it would live as long
      // as the payload does, a second copy of every answer in the heap.
      if (text !== undefined) bodies.delete(data as object);
      const stored = cache.put(req.source, call.key, outcome.data, Date.parse(outcome.fetchedAt), call.ttlSec, text);
      return { ...outcome, data: stored.data as T, expiresAt: new Date(stored.expiresAtMs).toISOString() };
    });
    const shared = pending.finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, shared as Promise<SourceOutcome<unknown>>);
    return shared;
  }

  const fromCache = <T>(source: SourceId, hit: CachedAnswer, liveError?: string): SourceOutcome<T> => ({
    ok: true,
    source,
    data: hit.data as T,
    fetchedAt: new Date(hit.fetchedAtMs).toISOString(),
    cached: true,
    expiresAt: new Date(hit.expiresAtMs).toISOString(),
    ...(liveError ? { liveError } : {}),
  });

  /**
   * The fresh cached answer under `k`, as `request` serves it; undefined otherwise (outcome-memo.ts). Synchronous: an
   * answer the team server would have to read from PostgreSQL counts as not known here (`request` reads it).
   */
  const cached = (k: RequestKey): SourceOutcome<unknown> | undefined => {
    const hit = k.ttlSec > 0 ? cache.get(k.source, k.key, k.renormalize) : undefined;
    if (hit instanceof Promise) {
      hit.catch(() => undefined);
      return undefined;
    }
    return hit && hit.expiresAtMs > nowMs() ? fromCache(k.source, hit) : undefined;
  };
  async function request<T>(req: SourceRequest<T>): Promise<Keyed<T>> {
    const ttlSec = deps.cache === false ? 0 : (req.ttlSec ?? SOURCE_TTL_SEC[req.source]);
    const key = cacheKeyOf(req);
    const renormalize = req.storeBody ? (req.normalize as (body: unknown) => unknown) : undefined;
    return { key: { source: req.source, key, ttlSec, renormalize }, outcome: await answer(req, key, ttlSec, renormalize) };
  }

  async function answer<T>(
    req: SourceRequest<T>,
    key: string,
    ttlSec: number,
    renormalize: RequestKey['renormalize'],
  ): Promise<SourceOutcome<T>> {
    const stored = ttlSec > 0 ? cache.get(req.source, key, renormalize) : undefined;
    const hit = stored instanceof Promise ? await stored : stored;
    if (hit && hit.expiresAtMs > nowMs()) return fromCache(req.source, hit);
    // What serves if the call cannot be made: this key's expired answer, else an earlier day's, looked up only when the
    // call cannot be made (up to STAND_IN_DAYS reads, PostgreSQL round trips on the team server, that a cold call
    // made at once never needs; and cold calls reach the budget in the order they were asked).
    let earlier: ReturnType<typeof earlierDayAnswer> | null = null;
    const standIn = () => hit ?? (earlier === null ? (earlier = earlierDayAnswer(req, key, ttlSec, renormalize)) : earlier);
    if (isOffline()) {
      const offline = said(msg('sources.offline'));
      const kept = await standIn();
      return kept
        ? fromCache(req.source, kept, `${offline.reason}; served cached data`)
        : { ok: false, source: req.source, kind: 'offline', ...offline };
    }
    // A watch between its place's planned refreshes reads what is kept rather than spend the budget.
    const preferred = budget.preferred(req.source, req.url, hit !== undefined, nowMs());
    if (preferred === 'kept')
      return fromCache(req.source, hit!, 'not refreshed: kept between the planned refreshes of this place (Open-Meteo budget)');
    if (preferred) return preferred;

    // Queued for its turn already (another question's refusal): say when, without asking the budget again. Else two
    // questions about one place at once make one call.
    const queued = inFlight.has(`${req.source}\n${key}`) ? undefined : budget.queued(req.source, queueKeyOf(req, key), req.weight ?? 1);
    const outcome: SourceOutcome<T> =
      queued ?? (await callShared(req, { key, ttlSec, reserved: false, recursSec: req.recursSec, standIn }));
    if (outcome.ok) return outcome;
    // The live call failed: an older answer (even expired, even an earlier day's) beats none, with its true age.
    const kept = await standIn();
    return kept ? fromCache(req.source, kept, `live call failed (${outcome.reason}); served cached data`) : outcome;
  }

  /**
   * The newest kept answer of the same call on an earlier day (stand-in.ts), for a call whose dates follow the clock:
   * at once from memory or SQLite, awaited from PostgreSQL.
   */
  function earlierDayAnswer(
    req: Pick<SourceRequest<unknown>, 'source' | 'followsClock'>,
    key: string,
    ttlSec: number,
    renormalize: RequestKey['renormalize'],
  ): CachedAnswer | undefined | Promise<CachedAnswer | undefined> {
    if (!req.followsClock || ttlSec <= 0) return undefined;
    const keys = earlierDayKeys(key);
    const from = (i: number): CachedAnswer | undefined | Promise<CachedAnswer | undefined> => {
      for (; i < keys.length; i++) {
        const got = cache.get(req.source, keys[i]!, renormalize);
        if (got instanceof Promise) return got.then((old) => old ?? from(i + 1));
        if (got) return got;
      }
      return undefined;
    };
    return from(0);
  }

  // Not a spread of `http`: `offline` must stay a live getter.
  return {
    transport: http.transport,
    userAgent: http.userAgent,
    timeoutMs: http.timeoutMs,
    now: http.now,
    get offline() {
      return isOffline();
    },
    request,
    cached,
    breakerStates,
    cacheStats: () => cache.stats(),
    flushCache: () => cache.flush(),
    closeCache: async () => {
      budget.close();
      await cache.close();
    },
    openMeteoBudget: () => budget.stats(),
    openMeteoWindows: () => windows,
    withBudget: (scope, fn) => budget.withScope(scope, fn),
    deferredSettled: () => budget.settled(),
  };
}
