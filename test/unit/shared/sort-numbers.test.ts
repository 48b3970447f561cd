// Typed sorts and selection give exactly what the comparator sort gives (every element, sign of zero included).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { percentileInPlace, percentileOfFinite, sortedFiniteArray, sortedFiniteTyped } from '../../../src-server/shared/sort-numbers.js';

const reference = (xs: readonly unknown[]) =>
  xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
function type7(xs: readonly unknown[], q: number): number | undefined {
  const s = reference(xs);
  if (s.length === 0) return undefined;
  const pos = (Math.min(100, Math.max(0, q)) / 100) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(s.length - 1, lo + 1);
  return s[lo]! + (s[hi]! - s[lo]!) * (pos - lo);
}

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** Samples with ties, both zeros, negatives, non-finite values and nulls, of every small and some large sizes. */
function sample(): unknown[] {
  const n = rand() < 0.5 ? Math.floor(rand() * 12) : Math.floor(rand() * 3000);
  const pool = [0, -0, 1, -1, 2.5, null, Number.NaN, Number.POSITIVE_INFINITY, undefined, 'x'];
  return Array.from({ length: n }, () =>
    rand() < 0.4 ? pool[Math.floor(rand() * pool.length)] : Math.round((rand() - 0.5) * 200) / (rand() < 0.5 ? 1 : 7),
  );
}

describe('sort-numbers', () => {
  test('sortedFiniteArray / sortedFiniteTyped = filter + comparator sort, element for element (Object.is)', () => {
    for (let i = 0; i < 400; i++) {
      const xs = sample();
      const ref = reference(xs);
      for (const got of [sortedFiniteArray(xs), [...sortedFiniteTyped(xs)]]) {
        assert.equal(got.length, ref.length);
        for (let k = 0; k < ref.length; k++) assert.ok(Object.is(got[k], ref[k]), `case ${i} index ${k}: ${got[k]} vs ${ref[k]}`);
      }
    }
  });

  test("percentileOfFinite / percentileInPlace = the sorted sample's type-7 percentile (Object.is), every q", () => {
    for (let i = 0; i < 400; i++) {
      const xs = sample();
      for (const q of [0, 1, 5, 25, 50, 62.5, 85, 95, 99, 100, -3, 140]) {
        const want = type7(xs, q);
        const got = percentileOfFinite(xs, q);
        assert.ok(Object.is(got, want), `case ${i} q ${q}: ${got} vs ${want}`);
        const finite = reference(xs).reverse();
        if (finite.length && q >= 0 && q <= 100) assert.ok(Object.is(percentileInPlace(Float64Array.from(finite), finite.length, q), want));
      }
    }
  });
});
