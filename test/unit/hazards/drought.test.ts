// Drought model: 90-day water balances, severity, and the projection against the dry tail.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { balanceSums, DROUGHT, droughtModel, droughtSeverity } from '../../../src-server/hazards/drought/model.js';
import { ctx, days, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

describe('drought arithmetic', () => {
  test('90-day sums: 2 mm rain and 1 mm ET0 a day give 90 mm of balance, 180 of rain, 90 of demand', () => {
    const s = balanceSums(days(-199, 0, { precipMm: 2, et0Mm: 1 }), null);
    assert.equal(s.wb.length, 200 - 89);
    assert.ok(s.wb.every((x) => Math.abs(x - 90) < 1e-9));
    assert.ok(s.precip.every((x) => Math.abs(x - 180) < 1e-9));
    assert.ok(s.et0.every((x) => Math.abs(x - 90) < 1e-9));
  });

  test('severity: 70% the missing share of normal rain, 30% the unmet evaporative demand', () => {
    close(droughtSeverity(50, 100, 200), 0.7 * 50 + 0.3 * 75);
    assert.equal(droughtSeverity(300, 200, 100), 0);
    assert.equal(droughtSeverity(0, 0, 0), 100);
  });
});

describe('drought model', () => {
  // Climatology: years alternate wet (3 mm/day) and dry (1 mm/day) rain, ET0 2 mm/day -> 90-day balances of +90 or -90.
  const archive = years(2016, 2025, (d) => ({ precipMm: Number(d.slice(0, 4)) % 2 ? 3 : 1, et0Mm: 2 }));

  test('30d: a bone-dry 90 days is far below the dry threshold; a wet one far above', () => {
    const dry = droughtModel({ archive, forecast: days(-92, 15, { precipMm: 0, et0Mm: 4 }) }, ctx('30d'));
    const wet = droughtModel({ archive, forecast: days(-92, 15, { precipMm: 6, et0Mm: 2 }) }, ctx('30d'));
    assert.ok(dry.probability > 99, String(dry.probability));
    assert.ok(wet.probability < 1, String(wet.probability));
    assert.equal(dry.event.balanceDays, DROUGHT.balanceDays);
    assert.equal(dry.event.percentile, 10);
    assert.equal(dry.event.evaluatedOn, '2026-12-22');
    assert.equal(typeof dry.event.maxBalanceMm, 'number');
  });

  test('1y adds later seasons at 10% each: at least 1 - 0.9^(275.25/90)', () => {
    const r = droughtModel({ archive, forecast: days(-92, 15, { precipMm: 6, et0Mm: 2 }) }, ctx('1y'));
    assert.ok(r.probability >= (1 - 0.9 ** (275.25 / 90)) * 100 - 1e-6);
    assert.ok(r.extrapolation >= 0.5);
  });

  test('10y: a drying CMIP6 run raises the per-season chance', () => {
    const base = years(2016, 2025).map((d) => ({ date: d.date, tmaxC: 30, precipMm: 2, et0Mm: 2 }));
    const drying = [...base, ...years(2026, 2036).map((d) => ({ date: d.date, tmaxC: 31, precipMm: 1.5, et0Mm: 2.3 }))];
    const steady = [...base, ...years(2026, 2036).map((d) => ({ date: d.date, tmaxC: 30, precipMm: 2, et0Mm: 2 }))];
    const fc = days(-92, 15, { precipMm: 2, et0Mm: 2 });
    assert.ok(droughtModel({ archive, forecast: fc, climate: drying }, ctx('10y')).probability > droughtModel({ archive, forecast: fc, climate: steady }, ctx('10y')).probability);
  });
});
