// Storm model: the EONET catalogue rate and how live gusts move it, by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { STORM, stormModel, stormSeverity } from '../../../src-server/hazards/storm/model.js';
import { ctx, dayAt, days, eonetEvent, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);

describe('storm model', () => {
  test('severity: gale (60 km/h) 0, category-3 hurricane (178 km/h) 100, heavy rain +10', () => {
    assert.equal(stormSeverity(60, false), 0);
    assert.equal(stormSeverity(178, false), 100);
    close(stormSeverity(90, true), (30 / 118) * 100 + 10);
  });

  test('1y from the EONET catalogue alone: one storm in 10 years -> 1.5/10 a year -> 1 - e^-0.15 = 13.93%', () => {
    const r = stormModel({ eonet: [eonetEvent('s', STORM.category, 1, 1, '2021-09-01T00:00:00Z')] }, ctx('1y'));
    close(r.probability, (1 - Math.exp(-0.15)) * 100);
    assert.equal(r.event.category, 'severeStorms');
    assert.equal(r.event.radiusKm, 300);
    assert.equal(r.layers[0]!.data.features.length, 1);
  });

  test('an open storm observed 3 days ago counts as ongoing for 7d: 1 - 0.5 x e^(-0.05 x 7/365.25)', () => {
    const r = stormModel({ eonet: [eonetEvent('s', STORM.category, 1, 1, `${dayAt(-3)}T00:00:00Z`, null)] }, ctx('7d'));
    close(r.probability, (1 - 0.5 * Math.exp((-0.15 * 7) / 365.25)) * 100);
  });

  test('forecast gusts far above 90 km/h raise the chance by the maximum likelihood ratio (10x)', () => {
    const archive = years(2016, 2025, { gustMaxKmh: 40 });
    const eonet = [eonetEvent('s', STORM.category, 1, 1, '2021-09-01T00:00:00Z')];
    const calm = stormModel({ archive, eonet, forecast: days(-3, 15, { gustMaxKmh: 30 }) }, ctx('7d'));
    const wild = stormModel({ archive, eonet, forecast: days(-3, 15, { gustMaxKmh: 150 }) }, ctx('7d'));
    close(wild.probability, (1 - Math.exp((-0.15 * 7 * 10) / 365.25)) * 100);
    // Calm forecast in a climate that never gusts to 90: live and normal agree, the ratio stays near 1 (0.02 / 0.0229).
    assert.ok(calm.probability < (1 - Math.exp((-0.15 * 7) / 365.25)) * 100);
    assert.ok(calm.probability > (1 - Math.exp((-0.15 * 7 * 0.8) / 365.25)) * 100);
    assert.ok(wild.severity > calm.severity);
  });
});
