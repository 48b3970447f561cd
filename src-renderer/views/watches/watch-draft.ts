// A new watch drafted from the forecast on screen: its place, hazard, horizon and lens, with sensible defaults.
import type { AlertMetric, HazardId } from '../../../src-server/contracts/enums';
import type { RiskForecast } from '../../../src-server/contracts/risk';
import type { NewWatch } from '../../api/watches';

export const INTERVAL_CHOICES = [15, 30, 60, 180, 360, 720, 1440] as const;

export function draftFromForecast(f: RiskForecast, desktopApp: boolean): NewWatch {
  return {
    prompt: f.riskInput.prompt,
    hazard: f.forecast.hazard,
    horizon: f.forecast.horizon,
    decisionLens: f.riskInput.decisionLens,
    metric: 'riskScore',
    threshold: 50,
    correlationHazards: [],
    correlationThreshold: null,
    // In the desktop app a notification on this computer is the obvious first channel.
    channels: desktopApp ? [{ type: 'desktop', target: 'local' }] : [],
    intervalMin: 60,
    hysteresis: 0,
  };
}

/** The forecast's current value of a hazard's metric (null when that hazard was not scored). */
export function currentValue(f: RiskForecast | null, hazard: HazardId, metric: AlertMetric): number | null {
  const row = f?.forecast.hazardBreakdown.find((h) => h.hazard === hazard);
  return row ? row[metric] : null;
}
