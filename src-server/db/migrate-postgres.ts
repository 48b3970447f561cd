// The PostgreSQL halves of the migrations, run at start by whichever instance gets there first: each in its own
// transaction under one advisory lock, so instances starting together migrate once and the others wait for it.
import { checkMigrationList, outOfSync, type Migration, type MigrationContext } from './migrate.js';
import type { Sql } from './sql.js';

/** pg_advisory_xact_lock key of the migrations (any constant; "hzcmigr" in ASCII). */
const MIGRATION_LOCK = 0x687a636d69677272n;

export async function migratePostgres(db: Sql, migrations: readonly Migration[], ctx: MigrationContext): Promise<string[]> {
  const ids = checkMigrationList(migrations);
  const ran: string[] = [];
  const applied = await db.transaction(async (tx) => {
    await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK.toString()]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    return new Set((await tx.all<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  });
  const unknown = [...applied].filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw outOfSync(unknown, 'DATABASE_URL');
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    const done = await db.transaction(async (tx) => {
      await tx.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK.toString()]);
      // Another instance may have run it while this one waited for the lock.
      if (await tx.get('SELECT id FROM schema_migrations WHERE id = ?', [m.id])) return false;
      if (typeof m.postgres === 'string') await tx.exec(m.postgres);
      else await m.postgres(tx, ctx);
      await tx.run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [m.id, new Date().toISOString()]);
      return true;
    });
    if (done) ran.push(m.id);
  }
  return ran;
}
