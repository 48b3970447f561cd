// Property tests (fast-check) for the six weather models: ranges, no NaN/Infinity from any input, monotonicity where it holds.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { airQualityModel } from '../../../src-server/hazards/air-quality/model.js';
import { droughtModel } from '../../../src-server/hazards/drought/model.js';
import { floodModel } from '../../../src-server/hazards/flood/model.js';
import { heatModel } from '../../../src-server/hazards/heat/model.js';
import { stormModel } from '../../../src-server/hazards/storm/model.js';
import type { WeatherObservations } from '../../../src-server/hazards/weather-common.js';
import { wildfireModel } from '../../../src-server/hazards/wildfire/model.js';
import type { ModelContext, ModelResult } from '../../../src-server/hazards/types.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { blank, ctx, dayAt, eonetEvent } from './weather-fixtures.js';

const MODELS: [string, (o: WeatherObservations, c: ModelContext) => ModelResult][] = [
  ['flood', floodModel],
  ['wildfire', wildfireModel],
  ['heat', heatModel],
  ['storm', stormModel],
  ['air-quality', airQualityModel],
  ['drought', droughtModel],
];

const anyNum = fc.option(fc.double(), { nil: null });
const anyDay = (minOffset: number, maxOffset: number, value: fc.Arbitrary<number | null> = anyNum) =>
  fc.record({
    date: fc.integer({ min: minOffset, max: maxOffset }).map(dayAt),
    tmaxC: value,
    tminC: value,
    precipMm: value,
    windMaxKmh: value,
    gustMaxKmh: value,
    rhMinPct: value,
    et0Mm: value,
  });
const days = (min: number, max: number, value?: fc.Arbitrary<number | null>) => fc.array(anyDay(min, max, value), { maxLength: 40 });
const air = fc.array(
  fc.record({ time: fc.tuple(fc.integer({ min: -95, max: 8 }), fc.integer({ min: 0, max: 23 })).map(([d, h]) => `${dayAt(d)}T${String(h).padStart(2, '0')}:00`), pm25: anyNum, usAqi: anyNum }),
  { maxLength: 120 },
);
const discharge = fc.array(
  fc.record({ date: fc.integer({ min: -7, max: 30 }).map(dayAt), q: anyNum, min: anyNum, p25: anyNum, median: anyNum, p75: anyNum, max: anyNum }),
  { maxLength: 40 },
);
const history = fc.array(fc.record({ date: fc.integer({ min: -7300, max: -1 }).map(dayAt), q: anyNum }), { maxLength: 60 });
const climate = fc.array(
  fc.record({ date: fc.integer({ min: -3650, max: 9000 }).map(dayAt), tmaxC: anyNum, precipMm: anyNum, et0Mm: anyNum }),
  { maxLength: 60 },
);
const events = fc.array(
  fc.record({
    lat: fc.double({ min: -4, max: 4, noNaN: true }),
    lng: fc.double({ min: -4, max: 4, noNaN: true }),
    offset: fc.integer({ min: -3700, max: 0 }),
    category: fc.constantFrom('floods', 'wildfires', 'severeStorms', 'volcanoes'),
    open: fc.boolean(),
  }).map((e, ) => eonetEvent(`e${e.offset}${e.lat}`, e.category, e.lat, e.lng, `${dayAt(e.offset)}T00:00:00Z`, e.open ? null : '2026-01-01T00:00:00Z')),
  { maxLength: 6 },
);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const observations: fc.Arbitrary<WeatherObservations> = fc.record({
  forecast: opt(days(-92, 15)),
  archive: opt(days(-3650, -300)),
  climate: opt(climate),
  discharge: opt(discharge),
  dischargeHistory: opt(history),
  air: opt(air),
  eonet: opt(events),
});
const horizon = fc.constantFrom(...HORIZONS);

function assertSane(r: ModelResult) {
  for (const [k, v] of [['probability', r.probability], ['severity', r.severity]] as const) {
    assert.ok(Number.isFinite(v) && v >= 0 && v <= 100, `${k} = ${v}`);
  }
  assert.ok(Number.isFinite(r.extrapolation) && r.extrapolation >= 0 && r.extrapolation <= 1, `extrapolation = ${r.extrapolation}`);
  assert.ok(Date.parse(r.event.windowEnd) > Date.parse(r.event.windowStart));
  const text = JSON.stringify({ event: r.event, drivers: r.drivers });
  assert.ok(!/NaN|Infinity/.test(text), text);
  for (const v of Object.values(r.event)) if (typeof v === 'number') assert.ok(Number.isFinite(v), `event number ${v}`);
  assert.ok(r.drivers.length > 0);
}

describe('weather models: properties over any input', () => {
  for (const [name, model] of MODELS) {
    test(`${name}: probability and severity in 0-100, no NaN/Infinity, for any observations and horizon`, () => {
      fc.assert(fc.property(observations, horizon, (o, h) => assertSane(model(o, ctx(h)))), { numRuns: 150 });
    });

    test(`${name}: nothing at all, empty arrays and all-null arrays`, () => {
      const nullDays = (n: number, from: number): WeatherDay[] =>
        Array.from({ length: n }, (_, i) => ({ date: dayAt(from + i), tmaxC: null, tminC: null, precipMm: null, windMaxKmh: null, gustMaxKmh: null, rhMinPct: null, et0Mm: null }));
      for (const h of HORIZONS) {
        assertSane(model({}, ctx(h)));
        assertSane(model({ forecast: [], archive: [], climate: [], discharge: [], dischargeHistory: [], air: [], eonet: [] }, ctx(h)));
        assertSane(
          model(
            {
              forecast: nullDays(108, -92),
              archive: nullDays(400, -800),
              climate: nullDays(400, -3650).map((d) => ({ date: d.date, tmaxC: null, precipMm: null, et0Mm: null })),
              discharge: nullDays(30, 0).map((d) => ({ date: d.date, q: null, min: null, p25: null, median: null, p75: null, max: null })),
              dischargeHistory: nullDays(400, -800).map((d) => ({ date: d.date, q: null })),
              air: nullDays(10, -5).map((d) => ({ time: `${d.date}T00:00`, pm25: null, usAqi: null })),
            },
            ctx(h),
          ),
        );
      }
    });
  }
});

describe('weather models: monotonicity', () => {
  const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  // Values and bumps stay inside the physical bounds (beyond them a value counts as missing, by design).
  const climateArchive = fc.array(anyDay(-3650, -300, finite(0, 40)), { minLength: 5, maxLength: 40 });
  const future = fc.array(anyDay(0, 15, finite(0, 40)), { minLength: 1, maxLength: 16 });
  const bump = fc.double({ min: 0, max: 30, noNaN: true });
  const raise = (rows: WeatherDay[], key: keyof Omit<WeatherDay, 'date'>, by: number) => rows.map((r) => ({ ...r, [key]: (r[key] ?? 0) + by }));
  const le = (a: number, b: number) => assert.ok(a <= b + 1e-9, `${a} > ${b}`);

  const cases: [string, (o: WeatherObservations, c: ModelContext) => ModelResult, keyof Omit<WeatherDay, 'date'>, 1 | -1][] = [
    ['heat: hotter forecast days', heatModel, 'tmaxC', 1],
    ['storm: stronger forecast gusts', stormModel, 'gustMaxKmh', 1],
    ['wildfire: windier forecast days', wildfireModel, 'windMaxKmh', 1],
    ['flood: wetter forecast days', floodModel, 'precipMm', 1],
    ['drought: wetter forecast days (never more likely)', droughtModel, 'precipMm', -1],
  ];
  for (const [name, model, key, sign] of cases) {
    test(`${name} never lower the probability${sign < 0 ? ' (reversed)' : ''}`, () => {
      fc.assert(
        fc.property(climateArchive, future, events, bump, horizon, (archive, fcDays, ev, by, h) => {
          const o = { archive, forecast: fcDays, eonet: ev };
          const a = model(o, ctx(h)).probability;
          const b = model({ ...o, forecast: raise(fcDays, key, by) }, ctx(h)).probability;
          if (sign > 0) le(a, b);
          else le(b, a);
        }),
        { numRuns: 100 },
      );
    });
  }

  test('air quality: dirtier forecast hours never lower the probability', () => {
    const hours = fc.array(fc.record({ d: fc.integer({ min: -20, max: 6 }), pm: finite(0, 300) }), { minLength: 1, maxLength: 30 }).map((xs) =>
      xs.flatMap(({ d, pm }) => Array.from({ length: 24 }, (_, h) => ({ time: `${dayAt(d)}T${String(h).padStart(2, '0')}:00`, pm25: pm, usAqi: null }))),
    );
    fc.assert(
      fc.property(hours, bump, horizon, (hs, by, h) => {
        const today = dayAt(0);
        const a = airQualityModel({ air: hs }, ctx(h)).probability;
        const b = airQualityModel({ air: hs.map((x) => (x.time.slice(0, 10) >= today ? { ...x, pm25: x.pm25 + by } : x)) }, ctx(h)).probability;
        le(a, b);
      }),
      { numRuns: 100 },
    );
  });

  test('flood, wildfire, storm: one more EONET event in the radius never lowers the probability', () => {
    fc.assert(
      fc.property(fc.constantFrom(['floods', floodModel], ['wildfires', wildfireModel], ['severeStorms', stormModel]), fc.integer({ min: -3600, max: 0 }), horizon, ([cat, model], offset, h) => {
        const base: WeatherObservations = { archive: [blank(dayAt(-400))], forecast: [blank(dayAt(0))], eonet: [] };
        const more = { ...base, eonet: [eonetEvent('x', cat as string, 0.1, 0.1, `${dayAt(offset)}T00:00:00Z`)] };
        le((model as typeof floodModel)(base, ctx(h)).probability, (model as typeof floodModel)(more, ctx(h)).probability);
      }),
    );
  });
});
