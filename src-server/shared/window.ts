// The forecast window in its two forms: the instants an event must happen between, and the whole UTC days they touch.
import { DAY_MS } from './clock.js';

/** The period a forecast's event must happen in: from `start` to `end`. Models compute over it, never now + horizon. */
export interface EventWindow {
  start: Date;
  end: Date;
}

/** A window as whole UTC days (day numbers since 1970-01-01): its first and last day, inclusive. */
export interface DayWindow {
  first: number;
  last: number;
}

/** The UTC days a window touches (its start day to the day before its end, at least one day). */
export function dayWindow(w: EventWindow): DayWindow {
  const first = Math.floor(w.start.getTime() / DAY_MS);
  const last = Math.max(first, Math.ceil(w.end.getTime() / DAY_MS) - 1);
  return { first, last };
}

/** How many days a day window holds. */
export const dayCount = (w: DayWindow): number => w.last - w.first + 1;

/** Length of a window in days (fractional). */
export const windowDays = (w: EventWindow): number => (w.end.getTime() - w.start.getTime()) / DAY_MS;
