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

  // Issue 37: never a forecast for a place that was not asked.
  test('a place that does not exist: 422 naming it with the nearest names, and no forecast for anywhere else', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const forecasts = replay.callsTo('usgs').length;
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk for our warehouse in Lagoosa, Nigeria next week' });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.code, 'place_not_found');
    assert.equal(body.unknownPlace, 'Lagoosa');
    assert.deepEqual(body.candidates[0], { name: 'Lagos', country: 'Nigeria', countryCode: 'NG', admin1: 'Lagos', population: 9000000 });
    assert.match(body.detail, /"Lagoosa"/);
    assert.doesNotMatch(body.detail, /Abuja/, 'not the capital');
    assert.equal(replay.callsTo('usgs').length, forecasts, 'no model ran');
  });

  test('a renamed city, by its current official name or its older one, is that city, named as it is now', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    for (const prompt of [
      'earthquake risk for our warehouse in Chattogram, Bangladesh next month',
      'earthquake risk for our warehouse in Chittagong next month',
    ]) {
      const res = await postJson(app, '/api/v1/risk', { prompt });
      assert.equal(res.statusCode, 200, prompt);
      const input = res.json().riskInput;
      assert.equal(input.place.name, 'Chattogram, Bangladesh', prompt);
      assert.ok(
        Math.abs(input.place.lat - 22.34) < 0.1 && Math.abs(input.place.lng - 91.83) < 0.1,
        `${input.place.lat}, ${input.place.lng}`,
      );
      // "next month" asked on 23 November is December: the nearest horizon, 30d, with the month as the window.
      assert.equal(input.horizon, '30d');
      assert.deepEqual(input.window, { start: '2026-12-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z', source: 'prompt' });
      assert.equal(input.decisionLens, 'business-setup');
      assert.equal(input.decisionLensCue, 'warehouse');
    }
  });

  test('the lens cue is the words that decided it, null when the body chose the lens', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const prompt = "We're hosting a tech conference in Tokyo in March. Any earthquake risk?";
    const read = (await postJson(app, '/api/v1/risk', { prompt })).json().riskInput;
    assert.equal(read.decisionLens, 'business-setup');
    assert.equal(read.decisionLensCue, 'hosting a tech conference');
    const chosen = (await postJson(app, '/api/v1/risk', { prompt, decisionLens: 'travel' })).json().riskInput;
    assert.equal(chosen.decisionLens, 'travel');
    assert.equal(chosen.decisionLensCue, null);
  });
});
