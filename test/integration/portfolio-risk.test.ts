// A portfolio's risk on the real server (replayed sources): each row equals the single-place answer for that place,
// hazard and horizon; the CSV and GeoJSON exports parse and say the same; one request is counted per call; sites in
// one source cell share its calls; on the free tier what the budget cannot do now is pending and scored when asked again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { PortfolioRisk } from '../../src-server/contracts/portfolio.js';
import { createManualClock } from '../../src-server/shared/clock.js';
import { HAZARDS, portfolioRiskGeoJsonSchema, portfolioRiskSchema, riskForecastSchema } from '../helpers/built-in.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';
import { createJumpableTime } from '../support/budget-time.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const NOW = '2026-11-22T12:00:00Z';
/**
 * The replay builds decades of series the first time a cell is asked, which on a loaded 2-core machine can outlast the
 * 8 s source budget: a source that times out is a legitimate `unavailable`, but not what these tests are about.
 */
const PATIENT = { sourceTimeoutMs: 120_000 };

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

async function createPortfolio(app: FastifyInstance, sites: object[], headers: Record<string, string> = owner): Promise<string> {
  const res = await postJson(app, '/api/v1/portfolios', { name: 'Test sites', sites }, headers);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as string;
}

async function risk(app: FastifyInstance, id: string, body: object = {}, headers: Record<string, string> = owner) {
  const res = await postJson(app, `/api/v1/portfolios/${id}/risk`, body, headers);
  assert.equal(res.statusCode, 200, res.body);
  return { res, body: portfolioRiskSchema.parse(res.json()) as PortfolioRisk };
}

const SCORES = ['status', 'probability', 'severity', 'riskScore', 'riskLevel', 'confidenceLabel'] as const;
const scoresOf = (x: Record<string, unknown>) => Object.fromEntries(SCORES.map((k) => [k, x[k]]));

describe('portfolio risk', () => {
  test('each row is the single-place answer for that place, hazard and horizon (two apps, nothing shared)', async (t) => {
    // Two fresh apps on one clock: the portfolio's rows in one, POST /risk for each place in the other.
    const a = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: PATIENT });
    const b = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: PATIENT });
    const id = await createPortfolio(a.app, [
      { name: 'Apapa', lat: 6.45, lng: 3.36 },
      { name: 'Nairobi office', place: 'Nairobi, Kenya' },
    ]);
    const { body } = await risk(a.app, id, { horizon: '30d' });
    assert.equal(body.rows.length, 2 * HAZARDS.length);
    assert.deepEqual(
      body.rows.slice(0, HAZARDS.length).map((r) => r.hazard),
      [...HAZARDS],
    );

    for (const [siteName, prompt] of [
      ['Apapa', '6.45, 3.36'],
      ['Nairobi office', 'Nairobi, Kenya'],
    ] as const) {
      const single = await postJson(b.app, '/api/v1/risk', { prompt, horizon: '30d' }, owner);
      assert.equal(single.statusCode, 200, single.body);
      const f = riskForecastSchema.parse(single.json());
      for (const entry of f.forecast.hazardBreakdown) {
        const row = body.rows.find((r) => r.siteName === siteName && r.hazard === entry.hazard)!;
        assert.deepEqual(scoresOf(row), scoresOf(entry), `${siteName} ${entry.hazard}`);
      }
    }
    // In the portfolio's own app too, where the single-place answer may now come from the answer cache (issue 45).
    const same = riskForecastSchema.parse((await postJson(a.app, '/api/v1/risk', { prompt: '6.45, 3.36', horizon: '30d' }, owner)).json());
    for (const entry of same.forecast.hazardBreakdown) {
      const row = body.rows.find((r) => r.siteName === 'Apapa' && r.hazard === entry.hazard)!;
      assert.deepEqual(scoresOf(row), scoresOf(entry), `same app: Apapa ${entry.hazard}`);
    }
    // And asked about one hazard alone, the single-place answer's headline numbers are the row's.
    const flood = riskForecastSchema.parse(
      (await postJson(b.app, '/api/v1/risk', { prompt: '6.45, 3.36', hazard: 'flood' }, owner)).json(),
    );
    const row = body.rows.find((r) => r.siteName === 'Apapa' && r.hazard === 'flood')!;
    assert.deepEqual(
      [row.probability, row.riskScore, row.riskLevel],
      [flood.forecast.probability, flood.forecast.riskScore, flood.forecast.riskLevel],
    );
    // The summary is the rows' own arithmetic.
    for (const h of body.summary.byHazard) {
      const scored = body.rows.filter((r) => r.hazard === h.hazard && r.status === 'ok');
      assert.equal(h.sitesScored, scored.length);
      assert.equal(h.maxRiskScore, scored.length ? Math.max(...scored.map((r) => r.riskScore!)) : null);
      assert.equal(h.sitesHighOrAbove, scored.filter((r) => r.riskLevel === 'high' || r.riskLevel === 'severe').length);
    }
    assert.equal(body.pendingRows, 0);
    assert.equal(body.retryAfterSec, null);
  });

  test('CSV and GeoJSON exports parse and carry the JSON rows; an Accept nothing satisfies is 406', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: PATIENT });
    const id = await createPortfolio(app, [
      { name: '=HYPERLINK("x")', lat: 6.45, lng: 3.36 },
      { name: 'Lima, "HQ"', lat: -12.05, lng: -77.04 },
    ]);
    const body = { horizon: '7d', hazards: ['flood', 'earthquake'] };
    const { body: json } = await risk(app, id, body);

    const csv = await app.inject({
      method: 'POST',
      url: `/api/v1/portfolios/${id}/risk`,
      payload: body,
      headers: { ...owner, accept: 'text/csv' },
    });
    assert.equal(csv.statusCode, 200);
    assert.match(csv.headers['content-type'] as string, /^text\/csv/);
    const records = parse(csv.body, { columns: true }) as Record<string, string>[];
    assert.equal(records.length, json.rows.length);
    assert.deepEqual(Object.keys(records[0]!).slice(0, 8), [
      'site',
      'lat',
      'lng',
      'hazard',
      'status',
      'probability',
      'riskScore',
      'riskLevel',
    ]);
    records.forEach((r, i) => {
      const row = json.rows[i]!;
      assert.equal(r.hazard, row.hazard);
      assert.equal(r.status, row.status);
      assert.equal(r.probability, row.probability === null ? '' : String(row.probability));
      assert.equal(r.riskScore, row.riskScore === null ? '' : String(row.riskScore));
    });
    // A name a spreadsheet would run as a formula is written as text; quotes and commas survive.
    assert.equal(records[0]!.site, `'=HYPERLINK("x")`);
    assert.equal(records.at(-1)!.site, 'Lima, "HQ"');
    assert.equal(records.at(-1)!.lat, '-12.05');

    const geo = await app.inject({
      method: 'POST',
      url: `/api/v1/portfolios/${id}/risk`,
      payload: body,
      headers: { ...owner, accept: 'application/geo+json' },
    });
    assert.equal(geo.statusCode, 200);
    assert.match(geo.headers['content-type'] as string, /^application\/geo\+json/);
    const fc = portfolioRiskGeoJsonSchema.parse(JSON.parse(geo.body));
    assert.equal(fc.features.length, 2);
    assert.deepEqual(fc.features[1]!.geometry.coordinates, [-77.04, -12.05]);
    const rowsBack = fc.features.flatMap((f) => f.properties.rows.map((r) => ({ siteName: f.properties.name, ...r })));
    assert.deepEqual(
      rowsBack.map((r) => [r.siteName, r.hazard, r.riskScore]),
      json.rows.map((r) => [r.siteName, r.hazard, r.riskScore]),
    );
    for (const f of fc.features) {
      const scored = f.properties.rows.filter((r) => r.riskScore !== null);
      assert.equal(f.properties.maxRiskScore, scored.length ? Math.max(...scored.map((r) => r.riskScore!)) : null);
    }

    const html = await app.inject({
      method: 'POST',
      url: `/api/v1/portfolios/${id}/risk`,
      payload: body,
      headers: { ...owner, accept: 'text/html' },
    });
    assert.equal(html.statusCode, 406);
    assert.equal(html.json().code, 'not_acceptable');
  });

  test('a key pays one request per import and per risk call, whatever the number of sites', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: PATIENT });
    const keyRes = await postJson(app, '/api/v1/keys', { name: 'script', tier: 'free' }, owner);
    const key = { 'x-service-api-key': keyRes.json().key as string };
    const created = await postJson(
      app,
      '/api/v1/portfolios',
      {
        name: 'Five',
        sites: [
          { lat: 6.45, lng: 3.36 },
          { lat: 6.46, lng: 3.37 },
          { lat: 6.47, lng: 3.38 },
          { lat: 6.48, lng: 3.39 },
          { lat: 6.49, lng: 3.4 },
        ],
      },
      key,
    );
    assert.equal(created.headers['x-ratelimit-remaining'], '99');
    const { res } = await risk(app, created.json().id, { hazards: ['earthquake'] }, key);
    assert.equal(res.headers['x-ratelimit-remaining'], '98');
    // Reading, listing and deleting are free.
    const list = await app.inject({ url: '/api/v1/portfolios', headers: key });
    assert.equal(list.headers['x-ratelimit-remaining'], '98');
  });

  test('sites in one source cell share its calls: a second site there asks Open-Meteo for nothing more', async (t) => {
    const counted = {
      ...PATIENT,
      openMeteoLimitScope: 'all' as const,
      openMeteoPerMinute: 1e9,
      openMeteoPerHour: 1e9,
      openMeteoPerDay: 1e9,
    };
    const one = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: counted });
    const two = await buildTestApp(t, { replay, clock: createManualClock(NOW), overrides: counted });
    const apapa = { name: 'Apapa', lat: 6.451, lng: 3.361 };
    await risk(one.app, await createPortfolio(one.app, [apapa]));
    await risk(two.app, await createPortfolio(two.app, [apapa, { name: 'Apapa annex', lat: 6.453, lng: 3.364 }]));
    const weight = (app: FastifyInstance) => app.services.http.openMeteoBudget().weightAsked;
    t.diagnostic(`weighted calls: one site ${weight(one.app)}, two sites in one 0.1° cell ${weight(two.app)}`);
    assert.ok(weight(one.app) > 0);
    // The same calls, added up in the order they were made (parallel: it differs between runs), so to 1e-9.
    assert.equal(weight(two.app).toFixed(9), weight(one.app).toFixed(9));
  });

  test('in a busy minute (25 weighted calls) the budget leaves rows pending with readyAt and Retry-After; asked again then, all are scored', async (t) => {
    const time = createJumpableTime(NOW);
    const { app } = await buildTestApp(t, {
      replay,
      clock: time.clock,
      budgetTime: time,
      // A call whose turn is more than the source budget away is queued, not waited for: 30 s, under the minute.
      overrides: {
        sourceTimeoutMs: 30_000,
        openMeteoLimitScope: 'all',
        openMeteoPerMinute: 25,
        openMeteoPerHour: 5000,
        openMeteoPerDay: 10_000,
      },
    });
    const id = await createPortfolio(app, [
      { name: 'Nairobi', lat: -1.29, lng: 36.82 },
      { name: 'Jakarta', lat: -6.2, lng: 106.85 },
    ]);
    const first = await risk(app, id, { hazards: ['heat', 'earthquake'] });
    const pending = first.body.rows.filter((r) => r.status === 'pending');
    t.diagnostic(`first answer: ${first.body.rows.map((r) => `${r.siteName} ${r.hazard} ${r.status} ${r.reason}`).join(', ')}`);
    assert.ok(pending.length > 0, "a minute of 25 weighted calls cannot hold two cold places' heat (about 21 each)");
    assert.equal(first.body.pendingRows, pending.length);
    for (const r of pending) {
      assert.ok(r.readyAt && r.readyAt <= first.body.readyAt!, JSON.stringify(r));
      assert.match(r.reason ?? '', /^waiting for the Open-Meteo budget/);
    }
    assert.equal(first.res.headers['retry-after'], String(first.body.retryAfterSec));
    // Earthquakes need no Open-Meteo call: scored at once.
    assert.ok(first.body.rows.filter((r) => r.hazard === 'earthquake').every((r) => r.status === 'ok'));

    let last = first;
    for (let round = 0; round < 4 && last.body.retryAfterSec !== null; round++) {
      time.jump(last.body.retryAfterSec * 1000);
      await app.services.http.deferredSettled();
      last = await risk(app, id, { hazards: ['heat', 'earthquake'] });
    }
    assert.equal(last.body.pendingRows, 0, JSON.stringify(last.body.rows.filter((r) => r.status !== 'ok')));
    assert.ok(last.body.rows.every((r) => r.status === 'ok'));
    assert.equal(last.res.headers['retry-after'], undefined);
  });

  test(
    'a portfolio that takes hours completes: sites scored first stay scored on what is kept while the rest wait their turn',
    {
      // Its order (the first place scored at once, the next ones hour by hour) is the SQLite budget's: the team server's
      // shared budget takes each reservation in a database round trip, so the places' calls interleave and the first
      // answer has every place pending (measured 2026-12-07). That the portfolio completes there is the next test's.
      skip: onPostgres && "the shared PostgreSQL budget interleaves the places' reservations: no place is scored first",
    },
    async (t) => {
      const time = createJumpableTime(NOW);
      const { app } = await buildTestApp(t, {
        replay,
        clock: time.clock,
        budgetTime: time,
        // An hour of 25 weighted calls: one cold place's heat (about 21) an hour, so five places take four hours.
        overrides: {
          sourceTimeoutMs: 30_000,
          openMeteoLimitScope: 'all',
          openMeteoPerMinute: 1000,
          openMeteoPerHour: 25,
          openMeteoPerDay: 10_000,
        },
      });
      const names = ['Nairobi', 'Jakarta', 'Lima', 'Manila', 'Houston'];
      const id = await createPortfolio(app, [
        { name: 'Nairobi', lat: -1.29, lng: 36.82 },
        { name: 'Jakarta', lat: -6.2, lng: 106.85 },
        { name: 'Lima', lat: -12.05, lng: -77.04 },
        { name: 'Manila', lat: 14.6, lng: 120.98 },
        { name: 'Houston', lat: 29.76, lng: -95.37 },
      ]);
      const body = { hazards: ['heat'] };
      const statusOf = (r: PortfolioRisk) => names.map((n) => r.rows.find((x) => x.siteName === n)!.status);
      const first = await risk(app, id, body);
      assert.deepEqual(statusOf(first.body), ['ok', 'pending', 'pending', 'pending', 'pending'], JSON.stringify(first.body.rows));
      // Retry-After names the first pending row's turn; readyAt the last row's, hours away.
      const offsets = first.body.rows
        .filter((r) => r.status === 'pending')
        .map((r) => (Date.parse(r.readyAt!) - Date.parse(first.body.generatedAt)) / 1000);
      assert.ok(Math.abs(first.body.retryAfterSec! - Math.min(...offsets)) <= 2, `${first.body.retryAfterSec} s vs ${offsets.join(', ')}`);
      const lastAt = (Date.parse(first.body.readyAt!) - Date.parse(first.body.generatedAt)) / 1000;
      assert.ok(lastAt > 3.5 * 3600, `the last place waits hours: ${lastAt} s`);

      // Three and a half hours on, Nairobi's ensemble (fresh for 3 h) has expired, with no room in the hour for it: asked
      // again then, Nairobi stays scored on the answer kept (the source layer serves an expired answer when the budget
      // refuses the refresh), the next places are scored, the last ones still wait.
      time.jump(3.5 * 3_600_000);
      await app.services.http.deferredSettled();
      const meanwhile = await risk(app, id, body);
      const now = statusOf(meanwhile.body);
      assert.equal(now[0], 'ok', JSON.stringify(meanwhile.body.rows));
      assert.ok(now.includes('pending'), 'the last places still wait');
      assert.ok(now.filter((x) => x === 'ok').length > 1, 'the next places were scored meanwhile');

      let done = meanwhile;
      for (let round = 0; round < 8 && done.body.retryAfterSec !== null; round++) {
        time.jump(done.body.retryAfterSec * 1000);
        await app.services.http.deferredSettled();
        done = await risk(app, id, body);
      }
      assert.deepEqual(statusOf(done.body), ['ok', 'ok', 'ok', 'ok', 'ok'], JSON.stringify(done.body.rows));
      assert.equal(done.body.pendingRows, 0);
    },
  );
  test("a portfolio longer than a day completes: the next day, sites scored the day before stay scored on that day's forecasts", async (t) => {
    const time = createJumpableTime(NOW);
    const { app } = await buildTestApp(t, {
      replay,
      clock: time.clock,
      budgetTime: time,
      // A day of 50 weighted calls and three cold places' heat (about 21 each): more than a day's budget. Each day
      // every forecast URL names new dates; were the scored places' forecasts asked again every day (63 > 50), the
      // portfolio would never complete.
      overrides: {
        sourceTimeoutMs: 30_000,
        openMeteoLimitScope: 'all',
        openMeteoPerMinute: 1000,
        openMeteoPerHour: 1000,
        openMeteoPerDay: 50,
      },
    });
    const id = await createPortfolio(app, [
      { name: 'Nairobi', lat: -1.29, lng: 36.82 },
      { name: 'Jakarta', lat: -6.2, lng: 106.85 },
      { name: 'Lima', lat: -12.05, lng: -77.04 },
    ]);
    const body = { hazards: ['heat'] };
    let last = await risk(app, id, body);
    const seen = [last.body.rows.map((r) => r.status).join(' ')];
    let queuedBefore = 0;
    assert.ok(last.body.pendingRows > 0, 'more than a day of calls');
    for (let round = 0; round < 12 && last.body.retryAfterSec !== null; round++) {
      time.jump(last.body.retryAfterSec * 1000);
      await app.services.http.deferredSettled();
      queuedBefore = app.services.http.openMeteoBudget().queuedCalls;
      last = await risk(app, id, body);
      seen.push(
        `+${Math.round((Date.parse(last.body.generatedAt) - Date.parse(NOW)) / 3_600_000)} h: ${last.body.rows.map((r) => r.status).join(' ')}`,
      );
    }
    t.diagnostic(seen.join('; '));
    assert.equal(last.body.pendingRows, 0, JSON.stringify(last.body.rows));
    assert.ok(last.body.rows.every((r) => r.status === 'ok'));
    const days = (Date.parse(last.body.generatedAt) - Date.parse(NOW)) / 86_400_000;
    // Its calls need two days of the budget (63 of 50 a day). Measured 1.0 day on SQLite and 4.0 on PostgreSQL, whose
    // shared budget takes each reservation in a round trip, so the sites' calls interleave and finish later together;
    // without the earlier day's answers standing in it never completes (each day's refreshes alone exceed the day).
    assert.ok(days < 7, `complete within a week: ${days.toFixed(2)} days`);
    // The answer that completed it queued nothing: the scored places' refreshes the day's budget refused were not
    // queued for later (an earlier day's answer served), and no call of theirs took a turn from another place's.
    assert.equal(app.services.http.openMeteoBudget().queuedCalls, queuedBefore, 'a refused refresh of a scored site queues nothing');
  });
});
