// Conflict and food insecurity end to end: POST /api/v1/risk against the ReliefWeb replay server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskForecastSchema } from '../../src-server/contracts/risk.js';
import { HAZARDS } from '../../src-server/contracts/enums.js';
import { parseBrackets } from '../support/replay/reliefweb.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');

describe('POST /api/v1/risk (conflict, food insecurity)', () => {
  test('"Is war likely in Khartoum this month?": conflict, severe, from ReliefWeb, with the exact event', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.calls.length;
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Is war likely in Khartoum this month?', decisionLens: 'travel' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    const f = body.forecast;
    assert.equal(f.hazard, 'conflict');
    assert.equal(body.riskInput.place.countryCode, 'SD');
    assert.deepEqual(f.dataSources, ['ReliefWeb']);
    assert.deepEqual(f.hazardBreakdown[0].dataSources, ['ReliefWeb']);
    // "This month" is the rest of November: the probability is for those 8.5 days, not for 30.
    assert.equal(body.riskInput.window.end, '2026-12-01T00:00:00.000Z');
    assert.equal(f.event.windowEnd, '2026-12-01T00:00:00.000Z');
    assert.ok(f.probability > 75, String(f.probability));
    assert.ok(f.riskLevel === 'severe' || f.riskLevel === 'high', f.riskLevel);
    assert.equal(f.event.countryIso3, 'SDN');
    assert.equal(f.event.minReports, 5);
    assert.match(f.event.description, /ReliefWeb publishes at least 5 reports on Sudan/);
    assert.ok(f.drivers.some((d: string) => /Sudan: Conflict - Apr 2023/.test(d)));
    assert.ok(f.practicalGuidance.length >= 3);
    assert.match(f.practicalGuidance.join(' '), /embassy/);
    assert.ok(body.earth.sceneSpec.layers.some((l: { id: string }) => l.id === 'reliefweb-conflict'));

    // What was asked of ReliefWeb: Sudan's conflict reports of the last 90 days, and its disasters.
    const calls = replay.calls.slice(before).filter((c) => c.source === 'reliefweb');
    const reports = calls.find((c) => c.path === '/reports')!;
    const q = parseBrackets(reports.query) as Record<string, any>;
    assert.equal(reports.query.get('appname'), 'hazardcast');
    assert.equal(q.filter.conditions[0].value, 'sdn');
    assert.equal(q.filter.conditions[2].value.from, '2026-08-24T12:00:00+00:00');
    assert.ok(calls.some((c) => c.path === '/disasters'));
  });

  test('conflict in Tokyo is low; food insecurity in Nairobi over 10 years is higher than over 7 days', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const tokyo = (await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'conflict' })).json().forecast;
    assert.equal(tokyo.riskLevel, 'low');
    assert.ok(tokyo.probability < 1);
    const res = await postJson(app, '/api/v1/risk', { prompt: 'hunger in Nairobi over the next 10 years for a family move' });
    assert.equal(res.statusCode, 200);
    const long = res.json();
    assert.equal(long.riskInput.hazard, 'food-insecurity');
    assert.equal(long.riskInput.horizon, '10y');
    assert.equal(long.riskInput.decisionLens, 'family-relocation');
    assert.equal(long.forecast.confidenceLabel, 'low');
    assert.ok(long.forecast.drivers.some((d: string) => /Kenya: Drought - 2025-2026/.test(d)));
    const short = (await postJson(app, '/api/v1/risk', { prompt: 'Nairobi', hazard: 'food-insecurity', horizon: '7d' })).json().forecast;
    assert.ok(long.forecast.probability >= short.probability);
    assert.deepEqual(long.forecast.dataSources, ['ReliefWeb']);
  });

  test('"conflict and food insecurity risk in Khartoum next year": both in the breakdown, each with its sources', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const body = (await postJson(app, '/api/v1/risk', { prompt: 'conflict and food insecurity risk in Khartoum next year' })).json();
    assert.deepEqual(body.riskInput.hazards, ['conflict', 'food-insecurity']);
    assert.equal(body.forecast.hazardBreakdown.length, 2);
    for (const h of body.forecast.hazardBreakdown) {
      assert.equal(h.status, 'ok');
      assert.deepEqual(h.dataSources, ['ReliefWeb']);
      assert.equal(h.event.hazard, h.hazard);
      // Sudan: near-certain reporting, and an ongoing crisis of each kind: "high" on the risk scale (10-100 expected days).
      assert.ok(h.riskScore >= 40, `${h.hazard} ${h.riskScore}`);
    }
  });

  test('no hazard named: conflict and food insecurity are scored among the nine', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { sourceTimeoutMs: 8000 } }); // nine hazards' cold calls, the production budget
    const body = (await postJson(app, '/api/v1/risk', { prompt: 'What should we worry about in Khartoum?' })).json();
    assert.equal(body.forecast.hazardBreakdown.length, HAZARDS.length);
    const scored = body.forecast.hazardBreakdown.filter((h: { status: string }) => h.status === 'ok').map((h: { hazard: string }) => h.hazard);
    assert.ok(scored.includes('conflict') && scored.includes('food-insecurity') && scored.includes('earthquake'));
    // The ongoing food crisis (IPC Phase 3 anchor) and the war (UCDP minor-conflict anchor) lead Khartoum's risks.
    assert.ok(['conflict', 'food-insecurity'].includes(body.forecast.hazard), body.forecast.hazard);
    assert.equal(body.forecast.hazard, body.forecast.hazardBreakdown[0].hazard, 'the highest risk leads');
  });

  test('ReliefWeb down: 503 sources_unavailable naming it; empty answers still give a (low) forecast', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    replay.setFault('reliefweb', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('reliefweb', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Khartoum', hazard: 'conflict' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().code, 'sources_unavailable');
    assert.match(res.json().detail, /ReliefWeb/);

    replay.setFault('reliefweb', { kind: 'empty' });
    const empty = await postJson(app, '/api/v1/risk', { prompt: 'Khartoum', hazard: 'conflict' });
    assert.equal(empty.statusCode, 200);
    assert.equal(empty.json().forecast.riskLevel, 'low');
  });

  test('a garbled ReliefWeb answer is a failed source, never a 5xx from us beyond the 503 contract', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    replay.setFault('reliefweb', { kind: 'truncated' });
    t.after(() => replay.setFault('reliefweb', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Khartoum', hazard: 'food-insecurity' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().sources[0].name, 'ReliefWeb');
    assert.equal(res.json().sources[0].ok, false);
  });
});
