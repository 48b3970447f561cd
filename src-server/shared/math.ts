// Small numeric helpers shared across the server: bounded values, finite-number filters, means, rounding.

/** `x` within [lo, hi]; a non-finite `x` (NaN, ±Infinity) becomes `lo`. */
export const clamp = (x: number, lo: number, hi: number): number => (Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : lo);
export const clamp01 = (x: number): number => clamp(x, 0, 1);
export const clamp100 = (x: number): number => clamp(x, 0, 100);

export const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
/** The finite numbers of a list (nulls, undefined and NaN dropped). */
export const nums = (xs: readonly (number | null | undefined)[]): number[] => xs.filter(isNum);
export const mean = (xs: readonly number[]): number | undefined => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : undefined);
export const maxOf = (xs: readonly number[]): number | undefined =>
  xs.length ? xs.reduce((m, x) => Math.max(m, x), -Infinity) : undefined;

/** Rounded to one decimal, as the API publishes scores. */
export const round1 = (x: number): number => Math.round(x * 10) / 10;
