// 0160: portfolios (issue 48): an API key's or the owner's named set of sites, each site a place resolved once at
// import (coordinates named by the nearest town, or a place name found by the gazetteer or the geocoder), so a
// portfolio's risk never reads a prompt again.
import type { Migration } from '../migrate.js';

export const migration0160: Migration = {
  id: '0160-portfolios',
  up(db) {
    db.exec(`
      CREATE TABLE portfolios (
        id TEXT PRIMARY KEY,
        owner_kind TEXT NOT NULL CHECK (owner_kind IN ('owner', 'key')),
        owner_ref TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX portfolios_owner ON portfolios (owner_kind, owner_ref);
      CREATE TABLE portfolio_sites (
        portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        place_json TEXT NOT NULL,
        PRIMARY KEY (portfolio_id, id)
      ) STRICT;
      CREATE INDEX portfolio_sites_order ON portfolio_sites (portfolio_id, position);
    `);
  },
  postgres: `
    CREATE TABLE portfolios (
      id TEXT PRIMARY KEY,
      owner_kind TEXT NOT NULL CHECK (owner_kind IN ('owner', 'key')),
      owner_ref TEXT NOT NULL,
      name TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX portfolios_owner ON portfolios (owner_kind, owner_ref);
    CREATE TABLE portfolio_sites (
      portfolio_id TEXT NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      lat DOUBLE PRECISION NOT NULL,
      lng DOUBLE PRECISION NOT NULL,
      place_json TEXT NOT NULL,
      PRIMARY KEY (portfolio_id, id)
    );
    CREATE INDEX portfolio_sites_order ON portfolio_sites (portfolio_id, position);
  `,
};
