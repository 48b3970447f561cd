// Property tests (fast-check) of the engine core: earthquake model, risk score and confidence.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZONS, DECISION_LENSES, type Horizon } from '../../../src-server/contracts/enums.js';
import { HAZARDS } from '../../helpers/built-in.js';
import { confidenceLabel } from '../../../src-server/forecast/confidence.js';
import { earthquakeSeismicity } from '../../../src-server/hazards/earthquake/seismicity.js';
import { shakingPopulations } from '../../../src-server/hazards/earthquake/shaking-populations.js';
import { earthquakeModel } from '../../../src-server/hazards/earthquake/model.js';
import { atLeastOne, expectedExceedances } from '../../../src-server/hazards/earthquake/site-shaking.js';
import { riskScore } from '../../../src-server/forecast/risk-score.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import { english } from '../../../src-server/risk/translate.js';

const now = new Date('2026-11-22T00:00:00Z');
const NOW_MS = now.getTime();
const ctx = (horizon: Horizon, lat = 35, lng = 139): ModelContext => ({
  place: { name: 'P, Q', city: 'P', country: 'Q', countryCode: 'JP', admin1: null, lat, lng, source: 'coordinates' },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
});

/** Plausible quakes near (35, 139) over the catalogue window. */
const nearQuake = fc.record({
  id: fc.uuid(),
  magnitude: fc.double({ min: 4.5, max: 9, noNaN: true }),
  time: fc.integer({ min: NOW_MS - 39 * 365 * 86_400_000, max: NOW_MS }).map((t) => new Date(t).toISOString()),
  lat: fc.double({ min: 34, max: 36, noNaN: true }),
  lng: fc.double({ min: 138, max: 140, noNaN: true }),
  depthKm: fc.option(fc.double({ min: 0, max: 700, noNaN: true })),
  place: fc.constant(null),
  url: fc.constant(null),
}) as fc.Arbitrary<Quake>;

/** Anything a broken upstream could send that still type-checks: NaN, infinities, nonsense dates. */
const oddQuake = fc.record({
  id: fc.string(),
  magnitude: fc.double(),
  time: fc.oneof(
    fc.string(),
    fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'Invalid' : d.toISOString())),
  ),
  lat: fc.double(),
  lng: fc.double(),
  depthKm: fc.option(fc.double()),
  place: fc.option(fc.string()),
  url: fc.option(fc.string()),
}) as fc.Arbitrary<Quake>;

/** Near the place, with odd magnitudes and depths (NaN, infinities, negatives). */
const oddNearQuake = fc
  .tuple(nearQuake, fc.double(), fc.option(fc.double()))
  .map(([q, magnitude, depthKm]) => ({ ...q, magnitude, depthKm }));

const horizon = fc.constantFrom(...HORIZONS);

/** What the app's USGS query returns, as the model receives it (the query's own window and cut-off). */
const cat = (events: Quake[], lat = 35, lng = 139) => ({
  events,
  query: { center: { lat, lng }, radiusKm: 300, minMagnitude: 4.5, start: new Date(NOW_MS - 50 * 365.25 * 86_400_000), end: now },
});
const inRange = (x: number) => Number.isFinite(x) && x >= 0 && x <= 100;

describe('earthquake model properties', () => {
  test('probability and severity are finite and within 0-100 for any catalogue, including odd rows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(nearQuake, oddQuake, oddNearQuake), { maxLength: 40 }),
        horizon,
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (qs, h, lat, lng) => {
          const r = earthquakeModel(cat(qs, lat, lng), ctx(h, lat, lng));
          const near = earthquakeModel(cat(qs), ctx(h));
          assert.ok(inRange(near.probability) && inRange(near.severity), `near: ${near.probability} ${near.severity}`);
          assert.ok(inRange(r.probability), `probability ${r.probability}`);
          assert.ok(inRange(r.severity), `severity ${r.severity}`);
          assert.ok(
            r.drivers.map(english).every((d) => !/NaN|Infinity|undefined/.test(d)),
            r.drivers.map(english).join(' | '),
          );
          assert.ok(r.companion && inRange(r.companion.probability), `companion ${r.companion?.probability}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('an empty catalogue gives a finite, small, non-zero probability for every horizon', () => {
    for (const h of HORIZONS) {
      const r = earthquakeModel(cat([]), ctx(h));
      assert.ok(r.probability > 0 && r.probability < 100 && inRange(r.severity));
      assert.ok(r.companion!.probability > 0 && r.companion!.probability < 100);
    }
  });

  // Adding events can lower a probability (a new large event turns earlier ones into its aftershocks — the shipped long
  // catalogue's too — and a local b-value replaces the global one), so the property that holds is against what no
  // catalogue can remove: the companion's floor (an empty query) and, for shaking, the floor's own share of it.
  test('any catalogue gives at least the floor: the empty query for the companion, the floor population for shaking', () => {
    fc.assert(
      fc.property(fc.array(nearQuake, { maxLength: 60 }), horizon, (qs, h) => {
        const c = ctx(h);
        const empty = earthquakeModel(cat([]), c);
        const floor = shakingPopulations(earthquakeSeismicity(cat([]), c.place, now), c.window).floor;
        const floorOnly = atLeastOne(expectedExceedances(floor.grid, floor.magnitudes, 6)) * 100;
        const r = earthquakeModel(cat(qs), c);
        assert.ok(r.probability >= floorOnly * (1 - 1e-9), `${r.probability} < ${floorOnly}`);
        assert.ok(r.companion!.probability >= empty.companion!.probability * (1 - 1e-9));
      }),
      { numRuns: 200 },
    );
  });

  test('a longer horizon never lowers the probability', () => {
    fc.assert(
      fc.property(fc.array(nearQuake, { maxLength: 60 }), (qs) => {
        const ps = HORIZONS.map((h) => earthquakeModel(cat(qs), ctx(h)).probability);
        for (let i = 1; i < ps.length; i++) assert.ok(ps[i]! >= ps[i - 1]!, ps.join(', '));
        const cs = HORIZONS.map((h) => earthquakeModel(cat(qs), ctx(h)).companion!.probability);
        for (let i = 1; i < cs.length; i++) assert.ok(cs[i]! >= cs[i - 1]!, cs.join(', '));
      }),
      { numRuns: 200 },
    );
  });
});

describe('riskScore properties', () => {
  const score = fc.double({ min: 0, max: 100, noNaN: true });
  const weight = fc
    .constantFrom(...DECISION_LENSES)
    .chain((lens) => fc.constantFrom(...HAZARDS).map((h) => BUILT_IN_REGISTRY.exposure(h, lens)));

  test('within 0-100 for any input, NaN and infinities included', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (p, s, w) => assert.ok(inRange(riskScore(p, s, w)))),
      { numRuns: 500 },
    );
  });

  test('monotonic in probability and in severity for every lens weight', () => {
    fc.assert(
      fc.property(score, score, score, weight, (a, b, s, w) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        assert.ok(riskScore(hi, s, w) >= riskScore(lo, s, w));
        assert.ok(riskScore(s, hi, w) >= riskScore(s, lo, w));
      }),
      { numRuns: 500 },
    );
  });
});

describe('confidenceLabel properties', () => {
  const order = { low: 0, medium: 1, high: 2 } as const;
  const input = fc
    .record({
      hazard: fc.constantFrom(...HAZARDS),
      horizon,
      sourcesWanted: fc.integer({ min: 0, max: 5 }),
      sourcesOk: fc.integer({ min: 0, max: 5 }),
      dataAgeSec: fc.integer({ min: 0, max: 30 * 86_400 }),
      extrapolation: fc.double({ min: 0, max: 1, noNaN: true }),
      dataCompleteness: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ hazard, ...x }) => ({
      ...x,
      reliability: BUILT_IN_REGISTRY.get(hazard).reliability,
      sourcesOk: Math.min(x.sourcesOk, x.sourcesWanted),
    }));

  test('losing a source never raises confidence', () => {
    fc.assert(
      fc.property(input, (x) => {
        fc.pre(x.sourcesOk > 0);
        assert.ok(order[confidenceLabel({ ...x, sourcesOk: x.sourcesOk - 1 })] <= order[confidenceLabel(x)]);
      }),
      { numRuns: 300 },
    );
  });

  test('older data, less complete data or more extrapolation never raises confidence', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 1, noNaN: true }), (x, k) => {
        const c = order[confidenceLabel(x)];
        assert.ok(order[confidenceLabel({ ...x, dataAgeSec: x.dataAgeSec + 86_400 * 2 })] <= c);
        assert.ok(order[confidenceLabel({ ...x, dataCompleteness: x.dataCompleteness * k })] <= c);
        assert.ok(order[confidenceLabel({ ...x, extrapolation: Math.min(1, x.extrapolation + k) })] <= c);
      }),
      { numRuns: 300 },
    );
  });

  test('no source answered is always low', () => {
    fc.assert(
      fc.property(input, (x) => assert.equal(confidenceLabel({ ...x, sourcesOk: 0 }), 'low')),
      { numRuns: 200 },
    );
  });
});
