// The Tokyo 10-year earthquake example end to end: POST /api/v1/risk against the USGS replay server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskForecastSchema } from '../../src-server/contracts/risk.js';
import { earthquakeModel } from '../../src-server/hazards/earthquake/model.js';
import { horizonWindow } from '../../src-server/hazards/window.js';
import { normalizeFdsnGeoJson } from '../../src-server/sources/usgs/normalize.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');
const catalogue = () => normalizeFdsnGeoJson(JSON.parse(readFileSync(new URL('../fixtures/sources/usgs/catalogue.geojson', import.meta.url), 'utf8')));

describe('Tokyo, 10 years, earthquake', () => {
  test('"Earthquake risk in Tokyo over the next 10 years": the model on the replayed catalogue, with sources and guidance', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Earthquake risk in Tokyo over the next 10 years', decisionLens: 'family-relocation' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    const f = body.forecast;
    assert.equal(body.riskInput.horizon, '10y');
    assert.equal(f.hazard, 'earthquake');
    assert.deepEqual(f.dataSources, ['USGS Earthquake Catalog']);
    assert.equal(f.event.windowStart, '2026-11-22T12:00:00.000Z');
    assert.equal(f.event.windowEnd, '2036-11-22T00:00:00.000Z'); // 3652.5 days
    assert.equal(f.event.minMagnitude, 5);

    // Same numbers as the pure model on the same catalogue (the replay server filters it as USGS would).
    const expected = earthquakeModel(catalogue(), { place: body.riskInput.place, horizon: '10y', lens: 'family-relocation', now: new Date('2026-11-22T12:00:00Z'), window: horizonWindow(new Date('2026-11-22T12:00:00Z'), '10y') });
    assert.equal(f.probability, Math.round(expected.probability * 10) / 10);
    assert.equal(f.severity, Math.round(expected.severity * 10) / 10);
    // ~400 M4.5+ in 40 years around the synthetic Tokyo: an M5+ within 150 km in 10 years is near-certain.
    assert.ok(f.probability > 99, String(f.probability));
    // 10 years rests on the catalogue alone: never high confidence.
    assert.notEqual(f.confidenceLabel, 'high');
    assert.ok(f.practicalGuidance.length >= 3);
    assert.match(f.practicalGuidance.join(' '), /home|retrofit/i, 'family-relocation guidance');
    assert.ok(f.drivers.some((d: string) => /distinct weeks/.test(d)));
  });

  test('the 10-year probability is at least the 30-day one and confidence no higher', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const order = { low: 0, medium: 1, high: 2 } as Record<string, number>;
    const short = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake', horizon: '30d' })).json().forecast;
    const long = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake', horizon: '10y' })).json().forecast;
    assert.ok(long.probability >= short.probability);
    assert.ok(order[long.confidenceLabel]! <= order[short.confidenceLabel]!);
  });
});
