// The source cache: normalised answers by source and key, fresh until their TTL, kept after it for offline use.
// The database holds every answer (cache-store.ts: SQLite, or the team server's shared PostgreSQL table); a bounded
// in-memory LRU holds the parsed, frozen payloads of the recently used ones, so a warm question neither reads nor parses
// JSON, and models can memoise what they derive from a payload by its identity (shared/derived.ts): a payload object is
// replaced, never changed, when its source answers anew. On SQLite every call is synchronous, as it always was; on
// PostgreSQL a read that misses memory is a Promise.
import { isStorageError } from '../db/storage-errors.js';
import type { CacheStore, StoredAnswer, StoredEntry } from './cache-store.js';
import { deepFreeze } from '../shared/freeze.js';
import type { SourceId } from './types.js';
import { DAY_MS } from '../shared/clock.js';

export interface CachedAnswer {
  /** The normalised payload, deep-frozen: shared by every request that reads it. */
  data: unknown;
  fetchedAtMs: number;
  expiresAtMs: number;
}

/** Entries not refreshed for this long are dropped at start (a stale answer older than this helps nobody). */
export const CACHE_KEEP_MS = 180 * DAY_MS;

/** Default bound of the in-memory payload cache, in bytes of the payloads' JSON (the heap holds about 2-3x that). */
export const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;

export interface SourceCacheOptions {
  /** Bound of the in-memory LRU in bytes of JSON (0: no memory cache, every read goes to SQLite). */
  memoryBytes?: number;
  /**
   * Write-behind: fresh answers are written to SQLite this long after the last one arrived (one transaction for all),
   * off the question that fetched them; at most `maxWriteDelayMs` after the first. 0: written at once.
   */
  writeDelayMs?: number;
  maxWriteDelayMs?: number;
}

export const DEFAULT_WRITE_DELAY_MS = 250;

/**
 * Starts a row that holds the answer's text as the source sent it (SourceRequest.storeBody), to be normalised when
 * read; JSON never starts with it, so rows written before read as they did.
 */
const BODY_PREFIX = 'body:';
/**
 * A stored body counts this many times its length against the memory bound (which is in bytes of normalised JSON):
 * the normalised JSON of Open-Meteo answers is 1.7 (GloFAS) to 5.5 (ensemble) times their text, 3 for the archive.
 */
const BODY_MEMORY_WEIGHT = 4;
const memoryMeasure = (stored: string) =>
  stored.startsWith(BODY_PREFIX) ? BODY_MEMORY_WEIGHT * (stored.length - BODY_PREFIX.length) : stored.length;
export const DEFAULT_MAX_WRITE_DELAY_MS = 2000;

interface MemoryEntry {
  answer: CachedAnswer;
  bytes: number;
}

export function createSourceCache(store: CacheStore, nowMs: () => number, options: SourceCacheOptions = {}) {
  // A full disk must not stop the app from starting.
  const pruneFailed = (err: unknown) => {
    if (!isStorageError(err)) throw err;
  };
  try {
    const pruned = store.prune(nowMs() - CACHE_KEEP_MS);
    if (pruned instanceof Promise) pruned.catch(pruneFailed).catch(() => undefined);
  } catch (err) {
    pruneFailed(err);
  }

  const maxBytes = Math.max(0, options.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  const writeDelayMs = Math.max(0, options.writeDelayMs ?? DEFAULT_WRITE_DELAY_MS);
  const maxWriteDelayMs = Math.max(writeDelayMs, options.maxWriteDelayMs ?? DEFAULT_MAX_WRITE_DELAY_MS);
  // Map iteration order is insertion order: re-inserting on use keeps the least recently used first.
  const memory = new Map<string, MemoryEntry>();
  let memoryBytes = 0;
  /** Fresh answers not yet in SQLite (read from here until they are). */
  const pending = new Map<string, { source: SourceId; key: string; answer: CachedAnswer; body?: string }>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt = 0;
  let closed = false;
  const stats = {
    memoryHits: 0,
    diskHits: 0,
    misses: 0,
    evictions: 0,
    writes: 0,
    flushes: 0,
    writeErrors: 0,
    lastWriteError: null as string | null,
  };

  const remember = (id: string, answer: CachedAnswer, bytes: number): void => {
    const prev = memory.get(id);
    if (prev) {
      memory.delete(id);
      memoryBytes -= prev.bytes;
    }
    // An answer bigger than the whole budget is not kept: it would evict everything else.
    if (bytes > maxBytes) return;
    memory.set(id, { answer, bytes });
    memoryBytes += bytes;
    for (const [oldId, old] of memory) {
      if (memoryBytes <= maxBytes) break;
      memory.delete(oldId);
      memoryBytes -= old.bytes;
      stats.evictions++;
    }
  };

  const writeAll = (
    entries: { id: string; source: SourceId; key: string; answer: CachedAnswer; body?: string }[],
  ): void | Promise<void> => {
    const rows: StoredEntry[] = [];
    for (const e of entries) {
      // The answer's own text where its normaliser is a pure function of it (read back through it), else the payload.
      const json = e.body !== undefined ? BODY_PREFIX + e.body : JSON.stringify(e.answer.data);
      rows.push({ source: e.source, key: e.key, json, fetchedAtMs: e.answer.fetchedAtMs, expiresAtMs: e.answer.expiresAtMs });
      stats.writes++;
      // Its size is known now: account for it (still the same answer) or let it go when it does not fit.
      const kept = memory.get(e.id);
      if (kept?.answer === e.answer) {
        const bytes = memoryMeasure(json);
        memoryBytes += bytes - kept.bytes;
        kept.bytes = bytes;
        if (bytes > maxBytes) {
          memory.delete(e.id);
          memoryBytes -= bytes;
        }
      }
    }
    return store.writeAll(rows);
  };

  /** Writes what is pending: at once on SQLite; on PostgreSQL the Promise of the write. */
  function flush(): void | Promise<void> {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = undefined;
    if (pending.size === 0) return;
    const entries = [...pending].map(([id, p]) => ({ id, ...p }));
    pending.clear();
    stats.flushes++;
    const written = writeAll(entries);
    for (const [oldId, old] of memory) {
      if (memoryBytes <= maxBytes) break;
      memory.delete(oldId);
      memoryBytes -= old.bytes;
      stats.evictions++;
    }
    return written;
  }

  function scheduleFlush(): void {
    if (writeDelayMs === 0) {
      const written = flush();
      if (written instanceof Promise) {
        const settled = written.catch(writeFailed);
        writing = writing.then(() => settled);
      }
      return;
    }
    const now = Date.now();
    if (!flushTimer) firstPendingAt = now;
    else clearTimeout(flushTimer);
    flushTimer = setTimeout(flushSafely, Math.max(0, Math.min(writeDelayMs, firstPendingAt + maxWriteDelayMs - now)));
    flushTimer.unref?.();
  }

  // A failed write (a full disk, say) loses cache entries (fetched again later), never the answers that brought them:
  // they stay in memory until evicted. The write runs off any request, so nothing else is to be told but the stats.
  const writeFailed = (err: unknown) => {
    stats.writeErrors++;
    stats.lastWriteError = isStorageError(err) ? `storage: ${(err as Error).message}` : String((err as Error)?.message ?? err);
  };
  /** Team server: the writes still under way, awaited at close. */
  let writing: Promise<void> = Promise.resolve();
  const flushSafely = (): void => {
    try {
      const written = flush();
      if (written instanceof Promise) {
        // Caught at once (a rejection left for later would end the process), awaited in order at close.
        const settled = written.catch(writeFailed);
        writing = writing.then(() => settled);
      }
    } catch (err) {
      writeFailed(err);
    }
  };

  /** The answer a stored row holds, parsed (and kept in memory); undefined for a missing or unreadable row. */
  const fromStored = (id: string, row: StoredAnswer | undefined, normalize?: (body: unknown) => unknown): CachedAnswer | undefined => {
    if (!row) {
      stats.misses++;
      return undefined;
    }
    let data: unknown;
    try {
      if (row.payload_json.startsWith(BODY_PREFIX)) {
        if (!normalize) throw new Error('a stored body needs its normaliser');
        data = normalize(JSON.parse(row.payload_json.slice(BODY_PREFIX.length)));
      } else data = JSON.parse(row.payload_json);
    } catch {
      stats.misses++;
      return undefined; // a corrupt row is a miss, not a crash
    }
    stats.diskHits++;
    const answer = { data: deepFreeze(data), fetchedAtMs: row.fetched_at_ms, expiresAtMs: row.expires_at_ms };
    if (maxBytes > 0) remember(id, answer, memoryMeasure(row.payload_json));
    return answer;
  };

  return {
    /**
     * The stored answer, fresh or expired (callers compare `expiresAtMs` with now). Its `data` is frozen and shared. A
     * row holding the answer's own text is normalised by `normalize` (without it, such a row is a miss). From memory,
     * or read from SQLite, synchronously; a Promise when it must be read from PostgreSQL.
     */
    get(
      source: SourceId,
      key: string,
      normalize?: (body: unknown) => unknown,
    ): CachedAnswer | undefined | Promise<CachedAnswer | undefined> {
      const id = `${source}\n${key}`;
      const hit = memory.get(id);
      if (hit) {
        stats.memoryHits++;
        memory.delete(id);
        memory.set(id, hit);
        return hit.answer;
      }
      const waiting = pending.get(id);
      if (waiting) {
        stats.memoryHits++;
        return waiting.answer;
      }
      const row = store.read(source, key);
      return row instanceof Promise ? row.then((r) => fromStored(id, r, normalize)) : fromStored(id, row, normalize);
    },
    /**
     * Stores a fresh answer and returns it: in memory at once, in SQLite shortly after (write-behind, see
     * SourceCacheOptions). `data` is frozen in place: the caller hands the same object on, so the live answer and
     * later cached ones share one identity (and one set of derived values).
     */
    put(source: SourceId, key: string, data: unknown, fetchedAtMs: number, ttlSec: number, body?: string): CachedAnswer {
      const id = `${source}\n${key}`;
      const answer = { data: deepFreeze(data), fetchedAtMs, expiresAtMs: fetchedAtMs + ttlSec * 1000 };
      // Its size is counted when it is written (no JSON is made before then).
      if (maxBytes > 0) remember(id, answer, 0);
      if (closed) return answer;
      pending.set(id, { source, key, answer, ...(body !== undefined ? { body } : {}) });
      scheduleFlush();
      return answer;
    },
    /** Writes what is pending now (tests; before the database closes). */
    flush,
    /** Writes what is pending and stops writing (the database is about to close); resolves once it is written. */
    async close(): Promise<void> {
      flushSafely();
      closed = true;
      await writing;
    },
    /** Counters and size of the memory cache (bench and tests). */
    stats: () => ({ ...stats, memoryEntries: memory.size, memoryBytes, pending: pending.size }),
  };
}
export type SourceCache = ReturnType<typeof createSourceCache>;
