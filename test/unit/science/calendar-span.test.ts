// calendarSpanFrequency over the calendar index (kept per payload) against the former loop, kept here as it was, and
// ensembleLastDay against its former forEach: the same results on random day series (frozen and not), spans across
// the year's end, leap days, gaps, null days and dates the index cannot hold.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calendarIndex, calendarSpanFrequency, dayNumber, dayOfYear, ensembleLastDay, jeffreys, type MemberSeries } from '../../../src-server/science/ensemble.js';
import { derivedStats } from '../../../src-server/sources/derived.js';
import { deepFreeze, freezeFlatRows } from '../../../src-server/shared/freeze.js';
import { DAY_MS } from '../../../src-server/shared/clock.js';

function formerCalendarSpanFrequency<T extends { date: string }>(
  rows: readonly T[] | undefined,
  span: { firstDate: string; days: number },
  hit: (row: T) => boolean | null,
): { p: number; years: number; hits: number } | undefined {
  if (!rows || rows.length === 0 || span.days <= 0) return undefined;
  const days = Math.min(365, Math.round(span.days));
  const startDoy = dayOfYear(span.firstDate);
  const perYear = new Map<number, { seen: number; hit: boolean }>();
  for (const r of rows) {
    const doy = dayOfYear(r.date);
    const offset = (doy - startDoy + 365) % 365;
    if (offset >= days) continue;
    const y = Number(r.date.slice(0, 4)) - (doy < startDoy ? 1 : 0);
    const h = hit(r);
    if (h === null) continue;
    const cur = perYear.get(y) ?? { seen: 0, hit: false };
    cur.seen++;
    if (h) cur.hit = true;
    perYear.set(y, cur);
  }
  const usable = [...perYear.values()].filter((v) => v.seen >= 0.8 * days);
  if (usable.length === 0) return undefined;
  const hits = usable.filter((v) => v.hit).length;
  return { p: jeffreys(hits, usable.length), years: usable.length, hits };
}

function formerEnsembleLastDay(s: MemberSeries): number | undefined {
  let last: number | undefined;
  s.dates.forEach((d, i) => {
    const have = s.members.filter((m) => typeof m[i] === 'number').length;
    if (s.members.length > 0 && have * 2 >= s.members.length) last = dayNumber(d);
  });
  return last;
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Day {
  date: string;
  v: number | null;
}
const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

function series(seed: number, years: number, gapShare: number): Day[] {
  const r = rng(seed);
  const first = dayNumber('1991-01-01') + Math.floor(r() * 300);
  const out: Day[] = [];
  for (let n = first; n < first + years * 365.25; n++) {
    if (r() < gapShare) continue;
    out.push({ date: iso(n), v: r() < 0.05 ? null : r() * 100 });
  }
  return out;
}

const spans = ['2026-01-10', '2026-02-28', '2026-03-01', '2026-06-30', '2026-12-20', '2026-12-31', 'garbage'].flatMap((firstDate) =>
  [1, 5, 30, 92, 200, 365, 400, 0.4].map((days) => ({ firstDate, days })),
);
const hits = [(d: Day) => (d.v === null ? null : d.v > 97), (d: Day) => (d.v === null ? null : d.v > 50), () => false];

describe('calendarSpanFrequency over the calendar index', () => {
  test('the same results as the former loop, frozen (memoised index) or not', () => {
    for (const [seed, years, gaps] of [
      [1, 30, 0],
      [2, 12, 0.1],
      [3, 3, 0.5],
      [4, 1, 0],
    ] as const) {
      const plain = series(seed, years, gaps);
      const frozen = freezeFlatRows(series(seed, years, gaps));
      for (const span of spans)
        for (const hit of hits) {
          const want = formerCalendarSpanFrequency(plain, span, hit);
          assert.deepEqual(calendarSpanFrequency(plain, span, hit), want, `${seed} ${span.firstDate} ${span.days}`);
          assert.deepEqual(calendarSpanFrequency(frozen, span, hit), want, `frozen ${seed} ${span.firstDate} ${span.days}`);
        }
    }
  });

  test('the index is kept per frozen payload, computed anew for plain rows', () => {
    const frozen = deepFreeze(series(5, 2, 0));
    const before = derivedStats();
    const a = calendarIndex(frozen);
    const b = calendarIndex(frozen);
    assert.equal(a, b);
    assert.equal(derivedStats().hits - before.hits, 1);
    const plain = series(5, 2, 0);
    assert.notEqual(calendarIndex(plain), calendarIndex(plain));
  });

  test('dates the index cannot hold take the former loop, with the same result', () => {
    const odd: Day[][] = [
      [...series(6, 3, 0), { date: 'not a date', v: 99 }],
      [...series(7, 3, 0), { date: '0000-05-05', v: 99 }],
      [{ date: '2020-02-30', v: 99 }, ...series(8, 3, 0)],
      [...series(9, 2, 0), { date: '2020-13-01', v: 99 }, { date: '20x0-01-01', v: 99 }],
      [...series(10, 2, 0), { date: '12345-01-01', v: 99 }, { date: ' 2020-01-01', v: 99 }],
    ];
    for (const rows of odd) {
      for (const span of spans)
        for (const hit of hits) assert.deepEqual(calendarSpanFrequency(rows, span, hit), formerCalendarSpanFrequency(rows, span, hit), `${span.firstDate} ${span.days}`);
    }
    assert.equal(calendarIndex([{ date: 'not a date' }]), null);
  });

  test('no rows, no span', () => {
    assert.equal(calendarSpanFrequency([], { firstDate: '2026-01-01', days: 10 }, () => true), undefined);
    assert.equal(calendarSpanFrequency(undefined, { firstDate: '2026-01-01', days: 10 }, () => true), undefined);
    assert.equal(calendarSpanFrequency(series(11, 2, 0), { firstDate: '2026-01-01', days: 0 }, () => true), undefined);
  });
});

describe('ensembleLastDay', () => {
  test('the same day as the former forEach', () => {
    const r = rng(12);
    for (let k = 0; k < 200; k++) {
      const n = Math.floor(r() * 50);
      const dates = Array.from({ length: n }, (_, i) => iso(20000 + i));
      const m = Math.floor(r() * 6);
      const cut = r();
      const members = Array.from({ length: m }, () => dates.map((_, i) => (r() < cut || i > n * cut ? null : r() < 0.1 ? Number.NaN : r())));
      const s = { dates, members };
      assert.equal(ensembleLastDay(s), formerEnsembleLastDay(s));
    }
    assert.equal(ensembleLastDay({ dates: ['2026-01-01'], members: [] }), undefined);
  });
});
