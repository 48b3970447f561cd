// Warm answers (issue 18): a repeated question is the same answer while what it read stays fresh (the answer cache,
// issue 45), then comes from the forecast cache with a true generatedAt and true source ages; it is counted and logged
// every time; places sharing a cell share its sources; degraded runs are not kept; the compiled serialiser writes what
// zod's would.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { riskForecastSchema } from '../helpers/built-in.js';
import { createSchemaSerializerCompiler } from '../../src-server/http/serializer.js';
import { createManualClock } from '../../src-server/index.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-11-22T12:00:00Z';
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const ALL = 'What should we worry about in Lima, Peru?';
// The in-process replay builds 30-year series and 51-member ensembles on the test's own CPU: a cold all-hazards
// question must not time out (a timed-out source is, rightly, not cached, which is not what these tests are about).
const SLOW_REPLAY = { sourceTimeoutMs: 60_000 };

describe('warm answers', () => {
  test('the same question again: the same answer while it is fresh, then generatedAt and every age true; counted, logged once a day', async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    const key = (await postJson(app, '/api/v1/keys', { name: 'k', tier: 'pro' }, owner)).json().key as string;
    const ask = () => postJson(app, '/api/v1/risk', { prompt: ALL }, { 'x-service-api-key': key });
    const first = await ask();
    assert.equal(first.statusCode, 200, first.body);
    const callsAfterFirst = replay.calls.length;
    // Fresh for as long as the track record's measurement it was scored with (10 minutes), the soonest of what it read.
    assert.equal(first.headers['cache-control'], 'private, max-age=600');
    // The first answer made the live calls; the next, made from what is kept, is the one every later asker gets.
    const warm = await ask();
    assert.equal(warm.body, first.body.replace(/("ok":true,"ageSec":\d+,"cached":)false/g, '$1true'));

    clock.advance(5 * 60_000);
    const kept = await ask();
    assert.equal(kept.statusCode, 200);
    assert.equal(kept.body, warm.body, 'the same answer, byte for byte (its generatedAt says when it was made)');
    assert.equal(kept.headers.etag, warm.headers.etag);
    assert.equal(kept.headers['cache-control'], 'private, max-age=300');

    clock.advance(5 * 60_000);
    const second = await ask();
    assert.equal(second.statusCode, 200);
    assert.equal(replay.calls.length, callsAfterFirst, 'answered without a source call');
    const a = first.json();
    const b = second.json();
    assert.equal(b.generatedAt, '2026-11-22T12:10:00.000Z');
    for (const s of b.forecast.sourceStatus.filter((x: { ok: boolean }) => x.ok)) {
      const before = a.forecast.sourceStatus.find((x: { name: string }) => x.name === s.name);
      assert.equal(s.ageSec, before.ageSec + 600, `${s.name} is ten minutes older`);
      assert.equal(s.cached, true);
    }
    assert.equal(b.forecast.dataAgeSec, a.forecast.dataAgeSec + 600);
    assert.deepEqual(
      b.forecast.hazardBreakdown.map((h: { probability: number }) => h.probability),
      a.forecast.hazardBreakdown.map((h: { probability: number }) => h.probability),
    );
    assert.deepEqual(b.earth, a.earth);
    // Every run reused: FEWS NET does not cover Peru, which holds as long as FEWS NET's answer does.
    assert.ok(app.services.risk.forecastCache.stats().hits >= 9);
    assert.notEqual(second.headers.etag, first.headers.etag);
    // Quota and usage headers on every request, a kept answer's too.
    assert.equal(first.headers['x-ratelimit-remaining'], '4999');
    assert.equal(kept.headers['x-ratelimit-remaining'], '4997');
    assert.equal(second.headers['x-ratelimit-remaining'], '4996');
    // Track record: one row per cell, hazard, horizon and day, however often asked.
    const rows = await app.db.all<{ hazard: string; n: number }>('SELECT hazard, COUNT(*) AS n FROM track_forecasts GROUP BY hazard');
    assert.ok(rows.length >= 1);
    assert.ok(rows.every((r) => r.n === 1));
  });

  test('a run lives no longer than its youngest source (and an hour at most): then models, then sources, run again', async (t) => {
    const clock = createManualClock(NOW);
    const { app } = await buildTestApp(t, { replay, clock, overrides: SLOW_REPLAY });
    const ask = () => postJson(app, '/api/v1/risk', { prompt: 'flood risk in Dhaka next month' }, owner);
    await ask();
    const calls = () => replay.calls.length;
    const c0 = calls();
    const misses0 = app.services.risk.forecastCache.stats().misses;
    clock.advance(61 * 60_000); // past the hour: the model runs again, its sources (3-6 h) are still fresh
    const again = await ask();
    assert.equal(again.statusCode, 200);
    assert.equal(calls(), c0);
    assert.equal(app.services.risk.forecastCache.stats().misses, misses0 + 1);
    clock.advance(3 * 3_600_000); // past EONET's 3 hours: it is fetched again (the 30-year archive is not)
    await ask();
    assert.ok(replay.calls.slice(c0).some((c) => c.source === 'eonet'));
    assert.ok(!replay.calls.slice(c0).some((c) => c.source === 'open-meteo-archive'));
  });

  test('another place in the same cell: no source call (EONET included), its own place and event centre', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: SLOW_REPLAY });
    const first = await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about at 6.45, 3.39?' }, owner);
    assert.equal(first.statusCode, 200, first.body);
    const c0 = replay.calls.length;
    // The same 0.1° cell, the same ERA5 and IFS 0.25° cell (3.38 and 3.39 both lie in the one centred on 3.5) and the
    // same CAMS 0.4° cell (centred on 3.2).
    const second = await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about at 6.47, 3.38?' }, owner);
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(
      replay.calls.slice(c0).map((c) => c.source),
      [],
      'every source answered from the cell',
    );
    const b = second.json();
    assert.deepEqual([b.riskInput.place.lat, b.riskInput.place.lng], [6.47, 3.38]);
    for (const h of b.forecast.hazardBreakdown.filter((x: { event: unknown }) => x.event)) {
      if (h.event.center) assert.deepEqual(h.event.center, { lat: 6.47, lng: 3.38 }, h.hazard);
    }
    assert.deepEqual(b.earth.sceneSpec.region.lat, 6.47);
    // A place of the same 0.1° cell in the next ERA5 and IFS cell (3.36: the cell centred on 3.25) reads that cell's
    // ERA5 and its ensemble (from today and its kept past); the CAMS cell is the same.
    const c1 = replay.calls.length;
    const third = await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about at 6.47, 3.36?' }, owner);
    assert.equal(third.statusCode, 200, third.body);
    assert.deepEqual(
      replay.calls
        .slice(c1)
        .map((c) => c.source)
        .sort(),
      ['open-meteo-archive', 'open-meteo-ensemble', 'open-meteo-ensemble'],
      'its own ERA5 and IFS cell, once',
    );
  });

  test('a run with a failed source is not kept: the next question asks that source again', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: SLOW_REPLAY });
    replay.setFault('eonet', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('eonet', null));
    const degraded = await postJson(app, '/api/v1/risk', { prompt: 'wildfire risk in Los Angeles' }, owner);
    assert.equal(degraded.statusCode, 200);
    assert.ok(degraded.json().forecast.sourceStatus.some((s: { name: string; ok: boolean }) => s.name === 'NASA EONET' && !s.ok));
    replay.setFault('eonet', null);
    const c0 = replay.callsTo('eonet').length;
    const healthy = await postJson(app, '/api/v1/risk', { prompt: 'wildfire risk in Los Angeles' }, owner);
    assert.ok(replay.callsTo('eonet').length > c0);
    assert.ok(healthy.json().forecast.sourceStatus.every((s: { ok: boolean }) => s.ok));
  });

  test('the compiled serialiser writes byte for byte what z.encode + JSON.stringify would, cold and warm', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: SLOW_REPLAY });
    const route = { schema: riskForecastSchema, method: 'POST', url: '/api/v1/risk', httpStatus: '200' } as never;
    const ours = createSchemaSerializerCompiler()(route) as (d: unknown) => string | Buffer;
    const theirs = createSerializerCompiler({})(route) as (d: unknown) => string;
    for (const prompt of [
      ALL,
      'earthquake risk in Tokyo over 30 years',
      'flood and heat risk for our warehouse in Lagos over the next 30 days',
    ]) {
      for (let round = 0; round < 3; round++) {
        const { forecast } = await app.services.risk.assess({ prompt }, { kind: 'owner' });
        assert.equal(String(ours(forecast)), theirs(forecast), `${prompt} (${round})`);
      }
    }
  });
});
