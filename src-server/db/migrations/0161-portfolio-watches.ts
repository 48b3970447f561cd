// 0161: watches on a portfolio (issue 48, item 4): a watch may name a portfolio instead of a place (deleted with it);
// each site keeps its own trigger state (armed per site, so one alert lists the sites that crossed); an evaluation
// records each site's value and decision.
import type { Migration } from '../migrate.js';

export const migration0161: Migration = {
  id: '0161-portfolio-watches',
  up(db) {
    db.exec(`
      ALTER TABLE watches ADD COLUMN portfolio_id TEXT REFERENCES portfolios (id) ON DELETE CASCADE;
      CREATE INDEX watches_portfolio ON watches (portfolio_id);
      CREATE TABLE portfolio_watch_sites (
        watch_id TEXT NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
        site_id TEXT NOT NULL,
        armed INTEGER NOT NULL,
        correlation_armed INTEGER NOT NULL,
        last_value REAL,
        PRIMARY KEY (watch_id, site_id)
      ) STRICT;
      ALTER TABLE watch_evaluations ADD COLUMN sites_json TEXT;
    `);
  },
  postgres: `
    ALTER TABLE watches ADD COLUMN portfolio_id TEXT REFERENCES portfolios (id) ON DELETE CASCADE;
    CREATE INDEX watches_portfolio ON watches (portfolio_id);
    CREATE TABLE portfolio_watch_sites (
      watch_id TEXT NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
      site_id TEXT NOT NULL,
      armed INTEGER NOT NULL,
      correlation_armed INTEGER NOT NULL,
      last_value DOUBLE PRECISION,
      PRIMARY KEY (watch_id, site_id)
    );
    ALTER TABLE watch_evaluations ADD COLUMN sites_json TEXT;
  `,
};
