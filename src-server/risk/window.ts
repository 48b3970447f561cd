// The period a forecast is about: the calendar period the prompt names, or now → now + horizon (TEAM decision 2).
import type { Horizon } from '../contracts/enums.js';
import { horizonForWindow } from '../geocode/parse.js';
import { horizonWindow } from '../hazards/window.js';
import type { EventWindow } from '../shared/window.js';

export interface AnswerWindow extends EventWindow {
  /** prompt: a calendar period the prompt named ("next week"); horizon: now → now + horizon. */
  source: 'prompt' | 'horizon';
}

/**
 * The window of a forecast. A period named in the prompt is kept when the horizon in force is the one the prompt's
 * own reading labels it with (parse.ts horizonForWindow); an explicit `horizon` in the body that disagrees wins, with
 * its default window.
 */
export function forecastWindow(now: Date, horizon: Horizon, asked?: EventWindow): AnswerWindow {
  if (asked && horizonForWindow(now, asked) === horizon) {
    return { start: asked.start, end: asked.end, source: 'prompt' };
  }
  return { ...horizonWindow(now, horizon), source: 'horizon' };
}
