// Owner settings end to end: runtime offline mode (sources, notifications), owner-token rotation, online tiles,
// test sends per channel, the desktop channel through its port, delivery health and per-key usage.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, createManualClock, loadConfig, type DesktopNotification } from '../../src-server/index.js';
import { OFFLINE_WAITING } from '../../src-server/notify/outbox.js';
import { DESKTOP_WAITING } from '../../src-server/notify/channels/desktop.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { failTimes, ok, startHttpReceiver, type HttpReceiver } from '../support/receivers.js';
import { startTileServer, type TileServer } from '../support/tile-server.js';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN, testDatabase } from '../helpers/build-app.js';

let replay: ReplayServer;
let receiver: HttpReceiver;
let tiles: TileServer;
before(async () => {
  replay = await startReplayServer();
  receiver = await startHttpReceiver();
  tiles = await startTileServer();
});
after(async () => {
  await replay.close();
  await receiver.close();
  await tiles.close();
});

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const clock = () => createManualClock('2026-11-22T12:00:00Z');
const patch = (app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = owner) =>
  app.inject({ method: 'PATCH', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

async function watchWith(app: FastifyInstance, channels: { type: string; target: string }[]) {
  const res = await postJson(
    app,
    '/api/v1/risk',
    {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      horizon: '1y', // 7-day strong-shaking chances are ~0.1%: a 1-year watch crosses 1%
      alert: { enabled: true, metric: 'probability', threshold: 1, channels },
    },
    owner,
  );
  assert.equal(res.statusCode, 201, res.body);
  return res.json().alertWatch.id as string;
}

const evaluate = (app: FastifyInstance, id: string) =>
  app.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, headers: owner });
const history = async (app: FastifyInstance, id: string) =>
  (await app.inject({ url: `/api/v1/watches/${id}/history`, headers: owner })).json();

describe('app settings', () => {
  test('owner only; reads the data folder and the defaults', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { replay, clock: clock() });
    assert.equal((await app.inject({ url: '/api/v1/settings/app' })).statusCode, 403);
    const res = await app.inject({ url: '/api/v1/settings/app', headers: owner });
    assert.equal(res.statusCode, 200);
    const s = res.json();
    assert.equal(s.dataDir, dataDir);
    assert.equal(s.offline, false);
    assert.equal(s.offlineForced, false);
    assert.equal(s.onlineTiles, false);
    assert.equal(s.tileUrl, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const bad = await patch(app, '/api/v1/settings/app', { tileUrl: 'ftp://x/{z}' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'tileUrl');
    assert.equal((await patch(app, '/api/v1/settings/app', {})).statusCode, 400);
  });

  test('offline mode switches at run time: no source call while on, calls again when off, and it survives a restart', async (t) => {
    const dataDir = tempDir();
    const first = await buildTestApp(t, { replay, clock: clock(), dataDir });
    const on = await patch(first.app, '/api/v1/settings/app', { offline: true });
    assert.equal(on.statusCode, 200);
    assert.equal(on.json().offline, true);
    assert.equal((await first.app.inject({ url: '/api/v1/health' })).json().offline, true);
    const before = replay.calls.length;
    const res = await postJson(first.app, '/api/v1/risk', { prompt: 'earthquake risk in Lima, Peru' }, owner);
    assert.equal(res.statusCode, 503);
    assert.match(res.json().sources[0].error, /offline mode/);
    assert.equal(replay.calls.length, before, 'offline made no call');
    await first.app.close();

    const second = await buildTestApp(t, { replay, clock: clock(), dataDir });
    assert.equal((await second.app.inject({ url: '/api/v1/settings/app', headers: owner })).json().offline, true, 'kept in the database');
    await patch(second.app, '/api/v1/settings/app', { offline: false });
    const online = await postJson(second.app, '/api/v1/risk', { prompt: 'earthquake risk in Lima, Peru' }, owner);
    assert.equal(online.statusCode, 200);
    assert.ok(replay.calls.length > before);
  });

  test('HAZARDCAST_OFFLINE=1 cannot be switched off from the dashboard', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { offline: true } });
    const s = (await app.inject({ url: '/api/v1/settings/app', headers: owner })).json();
    assert.deepEqual([s.offline, s.offlineForced], [true, true]);
    const res = await patch(app, '/api/v1/settings/app', { offline: false });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'setting_locked');
    assert.equal(res.json().errors[0].field, 'offline');
  });
});

describe('ReliefWeb appname', () => {
  test('set from the dashboard (owner only), used at the next call, refused names explained, null switches ReliefWeb off', async (t) => {
    // No RELIEFWEB_APPNAME: ReliefWeb is not called until the owner sets an approved name.
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { reliefwebAppname: undefined, sourceCache: false } });
    assert.equal((await app.inject({ url: '/api/v1/settings/app', headers: owner })).json().reliefwebAppname, null);
    assert.equal((await patch(app, '/api/v1/settings/app', { reliefwebAppname: 'x' }, {})).statusCode, 403);
    const blank = await patch(app, '/api/v1/settings/app', { reliefwebAppname: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().errors[0].field, 'reliefwebAppname');
    assert.equal((await patch(app, '/api/v1/settings/app', { reliefwebAppname: 'has spaces' })).statusCode, 400);

    const conflictDrivers = async () =>
      (await postJson(app, '/api/v1/risk', { prompt: 'Khartoum', hazard: 'conflict' }, owner)).json().forecast.drivers.join(' ');
    const rejected = await patch(app, '/api/v1/settings/app', { reliefwebAppname: 'someone-elses-name' });
    assert.equal(rejected.json().reliefwebAppname, 'someone-elses-name');
    assert.match(
      await conflictDrivers(),
      /ReliefWeb refused the appname "someone-elses-name".*https:\/\/apidoc\.reliefweb\.int\/parameters#appname/,
    );

    await patch(app, '/api/v1/settings/app', { reliefwebAppname: 'hazardcast-replay' });
    const before = replay.callsTo('reliefweb').length;
    assert.match(await conflictDrivers(), /Latest ReliefWeb situation reports on Sudan/);
    assert.equal(replay.callsTo('reliefweb').at(-1)!.query.get('appname'), 'hazardcast-replay');
    assert.ok(replay.callsTo('reliefweb').length > before);

    const off = await patch(app, '/api/v1/settings/app', { reliefwebAppname: null });
    assert.equal(off.json().reliefwebAppname, null);
    const after = replay.callsTo('reliefweb').length;
    assert.match(await conflictDrivers(), /No ReliefWeb appname is set/);
    assert.equal(replay.callsTo('reliefweb').length, after);
  });

  test('RELIEFWEB_APPNAME is the default the dashboard shows', async () => {
    const config = loadConfig({
      env: { RELIEFWEB_APPNAME: ' my-org-hazards-x7 ' },
      overrides: { dataDir: tempDir(), ownerToken: TEST_OWNER_TOKEN },
    });
    assert.equal(config.reliefwebAppname, 'my-org-hazards-x7');
    assert.equal(
      loadConfig({ env: { RELIEFWEB_APPNAME: '' }, overrides: { dataDir: tempDir(), ownerToken: TEST_OWNER_TOKEN } }).reliefwebAppname,
      undefined,
    );
  });
});

describe('owner token rotation', () => {
  test('the new token works at once, the old one is refused, and the file holds the new one', async () => {
    const dataDir = tempDir();
    const replayUrls = replay.sources;
    const app = buildApp(
      loadConfig({
        env: {},
        overrides: {
          dataDir,
          logLevel: 'silent',
          sources: replayUrls,
          schedulerEnabled: false,
          trackRecordJob: false,
          warmUp: false,
          ...(await testDatabase(dataDir)),
        },
      }),
    );
    try {
      const old = app.ownerToken;
      assert.equal(readFileSync(join(dataDir, 'owner-token'), 'utf8').trim(), old);
      const res = await app.inject({ method: 'POST', url: '/api/v1/settings/owner-token', headers: { authorization: `Bearer ${old}` } });
      assert.equal(res.statusCode, 201);
      assert.equal(res.headers['cache-control'], 'no-store');
      const { token } = res.json();
      assert.notEqual(token, old);
      assert.equal(app.ownerToken, token);
      assert.equal(readFileSync(join(dataDir, 'owner-token'), 'utf8').trim(), token);
      assert.equal((await app.inject({ url: '/api/v1/keys', headers: { authorization: `Bearer ${old}` } })).statusCode, 401);
      assert.equal((await app.inject({ url: '/api/v1/keys', headers: { authorization: `Bearer ${token}` } })).statusCode, 200);
      assert.equal((await app.inject({ method: 'POST', url: '/api/v1/settings/owner-token' })).statusCode, 403, 'anonymous may not rotate');
    } finally {
      await app.close();
    }
  });
});

describe('online tiles', () => {
  test('off by default, proxied when on, refused offline, a failing tile server is a 503', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const url = '/api/v1/basemap/tiles/3/7/2';
    assert.equal((await app.inject({ url, headers: owner })).json().code, 'tiles_disabled');
    assert.equal((await app.inject({ url })).statusCode, 403, 'owner only');
    await patch(app, '/api/v1/settings/app', { onlineTiles: true, tileUrl: tiles.template });
    const res = await app.inject({ url, headers: owner });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.rawPayload.subarray(1, 4).toString('ascii'), 'PNG');
    assert.equal(tiles.requests.at(-1), '/tiles/3/7/2.png');
    assert.equal((await app.inject({ url: '/api/v1/basemap/tiles/3/8/2', headers: owner })).json().errors[0].field, 'x');
    tiles.fail(500);
    try {
      const failed = await app.inject({ url: '/api/v1/basemap/tiles/4/1/1', headers: owner });
      assert.equal(failed.statusCode, 503);
      assert.equal(failed.json().code, 'tile_unavailable');
      assert.match(failed.json().detail, /HTTP 500/);
    } finally {
      tiles.fail(null);
    }
    const count = tiles.requests.length;
    await patch(app, '/api/v1/settings/app', { offline: true });
    assert.equal((await app.inject({ url, headers: owner })).json().code, 'offline_mode');
    assert.equal(tiles.requests.length, count);
  });
});

describe('test sends and the desktop channel', () => {
  test('one channel at a time: webhook sent unsigned, email waits for SMTP, a bad target is a 400 naming it', async (t) => {
    receiver.setBehaviour(ok);
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { allowPrivateTargets: true } });
    const send = (channel: unknown) => postJson(app, '/api/v1/settings/notifications/test', { channel }, owner);
    const start = receiver.requests.length;
    const hook = await send({ type: 'webhook', target: `${receiver.url}/settings-test` });
    assert.equal(hook.statusCode, 200);
    assert.deepEqual([hook.json().ok, hook.json().waiting, hook.json().statusCode], [true, false, 200]);
    const got = receiver.requests[start]!;
    assert.equal(JSON.parse(got.body).type, 'watch.test');
    assert.equal(got.headers['webhook-signature'], undefined);
    const mail = (await send({ type: 'email', target: 'analyst@example.com' })).json();
    assert.deepEqual([mail.ok, mail.waiting], [false, true]);
    assert.match(mail.error, /SMTP/);
    const bad = await send({ type: 'telegram', target: 'not a chat' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'channel.target');
    assert.equal(
      (await postJson(app, '/api/v1/settings/notifications/test', { channel: { type: 'webhook', target: 'https://example.com' } }))
        .statusCode,
      403,
    );
  });

  test('private targets stay refused unless allowed', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(
      app,
      '/api/v1/settings/notifications/test',
      { channel: { type: 'webhook', target: `${receiver.url}/x` } },
      owner,
    );
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'channel[0].target');
  });

  test('desktop: headless it waits; with the port it shows, offline included, and webhooks wait for offline mode to end', async (t) => {
    receiver.setBehaviour(ok);
    const headless = await buildTestApp(t, { replay, clock: clock() });
    const waiting = (
      await postJson(headless.app, '/api/v1/settings/notifications/test', { channel: { type: 'desktop', target: 'local' } }, owner)
    ).json();
    assert.deepEqual([waiting.ok, waiting.waiting, waiting.error], [false, true, DESKTOP_WAITING]);
    const wrongTarget = await postJson(
      headless.app,
      '/api/v1/settings/notifications/test',
      { channel: { type: 'desktop', target: 'laptop' } },
      owner,
    );
    assert.equal(wrongTarget.statusCode, 400);

    const shown: DesktopNotification[] = [];
    const dataDir = tempDir();
    const config = loadConfig({
      env: {},
      overrides: {
        dataDir,
        logLevel: 'silent',
        ownerToken: TEST_OWNER_TOKEN,
        sources: replay.sources,
        schedulerEnabled: false,
        trackRecordJob: false,
        warmUp: false,
        allowPrivateTargets: true,
        ...(await testDatabase(dataDir)),
      },
    });
    const app = buildApp(config, { clock: clock(), desktopNotifier: { show: (n) => void shown.push(n) } });
    t.after(() => app.close());
    await app.ready();
    // Created online (which caches Tokyo's sources), then evaluated offline from that cache.
    const id = await watchWith(app, [
      { type: 'desktop', target: 'local' },
      { type: 'webhook', target: `${receiver.url}/offline-hook` },
    ]);
    await patch(app, '/api/v1/settings/app', { offline: true });
    const ev = (await evaluate(app, id)).json();
    assert.equal(ev.evaluation.fired, true, 'fired on cached data');
    const start = receiver.requests.length;
    await app.services.notify.outbox.process();
    assert.equal(shown.length, 1);
    assert.equal(shown[0]!.watchId, id);
    assert.match(shown[0]!.title, /Tokyo/);
    assert.equal(receiver.requests.length, start, 'no webhook while offline');
    let h = await history(app, id);
    const webhook = h.deliveries.find((d: { channel: { type: string } }) => d.channel.type === 'webhook');
    assert.equal(webhook.status, 'queued');
    assert.equal(webhook.lastError, OFFLINE_WAITING);
    const list = (await app.inject({ url: '/api/v1/watches', headers: owner })).json();
    assert.equal(list.data[0].deliveryHealth.status, 'waiting');
    assert.equal(list.data[0].deliveryHealth.delivered, 1);

    await patch(app, '/api/v1/settings/app', { offline: false });
    await app.services.notify.outbox.process();
    assert.equal(receiver.requests.length, start + 1, 'sent once offline mode ended');
    h = await history(app, id);
    assert.ok(h.deliveries.every((d: { status: string }) => d.status === 'delivered'));
    const detail = (await app.inject({ url: `/api/v1/watches/${id}`, headers: owner })).json();
    assert.equal(detail.deliveryHealth.status, 'ok');
    assert.equal(detail.deliveryHealth.delivered, 2);
  });

  test('delivery health says retrying with the error, then failing', async (t) => {
    receiver.setBehaviour(failTimes(100, 500));
    const c = clock();
    const { app } = await buildTestApp(t, {
      replay,
      clock: c,
      overrides: { allowPrivateTargets: true, notifyMaxAttempts: 2, notifyRetryBaseMs: 1000, notifyRetryMaxMs: 1000 },
    });
    const id = await watchWith(app, [{ type: 'webhook', target: `${receiver.url}/broken` }]);
    assert.equal((await app.inject({ url: `/api/v1/watches/${id}`, headers: owner })).json().deliveryHealth.status, 'none');
    await evaluate(app, id);
    await app.services.notify.outbox.process();
    let health = (await app.inject({ url: `/api/v1/watches/${id}`, headers: owner })).json().deliveryHealth;
    assert.equal(health.status, 'retrying');
    assert.match(health.lastError, /HTTP 500/);
    c.advance(2000);
    await app.services.notify.outbox.process();
    health = (await app.inject({ url: `/api/v1/watches/${id}`, headers: owner })).json().deliveryHealth;
    assert.equal(health.status, 'failing');
    assert.equal(health.failed, 1);
    receiver.setBehaviour(ok);
  });
});

describe('key usage', () => {
  test("the key list carries each key's count for today", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const key = (await postJson(app, '/api/v1/keys', { name: 'script', tier: 'free' }, owner)).json();
    await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo', hazard: 'earthquake' }, { 'x-service-api-key': key.key });
    await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo', hazard: 'earthquake' }, { 'x-service-api-key': key.key });
    const list = (await app.inject({ url: '/api/v1/keys', headers: owner })).json();
    assert.equal(list.data[0].usedToday, 2);
  });
});
