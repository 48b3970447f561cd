// The confidence cap a hazard's measured reliability allows at a horizon (docs/methodology/shared.md "Confidence",
// docs/risk-scale.md section 6). The numbers live with each hazard (its definition's `reliability`: hindcasts
// really run, the published verification of the forecast system it rests on); the live track record comes from the
// risk service. This file holds the rule only.
import type { ConfidenceLabel, Horizon } from '../contracts/enums.js';
import type { HazardReliability, Measurement } from '../hazards/types.js';

/** Events needed before a measurement counts at all, and before it may support "high". */
export const MIN_EVENTS_MEDIUM = 10;
export const MIN_EVENTS_HIGH = 20;
/** Murphy reliability at most this share of the uncertainty term for "high" (well calibrated). */
export const MAX_RELIABILITY_SHARE = 0.1;
/** Live share of the window needed for the published-verification route to "medium". */
export const MAX_EXTRAPOLATION_PUBLISHED = 0.5;

/** What a measurement allows: high, medium or low. */
export function capFromMeasurement(m: Measurement): ConfidenceLabel {
  if (!(m.events >= MIN_EVENTS_MEDIUM) || !(m.brierSkillPct > 0)) return 'low';
  const calibrated =
    m.reliability !== null && m.uncertainty !== null && m.uncertainty > 0 && m.reliability <= MAX_RELIABILITY_SHARE * m.uncertainty;
  if (!m.companionOnly && m.events >= MIN_EVENTS_HIGH && m.skillCiLowPct !== null && m.skillCiLowPct > 0 && calibrated) return 'high';
  return 'medium';
}

/**
 * The cap of a hazard at a horizon: the track record once it holds MIN_EVENTS_HIGH resolved events, else our hindcast
 * (`reliability.measured`, from the hazard's definition), else the published verification of the forecast system for
 * the live part (`reliability.publishedVerification`), else low.
 */
export function reliabilityCap(a: {
  horizon: Horizon;
  extrapolation: number;
  /** The hazard definition's `reliability` (absent: nothing measured or published). */
  reliability?: HazardReliability;
  trackRecord?: Measurement | null;
}): { cap: ConfidenceLabel; basis: string } {
  if (a.trackRecord && a.trackRecord.events >= MIN_EVENTS_HIGH) return { cap: capFromMeasurement(a.trackRecord), basis: 'track record' };
  const hindcast = a.reliability?.measured?.[a.horizon];
  if (hindcast) return { cap: capFromMeasurement(hindcast), basis: `hindcast: ${hindcast.reference}` };
  const published = a.reliability?.publishedVerification;
  if (published && a.extrapolation <= MAX_EXTRAPOLATION_PUBLISHED) return { cap: 'medium', basis: `published verification: ${published}` };
  return { cap: 'low', basis: 'no measured reliability for this hazard and horizon' };
}
