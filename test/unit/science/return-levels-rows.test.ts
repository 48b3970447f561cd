// annualMaximaOf / returnLevelsOfRows (rows read through an accessor, no object per day) against the mapped
// annualMaxima / returnLevelsOf they stand for; era5RainLevels (kept per payload) against storm's former [20] fit.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { annualMaxima, annualMaximaOf, returnLevelsOf, returnLevelsOfRows } from '../../../src-server/science/return-levels.js';
import { era5RainLevels } from '../../../src-server/hazards/physical-inputs.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import type { Era5Day } from '../../../src-server/sources/open-meteo-archive/client.js';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function series(seed: number): { date: string; q: number | null }[] {
  const rand = seededRandom(seed);
  const rows: { date: string; q: number | null }[] = [];
  const start = Date.UTC(1984 + (seed % 7), 0, 1);
  const n = 1000 + Math.floor(rand() * 14000);
  for (let i = 0; i < n; i++) {
    if (rand() < 0.03) continue;
    const x = rand();
    rows.push({ date: iso(start + i * 86_400_000), q: x < 0.05 ? null : x < 0.07 ? Number.NaN : x < 0.08 ? -0 : rand() ** 3 * 400 });
  }
  if (seed % 3 === 0) {
    // Years out of order and interleaved, odd dates: the map's entries must still be the ones the former loop made.
    rows.reverse();
    rows.splice(100, 0, { date: 'abcd-01-01', q: 999 }, { date: '12', q: 5 }, { date: rows[5]!.date, q: 1e6 });
    for (let i = 0; i + 7 < rows.length; i += 11) [rows[i], rows[i + 7]] = [rows[i + 7]!, rows[i]!];
  }
  return rows;
}

describe('annual maxima and return levels read through an accessor', () => {
  test('the same maxima, fits and levels as the mapped series', () => {
    let fitted = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const rows = series(seed);
      if (
        returnLevelsOf(
          rows.map((d) => ({ date: d.date, value: d.q })),
          [2],
        )
      )
        fitted++;
      const mapped = rows.map((d) => ({ date: d.date, value: d.q }));
      for (const minDays of [300, 200, 1])
        assert.deepStrictEqual(
          annualMaximaOf(rows, (d) => d.q, minDays),
          annualMaxima(mapped, minDays),
          `seed ${seed}`,
        );
      assert.deepStrictEqual(
        returnLevelsOfRows(rows, (d) => d.q, [2, 5, 20]),
        returnLevelsOf(mapped, [2, 5, 20]),
        `seed ${seed}`,
      );
      assert.deepStrictEqual(
        returnLevelsOfRows(rows, (d) => d.q, [20], { minYears: 30 }),
        returnLevelsOf(mapped, [20], { minYears: 30 }),
        `seed ${seed}`,
      );
    }
    assert.ok(fitted >= 8, `${fitted} of 15 series long enough to fit`);
  });

  test("era5RainLevels: flood's 2-, 5- and 20-year fit, and storm's former 20-year level to the bit; kept per payload", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const era5 = series(seed).map(
        (d) =>
          ({
            date: d.date,
            precipMm: d.q,
            gustMaxKmh: null,
            tmaxC: null,
            rhMinPct: null,
            windMeanKmh: null,
            windMaxKmh: null,
            et0Mm: null,
          }) as unknown as Era5Day,
      );
      const mapped = era5.map((d) => ({ date: d.date, value: d.precipMm }));
      const flood = returnLevelsOf(mapped, [2, 5, 20]);
      const storm = returnLevelsOf(mapped, [20]);
      const shared = era5RainLevels(era5);
      assert.deepStrictEqual(shared, flood);
      assert.ok(Object.is(shared?.levels[20], storm?.levels[20]));
      assert.deepStrictEqual(shared?.fit, storm?.fit);
      const frozen = deepFreeze(era5);
      assert.equal(era5RainLevels(frozen), era5RainLevels(frozen), 'kept');
      assert.deepStrictEqual(era5RainLevels(frozen), flood);
    }
  });
});
