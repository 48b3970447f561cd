// 0005: the track record: every verifiable forecast logged once per place cell, hazard, horizon and UTC day,
// and additive aggregates per hazard × horizon × issue day × probability bin, kept in step with the rows.
import type { Migration } from '../migrate.js';

export const migration0005: Migration = {
  id: '0005-track-record',
  up(db) {
    db.exec(`
      CREATE TABLE track_forecasts (
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
        evidence TEXT,
        UNIQUE (place_cell, hazard, horizon, utc_day)
      ) STRICT;
      CREATE INDEX track_forecasts_due ON track_forecasts (due_at_ms) WHERE status = 'pending';

      CREATE TABLE track_aggregates (
        hazard TEXT NOT NULL,
        horizon TEXT NOT NULL,
        day TEXT NOT NULL,
        bin INTEGER NOT NULL,
        logged INTEGER NOT NULL DEFAULT 0,
        n INTEGER NOT NULL DEFAULT 0,
        sum_p REAL NOT NULL DEFAULT 0,
        sum_p2 REAL NOT NULL DEFAULT 0,
        sum_o INTEGER NOT NULL DEFAULT 0,
        sum_po REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (hazard, horizon, day, bin)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX track_aggregates_day ON track_aggregates (day);
    `);
  },
};
