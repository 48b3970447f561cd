// An earlier day's answer standing in for a call the budget refuses (issue 48). A call whose dates follow the clock
// (the forecast, ensemble, flood and air-quality calls: `daysAround`, today counted in) has one key per day, so the
// answer kept yesterday sits under yesterday's key. When today's call cannot be made (the Open-Meteo budget refuses
// it, the source fails, offline), the newest kept answer of the same call within STAND_IN_DAYS serves, with its true
// fetch time: the answer's data age says how old it is, and its confidence drops a step once it is a day old
// (forecast/confidence.ts STALE_AFTER_SEC). Without it a portfolio that takes longer than a day met every scored
// site's forecast again as a new call, and spent the day's budget refreshing what it had already scored.
import { DAY_MS } from '../shared/clock.js';

/**
 * How many earlier days' answers may stand in: a week. Open-Meteo's forecast covers 16 days ahead, so a week-old
 * answer still holds nine of them; the ensemble runs every 6 hours, so a stand-in is always marked as old.
 */
export const STAND_IN_DAYS = 7;

const DATED_PAIR = /([?&|])(start_date|end_date)=(\d{4}-\d{2}-\d{2})(?=&|$)/g;

const dayBefore = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The cache keys the same call had on each of the STAND_IN_DAYS days before (yesterday's first): the key's
 * `start_date` and `end_date` moved back together, a day at a time. Empty when the key holds no dates.
 */
export function earlierDayKeys(key: string, days = STAND_IN_DAYS): string[] {
  if (!key.match(DATED_PAIR)) return [];
  return Array.from({ length: days }, (_, i) =>
    key.replace(DATED_PAIR, (_m, before: string, name: string, day: string) => `${before}${name}=${dayBefore(day, i + 1)}`),
  );
}

/**
 * The key of a dated call whatever day it is asked on: the budget's queue holds one turn for it. Asked again the next day
 * while the first day's call still waits its turn (a long portfolio), it is the same call, not another; once made,
 * its answer stands in (or, kept history, is extended by a day). `window`: both dates follow the clock (the span stays,
 * so calls of other spans keep their own turn); `since`: a fixed start and an end that follows the clock (kept history
 * from 1996: ERA5's decades weigh 564, so queueing them twice costs a day's budget).
 */
export function anyDayKey(key: string, dates: 'window' | 'since'): string {
  const start = /[?&|]start_date=(\d{4}-\d{2}-\d{2})(?=&|$)/.exec(key)?.[1];
  return key.replace(DATED_PAIR, (_m, before: string, name: string, day: string) => {
    if (dates === 'since') return name === 'end_date' ? `${before}end_date=*` : `${before}${name}=${day}`;
    if (name === 'start_date' || start === undefined) return `${before}${name}=*`;
    return `${before}end_date=+${Math.round((Date.parse(day) - Date.parse(start)) / DAY_MS)}d`;
  });
}
