// A kept-history call the Open-Meteo budget refuses is queued for its turn like a cached call (sources/deferred-calls.ts),
// made then in the background and kept in the history store (sources/history/kept.ts): asked again after its turn,
// the hazard is scored from the kept series without the call being made a second time.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, postJson } from '../helpers/build-app.js';
import { createJumpableTime } from '../support/budget-time.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

/** The free tier's hour and day, and a minute other questions have mostly spent (100 weighted calls). */
const BUSY_FREE_TIER = {
  sourceTimeoutMs: 8000,
  openMeteoLimitScope: 'all' as const,
  openMeteoPerMinute: 100,
  openMeteoPerHour: 5000,
  openMeteoPerDay: 10_000,
};

/** The GloFAS reanalysis' whole first fetch (from 1984: 109.6 weighted calls, more than the busy minute left). */
const reanalysisCalls = () => replay.callsTo('open-meteo-flood').filter((c) => c.query.get('start_date') === '1984-01-01');

describe('a refused kept-history call is queued, not lost', () => {
  test('the GloFAS reanalysis refused in a busy minute is made at its turn and kept; asked again then, flood is scored without it', async (t) => {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const { app } = await buildTestApp(t, { replay, clock: time.clock, budgetTime: time, overrides: BUSY_FREE_TIER });
    // Another place's heat question takes part of the minute.
    const heat = await postJson(app, '/api/v1/risk', { prompt: 'heat risk in Nairobi next week' });
    assert.equal(heat.statusCode, 200, heat.body);
    const before = reanalysisCalls().length;
    const first = await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Oslo next month' });
    assert.ok(first.statusCode === 503 || first.statusCode === 200, first.body);
    const queued = app.services.http.openMeteoBudget();
    assert.ok(queued.queuedCalls >= 1 && queued.queuedWeight >= 109, JSON.stringify(queued));
    assert.equal(reanalysisCalls().length, before, 'not made within the busy minute');

    // Each queued call heavier than the minute goes alone in an empty one: a minute a call.
    for (let i = 0; i < 10 && app.services.http.openMeteoBudget().queuedCalls > 0; i++) {
      time.jump(61_000);
      await app.services.http.deferredSettled();
    }
    assert.equal(app.services.http.openMeteoBudget().queuedCalls, 0);
    // Made in the background at its turn, before anyone asks again.
    assert.equal(reanalysisCalls().length, before + 1, 'the queued reanalysis was made at its turn');

    const again = await postJson(app, '/api/v1/risk', { prompt: 'flood risk in Oslo next month' });
    assert.equal(again.statusCode, 200, again.body);
    const flood = again.json().forecast.hazardBreakdown.find((h: { hazard: string }) => h.hazard === 'flood');
    assert.equal(flood.status, 'ok', JSON.stringify(flood));
    assert.equal(reanalysisCalls().length, before + 1, 'served from the kept series, not asked again');
  });
});
