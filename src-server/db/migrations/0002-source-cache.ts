// 0002: the source cache: normalised answers of live APIs per source and key (place cell + request params).
import type { Migration } from '../migrate.js';

export const migration0002: Migration = {
  id: '0002-source-cache',
  up(db) {
    db.exec(`
      CREATE TABLE source_cache (
        source TEXT NOT NULL,
        cache_key TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        fetched_at_ms INTEGER NOT NULL,
        expires_at_ms INTEGER NOT NULL,
        PRIMARY KEY (source, cache_key)
      ) STRICT;
      CREATE INDEX source_cache_fetched ON source_cache (fetched_at_ms);
    `);
  },
  postgres: `
    CREATE TABLE source_cache (
      source TEXT NOT NULL,
      cache_key TEXT NOT NULL,
      payload_json TEXT NOT NULL,
      fetched_at_ms BIGINT NOT NULL,
      expires_at_ms BIGINT NOT NULL,
      PRIMARY KEY (source, cache_key)
    );
    CREATE INDEX source_cache_fetched ON source_cache (fetched_at_ms);
  `,
};
