// calendarSpanFrequencies (several spans of the same rows in one pass) against the former single-span loop, kept here:
// the same result for every span, on gaps, unordered and odd dates, leap days, nulls, wrapping and empty spans.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayOfYear } from '../../../src-server/shared/day-of-year.js';
import { calendarSpanFrequencies, calendarSpanFrequency, jeffreys } from '../../../src-server/science/ensemble.js';
import { seededRandom } from '../../../src-server/science/verification.js';

/** The former calendarSpanFrequency (before branch perf-physical). */
function former<T extends { date: string }>(
  rows: readonly T[] | undefined,
  span: { firstDate: string; days: number },
  hit: (row: T) => boolean | null,
) {
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

interface Row {
  date: string;
  v: number | null;
}
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function rowsOf(seed: number): Row[] {
  const rand = seededRandom(seed);
  const rows: Row[] = [];
  const start = Date.UTC(1984 + Math.floor(rand() * 10), 0, 1);
  const n = 2000 + Math.floor(rand() * 12000);
  for (let i = 0; i < n; i++) {
    if (rand() < 0.05) continue; // gaps
    rows.push({ date: iso(start + i * 86_400_000), v: rand() < 0.1 ? null : rand() * 50 });
  }
  if (seed % 3 === 0) rows.reverse(); // order does not matter
  if (seed % 4 === 0)
    rows.push(
      { date: 'not a date', v: 80 },
      { date: '2001-13-45', v: 90 },
      { date: '1999-02-29', v: 70 },
      { date: '2004-02-29T06:00', v: 60 },
    );
  return rows;
}

const SPANS = [
  { firstDate: '2026-11-22', days: 30 },
  { firstDate: '2026-12-20', days: 25 }, // wraps into January
  { firstDate: '2026-02-27', days: 5 }, // over 29 February
  { firstDate: '2026-01-01', days: 365 },
  { firstDate: '2026-06-01', days: 400 }, // more than a year: 365
  { firstDate: '2026-06-01', days: 7.4 },
  { firstDate: '2026-06-01', days: 0.3 },
  { firstDate: '2026-06-01', days: 0 },
  { firstDate: '2026-06-01', days: -3 },
  { firstDate: '2026-06-01', days: Number.NaN },
  { firstDate: '2026-03-01', days: 1 },
];

describe('calendarSpanFrequencies: one pass, the former loop per span', () => {
  test('random series: every span alone, in pairs and all together', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const rows = rowsOf(seed);
      for (const threshold of [10, 40, 49.9]) {
        const hit = (r: Row) => (r.v === null ? null : r.v > threshold);
        const want = SPANS.map((s) => former(rows, s, hit));
        assert.deepStrictEqual(calendarSpanFrequencies(rows, SPANS, hit), want, `seed ${seed} all`);
        SPANS.forEach((s, i) => {
          assert.deepStrictEqual(calendarSpanFrequency(rows, s, hit), want[i], `seed ${seed} span ${i}`);
          const j = (i + 3) % SPANS.length;
          assert.deepStrictEqual(
            calendarSpanFrequencies(rows, [s, undefined, SPANS[j]!], hit),
            [want[i], undefined, want[j]],
            `seed ${seed} pair ${i},${j}`,
          );
        });
      }
    }
  });

  test('no rows, and undefined spans', () => {
    const hit = (r: Row) => r.v !== null && r.v > 1;
    assert.deepStrictEqual(calendarSpanFrequencies(undefined, SPANS.slice(0, 2), hit), [undefined, undefined]);
    assert.deepStrictEqual(calendarSpanFrequencies([], [SPANS[0]], hit), [undefined]);
    assert.deepStrictEqual(calendarSpanFrequencies(rowsOf(5), [undefined], hit), [undefined]);
  });

  test('hit is asked once per row, and only for rows in some span', () => {
    const rows = rowsOf(7);
    const asked = new Map<Row, number>();
    const hit = (r: Row) => {
      asked.set(r, (asked.get(r) ?? 0) + 1);
      return r.v === null ? null : r.v > 20;
    };
    calendarSpanFrequencies(rows, [SPANS[0]!, { firstDate: '2026-11-22', days: 10 }], hit);
    assert.ok([...asked.values()].every((n) => n === 1));
    const inSpan = rows.filter((r) => (dayOfYear(r.date) - dayOfYear('2026-11-22') + 365) % 365 < 30);
    assert.equal(asked.size, inSpan.length);
  });
});
