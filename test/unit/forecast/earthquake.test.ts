// Earthquake model: hand-computed Poisson/Gutenberg-Richter cases and the intensity relation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EARTHQUAKE, earthquakeModel, intensityAllen2012, severityFromMmi } from '../../../src-server/forecast/models/earthquake.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import type { ModelContext } from '../../../src-server/forecast/types.js';

const now = new Date('2026-11-22T00:00:00Z');
const ctx = (horizon: ModelContext['horizon']): ModelContext => ({
  place: { name: 'Testville, Nowhere', city: 'Testville', country: 'Nowhere', countryCode: 'XX', admin1: null, lat: 0, lng: 0, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now,
});

/** n quakes of magnitude `mag` at `distKm` east of the origin, spread over the last 30 years. */
function quakes(n: number, mag = 4.6, distKm = 50, depthKm = 10): Quake[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    magnitude: mag,
    time: new Date(now.getTime() - (i + 1) * 86_400_000 * 10).toISOString(),
    lat: 0,
    lng: distKm / 111.195,
    depthKm,
    place: null,
    url: null,
  }));
}

describe('earthquake model', () => {
  test('rate and probability by hand: 79.5 events/40 y scaled by GR to M5', () => {
    const r = earthquakeModel(quakes(79), ctx('1y'));
    // lambda(M4.5+) = (79 + 0.5) / 40 = 1.9875 per year; lambda(M5+) = 1.9875 x 10^-0.5 = 0.62851
    const lambda5 = (79.5 / 40) * 10 ** -0.5;
    assert.ok(Math.abs(lambda5 - 0.62851) < 1e-4);
    const expected = (1 - Math.exp(-lambda5 * 1)) * 100; // 46.66 %
    assert.ok(Math.abs(r.probability - expected) < 1e-9);
    assert.ok(Math.abs(r.probability - 46.66) < 0.01);
  });

  test('an empty catalogue gives a small rate (Jeffreys prior), not zero', () => {
    const r = earthquakeModel([], ctx('30d'));
    const lambda5 = (0.5 / 40) * 10 ** -0.5;
    assert.ok(Math.abs(r.probability - (1 - Math.exp(-lambda5 * (30 / 365.25))) * 100) < 1e-9);
    assert.ok(r.probability > 0 && r.probability < 0.1);
  });

  test('events outside the radius, below M4.5 or older than the catalogue window are ignored', () => {
    const far = quakes(10, 6, EARTHQUAKE.radiusKm + 5);
    const small = quakes(10, 4.4);
    const old = quakes(1).map((q) => ({ ...q, time: '1970-01-01T00:00:00.000Z' }));
    assert.equal(earthquakeModel([...far, ...small, ...old], ctx('1y')).probability, earthquakeModel([], ctx('1y')).probability);
  });

  test('event definition is exact and machine-readable', () => {
    const r = earthquakeModel(quakes(5), ctx('7d'));
    assert.equal(r.event.minMagnitude, 5);
    assert.equal(r.event.radiusKm, 150);
    assert.equal(r.event.windowStart, '2026-11-22T00:00:00.000Z');
    assert.equal(r.event.windowEnd, '2026-11-29T00:00:00.000Z');
  });

  test('Allen et al. (2012) intensity by hand: M6 at 20 km hypocentral', () => {
    // rm = -0.209 + 2.042 e^1 = 5.34174; MMI = 10.653 - 1.402 ln(sqrt(400 + 28.534)) = 10.653 - 1.402 x 3.03033 = 6.4047
    const mmi = intensityAllen2012(6, 20);
    assert.ok(Math.abs(mmi - 6.4047) < 1e-3, String(mmi));
    // beyond 50 km the far-field term applies: M7 at 100 km
    const far = intensityAllen2012(7, 100);
    const rm = -0.209 + 2.042 * Math.exp(2);
    const expected = 2.085 + 1.428 * 7 - 1.402 * Math.log(Math.sqrt(100 ** 2 + rm ** 2)) + 0.078 * Math.log(2);
    assert.ok(Math.abs(far - expected) < 1e-12);
  });

  test('severity maps MMI IV -> 0 and IX -> 100, clamped', () => {
    assert.equal(severityFromMmi(4), 0);
    assert.equal(severityFromMmi(6.5), 50);
    assert.equal(severityFromMmi(9), 100);
    assert.equal(severityFromMmi(2), 0);
    assert.equal(severityFromMmi(11), 100);
  });

  test('probability never drops with more events or a longer horizon', () => {
    let last = -1;
    for (const n of [0, 1, 5, 20, 100, 500]) {
      const p = earthquakeModel(quakes(n), ctx('30d')).probability;
      assert.ok(p >= last);
      last = p;
    }
    last = -1;
    for (const h of ['7d', '30d', '1y', '10y', '30y'] as const) {
      const p = earthquakeModel(quakes(20), ctx(h)).probability;
      assert.ok(p >= last);
      last = p;
    }
  });
});
