// The weather models' shared arithmetic, checked by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { jeffreys } from '../../../src-server/science/ensemble.js';
import { normalCdf, percentile } from '../../../src-server/science/stats.js';
import {
  anyDay,
  climateChange,
  climWindow,
  exceedance,
  forecastInWindow,
  seasonal,
  windowShift,
} from '../../../src-server/hazards/weather-common.js';
import { horizonWindow as window } from '../../../src-server/hazards/window.js';

const horizonWindow = (at: Date, horizon: Parameters<typeof window>[1]) => window(at, horizon);
import { days, now, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

describe('weather arithmetic', () => {
  test('normal CDF and exceedance', () => {
    close(normalCdf(0), 0.5);
    close(normalCdf(1.6449), 0.95, 1e-4);
    close(normalCdf(-1.2816), 0.1, 1e-4);
    close(exceedance(30, 30, 2), 0.5);
    assert.equal(normalCdf(NaN), 0.5);
  });

  test('spells: three 50% days with 3-day decorrelation are one 50% trial; 30 climatological days at 10% are ten trials', () => {
    close(anyDay([0.5, 0.5, 0.5], 3), 0.5);
    close(climWindow(0.1, 30, 3), 1 - 0.9 ** 10); // 0.6513
    assert.equal(anyDay([], 3), 0);
    assert.equal(climWindow(0.5, 0, 2), 0);
  });

  test('Jeffreys frequency and percentiles', () => {
    close(jeffreys(0, 9), 0.05);
    close(percentile([4, 1, 3, 2], 50)!, 2.5);
    close(percentile([1, 2, 3, 4, 5], 90)!, 4.6);
    assert.equal(percentile([], 50), undefined);
  });

  test('window: forecast days from today on, the rest left to climatology', () => {
    const w = horizonWindow(now, '30d');
    const f = forecastInWindow(days(-5, 15), w);
    assert.equal(f.days.length, 16);
    assert.equal(f.days[0]!.lead, 0);
    assert.equal(f.days[0]!.row.date, '2026-11-22');
    assert.equal(f.restDays, 14);
    assert.equal(forecastInWindow(days(-5, 15), horizonWindow(now, '7d')).days.length, 7);
  });

  test('season: 22 Nov + 30 days with 15-day margins spans 7 Nov to 6 Jan', () => {
    const s = seasonal(years(2020, 2020), horizonWindow(now, '30d'));
    assert.equal(s[0]!.date, '2020-01-01');
    assert.ok(s.some((d) => d.date === '2020-01-06'));
    assert.ok(!s.some((d) => d.date === '2020-01-07'));
    assert.ok(s.some((d) => d.date === '2020-11-07'));
    assert.ok(!s.some((d) => d.date === '2020-11-06'));
    assert.equal(seasonal(years(2020, 2020), horizonWindow(now, '1y')).length, 366);
  });

  test('CMIP6 trend: +1 °C between decades 20 years apart is 0.05 °C a year; a 10-year window sits 10 years from the baseline centre', () => {
    const rows = [
      ...years(2016, 2025).map((d) => ({ date: d.date, tmaxC: 30, precipMm: 1, et0Mm: 3 })),
      ...years(2026, 2045).map((d) => ({ date: d.date, tmaxC: d.date >= '2036' ? 31 : 30.5, precipMm: 1, et0Mm: 3 })),
    ];
    const change = climateChange(rows, 'tmaxC')!;
    assert.equal(change.years, 20);
    close(change.future - change.baseline, 1);
    close(windowShift(change, 10), 0.5);
    assert.equal(windowShift(undefined, 10), 0);
  });
});
