// Forward-only numbered migrations, each in a transaction, recorded in schema_migrations. Each id has a SQLite half
// (`up`, better-sqlite3, synchronous at open) and a PostgreSQL half (`postgres`, the team server), versioned together.
import type { Database } from 'better-sqlite3';
import type { SecretBox } from '../secrets/secret-box.js';
import { AppError } from '../shared/errors.js';
import type { Sql } from './sql.js';

/** What a migration may need besides the database (sealing secrets needs the key). */
export interface MigrationContext {
  secretBox: SecretBox;
}

export interface Migration {
  /** Zero-padded, ordered id, e.g. `0001-init`. Never renamed or edited once shipped. */
  id: string;
  up(db: Database, ctx: MigrationContext): void;
  /**
   * The same change on PostgreSQL: DDL text, or a function over the migration's transaction (data migrations). The
   * schema it leaves is the SQLite one in PostgreSQL's types (docs/team-server.md "Schema").
   */
  postgres: string | ((tx: Sql, ctx: MigrationContext) => Promise<void>);
}

/** Refuses a list that is not in id order, once each. */
export function checkMigrationList(migrations: readonly Migration[]): string[] {
  const ids = migrations.map((m) => m.id);
  const sorted = [...ids].sort();
  if (ids.some((id, i) => id !== sorted[i]) || new Set(ids).size !== ids.length) {
    throw new Error(`migrations must be listed once each in id order: ${ids.join(', ')}`);
  }
  return ids;
}

/** `db_out_of_sync`: a newer build wrote this database; running old code on it could corrupt data. */
export function outOfSync(unknown: readonly string[], where: string): AppError {
  return new AppError(
    'db_out_of_sync',
    `The database has migrations this build does not know (${unknown.join(', ')}). ` +
      `It was written by a newer Hazardcast; update the app or point ${where} elsewhere.`,
  );
}

export function migrate(db: Database, migrations: readonly Migration[], ctx?: MigrationContext): string[] {
  const ids = checkMigrationList(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied = new Set((db.prepare('SELECT id FROM schema_migrations').all() as { id: string }[]).map((r) => r.id));
  const unknown = [...applied].filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw outOfSync(unknown, 'HAZARDCAST_DATA_DIR');

  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const ran: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      if (!ctx && m.up.length > 1) throw new Error(`migration ${m.id} needs a MigrationContext`);
      m.up(db, ctx!);
      record.run(m.id, new Date().toISOString());
    })();
    ran.push(m.id);
  }
  return ran;
}
