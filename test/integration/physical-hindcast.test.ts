// `npm run hindcast -- --hazard flood|storm|wildfire --online`, run offline against the replay server: the command's
// fetching, the same forecast functions, truth from ERA5/GloFAS, Brier, climatology, bootstrap and reliability.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/shared/clock.js';
import { formatResult, HINDCAST_SITES, physicalHindcast } from '../../scripts/hindcast-physical.js';
import { testSourceLayer } from '../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const sites = [HINDCAST_SITES[2]!, HINDCAST_SITES[13]!].map(([name, lat, lng, cc]) => ({
  name,
  city: name.split(',')[0]!,
  country: name.split(', ')[1]!,
  countryCode: cc,
  admin1: null,
  lat,
  lng,
  source: 'coordinates' as const,
}));

describe('physical hindcast against the replay (the online command, offline)', () => {
  for (const hazard of ['storm', 'flood', 'wildfire'] as const) {
    test(`${hazard}: forecasts scored against the reanalysis, with climatology, bootstrap interval and reliability`, async () => {
      const http = testSourceLayer({ clock: createManualClock('2026-11-22T12:00:00Z'), cache: false, timeoutMs: 30_000 });
      const { result, failed } = await physicalHindcast({
        hazard,
        http,
        endpoints: {
          archive: replay.sources.openMeteoArchive!,
          ensemble: replay.sources.openMeteoEnsemble!,
          flood: replay.sources.openMeteoFlood!,
        },
        sites,
        from: new Date('2025-06-01T00:00:00Z'),
        to: new Date('2025-07-13T00:00:00Z'),
        everyDays: 14,
        windowDays: 7,
      });
      assert.deepEqual(failed, []);
      assert.equal(result.sites, 2);
      assert.equal(result.cases.length, 2 * 4);
      assert.ok(result.cases.every((c) => c.p >= 0 && c.p <= 1 && c.pClimatology > 0 && c.pClimatology < 1));
      assert.ok(Number.isFinite(result.brierScore!) && Number.isFinite(result.climatologyBrierScore!));
      assert.equal(
        result.reliability.reduce((s, b) => s + b.count, 0),
        result.cases.length,
      );
      assert.ok(result.membersShare > 0, 'the archived ensemble members were used');
      // Two sites and a climatology strictly inside 0-1: the bootstrap over sites has its interval, around the skill.
      const ci = result.skillVsClimatologyCi95;
      assert.ok(ci !== null, 'a 95 % interval over two sites');
      assert.ok(
        ci[0] <= result.skillVsClimatologyPct! && result.skillVsClimatologyPct! <= ci[1],
        `${result.skillVsClimatologyPct} in ${ci.join(' .. ')}`,
      );
      assert.match(formatResult(result).join('\n'), /Brier/);
      // The archive calls asked for the climatology years before the first issue date.
      const era5 = replay.callsTo('open-meteo-archive').at(-1)!.query;
      assert.equal(era5.get('start_date'), '1995-01-01');
    });
  }
});
