// The forecast window: by default from now to now + horizon (a prompt naming a calendar period may give another).
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import { DAY_MS } from '../shared/clock.js';

export interface ForecastWindow {
  start: Date;
  end: Date;
}

/** now → now + the horizon's length in days (a year is 365.25 days). */
export function horizonWindow(now: Date, horizon: Horizon): ForecastWindow {
  return { start: now, end: new Date(now.getTime() + HORIZON_DAYS[horizon] * DAY_MS) };
}

/** Length of a window in days (fractional). */
export const windowDays = (w: ForecastWindow): number => (w.end.getTime() - w.start.getTime()) / DAY_MS;
