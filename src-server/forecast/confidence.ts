// Confidence = min(what the measured reliability of this hazard and horizon allows, what the data allows)
// (docs/methodology/shared.md "Confidence"; docs/risk-scale.md section 6).
import type { ConfidenceLabel, Horizon } from '../contracts/enums.js';
import type { HazardReliability, Measurement } from '../hazards/types.js';
import { reliabilityCap } from './reliability.js';

export interface ConfidenceInput {
  horizon: Horizon;
  /** The hazard definition's measured and published reliability (absent: the cap is low). */
  reliability?: HazardReliability;
  sourcesWanted: number;
  sourcesOk: number;
  /** Age of the oldest data used, in seconds (0 = fetched now). */
  dataAgeSec: number;
  /** From the model: 0 when it reads live forecasts for the whole window, 1 when it extrapolates entirely. */
  extrapolation: number;
  /** From the model: share (0-1) of the inputs it needed that it had; 1 when not stated. */
  dataCompleteness?: number;
  /** The live track record of this hazard and horizon, when it has one. */
  trackRecord?: Measurement | null;
}

const RANK: Record<ConfidenceLabel, number> = { low: 0, medium: 1, high: 2 };
const LABELS: ConfidenceLabel[] = ['low', 'medium', 'high'];
const minLabel = (a: ConfidenceLabel, b: ConfidenceLabel): ConfidenceLabel => (RANK[a] <= RANK[b] ? a : b);

/** Completeness at or above which the data allows high, and medium. */
export const COMPLETE_HIGH = 0.9;
export const COMPLETE_MEDIUM = 0.5;
/** Data older than this lowers the data label one step (a forecast older than a day has been superseded). */
export const STALE_AFTER_SEC = 86_400;

/** What the data allows: completeness (sources answered x the model's own completeness) and age. */
export function dataLabel(
  input: Pick<ConfidenceInput, 'sourcesWanted' | 'sourcesOk' | 'dataAgeSec' | 'dataCompleteness'>,
): ConfidenceLabel {
  const coverage = input.sourcesWanted > 0 ? Math.min(1, Math.max(0, input.sourcesOk / input.sourcesWanted)) : 0;
  if (!(coverage > 0)) return 'low';
  const own = Number.isFinite(input.dataCompleteness) ? Math.min(1, Math.max(0, input.dataCompleteness!)) : 1;
  const c = coverage * own;
  let rank = c >= COMPLETE_HIGH ? 2 : c >= COMPLETE_MEDIUM ? 1 : 0;
  if (!(input.dataAgeSec <= STALE_AFTER_SEC)) rank = Math.max(0, rank - 1);
  return LABELS[rank]!;
}

export function confidenceDetail(input: ConfidenceInput): {
  label: ConfidenceLabel;
  cap: ConfidenceLabel;
  data: ConfidenceLabel;
  basis: string;
} {
  const extrapolation = Number.isFinite(input.extrapolation) ? Math.min(1, Math.max(0, input.extrapolation)) : 1;
  const { cap, basis } = reliabilityCap({
    horizon: input.horizon,
    extrapolation,
    reliability: input.reliability,
    trackRecord: input.trackRecord,
  });
  const data = dataLabel(input);
  return { label: minLabel(cap, data), cap, data, basis };
}

export function confidenceLabel(input: ConfidenceInput): ConfidenceLabel {
  return confidenceDetail(input).label;
}
