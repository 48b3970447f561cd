// Kept history: a daily series of a source that cannot change but at its newest end (a reanalysis, past forecasts),
// asked once per source grid cell, kept in the history store (repo.ts) and extended with only the days it lacks.
// The source's call goes through the source layer (budget, breaker, retries), uncached there: the store keeps it.
import type { Clock } from '../../shared/clock.js';
import { deepFreeze } from '../../shared/freeze.js';
import type { Keyed, RequestKey, SourceId, SourceOutcome } from '../types.js';
import type { HistoryRepo } from './repo.js';
import { mergeColumns, trimUnpublished, type DailyColumns, type KeptSeries } from './series.js';
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';

/** What a source answered for a span of days: the columns and the cell it says they are for. */
export interface FetchedColumns extends DailyColumns {
  source: KeptSeries['source'];
}

export interface KeptRequest {
  /** What the series is (source and variables); one kept series per series and cell. */
  series: string;
  /** The source the outcome is reported as. */
  source: SourceId;
  /** The source's grid cell (cells.ts). */
  cell: string;
  /** Variables the caller needs (a kept series lacking one is fetched whole again). */
  variables: readonly string[];
  /** Days wanted: `from` the oldest; `to` the newest the source may have published. */
  from: string;
  to: string;
  /**
   * The call for [from, to] (a URL through the source layer, ttlSec 0, with `call` spread into its SourceRequest).
   */
  fetch(from: string, to: string, call: KeptCall): Promise<Keyed<FetchedColumns> & { url: string }>;
}

/** What a kept call adds to its SourceRequest (layer.ts). */
export interface KeptCall {
  /** When a call like it comes again, what the watch planner plans by: never for the first, whole fetch; a day for an extension. */
  recursSec: number;
  /** Keeps the answer of the call made later, at its turn, when the budget refused it now (the deferred queue). */
  keep: (outcome: SourceOutcome<FetchedColumns>, url: string) => Promise<void>;
}

export interface KeptHistoryOptions {
  repo: HistoryRepo;
  clock: Clock;
  /** A source asked for newer days that had none is not asked again before this (default 6 h). */
  retryAfterMs?: number;
  /** Series kept parsed in memory (LRU; default 256). */
  memoryEntries?: number;
}

export type KeptHistory = ReturnType<typeof createKeptHistory>;

/**
 * Marks a client method answered from kept history (its answers are never in the source layer's cache): an evaluation
 * calls it directly, without the outcome memo's key and lookup, which could only miss (hazards/evaluation.ts).
 */
export const KEPT = Symbol('kept history');
export function keptMethod<F extends (...args: never[]) => unknown>(fn: F): F {
  return Object.assign(fn, { [KEPT]: true });
}
/** Every method of a client answered from kept history, marked (keptMethod). */
export function keptClient<T extends Record<string, (...args: never[]) => unknown>>(client: T): T {
  for (const fn of Object.values(client)) keptMethod(fn);
  return client;
}

const DEFAULT_RETRY_AFTER_MS = 6 * 3_600_000;
/** A kept series is extended about daily; its first, whole fetch is not made again (a year stands for never). */
const EXTENSION_RECURS_SEC = 86_400;
const FIRST_FETCH_RECURS_SEC = 365 * 86_400;

export function createKeptHistory(options: KeptHistoryOptions) {
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const maxMemory = options.memoryEntries ?? 256;
  const memory = new Map<string, KeptSeries>();
  const inFlight = new Map<string, Promise<SourceOutcome<KeptSeries>>>();
  const stats = { hits: 0, extensions: 0, fetches: 0, failures: 0, deferred: 0 };
  const views = new WeakMap<SourceOutcome<KeptSeries>, Map<string, { keyed: Keyed<unknown>; also: unknown }>>();

  const remember = (id: string, kept: KeptSeries) => {
    memory.delete(id);
    memory.set(id, kept);
    if (memory.size > maxMemory) memory.delete(memory.keys().next().value!);
  };

  /** The kept series as an outcome: fresh until a newer day may be asked (`to` moves at midnight, or the retry). */
  const outcomeOf = (req: KeptRequest, kept: KeptSeries, cached: boolean, nowMs: number, liveError?: string): SourceOutcome<KeptSeries> => {
    const nextDay = (Math.floor(nowMs / 86_400_000) + 1) * 86_400_000;
    const expiresAtMs = kept.last >= req.to ? nextDay : Math.max(nowMs, kept.checkedAtMs + retryAfterMs);
    return {
      ok: true,
      source: req.source,
      data: kept,
      fetchedAt: new Date(kept.fetchedAtMs).toISOString(),
      cached,
      expiresAt: new Date(expiresAtMs).toISOString(),
      ...(liveError ? { liveError } : {}),
    };
  };

  async function load(req: KeptRequest, id: string): Promise<KeptSeries | undefined> {
    const inMemory = memory.get(id);
    if (inMemory) return inMemory;
    // A database that cannot answer (the team server's PostgreSQL away, a damaged row) costs a fetch, not the question.
    const stored = await options.repo.get(req.series, req.cell).catch(() => undefined);
    if (!stored) return undefined;
    const kept = deepFreeze(stored);
    remember(id, kept);
    return kept;
  }

  /** The kept series `base` (undefined: none) with a call's answer for [askFrom, …] merged in, stored and remembered. */
  async function store(req: KeptRequest, id: string, base: KeptSeries | undefined, data: FetchedColumns, url: string, nowMs: number) {
    const fresh = trimUnpublished(data);
    const columns = base && fresh ? mergeColumns(base, fresh) : (fresh ?? base);
    if (!columns) {
      // The source answered, with no day at all: an empty series (kept in memory only, so the next ask waits the retry).
      const empty: KeptSeries = deepFreeze({
        first: req.from,
        last: dateOfNo(dayNo(req.from) - 1),
        columns: Object.fromEntries(req.variables.map((v) => [v, []])),
        series: req.series,
        cell: req.cell,
        source: data.source,
        provenance: [],
        fetchedAtMs: nowMs,
        checkedAtMs: nowMs,
      });
      remember(id, empty);
      return empty;
    }
    const fetches = (base?.provenance ?? []).slice(0, 1);
    if (fresh) fetches.push({ url, from: fresh.first, to: fresh.last, atMs: nowMs });
    const next: KeptSeries = deepFreeze({
      ...columns,
      series: req.series,
      cell: req.cell,
      source: data.source,
      // The first (bulk) fetch and the latest extension: what a reader needs to trace the numbers.
      provenance: fetches.length > 2 ? [fetches[0]!, fetches.at(-1)!] : fetches,
      fetchedAtMs: fresh ? nowMs : base!.fetchedAtMs,
      checkedAtMs: nowMs,
    });
    // Not written (the database failing): still served, and kept in memory; the next process fetches it again.
    await options.repo.put(next).catch(() => undefined);
    remember(id, next);
    if (base) stats.extensions++;
    else stats.fetches++;
    return next;
  }

  const covering = (req: KeptRequest, kept: KeptSeries | undefined): kept is KeptSeries =>
    kept !== undefined && kept.first <= req.from && req.variables.every((v) => v in kept.columns);

  /**
   * The answer of a call the budget refused, made later at its turn (sources/deferred-calls.ts): kept as the question's
   * own call would have been, onto what is kept then. An extension whose series is gone or no longer reaches the day
   * before it is dropped (a gap would be kept); the next question asks again.
   */
  async function keepDeferred(req: KeptRequest, id: string, askFrom: string, outcome: SourceOutcome<FetchedColumns>, url: string) {
    if (!outcome.ok) return;
    const kept = await load(req, id);
    const covers = covering(req, kept);
    if (askFrom > req.from && !(covers && dayNo(kept.last) + 1 >= dayNo(askFrom))) return;
    await store(req, id, covers ? kept : undefined, outcome.data, url, options.clock.now().getTime());
    stats.deferred++;
  }

  async function extend(req: KeptRequest, id: string, kept: KeptSeries | undefined, covers: boolean): Promise<SourceOutcome<KeptSeries>> {
    const nowMs = options.clock.now().getTime();
    const askFrom = covers ? dateOfNo(dayNo(kept!.last) + 1) : req.from;
    const { outcome, url } = await req.fetch(askFrom, req.to, {
      recursSec: covers ? EXTENSION_RECURS_SEC : FIRST_FETCH_RECURS_SEC,
      keep: (later, laterUrl) => keepDeferred(req, id, askFrom, later, laterUrl),
    });
    if (!outcome.ok) {
      stats.failures++;
      // The kept days are still true: serve them, said to be stale.
      if (kept && covers) return outcomeOf(req, kept, true, nowMs, `live call failed (${outcome.reason}); served kept history`);
      return outcome;
    }
    return outcomeOf(req, await store(req, id, covers ? kept : undefined, outcome.data, url, nowMs), false, nowMs);
  }

  async function serve(req: KeptRequest, id: string): Promise<SourceOutcome<KeptSeries>> {
    const kept = await load(req, id);
    const nowMs = options.clock.now().getTime();
    const covers = covering(req, kept);
    if (covers && (kept.last >= req.to || nowMs - kept.checkedAtMs < retryAfterMs)) {
      stats.hits++;
      return outcomeOf(req, kept, true, nowMs);
    }
    return extend(req, id, kept, covers);
  }

  /**
   * A complete series' answer, kept per series and cell while the kept object, the request and the day are the same: a
   * warm question gets the same promise and outcome (nothing allocated; the clients' views key on the outcome).
   */
  const complete = new Map<string, { kept: KeptSeries; req: KeptRequest; day: number; promise: Promise<SourceOutcome<KeptSeries>> }>();
  const sameVariables = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((v, i) => v === b[i]));
  const sameRequest = (a: KeptRequest, b: KeptRequest) =>
    a.to === b.to && a.from === b.from && a.source === b.source && sameVariables(a.variables, b.variables);

  return {
    /** The series covering [from, to] as far as the source has published: kept, extended, or fetched whole. */
    series(req: KeptRequest): Promise<SourceOutcome<KeptSeries>> {
      const id = `${req.series}\n${req.cell}`;
      const day = Math.floor(options.clock.now().getTime() / 86_400_000);
      const done = complete.get(id);
      if (done && done.day === day && done.kept === memory.get(id) && sameRequest(done.req, req)) {
        stats.hits++;
        return done.promise;
      }
      // One load or call per series and cell at a time: questions asking together share it.
      let p = inFlight.get(id);
      if (!p) {
        p = serve(req, id).finally(() => inFlight.delete(id));
        inFlight.set(id, p);
        void p.then((o) => {
          // Kept for the day once it reaches the newest day asked and was served as kept (no liveError).
          if (o.ok && o.cached && !o.liveError && o.data.last >= req.to && o.data === memory.get(id))
            complete.set(id, { kept: o.data, req, day, promise: p! });
        });
      }
      return p;
    },
    /**
     * A client's answer made from a kept outcome (and `also`, another value its rows read), the same object while they
     * are (per request key): a warm question allocates none.
     */
    view<T>(outcome: SourceOutcome<KeptSeries>, key: RequestKey, rows: (k: KeptSeries) => T, also?: unknown): Keyed<T> {
      if (!outcome.ok) return { key, outcome };
      let byKey = views.get(outcome);
      if (!byKey) views.set(outcome, (byKey = new Map()));
      const v = byKey.get(key.key);
      if (v && v.also === also) return v.keyed as Keyed<T>;
      const keyed: Keyed<T> = { key, outcome: { ...outcome, data: rows(outcome.data) } };
      byKey.set(key.key, { keyed, also });
      return keyed;
    },
    stats: () => ({ ...stats, memory: memory.size }),
  };
}
