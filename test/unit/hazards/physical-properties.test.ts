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
import { english } from '../../../src-server/i18n/translate.js';
import { riskScore } from '../../../src-server/forecast/risk-score.js';

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
const obs: fc.Arbitrary<PhysicalObservations> = fc.record({
  era5: fc.option(era5, { nil: undefined }),
  era5Snow: fc.option(snow, { nil: undefined }),
  era5Recent: fc.option(recent, { nil: undefined }),
  ensemble: fc.option(ensemble, { nil: undefined }),
  dischargeHistory: fc.option(history, { nil: undefined }),
  discharge: fc.option(members, { nil: undefined }),
});

describe('physical models: always sane', () => {
  for (const [name, model] of [
    ['flood', floodModel],
    ['storm', stormModel],
    ['wildfire', wildfireModel],
  ] as const) {
    test(`${name}: any inputs, any horizon: probability 0-100, finite severity and companion, or null (nothing to judge)`, () => {
      fc.assert(
        fc.property(obs, fc.constantFrom(...HORIZONS), (o, h) => {
          const r = model(o, ctx(h));
          if (r === null) return;
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
        { numRuns: 150 },
      );
    });
  }
});

describe('physical models: nested windows on any inputs', () => {
  const GROUPS = [
    ['7d', '30d'],
    ['1y', '10y', '30y'],
  ] as const;
  /** What a window's event is, apart from its instants and words (storm's season share follows the window too). */
  const criteria = (e: Record<string, unknown>) => {
    const { windowStart: _s, windowEnd: _e, description: _d, cycloneSeasonShare: _c, ...rest } = e;
    return rest;
  };
  for (const [name, model] of [
    ['flood', floodModel],
    ['storm', stormModel],
    ['wildfire', wildfireModel],
  ] as const) {
    test(`${name}: one event per group, the chance never below a contained window's, the risk never below any contained window's`, () => {
      fc.assert(
        fc.property(obs, (o) => {
          const answers = HORIZONS.map((h) => [h, model(o, ctx(h))] as const);
          if (answers.some(([, r]) => r === null)) return;
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
        }),
        { numRuns: 60 },
      );
    });
  }
});
