// 0003: API keys (stored only as SHA-256 hashes) and per-UTC-day quota counters.
import type { Migration } from '../migrate.js';

export const migration0003: Migration = {
  id: '0003-api-keys-quota',
  up(db) {
    db.exec(`
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        last4 TEXT NOT NULL,
        name TEXT NOT NULL,
        tier TEXT NOT NULL CHECK (tier IN ('free', 'pro', 'enterprise')),
        daily_quota INTEGER NOT NULL CHECK (daily_quota > 0),
        created_at TEXT NOT NULL,
        last_used_at TEXT,
        revoked_at TEXT
      ) STRICT;
      CREATE TABLE quota_usage (
        subject TEXT NOT NULL,
        day TEXT NOT NULL,
        used INTEGER NOT NULL CHECK (used >= 0),
        PRIMARY KEY (subject, day)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
