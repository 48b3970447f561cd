// Earthquake model: hand-computed Poisson/Gutenberg-Richter cases and the intensity relation.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  EARTHQUAKE,
  catalogueRate,
  earthquakeModel,
  expectedSeverity,
  intensityAllen2012,
  largestMagnitudeDistribution,
  poissonAtLeastOne,
  severityFromMmi,
} from '../../../src-server/hazards/earthquake/model.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';

const now = new Date('2026-11-22T00:00:00Z');
const ctx = (horizon: ModelContext['horizon']): ModelContext => ({
  place: { name: 'Testville, Nowhere', city: 'Testville', country: 'Nowhere', countryCode: 'XX', admin1: null, lat: 0, lng: 0, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
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

describe('earthquake rate step (shared with the hindcast)', () => {
  const params = { radiusKm: 100, catalogueMinMagnitude: 5, eventMinMagnitude: 5, bValue: 1, pseudoCount: 0.5, clusterDays: 7 };
  const start = new Date('2020-01-01T00:00:00Z');
  const end = new Date('2030-01-01T00:00:00Z'); // 3653 days = 10.0014 years
  const at = (iso: string, mag = 5.5, lng = 0.1): Quake => ({ id: iso, magnitude: mag, time: iso, lat: 0, lng, depthKm: 10, place: null, url: null });

  test('an aftershock sequence in one week counts once; separate weeks count separately', () => {
    const quakes = [
      // Periods are fixed 7-day bins from the window start: days 420-426 run 2021-02-24 .. 2021-03-02.
      at('2021-02-25T00:00:00Z', 6.5),
      at('2021-02-25T06:00:00Z'),
      at('2021-02-27T00:00:00Z'),
      at('2021-03-02T23:00:00Z'),
      at('2024-07-01T00:00:00Z'),
      at('2024-07-01T00:00:00Z', 5.0, 5), // 556 km away: outside
      at('2019-12-31T00:00:00Z'), // before the window
    ];
    const r = catalogueRate(quakes, { lat: 0, lng: 0 }, { start, end }, params);
    assert.equal(r.events.length, 5);
    assert.equal(r.count, 2);
    const years = (end.getTime() - start.getTime()) / (365.25 * 86_400_000);
    assert.ok(Math.abs(r.ratePerYear - 2.5 / years) < 1e-12);
    // 30-day probability by hand: 1 - exp(-0.249965 x 0.082136) = 2.0319 %
    assert.ok(Math.abs(poissonAtLeastOne(r.ratePerYear, 30 / 365.25) - 0.020319) < 1e-5);
  });

  test('clusterDays 0 counts every event; G-R scales M4.5 counts to M5 by 10^-0.5', () => {
    const quakes = [at('2021-03-01T00:00:00Z', 4.6), at('2021-03-01T01:00:00Z', 4.6)];
    const r = catalogueRate(quakes, { lat: 0, lng: 0 }, { start, end }, { ...params, catalogueMinMagnitude: 4.5, clusterDays: 0 });
    const years = (end.getTime() - start.getTime()) / (365.25 * 86_400_000);
    assert.equal(r.count, 2);
    assert.ok(Math.abs(r.ratePerYear - (2.5 / years) * 10 ** -0.5) < 1e-12);
  });

  test('poissonAtLeastOne: 0 at no rate, 1 - e^-1 at one expected event, finite for absurd inputs', () => {
    assert.equal(poissonAtLeastOne(0, 10), 0);
    assert.ok(Math.abs(poissonAtLeastOne(2, 0.5) - (1 - Math.exp(-1))) < 1e-15);
    assert.equal(poissonAtLeastOne(Number.POSITIVE_INFINITY, 1), 1);
    assert.equal(poissonAtLeastOne(-3, 1), 0);
  });
});

describe('earthquake severity: largest magnitude in the window and expected severity', () => {
  const c = { eventMinMagnitude: 5, maxMagnitude: 9, bValue: 1 };
  const pAtLeast = (d: { m: number; w: number }[], m: number) => d.filter((x) => x.m >= m).reduce((s, x) => s + x.w, 0);

  test('few expected events: the largest follows Gutenberg-Richter, P(M >= 6) = 10^-1', () => {
    const d = largestMagnitudeDistribution(1e-6, c);
    assert.ok(Math.abs(d.reduce((s, x) => s + x.w, 0) - 1) < 1e-12);
    assert.ok(Math.abs(pAtLeast(d, 6) - 0.1) < 2e-3, String(pAtLeast(d, 6)));
    assert.ok(Math.abs(pAtLeast(d, 7) - 0.01) < 1e-3);
  });

  test('many expected events: median of the largest is 5 + log10(mu / ln 2) / b (1,000 events: M8.16)', () => {
    const d = largestMagnitudeDistribution(1000, c);
    const below = d.filter((x) => x.m < 8.1).reduce((s, x) => s + x.w, 0);
    const above = d.filter((x) => x.m > 8.2).reduce((s, x) => s + x.w, 0);
    assert.ok(below < 0.5 && above < 0.5, `${below} ${above}`);
  });

  test('expected severity by hand: one magnitude, two distances, averaged', () => {
    const s = expectedSeverity([{ m: 6, w: 1 }], [20, 100]);
    const byHand = (severityFromMmi(intensityAllen2012(6, 20)) + severityFromMmi(intensityAllen2012(6, 100))) / 2;
    assert.ok(Math.abs(s - byHand) < 1e-12);
    // M6 at 20 km: MMI 6.405 -> 48.09; at 100 km: 10.653 - 1.402 ln(100.14) + 0.078 ln 2 = 4.249 -> 4.98; mean 26.53
    assert.ok(Math.abs(s - 26.53) < 0.01, String(s));
  });
});
