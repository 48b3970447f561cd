// NASA POWER's CSV daily answers (test/fixtures/recorded/nasa-power: real answers, see PROVENANCE.md) read into columns,
// and the client against the replay, which answers in the same layout.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createNasaPowerClient, POWER_DAILY_PARAMS } from '../../../src-server/sources/nasa-power/client.js';
import { normalizePowerCsv } from '../../../src-server/sources/nasa-power/normalize.js';
import { testSourceLayer } from '../../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';

const recorded = (name: string) => readFileSync(new URL(`../../fixtures/recorded/nasa-power/${name}`, import.meta.url), 'utf8');

describe('NASA POWER CSV', () => {
  test('YEAR,DOY rows (AG community): values, the MERRA-2 cell and its elevation', () => {
    const c = normalizePowerCsv(
      recorded('daily-point-ag-doy-south-pole-1983-01-01-utc.csv'),
      ['T2M_MAX', 'T2M_MIN', 'WS10M', 'PRECTOTCORR'],
      '1983-01-01',
      '1983-01-01',
    );
    assert.deepEqual(c.columns, { T2M_MAX: [-22.7], T2M_MIN: [-25.37], WS10M: [1.93], PRECTOTCORR: [null] });
    assert.deepEqual(c.source, { latitude: -89.5, longitude: -179.5, elevation: 2885.03 });
  });

  test('YEAR,MO,DY rows (other communities)', () => {
    const c = normalizePowerCsv(recorded('daily-point-sb-mody-south-pole-1983-01-01-utc.csv'), ['T2M', 'RH2M'], '1983-01-01', '1983-01-01');
    assert.deepEqual(c.columns, { T2M: [-24.36], RH2M: [92.61] });
  });

  test('a fill value is a missing day; a cut answer or a foreign body is a parse failure', () => {
    const body = recorded('daily-point-ag-doy-south-pole-1983-01-01-utc.csv').replace('-22.7', '-999');
    assert.deepEqual(normalizePowerCsv(body, ['T2M_MAX'], '1983-01-01', '1983-01-01').columns, { T2M_MAX: [null] });
    assert.throws(() => normalizePowerCsv(body, ['T2M_MAX'], '1983-01-01', '1983-01-02'), /1 of 2 days/);
    assert.throws(() => normalizePowerCsv(body.slice(0, 200), ['T2M_MAX'], '1983-01-01', '1983-01-01'), /no CSV header/);
    assert.throws(() => normalizePowerCsv('{"messages":[]}', ['T2M_MAX'], '1983-01-01', '1983-01-01'), /no CSV header/);
  });
});

describe('NASA POWER client against the replay', () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());

  test('every parameter the history reads, in UTC days, as CSV; places of one MERRA-2 cell get its values', async () => {
    const http = testSourceLayer({ clock: createManualClock('2026-11-22T12:00:00Z'), cache: false });
    const client = createNasaPowerClient(replay.sources.nasaPower!, http);
    const a = await client.daily({ lat: 6.45, lng: 3.39 }, POWER_DAILY_PARAMS, '2026-01-01', '2026-01-31');
    assert.ok(a.outcome.ok, a.outcome.ok ? '' : a.outcome.reason);
    assert.match(a.url, /format=csv&time-standard=utc$/);
    assert.equal(a.outcome.data.columns.T2M_MAX!.length, 31);
    assert.ok(a.outcome.data.columns.ALLSKY_SFC_SW_DWN!.every((x) => x !== null && x > 0));
    const b = await client.daily({ lat: 6.55, lng: 3.3 }, POWER_DAILY_PARAMS, '2026-01-01', '2026-01-31');
    assert.ok(b.outcome.ok);
    assert.deepEqual(b.outcome.data.columns, a.outcome.data.columns);
  });
});
