// Property tests (fast-check) for heat, drought and air quality on their own inputs (ensemble, ERA5, CAMS history):
// ranges, no NaN/Infinity from any input, and monotonicity where it holds.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { airQualityModel } from '../../../src-server/hazards/air-quality/model.js';
import { droughtModel } from '../../../src-server/hazards/drought/model.js';
import { heatModel } from '../../../src-server/hazards/heat/model.js';
import type { ModelResult } from '../../../src-server/hazards/types.js';
import type { EnsembleDaily, EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { blank, ctx, dayAt, years } from './weather-fixtures.js';

const anyNum = fc.option(fc.double(), { nil: null });
const anyDay = (min: number, max: number) =>
  fc.record({
    date: fc.integer({ min, max }).map(dayAt),
    tmaxC: anyNum,
    tminC: anyNum,
    precipMm: anyNum,
    windMaxKmh: anyNum,
    gustMaxKmh: anyNum,
    rhMinPct: anyNum,
    et0Mm: anyNum,
  });
const member = (n: number) =>
  fc
    .array(fc.record({ k: fc.integer({ min: -92, max: 15 }), t: anyNum, p: anyNum, rh: anyNum, e: anyNum }), { maxLength: 20 })
    .map((ds) => ({
      member: n,
      days: ds.map(({ k, t, p, rh, e }): EnsembleDay => ({
        date: dayAt(k),
        tmaxC: t,
        tminC: t,
        tmeanC: t,
        precipMm: p,
        windMaxKmh: null,
        windMeanKmh: null,
        gustMaxKmh: null,
        rhMinPct: rh,
        rhMeanPct: rh,
        rhMaxPct: rh,
        et0Mm: e,
      })),
    }));
const ensemble: fc.Arbitrary<EnsembleDaily> = fc
  .tuple(member(0), member(1), member(2))
  .map((ms) => ({ model: 'ecmwf_ifs025', dates: [], members: ms }));
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const horizon = fc.constantFrom(...HORIZONS);
const climate = fc.array(
  fc.record({ date: fc.integer({ min: -3650, max: 9000 }).map(dayAt), tmaxC: anyNum, precipMm: anyNum, et0Mm: anyNum }),
  { maxLength: 40 },
);

function assertSane(r: ModelResult) {
  for (const [k, v] of [
    ['probability', r.probability],
    ['severity', r.severity],
  ] as const)
    assert.ok(Number.isFinite(v) && v >= 0 && v <= 100, `${k} = ${v}`);
  assert.ok(Number.isFinite(r.extrapolation) && r.extrapolation >= 0 && r.extrapolation <= 1, `extrapolation = ${r.extrapolation}`);
  assert.ok(r.dataCompleteness === undefined || (r.dataCompleteness >= 0 && r.dataCompleteness <= 1), `completeness ${r.dataCompleteness}`);
  const text = JSON.stringify({ event: r.event, drivers: r.drivers });
  assert.ok(!/NaN|Infinity/.test(text), text);
  assert.ok(r.drivers.length > 0);
}

describe('heat, drought, air quality: properties over any input', () => {
  test('heat and drought: sane for any ensemble, ERA5 and CMIP6 input', () => {
    fc.assert(
      fc.property(
        opt(ensemble),
        opt(fc.array(anyDay(-3650, -300), { maxLength: 40 })),
        opt(fc.array(anyDay(-92, -6), { maxLength: 30 })),
        opt(climate),
        horizon,
        (e, archive, recent, cl, h) => {
          // Heat needs a year of history to set its heatwave thresholds: with less it answers nothing (null).
          const heat = heatModel({ ensemble: e, archive, recent, climate: cl }, ctx(h));
          if (heat) assertSane(heat);
          assertSane(droughtModel({ ensemble: e, archive, recent, climate: cl }, ctx(h)));
        },
      ),
      { numRuns: 120 },
    );
  });
  test('air quality: sane for any hourly series and history', () => {
    const hours = fc
      .array(fc.record({ d: fc.integer({ min: -95, max: 8 }), h: fc.integer({ min: 0, max: 23 }), pm: anyNum }), { maxLength: 120 })
      .map((xs) => xs.map(({ d, h, pm }) => ({ time: `${dayAt(d)}T${String(h).padStart(2, '0')}:00`, pm25: pm, usAqi: null })));
    const history = fc
      .array(fc.record({ d: fc.integer({ min: -1500, max: -300 }), pm: anyNum, hours: fc.integer({ min: 0, max: 24 }) }), { maxLength: 60 })
      .map((xs) => xs.map(({ d, pm, hours }) => ({ date: dayAt(d), pm25: pm, hours })));
    fc.assert(
      fc.property(opt(hours), opt(history), horizon, (air, hist, h) => assertSane(airQualityModel({ air, history: hist }, ctx(h)))),
      { numRuns: 150 },
    );
  });
  test('nothing at all', () => {
    for (const h of HORIZONS) {
      assert.equal(heatModel({}, ctx(h)), null, 'heat without a history cannot set its thresholds');
      assertSane(droughtModel({}, ctx(h)));
      assertSane(airQualityModel({}, ctx(h)));
    }
  });
});

describe('monotonicity', () => {
  const archive: WeatherDay[] = years(2016, 2025, (d) => ({
    tmaxC: 20 + 8 * Math.sin(Number(d.slice(5, 7))) + (Number(d.slice(8, 10)) % 7),
    precipMm: Number(d.slice(8, 10)) % 4 === 0 ? 9 : 0,
    et0Mm: 3,
  }));
  const recent = Array.from({ length: 87 }, (_, i) =>
    blank(dayAt(-92 + i), { tmaxC: 20 + (i % 7), precipMm: i % 4 === 0 ? 9 : 0, et0Mm: 3 }),
  );
  const members = (values: number[][], key: 'tmaxC' | 'precipMm'): EnsembleDaily => ({
    model: 'ecmwf_ifs025',
    dates: [],
    members: values.map((vs, m) => ({
      member: m,
      days: Array.from({ length: 107 }, (_, i) => {
        const k = i - 92;
        const past = recent.find((r) => r.date === dayAt(k));
        const v = k >= 0 ? vs[k % vs.length]! : (past?.[key] ?? (key === 'tmaxC' ? 20 : 0));
        return {
          ...blank(dayAt(k), { [key]: v, et0Mm: 3 }),
          tmeanC: null,
          windMeanKmh: null,
          rhMeanPct: null,
          rhMaxPct: null,
        } as EnsembleDay;
      }),
    })),
  });
  const values = (lo: number, hi: number) =>
    fc.array(fc.array(fc.double({ min: lo, max: hi, noNaN: true }), { minLength: 1, maxLength: 15 }), { minLength: 3, maxLength: 6 });
  const bump = fc.double({ min: 0, max: 15, noNaN: true });
  const shortHorizon = fc.constantFrom('7d' as const, '30d' as const);
  const le = (a: number, b: number) => assert.ok(a <= b + 1e-9, `${a} > ${b}`);

  test('heat: hotter members never lower the probability', () => {
    fc.assert(
      fc.property(values(5, 40), bump, shortHorizon, (vs, by, h) => {
        const a = heatModel({ archive, recent, ensemble: members(vs, 'tmaxC') }, ctx(h))!.probability;
        const b = heatModel(
          {
            archive,
            recent,
            ensemble: members(
              vs.map((m) => m.map((v) => v + by)),
              'tmaxC',
            ),
          },
          ctx(h),
        )!.probability;
        le(a, b);
      }),
      { numRuns: 40 },
    );
  });
  test('drought: wetter members never raise the probability (one season)', () => {
    fc.assert(
      fc.property(values(0, 30), bump, shortHorizon, (vs, by, h) => {
        const a = droughtModel({ archive, recent, ensemble: members(vs, 'precipMm') }, ctx(h)).probability;
        const b = droughtModel(
          {
            archive,
            recent,
            ensemble: members(
              vs.map((m) => m.map((v) => v + by)),
              'precipMm',
            ),
          },
          ctx(h),
        ).probability;
        le(b, a);
      }),
      { numRuns: 40 },
    );
  });
  test('air quality: dirtier forecast hours never lower the probability', () => {
    const hours = fc
      .array(fc.record({ d: fc.integer({ min: -20, max: 6 }), pm: fc.double({ min: 0, max: 300, noNaN: true }) }), {
        minLength: 1,
        maxLength: 30,
      })
      .map((xs) =>
        xs.flatMap(({ d, pm }) =>
          Array.from({ length: 24 }, (_, h) => ({ time: `${dayAt(d)}T${String(h).padStart(2, '0')}:00`, pm25: pm, usAqi: null })),
        ),
      );
    fc.assert(
      fc.property(hours, bump, horizon, (hs, by, h) => {
        const today = dayAt(0);
        const a = airQualityModel({ air: hs }, ctx(h)).probability;
        const b = airQualityModel(
          { air: hs.map((x) => (x.time.slice(0, 10) >= today ? { ...x, pm25: x.pm25 + by } : x)) },
          ctx(h),
        ).probability;
        le(a, b);
      }),
      { numRuns: 100 },
    );
  });
});
