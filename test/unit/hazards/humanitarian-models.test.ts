// Conflict (ViEWS) and food-insecurity (FEWS NET) models: hand-computed cases, the fitted spread, and properties.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { chanceAtLeast, conflictModel, conflictSeverity, CONFLICT, windowDeaths } from '../../../src-server/hazards/conflict/model.js';
import { fitSigma } from '../../../src-server/hazards/conflict/hindcast.js';
import { fewsNetArea } from '../../../src-server/hazards/food-insecurity/area.js';
import { FOOD_INSECURITY, foodCoverage, foodInsecurityModel } from '../../../src-server/hazards/food-insecurity/model.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { Horizon } from '../../../src-server/contracts/enums.js';
import type { FewsNetClassification } from '../../../src-server/sources/fews-net/normalize.js';
import type { ViewsCountryMonth } from '../../../src-server/sources/views/normalize.js';
import { viewsCases } from '../../../scripts/hindcast-views.js';

const now = new Date('2026-11-22T12:00:00Z');
const ctx = (horizon: Horizon, city = 'Khartoum', admin1: string | null = 'Khartoum'): ModelContext => ({
  place: { name: `${city}, Sudan`, city, country: 'Sudan', countryCode: 'SD', admin1, lat: 15.55, lng: 32.53, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
});
/** 36 months from November 2026 at `perMonth` deaths each. */
const months = (perMonth: number): ViewsCountryMonth[] =>
  Array.from({ length: 36 }, (_, i) => ({
    monthId: 563 + i,
    year: 2026 + Math.floor((10 + i) / 12),
    month: ((10 + i) % 12) + 1,
    mainMean: perMonth,
    mainDich: null,
  }));
const forecast = (perMonth: number) => ({
  forecast: { run: 'fatalities003_2026_10_t01', iso3: 'SDN', name: 'Sudan', months: months(perMonth) },
  dataYear: 2026,
  dataMonth: 10,
  country: 'Sudan',
});

describe('conflict: ViEWS deaths read with the spread of its own errors', () => {
  test('P(deaths >= 25): one half when ViEWS expects 25; one sigma either side by hand', () => {
    assert.ok(Math.abs(chanceAtLeast(25, 25) - 0.5) < 1e-9);
    // ln(1+E) = ln 26 + 0.87: one sigma above the threshold -> Phi(1) = 0.8413
    assert.ok(Math.abs(chanceAtLeast(25, Math.expm1(Math.log(26) + CONFLICT.sigmaLn)) - 0.8413) < 1e-3);
    assert.ok(Math.abs(chanceAtLeast(25, Math.expm1(Math.log(26) - CONFLICT.sigmaLn)) - 0.1587) < 1e-3);
    assert.equal(chanceAtLeast(25, Number.NaN), 0);
  });

  test("the window takes each month by its share of days; days past the run at its last year's rate", () => {
    const rows = months(30).slice(0, 2); // Nov and Dec 2026 only
    const nov = windowDeaths(rows, Date.UTC(2026, 10, 16), Date.UTC(2026, 11, 1));
    assert.ok(Math.abs(nov.expected - 15) < 1e-9);
    assert.equal(nov.extrapolatedDays, 0);
    const past = windowDeaths(rows, Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 11));
    // December (31 days, 30 deaths) plus 10 January days at 60 deaths / 61 days.
    assert.ok(Math.abs(past.expected - (30 + (10 * 60) / 61)) < 1e-9);
    assert.equal(past.extrapolatedDays, 10);
  });

  test('ten times the deaths move a moderate forecast by more than 40 points; the probability never falls as deaths rise', () => {
    const p = (perMonth: number) => conflictModel(forecast(perMonth), ctx('30d'))!.probability;
    assert.ok(p(200) - p(20) >= 40, `${p(20)} -> ${p(200)}`);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (d, k) => p(d * k) >= p(d) - 1e-9,
      ),
    );
  });

  test('severity: the minor-conflict anchor when war is out of reach, the war anchor when ViEWS expects war', () => {
    assert.ok(Math.abs(conflictSeverity(0.1, 365) - CONFLICT.severity.minor) < 0.5);
    assert.ok(conflictSeverity(30_000, 365) > CONFLICT.severity.war - 0.5);
    const mid = conflictSeverity(800, 365);
    assert.ok(mid > CONFLICT.severity.minor && mid < CONFLICT.severity.war);
  });

  test("10 and 30 years: the mean chance per year, the rest of the window from ViEWS's last year, said as extrapolated", () => {
    const r = conflictModel(forecast(1), ctx('30y'))!;
    assert.equal(r.event.perYear, true);
    assert.ok(r.extrapolation > 0.85);
    assert.ok(Math.abs(r.probability - chanceAtLeast(25, 12) * 100) < 0.5);
    assert.equal(conflictModel({ ...forecast(1), forecast: { ...forecast(1).forecast, months: [] } }, ctx('30d')), null);
  });

  test('the shipped spread is the one the archive gives (npm run hindcast -- --hazard conflict)', () => {
    const cases = viewsCases();
    assert.equal(cases.length, 191);
    assert.ok(Math.abs(fitSigma(cases) - CONFLICT.sigmaLn) < 0.005, String(fitSigma(cases)));
  });
});

describe("food insecurity: FEWS NET's projected phase and how often such projections came true", () => {
  const unit = (
    fnid: string,
    name: string,
    parents: string,
    scenario: 'CS' | 'ML1' | 'ML2',
    phase: number | null,
    reporting = '2026-10-01',
  ): FewsNetClassification => ({
    fnid,
    unitName: name,
    unitFullName: `${name}, ${parents}`,
    scenario,
    reportingDate: reporting,
    phase,
    assistance: false,
    start: scenario === 'ML2' ? '2027-02-01' : '2026-10-01',
    end: scenario === 'ML2' ? '2027-05-31' : scenario === 'ML1' ? '2027-01-31' : '2026-10-31',
  });
  const sudan = (ml1: number, ml2 = ml1) => [
    unit('A', 'Khartoum', 'Khartoum, Sudan', 'CS', 3),
    unit('A', 'Khartoum', 'Khartoum, Sudan', 'ML1', ml1),
    unit('A', 'Khartoum', 'Khartoum, Sudan', 'ML2', ml2),
    unit('B', 'El Fasher', 'North Darfur, Sudan', 'ML1', 5),
    unit('B', 'El Fasher', 'North Darfur, Sudan', 'ML2', 5),
    // An older round for Khartoum: superseded.
    unit('A', 'Khartoum', 'Khartoum, Sudan', 'ML1', 1, '2026-06-01'),
  ];

  test('the area: units named for the city, else for the region (diacritics folded), else the whole country', () => {
    assert.deepEqual([...fewsNetArea(sudan(4), ctx('30d').place).fnids], ['A']);
    assert.deepEqual([...fewsNetArea(sudan(4), { city: 'Al Fashir', admin1: 'Nörth Darfur', country: 'Sudan' }).fnids], ['B']);
    const country = fewsNetArea(sudan(4), { city: 'Kassala', admin1: 'Kassala', country: 'Sudan' });
    assert.equal(country.scope, 'country');
    assert.equal(country.fnids.size, 2);
  });

  test('Phase 4 projected: the published hit rate; Phase 1: its complement; the newest round wins', () => {
    const high = foodInsecurityModel({ rows: sudan(4) }, ctx('30d'))!;
    const low = foodInsecurityModel({ rows: sudan(1) }, ctx('30d'))!;
    assert.equal(high.probability, FOOD_INSECURITY.hitRate * 100);
    assert.equal(low.probability, (1 - FOOD_INSECURITY.hitRate) * 100);
    assert.ok(high.probability - low.probability >= 40);
    assert.equal(high.severity, 80);
    assert.equal(low.severity, 60);
    assert.deepEqual(high.event.scenarios, ['ML1']);
  });

  test('a year: the worse of the two projections, the months past the medium term said as not forecast', () => {
    const r = foodInsecurityModel({ rows: sudan(2, 3) }, ctx('1y'))!;
    assert.deepEqual(r.event.scenarios, ['ML1', 'ML2']);
    assert.equal(r.event.projectedPhase, 3);
    assert.equal(r.probability, FOOD_INSECURITY.hitRate * 100);
    assert.equal(r.event.projectedUntil, '2027-05-31');
    assert.ok(r.extrapolation > 0.4 && r.extrapolation < 0.6, String(r.extrapolation));
  });

  test('no classification, a window past the projections, or 10 years: a reason, never a number', () => {
    assert.match((foodCoverage([], ctx('30d')) as { reason: string }).reason, /no IPC-compatible classification for Sudan/);
    assert.match((foodCoverage(sudan(4), ctx('10y')) as { reason: string }).reason, /window of 10 years/);
    const later = { ...ctx('30d'), window: { start: new Date('2027-07-01T00:00:00Z'), end: new Date('2027-08-01T00:00:00Z') } };
    assert.match((foodCoverage(sudan(4), later) as { reason: string }).reason, /do not cover the window/);
    assert.equal(foodInsecurityModel({ rows: sudan(4) }, later), null);
    const unclassified = sudan(4).map((r) => (r.fnid === 'A' && r.scenario !== 'CS' ? { ...r, phase: null } : r));
    assert.ok('reason' in foodCoverage(unclassified, ctx('30d')));
  });
});
