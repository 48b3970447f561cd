// Conflict (ViEWS, UCDP/PRIO history) and food insecurity (FEWS NET) end to end: POST /api/v1/risk against the replay
// servers in the APIs' formats, with ReliefWeb's reports as context only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { HAZARDS, riskForecastSchema } from '../helpers/built-in.js';
import { parseBrackets } from '../support/replay/reliefweb.js';
import { scaleViewsDeaths, REPLAY_VIEWS_RUN } from '../support/replay/views.js';
import { setFewsNetPhase } from '../support/replay/fews-net.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { MAX_COUNTRY_PAGES } from '../../src-server/sources/fews-net/client.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');
// No source cache where a test changes the replay's answers between questions.
const live = { sourceCache: false };
const ask = async (app: Parameters<typeof postJson>[0], body: Record<string, unknown>) => postJson(app, '/api/v1/risk', body);
/** As the owner (no daily quota): for tests that ask many questions. */
const askOwner = async (app: Parameters<typeof postJson>[0], body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/risk',
    headers: { authorization: `Bearer ${TEST_OWNER_TOKEN}`, 'content-type': 'application/json' },
    payload: body,
  });
type Forecast = { probability: number; severity: number; riskScore: number; event: Record<string, unknown>; drivers: string[] };

describe('conflict where the place is', () => {
  test('"Is war likely in Khartoum this month?": the cells within 50 km beside Sudan, the run and its addresses', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.calls.length;
    const res = await ask(app, { prompt: 'Is war likely in Khartoum this month?', decisionLens: 'travel' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.doesNotThrow(() => riskForecastSchema.parse(body));
    const f = body.forecast;
    assert.equal(f.hazard, 'conflict');
    assert.deepEqual(f.dataSources, ['ViEWS (PRIO/Uppsala)']);
    assert.equal(f.event.scope, 'cells');
    assert.equal(f.event.minDeaths, 1);
    assert.equal(f.event.radiusKm, 50);
    assert.ok(f.event.cells.length >= 4, String(f.event.cells));
    assert.equal(f.event.countryIso3, 'SDN');
    assert.equal(f.event.forecastRun, REPLAY_VIEWS_RUN);
    assert.match(f.event.forecastUrl, new RegExp(`/${REPLAY_VIEWS_RUN}/pgm/sb\\?priogrid=`));
    assert.equal(f.event.verifiedBy, 'UCDP GED / Candidate');
    assert.equal('perYear' in f.event, false);
    assert.match(f.event.description, /At least one battle-related death in state-based armed conflict within 50 km of Khartoum/);
    assert.ok(f.probability > 90, String(f.probability));
    assert.ok(
      f.drivers.some(
        (d: string) =>
          d.includes(`run ${REPLAY_VIEWS_RUN}, on data through July 2024, forecasts`) &&
          d.includes('PRIO-GRID cells within 50 km of Khartoum'),
      ),
    );
    assert.ok(f.drivers.some((d: string) => d.includes('expects') && d.includes(`/${REPLAY_VIEWS_RUN}/cm/sb?iso=SDN`)));
    assert.ok(f.drivers.some((d: string) => /a government is one side/.test(d)));
    assert.ok(f.drivers.some((d: string) => /Latest ReliefWeb situation reports on Sudan .*context, not part of the probability/.test(d)));
    assert.ok(!f.dataSources.includes('ReliefWeb'));
    const calls = replay.calls.slice(before);
    const views = calls.filter((c) => c.source === 'views');
    assert.deepEqual(views.map((c) => c.path).sort(), ['/', `/${REPLAY_VIEWS_RUN}/cm/sb`, `/${REPLAY_VIEWS_RUN}/pgm/sb`]);
    assert.equal(views.find((c) => c.path.endsWith('/cm/sb'))!.query.get('iso'), 'SDN');
    const reports = calls.find((c) => c.source === 'reliefweb' && c.path === '/reports')!;
    assert.equal(reports.query.get('appname'), 'hazardcast-replay');
    const filter = parseBrackets(reports.query).filter as { conditions: Record<string, { value?: unknown }> };
    assert.equal(filter.conditions[0]?.value, 'sdn');
  });

  test("an office in Lagos is not given Borno's war: Lagos low, Maiduguri high, and Lagos's biggest risk is not conflict", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const lagos = (await askOwner(app, { prompt: 'Lagos', hazard: 'conflict', horizon: '30d' })).json().forecast as Forecast;
    const maiduguri = (await askOwner(app, { prompt: 'Maiduguri', hazard: 'conflict', horizon: '30d' })).json().forecast as Forecast;
    assert.ok(lagos.probability < 10 && maiduguri.probability > 90, `${lagos.probability} ${maiduguri.probability}`);
    assert.ok(maiduguri.riskScore - lagos.riskScore > 40, `${lagos.riskScore} ${maiduguri.riskScore}`);
    const all = (await askOwner(app, { prompt: 'biggest risks for our office in Lagos over the next 30 days' })).json().forecast;
    assert.notEqual(all.hazard, 'conflict');
    const conflict = all.hazardBreakdown.find((h: { hazard: string }) => h.hazard === 'conflict');
    assert.ok(conflict.riskScore < 20, String(conflict.riskScore));
  });

  test('ViEWS fatalities ten times higher move a country forecast by at least 40 points (Bangkok, 30 days: no cells there)', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: live });
    t.after(() => replay.setTransform('views', null));
    const base = (await askOwner(app, { prompt: 'Bangkok', hazard: 'conflict', horizon: '30d' })).json().forecast;
    assert.equal(base.event.scope, 'country');
    assert.ok(base.drivers.some((d: string) => /only in Africa and the Middle East/.test(d)));
    replay.setTransform('views', scaleViewsDeaths(10));
    const high = (await askOwner(app, { prompt: 'Bangkok', hazard: 'conflict', horizon: '30d' })).json().forecast;
    assert.ok(high.probability - base.probability >= 40, `${base.probability} -> ${high.probability}`);
    assert.ok(high.event.expectedDeaths > 9 * base.event.expectedDeaths);
  });

  test('1 year <= 10 years <= 30 years; UCDP/PRIO history past the 36 months; never 0 % or 100 % in Oslo or Montevideo', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    for (const place of ['Oslo', 'Montevideo', 'Khartoum']) {
      const p = async (horizon: string) =>
        (await askOwner(app, { prompt: place, hazard: 'conflict', horizon })).json().forecast as Forecast;
      const [y1, y10, y30] = [await p('1y'), await p('10y'), await p('30y')];
      assert.ok(
        y1.probability <= y10.probability && y10.probability <= y30.probability,
        `${place} ${y1.probability} ${y10.probability} ${y30.probability}`,
      );
      assert.equal(y30.event.scope, 'country');
      assert.ok(
        y30.drivers.some((d) => /UCDP\/PRIO's armed-conflict country-years/.test(d)),
        place,
      );
      if (place !== 'Khartoum') assert.ok(y30.probability > 0 && y30.probability < 50, `${place} ${y30.probability}`);
    }
    const [d7, d30] = [
      (await askOwner(app, { prompt: 'Maiduguri', hazard: 'conflict', horizon: '7d' })).json().forecast.probability,
      (await askOwner(app, { prompt: 'Maiduguri', hazard: 'conflict', horizon: '30d' })).json().forecast.probability,
    ];
    assert.ok(d7 <= d30);
  });

  test('Kosovo is XKX; Gaza is forecast as ViEWS and UCDP record it, under Israel, and the answer says so', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const pristina = await askOwner(app, { prompt: 'Pristina', hazard: 'conflict', horizon: '1y' });
    assert.equal(pristina.statusCode, 200, pristina.body);
    assert.equal(pristina.json().forecast.event.countryIso3, 'XKX');
    const gaza = (await askOwner(app, { prompt: 'Gaza', hazard: 'conflict', horizon: '30d' })).json().forecast;
    assert.equal(gaza.event.recordedAs, 'ISR');
    assert.equal(gaza.event.scope, 'cells');
    assert.ok(gaza.drivers.some((d: string) => /record fighting in Palestine under Israel/.test(d)));
    assert.ok(gaza.probability > 90);
  });

  test('a country ViEWS does not forecast: conflict unavailable, and the answer says why', async (t) => {
    // Earthquake leads (a named first hazard that cannot be scored is the 503 of no source); the production budget.
    const { app } = await buildTestApp(t, { replay, clock: clock() });
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

  test("a run the API does not know answers FastAPI's 422: conflict unavailable with that status, never a 5xx", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), overrides: live });
    t.after(() => replay.setTransform('views', null));
    replay.setTransform('views', (body, req) =>
      req.path === '/' ? { runs: [...(body as { runs: string[] }).runs, 'fatalities003_2030_01_t01'] } : body,
    );
    const res = await ask(app, { prompt: 'Khartoum', hazard: 'conflict' });
    assert.equal(res.statusCode, 503);
    assert.match(JSON.stringify(res.json().sources), /422/);
  });
});

describe('food insecurity: the FEWS NET unit that contains the place', () => {
  test('ten units of five countries at 30 days: each its own unit, its projection read through the measured matrix', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const get = async (prompt: string) => {
      const res = await askOwner(app, { prompt, hazard: 'food-insecurity', horizon: '30d' });
      assert.equal(res.statusCode, 200, `${prompt}: ${res.body}`);
      return res.json().forecast as Forecast;
    };
    const units: Record<string, string> = {
      'El Fasher': 'El Fasher',
      Gedaref: 'Gedaref',
      Khartoum: 'Khartoum',
      "Sana'a": "Sana'a City",
      Hodeidah: 'Al Hudaydah',
      Mogadishu: 'Banadir',
      Nairobi: 'Nairobi',
      Turkana: 'Turkana',
      Lagos: 'Lagos',
      Maiduguri: 'Maiduguri',
    };
    const got: Record<string, Forecast> = {};
    for (const [place, unit] of Object.entries(units)) {
      got[place] = await get(place);
      assert.equal(got[place].event.unitName, unit, place);
      assert.equal(got[place].event.scope, 'unit');
    }
    assert.ok(got['El Fasher']!.probability > 95);
    assert.ok(got['Gedaref']!.probability < got['El Fasher']!.probability);
    assert.ok(got['Lagos']!.probability < 5 && got['Nairobi']!.probability < 30);
    assert.ok(got['El Fasher']!.severity > got['Nairobi']!.severity + 20);
    assert.notEqual(got["Sana'a"]!.event.fnid, got['Hodeidah']!.event.fnid);
    const f = got['El Fasher']!;
    assert.equal(f.event.outlookUrl, 'https://fews.net/east-africa/sudan');
    assert.match(String(f.event.dataUrl), /\/ipcphase\/\?format=json&fnid=SD2014A10601/);
    assert.equal(f.event.analysisDate, '2026-10-01');
    assert.ok(f.drivers.some((d) => /was followed by a classification of Phase 3 or worse in \d+ of \d+ cases/.test(d)));
  });

  test("a place in no unit of the round: unavailable, said, never another unit's phase", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const res = await ask(app, { prompt: 'Atbara, Sudan', hazard: 'food-insecurity' });
    assert.equal(res.statusCode, 503);
    assert.match(res.json().sources[0].error, /No unit FEWS NET classified for Sudan in its round of 2026-10-01 .* contains Atbara/);
  });

  test("10 and 30 years: 200 from the unit's own history since 2009, the rounds counted; windows never lose chance", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    for (const place of ['Kabul', 'Mogadishu', 'Gedaref', 'Port-au-Prince']) {
      const p = async (horizon: string) => {
        const res = await askOwner(app, { prompt: place, hazard: 'food-insecurity', horizon });
        assert.equal(res.statusCode, 200, `${place} ${horizon}: ${res.body}`);
        return res.json().forecast as Forecast;
      };
      const [d7, d30, y1, y10, y30] = [await p('7d'), await p('30d'), await p('1y'), await p('10y'), await p('30y')];
      assert.ok(d7.probability <= d30.probability, place);
      assert.ok(y1.probability <= y10.probability && y10.probability <= y30.probability, place);
      assert.ok(Number(y30.event.historyRounds) >= 45, String(y30.event.historyRounds));
      assert.ok(
        y30.drivers.some((d) =>
          /rest on the unit's own classifications: Phase 3 or worse in \d+ of its \d+ rounds since 2009-10-01/.test(d),
        ),
        place,
      );
    }
  });

  test("all of Ethiopia's pages at once within the budget, the newest first, and what was not read said", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const before = replay.callsTo('fews-net').length;
    const res = await askOwner(app, { prompt: 'food insecurity in Tigray', horizon: '30d' });
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json().forecast;
    assert.equal(f.event.unitName, 'Mekelle');
    const pages = replay
      .callsTo('fews-net')
      .slice(before)
      .filter((c) => c.path.startsWith('/ipcphase') && c.query.get('country_code') === 'ET');
    assert.equal(pages.length, MAX_COUNTRY_PAGES);
    assert.ok(
      f.drivers.some((d: string) =>
        new RegExp(`came in \\d+ pages .*; ${MAX_COUNTRY_PAGES} were read within the time budget, the newest first`).test(d),
      ),
    );
  });

  test('a projection of Phase 4 instead of Phase 1 moves food insecurity by at least 40 points (Nairobi)', async (t) => {
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

  test('countries FEWS NET does not monitor: unavailable, with the reason', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const both = (await ask(app, { prompt: 'conflict and food insecurity in Tokyo' })).json();
    const food = both.forecast.hazardBreakdown.find((h: { hazard: string }) => h.hazard === 'food-insecurity');
    assert.equal(food.status, 'unavailable');
    assert.equal(both.forecast.hazard, 'conflict');
    const fews = both.forecast.sourceStatus.find((s: { name: string }) => s.name === 'FEWS NET');
    assert.match(fews.error, /no IPC-compatible classification for Japan/);
    const alone = await ask(app, { prompt: 'Tokyo', hazard: 'food-insecurity' });
    assert.equal(alone.statusCode, 503);
    assert.match(alone.json().sources[0].error, /monitors about 30 countries/);
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

  test('no hazard named: both among the nine; Khartoum at war leads with conflict or hunger', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    const body = (await ask(app, { prompt: 'What should we worry about in Khartoum?' })).json();
    assert.equal(body.forecast.hazardBreakdown.length, HAZARDS.length);
    const scored = body.forecast.hazardBreakdown
      .filter((h: { status: string }) => h.status === 'ok')
      .map((h: { hazard: string }) => h.hazard);
    assert.ok(scored.includes('conflict') && scored.includes('food-insecurity'));
    assert.ok(['conflict', 'food-insecurity'].includes(body.forecast.hazard), body.forecast.hazard);
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
