// Heat: the Excess Heat Factor severe heatwave for windows under a year (members after quantile mapping, the record's
// windows for the rest), the record's 1-in-20-year hottest day for a year or more (its own trend, the CMIP6 run's),
// risk from every damaging heatwave. Synthetic data with known answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { heatDayDisruption, heatModel } from '../../../src-server/hazards/heat/model.js';
import { readHeatDays, damagingSpells } from '../../../src-server/hazards/heat/heat-days.js';
import { heatRecord, windowChance } from '../../../src-server/hazards/heat/heat-record.js';
import { riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import { stullWetBulbC } from '../../../src-server/hazards/heat/wet-bulb.js';
import {
  dailyMeanTemp,
  ehfClass,
  ehfFromTerms,
  excessHeatFactor,
  excessHeatTerms,
} from '../../../src-server/hazards/heat/excess-heat-factor.js';
import {
  hotDayGumbel,
  olsSlope,
  returnLevel,
  trendGumbel,
  yearlyExceedance,
} from '../../../src-server/hazards/heat/hot-day-return-level.js';
import { HORIZONS, type Horizon } from '../../../src-server/contracts/enums.js';
import type { ModelContext, ModelResult } from '../../../src-server/hazards/types.js';
import type { HeatEvent } from '../../../src-server/hazards/heat/event.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import type { ClimateDay } from '../../../src-server/sources/open-meteo-climate/normalize.js';
import type { EnsembleDaily, EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { ctx, DAY, dayAt } from './weather-fixtures.js';
import { english } from '../../../src-server/risk/translate.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';

const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const doy = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY;
/** Climatological mean Tmax of a date: a seasonal cycle peaking mid-July (today, 22 November, is late autumn). */
const meanTmax = (date: string) => 25 + 8 * Math.cos((2 * Math.PI * (doy(date) - 196)) / 365);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Daily anomalies with persistence (AR(1), r = 0.7, sd 2.5 °C), one series for every date. */
function anomalies(seed: number) {
  const r = seededRandom(seed);
  const map = new Map<string, number>();
  let a = 0;
  for (let t = Date.UTC(1990, 0, 1); t <= Date.UTC(2027, 0, 31); t += DAY) {
    a = 0.7 * a + Math.sqrt(1 - 0.49) * 2.5 * normal(r);
    map.set(isoOf(t), a);
  }
  return map;
}
const anom = anomalies(1);
const era = (date: string, rh = 40, warmingPerYear = 0): WeatherDay => {
  const tmax = meanTmax(date) + anom.get(date)! + warmingPerYear * (Number(date.slice(0, 4)) - 2021);
  return { date, tmaxC: tmax, tminC: tmax - 10, precipMm: 0, windMaxKmh: 10, gustMaxKmh: 20, rhMinPct: rh, et0Mm: 4 };
};
const span = (from: number, to: number, f: (date: string) => WeatherDay) => {
  const out: WeatherDay[] = [];
  for (let t = Date.UTC(from, 0, 1); t <= Date.UTC(to, 11, 31); t += DAY) out.push(f(isoOf(t)));
  return out;
};
// Frozen as cached payloads are, so the model's memoised parts are kept between calls (shared/derived.ts).
const archive = deepFreeze(span(2016, 2025, (d) => era(d)));
const recent: WeatherDay[] = [];
for (let k = -92; k <= -6; k++) recent.push(era(dayAt(k)));
/** 30 years of daily maxima (the hottest day's fit), stationary or warming. */
const hottest = (warmingPerYear = 0) =>
  deepFreeze(span(1996, 2025, (d) => era(d, 40, warmingPerYear)).map((r) => ({ date: r.date, tmaxC: r.tmaxC })));

/**
 * 51 members from 92 days ago to 14 days ahead. Past days: ERA5 + `bias` (the model's error) + a little noise;
 * forecast days: the climatological mean + `offset` + `bias` + member spread.
 */
function ensemble(opts: { bias?: number; offset?: number | ((k: number) => number); rh?: number; members?: number } = {}): EnsembleDaily {
  const r = seededRandom(42);
  const bias = opts.bias ?? 0;
  const members = Array.from({ length: opts.members ?? 51 }, (_, m) => {
    const days: EnsembleDay[] = [];
    for (let k = -92; k <= 14; k++) {
      const date = dayAt(k);
      const off = typeof opts.offset === 'function' ? opts.offset(k) : (opts.offset ?? 0);
      const tmax = k < 0 ? meanTmax(date) + anom.get(date)! + bias + 0.3 * normal(r) : meanTmax(date) + off + bias + 2 * normal(r);
      days.push({
        date,
        tmaxC: tmax,
        tminC: tmax - 10,
        tmeanC: tmax - 5,
        precipMm: 0,
        windMaxKmh: 10,
        windMeanKmh: 6,
        gustMaxKmh: 20,
        rhMinPct: k < 0 ? 40 : (opts.rh ?? 40),
        rhMeanPct: 60,
        rhMaxPct: 80,
        et0Mm: 4,
      });
    }
    return { member: m, days };
  });
  return { model: 'ecmwf_ifs025', dates: members[0]!.days.map((d) => d.date), members };
}

/** A context whose window is a named period (not now → now + horizon). */
const named = (horizon: Horizon, start: string, end: string): ModelContext => ({
  ...ctx(horizon),
  window: { start: new Date(`${start}T00:00:00Z`), end: new Date(`${end}T00:00:00Z`) },
});
const run = (o: Parameters<typeof heatModel>[0], c: ModelContext): ModelResult<HeatEvent> => {
  const r = heatModel(o, c);
  assert.ok(r, 'a history of ten years answers');
  return r;
};
const texts = (r: ModelResult) => r.drivers.map(english);

describe('wet-bulb (Stull 2011), the Excess Heat Factor and the heat table', () => {
  test("Stull's published check value: 20 °C at 50 % is 13.7 °C", () => {
    assert.ok(Math.abs(stullWetBulbC(20, 50) - 13.7) < 0.05, String(stullWetBulbC(20, 50)));
    assert.ok(stullWetBulbC(35, 75) > 30 && stullWetBulbC(35, 75) < 32);
    assert.ok(stullWetBulbC(40, 10) < 22);
  });
  test('EHF: three hot days after a mild month are a heatwave; a mild month is not', () => {
    const dmt = [...Array(30).fill(20), 30, 31, 32, 20, 20];
    const ehf = excessHeatFactor(dmt, 25);
    assert.equal(ehf[29], null);
    // Day 30: mean(30,31,32) = 31; sig = 6; accl = 31 - 20 = 11 -> 66.
    assert.equal(ehf[30], 66);
    assert.ok(ehf[33] === null);
    assert.equal(ehfClass(66, 20), 'extreme');
    assert.equal(ehfClass(30, 20), 'severe');
    assert.equal(ehfClass(10, 20), 'low-intensity');
    assert.equal(ehfClass(-1, 20), 'none');
    assert.equal(dailyMeanTemp(30, 20), 25);
  });
  test("a uniform warming moves EHF's three-day mean and leaves its acclimatisation: the warmer reading from the terms", () => {
    const r = seededRandom(3);
    const dmt = Array.from({ length: 120 }, (_, i) => (i === 50 ? null : 20 + 6 * r()));
    const warmer = excessHeatFactor(
      dmt.map((x) => (x === null ? null : x + 1.5)),
      24,
    );
    const fromTerms = ehfFromTerms(excessHeatTerms(dmt), 24, 1.5);
    assert.equal(fromTerms.length, warmer.length);
    fromTerms.forEach((x, i) => assert.ok(x === warmer[i] || Math.abs(x! - warmer[i]!) < 1e-9, `${i}: ${x} vs ${warmer[i]}`));
  });
  test('disruption per day: the larger of the EHF class and the wet-bulb level', () => {
    assert.equal(heatDayDisruption('none', 20), 0);
    assert.equal(heatDayDisruption('severe', 20), 1);
    assert.equal(heatDayDisruption('low-intensity', 31.5), 10);
    assert.equal(heatDayDisruption('extreme', 36), 100);
  });
  test("a spell counts when it reaches the damaging tier, with its low-intensity days; a low-intensity spell doesn't", () => {
    // 30 mild days, then a spell whose middle is severe, a gap, then a spell of low intensity only.
    const dmt = [...Array(30).fill(20), 25.5, 30, 30, 25.5, 20, 20, 20, 26, 26, 26, 20, 20, 20, 20];
    const rows = dmt.map((t, i) => ({ date: isoOf(Date.UTC(2026, 0, 1) + i * DAY), tmaxC: t + 5, tminC: t - 5, rhMinPct: 20 }));
    const read = readHeatDays(rows, { t95Dmt: 25, ehf85: 10 });
    const spells = damagingSpells(read);
    assert.equal(spells.length, 1, JSON.stringify(read.disruption));
    assert.ok(read.damaging.slice(30, 34).some((d) => d === 1));
    assert.ok(
      read.counted.slice(29, 34).some((d) => d === 0.3),
      'the severe spell keeps its low-intensity shoulders',
    );
    assert.ok(
      read.disruption.slice(36, 40).some((d) => d === 0.3),
      'the later spell is a heatwave…',
    );
    assert.deepEqual(read.counted.slice(36, 40), [0, 0, 0, 0], '…of low intensity only: it does not count');
    // A humid hot day is damaging on its own (wet-bulb 31 °C), whatever its EHF.
    const humid = readHeatDays([{ date: '2026-07-01', tmaxC: 35, tminC: 28, rhMinPct: 80 }], { t95Dmt: 40, ehf85: 10 });
    assert.deepEqual(humid.damaging, [1]);
  });
  test('Gumbel by L-moments recovers known parameters, and a trend in its location', () => {
    const r = seededRandom(8);
    const maxima = Array.from({ length: 4000 }, () => 35 - 2 * Math.log(-Math.log(r())));
    const g = hotDayGumbel(maxima)!;
    assert.ok(Math.abs(g.location - 35) < 0.15 && Math.abs(g.scale - 2) < 0.1, JSON.stringify(g));
    assert.ok(Math.abs(yearlyExceedance(g, returnLevel(g, 20)) - 0.05) < 1e-9);
    const trending = maxima.slice(0, 400).map((m, i) => ({ year: 1600 + i, max: m + 0.05 * i }));
    const t = trendGumbel(trending)!;
    assert.ok(Math.abs(t.perYear - 0.05) < 0.005, String(t.perYear));
    assert.ok(Math.abs(t.fit.scale - 2) < 0.25, JSON.stringify(t.fit));
    assert.equal(olsSlope([{ x: 1, y: 2 }]), 0);
  });
});

describe('windows under a year: a damaging heatwave day', () => {
  const base = { archive, recent };

  test('the record: its heatwaves fall in summer, none in winter', () => {
    const record = heatRecord(archive)!;
    assert.ok(record.spellsPerYear > 0.3 && record.spellsPerYear < 5, String(record.spellsPerYear));
    assert.ok(windowChance(record, '2027-07-01', 30)! > 0.1, 'July');
    assert.equal(windowChance(record, '2027-01-01', 30), 0, 'January');
    // Longer windows from the same starts contain the shorter ones.
    assert.ok(windowChance(record, '2027-07-01', 30)! >= windowChance(record, '2027-07-01', 7)!);
  });

  test('a late-November week warm for the date is a driver, not the event: no heatwave, no risk', () => {
    const r = run({ ...base, ensemble: ensemble({ offset: 8 }) }, ctx('7d'));
    assert.ok(r.probability < 1, `${r.probability}`);
    assert.equal(riskLevel(riskScore(r.probability, r.severity)), 'low');
    const warm = texts(r).find((d) => d.includes('95th percentile of ERA5 daily maxima for the date'));
    assert.ok(warm && /^(4\d|5[01]) of 51 members/.test(warm), warm);
  });

  test('members in a summer-like heat wave in November: above 80 %', () => {
    const r = run({ ...base, ensemble: ensemble({ offset: (k) => (k >= 3 ? 22 : 0) }) }, ctx('7d'));
    assert.ok(r.probability > 80, `${r.probability}`);
    assert.ok(r.severity >= 20, `${r.severity}`);
    assert.equal(r.event.hazard, 'heat');
    assert.ok(r.event.minExcessHeatFactor! > 0 && r.event.minWetBulbC === 31 && r.event.percentile === 95);
  });

  test("quantile mapping removes the model's bias: a 4 °C warm model reads like an unbiased one", () => {
    const heat = (k: number) => (k >= 3 ? 16 : 0);
    const unbiased = run({ ...base, ensemble: ensemble({ offset: heat }) }, ctx('7d'));
    const biased = run({ ...base, ensemble: ensemble({ offset: heat, bias: 4 }) }, ctx('7d'));
    const uncorrected = run({ archive, ensemble: ensemble({ offset: heat, bias: 4 }) }, ctx('7d'));
    assert.ok(unbiased.probability > 10 && unbiased.probability < 90, `${unbiased.probability}`);
    assert.ok(Math.abs(biased.probability - unbiased.probability) < 15, `${biased.probability} vs ${unbiased.probability}`);
    assert.ok(uncorrected.probability > biased.probability + 10, `${uncorrected.probability} vs ${biased.probability}`);
    assert.ok(texts(biased).some((d) => d.includes('quantile mapping')));
  });

  test('no member shows it: the record’s own chance over the same days, shrunk by the members, not a constant floor', () => {
    const cool = ensemble({ offset: -3 });
    const winter = run({ ...base, ensemble: cool }, ctx('7d'));
    assert.equal(winter.probability, 0, 'the record never had a heatwave in late November');
    // The same members over a record whose summer is now: the chance is the record's own over those days / (51 + 1).
    const shifted = archive.map((d) => ({ ...d, date: shiftInYear(d.date, 130) }));
    const summer = run({ archive: shifted, recent, ensemble: cool }, ctx('7d'));
    const record = heatRecord(shifted)!;
    const prior = windowChance(record, dayAt(0), 7)!;
    assert.ok(prior > 0.02, String(prior));
    assert.ok(Math.abs(summer.probability - (100 * prior) / 52) < 0.01, `${summer.probability} vs ${(100 * prior) / 52}`);
  });

  test('humid heat: the same temperatures at high humidity are more severe', () => {
    const hot = (k: number) => (k >= 3 ? 20 : 0);
    const dry = run({ ...base, ensemble: ensemble({ offset: hot, rh: 25 }) }, ctx('7d'));
    const humid = run({ ...base, ensemble: ensemble({ offset: hot, rh: 75 }) }, ctx('7d'));
    assert.ok(humid.severity > dry.severity + 10, `${humid.severity} vs ${dry.severity}`);
  });

  test('a summer month beyond the forecast: the record’s windows of the season, with their spells', () => {
    const july = run(base, named('1y', '2027-07-01', '2027-07-31'));
    const january = run(base, named('1y', '2027-01-01', '2027-01-31'));
    assert.ok(july.probability > 10 && july.probability < 95, String(july.probability));
    assert.equal(july.extrapolation, 1);
    assert.equal(january.probability, 0);
    assert.ok(riskScore(july.probability, july.severity) > riskScore(january.probability, january.severity));
    assert.ok(texts(july).some((d) => d.includes('30 days beyond the forecast')));
  });

  test('no history: no thresholds, no answer (null); fewer members lower the completeness', () => {
    assert.equal(heatModel({ ensemble: ensemble() }, ctx('7d')), null);
    const half = run({ ...base, ensemble: ensemble({ members: 25 }) }, ctx('7d'));
    assert.ok(half.dataCompleteness! < 0.6);
    const none = run({ archive }, ctx('7d'));
    assert.ok(texts(none).some((d) => d.includes('No ensemble')));
  });
});

/** The date `days` later in its own year (a record whose seasons come later). */
function shiftInYear(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * DAY;
  return `${date.slice(0, 4)}${isoOf(t).slice(4)}`;
}

describe('a year or more: the record’s 1-in-20-year hottest day', () => {
  const climate = (warmingPerYear: number): ClimateDay[] => {
    const out: ClimateDay[] = [];
    for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2050, 11, 31); t += DAY) {
      const date = isoOf(t);
      const y = Number(date.slice(0, 4));
      out.push({
        date,
        tmaxC: meanTmax(date) + (anom.get(`${2000 + ((y - 2016) % 26)}${date.slice(4)}`) ?? 0) + warmingPerYear * (y - 2016),
        precipMm: 0,
        et0Mm: 4,
      });
    }
    return deepFreeze(out);
  };
  const inputs = { archive, recent, ensemble: ensemble(), hottest: hottest() };

  test('one event for 1, 10 and 30 years; nested chances; risk never falls across all five windows', () => {
    const byHorizon = Object.fromEntries(HORIZONS.map((h) => [h, run({ ...inputs, climate: climate(0.03) }, ctx(h))]));
    const long = (['1y', '10y', '30y'] as const).map((h) => byHorizon[h]!);
    for (const r of long) {
      assert.equal(r.event.hazard, 'heat');
      assert.equal(r.event.returnPeriodYears, 20);
      assert.equal(r.event.minTmaxC, long[0]!.event.minTmaxC);
      assert.ok(r.probabilityPerYear! <= r.probability + 1e-9, `${r.probabilityPerYear} > ${r.probability}`);
    }
    assert.ok(long[0]!.probability <= long[1]!.probability && long[1]!.probability <= long[2]!.probability);
    const risks = HORIZONS.map((h) => riskScore(byHorizon[h]!.probability, byHorizon[h]!.severity));
    for (let i = 1; i < risks.length; i++) assert.ok(risks[i]! >= risks[i - 1]! - 0.05, `risk ${risks.join(' → ')}`);
    assert.ok(risks[4]! > risks[1]!, `30 years expect more disruption than 30 days: ${risks.join(' → ')}`);
  });

  test("the first year's chance is the place's own: read from the record's trend, not 1 in 20 (nor 1 in 5) everywhere", () => {
    const stationary = run({ ...inputs, hottest: hottest(0) }, ctx('1y'));
    const warming = run({ ...inputs, hottest: hottest(0.06) }, ctx('1y'));
    assert.ok(stationary.probability > 2 && stationary.probability < 8, String(stationary.probability));
    assert.ok(warming.probability > stationary.probability + 3, `${warming.probability} vs ${stationary.probability}`);
    assert.ok(Math.abs(warming.probabilityPerYear! - warming.probability) < 1e-9, 'one year: its chance is the chance per year');
    assert.ok(texts(warming).some((d) => /moved \+?0\.\d+ °C a decade/.test(d)));
    // Ten years of history alone are too short to read a trend: the driver says so.
    const short = run({ archive, recent, ensemble: ensemble() }, ctx('1y'));
    assert.ok(texts(short).some((d) => d.startsWith('Fewer than 20 years')));
  });

  test('CMIP6 warming makes the later years’ hottest day more frequent, never saturated by construction', () => {
    const flat = run({ ...inputs, climate: climate(0) }, ctx('30y'));
    const warm = run({ ...inputs, climate: climate(0.05) }, ctx('30y'));
    assert.ok(flat.probability > 60 && flat.probability < 90, String(flat.probability));
    assert.ok(warm.probability > flat.probability + 5, `${warm.probability} vs ${flat.probability}`);
    assert.ok(warm.severity > 0 && riskScore(warm.probability, warm.severity) > riskScore(flat.probability, flat.severity));
    assert.ok(texts(warm).some((d) => d.startsWith('CMIP6')));
    const ten = run({ ...inputs, climate: climate(0) }, ctx('10y'));
    assert.ok(ten.probability < 60, String(ten.probability));
  });

  test('members reaching the level in the first days raise the first year', () => {
    const quiet = run(inputs, ctx('1y'));
    const scorcher = run({ ...inputs, ensemble: ensemble({ offset: (k) => (k >= 3 ? 40 : 0) }) }, ctx('1y'));
    assert.ok(scorcher.probability > 90, String(scorcher.probability));
    assert.ok(quiet.probability < 10, String(quiet.probability));
  });
});

describe('the documented thresholds, by what they do', () => {
  test("T95 is the 95th percentile of the record's daily mean temperatures: 5 % of days lie above it", () => {
    const t95 = heatRecord(archive)!.ref.t95Dmt;
    const dmt = archive.filter((d) => d.tmaxC !== null && d.tminC !== null).map((d) => (d.tmaxC! + d.tminC!) / 2);
    const above = dmt.filter((t) => t > t95).length / dmt.length;
    assert.ok(above > 0.045 && above < 0.055, `${(100 * above).toFixed(2)} % of days above T95 ${t95}`);
  });
  test('the damaging tier begins at a wet-bulb of 31 °C (Vecellio et al. 2022), whatever the EHF', () => {
    /** The minimum relative humidity at which a 35 °C day reaches the wet-bulb `tw` (Stull is monotone in RH). */
    const rhFor = (tw: number) => {
      let [lo, hi] = [5, 99];
      for (let i = 0; i < 60; i++) [lo, hi] = stullWetBulbC(35, (lo + hi) / 2) < tw ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
      return hi;
    };
    const day = (tw: number) =>
      readHeatDays([{ date: '2026-07-01', tmaxC: 35, tminC: 28, rhMinPct: rhFor(tw) }], { t95Dmt: 40, ehf85: 10 });
    assert.deepEqual(day(30.9).damaging, [0], 'a wet-bulb of 30.9 °C');
    assert.deepEqual(day(31.1).damaging, [1], 'a wet-bulb of 31.1 °C');
  });
});
