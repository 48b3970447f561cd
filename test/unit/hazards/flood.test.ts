// Flood model: the 2-year river level, ensemble exceedance and severities by hand, and the EONET rate under live signals.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FLOOD, floodModel, rainSeverity, riverDayProbability, riverSeverity, twoYearLevel } from '../../../src-server/hazards/flood/model.js';
import type { DischargeDay } from '../../../src-server/sources/open-meteo-flood/normalize.js';
import { ctx, dayAt, days, eonetEvent, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);
const q = (date: string, v: number): DischargeDay => ({ date, q: v, min: v * 0.5, p25: v * 0.75, median: v, p75: v * 1.25, max: v * 1.5 });

describe('flood arithmetic', () => {
  test('2-year level: median of complete years\' maxima (100, 200, 300 -> 200); short years ignored', () => {
    const hist = [2018, 2019, 2020].flatMap((y, i) => years(y, y).map((d) => ({ date: d.date, q: d.date.endsWith('06-01') ? (i + 1) * 100 : 10 })));
    hist.push({ date: '2021-01-01', q: 9999 });
    assert.deepEqual(twoYearLevel(hist), { q2: 200, years: 3 });
    assert.equal(twoYearLevel([]), undefined);
  });

  test('ensemble exceedance: linear between quantiles', () => {
    const d = { date: 'x', q: 200, min: 100, p25: 150, median: 200, p75: 250, max: 300 };
    close(riverDayProbability(d, 225), 0.375);
    close(riverDayProbability(d, 50), 1 - 1 / 51);
    assert.equal(riverDayProbability(d, 301), 0);
    close(riverDayProbability({ ...d, min: null, p25: null, median: null, p75: null, max: null }, 200), 0.5);
  });

  test('severities: rain 50 mm 30, 200 mm 100; river at its 2-year level 40, at twice it 80', () => {
    assert.equal(rainSeverity(50), 30);
    assert.equal(rainSeverity(200), 100);
    assert.equal(riverSeverity(1), 40);
    assert.equal(riverSeverity(2), 80);
  });
});

describe('flood model', () => {
  const eonet = [eonetEvent('a', FLOOD.category, 0.5, 0.5, '2020-07-01T00:00:00Z'), eonetEvent('b', FLOOD.category, -0.5, 0, '2024-07-01T00:00:00Z')];

  test('1y, catalogue only: two floods in 10 years -> 2.5/10 a year -> 1 - e^-0.25 = 22.12%', () => {
    const r = floodModel({ eonet }, ctx('1y'));
    close(r.probability, (1 - Math.exp(-0.25)) * 100);
    assert.equal(r.event.category, 'floods');
    assert.equal(r.event.radiusKm, 150);
    assert.equal(r.event.description, 'At least one NASA EONET flood event observed within 150 km of Testville, Nowhere');
  });

  test('7d with 120 mm forecast on a dry-season climatology: the likelihood ratio hits its cap of 10', () => {
    const archive = years(2016, 2025, { precipMm: 2 });
    const forecast = days(-10, 15, (o) => ({ precipMm: o === 2 ? 120 : 0 }));
    const r = floodModel({ eonet, archive, forecast }, ctx('7d'));
    close(r.probability, (1 - Math.exp((-0.25 * 7 * 10) / 365.25)) * 100);
    close(r.severity, rainSeverity(120));
  });

  test('a river over its 2-year level in the ensemble raises the chance; a cell off the network is rain only', () => {
    const history = [2016, 2017, 2018, 2019, 2020].flatMap((y) => years(y, y).map((d) => ({ date: d.date, q: d.date.endsWith('03-01') ? 1000 : 300 })));
    const high = Array.from({ length: 30 }, (_, i) => q(dayAt(i), 1800));
    const normal = Array.from({ length: 30 }, (_, i) => q(dayAt(i), 300));
    const archive = years(2016, 2025, { precipMm: 2 });
    const forecast = days(-5, 15, { precipMm: 1 });
    const swollen = floodModel({ eonet, archive, forecast, dischargeHistory: history, discharge: high }, ctx('7d'));
    const usual = floodModel({ eonet, archive, forecast, dischargeHistory: history, discharge: normal }, ctx('7d'));
    assert.ok(swollen.probability > usual.probability);
    assert.ok(swollen.drivers.some((d) => d.includes('2-year discharge 1000')));
    const dry = floodModel({ eonet, archive, forecast, dischargeHistory: history.map((d) => ({ ...d, q: 0 })), discharge: normal }, ctx('7d'));
    assert.ok(dry.drivers.some((d) => d.includes('No river')));
  });
});
