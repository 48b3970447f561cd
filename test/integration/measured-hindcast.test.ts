// `npm run hindcast -- --hazard heat|drought --online`, run offline against the replay server: the command's fetching,
// the same model functions on the data as it stood at each issue date, ERA5 as truth, Brier against climatology with a
// bootstrap interval over sites, reliability, and CRPS and Brier by lead day 1-16. No live numbers here.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/shared/clock.js';
import { formatMeasured, MEASURED_HINDCAST_SITES, measuredHindcast, placeOf } from '../../scripts/hindcast-measured.js';
import { testSourceLayer } from '../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const sites = [MEASURED_HINDCAST_SITES[0]!, MEASURED_HINDCAST_SITES[4]!].map(placeOf);

describe('heat and drought hindcast against the replay (the online command, offline)', () => {
  for (const [hazard, windowDays] of [
    ['heat', 7],
    ['drought', 30],
  ] as const) {
    test(`${hazard}: window forecasts and lead days 1-16 scored against ERA5`, async () => {
      const http = testSourceLayer({ clock: createManualClock('2026-11-22T12:00:00Z'), cache: false, timeoutMs: 60_000 });
      const { result, failed } = await measuredHindcast({
        hazard,
        http,
        endpoints: { archive: replay.sources.openMeteoArchive!, ensemble: replay.sources.openMeteoEnsemble! },
        sites,
        from: new Date('2025-06-01T00:00:00Z'),
        to: new Date('2025-07-13T00:00:00Z'),
        everyDays: 14,
        windowDays,
      });
      assert.deepEqual(failed, []);
      assert.equal(result.sites, 2);
      assert.equal(result.cases.length, 2 * 4);
      assert.ok(result.cases.every((c) => c.p >= 0 && c.p <= 1 && c.pClim > 0 && c.pClim < 1));
      assert.ok(Number.isFinite(result.brierScore!) && Number.isFinite(result.climatologyBrierScore!));
      assert.equal(
        result.reliability.reduce((s, b) => s + b.count, 0),
        result.cases.length,
      );
      // The replay's ECMWF ensemble runs 15 days: leads 1-15 are scored, 16 is absent.
      assert.deepEqual(
        result.byLead.map((l) => l.lead),
        Array.from({ length: 15 }, (_, i) => i + 1),
      );
      for (const l of result.byLead) {
        assert.equal(l.forecasts, 8, `lead ${l.lead}`);
        assert.ok(l.crps! >= 0 && l.crpsClimatology! > 0, `lead ${l.lead}: ${l.crps} ${l.crpsClimatology}`);
        assert.equal(
          l.reliability.reduce((s, b) => s + b.count, 0),
          8,
        );
      }
      const text = formatMeasured(result).join('\n');
      assert.match(text, /Brier/);
      assert.match(text, /day 15: n 8, CRPS/);
      // ERA5 from the climatology years before the first issue date.
      assert.equal(replay.callsTo('open-meteo-archive').at(-1)!.query.get('start_date'), '2015-01-01');
      assert.equal(replay.callsTo('open-meteo-ensemble').at(-1)!.query.get('start_date'), '2025-03-01');
    });
  }

  test("each lead day's CRPS is the replay's member noise around the truth: forecasts scored against their own day", async () => {
    const http = testSourceLayer({ clock: createManualClock('2026-11-22T12:00:00Z'), cache: false, timeoutMs: 60_000 });
    const { result } = await measuredHindcast({
      hazard: 'heat',
      http,
      endpoints: { archive: replay.sources.openMeteoArchive!, ensemble: replay.sources.openMeteoEnsemble! },
      sites,
      from: new Date('2025-06-01T00:00:00Z'),
      to: new Date('2025-07-13T00:00:00Z'),
      everyDays: 14,
      windowDays: 7,
    });
    // The replay's members of a past day are the ERA5 day itself (the control) and 50 members with Tmax noise of
    // 1.5 x 0.25 = 0.375 °C (replay/open-meteo-ensemble.ts memberDay: a past day's lead counts as 0). For a normal
    // ensemble around the truth the expected CRPS is σ √(2/π) − (m−1)/m · σ/√π = 0.092 °C, whatever the lead; a
    // forecast scored against another day's Tmax scores the day-to-day change instead (0.4-1.2 °C on this replay).
    const sigma = 0.375;
    const expected = sigma * Math.sqrt(2 / Math.PI) - (50 / 51) * (sigma / Math.sqrt(Math.PI));
    const crps = result.byLead.map((l) => l.crps!);
    const mean = crps.reduce((a, b) => a + b, 0) / crps.length;
    assert.ok(Math.abs(mean - expected) < 0.03, `mean CRPS ${mean} vs ${expected}`);
    for (const l of result.byLead) assert.ok(l.crps! < 2 * expected, `lead ${l.lead}: CRPS ${l.crps}`);
  });
});
