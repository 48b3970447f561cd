// Measured reliability per hazard and horizon (hindcasts really run, or the live track record), and the
// confidence cap it allows (docs/methodology.md "Confidence", /work/coord/risk-scale.md section 6).
import type { ConfidenceLabel, HazardId, Horizon } from '../contracts/enums.js';
import { EARTHQUAKE_MEASUREMENTS } from '../hazards/earthquake/measurements.js';

export interface Measurement {
  source: 'hindcast' | 'track-record';
  /** Forecasts scored and how many of them saw the event. */
  forecasts: number;
  events: number;
  /** Brier skill in percent against the reference named in `reference` (per-place climatology or base rate). */
  brierSkillPct: number;
  /** 95% bootstrap interval of the skill (resampling places); null when not computed. */
  skillCiLowPct: number | null;
  skillCiHighPct: number | null;
  /** Murphy (1973) reliability and uncertainty terms of the Brier score. */
  reliability: number | null;
  uncertainty: number | null;
  /** Command, date and data of the run, or "track record". */
  reference: string;
  /**
   * True when what was scored is the verifiable companion event, not the headline event the probability is about
   * (the earthquake hindcast scores "M5+ within 150 km", not shaking at the site): such a measurement supports at
   * most "medium", since the step from the companion to the headline event is unmeasured.
   */
  companionOnly?: boolean;
}

/**
 * Numbers only from runs someone really made (docs/methodology.md gives each one's command and data).
 * An online hindcast that has not been run on a machine with internet is not a measurement.
 */
export const MEASURED: Partial<Record<HazardId, Partial<Record<Horizon, Measurement>>>> = {
  earthquake: EARTHQUAKE_MEASUREMENTS,
};

/**
 * Hazards whose live part rests on an operational forecast system with published verification of that
 * variable and lead time. Without a measurement of ours they may reach "medium" while the live part covers
 * at least half the window (model extrapolation <= 0.5).
 */
export const PUBLISHED_VERIFICATION: Partial<Record<HazardId, string>> = {
  heat: 'ECMWF IFS ENS 2 m temperature (Haiden et al., Evaluation of ECMWF forecasts, ECMWF Tech. Memo., yearly)',
  drought: 'ECMWF IFS ENS precipitation (Haiden et al., Evaluation of ECMWF forecasts, yearly)',
  storm: 'ECMWF IFS ENS 10 m wind gusts (Haiden et al., Evaluation of ECMWF forecasts, yearly)',
  wildfire: 'ECMWF IFS ENS surface weather (Haiden et al.); fire weather: Di Giuseppe et al. 2016, GEFF',
  flood: 'GloFAS v4 medium-range ensemble (Harrigan et al. 2020; GloFAS skill maps)',
  'air-quality': 'CAMS global forecast PM2.5 (CAMS global validation reports, Eskes et al., quarterly)',
};

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
  const calibrated = m.reliability !== null && m.uncertainty !== null && m.uncertainty > 0 && m.reliability <= MAX_RELIABILITY_SHARE * m.uncertainty;
  if (!m.companionOnly && m.events >= MIN_EVENTS_HIGH && m.skillCiLowPct !== null && m.skillCiLowPct > 0 && calibrated) return 'high';
  return 'medium';
}

/**
 * The cap of a hazard at a horizon: the track record once it holds MIN_EVENTS_HIGH resolved events,
 * else our hindcast, else the published verification of the forecast system for the live part, else low.
 */
export function reliabilityCap(a: { hazard: HazardId; horizon: Horizon; extrapolation: number; trackRecord?: Measurement | null }): { cap: ConfidenceLabel; basis: string } {
  if (a.trackRecord && a.trackRecord.events >= MIN_EVENTS_HIGH) return { cap: capFromMeasurement(a.trackRecord), basis: 'track record' };
  const hindcast = MEASURED[a.hazard]?.[a.horizon];
  if (hindcast) return { cap: capFromMeasurement(hindcast), basis: `hindcast: ${hindcast.reference}` };
  const published = PUBLISHED_VERIFICATION[a.hazard];
  if (published && a.extrapolation <= MAX_EXTRAPOLATION_PUBLISHED) return { cap: 'medium', basis: `published verification: ${published}` };
  return { cap: 'low', basis: 'no measured reliability for this hazard and horizon' };
}
