// GET /api/v1/embed: parameters, SVG headers, ETag/304 and the 15-minute server cache.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BUILT_IN_REGISTRY } from '../../src-server/hazards/registry.js';
import { XMLValidator } from 'fast-xml-parser';
import { createManualClock } from '../../src-server/index.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { SOURCE_TTL_SEC } from '../../src-server/sources/ttl.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('GET /api/v1/embed', () => {
  test('bad or missing parameters are 400 problems naming each field', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const cases: [string, string[]][] = [
      ['', ['lat', 'lng']],
      ['?lat=&lng=10', ['lat']],
      ['?lat=91&lng=0', ['lat']],
      ['?lat=0&lng=-180.5', ['lng']],
      ['?lat=abc&lng=0', ['lat']],
      ['?lat=0&lng=0&hazard=lava', ['hazard']],
      ['?lat=0&lng=0&horizon=2d', ['horizon']],
      [`?lat=0&lng=0&label=${'x'.repeat(201)}`, ['label']],
    ];
    for (const [query, fields] of cases) {
      const res = await app.inject({ url: `/api/v1/embed${query}` });
      assert.equal(res.statusCode, 400, query);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      assert.deepEqual(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
        fields.sort(),
        query,
      );
    }
  });

  test('a badge: SVG, edge-cacheable 15 minutes, ETag and 304', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const res = await app.inject({ url: '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=7d&label=Our%20Tokyo%20office' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'public, max-age=900, s-maxage=900');
    assert.ok(res.headers.etag);
    assert.equal(XMLValidator.validate(res.body), true);
    assert.match(res.body, /Our Tokyo office/);
    assert.match(res.body, /Earthquake risk · next 7 days/);

    const again = await app.inject({
      url: '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=7d&label=Our%20Tokyo%20office',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers['content-type'], undefined, "no JSON content type on an SVG's 304");
    assert.equal(again.headers.etag, res.headers.etag);
  });

  test('no hazard named: the highest-risk hazard; any page may embed it (Origin not checked)', async (t) => {
    // Nine hazards' cold calls (30 years of ERA5 replayed on the test's own event loop): a source timing out on a loaded
    // machine would change which hazard leads, so the test's generous budget (helpers/build-app.ts).
    const { app } = await buildTestApp(t, { replay });
    const res = await app.inject({ url: '/api/v1/embed?lat=35.68&lng=139.69', headers: { origin: 'https://news.example' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /Tokyo, Japan/); // default label: the nearest city
    // The badge shows the hazard with the highest score among those with a model.
    const score = (svg: string) => Number(/: (\d+) of 100/.exec(svg)?.[1]);
    const scores: number[] = [];
    for (const hazard of BUILT_IN_REGISTRY.ids) {
      const one = await app.inject({ url: `/api/v1/embed?lat=35.68&lng=139.69&hazard=${hazard}` });
      assert.equal(one.statusCode, 200);
      scores.push(score(one.body));
    }
    // A hazard no source covers here (food insecurity: FEWS NET does not cover Japan) has no score on its badge.
    const scored = scores.filter((x) => !Number.isNaN(x));
    assert.ok(scored.length >= 7, `scored: ${scored.length}`);
    assert.equal(score(res.body), Math.max(...scored));
  });

  test('the server caches a badge for 15 minutes per place cell', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const { app } = await buildTestApp(t, { replay, clock });
    const calls = () => replay.calls.filter((c) => c.source === 'usgs').length;
    const start = calls();
    await app.inject({ url: '/api/v1/embed?lat=34.05&lng=-118.24&hazard=earthquake' });
    assert.equal(calls(), start + 1);
    await app.inject({ url: '/api/v1/embed?lat=34.07&lng=-118.21&hazard=earthquake' }); // same 0.1° cell
    assert.equal(calls(), start + 1);
    clock.advance(16 * 60_000);
    await app.inject({ url: '/api/v1/embed?lat=34.05&lng=-118.24&hazard=earthquake' });
    assert.equal(calls(), start + 1, 'badge rebuilt from the source cache (USGS answers stay fresh for a day)');
    clock.advance(SOURCE_TTL_SEC.usgs * 1000);
    await app.inject({ url: '/api/v1/embed?lat=34.05&lng=-118.24&hazard=earthquake' });
    assert.equal(calls(), start + 2);
  });

  test('no live data: a neutral badge cached only briefly', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    replay.setFault('usgs', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('usgs', null));
    const res = await app.inject({ url: '/api/v1/embed?lat=-12.05&lng=-77.04&hazard=earthquake' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /unavailable/);
    assert.equal(res.headers['cache-control'], 'public, max-age=60, s-maxage=60');
  });
  test('a kept badge (no promise on the hot path) answers exactly as a freshly rendered one; ETag lists and W/', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-22T12:00:00Z') });
    const url = '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=7d';
    const fresh = await app.inject({ url });
    const kept = await app.inject({ url });
    assert.equal(fresh.statusCode, 200);
    assert.equal(kept.statusCode, 200);
    const { date: _d1, ...freshHeaders } = fresh.headers;
    const { date: _d2, ...keptHeaders } = kept.headers;
    assert.deepEqual(keptHeaders, freshHeaders);
    assert.equal(kept.body, fresh.body);
    assert.equal(kept.headers['x-content-type-options'], 'nosniff');
    assert.equal(kept.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    assert.equal(kept.headers['content-length'], String(Buffer.byteLength(fresh.body)));
    assert.equal(kept.headers['x-service-tier'], 'anonymous');
    assert.equal(kept.headers['x-ratelimit-remaining'], '15', 'the badge is not counted against the daily quota');
    const etag = String(fresh.headers.etag);
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, ` W/"x" ,W/${etag} `]) {
      const res = await app.inject({ url, headers: { 'if-none-match': inm } });
      assert.equal(res.statusCode, 304, inm);
      assert.equal(res.body, '');
      assert.equal(res.headers.etag, etag);
      assert.equal(res.headers['cache-control'], 'public, max-age=900, s-maxage=900');
    }
    const other = await app.inject({ url, headers: { 'if-none-match': '"not-it"' } });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, fresh.body);
  });

  test('GET and HEAD draw on one per-minute limit, once each; the owner is not limited; 429 carries usage headers', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:30Z');
    const { app } = await buildTestApp(t, { replay, clock, overrides: { embedPerMinute: 4 } });
    const url = '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake';
    assert.equal((await app.inject({ url })).statusCode, 200);
    assert.equal((await app.inject({ method: 'HEAD', url })).statusCode, 200);
    assert.equal((await app.inject({ url })).statusCode, 200);
    assert.equal((await app.inject({ method: 'HEAD', url })).statusCode, 200);
    const limited = await app.inject({ url });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'rate_limited');
    assert.equal(limited.headers['retry-after'], '30');
    assert.equal(limited.headers['x-ratelimit-limit'], '15');
    assert.equal(limited.headers['x-service-tier'], 'anonymous');
    assert.equal((await app.inject({ method: 'HEAD', url })).statusCode, 429);
    const owner = await app.inject({ url, headers: { authorization: `Bearer ${TEST_OWNER_TOKEN}` } });
    assert.equal(owner.statusCode, 200);
    assert.equal(owner.headers['x-service-tier'], 'owner');
    // Another client IP has its own minute.
    assert.equal((await app.inject({ url, remoteAddress: '10.1.2.3' })).statusCode, 200);
  });

  test('the Host guard still refuses a foreign Host after allowed ones were seen (its memo holds allowed values only)', async (t) => {
    const { app } = await buildTestApp(t, { replay, overrides: { allowedHosts: ['hazards.lan'] } });
    const url = '/api/v1/embed?lat=0&lng=0&label=x&horizon=2d'; // a 400: the guard runs before validation
    for (let round = 0; round < 2; round++) {
      for (const host of ['localhost:8787', '127.0.0.1', '[::1]:1', 'app.localhost', 'hazards.lan:80']) {
        assert.equal((await app.inject({ url, headers: { host } })).statusCode, 400, host);
      }
      for (const host of ['evil.example', 'localhost.evil.example', 'hazards.lan.evil', 'HAZARDS.LAN.evil:80']) {
        const res = await app.inject({ url, headers: { host } });
        assert.equal(res.statusCode, 403, host);
        assert.equal(res.json().code, 'forbidden_host');
      }
    }
    // The badge's Origin exemption is for GET only.
    const post = await app.inject({ method: 'POST', url: '/api/v1/embed', headers: { origin: 'https://news.example' } });
    assert.equal(post.json().code, 'forbidden_origin');
  });

  test('the badge and the answer agree: the same risk and the same chance in the window, every horizon (issue 43)', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-12-07T12:00:00Z') });
    const [lat, lng] = [25.7617, -80.1918]; // Miami
    for (const hazard of ['flood', 'earthquake', 'storm'] as const) {
      // The chance the badge shows per horizon: over 30 years never below 10 years, nor 10 below 1 (one event).
      const long: number[] = [];
      for (const horizon of ['7d', '30d', '1y', '10y', '30y'] as const) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/v1/risk',
          payload: JSON.stringify({ prompt: `${hazard} risk at ${lat}, ${lng}`, hazard, horizon }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_OWNER_TOKEN}` },
        });
        // The answer first: its runs are then the badge's (a cold badge does not wait for its sources).
        if (answer.statusCode !== 200) continue;
        const svg = await app.inject({ url: `/api/v1/embed?lat=${lat}&lng=${lng}&hazard=${hazard}&horizon=${horizon}` });
        assert.equal(svg.statusCode, 200);
        const f = answer.json().forecast;
        const shown = f.probability < 10 ? f.probability.toFixed(1) : Math.round(f.probability).toString();
        assert.ok(svg.body.includes(`>${shown}% `), `${hazard} ${horizon}: the badge shows ${shown}% (${f.probability})`);
        assert.match(
          svg.body,
          new RegExp(`: ${Math.round(f.riskScore)} of 100, ${f.riskLevel}`),
          `${hazard} ${horizon}: risk ${f.riskScore}`,
        );
        if (horizon !== '7d' && horizon !== '30d') long.push(Number(shown));
      }
      for (let i = 1; i < long.length; i++)
        assert.ok(long[i]! >= long[i - 1]!, `${hazard}: the badge's chance over 1y, 10y, 30y: ${long.join(', ')}`);
    }
  });
});
