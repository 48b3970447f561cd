// POST /api/v1/risk end to end: the real app against the loopback USGS replay server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createManualClock } from '../../src-server/index.js';
import { HAZARDS, riskForecastSchema } from '../helpers/built-in.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');

describe('POST /api/v1/risk (earthquake)', () => {
  test('Tokyo earthquake question: 200 with the full forecast shape', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Earthquake risk in Tokyo over the next 30 days' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    assert.equal(body.object, 'service.risk_forecast');
    assert.equal(body.riskInput.hazard, 'earthquake');
    assert.equal(body.riskInput.horizon, '30d');
    assert.equal(body.riskInput.decisionLens, 'community-planning');
    assert.equal(body.riskInput.place.name, 'Tokyo, Japan');
    assert.equal(body.earth.sceneSpec.region.name, 'Tokyo, Japan');
    assert.equal(body.forecast.headline, 'Earthquake risk in Tokyo, Japan');
    assert.deepEqual(body.forecast.dataSources, ['USGS Earthquake Catalog']);
    assert.ok(body.forecast.probability > 0 && body.forecast.probability <= 100);
    assert.ok(body.forecast.riskScore >= 0 && body.forecast.riskScore <= 100);
    assert.ok(['low', 'medium', 'high'].includes(body.forecast.confidenceLabel));
    assert.ok(body.forecast.practicalGuidance.length >= 3);
    assert.equal(body.forecast.event.minIntensity, 6);
    assert.equal(body.forecast.companionEvent.event.minMagnitude, 5);
    assert.equal(body.forecast.companionEvent.event.radiusKm, 150);
    assert.equal(body.forecast.event.windowStart, '2026-11-22T12:00:00.000Z');
    assert.equal(body.forecast.event.windowEnd, '2026-12-22T12:00:00.000Z');
    assert.equal(body.forecast.hazardBreakdown.length, 1);
    assert.equal(body.alertWatch, undefined);
    const quakes = body.earth.sceneSpec.layers.find((l: { id: string }) => l.id === 'usgs-earthquakes');
    assert.ok(quakes.data.features.length > 100, 'the synthetic Tokyo zone has hundreds of M4.5+ events');
    // The replay server was asked exactly what the model needs.
    const call = replay.calls.filter((c) => c.source === 'usgs').at(-1)!;
    assert.equal(call.path, '/query');
    assert.equal(call.query.get('maxradiuskm'), '300');
    assert.equal(call.query.get('minmagnitude'), '4.5');
    assert.equal(call.query.get('format'), 'geojson');
  });

  test('a busier catalogue gives a higher probability (Tokyo vs Reykjavik)', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const tokyo = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake' })).json();
    const reykjavik = (await postJson(app, '/api/v1/risk', { prompt: 'Reykjavik', hazard: 'earthquake' })).json();
    assert.ok(tokyo.forecast.probability > reykjavik.forecast.probability);
  });

  test('no hazard named: all nine listed, those covered scored and sorted by risk, the highest-risk one leads', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() }); // nine hazards' cold calls on the test's own event loop (30 years of ERA5 replayed): the test's generous budget
    const res = await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about in Lima, Peru?' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual([...body.riskInput.hazards].sort(), [...HAZARDS].sort());
    const breakdown = body.forecast.hazardBreakdown as { hazard: string; riskScore: number | null; status: string }[];
    assert.equal(breakdown.length, 9);
    const scored = breakdown.filter((h) => h.status === 'ok');
    const top = Math.max(...scored.map((h) => h.riskScore!));
    assert.equal(breakdown[0]!.riskScore, top, 'the top one leads');
    assert.equal(body.forecast.hazard, breakdown[0]!.hazard);
    assert.equal(body.forecast.riskScore, top);
    // FEWS NET does not classify Peru: food insecurity is unavailable, and the answer's sources say why.
    for (const h of breakdown) assert.equal(h.status, h.hazard === 'food-insecurity' ? 'unavailable' : 'ok', h.hazard);
    assert.match(
      body.forecast.sourceStatus.find((s: { name: string }) => s.name === 'FEWS NET').error,
      /no IPC-compatible classification for Peru/,
    );
    assert.deepEqual(
      scored.map((h) => h.riskScore),
      [...scored.map((h) => h.riskScore!)].sort((a, b) => b - a),
    );
    assert.equal(breakdown.at(-1)!.hazard, 'food-insecurity', 'the unscored one last');
    for (const hazard of ['earthquake', 'flood', 'wildfire', 'heat', 'storm', 'air-quality', 'drought']) {
      assert.ok(
        scored.some((h) => h.hazard === hazard),
        `${hazard} scored`,
      );
    }
  });

  test('explicit body fields win over the prompt', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const body = (
      await postJson(app, '/api/v1/risk', {
        prompt: 'earthquake risk in Istanbul this week for a trip',
        horizon: '1y',
        decisionLens: 'investment',
      })
    ).json();
    assert.equal(body.riskInput.horizon, '1y');
    assert.equal(body.riskInput.decisionLens, 'investment');
  });

  test('alert.enabled creates a watch: 201, Location, alertWatch per the response rules, row persisted', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'earthquake risk in Tokyo',
      alert: {
        enabled: true,
        metric: 'severity',
        threshold: 30,
        hazard: 'earthquake',
        horizon: '7d',
        correlationHazards: ['conflict', 'food insecurity'],
        correlationThreshold: 40,
        channels: [
          { type: 'webhook', target: 'https://example.com/hooks/hazard' },
          { type: 'slack', target: 'https://hooks.slack.com/services/T000/B000/XXXX' },
          { type: 'telegram', target: '-1001234567890' },
          { type: 'email', target: 'ops@example.com' },
        ],
      },
    });
    assert.equal(res.statusCode, 201);
    const body = res.json();
    const watch = body.alertWatch;
    assert.match(watch.id, /^tokyo-jp-earthquake-[a-z0-9]{6}$/);
    assert.equal(res.headers.location, `/api/v1/watches/${watch.id}`);
    assert.equal(watch.threshold, 30);
    assert.equal(watch.alertCondition.metric, 'severity');
    assert.deepEqual(watch.alertCondition.eventHazards, ['earthquake']);
    assert.deepEqual(watch.alertCondition.correlationHazards, ['conflict', 'food-insecurity']);
    assert.equal(watch.alertCondition.correlationThreshold, 40);
    assert.equal(watch.alertCondition.horizon, '7d');
    assert.equal(watch.channels.length, 4);

    // Read back from the database itself (a new connection to the SQLite file; on PostgreSQL the app's database).
    const row = await (async () => {
      if (onPostgres) return (await app.db.get<Record<string, string>>('SELECT * FROM watches WHERE id = ?', [watch.id]))!;
      const db = new Database(join(dataDir, 'hazardcast.sqlite'), { readonly: true });
      t.after(() => db.close());
      return db.prepare('SELECT * FROM watches WHERE id = ?').get(watch.id) as Record<string, string>;
    })();
    assert.ok(row, 'watch row persisted');
    assert.equal(row.owner_kind, 'anonymous');
    assert.equal(row.metric, 'severity');
    assert.equal(JSON.parse(row.request_json!).alert.channels.length, 4);
  });

  test('alert defaults: riskScore metric, threshold 50, the forecast hazard and horizon', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo', alert: { enabled: true } });
    assert.equal(res.statusCode, 201);
    const watch = res.json().alertWatch;
    assert.equal(watch.alertCondition.metric, 'riskScore');
    assert.equal(watch.threshold, 50);
    assert.deepEqual(watch.alertCondition.eventHazards, ['earthquake']);
    assert.deepEqual(watch.alertCondition.correlationHazards, []);
    assert.equal(watch.alertCondition.horizon, '30d');
  });

  test('alert without enabled: no watch, 200', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo', alert: { threshold: 10 } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().alertWatch, undefined);
  });

  test('a prompt with no place is 422 place_not_found', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'is it going to be risky?' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
    assert.equal(res.json().code, 'place_not_found');
    assert.equal(res.json().errors[0].field, 'prompt');
  });

  test('USGS down and nothing cached: 503 sources_unavailable naming it', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    replay.setFault('usgs', { kind: 'status', status: 500 });
    t.after(() => replay.setFault('usgs', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo' });
    assert.equal(res.statusCode, 503);
    const problem = res.json();
    assert.equal(problem.code, 'sources_unavailable');
    assert.match(problem.detail, /USGS Earthquake Catalog/);
    assert.equal(problem.sources[0].ok, false);
    assert.match(problem.sources[0].error, /HTTP 500/);
  });
});
