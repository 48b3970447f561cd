// API keys end to end: owner-only management routes, the CLI on a data dir, revocation, no plaintext on disk.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { API_KEY_PATTERN, hashApiKey } from '../../src-server/auth/api-keys.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN, testDatabase } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

const run = promisify(execFile);
let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const clock = () => createManualClock('2026-11-22T12:00:00Z');
const risk = { prompt: 'earthquake risk in Tokyo', hazard: 'earthquake' };

describe('owner key routes', () => {
  test('create shows the key once; list never shows it; tiers carry their quotas', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const free = await postJson(app, '/api/v1/keys', { name: 'my script', tier: 'free' }, owner);
    assert.equal(free.statusCode, 201);
    const created = free.json();
    assert.match(created.key, API_KEY_PATTERN);
    assert.equal(created.dailyQuota, 100);
    assert.equal(created.last4, created.key.slice(-4));
    assert.equal(free.headers.location, `/api/v1/keys/${created.id}`);
    assert.equal(free.headers['cache-control'], 'no-store');

    const pro = (await postJson(app, '/api/v1/keys', { name: 'dash', tier: 'pro' }, owner)).json();
    assert.equal(pro.dailyQuota, 5000);
    const ent = (await postJson(app, '/api/v1/keys', { name: 'big', tier: 'enterprise', dailyQuota: 250000 }, owner)).json();
    assert.equal(ent.dailyQuota, 250000);
    assert.notEqual(created.key, pro.key);

    const list = await app.inject({ url: '/api/v1/keys', headers: owner });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(
      list.json().data.map((k: { tier: string }) => k.tier),
      ['free', 'pro', 'enterprise'],
    );
    assert.ok(!list.body.includes(created.key) && !list.body.includes(pro.key));
    assert.ok(list.json().data.every((k: Record<string, unknown>) => !('key' in k)));
  });

  test('bad bodies are 400s naming the field', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const cases: [unknown, string][] = [
      [{ name: 'x', tier: 'gold' }, 'tier'],
      [{ tier: 'free' }, 'name'],
      [{ name: 'x', tier: 'enterprise' }, 'dailyQuota'],
      [{ name: 'x', tier: 'free', dailyQuota: 1000 }, 'dailyQuota'],
      [{ name: 'x', tier: 'enterprise', dailyQuota: 1.5 }, 'dailyQuota'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson(app, '/api/v1/keys', body, owner);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(
        res.json().errors.some((e: { field: string }) => e.field.endsWith(field)),
        res.body,
      );
    }
  });

  test('anonymous callers and key holders get 403 forbidden; routes are not counted', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const { key, id } = (await postJson(app, '/api/v1/keys', { name: 'k', tier: 'free' }, owner)).json();
    for (const headers of [{}, { 'x-service-api-key': key }] as Record<string, string>[]) {
      for (const res of [
        await app.inject({ url: '/api/v1/keys', headers }),
        await postJson(app, '/api/v1/keys', { name: 'x', tier: 'pro' }, headers),
        await app.inject({ method: 'DELETE', url: `/api/v1/keys/${id}`, headers }),
      ]) {
        assert.equal(res.statusCode, 403);
        assert.equal(res.json().code, 'forbidden');
      }
    }
    const check = await app.inject({ url: '/api/v1/health', headers: { 'x-service-api-key': key } });
    assert.equal(check.headers['x-ratelimit-remaining'], '100');
    assert.equal(check.headers['x-service-tier'], 'free');
    assert.equal((await app.inject({ method: 'DELETE', url: '/api/v1/keys/key_nope', headers: owner })).statusCode, 404);
  });
});

describe('using keys', () => {
  test('a key raises the tier; a revoked key stops working at once; unknown keys are 401', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const { key, id } = (await postJson(app, '/api/v1/keys', { name: 'k', tier: 'pro' }, owner)).json();
    const ok = await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': key });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['x-service-tier'], 'pro');
    assert.equal(ok.headers['x-ratelimit-limit'], '5000');
    assert.equal(ok.headers['x-ratelimit-remaining'], '4999');
    const listed = (await app.inject({ url: '/api/v1/keys', headers: owner })).json().data[0];
    assert.equal(listed.lastUsedAt, '2026-11-22T12:00:00.000Z');

    const revoked = await app.inject({ method: 'DELETE', url: `/api/v1/keys/${id}`, headers: owner });
    assert.equal(revoked.statusCode, 200);
    assert.equal(revoked.json().revokedAt, '2026-11-22T12:00:00.000Z');
    const refused = await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': key });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'invalid_api_key');

    for (const bad of ['service_live_' + 'A'.repeat(32), 'nope', key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a')]) {
      const res = await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': bad });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, 'invalid_api_key');
    }
  });

  test('the database file (and its WAL) never contains a plaintext key', async (t) => {
    const dataDir = tempDir();
    const { app } = await buildTestApp(t, { replay, clock: clock(), dataDir });
    const keys: string[] = [];
    for (const tier of ['free', 'pro']) keys.push((await postJson(app, '/api/v1/keys', { name: tier, tier }, owner)).json().key);
    for (const key of keys) assert.equal((await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': key })).statusCode, 200);
    // SQLite: the bytes of the file and its WAL. PostgreSQL keeps its files elsewhere: every value of every key row.
    const files = ['hazardcast.sqlite', 'hazardcast.sqlite-wal'].map((f) => join(dataDir, f)).filter(existsSync);
    const bytes = onPostgres
      ? Buffer.from(JSON.stringify(await app.db.all('SELECT * FROM api_keys')))
      : Buffer.concat(files.map((f) => readFileSync(f)));
    assert.ok(bytes.length > 0);
    for (const key of keys) {
      assert.equal(bytes.indexOf(key), -1, 'plaintext key on disk');
      assert.equal(bytes.indexOf(key.slice('service_live_'.length)), -1, 'key body on disk');
      // The grep would find it if it were there: the stored hash is.
      assert.notEqual(bytes.indexOf(hashApiKey(key)), -1, 'the hash is stored');
    }
  });
});

describe('npm run keys (CLI)', () => {
  test('create, list and revoke on a data dir; the server honours them', async (t) => {
    const dataDir = tempDir();
    // On PostgreSQL the CLI works on the team server's database, the one the app below opens for this data dir.
    const database = await testDatabase(dataDir);
    const env = { ...process.env, HAZARDCAST_DATA_DIR: dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
    const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args], { env });
    const created = JSON.parse((await cli('create', '--tier', 'free', '--name', 'my script', '--json')).stdout);
    assert.match(created.key, API_KEY_PATTERN);
    assert.equal(created.tier, 'free');
    const human = (await cli('list')).stdout;
    assert.match(human, new RegExp(`${created.id}\\s+free\\s+100/day`));
    assert.ok(!human.includes(created.key));

    const { app } = await buildTestApp(t, { replay, clock: clock(), dataDir });
    assert.equal((await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': created.key })).statusCode, 200);
    await cli('revoke', created.id);
    assert.equal((await postJson(app, '/api/v1/risk', risk, { 'x-service-api-key': created.key })).statusCode, 401);

    await assert.rejects(
      cli('create', '--tier', 'gold'),
      (err: { code: number; stderr: string }) => err.code === 2 && /--tier must be one of/.test(err.stderr),
    );
    await assert.rejects(cli('revoke', 'key_nope'), (err: { code: number }) => err.code === 1);
  });
});
