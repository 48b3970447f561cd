// POST /api/v1/risk reads the prompt end to end: namesakes, qualifiers, horizon, lens, and a 422 that explains itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-23T12:00:00Z');

describe('POST /api/v1/risk: prompt understanding', () => {
  test('Paris, Texas is not Paris, France; horizon and lens come from the words', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk for our warehouse in Paris, Texas over the next week' });
    assert.equal(res.statusCode, 200);
    const input = res.json().riskInput;
    assert.deepEqual(
      { name: input.place.name, admin1: input.place.admin1, countryCode: input.place.countryCode, source: input.place.source },
      { name: 'Paris, United States', admin1: 'Texas', countryCode: 'US', source: 'gazetteer' },
    );
    assert.equal(input.hazard, 'earthquake');
    assert.equal(input.horizon, '7d');
    assert.equal(input.decisionLens, 'business-setup');
    // The model was asked about Texas, not France.
    const call = replay.callsTo('usgs').at(-1)!;
    assert.ok(Math.abs(Number(call.query.get('latitude')) - 33.66) < 0.1, `latitude ${call.query.get('latitude')}`);
  });

  test('coordinates in the prompt are the place, named by the nearest town', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'quake risk at 35.68, 139.69 through 2055 for a real estate portfolio' });
    assert.equal(res.statusCode, 200);
    const input = res.json().riskInput;
    assert.equal(input.place.source, 'coordinates');
    assert.equal(input.place.lat, 35.68);
    assert.equal(input.place.name, 'Tokyo, Japan');
    assert.equal(input.horizon, '30y');
    assert.equal(input.decisionLens, 'investment');
  });

  test('an unknown place: the online lookup is asked, then 422 place_not_found naming the word', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const lookups = replay.callsTo('open-meteo-geocoding').length;
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Xyzzyville next week' });
    assert.equal(replay.callsTo('open-meteo-geocoding').length, lookups + 1);
    assert.equal(res.statusCode, 422);
    assert.match(res.headers['content-type'] as string, /application\/problem\+json/);
    const body = res.json();
    assert.equal(body.code, 'place_not_found');
    assert.match(body.detail, /Neither the offline gazetteer nor the online lookup knows "Xyzzyville"/);
    assert.deepEqual(body.errors, [{ field: 'prompt', message: 'names no known place' }]);
  });
});
