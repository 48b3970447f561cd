// Heat: ensemble exceedance of the calendar-day 95th percentile after quantile mapping; EHF/wet-bulb severity;
// return levels with the CMIP6 change for long horizons. Synthetic data with known answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { heatClimate, heatClimatologyPart, heatDayDisruption, heatModel, HEAT } from '../../../src-server/hazards/heat/model.js';
import { riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import { stullWetBulbC } from '../../../src-server/hazards/heat/wet-bulb.js';
import { dailyMeanTemp, ehfClass, excessHeatFactor } from '../../../src-server/hazards/heat/excess-heat-factor.js';
import { fitGumbel, returnLevel, yearlyExceedance } from '../../../src-server/hazards/heat/hot-day-return-level.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import type { ClimateDay } from '../../../src-server/sources/open-meteo-climate/normalize.js';
import type { EnsembleDaily, EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { ctx, DAY, dayAt, now } from './weather-fixtures.js';
import { english } from '../../../src-server/i18n/translate.js';

const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const doy = (date: string) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY;
/** Climatological mean Tmax of a date: a seasonal cycle peaking mid-July. */
const meanTmax = (date: string) => 25 + 8 * Math.cos((2 * Math.PI * (doy(date) - 196)) / 365);

/** Daily anomalies with persistence (AR(1), r = 0.7, sd 2.5 °C), one series for every date. */
function anomalies(seed: number) {
  const r = seededRandom(seed);
  const map = new Map<string, number>();
  let a = 0;
  for (let t = Date.UTC(2010, 0, 1); t <= Date.UTC(2027, 0, 31); t += DAY) {
    a = 0.7 * a + Math.sqrt(1 - 0.49) * 2.5 * normal(r);
    map.set(new Date(t).toISOString().slice(0, 10), a);
  }
  return map;
}
const anom = anomalies(1);
const era = (date: string, rh = 40): WeatherDay => {
  const tmax = meanTmax(date) + anom.get(date)!;
  return { date, tmaxC: tmax, tminC: tmax - 10, precipMm: 0, windMaxKmh: 10, gustMaxKmh: 20, rhMinPct: rh, et0Mm: 4 };
};
const archive: WeatherDay[] = [];
for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2025, 11, 31); t += DAY) archive.push(era(new Date(t).toISOString().slice(0, 10)));
const recent: WeatherDay[] = [];
for (let k = -92; k <= -6; k++) recent.push(era(dayAt(k)));

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
        rhMinPct: opts.rh ?? 40,
        rhMeanPct: 60,
        rhMaxPct: 80,
        et0Mm: 4,
      });
    }
    return { member: m, days };
  });
  return { model: 'ecmwf_ifs025', dates: members[0]!.days.map((d) => d.date), members };
}

describe('wet-bulb (Stull 2011) and the Excess Heat Factor', () => {
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
  test('disruption per day: the larger of the EHF class and the wet-bulb level', () => {
    assert.equal(heatDayDisruption('none', 20), 0);
    assert.equal(heatDayDisruption('severe', 20), 1);
    assert.equal(heatDayDisruption('low-intensity', 31.5), 10);
    assert.equal(heatDayDisruption('extreme', 36), 100);
  });
  test('Gumbel by L-moments recovers known parameters', () => {
    const r = seededRandom(8);
    const maxima = Array.from({ length: 4000 }, () => 35 - 2 * Math.log(-Math.log(r())));
    const g = fitGumbel(maxima)!;
    assert.ok(Math.abs(g.location - 35) < 0.15 && Math.abs(g.scale - 2) < 0.1, JSON.stringify(g));
    assert.ok(Math.abs(yearlyExceedance(g, returnLevel(g, 20)) - 0.05) < 1e-9);
  });
});

describe('heat model on synthetic data', () => {
  const base = { archive, recent };

  test('members 8 °C above the archive climate: above 80 %', () => {
    const r = heatModel({ ...base, ensemble: ensemble({ offset: 8 }) }, ctx('7d'));
    assert.ok(r.probability > 80, `${r.probability}`);
  });

  test('members below normal: under 5 % at 7 days', () => {
    const r = heatModel({ ...base, ensemble: ensemble({ offset: -6 }) }, ctx('7d'));
    assert.ok(r.probability < 5, `${r.probability}`);
  });

  test("quantile mapping removes the model's bias: a 4 °C warm model forecasting a normal week reads like an unbiased one", () => {
    const unbiased = heatModel({ ...base, ensemble: ensemble({ offset: 0 }) }, ctx('7d'));
    const biased = heatModel({ ...base, ensemble: ensemble({ offset: 0, bias: 4 }) }, ctx('7d'));
    const uncorrected = heatModel({ archive, ensemble: ensemble({ offset: 0, bias: 4 }) }, ctx('7d'));
    assert.ok(Math.abs(biased.probability - unbiased.probability) < 12, `${biased.probability} vs ${unbiased.probability}`);
    assert.ok(uncorrected.probability > biased.probability + 30, `${uncorrected.probability} vs ${biased.probability}`);
    assert.ok(biased.drivers.map(english).some((d) => d.includes('quantile mapping')));
  });

  test('ordinary weather does not give a high risk', () => {
    for (const h of ['7d', '30d'] as const) {
      const r = heatModel({ ...base, ensemble: ensemble({ offset: 0 }) }, ctx(h));
      const level = riskLevel(riskScore(r.probability, r.severity));
      assert.ok(level === 'low' || level === 'moderate', `${h}: ${r.probability}% x ${r.severity} -> ${level}`);
    }
  });

  test('humid heat: the same temperatures at high humidity are more severe', () => {
    const dry = heatModel({ ...base, ensemble: ensemble({ offset: 18, rh: 30 }) }, ctx('7d'));
    const humid = heatModel(
      { archive: archive.map((d) => ({ ...d, rhMinPct: 85 })), recent, ensemble: ensemble({ offset: 18, rh: 70 }) },
      ctx('7d'),
    );
    assert.ok(humid.severity > dry.severity, `${humid.severity} vs ${dry.severity}`);
  });

  test('30 days: the days beyond the forecast come from ERA5 windows of the season, with their spells', () => {
    const clim = heatClimate(archive)!;
    const part = heatClimatologyPart(clim, dayAt(15), 15);
    assert.ok(part.probability > 0.2 && part.probability < 0.95, String(part.probability));
    assert.equal(part.years, 10);
    const r = heatModel({ ...base, ensemble: ensemble({ offset: -6 }) }, ctx('30d'));
    assert.ok(r.probability > 15 && r.extrapolation > 0.4, `${r.probability} ${r.extrapolation}`);
  });

  test("decades: today's 1-in-20-year hot day, more frequent under CMIP6 warming, never saturated by construction", () => {
    const climate = (warmingPerYear: number): ClimateDay[] => {
      const out: ClimateDay[] = [];
      for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2050, 11, 31); t += DAY) {
        const date = new Date(t).toISOString().slice(0, 10);
        out.push({
          date,
          tmaxC:
            meanTmax(date) +
            (anom.get(`${2016 + ((Number(date.slice(0, 4)) - 2016) % 10)}${date.slice(4)}`) ?? 0) +
            warmingPerYear * (Number(date.slice(0, 4)) - 2016),
          precipMm: 0,
          et0Mm: 4,
        });
      }
      return out;
    };
    const stationary = heatModel({ archive, climate: climate(0) }, ctx('30y'));
    const warming = heatModel({ archive, climate: climate(0.05) }, ctx('30y'));
    assert.ok(Math.abs(stationary.probability - 100 * (1 - 0.95 ** 30)) < 3, String(stationary.probability));
    assert.ok(warming.probability > stationary.probability + 5, `${warming.probability} vs ${stationary.probability}`);
    assert.equal(warming.event.returnPeriodYears, 20);
    const tenYears = heatModel({ archive, climate: climate(0) }, ctx('10y'));
    assert.ok(tenYears.probability < 50, String(tenYears.probability));
  });

  test('no ensemble: the climatology alone, and the data completeness says so', () => {
    const r = heatModel({ archive }, ctx('7d'));
    assert.ok(r.probability > 0 && r.probability < 100);
    assert.ok(r.drivers.map(english).some((d) => d.includes('No ensemble')));
    const half = heatModel({ ...base, ensemble: ensemble({ members: 25 }) }, ctx('7d'));
    assert.ok(half.dataCompleteness! < 0.6);
  });

  test('the constants are the documented ones', () => {
    assert.equal(HEAT.percentile, 95);
    assert.equal(HEAT.calendarWindowDays, 15);
    assert.equal(now.toISOString(), '2026-11-22T12:00:00.000Z');
  });
});
