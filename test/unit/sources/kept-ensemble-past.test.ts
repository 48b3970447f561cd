// The ensemble's kept past (sources/open-meteo-ensemble/kept-past.ts): the members from today with their kept 92 past
// days are the members one call with 92 past days gives, day for day; the next day asks only the day it lacks.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createKeptHistory } from '../../../src-server/sources/history/kept.js';
import { createHistoryRepo } from '../../../src-server/sources/history/repo.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { createOpenMeteoEnsembleClient } from '../../../src-server/sources/open-meteo-ensemble/client.js';
import { createKeptEnsemblePastClient } from '../../../src-server/sources/open-meteo-ensemble/kept-past.js';
import { withPast } from '../../../src-server/sources/open-meteo-forecast/kept-past.js';
import { testSourceLayer } from '../../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';

describe("the ensemble's kept past", () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());

  test('kept past + members from today = one call with 92 past days; the next day asks one day', async () => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const http = testSourceLayer({ clock });
    const history = createKeptHistory({ repo: createHistoryRepo(sqliteDb(openDatabase(':memory:'))), clock });
    const ensemble = createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, http);
    const kept = createKeptEnsemblePastClient(replay.sources.openMeteoEnsemble!, http, history);
    const q = { lat: 6.45, lng: 3.39, now: clock.now() };

    const whole = (await ensemble.daily({ ...q, pastDays: 92 })).outcome;
    const fromToday = (await ensemble.daily({ ...q, pastDays: 0 })).outcome;
    const past = (await kept.daily(q)).outcome;
    assert.ok(whole.ok && fromToday.ok && past.ok);
    assert.equal(past.data.dates.length, 92);
    assert.equal(past.data.members.length, 51);
    assert.deepEqual(withPast(fromToday.data, past.data), whole.data);

    const calls = replay.callsTo('open-meteo-ensemble').length;
    clock.advance(86_400_000);
    const next = (await kept.daily({ ...q, now: clock.now() })).outcome;
    assert.ok(next.ok);
    const asked = replay.callsTo('open-meteo-ensemble').slice(calls);
    assert.deepEqual(
      asked.map((c) => `${c.query.get('start_date')}..${c.query.get('end_date')}`),
      ['2026-11-22..2026-11-22'],
    );
    assert.equal(next.data.dates[0], '2026-08-23');
    assert.equal(next.data.dates.at(-1), '2026-11-22');
  });
});
