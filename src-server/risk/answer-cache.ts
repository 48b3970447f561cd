// The answer cache: whole answers of POST /api/v1/risk as the bytes that were sent, with their ETag, kept while nothing
// they were made from has changed, so that the same question asked again is a lookup and a write of those bytes. An
// entry is served until the earliest expiry of what the answer read (answer-validity.ts) and only while every forecast
// run it was made from is still the one kept under its key (forecast-cache.ts stamps: new data, a clear or an
// eviction make a new run, and the entry a miss). Bounded by the bytes it holds (LRU). docs/architecture.md "Caches".
import { createHash } from 'node:crypto';
import type { Language } from '../contracts/enums.js';
import type { AnswerReuse, RunVersions } from './answer-validity.js';

/** An answer as it was sent. */
export interface KeptAnswer {
  /** The serialised answer (UTF-8 JSON). */
  readonly body: Buffer;
  /** Strong validator of `body`: its SHA-256, base64url, quoted. */
  readonly etag: string;
  /** The answer's language (Content-Language). */
  readonly language: Language;
  /** When it stops being fresh (epoch ms). */
  readonly untilMs: number;
  readonly runs: RunVersions;
}

export interface AnswerCacheOptions {
  /** Bound in bytes of the bodies kept (0: nothing is kept). */
  maxBytes: number;
  /** Bound in entries (default 5,000, the forecast cache's). */
  maxEntries?: number;
  /** The stamp of the forecast run kept under a key now (forecast-cache.ts stampOf). */
  stampOf: (key: string, nowMs: number) => number | undefined;
}

/** An ETag for a body: its SHA-256 (base64url, 27 characters: 160 bits), quoted, as the badge's. */
export const etagOf = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * What decides an answer, as a key: the request's question fields and, when the body names no language, the
 * Accept-Language the answer's language may come from. The prompt is part of it as written (the answer echoes it);
 * the reading of the prompt, the window and the data are the entry's to check (its lifetime and run versions).
 */
export function answerKey(
  q: { prompt: string; hazard?: string; horizon?: string; decisionLens?: string; language?: string },
  accepted: string | undefined,
): string {
  return JSON.stringify([q.prompt, q.hazard ?? 0, q.horizon ?? 0, q.decisionLens ?? 0, q.language ?? 0, q.language ? 0 : (accepted ?? 0)]);
}

export function createAnswerCache(options: AnswerCacheOptions) {
  const maxEntries = Math.max(1, options.maxEntries ?? 5000);
  // Map order is insertion order: re-inserted on use, so the least recently used come first.
  const entries = new Map<string, KeptAnswer>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stale: 0, stored: 0, evicted: 0 };

  const drop = (key: string, kept: KeptAnswer) => {
    entries.delete(key);
    bytes -= kept.body.length;
  };

  /** Whether every run the answer was made from is still the one kept under its key. */
  const current = (kept: KeptAnswer, nowMs: number) => {
    for (const [key, stamp] of kept.runs) if (options.stampOf(key, nowMs) !== stamp) return false;
    return true;
  };

  return {
    /** The answer kept under `key` if it is fresh at `nowMs` and made from the data in force; else undefined. */
    get(key: string, nowMs: number): KeptAnswer | undefined {
      const kept = entries.get(key);
      if (!kept) {
        stats.misses++;
        return undefined;
      }
      if (kept.untilMs <= nowMs || !current(kept, nowMs)) {
        drop(key, kept);
        stats.stale++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, kept);
      stats.hits++;
      return kept;
    },
    /**
     * An answer's bytes with their ETag and freshness, kept under `key` when the answer is repeatable (made from kept
     * data only: answer-validity.ts) and fits the bound.
     */
    set(key: string, body: Buffer, language: Language, reuse: AnswerReuse): KeptAnswer {
      const kept: KeptAnswer = { body, etag: etagOf(body), language, untilMs: reuse.untilMs, runs: reuse.runs };
      const prev = entries.get(key);
      if (prev) drop(key, prev);
      if (!reuse.repeatable || body.length > options.maxBytes) return kept;
      entries.set(key, kept);
      bytes += body.length;
      stats.stored++;
      for (const [oldKey, old] of entries) {
        if (bytes <= options.maxBytes && entries.size <= maxEntries) break;
        drop(oldKey, old);
        stats.evicted++;
      }
      return kept;
    },
    /** Drops every entry. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
