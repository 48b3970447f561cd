// Ascending numeric sorts that give exactly what `xs.filter(finite).sort((a, b) => a - b)` gives, several times faster:
// a Float64Array's native numeric sort instead of a comparator called from JavaScript for every comparison (the
// largest single cost of the models' first computation for a new cell).
//
// The one difference between the two sorts is the order of zeros: the comparator finds -0 and 0 equal and the sort is
// stable (they keep their input order), the typed sort puts every -0 first. Where both occur, the run of zeros is
// rewritten in input order, so the result is the same element for element, sign of zero included.

import { isNum } from './math.js';

/** Sorts `buf[0..n)` ascending in place; the zeros in `zeros` order (their signs in input order) when both signs occur. */
function sortWithZeros(buf: Float64Array, n: number, zeroSigns: number[] | null): void {
  buf.subarray(0, n).sort();
  if (!zeroSigns) return;
  // The zeros are one contiguous run after the typed sort: find its start, write them back in input order.
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (buf[mid]! < 0) lo = mid + 1;
    else hi = mid;
  }
  for (let i = 0; i < zeroSigns.length; i++) buf[lo + i] = zeroSigns[i]!;
}

/**
 * The finite numbers of `xs`, ascending, as a plain array: element for element what
 * `xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)` returns.
 */
export function sortedFiniteArray(xs: readonly unknown[]): number[] {
  const t = sortedFiniteTyped(xs);
  const out = new Array<number>(t.length);
  for (let i = 0; i < t.length; i++) out[i] = t[i]!;
  return out;
}

/** The same as a Float64Array (for reading order statistics: no copy back to an array). */
export function sortedFiniteTyped(xs: readonly unknown[]): Float64Array {
  const buf = new Float64Array(xs.length);
  let n = 0;
  let neg = 0;
  let pos = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (!isNum(x)) continue;
    buf[n++] = x;
    if (x === 0) {
      if (Object.is(x, -0)) neg++;
      else pos++;
    }
  }
  let zeroSigns: number[] | null = null;
  if (neg > 0 && pos > 0) {
    zeroSigns = [];
    for (let i = 0; i < n; i++) if (buf[i] === 0) zeroSigns.push(buf[i]!);
  }
  const out = n === xs.length ? buf : buf.slice(0, n);
  sortWithZeros(out, n, zeroSigns);
  return out;
}

/** Rearranges `a[0..n)` so that `a[k]` holds the (k+1)-th smallest value (Hoare's selection); returns it. */
function selectKth(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (hi > lo) {
    const x = a[lo]!;
    const y = a[(lo + hi) >> 1]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/**
 * The linear-interpolated percentile (type 7; `q` in 0-100, clamped) of the finite numbers of `xs`, undefined for none:
 * the value `s[lo] + (s[hi] - s[lo]) x (pos - lo)` over the sorted values, found by selecting the two order statistics
 * instead of sorting. The same number: the order statistics are the same values, and where a zero's sign could differ
 * (the two sorts order -0 and 0 differently) the formula gives the same result (it is never -0 when s[lo] is a zero, and
 * a zero s[hi] enters only through the difference).
 */
export function percentileOfFinite(xs: readonly unknown[], q: number): number | undefined {
  const a = new Float64Array(xs.length);
  let n = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (isNum(x)) a[n++] = x;
  }
  if (n === 0) return undefined;
  return percentileInPlace(a, n, Math.min(100, Math.max(0, q)));
}

/** The type-7 percentile (q in 0-100) of the finite numbers `a[0..n)`, n > 0, found by selection (rearranges them). */
export function percentileInPlace(a: Float64Array, n: number, q: number): number {
  const pos = (q / 100) * (n - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(n - 1, lo + 1);
  const sLo = selectKth(a, n, lo);
  let sHi = sLo;
  if (hi !== lo) {
    // Everything after index lo is at least a[lo] now: the next order statistic is their minimum.
    sHi = a[lo + 1]!;
    for (let i = lo + 2; i < n; i++) if (a[i]! < sHi) sHi = a[i]!;
  }
  return sLo + (sHi - sLo) * (pos - lo);
}
