// What every hazard model returns: an event definition with its probability, a severity, and why.
import type { DecisionLens, Hazard, Horizon } from '../contracts/enums.js';
import type { ForecastEvent, Place, SceneLayer } from '../contracts/risk.js';

export interface ModelContext {
  place: Place;
  horizon: Horizon;
  lens: DecisionLens;
  now: Date;
  /** The period asked about (TEAM.md decision 2); default now -> now + horizon. */
  window?: { start: Date; end: Date };
}

export interface ModelResult {
  hazard: Hazard;
  /** 0-100: chance that `event` happens within the horizon. */
  probability: number;
  /** 0-100: expected disruption if it happens. */
  severity: number;
  event: ForecastEvent;
  /** Plain-language reasons, e.g. "37 M4.5+ earthquakes within 150 km since 1986". */
  drivers: string[];
  /** What the model looked at, for the Earth scene. */
  layers: SceneLayer[];
  /** Long horizons rest on climatology/catalogues: the model says how much it extrapolates (0 none - 1 all). */
  extrapolation: number;
  /** Share (0-1) of the inputs the model needed that it had (ensemble members, archive years...); 1 when unset. */
  dataCompleteness?: number;
}
