// 0150: management tokens (issue 46). An anonymous watch belongs to the token made when it was created, not to the
// caller's address (behind a reverse proxy every anonymous caller has the proxy's). Only the token's SHA-256 is kept.
// A watch so owned has owner_kind 'anonymous' and owner_ref 'token:<id>' (auth/ownership.ts); watches written before
// keep their address as owner_ref, which no caller matches any more: the owner manages them.
import type { Migration } from '../migrate.js';

const TABLE = `
  CREATE TABLE manage_tokens (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  )`;

export const migration0150: Migration = {
  id: '0150-manage-tokens',
  up(db) {
    db.exec(`${TABLE} STRICT`);
  },
  postgres: TABLE,
};
