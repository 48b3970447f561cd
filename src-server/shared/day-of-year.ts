// Calendar arithmetic on `YYYY-MM-DD` dates: the UTC day number and its date (the kept series' and the models' index
// of days), and the day of year 0-364 (29 February counts as 1 March) read from a date's digits: that one runs for
// every day of every climatology, where the Date.UTC arithmetic it stands for dominated the warm models' time.
import { DAY_MS } from './clock.js';

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC midnight); NaN for a date it cannot read. */
export const dayNo = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** The `YYYY-MM-DD` date of a day number (the inverse of `dayNo`). */
export const dateOfNo = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Day of year 0-364 ignoring leap days (29 February counts as 1 March); 0 for a date it cannot read. */
export function dayOfYear(date: string): number {
  const fast = dayOfYearDigits(date);
  if (fast !== undefined) return fast;
  const m = Number(date.slice(5, 7)) - 1;
  const d = Number(date.slice(8, 10));
  if (!Number.isFinite(m) || !Number.isFinite(d)) return 0;
  return Math.round((Date.UTC(2001, m, d) - Date.UTC(2001, 0, 1)) / DAY_MS) % 365;
}

const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/**
 * The day of year of a `YYYY-MM-DD…` date (month 01-12, day 01-31; a day past the month's end rolls over, as
 * Date.UTC does), or undefined for anything else: callers then take their own (slower, exact) path.
 */
export function dayOfYearDigits(date: string): number | undefined {
  if (date.length < 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return undefined;
  const m1 = date.charCodeAt(5) - 48;
  const m2 = date.charCodeAt(6) - 48;
  const d1 = date.charCodeAt(8) - 48;
  const d2 = date.charCodeAt(9) - 48;
  if (m1 < 0 || m1 > 9 || m2 < 0 || m2 > 9 || d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return undefined;
  const mm = m1 * 10 + m2;
  const dd = d1 * 10 + d2;
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return undefined;
  return (MONTH_STARTS[mm - 1]! + dd - 1) % 365;
}

/**
 * `Number(date.slice(0, 4))` without the substring: the year of a date whose first four characters are digits (what
 * that expression gives for them), else that expression itself.
 */
export function yearOfDate(date: string): number {
  if (date.length >= 4) {
    const a = date.charCodeAt(0) - 48;
    const b = date.charCodeAt(1) - 48;
    const c = date.charCodeAt(2) - 48;
    const d = date.charCodeAt(3) - 48;
    if (a >= 0 && a <= 9 && b >= 0 && b <= 9 && c >= 0 && c <= 9 && d >= 0 && d <= 9) return a * 1000 + b * 100 + c * 10 + d;
  }
  return Number(date.slice(0, 4));
}
