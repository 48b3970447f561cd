// The fire season around the FWI System: start-up and shutdown rules (Lawson & Armitage 2008; Wotton & Flannigan 1993),
// the overwintered Drought Code against the CFS reference implementation's check data, and a snow-covered or winter
// place that reads no fire danger while dry, windy winter weather would otherwise rate "very high".
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { initialSeason, overwinterDc, seasonalFwi, type SeasonDay } from '../../../src-server/hazards/wildfire/fire-season.js';
import { dcNext, fwiSeries } from '../../../src-server/hazards/wildfire/fwi.js';
import { forecastWildfire } from '../../../src-server/hazards/wildfire/model.js';
import { english } from '../../../src-server/risk/translate.js';

describe('DC overwintering (Lawson & Armitage 2008, eqs. 2-4)', () => {
  test("cffdrs's OverwinterDroughtCode.csv check rows", () => {
    // DCf, rw, a, b -> spring start-up DC (cffdrs_py cffdrs/tests/data/OverwinterDroughtCode.csv).
    const rows: [number, number, number, number, number][] = [
      [300, 110, 0.75, 0.75, 109.47],
      [300, 110, 1.0, 0.9, 16.35],
      [400, 99, 0.75, 0.75, 177.52],
      [250, 200, 0.75, 0.75, 15.0],
      [2.7, 0, 0.15, 0, 761.55],
      [999, 0, 0.15, 0, 1757.85],
    ];
    for (const [dcf, rw, a, b, want] of rows)
      assert.equal(Math.round(overwinterDc(dcf, rw, a, b) * 100) / 100, want, `${dcf}, ${rw}, ${a}, ${b}`);
    assert.equal(overwinterDc(300, 110), overwinterDc(300, 110, 0.75, 0.75), 'defaults: a = b = 0.75');
  });
});

const w = { tempC: 25, rhPct: 25, windKmh: 20, rainMm: 0, month: 6 };
const dayOf = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
const d = (i: number, tmax: number, snow: number | null = null, rain = 0): SeasonDay => ({
  date: dayOf(i),
  tmaxC: tmax,
  precipMm: rain,
  snowDepthM: snow,
  weather: { ...w, tempC: tmax, rainMm: rain },
});

describe('season rules', () => {
  test('without snow: the codes start the day after three days above 12 °C and stop after three days below 5 °C', () => {
    const days = [d(0, 10), d(1, 14), d(2, 15), d(3, 16), d(4, 20), d(5, 4), d(6, 3), d(7, 2), d(8, 25)];
    const { fwi, state } = seasonalFwi(days, 46);
    assert.deepEqual(fwi.slice(0, 4), [0, 0, 0, 0], 'three warm days, then the fourth is the first rated');
    assert.ok(fwi[4]! > 0);
    assert.ok(fwi[5]! > 0 && fwi[6]! > 0 && fwi[7]! > 0, 'still rated on the cold days themselves');
    assert.equal(fwi[8], 0, 'three days below 5 °C: shut down');
    assert.equal(state.active, false);
    assert.equal(state.offReason, 'cold');
    assert.ok(state.fallDc !== null && state.fallDc > 15, 'the last DC is kept for the spring');
  });

  test('with snow: snow on the ground shuts the season; three snow-free days restart it, from the overwintered DC', () => {
    const summer = Array.from({ length: 60 }, (_, i) => d(i, 28, 0));
    const winter = Array.from({ length: 100 }, (_, i) => d(60 + i, -5, 0.3, i % 3 === 0 ? 2 : 0));
    const melt = [d(160, 3, 0), d(161, 4, 0), d(162, 5, 0), d(163, 6, 0)];
    const all = seasonalFwi([...summer, ...winter, ...melt], 46);
    assert.ok(all.fwi.slice(4, 60).every((x) => x! > 0));
    assert.ok(
      all.fwi.slice(60, 163).every((x) => x === 0),
      'snow cover: no fire danger, even the first melt days',
    );
    assert.ok(all.fwi[163]! > 0, 'the fourth snow-free day is rated, although it is only 6 °C (the snow rule, not the 12 °C one)');
    // Just before the restart: last summer's DC and the winter's precipitation are kept; the restart day's DC is one
    // day of drying from the overwintered value.
    const fallDc = seasonalFwi(summer, 46).state.codes.dc;
    const before = seasonalFwi([...summer, ...winter, ...melt.slice(0, 3)], 46).state;
    assert.equal(before.offReason, 'snow');
    assert.equal(before.fallDc, fallDc);
    assert.equal(
      before.winterRainMm,
      winter.reduce((s, x) => s + x.precipMm!, 0),
    );
    assert.equal(all.state.codes.dc, dcNext(overwinterDc(fallDc, before.winterRainMm), melt[3]!.weather!, 46));
  });

  test('where the forecast has no snow depth, a snowy winter restarts on three warm days', () => {
    const snowy = seasonalFwi(
      Array.from({ length: 20 }, (_, i) => d(i, -3, 0.2)),
      46,
      { ...initialSeason(), active: true },
    );
    assert.equal(snowy.state.active, false);
    const ahead = seasonalFwi([d(20, 2), d(21, 13), d(22, 14), d(23, 15), d(24, 16)], 46, snowy.state);
    assert.deepEqual(ahead.fwi.slice(0, 4), [0, 0, 0, 0]);
    assert.ok(ahead.fwi[4]! > 0);
  });
});

describe('a snow-covered or winter place reads no fire danger', () => {
  const NOW = new Date('2026-01-15T12:00:00Z');
  const TODAY = '2026-01-15';
  const date = (k: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
  /** A continental climate: -8 °C in mid-January, 28 °C in mid-July; rain every fifth day; snow when below 0 °C. */
  const tmaxOf = (date: string) => 10 - 18 * Math.cos((2 * Math.PI * (Date.parse(`${date}T00:00:00Z`) / 86_400_000 - 15)) / 365.25);
  function observations(opts: { snow: boolean; member: { t: number; rh: number; wind: number } }): PhysicalObservations {
    const era5 = Array.from({ length: 30 * 365 }, (_, i) => {
      const dt = date(i - 30 * 365 - 7);
      return {
        date: dt,
        precipMm: i % 5 === 0 ? 6 : 0,
        gustMaxKmh: 40,
        tmaxC: tmaxOf(dt),
        rhMinPct: 45,
        windMeanKmh: 15,
        windMaxKmh: 24,
        et0Mm: 2,
      };
    });
    const era5Snow = opts.snow
      ? era5.map((e) => ({ date: e.date, snowDepthM: e.tmaxC < 0 || (e.date.slice(5, 7) === '01' && e.tmaxC < 4) ? 0.35 : 0 }))
      : undefined;
    const dates = Array.from({ length: 107 }, (_, i) => date(i - 92));
    const members = Array.from({ length: 51 }, (_, m) => ({
      member: m,
      days: dates.map((dt, i) => {
        const future = i >= 92;
        const e = era5.find((x) => x.date === dt);
        const t = future ? opts.member.t : (e?.tmaxC ?? tmaxOf(dt));
        return {
          date: dt,
          tmaxC: t + (m % 3) * 0.1,
          tminC: null,
          tmeanC: null,
          precipMm: future ? 0 : (e?.precipMm ?? 0),
          windMaxKmh: null,
          windMeanKmh: future ? opts.member.wind : 15,
          gustMaxKmh: null,
          rhMinPct: future ? opts.member.rh : 45,
          rhMeanPct: null,
          rhMaxPct: null,
          et0Mm: null,
        };
      }),
    }));
    return { era5, era5Snow, ensemble: { model: 'ecmwf_ifs025', dates, members } };
  }
  const ctx = {
    place: {
      name: 'Steppe',
      city: 'Steppe',
      country: 'X',
      countryCode: 'XX',
      admin1: null,
      lat: 52,
      lng: 70,
      source: 'coordinates' as const,
    },
    horizon: '7d' as const,
    now: NOW,
    window: { start: NOW, end: new Date(NOW.getTime() + 7 * 86_400_000) },
  };
  const dryWindyWinter = { t: 2, rh: 12, wind: 55 };

  test('without the season rules, a week of 2 °C, 12 % and 55 km/h would rate "very high" (FWI 21.3+)', () => {
    const week = fwiSeries(
      Array.from({ length: 7 }, () => ({ tempC: 2, rhPct: 12, windKmh: 55, rainMm: 0, month: 1 })),
      52,
    );
    assert.ok(week.at(-1)!.fwi >= 21.3, `FWI ${week.at(-1)!.fwi.toFixed(1)}`);
  });

  test('snow on the ground (ERA5 snow depth): dormant, under 5 %, and the drivers say why', () => {
    const f = forecastWildfire(observations({ snow: true, member: dryWindyWinter }), ctx)!;
    assert.equal(f.event.fireSeason, 'snow');
    assert.ok(f.probability < 5, `wildfire ${f.probability.toFixed(1)} %`);
    assert.match(
      f.drivers.map(english)[0]!,
      /^Fire season dormant at Steppe since \d{4}-\d{2}-\d{2}: snow on the ground \(ERA5 snow depth 35 cm on 2026-01-0\d\)/,
    );
    assert.ok(f.drivers.map(english).some((x) => /^0 of 51 members start the fire season/.test(x)));
  });

  test('no snow record: the winter cold keeps it dormant all the same', () => {
    const f = forecastWildfire(observations({ snow: false, member: dryWindyWinter }), ctx)!;
    assert.equal(f.event.fireSeason, 'dormant');
    assert.ok(f.probability < 5, `wildfire ${f.probability.toFixed(1)} %`);
    assert.match(f.drivers.map(english)[0]!, /three days in a row above 12 °C/);
  });

  test('a warm, dry, windy spell ahead starts the season in the members, and then the danger reads', () => {
    const f = forecastWildfire(observations({ snow: true, member: { t: 24, rh: 10, wind: 55 } }), ctx)!;
    assert.ok(
      f.drivers.map(english).some((x) => /^51 of 51 members start the fire season/.test(x)),
      f.drivers.map(english).join(' | '),
    );
    assert.ok(f.probability > 80, `wildfire ${f.probability.toFixed(1)} %`);
  });
});
