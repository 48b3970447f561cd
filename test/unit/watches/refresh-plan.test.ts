// The watch planner: a cell's refresh cost learned from the calls its last refresh counted, cells alike estimated alike,
// refreshes spread by a ledger over the budget's windows (times the share), kept answers between refreshes, and the
// day's plan with its shortfall when the allowance cannot keep every cell's data under a day old.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openMeteoLimits } from '../../../src-server/sources/limiter.js';
import { createRefreshPlanner } from '../../../src-server/watches/refresh-plan.js';

const FREE = openMeteoLimits({ perMinute: 600, perHour: 5000, perDay: 10_000 });
const H = 3_600_000;
const T0 = Date.parse('2026-11-22T12:00:00Z');
// Today's flood + storm cell: 30 years of ERA5 (a week), the ensemble (3 h), GloFAS members (6 h) and reanalysis (a week).
const COLD = [
  { key: 'era5', weight: 563.7, ttlSec: 7 * 86_400 },
  { key: 'ensemble', weight: 272.9, ttlSec: 3 * 3600 },
  { key: 'members', weight: 1, ttlSec: 6 * 3600 },
  { key: 'reanalysis', weight: 109.6, ttlSec: 7 * 86_400 },
];

describe('watch refresh planner', () => {
  test('the first cell of a kind refreshes to learn its cost; the next ones are spread by the ledger', () => {
    const p = createRefreshPlanner({ windows: FREE, share: 0.8 });
    assert.deepEqual(p.decide('a', 'flood+storm@30d', T0), { mode: 'refresh' }, 'nothing known: refresh and learn');
    assert.deepEqual(
      p.decide('z', 'flood+storm@30d', T0),
      { mode: 'later', atMs: T0 + 60_000 },
      'its kind waits for what the first refresh costs',
    );
    p.refreshed('a', 'flood+storm@30d', T0, COLD);
    // Its 947.2, now on the ledger, is over the minute's 480 (600 x 0.8): alone in its minute; so is each next one.
    assert.deepEqual(p.decide('b', 'flood+storm@30d', T0), { mode: 'later', atMs: T0 + 60_000 });
    assert.deepEqual(p.decide('c', 'flood+storm@30d', T0), { mode: 'later', atMs: T0 + 120_000 });
    assert.deepEqual(p.decide('c', 'flood+storm@30d', T0 + 30_000), { mode: 'later', atMs: T0 + 120_000 }, 'booked once');
    assert.deepEqual(p.decide('c', 'flood+storm@30d', T0 + 120_000), { mode: 'refresh' }, 'its booked turn');
    // Another kind of cell (earthquake only: nothing counted) is never booked: kept or refreshed, nothing is held back
    // (the kept scope only holds counted calls).
    assert.deepEqual(p.decide('q', 'earthquake@30d', T0), { mode: 'refresh' });
    p.refreshed('q', 'earthquake@30d', T0, []);
    assert.deepEqual(p.decide('q', 'earthquake@30d', T0 + 60_000), { mode: 'kept' });
    assert.deepEqual(p.decide('q', 'earthquake@30d', T0 + 2 * 3_600_000), { mode: 'refresh' });
  });

  test('between refreshes a cell reads its kept answers; a refresh costs only the calls expired by then', () => {
    const p = createRefreshPlanner({ windows: FREE, share: 0.8 });
    p.refreshed('a', 'x', T0, COLD);
    // One cell: 272.9 every 3 h (its freshness) + 1 every 6 h + 673.3 a week = 2,283 a day: an hourly period fits.
    assert.equal(p.summary().periodMs, H, 'the shortest period the allowance (8,000) covers');
    assert.deepEqual(p.decide('a', 'x', T0 + H / 2), { mode: 'kept' });
    assert.deepEqual(p.decide('a', 'x', T0 + H), { mode: 'refresh' }, 'nothing expired yet: a refresh that costs nothing');
    p.refreshed('a', 'x', T0 + H, []);
    assert.deepEqual(p.decide('a', 'x', T0 + 2 * H), { mode: 'refresh' });
    p.refreshed('a', 'x', T0 + 2 * H, []);
    assert.deepEqual(p.decide('a', 'x', T0 + 3 * H), { mode: 'refresh' }, 'the ensemble has expired: 272.9 fits the minute');
  });

  test("the day's plan: its weight, the allowance, and the shortfall when a day's refresh of every cell does not fit", () => {
    const p = createRefreshPlanner({ windows: FREE, share: 0.8 });
    for (let i = 0; i < 125; i++) p.refreshed(`c${i}`, 'flood+storm@30d', T0, COLD);
    const s = p.summary();
    assert.equal(s.cells, 125);
    assert.equal(s.allowance, 8000);
    // Once a day per cell: 272.9 + 1 + 673.3 / 7 = 370.1; x 125 = 46,262.
    assert.ok(Math.abs(s.dayWeight - 125 * (272.9 + 1 + 673.3 / 7)) < 1, String(s.dayWeight));
    assert.ok(s.periodMs > 24 * H, 'the allowance covers more than a day only');
    assert.ok(Math.abs(s.shortfall - (s.dayWeight - 8000)) < 0.2);
    assert.equal(s.perCellFits, 64);
    assert.equal(s.countedCells, 125);
    assert.ok(Math.abs(s.steadyDayWeight - s.dayWeight) < 1, 'every cell refreshed: this day is the steady day');
    assert.ok(Math.abs(s.coldWeight - 125 * 947.2) < 1);
  });

  test('cheap cells: every cell refreshed hourly within the allowance', () => {
    const p = createRefreshPlanner({ windows: FREE, share: 0.8 });
    const cheap = [{ key: 'ensemble', weight: 12, ttlSec: 3600 }];
    for (let i = 0; i < 500; i++) p.refreshed(`c${i}`, 'x', T0, cheap);
    // 500 cells x 12: 144,000 a day hourly, 12,000 every 12 h, 6,000 once a day: the allowance (8,000) covers a day.
    assert.equal(p.summary().periodMs, 24 * H);
    const few = createRefreshPlanner({ windows: FREE, share: 0.8 });
    for (let i = 0; i < 20; i++) few.refreshed(`c${i}`, 'x', T0, cheap);
    assert.equal(few.summary().periodMs, H, '20 cells x 12 x 24 = 5,760: hourly fits');
  });
});
