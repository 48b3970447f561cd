// 0141: the Open-Meteo budget's reservations, shared by a team server's instances (sources/shared-limiter.ts): each
// weighted call reserved at its instant. A single SQLite process keeps its budget in memory and leaves this table empty.
import type { Migration } from '../migrate.js';

export const migration0141: Migration = {
  id: '0141-shared-budget',
  up(db) {
    db.exec(`
      CREATE TABLE open_meteo_budget (
        t_ms INTEGER NOT NULL,
        weight REAL NOT NULL
      ) STRICT;
      CREATE INDEX open_meteo_budget_t ON open_meteo_budget (t_ms);
    `);
  },
  postgres: `
    CREATE TABLE open_meteo_budget (
      t_ms BIGINT NOT NULL,
      weight DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX open_meteo_budget_t ON open_meteo_budget (t_ms);
  `,
};
