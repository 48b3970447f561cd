// `npm run backup [-- --out file.sqlite] [--data-dir dir]`: an online backup of the database (safe while the app runs),
// checked with PRAGMA integrity_check. Default place: <data dir>/backups/manual-<time>.sqlite.
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { backupNow, backupTo } from '../src-server/db/backup.js';
import { tightenDataDir } from '../src-server/db/data-dir.js';
import { integrityCheck } from '../src-server/db/integrity.js';
import { loadConfig } from '../src-server/config/load.js';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } });
  const config = loadConfig({ overrides: values['data-dir'] ? { dataDir: values['data-dir'] } : {} });
  if (config.databaseUrl) {
    // The SQLite file's tool: a team server's PostgreSQL is backed up and restored with pg_dump and pg_restore.
    throw new Error(
      'DATABASE_URL is set: the team server\'s database is backed up with pg_dump and restored with pg_restore (docs/team-server.md "Backups")',
    );
  }
  // An install from before the data folder was private is tightened here too (the backup goes inside it).
  tightenDataDir(config.dataDir, config.dbFile);
  const live = new BetterSqlite3(config.dbFile, { fileMustExist: true, timeout: 5000 });
  const now = new Date();
  const path = values.out ?? (await backupNow(live, config.dataDir, now)).path;
  if (values.out) await backupTo(live, values.out);
  live.close();
  // Read-write (it only reads): a read-only connection to a WAL-mode copy would leave its -wal and -shm files behind.
  const copy = new BetterSqlite3(path, { fileMustExist: true });
  const problems = integrityCheck(copy);
  copy.close();
  const bytes = statSync(path).size;
  if (problems.length) throw new Error(`the backup at ${path} failed its integrity check: ${problems.join('; ')}`);
  process.stdout.write(
    `backup written: ${path} (${bytes} bytes, integrity_check ok)\n` +
      'The secret key (secret.key / secret.key.safe) is not in it: keep a copy of the key apart to read sealed secrets after a restore.\n',
  );
} catch (err) {
  process.stderr.write(`backup failed: ${(err as Error).message}\n`);
  process.exit(1);
}
