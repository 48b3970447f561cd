// Online backup while the app writes, the daily rotation, and the documented restore (docs/reliability.md).
import { sqliteOf } from '../../src-server/db/sqlite-db.js';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp } from '../../src-server/index.js';
import { dailyBackup, listBackups } from '../../src-server/db/backup.js';
import { buildTestApp, offlineFileConfig, postJson, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { runScript } from '../helpers/run-script.js';
import { onPostgres } from '../helpers/test-db.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

const count = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe(
  'backup and restore',
  { skip: onPostgres && 'SQLite file backups and restore (a team server is backed up with pg_dump: docs/team-server.md)' },
  () => {
    test('npm run backup while the app keeps writing: a consistent copy that passes integrity_check', { timeout: 60_000 }, async (t) => {
      const dataDir = tempDir();
      const { app } = await buildTestApp(t, { dataDir });
      // A watch with a webhook: its signing secret is sealed, so the key file exists.
      const watch = await postJson(app, '/api/v1/risk', {
        prompt: 'Tokyo',
        hazard: 'earthquake',
        alert: { enabled: true, channels: [{ type: 'webhook', target: 'https://hooks.example.com/b' }] },
      });
      assert.equal(watch.statusCode, 201, watch.body);
      let writing = true;
      let made = 0;
      const writer = (async () => {
        while (writing) {
          const res = await postJson(app, '/api/v1/keys', { name: `k${made}`, tier: 'free' }, owner);
          assert.equal(res.statusCode, 201);
          made++;
          await new Promise((r) => setImmediate(r));
        }
      })();
      const result = await runScript('backup', [], dataDir);
      writing = false;
      await writer;
      assert.equal(result.code, 0, result.err);
      assert.match(result.out, /backup written: .*manual-.*\.sqlite \(\d+ bytes, integrity_check ok\)/);
      const [backup] = listBackups(dataDir);
      assert.ok(backup && backup.name.startsWith('manual-'));
      const inBackup = count(backup.path, 'api_keys');
      assert.ok(inBackup > 0 && inBackup <= made, `${inBackup} keys in the backup, ${made} written`);
      assert.ok(
        !readFileSync(backup.path).includes(Buffer.from(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim())),
        'the key is not in the backup',
      );
    });

    test('the daily backup: made at start, one per UTC day, the newest N kept', async (t) => {
      const dataDir = tempDir();
      const { app } = await buildTestApp(t, { dataDir, overrides: { backupKeep: 3 } });
      for (let i = 0; i < 100 && !listBackups(dataDir).some((b) => b.name.startsWith('daily-')); i++)
        await new Promise((r) => setTimeout(r, 50));
      assert.equal(listBackups(dataDir).filter((b) => b.name.startsWith('daily-')).length, 1, 'made at start');
      assert.equal(await dailyBackup(sqliteOf(app.db), dataDir, new Date(), 3), null, 'not twice a day');
      for (const day of ['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05']) {
        assert.ok(await dailyBackup(sqliteOf(app.db), dataDir, new Date(`${day}T03:00:00Z`), 3));
      }
      const dailies = readdirSync(join(dataDir, 'backups'))
        .filter((n) => n.startsWith('daily-'))
        .sort();
      assert.deepEqual(dailies, ['daily-2030-01-03.sqlite', 'daily-2030-01-04.sqlite', 'daily-2030-01-05.sqlite']);
    });

    test(
      'restore: refused while the app runs; after a damaged file, npm run restore brings the data back',
      { timeout: 90_000 },
      async () => {
        const dataDir = tempDir();
        const config = offlineFileConfig(dataDir, { backupKeep: 7 });
        const app = buildApp(config);
        await app.ready();
        const key = (await postJson(app, '/api/v1/keys', { name: 'precious', tier: 'pro' }, owner)).json();
        const backup = await runScript('backup', [], dataDir);
        assert.equal(backup.code, 0, backup.err);
        const newest = listBackups(dataDir)[0]!;
        const refused = await runScript('restore', [newest.path], dataDir);
        assert.equal(refused.code, 1);
        assert.match(refused.err, /in use \(is Hazardcast running\?\)/);
        await app.close();

        // The disk mangles the database: the app refuses it and names the newest backup.
        const file = join(dataDir, 'hazardcast.sqlite');
        const bytes = readFileSync(file);
        bytes.fill(0x5a, 4096 + 100, 4096 * 5);
        writeFileSync(file, bytes);
        assert.throws(
          () => buildApp(config),
          (err: Error) => /is damaged/.test(err.message) && err.message.includes(newest.path),
        );

        const restored = await runScript('restore', [newest.path], dataDir);
        assert.equal(restored.code, 0, restored.err);
        assert.match(restored.out, /the replaced database is kept as .*before-restore-/);
        assert.ok(readdirSync(dataDir).some((n) => n.startsWith('hazardcast.sqlite.before-restore-')));
        const again = buildApp(config);
        await again.ready();
        const keys = (await again.inject({ url: '/api/v1/keys', headers: owner })).json();
        assert.ok(
          keys.data.some((k: { id: string }) => k.id === key.id),
          'the key made before the backup is back',
        );
        assert.equal(sqliteOf(again.db).pragma('integrity_check', { simple: true }), 'ok');
        await again.close();
      },
    );

    test('restore refuses a damaged backup and leaves the database alone', async () => {
      const dataDir = tempDir();
      const bad = join(dataDir, 'not-a-backup.sqlite');
      writeFileSync(bad, 'nope'.repeat(2000));
      const r = await runScript('restore', [bad], dataDir);
      assert.equal(r.code, 1);
      assert.match(r.err, /not a readable Hazardcast backup/);
      assert.equal(existsSync(join(dataDir, 'hazardcast.sqlite')), false);
    });
  },
);
