// Conflict (ViEWS) and food insecurity (FEWS NET) end to end: POST /api/v1/risk against the replay servers, with
// ReliefWeb's reports as context only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { HAZARDS, riskForecastSchema } from '../helpers/built-in.js';
import { parseBrackets } from '../support/replay/reliefweb.js';
import { scaleViewsDeaths, REPLAY_VIEWS_RUN } from '../support/replay/views.js';
import { setFewsNetPhase } from '../support/replay/fews-net.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');
// No source cache where a test changes the replay's answers between questions.
const live = { sourceCache: false };
const ask = async (app: Parameters<typeof postJson>[0], body: Record<string, unknown>) => postJson(app, '/api/v1/risk', body);

describe('conflict from ViEWS', () => {
  test('"Is war likely in Khartoum this month?": ViEWS\'s run for Sudan, the exact event, ReliefWeb as context', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.calls.length;
    const res = await ask(app, { prompt: 'Is war likely in Khartoum this month?', decisionLens: 'travel' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    const f = body.forecast;
    assert.equal(f.hazard, 'conflict');
    assert.deepEqual(f.dataSources, ['ViEWS (PRIO/Uppsala)']);
    assert.equal(f.event.countryIso3, 'SDN');
    assert.equal(f.event.minDeaths, 25);
    assert.equal(f.event.forecastRun, REPLAY_VIEWS_RUN);
    assert.equal(f.event.verifiedBy, 'UCDP GED / Candidate');
    assert.equal(f.event.windowEnd, '2026-12-01T00:00:00.000Z');
    assert.match(f.event.description, /At least 25 battle-related deaths in state-based armed conflict in Sudan within the window/);
    // ViEWS expects about 307 deaths in November 2026 (the recorded run): 8.5 days of it are ~87, far above 25.
    assert.ok(f.probability > 90, String(f.probability));
    assert.ok(f.expectedDeaths === undefined);
    assert.ok(f.event.expectedDeaths > 60 && f.event.expectedDeaths < 120, String(f.event.expectedDeaths));
    assert.ok(f.drivers.some((d: string) => d.includes(`run ${REPLAY_VIEWS_RUN}, on data through July 2024`)));
    assert.ok(f.drivers.some((d: string) => /Latest ReliefWeb situation reports on Sudan .*context, not part of the probability/.test(d)));
    assert.match(f.practicalGuidance.join(' '), /embassy/);
    // ReliefWeb is context: not a data source, and its appname is the configured one.
    assert.ok(!f.dataSources.includes('ReliefWeb'));
    const calls = replay.calls.slice(before);
    const views = calls.filter((c) => c.source === 'views');
    assert.deepEqual(
      views.map((c) => c.path),
      ['/', `/${REPLAY_VIEWS_RUN}/cm/sb`],
    );
    assert.equal(views[1]!.query.get('iso'), 'SDN');
    const reports = calls.find((c) => c.source === 'reliefweb' && c.path === '/reports')!;
    assert.equal(reports.query.get('appname'), 'hazardcast-replay');
    const filter = parseBrackets(reports.query).filter as { conditions: Record<string, { value?: unknown }> };
    assert.equal(filter.conditions[0]?.value, 'sdn');
  });

  test('ViEWS fatalities ten times higher move the conflict probability by at least 40 points (Nairobi, 30 days)', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: live });
    t.after(() => replay.setTransform('views', null));
    const base = (await ask(app, { prompt: 'Nairobi', hazard: 'conflict', horizon: '30d' })).json().forecast;
    replay.setTransform('views', scaleViewsDeaths(10));
    const high = (await ask(app, { prompt: 'Nairobi', hazard: 'conflict', horizon: '30d' })).json().forecast;
    assert.ok(high.probability - base.probability >= 40, `${base.probability} -> ${high.probability}`);
    assert.ok(high.event.expectedDeaths > 9 * base.event.expectedDeaths);
  });

  test('a country ViEWS does not forecast: conflict unavailable, and the answer says why', async (t) => {
    // Earthquake leads (a named first hazard that cannot be scored is the 503 of no source); the production budget.
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { sourceTimeoutMs: 8000 } });
    const res = await ask(app, { prompt: 'earthquake and conflict in Nuuk, Greenland' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    const conflict = body.forecast.hazardBreakdown.find((h: { hazard: string }) => h.hazard === 'conflict');
    assert.equal(conflict.status, 'unavailable');
    assert.equal(conflict.probability, null);
    const views = body.forecast.sourceStatus.find((s: { name: string }) => s.name === 'ViEWS (PRIO/Uppsala)');
    assert.equal(views.ok, false);
    assert.match(views.error, /no forecast for Greenland .*Gleditsch-Ward/);
  });

  test("10 and 30 years: the mean chance per year, ViEWS's last year persisting, said as a scenario", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const f = (await ask(app, { prompt: 'Khartoum', hazard: 'conflict', horizon: '10y' })).json().forecast;
    assert.equal(f.event.perYear, true);
    assert.equal(f.confidenceLabel, 'low');
    assert.ok(f.drivers.some((d: string) => /assumed to persist: read that part as a scenario/.test(d)));
  });
});

describe('food insecurity from FEWS NET', () => {
  test("Khartoum: the area's projected phase, the event and its verification", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const f = (await ask(app, { prompt: 'hunger in Khartoum next month' })).json().forecast;
    assert.equal(f.hazard, 'food-insecurity');
    assert.deepEqual(f.dataSources, ['FEWS NET']);
    assert.equal(f.event.scope, 'area');
    assert.equal(f.event.areaName, 'Khartoum');
    assert.equal(f.event.projectedPhase, 4);
    assert.equal(f.event.analysisDate, '2026-10-01');
    assert.equal(f.probability, 78);
    assert.equal(f.severity, 80);
    assert.ok(f.drivers.some((d: string) => /near-term projection \(2026-10-01 to 2027-01-31\) Phase 4 \(Emergency\)/.test(d)));
  });

  test('an IPC projection of Phase 4 instead of Phase 1 moves food insecurity by at least 40 points (Nairobi)', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: live });
    t.after(() => replay.setTransform('fews-net', null));
    replay.setTransform('fews-net', setFewsNetPhase('Nairobi', 1));
    const low = (await ask(app, { prompt: 'Nairobi', hazard: 'food-insecurity', horizon: '30d' })).json().forecast;
    replay.setTransform('fews-net', setFewsNetPhase('Nairobi', 4));
    const high = (await ask(app, { prompt: 'Nairobi', hazard: 'food-insecurity', horizon: '30d' })).json().forecast;
    assert.equal(low.event.projectedPhase, 1);
    assert.equal(high.event.projectedPhase, 4);
    assert.ok(high.probability - low.probability >= 40, `${low.probability} -> ${high.probability}`);
  });

  test('countries FEWS NET does not monitor, and horizons past its projections: unavailable, with the reason', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const both = (await ask(app, { prompt: 'conflict and food insecurity in Tokyo' })).json();
    const food = both.forecast.hazardBreakdown.find((h: { hazard: string }) => h.hazard === 'food-insecurity');
    assert.equal(food.status, 'unavailable');
    assert.equal(both.forecast.hazard, 'conflict');
    const fews = both.forecast.sourceStatus.find((s: { name: string }) => s.name === 'FEWS NET');
    assert.match(fews.error, /no IPC-compatible classification for Japan/);
    // Asked alone, the answer is the 503 of no source, with the same reason in its sources.
    const alone = await ask(app, { prompt: 'Tokyo', hazard: 'food-insecurity' });
    assert.equal(alone.statusCode, 503);
    assert.match(alone.json().sources[0].error, /monitors about 30 countries/);
    const decade = await ask(app, { prompt: 'Khartoum', hazard: 'food-insecurity', horizon: '10y' });
    assert.equal(decade.statusCode, 503);
    assert.match(decade.json().sources[0].error, /about eight months ahead .*: it has no forecast for a window of 10 years/);
  });

  test("a year: only FEWS NET's eight projected months are forecast, and the answer says so", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const f = (await ask(app, { prompt: 'Nairobi', hazard: 'food-insecurity', horizon: '1y' })).json().forecast;
    assert.deepEqual(f.event.scenarios, ['ML1', 'ML2']);
    assert.equal(f.event.projectedUntil, '2027-05-31');
    assert.ok(f.drivers.some((d: string) => /the last \d+ days of the window are not forecast/.test(d)));
  });
});

describe('ReliefWeb as context', () => {
  test('an appname ReliefWeb has not approved: the forecast stands, the drivers name the approval page', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { reliefwebAppname: 'hazardcast' } });
    const res = await ask(app, { prompt: 'Khartoum', hazard: 'conflict' });
    assert.equal(res.statusCode, 200);
    const f = res.json().forecast;
    assert.ok(
      f.drivers.some(
        (d: string) =>
          d.includes('ReliefWeb refused the appname "hazardcast"') && d.includes('https://apidoc.reliefweb.int/parameters#appname'),
      ),
    );
    assert.ok(!f.sourceStatus.some((s: { name: string }) => s.name === 'ReliefWeb'));
  });

  test('no appname set: ReliefWeb is not called, and the drivers say how to set one', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { reliefwebAppname: undefined } });
    const before = replay.callsTo('reliefweb').length;
    const f = (await ask(app, { prompt: 'Khartoum', hazard: 'food-insecurity' })).json().forecast;
    assert.equal(replay.callsTo('reliefweb').length, before);
    assert.ok(f.drivers.some((d: string) => /No ReliefWeb appname is set/.test(d)));
  });
});

describe('both together, and failures', () => {
  test('"conflict and food insecurity risk in Khartoum next year": both scored, each with its source', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const body = (await ask(app, { prompt: 'conflict and food insecurity risk in Khartoum next year' })).json();
    assert.deepEqual(body.riskInput.hazards, ['conflict', 'food-insecurity']);
    const sources = Object.fromEntries(
      body.forecast.hazardBreakdown.map((h: { hazard: string; dataSources: string[] }) => [h.hazard, h.dataSources]),
    );
    assert.deepEqual(sources, { conflict: ['ViEWS (PRIO/Uppsala)'], 'food-insecurity': ['FEWS NET'] });
    for (const h of body.forecast.hazardBreakdown) assert.ok(h.riskScore >= 40, `${h.hazard} ${h.riskScore}`);
  });

  test('no hazard named: both among the nine', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: { sourceTimeoutMs: 8000 } });
    const body = (await ask(app, { prompt: 'What should we worry about in Khartoum?' })).json();
    assert.equal(body.forecast.hazardBreakdown.length, HAZARDS.length);
    const scored = body.forecast.hazardBreakdown
      .filter((h: { status: string }) => h.status === 'ok')
      .map((h: { hazard: string }) => h.hazard);
    assert.ok(scored.includes('conflict') && scored.includes('food-insecurity'));
  });

  test('ViEWS down or FEWS NET garbled: the 503 contract names the source', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: live });
    t.after(() => {
      replay.setFault('views', null);
      replay.setFault('fews-net', null);
    });
    replay.setFault('views', { kind: 'status', status: 503 });
    const down = await ask(app, { prompt: 'Khartoum', hazard: 'conflict' });
    assert.equal(down.statusCode, 503);
    assert.match(down.json().detail, /ViEWS/);
    replay.setFault('fews-net', { kind: 'truncated' });
    const garbled = await ask(app, { prompt: 'Khartoum', hazard: 'food-insecurity' });
    assert.equal(garbled.statusCode, 503);
    assert.equal(garbled.json().sources[0].name, 'FEWS NET');
  });
});
