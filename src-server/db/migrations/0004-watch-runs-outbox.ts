// 0004: watch scheduling and trigger state, evaluations, the notification outbox with its attempts, notify settings.
import type { Migration } from '../migrate.js';

export const migration0004: Migration = {
  id: '0004-watch-runs-outbox',
  up(db) {
    db.exec(`
      ALTER TABLE watches ADD COLUMN interval_min REAL;
      ALTER TABLE watches ADD COLUMN hysteresis REAL NOT NULL DEFAULT 0;
      ALTER TABLE watches ADD COLUMN signing_secret TEXT;
      ALTER TABLE watches ADD COLUMN armed INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE watches ADD COLUMN correlation_armed INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE watches ADD COLUMN last_value REAL;
      ALTER TABLE watches ADD COLUMN last_evaluated_at TEXT;
      ALTER TABLE watches ADD COLUMN next_run_at TEXT;
      CREATE INDEX watches_due ON watches (status, next_run_at);

      CREATE TABLE watch_evaluations (
        id INTEGER PRIMARY KEY,
        watch_id TEXT NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
        evaluated_at TEXT NOT NULL,
        trigger TEXT NOT NULL CHECK (trigger IN ('scheduled', 'manual')),
        value REAL,
        values_json TEXT NOT NULL,
        decision TEXT NOT NULL,
        fired INTEGER NOT NULL,
        reasons_json TEXT NOT NULL,
        error TEXT
      ) STRICT;
      CREATE INDEX watch_evaluations_watch ON watch_evaluations (watch_id, id);

      CREATE TABLE deliveries (
        id TEXT PRIMARY KEY,
        watch_id TEXT NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
        evaluation_id INTEGER REFERENCES watch_evaluations (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('alert', 'test')),
        channel_index INTEGER NOT NULL,
        channel_type TEXT NOT NULL,
        target TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'queued', 'sending', 'delivered', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        delivered_at TEXT
      ) STRICT;
      CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
      CREATE INDEX deliveries_watch ON deliveries (watch_id, created_at);

      CREATE TABLE delivery_attempts (
        id INTEGER PRIMARY KEY,
        delivery_id TEXT NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
        attempt INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        outcome TEXT NOT NULL CHECK (outcome IN ('in_flight', 'ok', 'error', 'interrupted')),
        status_code INTEGER,
        error TEXT
      ) STRICT;
      CREATE INDEX delivery_attempts_delivery ON delivery_attempts (delivery_id, attempt);

      CREATE TABLE notify_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
