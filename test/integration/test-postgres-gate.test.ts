// `npm run test:postgres` where PostgreSQL is missing: it fails, unless `--allow-skip` or HAZARDCAST_PG_OPTIONAL=1
// says a laptop without it may skip; CI (.ci/run) passes neither, so a CI that lost its PostgreSQL goes red. The
// binaries are hidden under an empty tmpfs over /usr/lib/postgresql in the child's own mount namespace.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { runOnTmpfs, unshareFlags } from '../support/mount-namespace.js';

const SCRIPT = new URL('../../scripts/test-postgres.ts', import.meta.url).pathname;
const PG_ROOT = '/usr/lib/postgresql';

/** The script run with no PostgreSQL to be found: its exit code and output. */
async function withoutPostgres(args: string[], env: NodeJS.ProcessEnv = {}) {
  const childEnv = { ...process.env, ...env };
  delete childEnv.HAZARDCAST_PG_BIN;
  if (env.HAZARDCAST_PG_OPTIONAL === undefined) delete childEnv.HAZARDCAST_PG_OPTIONAL;
  const argv = [process.execPath, '--import', 'tsx', SCRIPT, ...args];
  if (existsSync(PG_ROOT)) {
    const flags = unshareFlags();
    assert.ok(flags, 'this test needs `unshare -m` (root) or `unshare -rm` (user namespaces) to hide PostgreSQL');
    return runOnTmpfs(flags, PG_ROOT, 1, argv, childEnv);
  }
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run test:postgres without PostgreSQL', { timeout: 60_000 }, () => {
  test('fails and says why', async () => {
    const run = await withoutPostgres([]);
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /test:postgres failed: PostgreSQL is not installed/);
  });

  test('--allow-skip skips, with the reason', async () => {
    const run = await withoutPostgres(['--allow-skip']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /test:postgres skipped: PostgreSQL is not installed/);
  });

  test('HAZARDCAST_PG_OPTIONAL=1 skips too', async () => {
    const run = await withoutPostgres([], { HAZARDCAST_PG_OPTIONAL: '1' });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /test:postgres skipped/);
  });

  test('CI runs it without either', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    const scripts = (
      JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    // .ci/run runs every suite through test:all, which runs test:postgres as it is.
    assert.match(ci, /^npm run test:all$/m);
    assert.match(scripts['test:all']!, /&& npm run test:postgres &&/);
    assert.equal(scripts['test:postgres'], 'tsx scripts/test-postgres.ts');
    assert.doesNotMatch(ci + scripts['test:all'], /allow-skip|HAZARDCAST_PG_OPTIONAL/);
    // .ci/run installs Debian's PostgreSQL when its initdb is missing.
    assert.match(ci, /apt_packages\+=\(postgresql\)/);
  });
});
