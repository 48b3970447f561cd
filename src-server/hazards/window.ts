// The default forecast window: from now to now + horizon (a prompt naming a calendar period may give another).
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import { DAY_MS, utcDay } from '../shared/clock.js';
import { windowDays, type EventWindow } from '../shared/window.js';

export { windowDays } from '../shared/window.js';

/**
 * The days a model's place-free core is kept by (shared/derived memo): today, the window's first day and its length
 * in whole days, not the instants, which move every second.
 */
export const windowDaysOf = (ctx: { now: Date; window: EventWindow }) => ({
  today: utcDay(ctx.now),
  start: utcDay(ctx.window.start),
  days: Math.round(windowDays(ctx.window)),
});

/** now → now + the horizon's length in days (a year is 365.25 days). */
export function horizonWindow(now: Date, horizon: Horizon): EventWindow {
  return { start: now, end: new Date(now.getTime() + HORIZON_DAYS[horizon] * DAY_MS) };
}
