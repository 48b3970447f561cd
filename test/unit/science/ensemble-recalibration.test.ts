// Member shares, same-date climatology, CMIP6 frequency ratios, Platt and isotonic recalibration, the EONET link.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eonetCompanion, continuationChance } from '../../../src-server/hazards/eonet-hazard.js';
import { basinAt, inSeason, seasonShare } from '../../../src-server/hazards/storm/cyclone-seasons.js';
import { frequencyChange, meanAnnualProbability, scaledAnnualProbability } from '../../../src-server/science/climate-change.js';
import { annualFrequency, calendarSpanFrequency, dayNumber, memberShare } from '../../../src-server/science/ensemble.js';
import { applyCalibration, fitCalibration, fitIsotonic, fitPlatt } from '../../../src-server/science/recalibration.js';
import type { EonetEvent } from '../../../src-server/sources/eonet/normalize.js';

const days = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('member shares', () => {
  const dates = days('2026-11-22', 5);
  const s = {
    dates,
    members: [
      [1, 1, 9, 1, 1],
      [1, 1, 1, 1, 1],
      [null, null, null, null, null],
      [1, 1, 1, 1, 12],
    ],
  };
  test('share of members with a hit on a covered day (Jeffreys); empty members left out; peaks kept', () => {
    const r = memberShare(s, { first: dayNumber('2026-11-22'), last: dayNumber('2026-11-26') }, (v) => v > 5);
    assert.equal(r.members, 3);
    assert.equal(r.hits, 2);
    assert.equal(r.p, 2.5 / 4);
    assert.deepEqual(r.peaks, [9, 1, null, 12]);
  });
  test('only the window counts', () => {
    const r = memberShare(s, { first: dayNumber('2026-11-22'), last: dayNumber('2026-11-23') }, (v) => v > 5);
    assert.equal(r.hits, 0);
    assert.equal(r.p, 0.5 / 4, 'never exactly 0');
  });
});

describe('same-date climatology', () => {
  const rows = days('2000-01-01', 365 * 10 + 2).map((date) => ({
    date,
    v: date.slice(5) === '12-01' && Number(date.slice(0, 4)) % 2 === 0 ? 10 : 0,
  }));
  test('a span that held the event in half the years: Jeffreys (k + 0.5)/(n + 1)', () => {
    const f = calendarSpanFrequency(rows, { firstDate: '2026-11-25', days: 10 }, (r) => r.v > 5)!;
    assert.equal(f.years, 10);
    assert.equal(f.hits, 5);
    assert.equal(f.p, 5.5 / 11);
    const never = calendarSpanFrequency(rows, { firstDate: '2026-06-01', days: 10 }, (r) => r.v > 5)!;
    assert.equal(never.p, 0.5 / (never.years + 1), 'never 0');
  });
  test('a span across the new year belongs to the year it starts in', () => {
    const f = calendarSpanFrequency(rows, { firstDate: '2026-12-25', days: 14 }, (r) => r.v > 5)!;
    assert.equal(f.hits, 0);
  });
  test('annual frequency', () => {
    assert.equal(annualFrequency(rows, (r) => r.v > 5)!.hits, 5);
  });
});

describe('CMIP6 frequency ratio', () => {
  test('a run whose extreme days double by its last decade: ratio ~2 then, 1 at its start', () => {
    const rows = days('2016-01-01', 365 * 35).map((date, i) => {
      const y = Number(date.slice(0, 4));
      const share = 0.01 * (1 + (y - 2020.5) / 30); // 1 % of days in the first decade, about 2 % thirty years on
      return { date, value: (i * 0.6180339887) % 1 < share ? 100 : (i * 0.37) % 10 };
    });
    const c = frequencyChange(rows)!;
    assert.ok(c.lastDecadeRatio > 1.6 && c.lastDecadeRatio < 2.4, `ratio ${c.lastDecadeRatio}`);
    assert.ok(Math.abs(c.ratioAt(2020.5) - 1) < 1e-9);
    assert.ok(meanAnnualProbability(0.05, c, 2040, 2049) > 0.05);
  });
  test('scaling keeps probabilities in [0, 1]', () => {
    assert.equal(scaledAnnualProbability(0.5, 1), 0.5);
    assert.ok(scaledAnnualProbability(0.9, 10) <= 1);
    assert.equal(scaledAnnualProbability(0.2, 0), 0);
  });
});

describe('recalibration', () => {
  /** Forecasts twice too confident: the truth is p/2. */
  const data = Array.from({ length: 600 }, (_, i) => {
    const p = ((i * 0.6180339887) % 1) * 0.8 + 0.1;
    return { p, o: ((i * 0.7548776662) % 1 < p / 2 ? 1 : 0) as 0 | 1 };
  });
  test('too few events: no recalibration, and it says why', () => {
    const c = fitCalibration(data.slice(0, 30));
    assert.equal(c.method, 'none');
    assert.equal(applyCalibration(c, 0.4), 0.4);
  });
  test('Platt on 600 cases halves an over-confident 0.6 to about 0.3', () => {
    const c = fitCalibration(data);
    assert.equal(c.method, 'platt');
    const q = applyCalibration(c, 0.6);
    assert.ok(q > 0.22 && q < 0.38, `0.6 -> ${q}`);
  });
  test('isotonic from 1,000 cases: monotone steps', () => {
    const big = [...data, ...data.map((d) => ({ ...d, p: Math.min(0.99, d.p + 0.001) }))];
    const c = fitCalibration(big);
    assert.equal(c.method, 'isotonic');
    const steps = fitIsotonic(big);
    for (let i = 1; i < steps.length; i++) assert.ok(steps[i]!.value >= steps[i - 1]!.value);
    assert.ok(applyCalibration(c, 0.9) >= applyCalibration(c, 0.2));
  });
  test('Platt on calibrated data is near the identity', () => {
    const cal = Array.from({ length: 2000 }, (_, i) => {
      const p = ((i * 0.6180339887) % 1) * 0.9 + 0.05;
      return { p, o: ((i * 0.7548776662) % 1 < p ? 1 : 0) as 0 | 1 };
    });
    const { a, b } = fitPlatt(cal);
    assert.ok(Math.abs(a) < 0.2 && Math.abs(b - 1) < 0.2, `a ${a} b ${b}`);
  });
});

describe('EONET companion link', () => {
  const place = { name: 'X', city: 'X', country: 'Y', countryCode: 'YY', admin1: null, lat: 10, lng: 10, source: 'coordinates' as const };
  const now = new Date('2026-11-22T12:00:00Z');
  const window = { start: now, end: new Date(now.getTime() + 30 * 86_400_000) };
  const ev = (id: string, dates: string[], closed: string | null): EonetEvent =>
    ({
      id,
      title: id,
      link: '',
      closed,
      categories: ['floods'],
      geometries: dates.map((date) => ({ date, kind: 'point', lat: 10, lng: 10 })),
    }) as unknown as EonetEvent;
  const base = { hazard: 'flood' as const, category: 'floods' as const, noun: 'flood', radiusKm: 150, place, window, now };
  test('rate x likelihood ratio: a physical event twice as likely as usual doubles the rate', () => {
    const events = [ev('a', ['2020-01-01T00:00:00Z'], '2020-01-02T00:00:00Z'), ev('b', ['2022-01-01T00:00:00Z'], '2022-01-03T00:00:00Z')];
    const one = eonetCompanion({ ...base, events, pPhysical: 0.2, pPhysicalClimatology: 0.2 });
    const two = eonetCompanion({ ...base, events, pPhysical: 0.4, pPhysicalClimatology: 0.2 });
    const rate = (2 + 0.5) / 10;
    const years = 30 / 365.25;
    assert.ok(Math.abs(one.event.linkProbability - (1 - Math.exp(-rate * years))) < 1e-6);
    assert.ok(Math.abs(two.event.linkProbability - (1 - Math.exp(-rate * years * 2))) < 1e-6);
    assert.equal(one.event.verifiedBy, 'NASA EONET');
    assert.equal(one.event.category, 'floods');
  });
  test('an open event continues with the chance its catalogue measures', () => {
    const cat = [
      ev('a', ['2020-01-01T00:00:00Z', '2020-01-11T00:00:00Z'], '2020-01-12T00:00:00Z'),
      ev('b', ['2021-01-01T00:00:00Z'], '2021-01-02T00:00:00Z'),
    ];
    assert.equal(continuationChance(cat, 0), 1.5 / 3);
    const open = ev('c', ['2026-11-20T12:00:00Z'], null);
    const withOpen = eonetCompanion({ ...base, events: [...cat, open], pPhysical: 0.1, pPhysicalClimatology: 0.1 });
    assert.ok(withOpen.pOngoing > 0);
    assert.ok(withOpen.probability > eonetCompanion({ ...base, events: cat, pPhysical: 0.1, pPhysicalClimatology: 0.1 }).probability);
  });
});

describe('cyclone seasons', () => {
  test('Miami in the North Atlantic season in September, not in February; Manila all year; Mumbai in May and November', () => {
    const na = basinAt(25.76, -80.19)!;
    assert.equal(na.id, 'NA');
    assert.ok(inSeason(na, new Date('2026-09-10T00:00:00Z')));
    assert.ok(!inSeason(na, new Date('2026-02-10T00:00:00Z')));
    assert.equal(basinAt(14.6, 120.98)!.id, 'WP');
    const ni = basinAt(19.07, 72.88)!;
    assert.equal(ni.id, 'NI');
    assert.ok(
      inSeason(ni, new Date('2026-05-10T00:00:00Z')) &&
        inSeason(ni, new Date('2026-11-10T00:00:00Z')) &&
        !inSeason(ni, new Date('2026-08-10T00:00:00Z')),
    );
    assert.equal(basinAt(-20.9, 55.5)!.id, 'SI');
    assert.ok(inSeason(basinAt(-20.9, 55.5)!, new Date('2026-01-10T00:00:00Z')));
    assert.equal(basinAt(51.5, -0.12), undefined);
    assert.equal(seasonShare(na, { start: new Date('2026-11-16T00:00:00Z'), end: new Date('2026-12-16T00:00:00Z') }), 0.5);
  });
});

describe('severity on the disruption-days scale (risk-scale.md)', async () => {
  const m = {
    ...(await import('../../../src-server/hazards/physical-severity.js')),
    ...(await import('../../../src-server/hazards/flood/river-severity.js')),
    gustDays: (await import('../../../src-server/hazards/storm/model.js')).gustDays,
  };
  test('S = 20(1 + log10 D) and back', () => {
    assert.equal(m.severityOfDays(1), 20);
    assert.equal(m.severityOfDays(10), 40);
    assert.ok(Math.abs(m.daysOfSeverity(60) - 100) < 1e-9);
    assert.equal(m.severityOfDays(0), 0);
  });
  test('river rows: the 5-year peak is 35, the 20-year 50, interpolated in log T between', () => {
    assert.ok(Math.abs(m.severityOfDays(m.riverDays(5)) - 35) < 1e-9);
    assert.ok(Math.abs(m.severityOfDays(m.riverDays(20)) - 50) < 1e-9);
    const s10 = m.severityOfDays(m.riverDays(10));
    assert.ok(s10 > 35 && s10 < 50);
  });
  test('expected days above the 5-year level exceed the days at it (rarer floods count), and stay under the top row', () => {
    const d = m.expectedDaysAbove(5, m.riverDays);
    assert.ok(d > m.riverDays(5) && d < m.riverDays(1e4));
  });
  test('gust rows: 89 km/h storm is 25, 178 km/h (Cat 3) 60', () => {
    assert.ok(Math.abs(m.severityOfDays(m.gustDays(89)) - 25) < 1e-9);
    assert.ok(Math.abs(m.severityOfDays(m.gustDays(178)) - 60) < 1e-9);
  });
});
