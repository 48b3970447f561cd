// 0020: runtime app settings the owner changes from the dashboard (offline mode, online map tiles).
import type { Migration } from '../migrate.js';

export const migration0020: Migration = {
  id: '0020-app-settings',
  up(db) {
    db.exec(`
      CREATE TABLE app_settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
  postgres: `
    CREATE TABLE app_settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `,
};
