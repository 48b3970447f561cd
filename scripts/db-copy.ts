// `npm run db:copy -- --from <sqlite file> [--to postgres://…]`: moves a desktop's (or `npm run serve`'s) database to a
// team server's PostgreSQL: watches, their history and deliveries, keys and quotas, the track record, settings and the
// source cache, verified table by table by counts and checksums (src-server/db/copy.ts). The target must be empty.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '../src-server/config/load.js';
import { copySqliteToPostgres } from '../src-server/db/copy.js';
import { openDatabase, openDb } from '../src-server/db/open.js';
import { existingKeyFileSecretBox, keyFileSecretBox } from '../src-server/secrets/key-file.js';

const USAGE = `Usage: npm run db:copy -- --from <hazardcast.sqlite> [--to postgres://user@host/db] [--to-data-dir <dir>]
  --from         the desktop's database file (stop the app first); its secret key is read from the same folder
  --to           the team server's database (default: DATABASE_URL); it must be empty (migrations are run first)
  --to-data-dir  the team server's data dir, whose secret.key seals the secrets there (default: HAZARDCAST_DATA_DIR)`;

function fail(message: string): never {
  process.stderr.write(`db:copy: ${message}\n\n${USAGE}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' }, 'to-data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!values.from) fail('--from <sqlite file> is required');
const from = resolve(values.from);
if (!existsSync(from)) fail(`no database at ${from}`);
const config = loadConfig({ overrides: values['to-data-dir'] ? { dataDir: values['to-data-dir'] } : {} });
const to = values.to ?? config.databaseUrl;
if (!to) fail('--to <postgres url> (or DATABASE_URL) is required');

// The source is read from a consistent copy brought to this build's schema; the file itself is left as it is.
const work = mkdtempSync(join(tmpdir(), 'hazardcast-copy-'));
const sourceBox = existingKeyFileSecretBox(dirname(from));
const target = openDb(':memory:', { databaseUrl: to, secretBox: keyFileSecretBox(config.dataDir), poolSize: 2 });
try {
  const snapshot = join(work, 'source.sqlite');
  const live = new BetterSqlite3(from, { fileMustExist: true, readonly: true });
  await live.backup(snapshot);
  live.close();
  const source = openDatabase(snapshot, { secretBox: sourceBox });
  await target.ready;
  const started = Date.now();
  const report = await copySqliteToPostgres({ source, target, sourceBox, targetBox: keyFileSecretBox(config.dataDir) });
  source.close();
  const width = Math.max(...report.map((r) => r.table.length));
  for (const r of report)
    process.stdout.write(`  ${r.table.padEnd(width)}  ${String(r.rows).padStart(9)} rows  sha256 ${r.checksum.slice(0, 16)}\n`);
  process.stdout.write(
    `db:copy: ${report.length} tables copied and verified (same counts and checksums on both sides) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
} catch (err) {
  process.stderr.write(`db:copy failed: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await target.close();
  rmSync(work, { recursive: true, force: true });
}
