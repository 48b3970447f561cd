// The SQLite source cache: normalised answers by source and key, fresh until their TTL, kept after it for offline use.
import type { Database } from 'better-sqlite3';
import { isStorageError } from '../db/storage-errors.js';
import type { SourceId } from './types.js';
import { DAY_MS } from '../shared/clock.js';

export interface CachedAnswer {
  data: unknown;
  fetchedAtMs: number;
  expiresAtMs: number;
}

/** Entries not refreshed for this long are dropped at start (a stale answer older than this helps nobody). */
export const CACHE_KEEP_MS = 180 * DAY_MS;

export function createSourceCache(db: Database, nowMs: () => number) {
  const select = db.prepare<[string, string], { payload_json: string; fetched_at_ms: number; expires_at_ms: number }>(
    'SELECT payload_json, fetched_at_ms, expires_at_ms FROM source_cache WHERE source = ? AND cache_key = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO source_cache (source, cache_key, payload_json, fetched_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (source, cache_key) DO UPDATE SET payload_json = excluded.payload_json,
       fetched_at_ms = excluded.fetched_at_ms, expires_at_ms = excluded.expires_at_ms`,
  );
  const prune = db.prepare('DELETE FROM source_cache WHERE fetched_at_ms < ?');
  try {
    prune.run(nowMs() - CACHE_KEEP_MS);
  } catch (err) {
    if (!isStorageError(err)) throw err; // a full disk must not stop the app from starting
  }

  return {
    /** The stored answer, fresh or expired (callers compare `expiresAtMs` with now). */
    get(source: SourceId, key: string): CachedAnswer | undefined {
      const row = select.get(source, key);
      if (!row) return undefined;
      try {
        return { data: JSON.parse(row.payload_json), fetchedAtMs: row.fetched_at_ms, expiresAtMs: row.expires_at_ms };
      } catch {
        return undefined; // a corrupt row is a miss, not a crash
      }
    },
    /** Stores an answer; false when the disk refused it (full): the cache is an optimisation, the answer still counts. */
    put(source: SourceId, key: string, data: unknown, fetchedAtMs: number, ttlSec: number): boolean {
      try {
        upsert.run(source, key, JSON.stringify(data), fetchedAtMs, fetchedAtMs + ttlSec * 1000);
        return true;
      } catch (err) {
        if (isStorageError(err)) return false;
        throw err;
      }
    },
  };
}
export type SourceCache = ReturnType<typeof createSourceCache>;
