// Daily quotas over real HTTP and inject: exact under concurrency, persistent across restarts, reset at 00:00 UTC.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp, createManualClock, loadConfig, startServer } from '../../src-server/index.js';
import { nextUtcMidnightSec } from '../../src-server/shared/clock.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN, testDatabase } from '../helpers/build-app.js';
import type { FastifyInstance } from 'fastify';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOON = '2026-11-22T12:00:00Z';
const RESET = String(nextUtcMidnightSec(new Date(NOON)));
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const riskBody = JSON.stringify({ prompt: 'earthquake risk in Tokyo this week', hazard: 'earthquake' });

async function createKey(app: FastifyInstance, body: Record<string, unknown>): Promise<{ id: string; key: string }> {
  const res = await postJson(app, '/api/v1/keys', body, owner);
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** Starts the app on a loopback port with a fixed clock; the test closes it. */
async function listening(t: { after(fn: () => unknown): void }, dataDir = tempDir()) {
  const config = loadConfig({
    env: {},
    overrides: {
      dataDir,
      logLevel: 'silent',
      port: 0,
      ownerToken: TEST_OWNER_TOKEN,
      sources: replay.sources,
      ...(await testDatabase(dataDir)),
    },
  });
  const app = buildApp(config, { clock: createManualClock(NOON) });
  t.after(() => app.close());
  const url = await startServer(app);
  return { app, url };
}

async function burst(url: string, n: number, headers: Record<string, string> = {}) {
  const responses = await Promise.all(
    Array.from({ length: n }, () =>
      fetch(`${url}/api/v1/risk`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: riskBody }).then(
        async (r) => ({
          status: r.status,
          headers: r.headers,
          body: (await r.json()) as Record<string, unknown>,
        }),
      ),
    ),
  );
  return {
    ok: responses.filter((r) => r.status === 200),
    limited: responses.filter((r) => r.status === 429),
    other: responses.filter((r) => r.status !== 200 && r.status !== 429),
  };
}

describe('daily quota under concurrency (real HTTP)', () => {
  test('40 concurrent anonymous requests on a fresh data dir: exactly 15 succeed, 25 get 429', async (t) => {
    const { url } = await listening(t);
    const { ok, limited, other } = await burst(url, 40);
    assert.deepEqual(
      other.map((r) => r.status),
      [],
    );
    assert.equal(ok.length, 15);
    assert.equal(limited.length, 25);
    // Each success saw a distinct remaining count: 14 down to 0.
    assert.deepEqual(
      ok.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b),
      [...Array(15).keys()],
    );
    for (const r of [...ok, ...limited]) {
      assert.equal(r.headers.get('x-ratelimit-limit'), '15');
      assert.equal(r.headers.get('x-ratelimit-reset'), RESET);
      assert.equal(r.headers.get('x-service-tier'), 'anonymous');
    }
    for (const r of limited) {
      assert.equal(r.headers.get('x-ratelimit-remaining'), '0');
      assert.equal(r.headers.get('retry-after'), String(12 * 3600));
      assert.match(String(r.headers.get('content-type')), /^application\/problem\+json/);
      assert.equal(r.body.code, 'quota_exceeded');
      assert.equal(r.body.status, 429);
    }
  });

  test('a free key admits exactly 100 of 130 concurrent requests', async (t) => {
    const { app, url } = await listening(t);
    const { key } = await createKey(app, { name: 'burst', tier: 'free' });
    const { ok, limited, other } = await burst(url, 130, { 'x-service-api-key': key });
    assert.deepEqual(
      other.map((r) => r.status),
      [],
    );
    assert.equal(ok.length, 100);
    assert.equal(limited.length, 30);
    for (const r of limited) {
      assert.equal(r.headers.get('x-ratelimit-limit'), '100');
      assert.equal(r.headers.get('x-ratelimit-remaining'), '0');
      assert.equal(r.headers.get('x-service-tier'), 'free');
      assert.ok(r.headers.get('retry-after'));
    }
    // The key's quota is its own: anonymous callers from the same IP are untouched.
    const anon = await fetch(`${url}/api/v1/health`);
    assert.equal(anon.headers.get('x-ratelimit-remaining'), '15');
  });
});

describe('daily quota over time', () => {
  test('usage survives a restart on the same data dir', async (t) => {
    const dataDir = tempDir();
    const first = await buildTestApp(t, { replay, dataDir, clock: createManualClock(NOON) });
    for (let i = 0; i < 10; i++) assert.equal((await postJson(first.app, '/api/v1/risk', JSON.parse(riskBody))).statusCode, 200);
    await first.app.close();

    const second = await buildTestApp(t, { replay, dataDir, clock: createManualClock('2026-11-22T18:00:00Z') });
    const res = await postJson(second.app, '/api/v1/risk', JSON.parse(riskBody));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-ratelimit-remaining'], '4');
  });

  test('resets at 00:00 UTC (injected clock)', async (t) => {
    const clock = createManualClock('2026-11-22T23:59:50Z');
    const { app } = await buildTestApp(t, { replay, clock });
    for (let i = 0; i < 15; i++) assert.equal((await postJson(app, '/api/v1/risk', JSON.parse(riskBody))).statusCode, 200);
    const refused = await postJson(app, '/api/v1/risk', JSON.parse(riskBody));
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '10');
    assert.equal(refused.headers['x-ratelimit-reset'], String(Date.UTC(2026, 10, 23) / 1000));

    clock.set('2026-11-23T00:00:00Z');
    const fresh = await postJson(app, '/api/v1/risk', JSON.parse(riskBody));
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.headers['x-ratelimit-remaining'], '14');
    assert.equal(fresh.headers['x-ratelimit-reset'], String(Date.UTC(2026, 10, 24) / 1000));
  });

  test('the owner is unlimited and says so in X-Service-Tier', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOON) });
    for (let i = 0; i < 20; i++) {
      const res = await postJson(app, '/api/v1/risk', JSON.parse(riskBody), owner);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-service-tier'], 'owner');
      assert.equal(res.headers['x-ratelimit-limit'], undefined);
    }
    // The owner's calls did not draw on the IP's anonymous quota.
    const anon = await app.inject({ url: '/api/v1/health' });
    assert.equal(anon.headers['x-ratelimit-remaining'], '15');
  });
});

describe('usage headers on every response', () => {
  test('uncounted routes and every kind of error carry them without counting', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOON) });
    const cases = [
      await app.inject({ url: '/api/v1/health' }),
      await app.inject({ url: '/api/v1/nope' }),
      await postJson(app, '/api/v1/risk', { prompt: 42 }),
      await app.inject({ method: 'POST', url: '/api/v1/risk', payload: 'x', headers: { 'content-type': 'text/plain' } }),
      await app.inject({ url: '/api/v1/health', headers: { host: 'evil.example' } }),
      await app.inject({ url: '/api/v1/health', headers: { 'x-service-api-key': 'service_live_nope' } }),
      await app.inject({ url: '/api/v1/keys' }),
    ];
    assert.deepEqual(
      cases.map((r) => r.statusCode),
      [200, 404, 400, 415, 403, 401, 403],
    );
    for (const res of cases) {
      assert.equal(res.headers['x-ratelimit-limit'], '15', res.body);
      assert.equal(res.headers['x-ratelimit-remaining'], '15', 'none of these was counted');
      assert.equal(res.headers['x-ratelimit-reset'], RESET);
      assert.equal(res.headers['x-service-tier'], 'anonymous');
    }
  });

  test('the badge has its own per-IP per-minute limit (60/min), not the daily quota', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:30Z');
    const { app } = await buildTestApp(t, { replay, clock });
    const badge = () => app.inject({ url: '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake' });
    for (let i = 0; i < 60; i++) assert.equal((await badge()).statusCode, 200);
    const limited = await badge();
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'rate_limited');
    assert.equal(limited.headers['retry-after'], '30');
    assert.equal(limited.headers['x-ratelimit-remaining'], '15', 'the badge does not use the daily quota');
    clock.advance(30_000);
    assert.equal((await badge()).statusCode, 200);
  });

  test('HAZARDCAST_EMBED_PER_MINUTE sets the badge limit (a page of 100 badges from one viewer)', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:30Z');
    const { app } = await buildTestApp(t, { replay, clock, overrides: { embedPerMinute: 100 } });
    const badge = () => app.inject({ url: '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake' });
    for (let i = 0; i < 100; i++) assert.equal((await badge()).statusCode, 200);
    const limited = await badge();
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().detail, /the limit is 100 per minute/);
  });
});
