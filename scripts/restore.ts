// `npm run restore -- <backup.sqlite> [--data-dir dir]`: puts a backup in place of the data dir's database (quit the
// app first). The backup is checked, the current file kept as hazardcast.sqlite.before-restore-<time>.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src-server/config/load.js';
import { tightenDataDir } from '../src-server/db/data-dir.js';
import { openDatabase } from '../src-server/db/open.js';
import { restoreBackup } from '../src-server/db/restore.js';

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  const backup = positionals[0];
  if (!backup) throw new Error('name the backup file: npm run restore -- <data dir>/backups/daily-YYYY-MM-DD.sqlite');
  const config = loadConfig({ overrides: values['data-dir'] ? { dataDir: values['data-dir'] } : {} });
  if (config.databaseUrl) {
    // The SQLite file's tool: a team server's PostgreSQL is backed up and restored with pg_dump and pg_restore.
    throw new Error(
      'DATABASE_URL is set: the team server\'s database is backed up with pg_dump and restored with pg_restore (docs/team-server.md "Backups")',
    );
  }
  tightenDataDir(config.dataDir, config.dbFile);
  const report = restoreBackup(backup, config.dbFile, new Date());
  // Open it as the app will: integrity, then migrations forward when the backup is older than this build.
  openDatabase(config.dbFile).close();
  process.stdout.write(
    `restored ${report.restoredFrom} -> ${config.dbFile}\n` +
      (report.previous ? `the replaced database is kept as ${report.previous}\n` : '') +
      'Start Hazardcast again.\n',
  );
} catch (err) {
  process.stderr.write(`restore failed: ${(err as Error).message}\n`);
  process.exit(1);
}
