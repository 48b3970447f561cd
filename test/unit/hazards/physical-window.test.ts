// The window rule of the physical hazards (hazards/physical-window.ts, physical-climatology.ts; docs/risk-scale.md
// "Windows"): the climatology's prior is a span's share of Jeffreys' half event a year, damaging days are declustered
// into episodes, the members' share has the place's own climatology as its prior, a long window is its first year
// joined with the later years, and both the chance and the expected disruption never fall as the window grows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { HORIZON_DAYS, type Horizon } from '../../../src-server/contracts/enums.js';
import { annualClimate, clusterGap, meanEpisodeDays, spanClimates } from '../../../src-server/hazards/physical-climatology.js';
import { horizonGroup, windowYears, type PhysicalForecast } from '../../../src-server/hazards/physical-inputs.js';
import { windowForecast, type WindowModel, type WindowWords } from '../../../src-server/hazards/physical-window.js';
import type { Message } from '../../../src-server/i18n/message.js';
import { dayWindow } from '../../../src-server/shared/window.js';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const TODAY = Math.floor(NOW.getTime() / DAY);
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

interface Row {
  date: string;
  v: number;
}
/** 30 complete years of days (1996-2025) with value 0, then `set` applied (day number -> value). */
function history(set: Record<number, number> = {}): Row[] {
  const first = Date.UTC(1996, 0, 1) / DAY;
  const last = Date.UTC(2025, 11, 31) / DAY;
  const rows: Row[] = [];
  for (let d = first; d <= last; d++) rows.push({ date: iso(d), v: set[d] ?? 0 });
  return rows;
}
/** The headline event at `level`, damaging from 1 with v disruption-days. */
const criteria = (level: number, gap = 1) => ({
  event: (r: Row) => r.v >= level,
  damage: (r: Row) => (r.v >= 1 ? r.v : 0),
  gap,
});
const words: WindowWords = {
  rest: () => 'rest',
  usually: () => 'usually',
  perYear: () => ['perYear'],
  damage: 'damage',
};
const windowOf = (h: Horizon) => {
  const w = { start: NOW, end: new Date(NOW.getTime() + HORIZON_DAYS[h] * DAY) };
  return { ...dayWindow(w), ...windowYears(w, NOW), group: horizonGroup(h) };
};
const run = <T extends { date: string }>(m: WindowModel<T>, h: Horizon) => {
  const out = { parts: {} as PhysicalForecast['parts'], drivers: [] as Message[] };
  return { ...windowForecast(m, windowOf(h), words, out), ...out };
};

describe('the climatology of a span (physical-climatology.ts)', () => {
  test("a span holds its share of Jeffreys' half event a year: a day is not given the prior of a year", () => {
    const rows = history();
    const [day, year] = spanClimates(
      rows,
      [
        { firstDate: '2026-06-01', days: 1 },
        { firstDate: '2026-06-01', days: 365 },
      ],
      criteria(5),
      3,
    );
    // 30 years hold the day; 29 hold the whole span from 1 June (1996-2024: at least 80 % of its days).
    assert.equal(day!.years, 30);
    assert.equal(year!.years, 29);
    assert.equal(day!.hits, 0);
    assert.ok(Math.abs(day!.p - 0.5 / 365 / 31) < 1e-12, String(day!.p));
    assert.ok(Math.abs(year!.p - 0.5 / 30) < 1e-12, String(year!.p));
    // The expected disruption's prior: the same share of half an episode of the given days.
    assert.ok(Math.abs(day!.days - ((0.5 / 365) * 3) / 31) < 1e-12);
  });

  test('damaging days closer than the gap are one episode, worth its worst day', () => {
    const base = Date.UTC(2010, 6, 1) / DAY;
    const rows = history({ [base]: 1, [base + 1]: 5, [base + 2]: 2, [base + 6]: 3 });
    const consecutive = annualClimate(rows, criteria(100, 1), 0)!;
    const gap5 = annualClimate(rows, criteria(100, 5), 0)!;
    // 30 years: 2 episodes (5 + 3 days) or 1 (5 days), over n + 1.
    assert.ok(Math.abs(consecutive.episodes - (2 + 0.5) / 31) < 1e-12);
    assert.ok(Math.abs(consecutive.days - 8 / 31) < 1e-12);
    assert.ok(Math.abs(gap5.episodes - (1 + 0.5) / 31) < 1e-12);
    assert.ok(Math.abs(gap5.days - 5 / 31) < 1e-12);
    assert.equal(meanEpisodeDays(rows, criteria(100, 1)), 4);
    assert.equal(meanEpisodeDays(rows, criteria(100, 5)), 5);
  });

  test('the run length is fitted (Ferro & Segers 2003): clustered days join, isolated days stay apart', () => {
    const base = Date.UTC(2000, 0, 10) / DAY;
    const clustered: Record<number, number> = {};
    const isolated: Record<number, number> = {};
    for (let k = 0; k < 40; k++) {
      // 41 days apart: no cluster straddles a new year.
      for (const j of [0, 2, 4]) clustered[base + 41 * k + j] = 2;
      isolated[base + 11 * k] = 2;
    }
    const gap = clusterGap(history(clustered), criteria(100).damage);
    // Days two apart within a cluster, 37 between clusters: the fitted run length joins the first, not the second.
    assert.ok(gap >= 2 && gap < 37, `gap ${gap}`);
    assert.equal(meanEpisodeDays(history(clustered), { ...criteria(100), gap }), 2);
    const c = annualClimate(history(clustered), { ...criteria(100), gap }, 0)!;
    assert.ok(Math.abs(c.episodes - (40 + 0.5) / 31) < 1e-12, `episodes ${c.episodes * 31}`);
    assert.equal(clusterGap(history(isolated), criteria(100).damage), 1);
    assert.equal(clusterGap(history(), criteria(100).damage), 1);
  });
});

describe('the window rule (physical-window.ts)', () => {
  // A place whose past holds a damaging day (2 disruption-days) every year on 1 July, and the headline event (v >= 5)
  // in 6 of its 30 years.
  const set: Record<number, number> = {};
  for (let y = 1996; y <= 2025; y++) set[Date.UTC(y, 6, 1) / DAY] = y % 5 === 0 ? 6 : 2;
  const past = history(set);

  test("no member shows the event: the chance is the place's climatology of the same days over n + 1 members, not 1 %", () => {
    const members = { members: 51, hits: 0, days: Array.from({ length: 51 }, () => 0) };
    const r = run(
      { past, criteria: criteria(5), episodeDays: 2, headlineDays: 6, members: { last: TODAY + 14, over: () => members } },
      '7d',
    );
    assert.ok(r.probability < 0.001, `${r.probability}`);
    assert.equal(r.parts.memberCount, 51);
    // A place whose same days held the event in past years gets their climatology as the prior.
    const wet: Record<number, number> = {};
    for (let y = 1996; y <= 2025; y++) wet[Date.UTC(y, 5, 3) / DAY] = 6;
    const r2 = run(
      { past: history(wet), criteria: criteria(5), episodeDays: 6, headlineDays: 6, members: { last: TODAY + 14, over: () => members } },
      '7d',
    );
    assert.ok(r2.probability > 10 * r.probability, `${r2.probability} vs ${r.probability}`);
    assert.ok(Math.abs(r2.probability - (30 + 0.5 * (8 / 365)) / 31 / 52) < 1e-9, String(r2.probability));
  });

  test('a long window is its first year joined with the later years: P(W) = 1 - (1 - P1)(1 - p)^years', () => {
    const m: WindowModel<Row> = { past, criteria: criteria(5), episodeDays: 2, headlineDays: 6 };
    const y1 = run(m, '1y');
    const y10 = run(m, '10y');
    const annual = annualClimate(past, criteria(5), 2)!;
    assert.ok(Math.abs(annual.p - (6 + 0.5) / 31) < 1e-12);
    const expected = 1 - (1 - y1.probability) * (1 - annual.p) ** windowOf('10y').laterYears;
    assert.ok(Math.abs(y10.probability - expected) < 1e-12, `${y10.probability} vs ${expected}`);
    assert.equal(y1.perYear, undefined, 'a year states no chance per year of its own');
    assert.ok(Math.abs(y10.perYear! - annual.p) < 1e-12, 'without CMIP6 the chance per year is the climatology');
    // A CMIP6 run doubling the rate in the later years raises the window's chance and its disruption.
    const warmer = run({ ...m, rateRatio: () => 2 }, '10y');
    assert.ok(warmer.probability > y10.probability);
    assert.ok(warmer.expectedDays > y10.expectedDays);
    assert.ok(Math.abs(warmer.perYear! - (1 - (1 - annual.p) ** 2)) < 1e-12);
  });

  test('a window a year or more ahead ("in 2031") takes the CMIP6 change for its first year too', () => {
    const m: WindowModel<Row> = { past, criteria: criteria(5), episodeDays: 2, headlineDays: 6, rateRatio: () => 2 };
    const start = new Date(Date.UTC(2031, 0, 1));
    const w = { start, end: new Date(start.getTime() + HORIZON_DAYS['1y'] * DAY) };
    const at = { ...dayWindow(w), ...windowYears(w, NOW), group: 'long' as const };
    assert.equal(at.projectFirstYear, true);
    assert.equal(at.laterYears, 0);
    const out = { parts: {} as PhysicalForecast['parts'], drivers: [] as Message[] };
    const projected = windowForecast(m, at, words, out);
    const today = windowForecast({ ...m, rateRatio: undefined }, at, words, { parts: {}, drivers: [] });
    assert.ok(Math.abs(projected.probability - (1 - (1 - today.probability) ** 2)) < 1e-12);
    assert.ok(Math.abs(projected.expectedDays - 2 * today.expectedDays) < 1e-9);
    // A window from now keeps its first year as the 1y answer: the CMIP6 change starts with the later years.
    assert.equal(windowOf('10y').projectFirstYear, false);
  });

  test('property: the chance and the expected disruption never fall as the window grows (7d < 30d; 30d < 1y < 10y < 30y)', () => {
    const history30 = fc.dictionary(
      fc.integer({ min: Date.UTC(1996, 0, 1) / DAY, max: Date.UTC(2025, 11, 31) / DAY }).map(String),
      fc.double({ min: 0, max: 10, noNaN: true }),
      { maxKeys: 200 },
    );
    const memberDays = fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(history30, memberDays, fc.integer({ min: 0, max: 30 }), (raw, peaks, reach) => {
        const rows = history(Object.fromEntries(Object.entries(raw).map(([k, v]) => [Number(k), v])));
        // Members whose peaks over the covered days grow with the days covered (a longer span holds the shorter's).
        const over = (covered: { first: number; last: number }) => {
          const grow = Math.min(1, (covered.last - covered.first + 1) / 30);
          const days = peaks.map((p) => p * grow);
          return { members: peaks.length, hits: days.filter((d) => d >= 5).length, days: days.map((d) => (d >= 1 ? d : 0)) };
        };
        const short: WindowModel<Row> = {
          past: rows,
          criteria: criteria(5),
          episodeDays: 3,
          headlineDays: 3,
          members: { last: TODAY + reach, over },
        };
        // The long group: a rarer headline event, the same damaging episodes.
        const long = { ...short, criteria: criteria(8) };
        const seq = [run(short, '7d'), run(short, '30d'), run(long, '1y'), run(long, '10y'), run(long, '30y')];
        const names = ['7d', '30d', '1y', '10y', '30y'];
        for (let i = 1; i < seq.length; i++) {
          assert.ok(
            seq[i]!.expectedDays >= seq[i - 1]!.expectedDays - 1e-9,
            `E ${names[i]} ${seq[i]!.expectedDays} < ${seq[i - 1]!.expectedDays}`,
          );
          if (i !== 2) assert.ok(seq[i]!.probability >= seq[i - 1]!.probability - 1e-12, `P ${names[i]} < ${names[i - 1]}`);
        }
        for (const r of seq.slice(3)) assert.ok(r.perYear! <= r.probability + 1e-12, 'a chance per year never above the window');
      }),
      { numRuns: 40 },
    );
  });
});
