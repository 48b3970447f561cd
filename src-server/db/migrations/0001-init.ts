// 0001: watches, created by POST /api/v1/risk with alert.enabled (scheduling state comes in later migrations).
import type { Migration } from '../migrate.js';

export const migration0001: Migration = {
  id: '0001-init',
  up(db) {
    db.exec(`
      CREATE TABLE watches (
        id TEXT PRIMARY KEY,
        owner_kind TEXT NOT NULL CHECK (owner_kind IN ('owner', 'key', 'anonymous')),
        owner_ref TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'paused')),
        place_json TEXT NOT NULL,
        hazard TEXT NOT NULL,
        metric TEXT NOT NULL,
        threshold REAL NOT NULL,
        horizon TEXT NOT NULL,
        lens TEXT NOT NULL,
        correlation_hazards_json TEXT NOT NULL,
        correlation_threshold REAL,
        channels_json TEXT NOT NULL,
        request_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX watches_owner ON watches (owner_kind, owner_ref);
    `);
  },
  postgres: `
    CREATE TABLE watches (
      id TEXT PRIMARY KEY,
      owner_kind TEXT NOT NULL CHECK (owner_kind IN ('owner', 'key', 'anonymous')),
      owner_ref TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'paused')),
      place_json TEXT NOT NULL,
      hazard TEXT NOT NULL,
      metric TEXT NOT NULL,
      threshold DOUBLE PRECISION NOT NULL,
      horizon TEXT NOT NULL,
      lens TEXT NOT NULL,
      correlation_hazards_json TEXT NOT NULL,
      correlation_threshold DOUBLE PRECISION,
      channels_json TEXT NOT NULL,
      request_json TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX watches_owner ON watches (owner_kind, owner_ref);
  `,
};
