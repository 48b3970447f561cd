// One risk scale for all nine hazards (docs/api-decisions.md "Risk scale", docs/risk-scale.md):
// severity and risk are the same log scale of expected disruption-days, so equal scores mean equal
// expected disruption whatever the hazard. The scale itself (severity of days, the window's disruption, intensity
// rows) is science/disruption-days.ts, which the hazards' models read; this file scores and ranks on it.
import type { HazardId, RiskLevel } from '../contracts/enums.js';
import { POINTS_PER_DECADE } from '../science/disruption-days.js';
import { clamp100, round1 } from '../shared/math.js';

const finite = (x: number, fallback: number) => (Number.isFinite(x) ? x : fallback);

/*
 * Lens weights (the exposed unit) live in each hazard's definition (`exposure`), with their reasons in
 * docs/methodology/shared.md: a pair a definition leaves out weighs 1; 0.1 is one decade on the scale.
 */

/**
 * riskScore = S + 20 log10(P/100) + 20 log10(w), clamped to 0-100: the severity scale read at the
 * unconditional expected disruption P x w x D. Monotonic non-decreasing in P and in S; P = 0 gives 0;
 * NaN or infinite inputs are treated as 0.
 */
export function riskScore(probability: number, severity: number, weight = 1): number {
  const p = Math.min(100, Math.max(0, finite(probability, 0)));
  const s = clamp100(severity);
  const w = Math.max(0, finite(weight, 0));
  if (p <= 0 || s <= 0 || w <= 0) return 0;
  return round1(clamp100(s + POINTS_PER_DECADE * Math.log10(p / 100) + POINTS_PER_DECADE * Math.log10(w)));
}

/** Levels at the scale's anchors: < 1 expected day low, < 10 moderate, < 100 high, else severe. */
export function riskLevel(score: number): RiskLevel {
  if (score >= 60) return 'severe';
  if (score >= 40) return 'high';
  if (score >= 20) return 'moderate';
  return 'low';
}

interface LeadCandidate {
  hazard: HazardId;
  riskScore: number;
  severity: number;
}

/**
 * The lead hazard of a question naming none: the highest risk score (the expected-disruption scale), ties within 0.05
 * to the higher severity, then the order of `hazards` (the registry's: the order the API lists them; a hazard not in
 * it comes last). Made once per service.
 */
export function leadComparer(hazards: readonly HazardId[]): (a: LeadCandidate, b: LeadCandidate) => number {
  const rank = new Map(hazards.map((h, i) => [h, i]));
  const rankOf = (h: HazardId) => rank.get(h) ?? hazards.length;
  return (a, b) => {
    if (Math.abs(a.riskScore - b.riskScore) > 0.05) return b.riskScore - a.riskScore;
    if (a.severity !== b.severity) return b.severity - a.severity;
    return rankOf(a.hazard) - rankOf(b.hazard);
  };
}
