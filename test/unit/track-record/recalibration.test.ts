// The companion link's recalibration in the track record: fitted from resolved companions' link probabilities, per hazard,
// none until enough have resolved, and shown in the scoreboard JSON.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { trackRecordSchema } from '../../helpers/built-in.js';
import { openTestDb } from '../../helpers/test-db.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import type { EonetClient } from '../../../src-server/sources/eonet/client.js';
import type { UsgsClient } from '../../../src-server/sources/usgs/client.js';
import { createTrackRecordRepo } from '../../../src-server/track-record/repo.js';
import { createTrackRecordService } from '../../../src-server/track-record/service.js';

const DAY = 86_400_000;

async function setup(t: TestContext, n: number, truth: (p: number) => number) {
  const db = await openTestDb(t);
  const clock = createManualClock('2026-11-22T12:00:00Z');
  const service = createTrackRecordService({
    db,
    clock,
    clients: { usgs: {} as UsgsClient, eonet: {} as EonetClient },
    hazards: BUILT_IN_REGISTRY,
  });
  const repo = createTrackRecordRepo(db);
  const rows = Array.from({ length: n }, (_, i) => {
    const link = 0.05 + 0.9 * ((i * 0.6180339887) % 1);
    const start = Date.parse('2026-01-01T00:00:00Z') + i * DAY;
    return {
      link,
      row: {
        placeCell: `${i}`,
        placeName: `p${i}`,
        lat: 0,
        lng: 0,
        hazard: 'flood',
        horizon: '7d',
        utcDay: new Date(start).toISOString().slice(0, 10),
        issuedAt: new Date(start).toISOString(),
        probability: link,
        eventJson: JSON.stringify({ hazard: 'flood', category: 'floods', linkProbability: link }),
        radiusKm: 150,
        windowStartMs: start,
        windowEndMs: start + 7 * DAY,
        source: 'eonet' as const,
        minMagnitude: null,
        category: 'floods',
        dueAtMs: start + 8 * DAY,
      },
    };
  });
  await repo.log(rows.map((r) => r.row));
  const due = await repo.due(Date.parse('2030-01-01T00:00:00Z'), 100_000);
  const byCell = new Map(rows.map((r) => [r.row.placeCell, r.link]));
  await repo.resolve(
    due.map((f, i) => ({
      forecast: f,
      outcome: ((i * 0.7548776662) % 1 < truth(byCell.get(f.placeCell)!) ? 1 : 0) as 0 | 1,
      evidence: [],
    })),
    '2030-01-01T00:00:00Z',
  );
  // Resolved behind the service's back (the repository directly): what another instance's run would leave.
  await service.refresh();
  return service;
}

describe('track record: companion recalibration', () => {
  test('too few resolved: none, with the reason, in the scoreboard JSON', async (t) => {
    const service = await setup(t, 15, (p) => p);
    const c = service.calibration('flood');
    assert.equal(c.method, 'none');
    const board = trackRecordSchema.parse(await service.get({}));
    const flood = board.recalibration.find((r) => r.hazard === 'flood')!;
    assert.equal(flood.method, 'none');
    assert.equal(flood.resolved, 15);
    assert.match(flood.note!, /at least 20/);
  });

  test('an over-confident link (truth = p/2) is fitted by Platt and pulls 0.6 down towards 0.3', async (t) => {
    const service = await setup(t, 400, (p) => p / 2);
    const c = service.calibration('flood');
    assert.equal(c.method, 'platt');
    const board = trackRecordSchema.parse(await service.get({}));
    const flood = board.recalibration.find((r) => r.hazard === 'flood')!;
    assert.ok(flood.platt);
    const q = 1 / (1 + Math.exp(-(flood.platt!.a + flood.platt!.b * Math.log(0.6 / 0.4))));
    assert.ok(q > 0.2 && q < 0.4, `0.6 -> ${q}`);
    assert.equal(board.recalibration.find((r) => r.hazard === 'storm')!.method, 'none', 'per hazard');
  });
});
