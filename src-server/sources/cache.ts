// The source cache: normalised answers by source and key, fresh until their TTL, kept after it for offline use.
// SQLite holds every answer; a bounded in-memory LRU holds the parsed, frozen payloads of the recently used ones,
// so a warm question neither reads nor parses JSON, and models can memoise what they derive from a payload by its
// identity (sources/derived.ts): a payload object is replaced, never changed, when its source answers anew.
import type { Database } from 'better-sqlite3';
import { deepFreeze } from '../shared/freeze.js';
import type { SourceId } from './types.js';

export interface CachedAnswer {
  /** The normalised payload, deep-frozen: shared by every request that reads it. */
  data: unknown;
  fetchedAtMs: number;
  expiresAtMs: number;
}

/** Entries not refreshed for this long are dropped at start (a stale answer older than this helps nobody). */
export const CACHE_KEEP_MS = 180 * 86_400_000;

/** Default bound of the in-memory payload cache, in bytes of the payloads' JSON (the heap holds about 2-3x that). */
export const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;

export interface SourceCacheOptions {
  /** Bound of the in-memory LRU in bytes of JSON (0: no memory cache, every read goes to SQLite). */
  memoryBytes?: number;
}

interface MemoryEntry {
  answer: CachedAnswer;
  bytes: number;
}

export function createSourceCache(db: Database, nowMs: () => number, options: SourceCacheOptions = {}) {
  const select = db.prepare<[string, string], { payload_json: string; fetched_at_ms: number; expires_at_ms: number }>(
    'SELECT payload_json, fetched_at_ms, expires_at_ms FROM source_cache WHERE source = ? AND cache_key = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO source_cache (source, cache_key, payload_json, fetched_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (source, cache_key) DO UPDATE SET payload_json = excluded.payload_json,
       fetched_at_ms = excluded.fetched_at_ms, expires_at_ms = excluded.expires_at_ms`,
  );
  const prune = db.prepare('DELETE FROM source_cache WHERE fetched_at_ms < ?');
  prune.run(nowMs() - CACHE_KEEP_MS);

  const maxBytes = Math.max(0, options.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  // Map iteration order is insertion order: re-inserting on use keeps the least recently used first.
  const memory = new Map<string, MemoryEntry>();
  let memoryBytes = 0;
  const stats = { memoryHits: 0, diskHits: 0, misses: 0, evictions: 0 };

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

  return {
    /** The stored answer, fresh or expired (callers compare `expiresAtMs` with now). Its `data` is frozen and shared. */
    get(source: SourceId, key: string): CachedAnswer | undefined {
      const id = `${source}\n${key}`;
      const hit = memory.get(id);
      if (hit) {
        stats.memoryHits++;
        memory.delete(id);
        memory.set(id, hit);
        return hit.answer;
      }
      const row = select.get(source, key);
      if (!row) {
        stats.misses++;
        return undefined;
      }
      let data: unknown;
      try {
        data = JSON.parse(row.payload_json);
      } catch {
        stats.misses++;
        return undefined; // a corrupt row is a miss, not a crash
      }
      stats.diskHits++;
      const answer = { data: deepFreeze(data), fetchedAtMs: row.fetched_at_ms, expiresAtMs: row.expires_at_ms };
      if (maxBytes > 0) remember(id, answer, row.payload_json.length);
      return answer;
    },
    /**
     * Stores a fresh answer (in SQLite and in memory) and returns it. `data` is frozen in place: the caller hands
     * the same object on, so the live answer and later cached ones share one identity (and one set of derived values).
     */
    put(source: SourceId, key: string, data: unknown, fetchedAtMs: number, ttlSec: number): CachedAnswer {
      const json = JSON.stringify(data);
      const answer = { data: deepFreeze(data), fetchedAtMs, expiresAtMs: fetchedAtMs + ttlSec * 1000 };
      upsert.run(source, key, json, fetchedAtMs, answer.expiresAtMs);
      if (maxBytes > 0) remember(`${source}\n${key}`, answer, json.length);
      return answer;
    },
    /** Counters and size of the memory cache (bench and tests). */
    stats: () => ({ ...stats, memoryEntries: memory.size, memoryBytes }),
  };
}
export type SourceCache = ReturnType<typeof createSourceCache>;
