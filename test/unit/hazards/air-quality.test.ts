// Air quality: CAMS days with an error measured from the CAMS history, the seasonal climatology, one event for 7 and 30
// days and one for a year or more, nested windows (docs/risk-scale.md "Windows").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AIR_QUALITY,
  airDayDisruption,
  airError,
  airQualityModel,
  dailyAir,
  usAqiFromPm25,
} from '../../../src-server/hazards/air-quality/model.js';
import { airClimate } from '../../../src-server/hazards/air-quality/climatology.js';
import { riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import { daysFromSeverity } from '../../../src-server/science/disruption-days.js';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import type { AirHistoryDay, AirHour } from '../../../src-server/sources/open-meteo-air-quality/normalize.js';
import { ctx, DAY, dayAt } from './weather-fixtures.js';
import { english } from '../../../src-server/risk/translate.js';

const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/** Daily PM2.5 from 2023 to the forecast's end: log-normal around `level(date)`, AR(1) r = 0.7, sd 0.5 in logs. */
function series(level: (date: string) => number, seed = 1): Map<string, number> {
  const r = seededRandom(seed);
  const out = new Map<string, number>();
  let a = 0;
  for (let t = Date.UTC(2023, 0, 1); t <= Date.UTC(2026, 11, 31); t += DAY) {
    a = 0.7 * a + Math.sqrt(1 - 0.49) * 0.5 * normal(r);
    const date = new Date(t).toISOString().slice(0, 10);
    out.set(date, level(date) * Math.exp(a));
  }
  return out;
}
const history = (s: Map<string, number>, scale = 1): AirHistoryDay[] =>
  [...s.entries()].filter(([d]) => d < '2026-01-01').map(([date, pm]) => ({ date, pm25: pm * scale, hours: 24 }));
/** The hourly forecast answer: 92 past days and 7 ahead, the last 42 hours null (past CAMS's range). */
function hourly(s: Map<string, number>, opts: { scale?: number; forecast?: (k: number) => number } = {}): AirHour[] {
  const out: AirHour[] = [];
  for (let k = -92; k <= 6; k++) {
    const date = dayAt(k);
    for (let h = 0; h < 24; h++) {
      const index = (k + 92) * 24 + h;
      const value = index >= 99 * 24 - 42 ? null : (k >= 0 && opts.forecast ? opts.forecast(k) : s.get(date)!) * (opts.scale ?? 1);
      out.push({ time: `${date}T${String(h).padStart(2, '0')}:00`, pm25: value, usAqi: null });
    }
  }
  return out;
}
const smoggyWinter = (date: string) => (['11', '12', '01'].includes(date.slice(5, 7)) ? 90 : 8);
const clean = () => 9;

describe('AQI and disruption', () => {
  test('EPA 2024 breakpoints', () => {
    assert.equal(usAqiFromPm25(9), 50);
    assert.equal(usAqiFromPm25(35.5), 101);
    assert.equal(usAqiFromPm25(55.4), 150);
    assert.equal(usAqiFromPm25(12), 56);
    assert.equal(usAqiFromPm25(1000), 500);
  });
  test('disruption-days per day by category (risk scale)', () => {
    assert.equal(airDayDisruption(20), 0);
    assert.equal(airDayDisruption(40), 0.3);
    assert.equal(airDayDisruption(60), 1);
    assert.equal(airDayDisruption(130), 3);
    assert.equal(airDayDisruption(300), 10);
  });
  test('daily means need 12 hours: trailing nulls drop the day', () => {
    const h: AirHour[] = Array.from({ length: 48 }, (_, i) => ({
      time: `${dayAt(Math.floor(i / 24))}T${String(i % 24).padStart(2, '0')}:00`,
      pm25: i < 24 ? 20 : null,
      usAqi: null,
    }));
    assert.deepEqual(
      dailyAir(h).map((d) => [d.date, d.pm25]),
      [[dayAt(0), 20]],
    );
  });
});

describe('measured error, season and tail', () => {
  const s = series(() => 20);
  const days = history(s).map((d) => ({ date: d.date, pm25: d.pm25! }));
  test('the persistence error grows with lead and the day-to-day correlation is found', () => {
    const e = airError(days, dayAt(0))!;
    assert.ok(e.sigmaByLead[0]! < e.sigmaByLead[4]!, e.sigmaByLead.join(','));
    // AR(1) with r = 0.7, sd 0.5: sd of a 1-day change = 0.5 sqrt(2 (1 - 0.7)) = 0.39.
    assert.ok(Math.abs(e.sigmaByLead[0]! - 0.39) < 0.08, String(e.sigmaByLead[0]));
    assert.ok(Math.abs(e.rho1 - 0.7) < 0.2, String(e.rho1)); // ~180 season days: sampling error ~0.1
  });
  test('the season matters: a smoggy winter is likely in December, not in June', () => {
    const winter = airClimate(history(series(smoggyWinter)).map((d) => ({ date: d.date, pm25: d.pm25! })))!;
    assert.equal(winter.kind, 'history');
    const dec = winter.windowChance('2026-12-05', 20, 35.5).probability;
    const jun = winter.windowChance('2026-06-05', 20, 35.5).probability;
    assert.ok(dec > 0.7 && jun < dec - 0.2, `${dec} ${jun}`);
  });
  test("no window of the climatology hit: the chance is the place's own log-normal tail over n + 1, not a constant", () => {
    const lower = airClimate(history(series(clean, 11)).map((d) => ({ date: d.date, pm25: d.pm25! })))!;
    const higher = airClimate(history(series(() => 13, 11)).map((d) => ({ date: d.date, pm25: d.pm25! })))!;
    const a = lower.windowChance('2026-12-05', 20, 55.5);
    const b = higher.windowChance('2026-12-05', 20, 55.5);
    assert.equal(a.share, 0);
    assert.equal(b.share, 0);
    assert.ok(a.probability > 0 && b.probability > a.probability, `${a.probability} ${b.probability}`);
    // Weighed as one more year of the three the history holds: (0 + tail) / (3 + 1).
    const n = 3;
    assert.ok(Math.abs(a.probability - a.tail! / (n + 1)) < 1e-12, `${a.probability} ${a.tail}`);
  });
  test('a longer climatological window from the same day never has a lower chance or disruption', () => {
    const smog = airClimate(history(series(smoggyWinter, 4)).map((d) => ({ date: d.date, pm25: d.pm25! })))!;
    let prev = { probability: 0, disruption: 0 };
    for (const len of [1, 2, 7, 25, 60, 200, 365]) {
      const w = smog.windowChance('2026-10-20', len, 35.5);
      assert.ok(w.probability >= prev.probability && w.disruption >= prev.disruption, `${len} days: ${JSON.stringify(w)}`);
      prev = w;
    }
  });
});

describe('air-quality model', () => {
  const smog = series(smoggyWinter, 3);
  test('a polluted forecast week: above 80 %', () => {
    const r = airQualityModel({ air: hourly(smog, { forecast: () => 90 }), history: history(smog) }, ctx('7d'));
    assert.ok(r.probability > 80, String(r.probability));
  });
  test('PM2.5 at a tenth (forecast and history): under 10 %', () => {
    for (const h of ['7d', '30d'] as const) {
      const r = airQualityModel({ air: hourly(smog, { scale: 0.1 }), history: history(smog, 0.1) }, ctx(h));
      assert.ok(r.probability < 10, `${h}: ${r.probability}`);
    }
  });
  test('a place with ordinary air does not get a high risk', () => {
    const ordinary = series(() => 12, 5);
    for (const h of ['7d', '30d', '1y'] as const) {
      const r = airQualityModel({ air: hourly(ordinary), history: history(ordinary) }, ctx(h));
      const level = riskLevel(riskScore(r.probability, r.severity));
      assert.ok(level === 'low' || level === 'moderate', `${h}: ${r.probability}% x ${r.severity}`);
    }
  });
  test('a year or more: one event ("Very Unhealthy", AQI 201) for 1, 10 and 30 years, a steady rate said plainly', () => {
    for (const h of ['1y', '10y', '30y'] as const) {
      const r = airQualityModel({ air: hourly(smog), history: history(smog) }, ctx(h));
      assert.equal(r.event.minDailyPm25, AIR_QUALITY.yearPm25, h);
    }
    assert.equal(airQualityModel({ air: hourly(smog), history: history(smog) }, ctx('30d')).event.minDailyPm25, AIR_QUALITY.eventPm25);
    const r = airQualityModel({ air: hourly(smog), history: history(smog) }, ctx('10y'));
    assert.ok(
      r.drivers.map(english).some((d) => d.includes('steady')),
      'steady',
    );
    const cleanPlace = series(clean, 9);
    const p30 = airQualityModel({ air: hourly(cleanPlace), history: history(cleanPlace) }, ctx('30y')).probability;
    assert.ok(p30 < 10, String(p30));
  });
  test('nested windows: no window has a lower chance (same event group) or risk (any) than a window it contains', () => {
    for (const [name, level] of [
      ['smoggy winter', smoggyWinter],
      ['ordinary', () => 14],
      ['clean', clean],
    ] as const) {
      const s = series(level, 21);
      const rs = HORIZONS.map((h) => ({ h, r: airQualityModel({ air: hourly(s), history: history(s) }, ctx(h)) }));
      for (let i = 1; i < rs.length; i++) {
        const [a, b] = [rs[i - 1]!, rs[i]!];
        const risk = (x: typeof a) => riskScore(x.r.probability, x.r.severity);
        assert.ok(risk(b) >= risk(a) - 1e-9, `${name}: risk ${b.h} ${risk(b)} < ${a.h} ${risk(a)}`);
        if (a.h !== '30d')
          assert.ok(b.r.probability >= a.r.probability - 1e-9, `${name}: P ${b.h} ${b.r.probability} < ${a.h} ${a.r.probability}`);
      }
      for (const { h, r } of rs) {
        if (h === '10y' || h === '30y') {
          assert.equal(typeof r.probabilityPerYear, 'number', `${name} ${h}`);
          assert.ok(r.probabilityPerYear! <= r.probability + 1e-9, `${name} ${h}: per year ${r.probabilityPerYear} > ${r.probability}`);
        } else assert.equal(r.probabilityPerYear, undefined, `${name} ${h}`);
      }
      // 30 years: the first year, then 29 later years at the stated chance per year.
      const [y1, y30] = [rs[2]!.r, rs[4]!.r];
      const expect = 100 * (1 - (1 - y1.probability / 100) * (1 - y30.probabilityPerYear! / 100) ** 29);
      assert.ok(Math.abs(y30.probability - expect) < 1e-6, `${name}: ${y30.probability} vs ${expect}`);
    }
  });
  test("risk reads the expected disruption of every damaging day, and a chance of 0 keeps one episode's severity", () => {
    const s = series(smoggyWinter, 22);
    const r = airQualityModel({ air: hourly(s), history: history(s) }, ctx('30y'));
    // Over 30 years of a smoggy winter every year: hundreds of disruption-days (USG 0.3, Unhealthy 1 a day).
    const expected = (r.probability / 100) * daysFromSeverity(r.severity);
    assert.ok(expected > 30 * 20, String(expected));
    const spotless = series(() => 2, 23);
    const z = airQualityModel({ air: hourly(spotless), history: history(spotless) }, ctx('10y'));
    assert.ok(z.probability < 0.05, String(z.probability));
    assert.ok(z.severity > 0, 'consequences do not vanish with the chance');
  });
  test('without the history: the recent days stand in, and completeness says so', () => {
    const r = airQualityModel({ air: hourly(smog) }, ctx('30d'));
    assert.ok(r.drivers.map(english).some((d) => d.includes('last 92 days')));
  });
});
