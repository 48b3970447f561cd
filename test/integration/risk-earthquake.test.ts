// The Tokyo 10-year earthquake example end to end (POST /api/v1/risk against the USGS replay server), and
// places told apart: Tokyo, Istanbul and quiet Berlin and Perth on the synthetic replay catalogue.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskForecastSchema } from '../helpers/built-in.js';
import { EARTHQUAKE_MODEL } from '../../src-server/hazards/earthquake/model-configuration.js';
import { earthquakeModel } from '../../src-server/hazards/earthquake/model.js';
import { horizonWindow } from '../../src-server/hazards/window.js';
import { distanceKm } from '../../src-server/shared/geo.js';
import { normalizeFdsnGeoJson } from '../../src-server/sources/usgs/normalize.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-11-22T12:00:00Z';
const clock = () => createManualClock(NOW);
const YEAR_MS = 365.25 * 86_400_000;

/** What the replay answers the app's query: the synthetic catalogue within 300 km, M4.5+, over 50 years. */
function replayedCatalogue(lat: number, lng: number) {
  const now = new Date(NOW);
  const start = new Date(now.getTime() - 50 * YEAR_MS);
  const all = normalizeFdsnGeoJson(
    JSON.parse(readFileSync(new URL('../fixtures/sources/usgs/catalogue.geojson', import.meta.url), 'utf8')),
  );
  const events = all.filter(
    (q) =>
      distanceKm(lat, lng, q.lat, q.lng) <= 300 &&
      q.magnitude >= 4.5 &&
      Date.parse(q.time) >= start.getTime() &&
      Date.parse(q.time) <= now.getTime(),
  );
  return { events, query: { center: { lat, lng }, radiusKm: 300, minMagnitude: 4.5, start, end: now } };
}

describe('Tokyo, 10 years, earthquake', () => {
  test('"Earthquake risk in Tokyo over the next 10 years": strong shaking at the place, its verifiable companion, guidance', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'Earthquake risk in Tokyo over the next 10 years',
      decisionLens: 'family-relocation',
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    const f = body.forecast;
    assert.equal(body.riskInput.horizon, '10y');
    assert.equal(f.hazard, 'earthquake');
    assert.deepEqual(f.dataSources, ['USGS Earthquake Catalog']);
    assert.equal(f.event.windowStart, '2026-11-22T12:00:00.000Z');
    assert.equal(f.event.windowEnd, '2036-11-22T00:00:00.000Z'); // 3652.5 days
    assert.equal(f.event.minIntensity, 6);
    assert.equal(f.event.intensityScale, 'MMI');
    assert.equal(f.companionEvent.event.minMagnitude, 5);
    assert.equal(f.companionEvent.event.radiusKm, 150);
    assert.equal(f.companionEvent.event.verifiedBy, 'USGS Earthquake Catalog');

    // Same numbers as the pure model on the same catalogue (the replay server filters it as USGS would).
    const place = body.riskInput.place;
    const now = new Date(NOW);
    const expected = earthquakeModel(replayedCatalogue(place.lat, place.lng), {
      place,
      horizon: '10y',
      lens: 'family-relocation',
      now,
      window: horizonWindow(now, '10y'),
    });
    assert.equal(f.probability, Math.round(expected.probability * 10) / 10);
    assert.equal(f.severity, Math.round(expected.severity * 10) / 10);
    assert.equal(f.companionEvent.probability, Math.round(expected.companion!.probability * 10) / 10);
    // ~10 M4.5+ a year around the synthetic Tokyo: strong shaking within a decade is likely, an M5+ nearby near-certain.
    assert.ok(f.probability > 25, `P(MMI VI+ in 10 y) ${f.probability}`);
    assert.ok(f.companionEvent.probability > 99, String(f.companionEvent.probability));
    assert.notEqual(f.riskLevel, 'low');
    assert.ok(f.drivers[0].includes('chance of strong shaking (MMI VI or more) at Tokyo, Japan in the next 10 years'), f.drivers[0]);
    // The hazard curve: MMI V..IX, each chance no more than the one before; its VI point is the headline probability.
    assert.deepEqual(
      f.hazardCurve.map((p: { intensity: number }) => p.intensity),
      [5, 6, 7, 8, 9],
    );
    for (let i = 1; i < 5; i++) assert.ok(f.hazardCurve[i].probability <= f.hazardCurve[i - 1].probability, JSON.stringify(f.hazardCurve));
    // The curve is rounded to 2 decimals, the headline to 1: they differ by at most 0.05 (plus the float's own error).
    assert.ok(Math.abs(f.hazardCurve[1].probability - f.probability) <= 0.05 + 1e-9, `${f.hazardCurve[1].probability} vs ${f.probability}`);
    assert.deepEqual(f.hazardCurve, expected.hazardCurve);
    assert.ok(
      f.drivers.some((d: string) => d.startsWith('Large earthquakes (M6.0+) from the ISC-GEM catalogue since 1904')),
      f.drivers.join('\n'),
    );
    // 10 years has no measurement behind it: never high confidence.
    assert.notEqual(f.confidenceLabel, 'high');
    assert.ok(f.practicalGuidance.length >= 3);
    assert.match(f.practicalGuidance.join(' '), /home|retrofit/i, 'family-relocation guidance');
    // The replay server was asked exactly the model's query.
    const call = replay.calls.filter((c) => c.source === 'usgs').at(-1)!;
    assert.equal(call.path, '/query');
    assert.equal(call.query.get('maxradiuskm'), String(EARTHQUAKE_MODEL.query.radiusKm));
    assert.equal(call.query.get('minmagnitude'), String(EARTHQUAKE_MODEL.query.minMagnitude));
    assert.equal(call.query.get('starttime'), '1976-11-22T00:00:00');
  });

  test('the 10-year probability is at least the 30-day one and confidence no higher', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const order = { low: 0, medium: 1, high: 2 } as Record<string, number>;
    const short = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake', horizon: '30d' })).json().forecast;
    const long = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake', horizon: '10y' })).json().forecast;
    assert.ok(long.probability >= short.probability);
    assert.ok(long.companionEvent.probability >= short.companionEvent.probability);
    assert.ok(order[long.confidenceLabel]! <= order[short.confidenceLabel]!);
  });
});

describe('places told apart', () => {
  test('30 years: Tokyo above Istanbul, both far above quiet Berlin and Perth, which stay close to each other', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const ask = async (city: string) =>
      (await postJson(app, '/api/v1/risk', { prompt: `Earthquake risk in ${city} over the next 30 years` })).json().forecast;
    const [tokyo, istanbul, berlin, perth] = [await ask('Tokyo'), await ask('Istanbul'), await ask('Berlin'), await ask('Perth')];
    assert.ok(tokyo.probability > istanbul.probability, `Tokyo ${tokyo.probability} vs Istanbul ${istanbul.probability}`);
    assert.ok(istanbul.probability > 5 * berlin.probability, `Istanbul ${istanbul.probability} vs Berlin ${berlin.probability}`);
    assert.ok(berlin.probability < 5 && perth.probability < 5, `Berlin ${berlin.probability}, Perth ${perth.probability}`);
    // No order between Tokyo's and Istanbul's risk scores: Istanbul's strong shaking, when it comes, reaches VII+ more
    // often (the North Anatolian fault's sections 20 km away carry M7+ characteristic events), which offsets its lower
    // chance; both stay far above Berlin's.
    assert.ok(
      tokyo.riskScore > berlin.riskScore + 20 && istanbul.riskScore > berlin.riskScore + 20,
      `${tokyo.riskScore} ${istanbul.riskScore} ${berlin.riskScore}`,
    );
    assert.equal(berlin.riskLevel, 'low');
    assert.match(berlin.drivers.join(' '), /No USGS earthquakes of M4\.5\+ within 300 km/);
  });
});
