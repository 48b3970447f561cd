// The answer cache (issue 45): a question asked again is the same answer, byte for byte, as the app without the cache
// would give at that instant; ETag, Cache-Control and 304 on If-None-Match; a source's new data is in the first answer
// after the app has it; answers that must not be served again (a failed source, a watch made, an answer that made a
// live call) are not kept.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { setMembers } from '../support/replay/scenarios.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-11-22T12:00:00Z';
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
// The in-process replay builds 30-year series on the test's own CPU: a cold question must not time out.
const SLOW_REPLAY = { sourceTimeoutMs: 60_000 };
const LAGOS = 'flood risk for our warehouse in Lagos next week';

/** Questions of two cells: all hazards, each hazard alone, a named period, other languages by body, prompt and header. */
const QUESTIONS: { body: Record<string, unknown>; headers?: Record<string, string> }[] = [
  { body: { prompt: 'What should we worry about in Lima, Peru?' } },
  ...['earthquake', 'flood', 'wildfire', 'heat', 'storm', 'air-quality', 'drought', 'food-insecurity', 'conflict'].map((hazard) => ({
    body: { prompt: 'risk at -12.0555, -77.0411', hazard },
  })),
  { body: { prompt: LAGOS } },
  { body: { prompt: LAGOS, horizon: '30d', decisionLens: 'investment' } },
  { body: { prompt: 'riesgo de inundación en Lagos la próxima semana' } },
  { body: { prompt: LAGOS, language: 'de' } },
  // A prompt whose words show no language: Accept-Language chooses.
  { body: { prompt: 'Lagos', hazard: 'flood' }, headers: { 'accept-language': 'fr-FR, fr;q=0.9' } },
];

/** What a client sees of an answer: status, the representation's headers and the body's bytes. */
const seen = (r: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) =>
  JSON.stringify({
    status: r.statusCode,
    headers: ['content-type', 'content-length', 'content-language', 'etag', 'cache-control', 'vary', 'retry-after'].map(
      (h) => r.headers[h],
    ),
    body: r.rawPayload.toString('base64'),
  });

describe('answer cache', () => {
  test('with and without the cache: the same answers, byte for byte and header for header, asked once and again', async (t) => {
    const clock = createManualClock(NOW);
    const cached = (await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY })).app;
    const plain = (await buildTestApp(t, { replay, clock, overrides: { ...SLOW_REPLAY, answerCacheMb: 0 } })).app;
    // Round 1 makes the live calls, round 2 the answers made from what is kept (kept now), round 3 reads them.
    let hitsBefore = 0;
    for (const round of [1, 2, 3]) {
      if (round === 3) hitsBefore = cached.services.answers.stats().hits;
      for (const q of QUESTIONS) {
        const a = await postJson(cached, '/api/v1/risk', q.body, { ...owner, ...q.headers });
        const b = await postJson(plain, '/api/v1/risk', q.body, { ...owner, ...q.headers });
        assert.equal(seen(a), seen(b), `round ${round}: ${JSON.stringify(q)}`);
        // Food insecurity in Peru is a 503 (FEWS NET does not cover it): a problem, never kept.
        if (q.body.hazard === 'food-insecurity') assert.equal(a.statusCode, 503);
        else assert.ok(a.statusCode === 200 && a.headers.etag, `${JSON.stringify(q)}: ${a.body}`);
      }
    }
    const stats = cached.services.answers.stats();
    assert.equal(stats.hits - hitsBefore, QUESTIONS.length - 1, `round 3: every answer a lookup (${JSON.stringify(stats)})`);
    assert.equal(plain.services.answers.stats().entries, 0);
    // Languages are answers of their own, and say which header chose them.
    const fr = await postJson(cached, '/api/v1/risk', { prompt: 'Lagos', hazard: 'flood' }, { ...owner, 'accept-language': 'fr' });
    assert.equal(fr.headers['content-language'], 'fr');
    assert.equal(fr.headers.vary, 'Accept-Language');
    const de = await postJson(cached, '/api/v1/risk', { prompt: LAGOS, language: 'de' }, owner);
    assert.equal(de.headers['content-language'], 'de');
    assert.equal(de.headers.vary, undefined, 'the body chose it');
  });

  test('If-None-Match naming the ETag: 304 without a body, still counted; another ETag: the answer', async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    const key = (await postJson(app, '/api/v1/keys', { name: 'k', tier: 'pro' }, owner)).json().key as string;
    const ask = (headers: Record<string, string> = {}) =>
      postJson(app, '/api/v1/risk', { prompt: LAGOS }, { 'x-service-api-key': key, ...headers });
    // The first answer made live calls (its sources say `cached: false`): fresh, with its validators, but not kept; the
    // one made from what is kept is what the question gets from now on.
    const cold = await ask();
    assert.equal(cold.statusCode, 200, cold.body);
    assert.ok(cold.headers.etag && /max-age=\d+/.test(String(cold.headers['cache-control'])));
    const first = await ask();
    assert.equal(first.statusCode, 200, first.body);
    assert.notEqual(first.headers.etag, cold.headers.etag);
    assert.equal(first.body, cold.body.replace(/("ok":true,"ageSec":\d+,"cached":)false/g, '$1true'));
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]{27}"$/);
    assert.match(String(first.headers['cache-control']), /^private, max-age=\d+$/);

    clock.advance(60_000);
    const notModified = await ask({ 'if-none-match': etag });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.rawPayload.length, 0);
    assert.equal(notModified.headers.etag, etag);
    assert.equal(notModified.headers['content-type'], undefined);
    const maxAge = (r: { headers: Record<string, unknown> }) => Number(/max-age=(\d+)/.exec(String(r.headers['cache-control']))![1]);
    assert.equal(maxAge(notModified), maxAge(first) - 60, 'what is left of its freshness');
    assert.equal((await ask({ 'if-none-match': `"other", W/${etag}` })).statusCode, 304, 'in a list, weakly compared');
    const other = await ask({ 'if-none-match': '"not-this-one"' });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, first.body);
    // Every request counted, the 304s too (the quota is the caller's, the work saved is ours).
    assert.equal(first.headers['x-ratelimit-remaining'], '4998');
    assert.equal(notModified.headers['x-ratelimit-remaining'], '4997');
    assert.equal(other.headers['x-ratelimit-remaining'], '4995');
  });

  test("a source's new data: the first answer after the app has it says so (and the old ETag gets it)", async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    t.after(() => replay.setTransform('open-meteo-flood', null));
    const ask = (headers: Record<string, string> = {}) => postJson(app, '/api/v1/risk', { prompt: LAGOS }, { ...owner, ...headers });
    await ask();
    const before = await ask(); // the answer kept
    assert.equal(before.statusCode, 200, before.body);
    const was = before.json().forecast.probability as number;

    // The river far above its 20-year level every day from today: GloFAS's next answer.
    replay.setTransform('open-meteo-flood', setMembers('daily', 'river_discharge', 1e6, { onlyFrom: NOW.slice(0, 10) }));
    const calls = replay.calls.length;
    const still = await ask({ 'if-none-match': before.headers.etag as string });
    assert.equal(still.statusCode, 304, 'the app has no new data yet: nothing it read has expired');
    assert.equal(replay.calls.length, calls, 'and asked no source');

    // Past the answer's freshness and GloFAS's (6 h): the flood answer is fetched again, and the first answer says so.
    clock.advance(6 * 3_600_000 + 1000);
    const afterChange = await ask({ 'if-none-match': before.headers.etag as string });
    assert.equal(afterChange.statusCode, 200);
    assert.ok(replay.callsTo('open-meteo-flood').length > 0 && replay.calls.slice(calls).some((c) => c.source === 'open-meteo-flood'));
    const now = afterChange.json().forecast.probability as number;
    assert.ok(now > 80 && now > was, `flood ${was} % before, ${now} % with the river at 1e6 m³/s`);
    assert.notEqual(afterChange.headers.etag, before.headers.etag);
    // Then kept in turn (once made from what is kept).
    const kept = await ask();
    assert.equal(kept.json().forecast.probability, now);
    assert.equal((await ask({ 'if-none-match': kept.headers.etag as string })).statusCode, 304);
  });

  test('a run made again (here: the forecast cache cleared) is a new version: the kept answer is not served', async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    const ask = () => postJson(app, '/api/v1/risk', { prompt: LAGOS }, owner);
    await ask();
    const first = await ask();
    await ask();
    assert.equal(app.services.answers.stats().hits, 1);
    app.services.risk.forecastCache.clear();
    const again = await ask();
    assert.equal(app.services.answers.stats().stale, 1, 'made from runs no longer kept');
    assert.equal(again.body, first.body, 'made again from the same data at the same instant: the same bytes');
    await ask();
    assert.equal(app.services.answers.stats().hits, 2, 'and kept again');
  });

  test('not kept: an answer with a failed source (no-store), a question that makes a watch (a new watch each time)', async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    replay.setFault('eonet', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('eonet', null));
    const degraded = await postJson(app, '/api/v1/risk', { prompt: 'wildfire risk in Los Angeles' }, owner);
    assert.equal(degraded.statusCode, 200, degraded.body);
    assert.equal(degraded.headers['cache-control'], 'no-store');
    assert.equal(degraded.headers.etag, undefined);
    replay.setFault('eonet', null);
    const healthy = await postJson(app, '/api/v1/risk', { prompt: 'wildfire risk in Los Angeles' }, owner);
    assert.ok(
      healthy.json().forecast.sourceStatus.every((s: { ok: boolean }) => s.ok),
      'made afresh: EONET asked again',
    );
    assert.ok(healthy.headers.etag);

    const watch = { prompt: LAGOS, alert: { enabled: true, metric: 'probability', threshold: 50 } };
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const r = await postJson(app, '/api/v1/risk', watch, owner);
      assert.equal(r.statusCode, 201, r.body);
      assert.equal(r.headers['cache-control'], 'no-store');
      assert.equal(r.headers.etag, undefined);
      ids.push(r.json().alertWatch.id);
    }
    assert.notEqual(ids[0], ids[1]);
  });
});
