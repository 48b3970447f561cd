// Wildfire model: the Fosberg index by hand, dry spells, and the EONET rate under fire weather.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { drySpellDays, fosbergFfwi, WILDFIRE, wildfireModel, wildfireSeverity } from '../../../src-server/hazards/wildfire/model.js';
import { ctx, days, eonetEvent, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

describe('Fosberg fire weather index', () => {
  test('95 °F, 10% RH, 20 mph: m = 2.4244, eta = 0.8479, FFWI = 0.8479 x sqrt(401) / 0.3002 = 56.56', () => {
    close(fosbergFfwi(35, 10, 20 * 1.609344), 56.56, 0.01);
  });
  test('calm, humid air is near zero; the index is capped at 100', () => {
    assert.ok(fosbergFfwi(15, 95, 0) < 1);
    assert.equal(fosbergFfwi(45, 2, 150), 100);
  });
  test('dry spell counts dry days back from the last one; severity mixes index and dryness', () => {
    assert.equal(drySpellDays(days(-10, -1, (o) => ({ precipMm: o === -6 ? 5 : 0.2 }))), 5);
    assert.equal(wildfireSeverity(80, 30), 100);
    assert.equal(wildfireSeverity(20, 0), 0);
    close(wildfireSeverity(50, 15), 25 + 25);
  });
});

describe('wildfire model', () => {
  const eonet = [eonetEvent('f', WILDFIRE.category, 0.3, 0.3, '2023-08-01T00:00:00Z'), eonetEvent('g', WILDFIRE.category, 0.2, 0, '2024-08-01T00:00:00Z')];
  const archive = years(2016, 2025, { tmaxC: 20, rhMinPct: 60, windMaxKmh: 10 });

  test('1y, catalogue only: 2.5 / 10 a year -> 1 - e^-0.25', () => {
    const r = wildfireModel({ eonet }, ctx('1y'));
    close(r.probability, (1 - Math.exp(-0.25)) * 100);
    assert.equal(r.event.radiusKm, 100);
    assert.equal(r.event.category, 'wildfires');
  });

  test('critical fire weather in the forecast multiplies the rate by up to 10 for its days', () => {
    const hot = days(-20, 15, (o) => (o < 0 ? { precipMm: 0 } : { tmaxC: 38, rhMinPct: 8, windMaxKmh: 45 }));
    const mild = days(-20, 15, { tmaxC: 20, rhMinPct: 60, windMaxKmh: 10, precipMm: 3 });
    const r = wildfireModel({ archive, eonet, forecast: hot }, ctx('7d'));
    close(r.probability, (1 - Math.exp((-0.25 * 7 * 10) / 365.25)) * 100);
    const m = wildfireModel({ archive, eonet, forecast: mild }, ctx('7d'));
    assert.ok(m.probability < r.probability);
    assert.ok(r.severity > m.severity, 'twenty dry days and a high index are worse');
  });
});
