// `npm run test:postgres`: the integration suite and the repository unit tests again, on PostgreSQL (the team server's
// engine): each test process starts a throwaway cluster from Debian's binaries (test/support/postgres.ts) and gives
// every app its own database. Files that cannot apply to PostgreSQL skip themselves with the reason. Where PostgreSQL
// is not installed the run fails (a CI that lost its PostgreSQL must not stay green), unless `--allow-skip` or
// HAZARDCAST_PG_OPTIONAL=1 says a laptop without it may skip; .ci/run passes neither.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postgresUnavailable } from '../test/support/postgres.js';

const ALLOW_SKIP = '--allow-skip';
const args = process.argv.slice(2);
const optional = args.includes(ALLOW_SKIP) || process.env.HAZARDCAST_PG_OPTIONAL === '1';
const why = postgresUnavailable();
if (why) {
  if (optional) {
    process.stdout.write(`test:postgres skipped: ${why}\n`);
    process.exit(0);
  }
  process.stderr.write(`test:postgres failed: ${why} (${ALLOW_SKIP} or HAZARDCAST_PG_OPTIONAL=1 skips instead)\n`);
  process.exit(1);
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
// Every integration file, and the unit files that open a database (through test/helpers/test-db.ts).
const chosen = [...files('test/integration'), ...files('test/unit').filter((f) => readFileSync(f, 'utf8').includes('test-db.js'))].sort();
const extra = args.filter((a) => a !== ALLOW_SKIP);
const run = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${process.env.TEST_CONCURRENCY ?? '2'}`,
    '--test-reporter=spec',
    ...(extra.length > 0 ? extra : chosen),
  ],
  { stdio: 'inherit', env: { ...process.env, HAZARDCAST_TEST_DB: 'postgres' } },
);
process.exit(run.status ?? 1);
