// Conflict and food-insecurity models: hand-computed cases and property tests.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZONS, type Horizon } from '../../../src-server/contracts/enums.js';
import { CONFLICT, conflictModel } from '../../../src-server/hazards/conflict/model.js';
import { anyOfBlocks, countryRates, logGamma, poissonAtLeast, reportsPredictive, type CountrySignals } from '../../../src-server/hazards/country-hazard.js';
import { FOOD_INSECURITY, foodInsecurityModel } from '../../../src-server/hazards/food-insecurity/model.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { ReliefWebDisaster, ReliefWebReport } from '../../../src-server/sources/reliefweb/normalize.js';
import { english } from '../../../src-server/i18n/translate.js';

const now = new Date('2026-11-22T00:00:00Z');
const DAY = 86_400_000;
const ctx = (horizon: Horizon): ModelContext => ({
  place: { name: 'Khartoum, Sudan', city: 'Khartoum', country: 'Sudan', countryCode: 'SD', admin1: null, lat: 15.55, lng: 32.53, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
});
const disaster = (name: string, types: string[], status: string, eventDate: string | null): ReliefWebDisaster => ({
  id: name.length,
  name,
  status,
  glide: null,
  types,
  eventDate,
  countries: ['sdn'],
  location: { lat: 15.59, lng: 30.22 },
  url: null,
});
const report = (i: number): ReliefWebReport => ({ id: i, title: `Report ${i}`, createdAt: new Date(now.getTime() - i * DAY).toISOString(), themes: ['Safety and Security'], sources: ['OCHA'], url: null });
const signals = (totalCount: number, disasters: ReliefWebDisaster[], lookbackDays = 90): CountrySignals => ({
  reports: { totalCount, items: Array.from({ length: Math.min(10, totalCount) }, (_, i) => report(i + 1)) },
  reportsFrom: new Date(now.getTime() - lookbackDays * DAY),
  disasters,
  iso3: 'sdn',
});

const WAR = disaster('Sudan: Conflict - Apr 2023', ['Complex Emergency'], 'ongoing', '2023-04-15T00:00:00.000Z');
const FOOD_CRISIS = disaster('Sudan: Food Insecurity - 2024-2026', ['Complex Emergency'], 'ongoing', '2024-02-01T00:00:00.000Z');
const OLD_DROUGHT = disaster('Sudan: Drought - 1990', ['Drought'], 'past', '1990-07-01T00:00:00.000Z');

describe('Poisson pieces', () => {
  test('P(N >= k) by hand and at the edges', () => {
    // mu = 2, k = 2: 1 - e^-2 (1 + 2) = 0.593994
    assert.ok(Math.abs(poissonAtLeast(2, 2) - 0.5939941502901619) < 1e-12);
    assert.equal(poissonAtLeast(0, 0), 1);
    assert.equal(poissonAtLeast(5, 0), 0);
    assert.equal(poissonAtLeast(5, Number.NaN), 0);
    assert.equal(poissonAtLeast(5, Number.POSITIVE_INFINITY), 1);
    assert.equal(poissonAtLeast(5, 1e6), 1);
  });
  test('independent blocks', () => {
    assert.ok(Math.abs(anyOfBlocks(0.5, 2) - 0.75) < 1e-15);
    assert.equal(anyOfBlocks(0, 10), 0);
    assert.equal(anyOfBlocks(1, 0.5), 1);
  });
});

/** Negative-binomial predictive P(N >= k) for r = n + 0.5 and q = L / (L + B), by its closed form. */
function nbAtLeast(n: number, L: number, B: number, k: number): number {
  const r = n + 0.5;
  const q = L / (L + B);
  let below = 0;
  for (let j = 0; j < k; j++) below += Math.exp(logGamma(j + r) - logGamma(j + 1) - logGamma(r) + r * Math.log(q) + j * Math.log(1 - q));
  return 1 - below;
}

describe('calibrated report chance (Gamma posterior of the rate)', () => {
  test('one block: the negative-binomial predictive in closed form', () => {
    for (const [n, L, B] of [[44, 90, 30], [3, 90, 30], [0, 365, 30], [120, 365, 7]] as const) {
      const got = reportsPredictive(n, L, 5, B, 1, 0.5);
      assert.ok(Math.abs(got - nbAtLeast(n, L, B, 5)) < 2e-4, `${n}/${L}/${B}: ${got} vs ${nbAtLeast(n, L, B, 5)}`);
    }
  });
  test('many reports: close to the plug-in Poisson; none: a fatter tail than the plug-in', () => {
    assert.ok(Math.abs(reportsPredictive(44, 90, 5, 30, 1, 0.5) - poissonAtLeast(5, (44.5 / 90) * 30)) < 0.01);
    assert.ok(reportsPredictive(0, 90, 5, 30, 1, 0.5) > poissonAtLeast(5, (0.5 / 90) * 30));
  });
  test('blocks share one unknown rate: below the independent-blocks product when the rate is uncertain', () => {
    const shared = reportsPredictive(2, 90, 5, 30, 12, 0.5);
    const single = reportsPredictive(2, 90, 5, 30, 1, 0.5);
    assert.ok(shared < anyOfBlocks(single, 12), `${shared} vs ${anyOfBlocks(single, 12)}`);
    assert.ok(shared > single);
  });
});

describe('conflict model', () => {
  // 44 conflict reports in 90 days; one complex emergency since 2006 (the food-named one is not conflict):
  // lambda_d = (1 + 0.0012 x 5) / (20 + 5) = 0.04024 per year.
  const s = signals(44, [WAR, FOOD_CRISIS, OLD_DROUGHT]);

  test('30 days: the predictive report chance, the disaster onset, and the risk-scale severity', () => {
    const r = countryRates(s, CONFLICT, 30, now);
    assert.ok(Math.abs(r.pReports - nbAtLeast(44, 90, 30, 5)) < 2e-4);
    assert.ok(Math.abs(r.pDisaster - 0.003299677529124301) < 1e-12);
    assert.equal(r.newDisasters.length, 1);
    assert.equal(r.ongoing.length, 1);
    const m = conflictModel(s, ctx('30d'));
    assert.ok(Math.abs(m.probability - 100 * (1 - (1 - r.pReports) * (1 - r.pDisaster))) < 1e-9);
    // An ongoing complex emergency: the "minor armed conflict" anchor of the risk scale.
    assert.equal(m.severity, 50);
    assert.equal(conflictModel(signals(44, []), ctx('30d')).severity, 20);
    assert.match(english(m.event.description), /^Humanitarian reporting on conflict: /);
    assert.ok(m.drivers.map(english).some((d) => d.includes('attention')));
  });

  test('7 days: one block of 7 days', () => {
    const m = conflictModel(s, ctx('7d'));
    assert.equal(m.event.periodDays, 7);
    assert.match(english(m.event.description), /at least 5 reports on Sudan tagged Peacekeeping and Peacebuilding or Safety and Security within the window/);
  });

  test('1 year: 30-day periods of the window', () => {
    const m = conflictModel(signals(44, [WAR], 365), ctx('1y'));
    assert.ok(m.probability > 95);
    assert.equal(m.event.periodDays, 30);
    assert.match(english(m.event.description), /some 30-day period of the window/);
  });

  test('event is machine-readable and country-wide', () => {
    const e = conflictModel(s, ctx('30d')).event;
    assert.equal(e.scope, 'country');
    assert.equal(e.countryIso3, 'SDN');
    assert.equal(e.countryCode, 'SD');
    assert.equal(e.minReports, 5);
    assert.deepEqual(e.reportThemes, ['Peacekeeping and Peacebuilding', 'Safety and Security']);
    assert.equal(e.windowEnd, '2026-12-22T00:00:00.000Z');
    assert.equal(e.verifiedBy, 'ReliefWeb');
  });
});

describe('food-insecurity model by hand', () => {
  test('a quiet country: 30y rests mostly on the global prior, (0 + 0.037 x 5) / 25 per year -> 19.91 %', () => {
    const m = foodInsecurityModel({ ...signals(0, []), reportsFrom: new Date(now.getTime() - 365 * DAY) }, ctx('30y'));
    assert.ok(m.probability >= 19.908 && m.probability < 20.2, String(m.probability));
    // Reports only: the IPC Phase 2 ("Stressed") anchor; a listed food crisis: Phase 3 ("Crisis").
    assert.equal(m.severity, 40);
    assert.equal(foodInsecurityModel(signals(10, [FOOD_CRISIS]), ctx('30d')).severity, 60);
    assert.ok(m.drivers.map(english).some((d) => /scenario/.test(d)));
  });

  test('food crises count as food, not conflict; old droughts do not count as new', () => {
    const r = countryRates(signals(10, [WAR, FOOD_CRISIS, OLD_DROUGHT]), FOOD_INSECURITY, 30, now);
    assert.deepEqual(r.newDisasters.map((d) => d.name), ['Sudan: Food Insecurity - 2024-2026']);
    assert.deepEqual(r.ongoing.map((d) => d.name), ['Sudan: Food Insecurity - 2024-2026']);
  });
});

describe('country model properties', () => {
  const anyDisaster = fc.record({
    id: fc.integer(),
    name: fc.oneof(fc.constantFrom('X: Conflict', 'X: Food Insecurity', 'X: Drought'), fc.string()),
    status: fc.option(fc.constantFrom('alert', 'ongoing', 'past', 'alert-archive')),
    glide: fc.constant(null),
    types: fc.subarray(['Complex Emergency', 'Drought', 'Insect Infestation', 'Flood']),
    eventDate: fc.option(fc.integer({ min: now.getTime() - 30 * 365 * DAY, max: now.getTime() + 30 * DAY }).map((t) => new Date(t).toISOString())),
    countries: fc.constant(['sdn']),
    location: fc.option(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) })),
    url: fc.constant(null),
  }) as fc.Arbitrary<ReliefWebDisaster>;
  const count = fc.oneof(fc.nat(5000), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1));
  const models = [conflictModel, foodInsecurityModel];
  const inRange = (x: number) => Number.isFinite(x) && x >= 0 && x <= 100;

  test('probability and severity finite and within 0-100, even for odd counts and empty lists', () => {
    fc.assert(
      fc.property(count, fc.array(anyDisaster, { maxLength: 8 }), fc.constantFrom(...HORIZONS), fc.integer({ min: -5, max: 400 }), (n, ds, h, lookback) => {
        for (const model of models) {
          const m = model(signals(n, ds, lookback), ctx(h));
          assert.ok(inRange(m.probability) && inRange(m.severity), `${m.probability} ${m.severity}`);
          assert.ok(m.drivers.map(english).every((d) => !/NaN|Infinity/.test(d)), m.drivers.map(english).join(' | '));
        }
      }),
      { numRuns: 300 },
    );
  });

  test('more reports or more disasters never lower the probability; a longer horizon never lowers it', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(200), fc.array(anyDisaster, { maxLength: 5 }), fc.array(anyDisaster, { maxLength: 3 }), (n, extra, ds, more) => {
        for (const model of models) {
          const ps = HORIZONS.map((h) => model(signals(n, ds), ctx(h)).probability);
          for (let i = 1; i < ps.length; i++) assert.ok(ps[i]! >= ps[i - 1]!, ps.join(', '));
          for (const h of HORIZONS) {
            const base = model(signals(n, ds), ctx(h)).probability;
            assert.ok(model(signals(n + extra, ds), ctx(h)).probability >= base);
            assert.ok(model(signals(n, [...ds, ...more]), ctx(h)).probability >= base);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
