// Calendar periods people name, as exact intervals: weeks, weekends, fortnights, quarters, day ranges (pure, clock passed in).
import { DAY_MS } from '../shared/clock.js';

export interface Span {
  start: number;
  end: number;
}

/** A time cue read from the prompt: the interval it asks about, in epoch ms (end exclusive). */
export interface Cue {
  start: number;
  end: number;
  /** It names a period or a date ("next week", "in June", "by 2030"), not a span from now ("next 10 days"). */
  calendar: boolean;
}

export const dayStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

export function* matches(re: RegExp, text: string, exclude: readonly Span[]): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!exclude.some((s) => start < s.end && s.start < end)) yield m;
  }
}

/** A period read with the word before it: "by X" runs from now to X's start, "until X" to X's end. */
export function period(now: number, start: number, end: number, prefix: string | undefined): Cue {
  if (prefix === 'by' || prefix === 'before') return { start: now, end: start, calendar: true };
  if (prefix === 'until' || prefix === 'till' || prefix === 'through' || prefix === 'thru' || prefix === 'to')
    return { start: now, end, calendar: true };
  return { start, end, calendar: true };
}

/** "this/next week|weekend|month|quarter|year|decade" as calendar periods (weeks run Monday to Sunday). */
export function calendarPeriod(now: Date, which: string, unit: string): [number, number] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const next = which === 'next' ? 1 : 0;
  switch (unit) {
    case 'week':
    case 'weekend': {
      const monday = Date.UTC(y, m, now.getUTCDate() - ((now.getUTCDay() + 6) % 7) + 7 * next);
      return unit === 'week' ? [monday, monday + 7 * DAY_MS] : [monday + 5 * DAY_MS, monday + 7 * DAY_MS];
    }
    case 'month':
      return [Date.UTC(y, m + next, 1), Date.UTC(y, m + 1 + next, 1)];
    case 'quarter': {
      const q = Math.floor(m / 3) + next;
      return [Date.UTC(y, q * 3, 1), Date.UTC(y, (q + 1) * 3, 1)];
    }
    case 'year':
      return [Date.UTC(y + next, 0, 1), Date.UTC(y + 1 + next, 0, 1)];
    default: {
      const decade = Math.floor(y / 10) * 10 + 10 * next;
      return [Date.UTC(decade, 0, 1), Date.UTC(decade + 10, 0, 1)];
    }
  }
}

type Take = (m: RegExpExecArray, cue: Cue) => void;

/**
 * "a weekend trip", "for the weekend", "at the weekend": the coming weekend (Saturday and Sunday; from now when under
 * way). Runs after "this/next weekend" have been read; "last weekend" and "weekends" (any weekend) are not periods.
 */
const WEEKEND = /(?<![a-z])(?<!last |past |every |previous )weekend(?![a-z])/g;
export function weekendCues(folded: string, now: Date, covered: Span[], take: Take): void {
  for (const m of matches(WEEKEND, folded, covered)) {
    const [start, end] = calendarPeriod(now, 'this', 'weekend');
    take(m, { start, end, calendar: true });
  }
}

/** "the next fortnight", "this fortnight", "over the coming fortnight": the fourteen days from now, as a window. */
const FORTNIGHT = /(?<![a-z])(?:(?:the|this) )?(?:next|coming|following|this) fortnight(?![a-z])/g;
/** "the first / second / last fortnight of August": days 1–14, 15 to the end, the month's last fourteen days. */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
const FORTNIGHT_OF = new RegExp(
  String.raw`(?<![a-z])(?:the )?(first|second|last) (?:fortnight|two weeks|half) of ${MONTH_NAME}(?: ((?:20|21)\d\d))?(?![a-z0-9])`,
  'g',
);

/** The month's occurrence a period inside it refers to: the year given, else this year unless it has ended, else next. */
function monthYear(now: Date, lastDay: (year: number) => number, year?: string): number {
  if (year) return Number(year);
  const y = now.getUTCFullYear();
  return lastDay(y) <= now.getTime() ? y + 1 : y;
}

export function fortnightCues(folded: string, now: Date, covered: Span[], take: Take): void {
  const t = now.getTime();
  for (const m of matches(FORTNIGHT, folded, covered)) take(m, { start: t, end: t + 14 * DAY_MS, calendar: true });
  for (const m of matches(FORTNIGHT_OF, folded, covered)) {
    const month = monthIndex(m[2]!);
    const range = (y: number): [number, number] => {
      const first = Date.UTC(y, month, 1);
      const after = Date.UTC(y, month + 1, 1);
      return m[1] === 'first'
        ? [first, first + 14 * DAY_MS]
        : m[1] === 'second'
          ? [first + 14 * DAY_MS, after]
          : [after - 14 * DAY_MS, after];
    };
    const [start, end] = range(monthYear(now, (y) => range(y)[1], m[3]));
    take(m, { start, end, calendar: true });
  }
}

/** "Q3", "Q1 2027", "the third quarter of 2027", "by Q2": calendar quarters; without a year, the next one not yet over. */
const QUARTER = new RegExp(
  String.raw`(?<![a-z0-9])(?:(by|before|until|till|through|thru|in|during|for|over) (?:the )?)?(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?: (?:of )?((?:20|21)\d\d))?(?![a-z0-9])`,
  'g',
);
const QUARTER_WORDS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };

export function quarterCues(folded: string, now: Date, covered: Span[], take: Take): void {
  const t = now.getTime();
  for (const m of matches(QUARTER, folded, covered)) {
    const q = m[2] ? Number(m[2]) : QUARTER_WORDS[m[3]!]!;
    const range = (y: number): [number, number] => [Date.UTC(y, (q - 1) * 3, 1), Date.UTC(y, q * 3, 1)];
    const [start, end] = range(monthYear(now, (y) => range(y)[1], m[4]));
    take(m, period(t, start, end, m[1]));
  }
}

/**
 * Day ranges within a month, which chrono-node reads as their last day once hyphens are spaces: "10-12 February",
 * "10 to 12 Feb 2027", "February 10-12", "Feb 3rd to 5th".
 */
const ORD = '(?:st|nd|rd|th)?';
const JOIN = '(?: (?:to|and|until|till|through|thru))? ';
const DAYS_MONTH = new RegExp(
  String.raw`(?<![0-9.a-z])(\d{1,2})${ORD}${JOIN}(\d{1,2})${ORD} (?:of )?${MONTH_NAME}(?: ((?:20|21)\d\d))?(?![a-z0-9])`,
  'g',
);
const MONTH_DAYS = new RegExp(
  String.raw`(?<![a-z])${MONTH_NAME} (\d{1,2})${ORD}${JOIN}(\d{1,2})${ORD}(?: ((?:20|21)\d\d))?(?![a-z0-9.])`,
  'g',
);

export function dayRangeCues(folded: string, now: Date, covered: Span[], take: Take): void {
  const read = (m: RegExpExecArray, from: number, to: number, monthName: string, year: string | undefined) => {
    const month = monthIndex(monthName);
    if (!(from >= 1 && from < to && to <= 31)) return;
    const range = (y: number): [number, number] => [Date.UTC(y, month, from), Date.UTC(y, month, to + 1)];
    const [start, end] = range(monthYear(now, (y) => range(y)[1], year));
    take(m, { start, end, calendar: true });
  };
  for (const m of matches(DAYS_MONTH, folded, covered)) read(m, Number(m[1]), Number(m[2]), m[3]!, m[4]);
  for (const m of matches(MONTH_DAYS, folded, covered)) read(m, Number(m[2]), Number(m[3]), m[1]!, m[4]);
}
