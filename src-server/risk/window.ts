// The period a forecast is about: the calendar period the prompt names, or now → now + horizon (TEAM decision 2).
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import { horizonCovering } from '../geocode/parse.js';

export interface Window {
  start: Date;
  /** Exclusive. */
  end: Date;
  /** prompt: a calendar period the prompt named ("next week"); horizon: now → now + horizon. */
  source: 'prompt' | 'horizon';
}

/**
 * The window of a forecast. A period named in the prompt is kept when the horizon in force covers it as the
 * prompt's own reading would (an explicit `horizon` in the body that disagrees wins, with its default window).
 */
export function forecastWindow(now: Date, horizon: Horizon, asked?: { start: Date; end: Date }): Window {
  if (asked && horizonCovering((asked.end.getTime() - now.getTime()) / 86_400_000) === horizon) {
    return { start: asked.start, end: asked.end, source: 'prompt' };
  }
  return { start: now, end: new Date(now.getTime() + HORIZON_DAYS[horizon] * 86_400_000), source: 'horizon' };
}
