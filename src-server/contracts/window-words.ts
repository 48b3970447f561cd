// The answer's window in words, for the dashboard and the MCP summary: "30 Nov – 6 Dec 2026" (pure, no Node imports),
// in any locale ("30 nov – 6 dic 2026" in Spanish).

const DAY_MS = 86_400_000;

/**
 * "30 Nov – 6 Dec 2026" for a window [start, end) (UTC days, end exclusive, so a week ending at Monday 00:00 ends on
 * Sunday); "24 Nov 2026" for one day; the year on both sides when they differ. `locale` is an Intl locale (default
 * British English, the API's own).
 */
export function windowWords(window: { start: string; end: string }, locale = 'en-GB'): string {
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayMonthFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const start = new Date(window.start);
  const last = new Date(Date.parse(window.end) - 1);
  if (!Number.isFinite(start.getTime()) || !Number.isFinite(last.getTime())) return `${window.start} – ${window.end}`;
  const sameDay = Math.floor(start.getTime() / DAY_MS) === Math.floor(last.getTime() / DAY_MS);
  if (sameDay) return dayFormat.format(start);
  const sameYear = start.getUTCFullYear() === last.getUTCFullYear();
  return `${(sameYear ? dayMonthFormat : dayFormat).format(start)} – ${dayFormat.format(last)}`;
}
