// Air quality: CAMS days with an error measured from the CAMS history, the seasonal climatology, rarer lines for long windows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  airClimatologyPart,
  airDayDisruption,
  airError,
  airQualityModel,
  airTailPart,
  dailyAir,
  usAqiFromPm25,
} from '../../../src-server/hazards/air-quality/model.js';
import { riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import type { AirHistoryDay, AirHour } from '../../../src-server/sources/open-meteo-air-quality/normalize.js';
import { ctx, DAY, dayAt } from './weather-fixtures.js';
import { english } from '../../../src-server/i18n/translate.js';

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
    const winter = history(series(smoggyWinter)).map((d) => ({ date: d.date, pm25: d.pm25! }));
    const dec = airClimatologyPart(winter, '2026-12-05', 20, 35.5).probability;
    const jun = airClimatologyPart(winter, '2026-06-05', 20, 35.5).probability;
    assert.ok(dec > 0.9 && jun < dec - 0.2, `${dec} ${jun}`);
  });
  test('the log-normal tail: a clean place almost never reaches "very unhealthy"; a smoggy one does', () => {
    const cleanDays = history(series(clean)).map((d) => ({ date: d.date, pm25: d.pm25! }));
    const smog = history(series(smoggyWinter)).map((d) => ({ date: d.date, pm25: d.pm25! }));
    assert.ok(airTailPart(cleanDays, 125.5, 10)!.probability < 0.05);
    assert.ok(airTailPart(smog, 125.5, 10)!.probability > 0.5);
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
  test('decades: the "very unhealthy" line, and a steady rate said plainly', () => {
    const r = airQualityModel({ air: hourly(smog), history: history(smog) }, ctx('10y'));
    assert.equal(r.event.minDailyPm25, 125.5);
    assert.ok(r.drivers.map(english).some((d) => d.includes('steady')));
    const cleanPlace = series(clean, 9);
    assert.ok(airQualityModel({ air: hourly(cleanPlace), history: history(cleanPlace) }, ctx('30y')).probability < 10);
  });
  test('without the history: the recent days stand in, and completeness says so', () => {
    const r = airQualityModel({ air: hourly(smog) }, ctx('30d'));
    assert.ok(r.drivers.map(english).some((d) => d.includes('last 92 days')));
  });
});
