// Drought model: SPEI-3 day by day along the ensemble's and past years' paths for 7 and 30 days, seasons with
// persistence and CMIP6 for a year or more, nested windows (docs/risk-scale.md "Windows").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DROUGHT, droughtClimate, droughtModel, droughtSeasonDays, ninetyDaySums } from '../../../src-server/hazards/drought/model.js';
import { riskScore } from '../../../src-server/forecast/risk-score.js';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import type { ClimateDay } from '../../../src-server/sources/open-meteo-climate/normalize.js';
import type { EnsembleDaily } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { ctx, DAY, dayAt, days } from './weather-fixtures.js';
import { english } from '../../../src-server/risk/translate.js';

const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/** ERA5-like days 2016-2025: rain whose 90-day regime follows AR(1) with `rho` between seasons. */
function archiveWith(rho: number, seed = 1): WeatherDay[] {
  const r = seededRandom(seed);
  const out: WeatherDay[] = [];
  let regime = 0;
  let day = 0;
  for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2025, 11, 31); t += DAY, day++) {
    if (day % 90 === 0) regime = rho * regime + Math.sqrt(1 - rho * rho) * normal(r);
    const date = new Date(t).toISOString().slice(0, 10);
    const wet = r() < 0.35;
    out.push({
      date,
      tmaxC: 25,
      tminC: 15,
      precipMm: wet ? Math.max(0, 6 * (1 + 0.5 * regime) * -Math.log(1 - r())) : 0,
      windMaxKmh: 10,
      gustMaxKmh: 20,
      rhMinPct: 50,
      et0Mm: 3,
    });
  }
  return out;
}
const archive = archiveWith(0.3);

/** Members whose past days match ERA5's (`pastRain`), so the quantile mapping is near the identity. */
function ensemble(rain: (member: number, k: number) => number, members = 51, pastRain?: number): EnsembleDaily {
  return {
    model: 'ecmwf_ifs025',
    dates: [],
    members: Array.from({ length: members }, (_, m) => ({
      member: m,
      days: Array.from({ length: 92 + 15 }, (_, i) => {
        const k = i - 92;
        return {
          date: dayAt(k),
          tmaxC: 25,
          tminC: 15,
          tmeanC: 20,
          precipMm: k < 0 && pastRain !== undefined ? pastRain + 0.01 * (m % 7) : rain(m, k),
          windMaxKmh: 10,
          windMeanKmh: 6,
          gustMaxKmh: 20,
          rhMinPct: 50,
          rhMeanPct: 60,
          rhMaxPct: 80,
          et0Mm: 3,
        };
      }),
    })),
  };
}
const recentDry = days(-92, -6, { precipMm: 0, et0Mm: 4 });
const recentWet = days(-92, -6, { precipMm: 8, et0Mm: 2 });

describe('drought arithmetic', () => {
  test('90-day sums of rain minus ET0', () => {
    const s = ninetyDaySums(days(-199, 0, { precipMm: 2, et0Mm: 1 }));
    assert.equal(s.filter((x) => x.sum !== null).length, 200 - 89);
    assert.ok(s.every((x) => x.sum === null || Math.abs(x.sum - 90) < 1e-9));
  });
  test('severity: US Drought Monitor classes on SPEI (D1 10, D2 20, D3 30, D4 40 on the risk scale)', () => {
    assert.equal(droughtSeasonDays(-0.5), 0);
    assert.ok(Math.abs(droughtSeasonDays(-1.3) - 1) < 1e-9);
    assert.ok(Math.abs(droughtSeasonDays(-2.5) - 10) < 1e-9);
  });
  test('persistence fitted from the climatology follows the generator', () => {
    const weak = droughtClimate(archiveWith(0, 5))!.persistence!;
    const strong = droughtClimate(archiveWith(0.8, 5))!.persistence!;
    // Fixed 90-day regime blocks also correlate unaligned windows, so the weak case is not 0: compare the two.
    assert.ok(strong.rho > weak.rho + 0.2, `${strong.rho} vs ${weak.rho}`);
  });
});

describe('drought model', () => {
  test('30 days: a dry 90 days with a dry ensemble is near certain; a wet one near impossible', () => {
    const dry = droughtModel({ archive, recent: recentDry, ensemble: ensemble(() => 0) }, ctx('30d'));
    const wet = droughtModel({ archive, recent: recentWet, ensemble: ensemble(() => 8) }, ctx('30d'));
    assert.ok(dry.probability > 95, String(dry.probability));
    assert.ok(wet.probability < 5, String(wet.probability));
    assert.equal(dry.event.balanceDays, DROUGHT.balanceDays);
    assert.equal(dry.event.percentile, 10);
    assert.ok(!('evaluatedOn' in dry.event), 'the event is some day of the window, not one day');
  });

  test('a dry spell ending now: 30 days never lower than the 7 days they contain (the 90-day balance of any day counts)', () => {
    // A dry past (the balance low today) and a wet ensemble: the 7 days see the drought, the 30 days too.
    for (const members of [ensemble(() => 12), ensemble((m) => (m % 3 ? 12 : 0))]) {
      const w7 = droughtModel({ archive, recent: recentDry, ensemble: members }, ctx('7d'));
      const w30 = droughtModel({ archive, recent: recentDry, ensemble: members }, ctx('30d'));
      assert.ok(w7.probability > 80, String(w7.probability));
      assert.ok(w30.probability >= w7.probability, `${w30.probability} < ${w7.probability}`);
      assert.ok(riskScore(w30.probability, w30.severity) >= riskScore(w7.probability, w7.severity));
    }
  });

  test("every member dry: the chance is the members' share with the climatology weighed as one member more", () => {
    const r = droughtModel({ archive, recent: recentDry, ensemble: ensemble(() => 0) }, ctx('7d'));
    // (51 + pClim) / 52 with pClim in 0-1.
    assert.ok(r.probability >= (51 / 52) * 100 - 1e-9 && r.probability <= 100, String(r.probability));
  });

  test('no chance at all keeps the severity of one episode (consequences do not vanish with the chance)', () => {
    const wet = droughtModel({ archive, recent: recentWet, ensemble: ensemble(() => 8) }, ctx('30d'));
    assert.ok(wet.severity > 0, String(wet.severity));
  });

  test('the forecast spread of the ensemble is the first season uncertainty: a split ensemble lands between', () => {
    // Recent days that leave the 90-day balance near its dry line, so the last week decides.
    const normalRecent = days(-92, -6, (k) => ({ precipMm: 1 + 0.01 * ((k % 7) + 7), et0Mm: 3 }));
    const dryMembers = droughtModel({ archive, recent: normalRecent, ensemble: ensemble(() => 0, 51, 1) }, ctx('7d'));
    const wetMembers = droughtModel({ archive, recent: normalRecent, ensemble: ensemble(() => 20, 51, 1) }, ctx('7d'));
    const split = droughtModel({ archive, recent: normalRecent, ensemble: ensemble((m) => (m % 2 ? 20 : 0), 51, 1) }, ctx('7d'));
    assert.ok(
      dryMembers.probability > split.probability && split.probability > wetMembers.probability,
      `${dryMembers.probability} ${split.probability} ${wetMembers.probability}`,
    );
  });

  test('10 years: a rarer dry line and persistence keep it well away from 98.5 %', () => {
    for (const rho of [0, 0.3, 0.8]) {
      const r = droughtModel(
        { archive: archiveWith(rho, 9), recent: days(-92, -6, { precipMm: 2, et0Mm: 3 }), ensemble: ensemble(() => 2) },
        ctx('10y'),
      );
      assert.ok(r.probability > 5 && r.probability < 90, `rho ${rho}: ${r.probability}`);
      assert.equal(r.event.percentile, 2);
    }
  });

  test('1 year: the driest 2 % in a season ending today, +90, ..., +360, the event of 10 and 30 years too', () => {
    const recent = days(-92, -6, { precipMm: 2, et0Mm: 3 });
    const indep = droughtModel({ archive: archiveWith(0, 4), recent, ensemble: ensemble(() => 2) }, ctx('1y'));
    assert.ok(indep.probability > 1 && indep.probability < 30, String(indep.probability));
    assert.equal(indep.event.percentile, 2);
    assert.ok(indep.drivers.map(english).some((d) => d.includes('persistence')));
    // A season in exceptional drought now: the year already holds the event.
    const dryNow = droughtModel({ archive, recent: days(-92, -1, { precipMm: 0, et0Mm: 6 }), ensemble: ensemble(() => 0) }, ctx('1y'));
    assert.ok(dryNow.probability > 95, String(dryNow.probability));
  });

  test('nested windows: no lower chance within an event group, no lower risk across all five, the chance per year stated', () => {
    const cases = {
      dry: { archive, recent: recentDry, ensemble: ensemble(() => 0) },
      'dry now, wet ahead': { archive, recent: recentDry, ensemble: ensemble(() => 12) },
      wet: { archive, recent: recentWet, ensemble: ensemble(() => 8) },
      'no ensemble': { archive: archiveWith(0.5, 13), recent: days(-92, -6, { precipMm: 2, et0Mm: 3 }) },
    };
    for (const [name, input] of Object.entries(cases)) {
      const rs = HORIZONS.map((h) => ({ h, r: droughtModel(input, ctx(h)) }));
      const seen = rs.map(({ h, r }) => `${h} P ${r.probability.toFixed(1)} S ${r.severity.toFixed(1)}`).join(', ');
      for (let i = 1; i < rs.length; i++) {
        const [a, b] = [rs[i - 1]!, rs[i]!];
        const risk = (x: typeof a) => riskScore(x.r.probability, x.r.severity);
        assert.ok(risk(b) >= risk(a) - 1e-9, `${name}: risk ${b.h} < ${a.h} (${seen})`);
        if (a.h === '30d') continue;
        assert.ok(b.r.probability >= a.r.probability - 1e-9, `${name}: P ${b.h} < ${a.h} (${seen})`);
        const { description: _d, windowStart: _s, windowEnd: _e, ...ca } = a.r.event;
        const { description: _d2, windowStart: _s2, windowEnd: _e2, ...cb } = b.r.event;
        assert.deepEqual(cb, ca, `${name}: ${a.h} and ${b.h} forecast one event`);
      }
      for (const { h, r } of rs) {
        if (h === '10y' || h === '30y') {
          assert.equal(typeof r.probabilityPerYear, 'number', `${name} ${h}`);
          assert.ok(r.probabilityPerYear! <= r.probability, `${name} ${h}: per year ${r.probabilityPerYear} > ${r.probability}`);
        } else assert.equal(r.probabilityPerYear, undefined, `${name} ${h}`);
      }
    }
  });

  test('10 years: a drying CMIP6 run raises the chance', () => {
    const climate = (rain: (year: number) => number): ClimateDay[] => {
      const r = seededRandom(6);
      const out: ClimateDay[] = [];
      for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2036, 11, 31); t += DAY) {
        const date = new Date(t).toISOString().slice(0, 10);
        out.push({ date, tmaxC: 25, precipMm: r() < 0.35 ? rain(Number(date.slice(0, 4))) * -Math.log(1 - r()) : 0, et0Mm: 3 });
      }
      return out;
    };
    const input = { archive, recent: days(-92, -6, { precipMm: 2, et0Mm: 3 }), ensemble: ensemble(() => 2) };
    const steady = droughtModel({ ...input, climate: climate(() => 6) }, ctx('10y'));
    const drying = droughtModel({ ...input, climate: climate((y) => 6 - 0.15 * (y - 2016)) }, ctx('10y'));
    assert.ok(drying.probability > steady.probability + 5, `${drying.probability} vs ${steady.probability}`);
  });

  test("no ensemble and no recent ERA5: past years' paths carry the window", () => {
    const r = droughtModel({ archive }, ctx('30d'));
    assert.ok(r.probability > 2 && r.probability < 40, String(r.probability));
    assert.ok(r.extrapolation > 0.9);
  });
});
