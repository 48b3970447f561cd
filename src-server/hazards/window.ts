// The default forecast window: from now to now + horizon (a prompt naming a calendar period may give another).
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import { DAY_MS } from '../shared/clock.js';
import type { EventWindow } from '../shared/window.js';

export { windowDays } from '../shared/window.js';

/** now → now + the horizon's length in days (a year is 365.25 days). */
export function horizonWindow(now: Date, horizon: Horizon): EventWindow {
  return { start: now, end: new Date(now.getTime() + HORIZON_DAYS[horizon] * DAY_MS) };
}
