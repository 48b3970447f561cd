// Property tests (fast-check) for the physical flood, storm and wildfire models: whatever finite or missing numbers the
// sources send, every answer is a probability in 0-100, a finite severity and a finite companion probability; and the
// windows nest (docs/risk-scale.md "Windows"): within a group one event and never a lower chance than a window it
// contains, across all five horizons never a lower risk.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZONS, HORIZON_DAYS } from '../../../src-server/contracts/enums.js';
import { floodModel } from '../../../src-server/hazards/flood/model.js';
import type { PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { stormModel } from '../../../src-server/hazards/storm/model.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { wildfireModel } from '../../../src-server/hazards/wildfire/model.js';
import { english } from '../../../src-server/risk/translate.js';
import { riskScore } from '../../../src-server/forecast/risk-score.js';
import { seededRandom } from '../../../src-server/science/verification.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const day = (offset: number) => new Date(NOW.getTime() + offset * DAY).toISOString().slice(0, 10);
const ctx = (h: (typeof HORIZONS)[number]): ModelContext => ({
  place: { name: 'X, Y', city: 'X', country: 'Y', countryCode: 'YY', admin1: null, lat: 10, lng: 10, source: 'coordinates' },
  horizon: h,
  lens: 'community-planning',
  now: NOW,
  window: { start: NOW, end: new Date(NOW.getTime() + HORIZON_DAYS[h] * DAY) },
});
/** Finite numbers of any size, or null (the normalisers turn everything else into null). */
const num = fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null });
const era5 = fc
  .array(fc.record({ offset: fc.integer({ min: -3650, max: -7 }), p: num, g: num, t: num, rh: num, wm: num, wx: num, e: num }), {
    maxLength: 60,
  })
  .map((rows) =>
    rows
      .map((r) => ({
        date: day(r.offset),
        precipMm: r.p,
        gustMaxKmh: r.g,
        tmaxC: r.t,
        rhMinPct: r.rh,
        windMeanKmh: r.wm,
        windMaxKmh: r.wx,
        et0Mm: r.e,
      }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
  );
/**
 * Five to eight whole years of daily weather before NOW, long enough for return levels (the fit wants five years of
 * 300 days; the sparse rows above never reach that, and the flood model, which needs a river or rain level, answered
 * null on every run). Drawn from a seed like weather: rain on a share of days with exponential amounts, seasonal
 * temperatures, gusts and discharge with noise, and a share of missing days.
 */
const weatherYears = fc
  .record({
    seed: fc.integer(),
    years: fc.integer({ min: 5, max: 8 }),
    wetShare: fc.double({ min: 0.05, max: 0.9, noNaN: true }),
    rainMm: fc.double({ min: 0.2, max: 40, noNaN: true }),
    flowM3s: fc.double({ min: 0.01, max: 20_000, noNaN: true }),
    missing: fc.double({ min: 0, max: 0.3, noNaN: true }),
  })
  .map(({ seed, years, wetShare, rainMm, flowM3s, missing }) => {
    const r = seededRandom(seed);
    const orNull = (v: number) => (r() < missing ? null : v);
    const start = Date.UTC(NOW.getUTCFullYear() - years, 0, 1);
    return Array.from({ length: years * 365 }, (_, i) => {
      const season = Math.sin((2 * Math.PI * (i % 365)) / 365);
      const rain = r() < wetShare ? -rainMm * Math.log(1 - r()) : 0;
      return {
        date: new Date(start + i * DAY).toISOString().slice(0, 10),
        precipMm: orNull(rain),
        gustMaxKmh: orNull(15 - 12 * Math.log(1 - r())),
        tmaxC: orNull(18 + 12 * season + 6 * (r() - 0.5)),
        rhMinPct: orNull(20 + 70 * r()),
        windMeanKmh: orNull(5 + 20 * r()),
        windMaxKmh: orNull(10 + 40 * r()),
        et0Mm: orNull(Math.max(0, 3 + 2 * season + r())),
        q: orNull(flowM3s * (1 + 0.5 * season) * Math.exp(r() - 0.5 + (rain > 0 ? 0.05 * rain : 0))),
      };
    });
  });
const era5Dense = weatherYears.map((rows) => rows.map(({ q: _q, ...day }) => day));
// 30 past days (the bias correction's model side) and 15 forecast days.
const ensemble = fc
  .array(fc.array(fc.record({ p: num, g: num, t: num, rh: num, wm: num }), { minLength: 45, maxLength: 45 }), { maxLength: 5 })
  .map((members) => ({
    model: 'ecmwf_ifs025',
    dates: Array.from({ length: 45 }, (_, i) => day(i - 30)),
    members: members.map((days, m) => ({
      member: m,
      days: days.map((d, i) => ({
        date: day(i - 30),
        tmaxC: d.t,
        tminC: null,
        tmeanC: null,
        precipMm: d.p,
        windMaxKmh: null,
        windMeanKmh: d.wm,
        gustMaxKmh: d.g,
        rhMinPct: d.rh,
        rhMeanPct: null,
        rhMaxPct: null,
        et0Mm: null,
      })),
    })),
  }));
const history = fc
  .array(fc.record({ offset: fc.integer({ min: -15000, max: -1 }), q: num }), { maxLength: 60 })
  .map((rows) => rows.map((r) => ({ date: day(r.offset), q: r.q })));
const historyDense = weatherYears.map((rows) => rows.map((d) => ({ date: d.date, q: d.q })));
const members = fc
  .array(fc.array(num, { minLength: 30, maxLength: 30 }), { maxLength: 5 })
  .map((ms) => ({ dates: Array.from({ length: 30 }, (_, i) => day(i)), members: ms }));
const snow = fc
  .array(fc.record({ offset: fc.integer({ min: -3650, max: -7 }), s: num }), { maxLength: 60 })
  .map((rows) => rows.map((r) => ({ date: day(r.offset), snowDepthM: r.s })));
const recent = fc
  .array(fc.record({ offset: fc.integer({ min: -30, max: -6 }), p: num, g: num, t: num, rh: num }), { maxLength: 80 })
  .map((rows) =>
    rows.map((r) => ({
      date: day(r.offset),
      tmaxC: r.t,
      tminC: null,
      precipMm: r.p,
      windMaxKmh: null,
      gustMaxKmh: r.g,
      rhMinPct: r.rh,
      et0Mm: null,
    })),
  );
const parts = {
  era5Snow: fc.option(snow, { nil: undefined }),
  era5Recent: fc.option(recent, { nil: undefined }),
  ensemble: fc.option(ensemble, { nil: undefined }),
  discharge: fc.option(members, { nil: undefined }),
};
/** Short or missing series only: what the properties ran on before; flood answers none of them. */
const obsShort: fc.Arbitrary<PhysicalObservations> = fc.record({
  ...parts,
  era5: fc.option(era5, { nil: undefined }),
  dischargeHistory: fc.option(history, { nil: undefined }),
});
/** Long ERA5 and GloFAS reanalysis series, the rest as above. */
const obsLong: fc.Arbitrary<PhysicalObservations> = fc.record({
  ...parts,
  era5: fc.option(era5Dense, { nil: undefined }),
  dischargeHistory: fc.option(historyDense, { nil: undefined }),
});
const obs = fc.oneof(obsShort, obsLong);

const RUNS = 150;
const NESTED_RUNS = 60;
/** The share of runs in which the model must answer (measured: flood, storm and wildfire each answer most runs). */
const MIN_JUDGED = 0.3;

describe('physical models: always sane', () => {
  for (const [name, model] of [
    ['flood', floodModel],
    ['storm', stormModel],
    ['wildfire', wildfireModel],
  ] as const) {
    test(`${name}: any inputs, any horizon: probability 0-100, finite severity and companion, or null (nothing to judge)`, () => {
      let judged = 0;
      fc.assert(
        fc.property(obs, fc.constantFrom(...HORIZONS), (o, h) => {
          const r = model(o, ctx(h));
          if (r === null) return;
          judged++;
          assert.ok(Number.isFinite(r.probability) && r.probability >= 0 && r.probability <= 100, `probability ${r.probability}`);
          assert.ok(Number.isFinite(r.severity) && r.severity >= 0 && r.severity <= 100, `severity ${r.severity}`);
          assert.ok(Number.isFinite(r.companion!.probability) && r.companion!.probability >= 0 && r.companion!.probability <= 100);
          assert.ok(Number.isFinite(r.extrapolation));
          assert.ok(
            r.dataCompleteness === undefined || (r.dataCompleteness >= 0 && r.dataCompleteness <= 1),
            `completeness ${r.dataCompleteness}`,
          );
          assert.ok(
            r.drivers.map(english).every((d) => !/NaN|undefined/.test(d)),
            r.drivers.map(english).join(' | '),
          );
        }),
        { numRuns: RUNS },
      );
      // A null answer checks nothing: the property holds only if it was checked on enough answers.
      assert.ok(judged >= MIN_JUDGED * RUNS, `${name} answered ${judged} of ${RUNS} runs`);
    });
  }
});

/** What a window's event is, apart from its instants and words (storm's season share follows the window too). */
const criteria = (e: Record<string, unknown>) => {
  const { windowStart: _s, windowEnd: _e, description: _d, cycloneSeasonShare: _c, ...rest } = e;
  return rest;
};
const GROUPS = [
  ['7d', '30d'],
  ['1y', '10y', '30y'],
] as const;

/**
 * Whether the five horizons' answers nest: within a group one event and never a lower chance than a window it
 * contains, across all five horizons never a lower risk. False when some horizon answers null (nothing to check).
 */
function checkNested(model: typeof floodModel | typeof stormModel | typeof wildfireModel, o: PhysicalObservations): boolean {
  const answers = HORIZONS.map((h) => [h, model(o, ctx(h))] as const);
  if (answers.some(([, r]) => r === null)) return false;
  const by = Object.fromEntries(answers) as Record<(typeof HORIZONS)[number], NonNullable<ReturnType<typeof model>>>;
  for (const group of GROUPS)
    for (let i = 1; i < group.length; i++) {
      const inner = by[group[i - 1]!];
      const outer = by[group[i]!];
      assert.deepEqual(criteria(outer.event), criteria(inner.event), `${group[i - 1]} and ${group[i]}: one event`);
      assert.ok(outer.probability >= inner.probability - 1e-9, `P ${group[i]} ${outer.probability} < ${inner.probability}`);
    }
  const risks = HORIZONS.map((h) => riskScore(by[h].probability, by[h].severity));
  for (let i = 1; i < risks.length; i++) assert.ok(risks[i]! >= risks[i - 1]! - 0.1, `risk ${HORIZONS[i]} ${risks.join(' ')}`);
  for (const h of ['10y', '30y'] as const) {
    const perYear = by[h].probabilityPerYear;
    assert.ok(perYear === undefined || perYear <= by[h].probability + 1e-9, `${h}: per year ${perYear} above ${by[h].probability}`);
  }
  assert.equal(by['1y'].probabilityPerYear, undefined, 'a year states no chance per year of its own');
  for (const [, r] of answers) assert.ok(!('perYear' in r!.event), "no perYear in the event: the probability is the window's");
  return true;
}

describe('physical models: nested windows on short inputs', () => {
  // Storm and wildfire answer every horizon on most short inputs; flood never does (it needs five years for a river or
  // rain level): its nesting is checked on long series below.
  for (const [name, model] of [
    ['storm', stormModel],
    ['wildfire', wildfireModel],
  ] as const) {
    test(`${name}: one event per group, the chance never below a contained window's, the risk never below any contained window's`, () => {
      let judged = 0;
      fc.assert(
        fc.property(obsShort, (o) => {
          if (checkNested(model, o)) judged++;
        }),
        { numRuns: NESTED_RUNS },
      );
      assert.ok(judged >= MIN_JUDGED * NESTED_RUNS, `${name} answered every horizon in ${judged} of ${NESTED_RUNS} runs`);
    });
  }
});

describe('physical models: nested windows on long ERA5 series', () => {
  // Found when the inputs stopped being too short to answer (shrunk counterexamples, Nov 2026): flood, 6 years of ERA5
  // alone: 30d P 14.9 % risk 18.5, 1y P 7.1 % risk 12.1; wildfire, 5 years of ERA5 alone: 7d P 25.3 %, 30d P 1.4 %;
  // storm, 5 years of ERA5 and an ensemble member of nulls only: 30d risk 19.8, 1y 19.5. Each span's climatology kept
  // the past years with 80 % of its days known, so a longer span could keep other years or none, and the members' share
  // counted members a shorter span did not see; the windows are now chained over the windows they contain
  // (physical-nested.ts, physical-window.ts chainedMembers).
  for (const [name, model] of [
    ['flood', floodModel],
    ['storm', stormModel],
    ['wildfire', wildfireModel],
  ] as const) {
    test(`${name}: the windows nest on long series`, () => {
      let judged = 0;
      fc.assert(
        fc.property(obsLong, (o) => {
          if (checkNested(model, o)) judged++;
        }),
        // Shrinking these long series takes minutes: the first failure is reported as found.
        { numRuns: NESTED_RUNS, endOnFailure: true },
      );
      assert.ok(judged >= MIN_JUDGED * NESTED_RUNS, `${name} answered every horizon in ${judged} of ${NESTED_RUNS} runs`);
    });
  }
});
