// 0140: leases for work shared by several team-server instances (docs/team-server.md "Shared work"): a watch planned
// into a tick is held until its evaluation is recorded, and a delivery being sent is held for one attempt's time, so a
// second instance neither plans nor sends it again, and takes it over once the lease has run out (a killed instance).
// Unused on a single SQLite process, whose start-up recovery does the same.
import type { Migration } from '../migrate.js';

export const migration0140: Migration = {
  id: '0140-team-leases',
  up(db) {
    db.exec(`
      ALTER TABLE watches ADD COLUMN lease_until TEXT;
      ALTER TABLE deliveries ADD COLUMN lease_until TEXT;
    `);
  },
  postgres: `
    ALTER TABLE watches ADD COLUMN lease_until TEXT;
    ALTER TABLE deliveries ADD COLUMN lease_until TEXT;
    CREATE INDEX deliveries_sending ON deliveries (lease_until) WHERE status = 'sending';
  `,
};
