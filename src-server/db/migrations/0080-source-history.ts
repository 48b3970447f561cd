// 0080: history that cannot change but at its newest end (reanalyses, past forecasts), kept per source grid cell and
// extended with the missing days (sources/history): asked once, never re-asked whole.
import type { Migration } from '../migrate.js';

export const migration0080: Migration = {
  id: '0080-source-history',
  up(db) {
    db.exec(`
      CREATE TABLE source_history (
        series TEXT NOT NULL,
        cell TEXT NOT NULL,
        first_day TEXT NOT NULL,
        last_day TEXT NOT NULL,
        body_json TEXT NOT NULL,
        provenance_json TEXT NOT NULL,
        fetched_at_ms INTEGER NOT NULL,
        checked_at_ms INTEGER NOT NULL,
        PRIMARY KEY (series, cell)
      ) STRICT;
    `);
  },
  postgres: `
    CREATE TABLE source_history (
      series TEXT NOT NULL,
      cell TEXT NOT NULL,
      first_day TEXT NOT NULL,
      last_day TEXT NOT NULL,
      body_json TEXT NOT NULL,
      provenance_json TEXT NOT NULL,
      fetched_at_ms BIGINT NOT NULL,
      checked_at_ms BIGINT NOT NULL,
      PRIMARY KEY (series, cell)
    );
  `,
};
