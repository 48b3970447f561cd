// The one risk-score function: geometric mean of probability and lens-weighted severity (monotonic in both).
// The lens weights are each hazard's (`exposure` in hazards/<hazard>/definition.ts; docs/methodology.md explains them).
import type { RiskLevel } from '../contracts/enums.js';

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(x) ? x : lo));
export const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * riskScore = sqrt(P x min(100, S x w)), all on 0-100. A certain but trivial event and an impossible
 * catastrophe both score low; the score rises with either input and never leaves 0-100.
 */
export function riskScore(probability: number, severity: number, weight: number): number {
  const p = clamp(probability, 0, 100);
  const s = clamp(severity * weight, 0, 100);
  return round1(Math.sqrt(p * s));
}

export function riskLevel(score: number): RiskLevel {
  if (score >= 75) return 'severe';
  if (score >= 50) return 'high';
  if (score >= 25) return 'moderate';
  return 'low';
}
