// Ascending numeric sorts that give exactly what `xs.filter(finite).sort((a, b) => a - b)` gives, several times faster:
// a Float64Array's native numeric sort instead of a comparator called from JavaScript for every comparison (the
// largest single cost of the models' first computation for a new cell, docs/performance.md "Cold cells").
//
// The one difference between the two sorts is the order of zeros: the comparator finds -0 and 0 equal and the sort is
// stable (they keep their input order), the typed sort puts every -0 first. Where both occur, the run of zeros is
// rewritten in input order, so the result is the same element for element, sign of zero included.

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

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
    if (!isFiniteNumber(x)) continue;
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
