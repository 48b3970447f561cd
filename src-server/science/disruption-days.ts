// The disruption-days scale every hazard shares (docs/risk-scale.md, docs/api-decisions.md "Risk scale"): severity is
// S = 20 (1 + log10 D) of the expected disruption-days D, a window's disruption given at least one episode, and a
// hazard's intensity rows read on it. Pure maths on the ground floor of the server, so every hazard's model can
// import it (forecast/risk-score.ts reads the same scale as the risk score).
import { clamp100 } from '../shared/math.js';

/** Points per tenfold change in disruption-days (the scale's only constant, a definition). */
export const POINTS_PER_DECADE = 20;

const finite = (x: number, fallback: number) => (Number.isFinite(x) ? x : fallback);

/**
 * Severity of an expected disruption of `days` disruption-days: S = 20 (1 + log10 D), clamped to 0-100.
 * 1 day -> 20, 10 days -> 40, 100 days -> 60, 1,000 days -> 80; 0.1 day or less -> 0.
 */
export function severityFromDays(days: number): number {
  if (!(days > 0)) return 0;
  if (days === Infinity) return 100;
  return clamp100(POINTS_PER_DECADE * (1 + Math.log10(days)));
}

/** Inverse of severityFromDays: D = 10^(S/20 - 1). */
export const daysFromSeverity = (severity: number): number => 10 ** (clamp100(severity) / POINTS_PER_DECADE - 1);

/**
 * Disruption over the window given at least one episode: per-episode days x E[N | N >= 1] for a Poisson count with
 * `lambda` expected episodes, d1 x lambda / (1 - e^-lambda). Edges: no episode days (d1 <= 0 or NaN) -> 0; no expected
 * episode (lambda <= 0 or NaN) -> d1, the limit for rare episodes (expm1 keeps the ratio exact down to the smallest
 * lambda); lambda = Infinity -> Infinity. Computed as d1 x (lambda / (1 - e^-lambda)): the earthquake's shaking
 * (hazards/earthquake/site-shaking.ts) multiplies in that order.
 */
export function windowDisruptionDays(d1: number, lambda: number): number {
  if (!(d1 > 0)) return 0;
  if (!(lambda > 0)) return d1;
  return d1 * (lambda / -Math.expm1(-lambda));
}

/**
 * Severity of a window (docs/risk-scale.md "Windows"): `expectedDays` is the expected disruption over the window from
 * every damaging episode of the hazard (at least those of its short-window event, so that a window never expects less
 * than a window it contains), `probabilityPct` the chance of the headline event in it. The severity is E / P, the
 * disruption per window in which the headline event happens, so that riskScore(P, S) reads E itself. With no chance
 * of the headline event the severity is that of one episode, `episodeDays`: consequences do not vanish with the chance.
 */
export function windowSeverity(expectedDays: number, probabilityPct: number, episodeDays: number): number {
  const p = Math.min(100, Math.max(0, finite(probabilityPct, 0))) / 100;
  if (!(p > 0) || !(expectedDays > 0)) return severityFromDays(episodeDays);
  return severityFromDays(Math.max(expectedDays / p, 0));
}

/** Expected episodes of a Poisson count from P(at least one) in 0-1. */
export const lambdaFromProbability = (p: number): number => (p >= 1 ? Infinity : p > 0 ? -Math.log1p(-p) : 0);

/**
 * A hazard's intensity table: [intensity, severity] rows in increasing intensity. Severity is linear
 * in the intensity measure between rows (log-linear in days), flat beyond the ends.
 */
export function severityFromTable(intensity: number, table: readonly (readonly [number, number])[]): number {
  if (table.length === 0 || !Number.isFinite(intensity)) return 0;
  if (intensity <= table[0]![0]) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [x1, s1] = table[i]!;
    if (intensity <= x1) {
      const [x0, s0] = table[i - 1]!;
      return x1 === x0 ? s1 : s0 + ((s1 - s0) * (intensity - x0)) / (x1 - x0);
    }
  }
  return table[table.length - 1]![1];
}

/** The same table read as disruption-days (for averaging in days before taking the log). */
export function daysFromTable(intensity: number, table: readonly (readonly [number, number])[]): number {
  const s = severityFromTable(intensity, table);
  // Severity 0 is "no disruption worth counting" (under ~2 hours): it adds nothing to an average.
  return s > 0 ? daysFromSeverity(s) : 0;
}
