// Secrets at rest: webhook signing secrets, the SMTP URL (its password) and the Telegram token never reach the
// database file or its WAL in clear, new or migrated; the key lives apart, in a 0600 file.
import { sqliteOf } from '../../src-server/db/sqlite-db.js';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src-server/index.js';
import { createSecretBox, ephemeralSecretBox } from '../../src-server/secrets/secret-box.js';
import { signWebhook } from '../../src-server/notify/signing.js';
import { backupTo } from '../../src-server/db/backup.js';
import { keyFileSecretBox } from '../../src-server/secrets/key-file.js';
import { buildOldDatabase, OLD_SECRETS, OLD_TARGET, OLD_WATCH_ID } from '../support/old-schema.js';
import { buildTestApp, offlineFileConfig, postJson, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';
import type { FastifyInstance } from 'fastify';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const DB_FILES = ['hazardcast.sqlite', 'hazardcast.sqlite-wal', 'hazardcast.sqlite-shm'];

interface Channel {
  type: string;
  target: string;
}
/** Channels in a stable order (deliveries come back by id, which is random). */
const byType = (list: Channel[]) => [...list].sort((a, b) => a.type.localeCompare(b.type));

/** Which of the database's files (main, WAL, shared memory) contain `needle`, as text or in its base64 bytes. */
function filesContaining(dataDir: string, needle: string): string[] {
  return DB_FILES.filter((f) => existsSync(join(dataDir, f))).filter((f) =>
    readFileSync(join(dataDir, f)).includes(Buffer.from(needle, 'utf8')),
  );
}

/**
 * Where a secret could be at rest: the SQLite file and its WAL, or, on PostgreSQL (whose files are the server's), every
 * row of the tables that hold secrets, as text.
 */
async function storedContaining(app: FastifyInstance, dataDir: string, needle: string): Promise<string[]> {
  if (!onPostgres) return filesContaining(dataDir, needle);
  const tables = ['watches', 'deliveries', 'notify_settings', 'app_settings'];
  const found: string[] = [];
  for (const table of tables) if (JSON.stringify(await app.db.all(`SELECT * FROM ${table}`)).includes(needle)) found.push(table);
  return found;
}

const SQLITE_FILES = onPostgres && 'a database file of an older (SQLite) build';

describe('secrets at rest', () => {
  test('new secrets: signing secret, SMTP password and Telegram token are nowhere in the db or WAL; the key file is 0600', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { dataDir: tempDir() });
    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      alert: { enabled: true, channels: [{ type: 'webhook', target: 'https://hooks.example.com/new' }] },
    });
    assert.equal(res.statusCode, 201, res.body);
    const signingSecret = res.json().alertWatch.signingSecret as string;
    const token = `987654321:${randomBytes(24).toString('base64url')}`;
    const smtpPassword = `pw-${randomBytes(12).toString('hex')}`;
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/notifications',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: { telegramBotToken: token, smtpUrl: `smtp://mailer:${smtpPassword}@mail.example.com:587` },
    });
    assert.equal(patch.statusCode, 200);
    assert.equal(patch.json().telegramConfigured, true);
    // Readable through the service (it signs and sends with them) ...
    assert.equal(app.services.notify.settings.get().telegramBotToken, token);
    assert.equal((await app.services.watches.get(res.json().alertWatch.id))!.signingSecret, signingSecret);
    // ... but not on disk, while running (WAL not yet checkpointed) nor after close.
    for (const secret of [signingSecret, signingSecret.slice(6), token, smtpPassword])
      assert.deepEqual(await storedContaining(app, dataDir, secret), [], secret);
    if (!onPostgres) {
      await app.close();
      for (const secret of [signingSecret.slice(6), token, smtpPassword]) assert.deepEqual(filesContaining(dataDir, secret), [], secret);
    }
    const key = join(dataDir, 'secret.key');
    assert.equal(statSync(key).mode & 0o777, 0o600);
  });

  test('the Open-Meteo API key: sealed in the db (nowhere in clear), never in an answer, used by the source layer; null forgets it', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { dataDir: tempDir(), overrides: { openMeteoApiKey: 'env-key-0000' } });
    const apiKey = `om-${randomBytes(16).toString('hex')}`;
    const settings = (payload?: object) =>
      app.inject({
        method: payload ? 'PATCH' : 'GET',
        url: '/api/v1/settings/app',
        headers: { ...owner, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      });
    assert.equal((await settings()).json().openMeteoKeyFrom, 'environment');
    assert.equal(
      (await app.inject({ method: 'PATCH', url: '/api/v1/settings/app', payload: { openMeteoApiKey: apiKey } })).statusCode,
      403,
      'owner only',
    );
    const set = await settings({ openMeteoApiKey: apiKey });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().openMeteoKeySet, true);
    assert.equal(set.json().openMeteoKeyFrom, 'settings');
    assert.ok(!set.body.includes(apiKey) && !(await settings()).body.includes(apiKey), 'never shown back');
    assert.equal(app.services.sourceSettings.openMeteoApiKey(), apiKey);
    assert.deepEqual(await storedContaining(app, dataDir, apiKey), []);
    const bad = await settings({ openMeteoApiKey: 'has a space' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'openMeteoApiKey');
    assert.ok(!bad.body.includes('has a space'), 'a refused key is not echoed either');
    const cleared = await settings({ openMeteoApiKey: null });
    assert.equal(cleared.json().openMeteoKeyFrom, 'environment', "the environment's applies again");
    if (!onPostgres) {
      await app.close();
      assert.deepEqual(filesContaining(dataDir, apiKey), []);
    }
  });

  test(
    'an upgraded database: plain secrets of an old build are sealed, gone from file and WAL, and still work',
    { skip: SQLITE_FILES },
    async (t) => {
      const dataDir = tempDir();
      buildOldDatabase(join(dataDir, 'hazardcast.sqlite'), '0005-track-record');
      for (const secret of Object.values(OLD_SECRETS)) assert.ok(filesContaining(dataDir, secret).length > 0, `seeded in clear: ${secret}`);
      const config = offlineFileConfig(dataDir);
      const app = buildApp(config);
      t.after(() => app.close());
      await app.ready();
      for (const secret of Object.values(OLD_SECRETS)) assert.deepEqual(filesContaining(dataDir, secret), [], secret);
      const settings = app.services.notify.settings.get();
      assert.equal(settings.telegramBotToken, OLD_SECRETS.telegramBotToken);
      assert.match(settings.smtpUrl!, new RegExp(OLD_SECRETS.smtpPassword));
      // The old secret still signs: a receiver holding it verifies new deliveries.
      const secret = (await app.services.watches.get(OLD_WATCH_ID))!.signingSecret!;
      assert.equal(secret, OLD_SECRETS.signingSecret);
      assert.equal(signWebhook(secret, 'msg_1', 1, '{}'), signWebhook(OLD_SECRETS.signingSecret, 'msg_1', 1, '{}'));
      const stored = (await app.db.get<{ signing_secret: string }>('SELECT signing_secret FROM watches WHERE id = ?', [OLD_WATCH_ID]))!;
      assert.match(stored.signing_secret, /^enc:v1:/);
    },
  );

  test('webhook and Slack targets: sealed in the rows (watch, request, delivery), the WAL and a backup; the API shows them as before', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { dataDir: tempDir() });
    const slack = `https://hooks.slack.com/services/T0${randomBytes(4).toString('hex')}/B0${randomBytes(4).toString('hex')}/${randomBytes(12).toString('base64url')}`;
    const hookToken = randomBytes(12).toString('hex');
    const webhook = `https://hooks.example.com/in/${hookToken}?token=${hookToken}`;
    const channels = [
      { type: 'webhook', target: webhook },
      { type: 'slack', target: slack },
      { type: 'email', target: 'ops@example.com' },
    ];
    const res = await postJson(
      app,
      '/api/v1/risk',
      { prompt: 'Tokyo', hazard: 'earthquake', horizon: '1y', alert: { enabled: true, metric: 'probability', threshold: 1, channels } },
      owner,
    );
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().alertWatch.id as string;
    assert.deepEqual(res.json().alertWatch.channels, channels, 'the answer shows the targets as given');
    const other = await postJson(app, '/api/v1/watches', { place: 'Tokyo', hazard: 'flood', channels }, owner);
    assert.equal(other.statusCode, 201, other.body);
    const ev = (await app.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, headers: owner })).json();
    assert.equal(ev.evaluation.fired, true);
    assert.deepEqual(byType(ev.deliveries.map((d: { channel: Channel }) => d.channel)), byType(channels), 'deliveries show their targets');

    // The rows as the database holds them.
    const rows = [
      ...(await app.db.all<{ channels_json: string; request_json: string }>('SELECT channels_json, request_json FROM watches')).flatMap(
        (r) => [r.channels_json, r.request_json],
      ),
      ...(await app.db.all<{ target: string }>('SELECT target FROM deliveries')).map((r) => r.target),
    ];
    assert.equal(rows.length, 4 + 3);
    const secrets = [slack, slack.split('/').at(-1)!, hookToken, 'hooks.slack.com', 'hooks.example.com'];
    for (const text of rows) for (const s of secrets) assert.ok(!text.includes(s), `${s} in a row: ${text}`);
    assert.ok(rows.every((text) => text.includes('enc:v1:') || text === 'ops@example.com'));
    assert.ok(
      rows.some((text) => text.includes('ops@example.com')),
      'email addresses are not sealed',
    );

    // The files (SQLite): database, WAL, shared memory, and a backup.
    if (!onPostgres) {
      const backup = join(dataDir, 'backup-copy.sqlite');
      await backupTo(sqliteOf(app.db), backup);
      for (const s of secrets) {
        assert.deepEqual(filesContaining(dataDir, s), [], s);
        assert.ok(!readFileSync(backup).includes(Buffer.from(s)), `${s} in the backup`);
      }
    }
    // Still read as they were: the watch, the list, the history.
    const read = (await app.inject({ url: `/api/v1/watches/${id}`, headers: owner })).json();
    assert.deepEqual(read.channels, channels);
    const history = (await app.inject({ url: `/api/v1/watches/${id}/history`, headers: owner })).json();
    assert.deepEqual(byType(history.deliveries.map((d: { channel: Channel }) => d.channel)), byType(channels));
  });

  test(
    'an upgrade from 0060: plain targets of an older build are sealed in place, gone from the file, read as they were',
    { skip: SQLITE_FILES },
    async (t) => {
      const dataDir = tempDir();
      buildOldDatabase(join(dataDir, 'hazardcast.sqlite'), '0060-track-window-key', { secretBox: keyFileSecretBox(dataDir) });
      assert.deepEqual(filesContaining(dataDir, OLD_TARGET), ['hazardcast.sqlite'], 'seeded in clear');
      const config = offlineFileConfig(dataDir);
      const app = buildApp(config);
      t.after(() => app.close());
      await app.ready();
      assert.deepEqual(filesContaining(dataDir, OLD_TARGET), []);
      assert.deepEqual(filesContaining(dataDir, 'old-target-with-token'), []);
      assert.deepEqual((await app.services.watches.get(OLD_WATCH_ID))!.channels, [{ type: 'webhook', target: OLD_TARGET }]);
      assert.equal((await app.services.notify.outbox.repo.listForWatch(OLD_WATCH_ID))[0]!.target, OLD_TARGET);
      const row = (await app.db.get<{ request_json: string }>('SELECT request_json FROM watches WHERE id = ?', [OLD_WATCH_ID]))!;
      assert.match(JSON.parse(row.request_json).alert.channels[0].target, /^enc:v1:/, 'the stored request is sealed too');
    },
  );

  test('a sealed value opens only with its key and its column; tampering is refused', () => {
    const box = ephemeralSecretBox();
    const sealed = box.seal('s3cret', 'watches.signing_secret');
    assert.notEqual(box.seal('s3cret', 'watches.signing_secret'), sealed, 'a fresh IV every time');
    assert.equal(box.open(sealed, 'watches.signing_secret'), 's3cret');
    assert.throws(() => box.open(sealed, 'notify_settings.smtpUrl'), /secret_unreadable|cannot be read/);
    assert.throws(() => ephemeralSecretBox().open(sealed, 'watches.signing_secret'), /key does not match/);
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    assert.throws(() => box.open(flipped, 'watches.signing_secret'), /cannot be read/);
    assert.throws(() => box.open('plain', 'watches.signing_secret'), /not sealed/);
    assert.throws(() => createSecretBox(() => Buffer.alloc(16)).seal('x', 'c'), /32 bytes/);
  });

  test('a key file others can read is tightened to 0600; a malformed one is refused with a clear message', async (t) => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secret.key'), `${randomBytes(32).toString('base64')}\n`, { mode: 0o644 });
    const { app } = await buildTestApp(t, { dataDir });
    await postJson(app, '/api/v1/risk', {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      alert: { enabled: true, channels: [{ type: 'webhook', target: 'https://hooks.example.com/x' }] },
    });
    assert.equal(statSync(join(dataDir, 'secret.key')).mode & 0o777, 0o600);
    const other = tempDir();
    writeFileSync(join(other, 'secret.key'), 'short\n', { mode: 0o600 });
    const { app: app2 } = await buildTestApp(t, { dataDir: other });
    const res = await postJson(app2, '/api/v1/risk', {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      alert: { enabled: true, channels: [{ type: 'webhook', target: 'https://hooks.example.com/x' }] },
    });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().code, 'secret_key_unavailable');
  });
});
