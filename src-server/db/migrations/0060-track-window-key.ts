// 0060: a logged forecast is one per place cell, hazard, horizon, UTC issue day AND event window (issue 21: "next week"
// and "the next 30 days" asked the same day are two forecasts of two events, both kept). The window enters the key as
// the UTC days it touches (first day, last day), so asking the same question again later that day still weighs once
// (a now → now + horizon window, or a named period under way, starts at the moment of asking).
// SQLite cannot drop a table's UNIQUE constraint: the table is rebuilt (every row and id kept) without it, and the new
// key is a unique index. The aggregates are untouched (the rows do not change).
import type { Migration } from '../migrate.js';

export const migration0060: Migration = {
  id: '0060-track-window-key',
  up(db) {
    db.exec(`
      CREATE TABLE track_forecasts_0060 (
        id INTEGER PRIMARY KEY,
        place_cell TEXT NOT NULL,
        place_name TEXT NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        hazard TEXT NOT NULL,
        horizon TEXT NOT NULL,
        utc_day TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        probability REAL NOT NULL CHECK (probability >= 0 AND probability <= 1),
        event_json TEXT NOT NULL,
        radius_km REAL NOT NULL,
        window_start_ms INTEGER NOT NULL,
        window_end_ms INTEGER NOT NULL,
        source TEXT CHECK (source IN ('usgs', 'eonet')),
        min_magnitude REAL,
        category TEXT,
        due_at_ms INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved', 'unverifiable')),
        outcome INTEGER CHECK (outcome IN (0, 1)),
        resolved_at TEXT,
        evidence TEXT
      ) STRICT;
      INSERT INTO track_forecasts_0060 (id, place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability,
        event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms, status, outcome,
        resolved_at, evidence)
      SELECT id, place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability,
        event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms, status, outcome,
        resolved_at, evidence
      FROM track_forecasts ORDER BY id;
      DROP TABLE track_forecasts;
      ALTER TABLE track_forecasts_0060 RENAME TO track_forecasts;
      CREATE INDEX track_forecasts_due ON track_forecasts (due_at_ms) WHERE status = 'pending';
      -- The key: the UTC days on which the window starts and ends, as whole days since 1970 (integer division). The
      -- end's own day, not the last day inside the window: a default window runs from the moment of asking, so the
      -- same question asked at 00:00 and at 20:00 ends at 00:00 and 20:00 of one day and must weigh once.
      -- track-record/repo.ts windowDays() computes the same two numbers.
      CREATE UNIQUE INDEX track_forecasts_once ON track_forecasts
        (place_cell, hazard, horizon, utc_day, window_start_ms / 86400000, window_end_ms / 86400000);
    `);
  },
  // PostgreSQL drops the day key in place; the window key is the same expression index.
  postgres: `
    ALTER TABLE track_forecasts DROP CONSTRAINT track_forecasts_day;
    CREATE UNIQUE INDEX track_forecasts_once ON track_forecasts
      (place_cell, hazard, horizon, utc_day, (window_start_ms / 86400000), (window_end_ms / 86400000));
  `,
};
