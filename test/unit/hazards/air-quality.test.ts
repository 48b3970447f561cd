// Air-quality model: the EPA AQI formula and the PM2.5 exceedance probability, by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AIR_QUALITY, airQualityModel, airSeverity, dailyAir, usAqiFromPm25 } from '../../../src-server/hazards/air-quality/model.js';
import type { AirHour } from '../../../src-server/sources/open-meteo-air-quality/normalize.js';
import { ctx, dayAt } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);
const hours = (from: number, to: number, pm: (offset: number) => number | null): AirHour[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).flatMap((o) =>
    Array.from({ length: 24 }, (_, h) => ({ time: `${dayAt(o)}T${String(h).padStart(2, '0')}:00`, pm25: pm(o), usAqi: null })),
  );

describe('US AQI from PM2.5 (EPA 2024 breakpoints)', () => {
  test('breakpoints and one interpolation', () => {
    assert.equal(usAqiFromPm25(9), 50);
    assert.equal(usAqiFromPm25(35.5), 101);
    assert.equal(usAqiFromPm25(55.4), 150);
    assert.equal(usAqiFromPm25(12), 56); // (100 - 51) / (35.4 - 9.1) x (12 - 9.1) + 51 = 56.4
    assert.equal(usAqiFromPm25(1000), 500);
    assert.equal(usAqiFromPm25(NaN), 0);
    close(airSeverity(35.5), ((101 - 50) / 250) * 100);
  });
});

describe('air-quality model', () => {
  test('daily means need 12 hours: trailing nulls drop the day', () => {
    const h = hours(0, 1, (o) => (o === 0 ? 20 : null));
    assert.deepEqual(dailyAir(h).map((d) => [d.date, d.pm25]), [[dayAt(0), 20]]);
  });

  test('7d: today exactly on the line (50%), six clean days (0%): 1 - 0.5^(1/2) = 29.29%', () => {
    const obs = { air: hours(-10, 6, (o) => (o === 0 ? AIR_QUALITY.eventPm25 : o < 0 ? 10 : 0)) };
    const r = airQualityModel(obs, ctx('7d'));
    close(r.probability, (1 - 0.5 ** 0.5) * 100);
    close(r.severity, airSeverity(AIR_QUALITY.eventPm25));
    assert.equal(r.event.minDailyPm25, 35.5);
  });

  test('30d: 23 days past the forecast at the recent base rate (3 of 10 days polluted)', () => {
    const obs = { air: hours(-10, 6, (o) => (o < 0 ? (o >= -3 ? 60 : 10) : 0)) };
    const r = airQualityModel(obs, ctx('30d'));
    const pDay = 3.5 / 11;
    close(r.probability, (1 - (1 - pDay) ** (23 / 2)) * 100);
    close(r.severity, airSeverity(60));
  });
});
