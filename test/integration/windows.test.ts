// Calendar periods through POST /api/v1/risk: the answer, every model's event and the track record are about the
// period the question names (week, month and year boundaries, both hemispheres' seasons), not now → now + horizon.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskForecastSchema } from '../helpers/built-in.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

interface Case {
  /** What the clock says when the question is asked (weekday in the comment). */
  now: string;
  prompt: string;
  hazard?: string;
  window: [string, string];
  horizon: string;
}

const CASES: Case[] = [
  // Week boundaries: weeks run Monday to Sunday.
  { now: '2026-11-23T12:00:00Z', prompt: 'flood risk in Venice next week', window: ['2026-11-30', '2026-12-07'], horizon: '7d' }, // Monday
  {
    now: '2026-11-28T09:00:00Z',
    prompt: 'storm risk in Hamburg this weekend',
    window: ['2026-11-28T09:00:00Z', '2026-11-30'],
    horizon: '7d',
  }, // Saturday
  { now: '2026-11-25T12:00:00Z', prompt: 'storm risk in Hamburg this weekend', window: ['2026-11-28', '2026-11-30'], horizon: '7d' }, // Wednesday
  // Month boundaries: next week crosses from January into February; next month is February (28 days).
  { now: '2027-01-29T12:00:00Z', prompt: 'earthquake risk in Tokyo next week', window: ['2027-02-01', '2027-02-08'], horizon: '7d' }, // Friday
  { now: '2027-01-29T12:00:00Z', prompt: 'flood risk in Lagos next month', window: ['2027-02-01', '2027-03-01'], horizon: '30d' },
  { now: '2026-11-23T12:00:00Z', prompt: 'heat risk in Phoenix in June', window: ['2027-06-01', '2027-07-01'], horizon: '1y' },
  // Year boundaries.
  { now: '2026-12-28T12:00:00Z', prompt: 'earthquake risk in Tokyo next week', window: ['2027-01-04', '2027-01-11'], horizon: '7d' }, // Monday
  { now: '2026-12-28T12:00:00Z', prompt: 'flood risk in Jakarta this week', window: ['2026-12-28T12:00:00Z', '2027-01-04'], horizon: '7d' },
  { now: '2026-11-23T12:00:00Z', prompt: 'storm risk in Chicago over Christmas', window: ['2026-12-24', '2026-12-27'], horizon: '30d' },
  { now: '2026-12-30T12:00:00Z', prompt: 'flood risk in Jakarta over New Year', window: ['2026-12-31', '2027-01-02'], horizon: '7d' },
  { now: '2026-12-30T12:00:00Z', prompt: 'flood risk in Jakarta next month', window: ['2027-01-01', '2027-02-01'], horizon: '30d' },
  // Seasons, six months apart across the equator; a season under way starts now.
  {
    now: '2027-01-10T12:00:00Z',
    prompt: 'heat risk in Sydney this summer',
    window: ['2027-01-10T12:00:00Z', '2027-03-01'],
    horizon: '30d',
  },
  { now: '2027-01-10T12:00:00Z', prompt: 'heat risk in Madrid this summer', window: ['2027-06-01', '2027-09-01'], horizon: '1y' },
  { now: '2027-01-10T12:00:00Z', prompt: 'storm risk in Buenos Aires this winter', window: ['2027-06-01', '2027-09-01'], horizon: '1y' },
  {
    now: '2027-01-10T12:00:00Z',
    prompt: 'storm risk in Montreal this winter',
    window: ['2027-01-10T12:00:00Z', '2027-03-01'],
    horizon: '30d',
  },
  { now: '2026-11-23T12:00:00Z', prompt: 'bushfire risk in Melbourne this summer', window: ['2026-12-01', '2027-03-01'], horizon: '30d' },
  // Issue 37: weekends, fortnights, quarters, day ranges; "next year" asked on 27 November is 1y, "next month" 30d.
  { now: '2026-11-27T12:00:00Z', prompt: 'earthquake risk in Tokyo next year', window: ['2027-01-01', '2028-01-01'], horizon: '1y' }, // Friday
  { now: '2026-11-27T12:00:00Z', prompt: 'earthquake risk in Tokyo next month', window: ['2026-12-01', '2027-01-01'], horizon: '30d' },
  {
    now: '2026-11-25T12:00:00Z',
    prompt: 'earthquake risk in Tokyo for a weekend trip',
    window: ['2026-11-28', '2026-11-30'],
    horizon: '7d',
  }, // Wednesday
  {
    now: '2026-11-23T12:00:00Z',
    prompt: 'flood risk in Jakarta over the next fortnight',
    window: ['2026-11-23T12:00:00Z', '2026-12-07T12:00:00Z'],
    horizon: '7d',
  },
  { now: '2026-11-23T12:00:00Z', prompt: 'flood risk in Jakarta in Q1', window: ['2027-01-01', '2027-04-01'], horizon: '1y' },
  { now: '2026-11-23T12:00:00Z', prompt: 'flood risk in Jakarta next quarter', window: ['2027-01-01', '2027-04-01'], horizon: '1y' },
  {
    now: '2026-11-23T12:00:00Z',
    prompt: 'earthquake risk in Nairobi on 10-12 February',
    window: ['2027-02-10', '2027-02-13'],
    horizon: '30d',
  },
  { now: '2026-11-23T12:00:00Z', prompt: 'heat risk in Astana by 2030', window: ['2026-11-23T12:00:00Z', '2030-01-01'], horizon: '10y' },
  // Other languages read the same periods.
  {
    now: '2026-11-23T12:00:00Z',
    prompt: 'riesgo de inundación en Sevilla la próxima semana',
    window: ['2026-11-30', '2026-12-07'],
    horizon: '7d',
  },
  { now: '2026-11-23T12:00:00Z', prompt: 'risque de canicule à Lyon cet été', window: ['2027-06-01', '2027-09-01'], horizon: '1y' },
  { now: '2026-11-23T12:00:00Z', prompt: 'Hochwasser in Köln über Weihnachten', window: ['2026-12-24', '2026-12-27'], horizon: '30d' },
  {
    now: '2026-11-23T12:00:00Z',
    prompt: 'risco de enchente em São Paulo neste verão',
    window: ['2026-12-01', '2027-03-01'],
    horizon: '30d',
  },
];

const iso = (s: string) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s).toISOString();

describe('POST /api/v1/risk: calendar periods are the forecast window', () => {
  for (const c of CASES) {
    test(`${c.now.slice(0, 10)}: "${c.prompt}" → ${c.window[0]} – ${c.window[1]}, ${c.horizon}`, async (t) => {
      const { app } = await buildTestApp(t, { replay, clock: createManualClock(c.now) });
      const res = await postJson(app, '/api/v1/risk', { prompt: c.prompt }, { authorization: `Bearer ${TEST_OWNER_TOKEN}` });
      assert.equal(res.statusCode, 200, res.body);
      const body = riskForecastSchema.parse(res.json());
      assert.deepEqual(body.riskInput.window, { start: iso(c.window[0]), end: iso(c.window[1]), source: 'prompt' });
      assert.equal(body.riskInput.horizon, c.horizon);
      // Every hazard's model computed for that period: each scored event says so.
      const events = body.forecast.hazardBreakdown.flatMap((h) => (h.event ? [h.event] : []));
      assert.ok(events.length > 0);
      for (const e of events) {
        assert.equal(e.windowStart, iso(c.window[0]), e.hazard);
        assert.equal(e.windowEnd, iso(c.window[1]), e.hazard);
      }
    });
  }

  test('the period changes the probability: next week is not the next 30 days', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-23T12:00:00Z') });
    const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
    const week = (await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo next week' }, owner)).json();
    const month = (await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo in the next 30 days' }, owner)).json();
    // Next week ends 13.5 days out: the nearest horizon is 7d (issue 37), its window the calendar week.
    assert.equal(week.riskInput.horizon, '7d');
    assert.equal(month.riskInput.horizon, '30d');
    assert.equal(month.riskInput.window.source, 'horizon');
    assert.ok(week.forecast.probability < month.forecast.probability, `${week.forecast.probability} < ${month.forecast.probability}`);
  });

  test('an explicit horizon that disagrees wins, with its own window', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-23T12:00:00Z') });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Venice next week', horizon: '30d' });
    const body = res.json();
    assert.deepEqual(body.riskInput.window, { start: '2026-11-23T12:00:00.000Z', end: '2026-12-23T12:00:00.000Z', source: 'horizon' });
    assert.equal(body.forecast.event.windowEnd, '2026-12-23T12:00:00.000Z');
  });

  test('the track record logs the period asked, and resolves it when that period ends', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-23T12:00:00Z') });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo next week' });
    assert.equal(res.statusCode, 200);
    const rows = await app.db.all<{ horizon: string; startMs: number; endMs: number }>(
      `SELECT horizon, window_start_ms AS "startMs", window_end_ms AS "endMs" FROM track_forecasts WHERE hazard = 'earthquake'`,
    );
    assert.deepEqual(rows, [{ horizon: '7d', startMs: Date.parse('2026-11-30T00:00:00Z'), endMs: Date.parse('2026-12-07T00:00:00Z') }]);
  });

  test('next week and the next 30 days asked the same day are two logged forecasts; asking again adds none', async (t) => {
    const clock = createManualClock('2026-11-23T12:00:00Z');
    const { app } = await buildTestApp(t, { replay, clock });
    const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
    const ask = async (prompt: string) => assert.equal((await postJson(app, '/api/v1/risk', { prompt }, owner)).statusCode, 200);
    const rows = () =>
      app.db.all<{ horizon: string; startMs: number; endMs: number }>(
        `SELECT horizon, window_start_ms AS "startMs", window_end_ms AS "endMs" FROM track_forecasts WHERE hazard = 'earthquake' ORDER BY id`,
      );
    await ask('earthquake risk in Tokyo in the next 30 days');
    await ask('earthquake risk in Tokyo next week');
    assert.deepEqual(await rows(), [
      { horizon: '30d', startMs: Date.parse('2026-11-23T12:00:00Z'), endMs: Date.parse('2026-12-23T12:00:00Z') },
      { horizon: '7d', startMs: Date.parse('2026-11-30T00:00:00Z'), endMs: Date.parse('2026-12-07T00:00:00Z') },
    ]);
    clock.set('2026-11-23T19:45:00Z');
    await ask('earthquake risk in Tokyo next week');
    await ask('earthquake risk in Tokyo in the next 30 days');
    assert.equal((await rows()).length, 2, 'the same questions later that day weigh once');
    assert.equal((await app.inject({ url: '/api/v1/track-record?hazard=earthquake&horizon=30d' })).json().forecastsLogged, 1);
    assert.equal((await app.inject({ url: '/api/v1/track-record?hazard=earthquake&horizon=7d' })).json().forecastsLogged, 1);
  });

  test('the MCP summary says which window', async (t) => {
    const { summariseForecast } = await import('../../src-server/mcp/tools/get-risk.js');
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-23T12:00:00Z') });
    const body = (await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Venice next week' })).json();
    assert.match(summariseForecast(body), /Flood risk in Venice, Italy, 30 Nov – 6 Dec 2026 \(the period asked; horizon 7d\)/);
    const plain = (await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Venice' })).json();
    assert.match(summariseForecast(plain), /over 30d \(23 Nov – 23 Dec 2026\)/);
  });
});
