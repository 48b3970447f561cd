// Track record end to end with an injected clock: forecasts logged, time moved past their windows, the replay
// server's USGS catalogue and EONET events decide the outcomes, GET /api/v1/track-record shows the numbers.
//
// Earthquake forecasts go through POST /api/v1/risk (the real model and the logging hook). Flood, wildfire and
// storm models are not on this branch yet, so those forecasts are logged through the service's log() directly,
// with the event definitions those models publish (category, radius, window, centre).
import type { EonetCategory } from '../../src-server/sources/eonet/categories.js';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { createManualClock } from '../../src-server/index.js';
import { trackRecordSchema } from '../helpers/built-in.js';
import type { TrackedForecastInput } from '../../src-server/track-record/service.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, tempDir } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const DAY = 86_400_000;
const near = (a: number | null, b: number, eps = 1e-9) => assert.ok(a !== null && Math.abs(a - b) < eps, `${a} != ${b}`);

/** An EONET-scored forecast as the flood/wildfire/storm models define it. */
function eonetForecast(
  hazard: 'flood' | 'wildfire' | 'storm',
  category: EonetCategory,
  place: { name: string; lat: number; lng: number },
  issued: string,
  horizon: '7d' | '30d',
  probabilityPct: number,
  radiusKm: number,
): TrackedForecastInput {
  const start = new Date(issued);
  const end = new Date(start.getTime() + (horizon === '7d' ? 7 : 30) * DAY);
  return {
    hazard,
    horizon,
    probabilityPct,
    place,
    issuedAt: start,
    event: {
      hazard,
      description: `An EONET ${category} event within ${radiusKm} km of ${place.name}`,
      radiusKm,
      windowStart: start.toISOString(),
      windowEnd: end.toISOString(),
      category,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'NASA EONET',
    },
  };
}

const LAGOS = { name: 'Lagos, Nigeria', lat: 6.45, lng: 3.39 };
const LOS_ANGELES = { name: 'Los Angeles, United States', lat: 34.05, lng: -118.24 };
const MANILA = { name: 'Manila, Philippines', lat: 14.6, lng: 120.98 };
const MIAMI = { name: 'Miami, United States', lat: 25.77, lng: -80.19 };

describe('track record end to end', () => {
  test('logged, resolved against USGS and EONET, scored, filtered and exported', async (t) => {
    const clock = createManualClock('2026-05-03T00:00:00Z');
    // No retries: the call counts below are one per source query.
    const { app } = await buildTestApp(t, { replay, clock, overrides: { sourceRetries: 0 } });
    const tr = app.services.trackRecord;

    // Nothing yet: scores null, not 0; the four hazards listed.
    const empty = (await app.inject({ url: '/api/v1/track-record' })).json();
    assert.doesNotThrow(() => trackRecordSchema.parse(empty));
    assert.equal(empty.brierScore, null);
    assert.equal(empty.skillVsBaselinePct, null);
    assert.equal(empty.forecastsLogged, 0);
    assert.deepEqual(
      empty.perHazard.map((h: { hazard: string }) => h.hazard),
      ['earthquake', 'flood', 'wildfire', 'storm'],
    );

    // Earthquakes through POST /risk; outcomes known from the synthetic catalogue:
    //   LA 7d from 2026-05-03: M5.2 on 05-07 at 116 km -> 1;  Lima 30d from 07-15: M5.0 on 08-07 at 100 km -> 1
    //   Lima 7d from 09-01: none -> 0;  Tokyo 7d from 09-22: M6.2 on 09-27 at 33 km -> 1;  Tokyo 30d from 10-01: none -> 0
    const asks: [string, string, '7d' | '30d', 0 | 1][] = [
      ['2026-05-03T00:00:00Z', 'Los Angeles', '7d', 1],
      ['2026-07-15T00:00:00Z', 'Lima, Peru', '30d', 1],
      ['2026-09-01T00:00:00Z', 'Lima, Peru', '7d', 0],
      ['2026-09-22T12:00:00Z', 'Tokyo', '7d', 1],
      ['2026-10-01T00:00:00Z', 'Tokyo', '30d', 0],
    ];
    const quakeForecasts: [number, 0 | 1][] = [];
    for (const [at, city, horizon, outcome] of asks) {
      clock.set(at);
      const res = await postJson(app, '/api/v1/risk', { prompt: `Earthquake risk in ${city}`, hazard: 'earthquake', horizon });
      assert.equal(res.statusCode, 200, res.body);
      // The track record logs the verifiable companion (M5+ within 150 km) with its own probability.
      quakeForecasts.push([res.json().forecast.companionEvent.probability / 100, outcome]);
    }
    // Asking again the same UTC day, same place cell, hazard and horizon does not count twice.
    clock.set('2026-10-01T20:00:00Z');
    assert.equal(
      (await postJson(app, '/api/v1/risk', { prompt: 'Earthquake risk in Tokyo', hazard: 'earthquake', horizon: '30d' })).statusCode,
      200,
    );
    // A 1y forecast is not short enough to be verified: not logged.
    assert.equal(
      (await postJson(app, '/api/v1/risk', { prompt: 'Earthquake risk in Tokyo', hazard: 'earthquake', horizon: '1y' })).statusCode,
      200,
    );

    // EONET-scored hazards (fixture events: Lagos flood polygon 06-12, LA fire 11-15, Typhoon near Manila 10-22,
    // Hurricane near Miami from 09-01).
    const eonet: [TrackedForecastInput, 0 | 1][] = [
      [eonetForecast('flood', 'floods', LAGOS, '2026-06-08T00:00:00Z', '7d', 40, 50), 1],
      [eonetForecast('flood', 'floods', LAGOS, '2026-07-01T00:00:00Z', '30d', 30, 50), 0],
      [eonetForecast('wildfire', 'wildfires', LOS_ANGELES, '2026-11-12T00:00:00Z', '7d', 20, 50), 1],
      [eonetForecast('storm', 'severeStorms', MANILA, '2026-10-18T00:00:00Z', '7d', 70, 100), 1],
      [eonetForecast('storm', 'severeStorms', MIAMI, '2026-08-20T00:00:00Z', '7d', 10, 100), 0],
    ];
    assert.equal((await tr.log(eonet.map(([f]) => f))).logged, 5);
    assert.equal((await tr.log([eonet[0]![0]])).logged, 0, 'same cell, hazard, horizon and day: ignored');
    // An event that names neither a magnitude nor a category (a caller bypassing the types) cannot be verified: refused.
    const vague = eonetForecast('flood', 'floods', MIAMI, '2026-08-20T00:00:00Z', '7d', 50, 30);
    delete (vague.event as Record<string, unknown>).category;
    const refused = await tr.log([vague]);
    assert.equal(refused.logged, 0);
    assert.match(refused.skipped.join(), /not a verifiable event/);

    let body = (await app.inject({ url: '/api/v1/track-record' })).json();
    assert.equal(body.forecastsLogged, 10);
    assert.equal(body.forecastsResolved, 0);

    // Past every window (and the sources' reporting grace), but EONET is down: only earthquakes resolve.
    clock.set('2026-11-21T00:00:00Z');
    replay.setFault('eonet', { kind: 'status', status: 503 });
    const callsBefore = replay.calls.length;
    let report = await tr.resolveDue(clock.now());
    replay.setFault('eonet', null);
    assert.equal(report.due, 10);
    assert.equal(report.resolved, 5);
    assert.equal(report.unverifiable, 0);
    assert.equal(report.pending, 5);
    // One call per place cell and source: LA, Lima, Tokyo (USGS); Lagos, LA, Manila, Miami (EONET).
    assert.equal(report.sourceCalls, 7);
    assert.equal(replay.calls.length - callsBefore, 7);
    body = (await app.inject({ url: '/api/v1/track-record' })).json();
    assert.equal(body.forecastsResolved, 5);
    assert.equal(body.perHazard.find((h: { hazard: string }) => h.hazard === 'flood').resolved, 0);

    // EONET back: the rest resolve; nothing is resolved twice.
    report = await tr.resolveDue(clock.now());
    assert.equal(report.due, 5);
    assert.equal(report.resolved, 5);
    assert.equal(report.sourceCalls, 4);
    assert.equal((await tr.resolveDue(clock.now())).due, 0);

    const res = await app.inject({ url: '/api/v1/track-record' });
    assert.equal(res.statusCode, 200);
    body = res.json();
    assert.doesNotThrow(() => trackRecordSchema.parse(body));

    // The numbers, by hand from the published probabilities and the outcomes the sources decided.
    const all: [number, 0 | 1, string][] = [
      ...quakeForecasts.map(([p, o]) => [p, o, 'earthquake'] as [number, 0 | 1, string]),
      ...eonet.map(([f, o]) => [f.probabilityPct / 100, o, f.hazard] as [number, 0 | 1, string]),
    ];
    const brier = (xs: [number, 0 | 1, string][]) => xs.reduce((s, [p, o]) => s + (p - o) ** 2, 0) / xs.length;
    const baseRate = (xs: [number, 0 | 1, string][]) => xs.reduce((s, [, o]) => s + o, 0) / xs.length;
    const byHazard = (h: string) => all.filter((x) => x[2] === h);
    const baseline =
      ['earthquake', 'flood', 'wildfire', 'storm'].reduce((s, h) => {
        const xs = byHazard(h);
        const o = baseRate(xs);
        return s + xs.length * o * (1 - o);
      }, 0) / all.length;
    assert.equal(body.forecastsLogged, 10);
    assert.equal(body.forecastsResolved, 10);
    near(body.brierScore, brier(all));
    near(body.baselineBrierScore, baseline);
    near(body.skillVsBaselinePct, (1 - brier(all) / baseline) * 100);
    for (const h of ['earthquake', 'flood', 'wildfire', 'storm']) {
      const row = body.perHazard.find((x: { hazard: string }) => x.hazard === h);
      near(row.brierScore, brier(byHazard(h)));
      assert.equal(row.resolved, byHazard(h).length);
    }
    assert.equal(body.perHazard.find((x: { hazard: string }) => x.hazard === 'flood').logged, 2);
    const storm = body.perHazard.find((x: { hazard: string }) => x.hazard === 'storm');
    near(storm.brierScore, ((0.7 - 1) ** 2 + (0.1 - 0) ** 2) / 2);
    near(storm.baselineBrierScore, 0.25);
    assert.equal(body.reliability.length, 10);
    assert.equal(
      body.reliability.reduce((s: number, r: { count: number }) => s + r.count, 0),
      10,
    );
    const bin7 = body.reliability[7]; // the 0.70 storm forecast, which verified
    assert.ok(bin7.count >= 1);
    assert.ok(body.decomposition !== null);
    assert.equal(body.generatedAt, '2026-11-21T00:00:00.000Z');

    // Filters: hazard, horizon, and issue days (inclusive).
    const floods = (await app.inject({ url: '/api/v1/track-record?hazard=flood' })).json();
    assert.equal(floods.forecastsResolved, 2);
    assert.equal(floods.forecastsLogged, 2);
    near(floods.brierScore, ((0.4 - 1) ** 2 + 0.3 ** 2) / 2);
    assert.deepEqual(floods.filters, { hazard: 'flood' });
    const month = (await app.inject({ url: '/api/v1/track-record?horizon=30d' })).json();
    assert.equal(month.forecastsResolved, 3);
    const range = (await app.inject({ url: '/api/v1/track-record?from=2026-09-01&to=2026-09-30' })).json();
    assert.equal(range.forecastsResolved, 2); // Lima 7d (09-01) and Tokyo 7d (09-22)
    const oneDay = (await app.inject({ url: '/api/v1/track-record?from=2026-10-01T00:00:00Z&to=2026-10-01' })).json();
    assert.equal(oneDay.forecastsResolved, 1);

    // CSV: a header row, then one row per resolved forecast with its outcome.
    const csv = await app.inject({ url: '/api/v1/track-record?format=csv&hazard=storm' });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^id,issued_at,issue_day,hazard,horizon,place,/);
    const manila = lines.find((l) => l.includes('Manila'))!;
    assert.match(manila, /,storm,7d,/);
    assert.match(manila, /,0\.7,1,/);
    assert.match(manila, /EONET_9008/);
    const allCsv = await app.inject({ url: '/api/v1/track-record?format=csv' });
    assert.equal(allCsv.body.trim().split('\r\n').length, 11);
  });

  test('with the job on, a restart resolves what came due while the app was closed', async (t) => {
    const clock = createManualClock('2026-09-22T12:00:00Z');
    const first = await buildTestApp(t, { replay, clock, dataDir: tempDir() });
    assert.equal(
      (await postJson(first.app, '/api/v1/risk', { prompt: 'Earthquake risk in Tokyo', hazard: 'earthquake', horizon: '7d' })).statusCode,
      200,
    );
    await first.app.close();

    clock.set('2026-10-15T00:00:00Z');
    const { app } = await buildTestApp(t, { replay, clock, dataDir: first.dataDir, overrides: { trackRecordJob: true } });
    // The start-up run is asynchronous: wait for its result without starting another run.
    let body = (await app.inject({ url: '/api/v1/track-record' })).json();
    for (let i = 0; i < 100 && body.forecastsResolved === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      body = (await app.inject({ url: '/api/v1/track-record' })).json();
    }
    assert.equal(body.forecastsLogged, 1);
    assert.equal(body.forecastsResolved, 1);
    assert.equal(
      body.reliability.reduce((s: number, r: { observedFrequency: number | null }) => s + (r.observedFrequency ?? 0), 0),
      1,
    );
  });

  test('bad filters are 400 problems naming the field; no key needed', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const cases: [string, string][] = [
      ['?hazard=heat', 'hazard'],
      ['?horizon=1y', 'horizon'],
      ['?from=yesterday', 'from'],
      ['?to=2026-13-45', 'to'],
      ['?format=xml', 'format'],
      ['?from=2026-10-02&to=2026-10-01', 'to'],
      ['?hazrd=flood', 'hazrd'],
      ['?hazard=flood&hazard=storm', 'hazard'],
    ];
    for (const [query, field] of cases) {
      const res = await app.inject({ url: `/api/v1/track-record${query}` });
      assert.equal(res.statusCode, 400, query);
      assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      assert.deepEqual(
        res.json().errors.map((e: { field: string }) => e.field),
        [field],
        query,
      );
    }
  });

  test('property: no query string, however odd, gets a 5xx', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('flood', '7d', '2026-01-01', '+275760-09-13', '-000001-01-01', 'csv', ''),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    );
    const key = fc.constantFrom('hazard', 'horizon', 'from', 'to', 'format');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
        const res = await app.inject({ url: `/api/v1/track-record?${new URLSearchParams(pairs)}` });
        assert.ok(res.statusCode === 200 || res.statusCode === 400, `${res.statusCode} ${res.body}`);
      }),
      { numRuns: 150 },
    );
  });
});
