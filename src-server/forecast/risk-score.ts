// The one risk-score function: geometric mean of probability and lens-weighted severity (monotonic in both).
import type { DecisionLens, Hazard, RiskLevel } from '../contracts/enums.js';

/**
 * How exposed each decision lens is to each hazard, relative to 1. These are product judgements,
 * not measurements (docs/methodology.md explains each): a traveller is in town for days and can leave,
 * so long-build hazards (drought, food insecurity) weigh less; an investor holds fixed assets for years,
 * so structural hazards (earthquake, flood) weigh more.
 */
export const LENS_EXPOSURE: Record<DecisionLens, Partial<Record<Hazard, number>>> = {
  'community-planning': {},
  'family-relocation': { 'air-quality': 1.1, heat: 1.1 },
  'business-setup': { flood: 1.1, storm: 1.1, conflict: 1.1 },
  travel: { drought: 0.6, 'food-insecurity': 0.7, heat: 1.1, 'air-quality': 0.9 },
  investment: { earthquake: 1.15, flood: 1.15, storm: 1.1, drought: 0.9 },
};

export function exposureWeight(lens: DecisionLens, hazard: Hazard): number {
  return LENS_EXPOSURE[lens][hazard] ?? 1;
}

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
