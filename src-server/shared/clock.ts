// Time comes in through a Clock so tests can stand at any instant (e.g. just before 00:00 UTC).

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export function createManualClock(start: Date | string): Clock & { set(t: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (t) => {
      current = new Date(t);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const DAY_MS = 86_400_000;
/** A Julian year (365.25 days), the unit of rates per year. */
export const YEAR_MS = 365.25 * DAY_MS;

export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * DAY_MS);

/** Epoch seconds of the next 00:00 UTC after `t`. */
export function nextUtcMidnightSec(t: Date): number {
  const d = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate() + 1);
  return Math.floor(d / 1000);
}

/** `YYYY-MM-DD` of `t` in UTC. */
export function utcDay(t: Date): string {
  return t.toISOString().slice(0, 10);
}
