// Where the source cache keeps its answers: the `source_cache` table, read synchronously through better-sqlite3 on the
// desktop (a warm question's cache read costs no promise) or through the async executor on the team server, whose
// instances share the one table (an answer fetched by one serves them all).
import type { Database as BetterSqlite3 } from 'better-sqlite3';
import type { Db } from '../db/sql.js';
import { sqliteOf } from '../db/sqlite-db.js';

export interface StoredAnswer {
  payload_json: string;
  fetched_at_ms: number;
  expires_at_ms: number;
}

export interface StoredEntry {
  source: string;
  key: string;
  /** The payload's JSON, or the answer's own text after `body:`. */
  json: string;
  fetchedAtMs: number;
  expiresAtMs: number;
}

/** Each call is synchronous on SQLite and returns a Promise on PostgreSQL. */
export interface CacheStore {
  read(source: string, key: string): StoredAnswer | undefined | Promise<StoredAnswer | undefined>;
  /** Writes every entry in one transaction. */
  writeAll(entries: readonly StoredEntry[]): void | Promise<void>;
  /** Deletes the answers fetched before `beforeMs`. */
  prune(beforeMs: number): void | Promise<void>;
}

const SELECT = 'SELECT payload_json, fetched_at_ms, expires_at_ms FROM source_cache WHERE source = ? AND cache_key = ?';
const UPSERT = `INSERT INTO source_cache (source, cache_key, payload_json, fetched_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (source, cache_key) DO UPDATE SET payload_json = excluded.payload_json,
    fetched_at_ms = excluded.fetched_at_ms, expires_at_ms = excluded.expires_at_ms`;
const PRUNE = 'DELETE FROM source_cache WHERE fetched_at_ms < ?';

/** better-sqlite3's prepared statements, synchronous. */
export function sqliteCacheStore(db: BetterSqlite3): CacheStore {
  const select = db.prepare<[string, string], StoredAnswer>(SELECT);
  const upsert = db.prepare(UPSERT);
  const prune = db.prepare(PRUNE);
  const writeAll = db.transaction((entries: readonly StoredEntry[]) => {
    for (const e of entries) upsert.run(e.source, e.key, e.json, e.fetchedAtMs, e.expiresAtMs);
  });
  return {
    read: (source, key) => select.get(source, key),
    writeAll: (entries) => void writeAll(entries),
    prune: (beforeMs) => void prune.run(beforeMs),
  };
}

/** The store for the app's database: synchronous on SQLite, the shared table on PostgreSQL. */
export function cacheStoreFor(db: Db): CacheStore {
  if (db.dialect === 'sqlite') return sqliteCacheStore(sqliteOf(db));
  return {
    read: (source, key) => db.get<StoredAnswer>(SELECT, [source, key]),
    // In key order: instances writing overlapping answers at once take their row locks in the same order.
    writeAll: (entries) =>
      db.transaction(async (tx) => {
        const ordered = [...entries].sort((a, b) =>
          a.source === b.source ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.source < b.source ? -1 : 1,
        );
        for (const e of ordered) await tx.run(UPSERT, [e.source, e.key, e.json, e.fetchedAtMs, e.expiresAtMs]);
      }),
    prune: async (beforeMs) => void (await db.run(PRUNE, [beforeMs])),
  };
}
