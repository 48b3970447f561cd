// The data folder is the user's alone (docs/security.md "Private files"): in a fresh folder, after a write, the daily
// backup, `npm run backup` (into backups/ and exported with --out), `npm run restore` and a CLI, every folder under
// it is 0700 and every file 0600, under the usual umask 022; an install made with looser modes is tightened at start.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp, loadConfig } from '../../src-server/index.js';
import { listBackups } from '../../src-server/db/backup.js';
import { openDatabase } from '../../src-server/db/open.js';
import { postJson, tempDir } from '../helpers/build-app.js';
import { runScript } from '../helpers/run-script.js';
import { onPostgres } from '../helpers/test-db.js';

/** Every path under `dir` (itself included) with its permission bits, as `ls -l` would show them in octal. */
function modes(dir: string): Map<string, string> {
  const out = new Map<string, string>([['.', (statSync(dir).mode & 0o777).toString(8)]]);
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const st = statSync(path);
      out.set(relative(dir, path) + (st.isDirectory() ? '/' : ''), (st.mode & 0o777).toString(8));
      if (st.isDirectory()) walk(path);
    }
  };
  walk(dir);
  return out;
}

/** The paths whose mode is not 700 (folders) or 600 (files). */
const loose = (all: Map<string, string>) =>
  [...all].filter(([path, mode]) => mode !== (path === '.' || path.endsWith('/') ? '700' : '600'));

/** The owner token is left to the app: it writes the `owner-token` file. */
const configFor = (dataDir: string) =>
  loadConfig({
    env: {},
    overrides: { dataDir, logLevel: 'silent', schedulerEnabled: false, trackRecordJob: false, warmUp: false, offline: true, backupKeep: 3 },
  });

describe('private files', { skip: onPostgres && 'the modes of the SQLite file, its WAL and its backups' }, () => {
  // The usual umask (files 644, folders 755 unless the app sets the mode itself); the children spawned inherit it.
  let umask: number;
  before(() => {
    umask = process.umask(0o022);
  });
  after(() => process.umask(umask));

  test(
    'a fresh data folder: every folder 700 and every file 600, while the app runs and after backups, restore and a CLI',
    { timeout: 120_000 },
    async () => {
      const dataDir = join(tempDir(), 'fresh', 'hazardcast'); // made by the app, parents and all
      const app = buildApp(configFor(dataDir));
      await app.ready();
      const owner = { authorization: `Bearer ${app.ownerToken}` };
      for (let i = 0; i < 100 && listBackups(dataDir).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const watch = await postJson(
        app,
        '/api/v1/watches',
        { place: 'Tokyo', hazard: 'earthquake', channels: [{ type: 'webhook', target: 'https://hooks.example.com/x' }] },
        owner,
      );
      assert.equal(watch.statusCode, 201, watch.body);
      assert.equal((await postJson(app, '/api/v1/keys', { name: 'k', tier: 'free' }, owner)).statusCode, 201);
      const backup = await runScript('backup', [], dataDir);
      assert.equal(backup.code, 0, backup.err);
      const exported = await runScript('backup', ['--out', join(dataDir, 'export.sqlite')], dataDir);
      assert.equal(exported.code, 0, exported.err);

      const running = modes(dataDir);
      for (const name of [
        'hazardcast.sqlite',
        'hazardcast.sqlite-wal',
        'hazardcast.sqlite-shm',
        'owner-token',
        'secret.key',
        'backups/',
        'export.sqlite',
      ]) {
        assert.ok(running.has(name), `${name} exists: ${[...running.keys()].join(', ')}`);
      }
      assert.ok(
        [...running.keys()].some((p) => /^backups\/daily-.*\.sqlite$/.test(p)) &&
          [...running.keys()].some((p) => /^backups\/manual-.*\.sqlite$/.test(p)),
      );
      assert.deepEqual(loose(running), [], 'while the app runs');
      await app.close();

      const restore = await runScript('restore', [listBackups(dataDir).find((b) => b.name.startsWith('manual-'))!.path], dataDir);
      assert.equal(restore.code, 0, restore.err);
      const keys = await runScript('keys', ['list'], dataDir);
      assert.equal(keys.code, 0, keys.err);
      const end = modes(dataDir);
      assert.ok(
        [...end.keys()].some((p) => p.startsWith('hazardcast.sqlite.before-restore-')),
        'the replaced database is kept',
      );
      assert.deepEqual(loose(end), [], 'after restore and the keys CLI');
    },
  );

  test('an install made with loose modes (755 folders, 644 files) is tightened at start', async () => {
    const dataDir = tempDir();
    openDatabase(join(dataDir, 'hazardcast.sqlite')).close();
    mkdirSync(join(dataDir, 'backups'));
    writeFileSync(join(dataDir, 'backups', 'daily-2026-01-01.sqlite'), 'old backup');
    writeFileSync(join(dataDir, 'owner-token'), 'an-owner-token-of-more-than-32-characters\n');
    writeFileSync(join(dataDir, 'hazardcast.sqlite.before-restore-2026-01-01T00-00-00.000Z'), 'old');
    writeFileSync(join(dataDir, 'unrelated.txt'), 'not ours');
    for (const [path, mode] of [
      ['.', 0o755],
      ['backups', 0o755],
      ['backups/daily-2026-01-01.sqlite', 0o644],
      ['hazardcast.sqlite', 0o644],
      ['owner-token', 0o644],
      ['hazardcast.sqlite.before-restore-2026-01-01T00-00-00.000Z', 0o644],
    ] as const) {
      chmodSync(join(dataDir, path), mode);
    }
    const app = buildApp(configFor(dataDir));
    await app.ready();
    await app.close();
    const after = modes(dataDir);
    assert.equal(after.get('unrelated.txt'), '644', 'a file that is not ours is left as it was');
    after.delete('unrelated.txt');
    assert.deepEqual(loose(after), []);
  });
});
