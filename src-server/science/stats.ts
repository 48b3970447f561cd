// Small descriptive statistics and the special functions (normal CDF, gamma) shared by the science modules and models.
import { isNum } from '../shared/math.js';
import { percentileOfFinite } from '../shared/sort-numbers.js';

export const isFiniteNumber = isNum;

/** Linear-interpolated percentile (q in 0-100, type 7 of Hyndman & Fan 1996) of the finite values; undefined for none. */
export function percentile(xs: readonly (number | null | undefined)[], q: number): number | undefined {
  // By selection, not a sort: the same number (shared/sort-numbers.ts).
  return percentileOfFinite(xs, q);
}

/**
 * Adds into each running total of `t` (additive aggregates: sums and counts) the same field of `a`. The fields are
 * `t`'s own: `a` may be a wider record (an aggregate row with its keys) of which only the totals are read.
 */
export function addTotals<T extends Record<keyof T, number>>(t: T, a: T): void {
  for (const k in t) (t[k] as number) += a[k];
}

/** A probability (0-1) as the answer's percentage, kept within 0-100. */
export const chancePercent = (p: number): number => Math.min(100, Math.max(0, p * 100));

export const median = (xs: readonly (number | null | undefined)[]) => percentile(xs, 50);

export function mean(xs: readonly (number | null | undefined)[]): number | undefined {
  const s = xs.filter(isFiniteNumber);
  return s.length ? s.reduce((a, b) => a + b, 0) / s.length : undefined;
}

/** Standard normal CDF (Abramowitz & Stegun 26.2.17, |error| < 7.5e-8). */
export function normalCdf(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? 0.5 : z > 0 ? 1 : 0;
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z > 0 ? 1 - p : p;
}

/**
 * Standard normal CDF from the complementary error function (Numerical Recipes erfc, |rel. error| < 1.2e-7): the
 * earthquake's shaking probabilities. Beside normalCdf, not in its place: the two approximations differ by up to 6.9e-8,
 * and each hazard's published numbers were made with its own; one would change the other's answers in their last digits.
 */
export function normalCdfErfc(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Lanczos coefficients for g = 7, n = 9 (Numerical Recipes, 3rd ed. 6.1). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/**
 * The gamma function by Lanczos' approximation (g = 7, n = 9; Press et al., Numerical Recipes, 3rd ed. 6.1), |rel.
 * error| < 1e-13 on the range the fits use (GEV: 1 + k, |k| <= 0.5; SPEI's log-logistic: 1 +- 1/beta, beta > 1), with
 * the reflection formula below 1/2. `t = x + 7.5` in one addition: the SPEI fit's numbers rest on it (the GEV fit's
 * former `x + 7 + 0.5` gave the same bits for every argument in its range, not for arguments in [1.5, 2)).
 */
export function gammaFn(z: number): number {
  if (z < 0.5) return Math.PI / (Math.sin(Math.PI * z) * gammaFn(1 - z));
  const x = z - 1;
  let a = LANCZOS[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (x + i);
  return Math.sqrt(2 * Math.PI) * t ** (x + 0.5) * Math.exp(-t) * a;
}
