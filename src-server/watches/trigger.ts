// Pure trigger decision: previous state + this evaluation's values -> decision + new state (no IO, no clock).
import type { AlertMetric, HazardId } from '../contracts/enums.js';

/** The three 0-100 metrics of one hazard; null when the hazard could not be scored this time. */
export interface HazardValues {
  riskScore: number | null;
  probability: number | null;
  severity: number | null;
}

export interface TriggerState {
  /** True while the metric is known to be below the threshold (or never seen): the next crossing fires. */
  armed: boolean;
  /** Same, for the correlation condition. */
  correlationArmed: boolean;
}

export const INITIAL_TRIGGER_STATE: TriggerState = { armed: true, correlationArmed: true };

export interface TriggerRule {
  hazard: HazardId;
  metric: AlertMetric;
  threshold: number;
  /** Re-arm only when the value falls below threshold - hysteresis (0: strictly below the threshold). */
  hysteresis: number;
  correlationHazards: readonly HazardId[];
  correlationThreshold: number | null;
}

export type TriggerReason = 'crossing' | 'correlation';

/**
 * What happened: `fired` (at least one reason), `above` (still at or above, already notified), `rearmed`
 * (fell back below: the next crossing fires), `below` (below and armed), `hold` (inside the hysteresis band
 * while disarmed), `no_data` (the monitored value is unknown: state kept).
 */
export type TriggerDecision = 'fired' | 'above' | 'rearmed' | 'below' | 'hold' | 'no_data';

export interface TriggerOutcome {
  decision: TriggerDecision;
  fired: boolean;
  reasons: TriggerReason[];
  /** The monitored hazard's metric value, or null. */
  value: number | null;
  /** Each correlated hazard's metric value (null when unknown). */
  correlationValues: Partial<Record<HazardId, number | null>>;
  state: TriggerState;
}

const metricOf = (values: Partial<Record<HazardId, HazardValues>>, hazard: HazardId, metric: AlertMetric): number | null =>
  values[hazard]?.[metric] ?? null;

/** One step of a crossing detector with hysteresis: fires on armed and at-or-above; re-arms below the band. */
function step(armed: boolean, value: number, threshold: number, hysteresis: number) {
  if (value >= threshold) return { armed: false, fired: armed, rearmed: false };
  if (!armed && value < threshold - hysteresis) return { armed: true, fired: false, rearmed: true };
  return { armed, fired: false, rearmed: false };
}

export function decide(prev: TriggerState, rule: TriggerRule, values: Partial<Record<HazardId, HazardValues>>): TriggerOutcome {
  const reasons: TriggerReason[] = [];
  const state: TriggerState = { ...prev };
  const value = metricOf(values, rule.hazard, rule.metric);
  const hysteresis = Math.max(0, rule.hysteresis);

  let decision: TriggerDecision = 'no_data';
  if (value !== null) {
    const s = step(prev.armed, value, rule.threshold, hysteresis);
    state.armed = s.armed;
    if (s.fired) reasons.push('crossing');
    decision = s.fired ? 'fired' : s.rearmed ? 'rearmed' : value >= rule.threshold ? 'above' : s.armed ? 'below' : 'hold';
  }

  // Correlation: every correlated hazard at or above its threshold in this same evaluation.
  const correlationValues: Partial<Record<HazardId, number | null>> = {};
  if (rule.correlationHazards.length > 0 && rule.correlationThreshold !== null) {
    const cThreshold = rule.correlationThreshold;
    const cValues = rule.correlationHazards.map((h) => {
      const v = metricOf(values, h, rule.metric);
      correlationValues[h] = v;
      return v;
    });
    const allKnown = cValues.every((v): v is number => v !== null);
    if (allKnown) {
      const allAbove = cValues.every((v) => v >= cThreshold);
      if (allAbove) {
        if (prev.correlationArmed) reasons.push('correlation');
        state.correlationArmed = false;
      } else if (!prev.correlationArmed && cValues.some((v) => v < cThreshold - hysteresis)) {
        state.correlationArmed = true;
      }
    } else if (!prev.correlationArmed && cValues.some((v) => v !== null && v < cThreshold - hysteresis)) {
      // One known hazard fell clearly below: the joint condition is broken whatever the unknown ones say.
      state.correlationArmed = true;
    }
  }

  const fired = reasons.length > 0;
  if (fired) decision = 'fired';
  return { decision, fired, reasons, value, correlationValues, state };
}
