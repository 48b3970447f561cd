// Confidence from source coverage, data age and horizon length (PRODUCT.md "Forecast engine").
import type { ConfidenceLabel, Horizon } from '../contracts/enums.js';

export interface ConfidenceInput {
  sourcesWanted: number;
  sourcesOk: number;
  /** Age of the oldest data used, in seconds (0 = fetched now). */
  dataAgeSec: number;
  horizon: Horizon;
  /** From the model: 0 when it reads live forecasts for the whole window, 1 when it extrapolates entirely. */
  extrapolation: number;
}

/** Horizon penalty: live forecasts cover days; years rest on climatology; decades on scenarios. */
const HORIZON_POINTS: Record<Horizon, number> = { '7d': 0, '30d': 0, '1y': -0.5, '10y': -1, '30y': -1.5 };

/**
 * Points start at 3 (high), lose up to 2 for missing sources, 1 for data older than a day
 * (0.5 older than 6 h), up to 1.5 for long horizons and up to 1 for extrapolation.
 * >= 2.5 high, >= 1.5 medium, else low.
 */
export function confidenceLabel(input: ConfidenceInput): ConfidenceLabel {
  const coverage = input.sourcesWanted > 0 ? input.sourcesOk / input.sourcesWanted : 0;
  if (coverage === 0) return 'low';
  let points = 3;
  points -= 2 * (1 - coverage);
  if (input.dataAgeSec > 86_400) points -= 1;
  else if (input.dataAgeSec > 6 * 3600) points -= 0.5;
  points += HORIZON_POINTS[input.horizon];
  points -= Math.min(1, Math.max(0, input.extrapolation));
  if (points >= 2.5) return 'high';
  if (points >= 1.5) return 'medium';
  return 'low';
}
