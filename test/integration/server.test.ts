// The real listening server on a loopback port: health, OpenAPI, docs, owner token file, migrations.
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp, loadConfig, startServer } from '../../src-server/index.js';
import { openDatabase } from '../../src-server/db/open.js';
import { startReplayServer } from '../support/replay-server.js';
import { tempDir, testDatabase } from '../helpers/build-app.js';

describe('listening server', () => {
  test('serves health, the OpenAPI document, docs and a forecast over real HTTP', async (t) => {
    const replay = await startReplayServer();
    const dataDir = tempDir();
    const app = buildApp(
      loadConfig({
        env: {},
        overrides: { dataDir, logLevel: 'silent', port: 0, sources: replay.sources, ...(await testDatabase(dataDir)) },
      }),
    );
    t.after(async () => {
      await app.close();
      await replay.close();
    });
    const url = await startServer(app);
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${url}/api/v1/health`);
    assert.equal(health.status, 200);
    assert.equal(((await health.json()) as { status: string }).status, 'ok');

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const spec = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as any;
    assert.equal(spec.openapi, '3.1.0');
    assert.ok(spec.paths['/api/v1/risk'].post.requestBody);
    assert.ok(spec.paths['/api/v1/health'].get);
    const hazardEnum = spec.paths['/api/v1/risk'].post.requestBody.content['application/json'].schema.properties.hazard.enum;
    assert.ok(hazardEnum.includes('food-insecurity'));

    const docs = await fetch(`${url}/docs/`);
    assert.equal(docs.status, 200);
    assert.match(await docs.text(), /swagger/i);
    const errorsPage = await (await fetch(`${url}/docs/errors`)).text();
    assert.match(errorsPage, /id="place_not_found"/);

    const risk = await fetch(`${url}/api/v1/risk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'earthquake risk in Los Angeles this week' }),
    });
    assert.equal(risk.status, 200);
    const body = (await risk.json()) as { riskInput: { place: { countryCode: string }; horizon: string } };
    assert.equal(body.riskInput.place.countryCode, 'US');
    assert.equal(body.riskInput.horizon, '7d');

    // The owner token was created in the data dir, readable by the owner only.
    const tokenFile = join(dataDir, 'owner-token');
    assert.equal(statSync(tokenFile).mode & 0o777, 0o600);
    assert.equal(readFileSync(tokenFile, 'utf8').trim(), app.ownerToken);
    const owner = await fetch(`${url}/api/v1/health`, { headers: { authorization: `Bearer ${app.ownerToken}` } });
    assert.equal(owner.status, 200);
  });

  test('the same data dir keeps the same owner token across restarts', async (t) => {
    const dataDir = tempDir();
    const config = loadConfig({ env: {}, overrides: { dataDir, logLevel: 'silent', ...(await testDatabase(dataDir)) } });
    const first = buildApp(config);
    const token = first.ownerToken;
    await first.close();
    const second = buildApp(config);
    t.after(() => second.close());
    assert.equal(second.ownerToken, token);
  });
});

describe('database', () => {
  test('opens in WAL mode with every migration applied once', (t) => {
    const file = join(tempDir(), 'hc.sqlite');
    const db = openDatabase(file);
    t.after(() => db.close());
    assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
    const ids = (db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: string }[]).map((r) => r.id);
    assert.ok(ids.includes('0001-init'));
    db.close();
    const again = openDatabase(file); // re-running is a no-op
    assert.equal((again.prepare('SELECT count(*) AS n FROM schema_migrations').get() as { n: number }).n, ids.length);
    again.close();
  });

  test('loads the addon named by nativeBinding (how the desktop app loads its Electron-ABI build)', () => {
    const addon = createRequire(import.meta.url).resolve('better-sqlite3/build/Release/better_sqlite3.node');
    const db = openDatabase(join(tempDir(), 'hc.sqlite'), addon);
    assert.equal((db.prepare('SELECT 41 + 1 AS n').get() as { n: number }).n, 42);
    db.close();
    assert.throws(() => openDatabase(join(tempDir(), 'hc.sqlite'), join(tempDir(), 'missing.node')));
  });

  test('refuses a database written by a newer build', () => {
    const file = join(tempDir(), 'hc.sqlite');
    openDatabase(file).close();
    const raw = new Database(file);
    raw.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run('9999-from-the-future', new Date().toISOString());
    raw.close();
    assert.throws(
      () => openDatabase(file),
      (err: Error & { code?: string }) => err.code === 'db_out_of_sync' && /9999-from-the-future/.test(err.message),
    );
  });
});
