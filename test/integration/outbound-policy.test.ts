// One address policy for every outbound call (docs/security.md "Outbound calls"): SMTP on a private address is refused
// before it connects (no credentials sent), the tile proxy and the sources refuse a redirect to another private
// host at every hop, the Telegram API and a source keep working on the loopback host the owner configured, and the
// private-targets switch lets all of them through.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../src-server/index.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { startHttpReceiver, startSmtpReceiver, type HttpReceiver } from '../support/receivers.js';
import { startTileServer, type TileServer } from '../support/tile-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

let replay: ReplayServer;
let elsewhere: HttpReceiver;
before(async () => {
  replay = await startReplayServer();
  elsewhere = await startHttpReceiver();
});
after(async () => {
  await elsewhere.close();
  await replay.close();
});

async function app(t: Parameters<typeof buildTestApp>[0], allowPrivateTargets: boolean, overrides: Record<string, unknown> = {}) {
  const clock = createManualClock('2026-11-22T12:00:00Z');
  return (await buildTestApp(t, { replay, clock, overrides: { allowPrivateTargets, ...overrides } })).app;
}

/** An owner's watch that fires at once, evaluated, its deliveries sent once; returns them from the history. */
async function fire(a: FastifyInstance, channels: { type: string; target: string }[]) {
  const res = await postJson(
    a,
    '/api/v1/risk',
    { prompt: 'Tokyo', hazard: 'earthquake', horizon: '1y', alert: { enabled: true, metric: 'probability', threshold: 1, channels } },
    owner,
  );
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().alertWatch.id as string;
  await a.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, headers: owner });
  await a.services.notify.outbox.process();
  return (await a.inject({ url: `/api/v1/watches/${id}/history`, headers: owner })).json().deliveries as {
    status: string;
    lastError: string | null;
  }[];
}

describe('SMTP', () => {
  test('an SMTP server on loopback is refused before connecting while private targets are off; allowed when on', async (t) => {
    const smtp = await startSmtpReceiver();
    t.after(() => smtp.close());
    const withCredentials = smtp.url.replace('smtp://', 'smtp://mailer:pw-never-sent@');
    const refused = await app(t, false, { smtpUrl: withCredentials });
    const [d] = await fire(refused, [{ type: 'email', target: 'ops@example.com' }]);
    assert.equal(smtp.connections(), 0, 'no connection, so no credentials sent');
    assert.equal(d!.status, 'pending', 'retried later: the owner may allow private targets or fix the URL');
    assert.match(d!.lastError ?? '', /SMTP: target 127\.0\.0\.1 is a private address; the owner can allow private targets/);
    assert.ok(!(d!.lastError ?? '').includes('pw-never-sent'));

    const allowed = await app(t, true, { smtpUrl: smtp.url });
    const [sent] = await fire(allowed, [{ type: 'email', target: 'ops@example.com' }]);
    assert.equal(sent!.status, 'delivered');
    assert.equal(smtp.mails.length, 1);
  });
});

describe('Telegram', () => {
  test('the configured Telegram API host is trusted as written (loopback here) with private targets off', async (t) => {
    const tg = await startHttpReceiver(() => ({ status: 200, body: '{"ok":true,"result":{"message_id":7}}' }));
    t.after(() => tg.close());
    const a = await app(t, false, { sources: { telegram: tg.url }, telegramBotToken: '123456:ABCdefGHIjklMNOpqrSTUvwx' });
    const [d] = await fire(a, [{ type: 'telegram', target: '-1001234567890' }]);
    assert.equal(d!.status, 'delivered', d!.lastError ?? '');
    assert.equal(tg.requests.length, 1);
  });
});

describe('map tiles', () => {
  let tiles: TileServer;
  before(async () => {
    tiles = await startTileServer();
  });
  after(() => tiles.close());

  const tileVia = async (a: FastifyInstance, template: string) => {
    const set = await a.inject({
      method: 'PATCH',
      url: '/api/v1/settings/app',
      headers: owner,
      payload: { onlineTiles: true, tileUrl: template },
    });
    assert.equal(set.statusCode, 200, set.body);
    return a.inject({ url: '/api/v1/basemap/tiles/3/7/2', headers: owner });
  };

  test('a redirect from the configured tile server to another loopback server is refused; nothing reaches it', async (t) => {
    const redirecting = await startHttpReceiver((_n, r) => ({
      status: 302,
      headers: { location: `${tiles.template.split('/tiles/')[0]}${r.path}` },
    }));
    t.after(() => redirecting.close());
    const template = `${redirecting.url}/tiles/{z}/{x}/{y}.png`;
    const before = tiles.requests.length;
    const res = await tileVia(await app(t, false), template);
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().code, 'tile_unavailable');
    assert.match(res.json().detail, /redirected to a private address \(127\.0\.0\.1:\d+\)/);
    assert.equal(redirecting.requests.length, 1, 'the configured host itself is asked (trusted as written)');
    assert.equal(tiles.requests.length, before, 'the redirect target got nothing');

    const ok = await tileVia(await app(t, true), template);
    assert.equal(ok.statusCode, 200, 'followed when the owner allows private targets');
    assert.equal(ok.headers['content-type'], 'image/png');
    assert.equal(tiles.requests.length, before + 1);
  });

  test('at most three redirects are followed, each checked', async (t) => {
    const loop = await startHttpReceiver((n) => ({ status: 307, headers: { location: `/tiles/loop-${n}.png` } }));
    t.after(() => loop.close());
    const res = await tileVia(await app(t, false), `${loop.url}/tiles/{z}/{x}/{y}.png`);
    assert.equal(res.statusCode, 503);
    assert.match(res.json().detail, /redirected more than 3 times/);
    assert.equal(loop.requests.length, 4, 'the first request and three hops on the trusted host');
  });
});

describe('sources', () => {
  const quakes = (a: FastifyInstance) =>
    a.services.clients.usgs
      .quakes({
        lat: 35.6895,
        lng: 139.6917,
        radiusKm: 150,
        minMagnitude: 4.5,
        start: new Date('2025-11-22T12:00:00Z'),
        end: new Date('2026-11-22T12:00:00Z'),
      })
      .then((k) => k.outcome);

  test('a source on its configured loopback host answers; its redirect to another private host is refused at the hop', async (t) => {
    const a = await app(t, false);
    const healthy = await quakes(a);
    assert.equal(healthy.ok, true, 'the configured host (loopback) is trusted as written');

    replay.setFault('usgs', { kind: 'status', status: 302, headers: { location: `${elsewhere.url}/stolen` } });
    t.after(() => replay.setFault('usgs', null));
    const before = elsewhere.requests.length;
    const b = await app(t, false, { sourceCache: false });
    const outcome = await quakes(b);
    assert.equal(outcome.ok, false);
    assert.match(!outcome.ok ? outcome.reason : '', /private address/);
    assert.equal(elsewhere.requests.length, before, 'the redirect target got nothing');

    const c = await app(t, true, { sourceCache: false });
    await quakes(c);
    assert.ok(elsewhere.requests.length > before, 'followed when the owner allows private targets');
  });
});
