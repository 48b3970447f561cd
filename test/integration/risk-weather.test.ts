// POST /api/v1/risk for the six weather hazards, end to end against the Open-Meteo and EONET replay servers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskForecastSchema } from '../../src-server/contracts/risk.js';
import { HORIZONS, HORIZON_DAYS } from '../../src-server/contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../src-server/hazards/registry.js';

const practicalGuidance = BUILT_IN_REGISTRY.guidance;
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-11-22T12:00:00Z';
const clock = () => createManualClock(NOW);

/** One question per hazard, with the sources each must name. */
const CASES = [
  { hazard: 'flood', prompt: 'Flood risk in Dhaka next month', sources: ['Open-Meteo Forecast', 'Open-Meteo Historical Weather', 'Open-Meteo Flood', 'NASA EONET'], event: { category: 'floods', radiusKm: 150 } },
  { hazard: 'wildfire', prompt: 'Wildfire risk in Los Angeles over the next 30 days', sources: ['Open-Meteo Forecast', 'Open-Meteo Historical Weather', 'NASA EONET'], event: { category: 'wildfires', radiusKm: 100 } },
  { hazard: 'heat', prompt: 'Heatwave risk in Lagos over the next 30 days', sources: ['Open-Meteo Forecast', 'Open-Meteo Historical Weather'], event: { percentile: 95 } },
  { hazard: 'storm', prompt: 'Cyclone risk in Mumbai next week', sources: ['Open-Meteo Forecast', 'Open-Meteo Historical Weather', 'NASA EONET'], event: { category: 'severeStorms', radiusKm: 300 } },
  { hazard: 'air-quality', prompt: 'Air quality in Lahore this week', sources: ['Open-Meteo Air Quality'], event: { minDailyPm25: 35.5 } },
  { hazard: 'drought', prompt: 'Drought risk in Nairobi over the next 30 days', sources: ['Open-Meteo Forecast', 'Open-Meteo Historical Weather'], event: { balanceDays: 90, percentile: 10 } },
] as const;

describe('POST /api/v1/risk (weather hazards)', () => {
  for (const c of CASES) {
    test(`${c.hazard}: "${c.prompt}" answers 200 with its exact event, sources and guidance`, async (t) => {
      const { app } = await buildTestApp(t, { replay, clock: clock() });
      const res = await postJson(app, '/api/v1/risk', { prompt: c.prompt });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.doesNotThrow(() => riskForecastSchema.parse(body));
      const f = body.forecast;
      assert.equal(f.hazard, c.hazard);
      assert.deepEqual([...f.dataSources].sort(), [...c.sources].sort());
      assert.ok(f.dataSources.length > 0);
      for (const k of ['probability', 'severity', 'riskScore']) assert.ok(f[k] >= 0 && f[k] <= 100, `${k} ${f[k]}`);
      assert.ok(['low', 'medium', 'high'].includes(f.confidenceLabel));
      assert.equal(f.event.hazard, c.hazard);
      assert.equal(f.event.windowStart, '2026-11-22T12:00:00.000Z');
      for (const [k, v] of Object.entries(c.event)) assert.equal(f.event[k], v, k);
      assert.ok(f.drivers.length >= 2);
      assert.ok(f.practicalGuidance.length >= 3);
      assert.deepEqual(f.practicalGuidance, practicalGuidance(c.hazard, body.riskInput.decisionLens, f.riskLevel));
      assert.ok(f.sourceStatus.every((s: { ok: boolean }) => s.ok));
      assert.equal(f.hazardBreakdown.length, 1);
      assert.ok(body.earth.sceneSpec.layers.some((l: { id: string }) => l.id === `${c.hazard}-radius`));
    });
  }

  test('the Lagos example: "flood and heat risk for our warehouse in Lagos over the next 30 days"', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'flood and heat risk for our warehouse in Lagos over the next 30 days' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    assert.deepEqual(body.riskInput.hazards, ['flood', 'heat']);
    assert.equal(body.riskInput.horizon, '30d');
    assert.equal(body.riskInput.decisionLens, 'business-setup');
    assert.equal(body.riskInput.place.countryCode, 'NG');
    assert.equal(body.forecast.hazard, 'flood', 'the first named hazard leads');
    const breakdown = body.forecast.hazardBreakdown as { hazard: string; status: string; riskScore: number; dataSources: string[] }[];
    assert.deepEqual(breakdown.map((h) => [h.hazard, h.status]), [['flood', 'ok'], ['heat', 'ok']]);
    for (const h of breakdown) assert.ok(h.dataSources.length > 0 && h.riskScore >= 0 && h.riskScore <= 100);
    assert.ok(body.forecast.dataSources.includes('Open-Meteo Flood'));
    assert.ok(body.forecast.dataSources.includes('NASA EONET'));
    // The EONET floods of Lagos State in the replay catalogue are on the map and in the drivers.
    const floods = body.earth.sceneSpec.layers.find((l: { id: string }) => l.id === 'eonet-floods');
    assert.ok(floods.data.features.length >= 1);
    assert.ok(body.forecast.drivers.some((d: string) => /EONET floods within 150 km/.test(d)));
    assert.match(body.forecast.practicalGuidance[1], /stock|servers|records/i, 'business guidance for floods');
  });

  test('every hazard answers every horizon; windows end where the horizon says', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    for (const c of CASES) {
      for (const horizon of HORIZONS) {
        // 30 questions from one client: as the owner, who has no daily quota.
        const res = await postJson(app, '/api/v1/risk', { prompt: c.prompt, hazard: c.hazard, horizon }, { authorization: `Bearer ${TEST_OWNER_TOKEN}` });
        assert.equal(res.statusCode, 200, `${c.hazard} ${horizon}: ${res.body}`);
        const f = res.json().forecast;
        assert.equal(Date.parse(f.event.windowEnd) - Date.parse(NOW), HORIZON_DAYS[horizon] * 86_400_000, `${c.hazard} ${horizon}`);
        assert.ok(f.probability >= 0 && f.probability <= 100 && f.severity >= 0 && f.severity <= 100);
        if (horizon === '10y' && (c.hazard === 'heat' || c.hazard === 'drought')) assert.ok(f.dataSources.includes('Open-Meteo Climate (CMIP6)'));
        if (horizon === '30y') assert.notEqual(f.confidenceLabel, 'high', `${c.hazard} 30y cannot be high confidence`);
      }
    }
  });

  test('one source down: the flood model answers from the others, names the failure and loses confidence', async (t) => {
    // Two apps on fresh data dirs: a second question in one app would be answered from the source cache.
    const healthyApp = (await buildTestApp(t, { replay, clock: clock() })).app;
    const healthy = (await postJson(healthyApp, '/api/v1/risk', { prompt: 'flood risk in Lagos', horizon: '7d' })).json().forecast;
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { sourceRetries: 0 } });
    replay.setFault('open-meteo-forecast', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('open-meteo-forecast', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Lagos', horizon: '7d' });
    assert.equal(res.statusCode, 200);
    const f = res.json().forecast;
    assert.ok(!f.dataSources.includes('Open-Meteo Forecast'));
    assert.ok(f.dataSources.includes('Open-Meteo Flood'));
    const status = f.sourceStatus.find((s: { name: string }) => s.name === 'Open-Meteo Forecast');
    assert.equal(status.ok, false);
    assert.match(status.error, /HTTP 503/);
    const rank = { low: 0, medium: 1, high: 2 } as const;
    assert.ok(rank[f.confidenceLabel as keyof typeof rank] <= rank[healthy.confidenceLabel as keyof typeof rank]);
  });

  test('the only air-quality source down: 503 sources_unavailable naming it', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    replay.setFault('open-meteo-air-quality', { kind: 'status', status: 400, body: JSON.stringify({ error: true, reason: 'Invalid timezone' }) });
    t.after(() => replay.setFault('open-meteo-air-quality', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'air quality in Lahore' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().code, 'sources_unavailable');
    assert.match(res.json().detail, /Open-Meteo Air Quality/);
  });

  test('the Open-Meteo calls carry exactly what the models need', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.calls.length;
    await postJson(app, '/api/v1/risk', { prompt: 'heat risk in Lagos', horizon: '30y' });
    const calls = replay.calls.slice(before);
    const climate = calls.find((c) => c.source === 'open-meteo-climate')!;
    assert.equal(climate.query.get('models'), 'MRI_AGCM3_2_S');
    assert.equal(climate.query.get('end_date'), '2050-12-31');
    const fc = calls.find((c) => c.source === 'open-meteo-forecast')!;
    assert.equal(fc.query.get('start_date'), '2026-08-22');
    assert.equal(fc.query.get('end_date'), '2026-12-07');
    const archive = calls.find((c) => c.source === 'open-meteo-archive')!;
    assert.equal(archive.query.get('start_date'), '2016-01-01');
    assert.equal(archive.query.get('end_date'), '2025-12-31');
    const openMeteo = calls.map((c) => c.source).filter((s) => s.startsWith('open-meteo'));
    assert.deepEqual(openMeteo.sort(), ['open-meteo-archive', 'open-meteo-climate', 'open-meteo-forecast']);
  });
});

describe('POST /api/v1/risk (all hazards at once)', () => {
  test('no hazard named: the weather hazards share one forecast and one archive call', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.calls.length;
    const started = Date.now();
    const res = await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about in Jakarta?' });
    const ms = Date.now() - started;
    assert.equal(res.statusCode, 200);
    const calls = replay.calls.slice(before).map((c) => c.source);
    const count = (s: string) => calls.filter((c) => c === s).length;
    assert.equal(count('open-meteo-forecast'), 1);
    assert.equal(count('open-meteo-archive'), 1);
    assert.equal(count('open-meteo-flood'), 2); // forecast + reanalysis history
    assert.equal(count('open-meteo-air-quality'), 1);
    assert.equal(count('eonet'), 3); // floods, wildfires, severe storms
    t.diagnostic(`all-hazard answer in ${ms} ms, ${calls.length} source calls`);
  });
});
