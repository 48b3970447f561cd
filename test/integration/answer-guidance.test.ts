// What a reader meets first (issue 43): the lead is the highest risk of the hazards asked; a hazard asked that could
// not be assessed is named in the first guidance line; a hazard we do not forecast (tsunami, landslide...) is said
// plainly beside the nearest one we do; the chance sentence gives the window's probability in its band's term.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { likelihoodBand } from '../../src-server/hazards/advice.js';
import { text } from '../../src-server/risk/translate.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-12-07T12:00:00Z';
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

describe('the answer leads with what matters and says what it cannot answer', () => {
  test('two hazards named: the higher risk leads, the breakdown follows in order of risk', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW) });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'heat and flood risk for our warehouse in Lagos next week' }, owner);
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json().forecast;
    const scored = f.hazardBreakdown.filter((b: { status: string }) => b.status === 'ok');
    assert.deepEqual(f.hazardBreakdown.map((b: { hazard: string }) => b.hazard).sort(), ['flood', 'heat']);
    const risks = scored.map((b: { riskScore: number }) => b.riskScore);
    assert.deepEqual(
      risks,
      [...risks].sort((a, b) => b - a),
      'in order of risk',
    );
    assert.equal(f.hazard, scored[0].hazard, 'the highest risk leads, whichever was named first');
    assert.equal(f.riskScore, scored[0].riskScore);
  });

  test("the first guidance sentence is the window's chance in its IPCC term, in the answer's language", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW) });
    for (const [prompt, language] of [
      ['flood risk in Jakarta over the next 30 years', 'en'],
      ['earthquake risk in Istanbul next month', 'en'],
      ['riesgo de inundación en Sevilla el próximo año', 'es'],
    ] as const) {
      const res = await postJson(app, '/api/v1/risk', { prompt }, owner);
      assert.equal(res.statusCode, 200, res.body);
      const f = res.json().forecast;
      const term = text(language, `advice.likelihood.${likelihoodBand(f.probability)}`);
      assert.ok(f.practicalGuidance[0].includes(`(${term})`), `${prompt}: ${f.practicalGuidance[0]} (${f.probability}%)`);
    }
  });

  test('a hazard we do not forecast is said plainly, beside the nearest one we answer', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW) });
    const tsunami = (await postJson(app, '/api/v1/risk', { prompt: 'tsunami risk for a beach hotel in Padang' }, owner)).json();
    assert.equal(tsunami.forecast.hazard, 'earthquake');
    assert.deepEqual(tsunami.riskInput.unsupportedHazards, ['tsunami']);
    assert.match(tsunami.forecast.practicalGuidance[0], /^Hazardcast does not forecast tsunamis\. This answer is about earthquake shaking/);
    assert.match(tsunami.forecast.practicalGuidance[1], /^Chance of strong shaking here/);

    const landslide = (await postJson(app, '/api/v1/risk', { prompt: 'landslide risk in Kathmandu next month' }, owner)).json();
    assert.equal(landslide.forecast.hazard, 'flood');
    assert.deepEqual(landslide.riskInput.unsupportedHazards, ['landslide']);
    assert.match(landslide.forecast.practicalGuidance[0], /^Hazardcast does not forecast landslides/);

    const plain = (await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Padang' }, owner)).json();
    assert.deepEqual(plain.riskInput.unsupportedHazards, []);
    assert.match(plain.forecast.practicalGuidance[0], /^Chance of strong shaking here/);
  });

  test('a hazard asked that could not be assessed is named in the first guidance line, with why', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW) });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'risks in Gaza over the next 30 days' }, owner);
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json().forecast;
    const missing = f.hazardBreakdown.filter((b: { status: string }) => b.status !== 'ok').map((b: { hazard: string }) => b.hazard);
    assert.ok(missing.length > 0, 'the replay covers neither conflict nor food insecurity in Gaza');
    assert.match(f.practicalGuidance[0], /^Not assessed here: /);
    for (const h of missing)
      assert.ok(f.practicalGuidance[0].includes(text('en', `common.hazard.${h}`)), `${h} named: ${f.practicalGuidance[0]}`);
    assert.ok(!/ViEWS run|RELIEFWEB_APPNAME|docs\//.test(f.practicalGuidance[0]), 'plain words, no internal names');
  });
});
