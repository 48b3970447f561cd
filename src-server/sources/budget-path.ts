// The Open-Meteo budget's side of the source layer: which host a call goes out on (an API key's customer host), whether
// the budget counts it, its turn (or its refusal), the calls queued for their turn, and the scopes watch evaluations
// run in. layer.ts calls it; docs/sources.md "Resilience" and "Outgrowing the free tier".
import { AsyncLocalStorage } from 'node:async_hooks';
import { createDeferredCalls } from './deferred-calls.js';
import {
  budgetRefusal,
  createCallLimiter,
  isFreeTierHost,
  queuedReason,
  type BudgetRefusal,
  type BudgetTime,
  type CallLimiter,
  type Reservation,
  type WindowLimit,
} from './limiter.js';
import { withOpenMeteoKey } from './open-meteo-key.js';
import { OPEN_METEO_SOURCES } from './ttl.js';
import { reasonOf, said } from './reason.js';
import { msg } from '../i18n/message.js';
import type { SourceId, SourceOutcome } from './types.js';

export type OpenMeteoLimitScope = 'free-tier' | 'all' | 'off';

/** How a piece of work (a watch evaluation) uses the Open-Meteo budget: `http.withBudget(scope, fn)`. */
export interface BudgetScope {
  /** Serve a stale cached answer rather than make a counted call (a watch between its place's planned refreshes). */
  preferCache?: boolean;
  /**
   * With preferCache: a counted call with nothing kept is not made before this instant (app clock, ms), when the
   * place's refresh is booked; its outcome says so (`readyInMs`), so the hazard is pending until then.
   */
  holdUntilMs?: number;
  /**
   * Filled with every counted call made (or queued) within the scope: its key, weight and how long it stays fresh (or,
   * for kept history, when a call like it comes again: SourceRequest.recursSec).
   */
  calls?: { key: string; weight: number; ttlSec: number }[];
}

type Failure = Extract<SourceOutcome<unknown>, { ok: false }>;

export interface BudgetPathDeps {
  windows: readonly WindowLimit[];
  limitScope: OpenMeteoLimitScope;
  time: BudgetTime;
  /** The API key in force, read before each call. */
  apiKey?: () => string | null;
  /** Queue refused calls for their turn (default true). */
  deferRefused?: boolean;
  /** Source timeout, for the refusal's words. */
  timeoutMs: number;
  /** The budget's reservations elsewhere (the team server's, in the database: shared-limiter.ts); default in memory. */
  limiter?: CallLimiter;
}

export function createBudgetPath(deps: BudgetPathDeps) {
  const limiter: CallLimiter = deps.limiter ?? createCallLimiter(deps.windows, () => deps.time.now());
  const deferred = createDeferredCalls(deps.time);
  const scopes = new AsyncLocalStorage<BudgetScope>();
  const stats = { refused: 0, deferred: 0, weightAsked: 0 };

  /** The URL a call goes out on: Open-Meteo's customer host with the key when one is set. */
  const callUrlOf = (source: SourceId, url: string): { url: string; key: string | null } => {
    const key = OPEN_METEO_SOURCES.includes(source) ? (deps.apiKey?.() ?? null) : null;
    return { url: withOpenMeteoKey(url, key), key };
  };
  /** Whether the budget counts a call (the host it goes out on decides: customer and self-hosted calls are not). */
  const counts = (source: SourceId, callUrl: string): boolean => {
    if (!OPEN_METEO_SOURCES.includes(source) || deps.limitScope === 'off') return false;
    return deps.limitScope === 'all' || isFreeTierHost(callUrl);
  };

  return {
    callUrlOf,
    counts,
    /**
     * Takes the call's turn within `maxWaitMs` and says how long to wait for it; throws the budget's refusal (a value
     * the layer turns into an outcome) when its turn is later. The turn is counted into the scope, if any.
     */
    reserve(weight: number, maxWaitMs: number, call: { key: string; ttlSec: number; recursSec?: number }): number | Promise<number> {
      stats.weightAsked += weight;
      // The scope is read now: a shared budget answers after an await, when the async context may be another.
      const scope = scopes.getStore();
      const taken = (r: Reservation): number => {
        if (!r.ok) {
          stats.refused++;
          throw budgetRefusal(r, weight, deps.timeoutMs);
        }
        scope?.calls?.push({ key: call.key, weight, ttlSec: call.recursSec ?? call.ttlSec });
        return r.waitMs;
      };
      const r = limiter.reserve(weight, maxWaitMs);
      return r instanceof Promise ? r.then(taken) : taken(r);
    },
    /**
     * A call refused within its question's wait: reserved at its turn (however far: the day's window empties within a
     * day) and `make` run then, outside any scope. The failure the question gets says when (`readyInMs`).
     */
    defer(
      source: SourceId,
      call: { key: string; ttlSec: number; recursSec?: number; keeps?: boolean; queueKey?: string },
      err: BudgetRefusal,
      make: () => Promise<unknown>,
    ): Failure | Promise<Failure> {
      const failure: Failure = { ok: false, source, kind: err.kind, ...reasonOf(err) };
      if (deps.deferRefused === false) return failure;
      // Nothing would keep its answer (the cache is off, and no keeper of its own): no call made for nobody; asked
      // again then, it fits. Kept history keeps its own (SourceRequest.keep).
      if (call.ttlSec <= 0 && !call.keeps) return { ...failure, readyInMs: err.waitMs };
      const scope = scopes.getStore();
      const queuedAt = (r: Reservation): Failure => {
        if (!r.ok) return failure;
        stats.deferred++;
        scope?.calls?.push({ key: call.key, weight: err.weight, ttlSec: call.recursSec ?? call.ttlSec });
        deferred.add(`${source}\n${call.queueKey ?? call.key}`, deps.time.now() + r.waitMs, () => scopes.exit(make));
        return { ...failure, ...said(msg('sources.refusalQueued', { refusal: err.words ?? err.message })), readyInMs: r.waitMs };
      };
      const r = limiter.reserve(err.weight, Number.POSITIVE_INFINITY);
      return r instanceof Promise ? r.then(queuedAt) : queuedAt(r);
    },
    /** The outcome of a call already queued for its turn (without asking the budget again); undefined if it is not. */
    queued(source: SourceId, key: string, weight: number): Failure | undefined {
      const dueAt = deferred.dueAt(`${source}\n${key}`);
      if (dueAt === undefined) return undefined;
      const waitMs = Math.max(0, dueAt - deps.time.now());
      return { ok: false, source, kind: 'rate_limited', ...said(queuedReason(weight, waitMs)), readyInMs: waitMs };
    },
    /**
     * In a `preferCache` scope, for a counted call: 'kept' (serve the stale answer), a held failure (nothing kept, the
     * place's refresh booked later), or undefined (make the call).
     */
    preferred(source: SourceId, url: string, hasKept: boolean, nowMs: number): 'kept' | Failure | undefined {
      const scope = scopes.getStore();
      if (!scope?.preferCache || !counts(source, callUrlOf(source, url).url)) return undefined;
      if (hasKept) return 'kept';
      const holdMs = scope.holdUntilMs !== undefined ? scope.holdUntilMs - nowMs : 0;
      if (holdMs <= 0) return undefined;
      return {
        ok: false,
        source,
        kind: 'rate_limited',
        ...said(msg('sources.plannedRefresh', { seconds: Math.ceil(holdMs / 1000) })),
        readyInMs: holdMs,
      };
    },
    sleep: (ms: number) => deps.time.sleep(ms),
    withScope: <T>(scope: BudgetScope, fn: () => Promise<T>): Promise<T> => scopes.run(scope, fn),
    settled: () => deferred.settled(),
    close: () => deferred.close(),
    stats: () => ({ windows: limiter.usage(), ...stats, queuedWeight: limiter.queued(), queuedCalls: deferred.size() }),
  };
}
export type BudgetPath = ReturnType<typeof createBudgetPath>;
