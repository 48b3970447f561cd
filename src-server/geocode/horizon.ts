// How far ahead a prompt asks about, and which period: spans, calendar periods, years, seasons, holidays and dates.
import * as chrono from 'chrono-node';
import { DAY_MS } from '../shared/clock.js';
import {
  calendarPeriod,
  dayRangeCues,
  dayStart,
  fortnightCues,
  matches,
  period,
  quarterCues,
  weekendCues,
  type Cue,
  type Span,
} from './calendar.js';

export type { Cue } from './calendar.js';

/** What the prompt asks about in time. */
export interface TimeReading {
  /** Days from `now` to the end of the furthest cue: the horizon must cover it. */
  days: number;
  /**
   * The period asked about, epoch ms, end exclusive, start never before `now`; present when the prompt names a
   * calendar period or date. Several cues give the smallest period holding them all.
   */
  window?: { startMs: number; endMs: number };
}

const YEAR_DAYS = 365.25;
/** Span units: a month is 30 days, so "the next 30 days" and "a month" are both the 30d horizon. */
const UNIT_DAYS: Record<string, number> = {
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  year: YEAR_DAYS,
  decade: 3652.5,
};

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  couple: 2,
  'couple of': 2,
  few: 4,
  'a few': 4,
  several: 5,
};

const NUMBER = String.raw`(\d+(?:\.\d+)?|a few|a couple of|couple of|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|few|several)`;
const SPAN = new RegExp(String.raw`(?<![a-z0-9.])${NUMBER}\s+(hour|day|night|week|fortnight|month|year|decade)s?(?![a-z])(?!\s+ago)`, 'g');
/** "over the next week", "within the coming year": a span from now, not the calendar period. */
const THE_NEXT_UNIT = /(?:the|this) (?:next|coming|following) (hour|day|week|month|year|decade)(?![a-z])/g;
/** "the rest of the year", "by the end of the month", "year end": the current calendar period. */
const REST_OF =
  /(?<![a-z])(?:(?:rest|end|remainder) of (?:the |this )?(week|month|quarter|year|decade)|(year|month|quarter) end)(?![a-z])/g;
/** Words before a period that turn it into "from now until its start" (by) or "until its end" (until). */
const PREFIX = String.raw`(?:(by|before|until|till|through|thru|over|at|during|for|around|on|in) (?:the )?)?`;
/**
 * Holidays people plan around, as [phrase, month, first day, length in days]. "Christmas" alone is Christmas Eve to
 * Boxing Day, the days people travel and close; Easter moves and is left to chrono.
 */
const HOLIDAYS: [string, number, number, number][] = [
  ['christmas eve', 11, 24, 1],
  ['christmas day', 11, 25, 1],
  ['christmas (?:holidays|break|season|period)', 11, 24, 9],
  ['christmas', 11, 24, 3],
  ['new years? eve', 11, 31, 1],
  ['new years? day', 0, 1, 1],
  ['new years?', 11, 31, 2],
];
const HOLIDAY_RES = HOLIDAYS.map(([phrase, month, day, length]) => ({
  re: new RegExp(String.raw`(?<![a-z])${PREFIX}${phrase}(?! (?:eve|day|holidays|break|season|period))(?![a-z])`, 'g'),
  month,
  day,
  length,
}));
/** Easter: Good Friday to Easter Monday, the days people travel. */
const EASTER = new RegExp(String.raw`(?<![a-z])${PREFIX}easter(?: (?:holidays|break|weekend))?(?![a-z])`, 'g');

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm in Meeus, Astronomical Algorithms, ch. 8). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const CALENDAR =
  /(?<![a-z])(?:(by|before|until|till|through|thru) (?:the )?)?(this|next|coming) (week|weekend|month|quarter|year|decade)(?![a-z])/g;
const YEAR =
  /(?<![a-z0-9.])(?:(by|before|until|till|through|thru|to|in|during|around|for|of|end of|the end of|mid|early|late)\s+)?((?:20|21)\d\d)(s)?(?![0-9.])/g;

/** Phrases that name a span from now without a number. */
const SPAN_KEYWORDS: [RegExp, number][] = [
  [/(?<![a-z])(right now|currently|at the moment|immediate|imminent)(?![a-z])/g, 1],
  [/(?<![a-z])overnight(?![a-z])/g, 2],
  [/(?<![a-z])(next|coming|upcoming) (few )?days(?![a-z])/g, 7],
  [/(?<![a-z])(next|coming|upcoming) (few )?weeks(?![a-z])/g, 30],
  [/(?<![a-z])(short term|near term)(?![a-z])/g, 30],
  [/(?<![a-z])(next|coming|upcoming) (few )?months(?![a-z])/g, YEAR_DAYS],
  [/(?<![a-z])(medium term|mid term|next few years|next years|coming years|years ahead|years to come)(?![a-z])/g, 3652.5],
  [
    /(?<![a-z])(long term|long run|longer term|decades|generations|lifetime|for good|permanently|mid century|end of the century|by the end of the century)(?![a-z])/g,
    30 * YEAR_DAYS,
  ],
];
/** Days named outright: [phrase, first day from today, length in days]. */
const DAY_KEYWORDS: [RegExp, number, number][] = [
  [/(?<![a-z])day after tomorrow(?![a-z])/g, 2, 1],
  [/(?<![a-z])(today|tonight|this morning|this afternoon|this evening)(?![a-z])/g, 0, 1],
  [/(?<![a-z])tomorrow(?![a-z])/g, 1, 1],
];

/**
 * Seasons as [first month, last month] (0-based; winter wraps into the next year), northern hemisphere; summer,
 * winter, spring and autumn shift by six months for a place south of the equator. The named hazard seasons are
 * those of the basins people usually mean (Atlantic hurricanes, western Pacific typhoons, southern cyclones).
 */
const SEASONS: Record<string, [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  autumn: [8, 10],
  fall: [8, 10],
  winter: [11, 1],
  'hurricane season': [5, 10],
  'typhoon season': [4, 10],
  'cyclone season': [10, 3],
  'monsoon season': [5, 8],
  'wildfire season': [5, 9],
  'fire season': [5, 9],
  'bushfire season': [10, 2],
  'tornado season': [2, 5],
  'rainy season': [5, 9],
  'wet season': [5, 9],
  'dry season': [10, 3],
  'holiday season': [11, 11],
};
const SEASON_RE = new RegExp(
  String.raw`(?<![a-z])(?:(this|next|coming|upcoming|the|during|by|before|until|till|through|in|over|for) )?(${Object.keys(SEASONS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![a-z])`,
  'g',
);
/** "spring" and "fall" are ordinary words too: seasons only after a determiner. */
const NEEDS_DETERMINER = new Set(['spring', 'fall']);
/** The four calendar seasons, which the southern hemisphere has six months apart. */
const HEMISPHERE_SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

const MONTHS =
  'jan|feb|mar|apr|may \\d|(?:in|by|until|before|through|during) may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december';
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Only prompts with a month, weekday or holiday go to chrono (it costs ~0.2 ms). */
const DATE_GATE = new RegExp(String.raw`(?<![a-z])(${MONTHS}|${WEEKDAYS}|easter)(?![a-z])`);

/** This (or the current) occurrence of a season, or after "next" the following one: [start, end). */
function seasonPeriod(now: Date, season: string, which: string | undefined, southern: boolean): [number, number] {
  let [first, last] = SEASONS[season]!;
  if (southern && HEMISPHERE_SEASONS.has(season)) {
    first = (first + 6) % 12;
    last = (last + 6) % 12;
  }
  const month = now.getUTCMonth();
  const wraps = last < first;
  const inSeason = wraps ? month >= first || month <= last : month >= first && month <= last;
  // Year in which the current-or-next occurrence ends.
  let endYear = now.getUTCFullYear();
  if (wraps ? month >= first || month > last : month > last) endYear += 1;
  if (which === 'next' && inSeason) endYear += 1;
  const startYear = wraps ? endYear - 1 : endYear;
  return [Date.UTC(startYear, first, 1), Date.UTC(endYear, last + 1, 1)];
}

/** Named dates through chrono-node ("June 2027", "Friday", "December 15", "from 3 to 10 June"). */
export function chronoCues(
  parser: chrono.Chrono,
  text: string,
  now: Date,
  covered: Span[],
  words: { gate: RegExp; by: RegExp; until: RegExp },
): Cue[] {
  const cues: Cue[] = [];
  const t = now.getTime();
  for (const r of parser.parse(text, { instant: now, timezone: 'UTC' }, { forwardDate: true })) {
    if (covered.some((s) => r.index < s.end && s.start < r.index + r.text.length)) continue;
    // Only named dates ("June 2027", "Friday"); relative phrases ("next week") are read by the rules, exactly.
    // The word before counts: chrono reads "in may" as "may", and "may" alone is a verb.
    if (!words.gate.test(text.slice(Math.max(0, r.index - 9), r.index + r.text.length))) continue;
    const start = r.start;
    if (!start.isCertain('month') && !start.isCertain('weekday') && !start.isCertain('day')) continue;
    const before = text.slice(Math.max(0, r.index - 12), r.index);
    const prefix = words.by.test(before) ? 'by' : words.until.test(before) ? 'until' : undefined;
    const first = dayStart(start.date().getTime());
    let from: number;
    let to: number;
    if (r.end) {
      from = first;
      to = dayStart(r.end.date().getTime()) + DAY_MS;
    } else if (!start.isCertain('day') && !start.isCertain('weekday')) {
      // A month alone: the whole month.
      const d = start.date();
      from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else {
      from = first;
      to = first + DAY_MS;
    }
    covered.push({ start: r.index, end: r.index + r.text.length });
    const cue = period(t, from, to, prefix);
    if (cue.end > t) cues.push(cue);
  }
  return cues;
}

const EN_BY = /(by|before) $/;
const EN_UNTIL = /(until|till|through|thru) $/;

/**
 * Every time cue in an English (or rewritten-to-English) folded text, with `covered` the ranges already read
 * (the place's words, dates a language's own parser took).
 */
export function englishCues(folded: string, now: Date, covered: Span[], southern: boolean): Cue[] {
  const t = now.getTime();
  const cues: Cue[] = [];
  const take = (m: RegExpExecArray, cue: Cue) => {
    covered.push({ start: m.index, end: m.index + m[0].length });
    if (cue.end > t) cues.push(cue);
  };

  for (const h of HOLIDAY_RES) {
    for (const m of matches(h.re, folded, covered)) {
      const year = now.getUTCFullYear();
      let start = Date.UTC(year, h.month, h.day);
      if (start + h.length * DAY_MS <= t) start = Date.UTC(year + 1, h.month, h.day);
      take(m, period(t, start, start + h.length * DAY_MS, m[1]));
    }
  }
  for (const m of matches(EASTER, folded, covered)) {
    let start = easterSunday(now.getUTCFullYear()) - 2 * DAY_MS;
    if (start + 4 * DAY_MS <= t) start = easterSunday(now.getUTCFullYear() + 1) - 2 * DAY_MS;
    take(m, period(t, start, start + 4 * DAY_MS, m[1]));
  }
  // Before chrono-node, which reads "10-12 February" as the 12th and "the first fortnight of August" as August.
  dayRangeCues(folded, now, covered, take);
  fortnightCues(folded, now, covered, take);
  if (DATE_GATE.test(folded))
    cues.push(...chronoCues(chrono.en.casual, folded, now, covered, { gate: DATE_GATE, by: EN_BY, until: EN_UNTIL }));
  for (const m of matches(SPAN, folded, covered)) {
    const n = WORD_NUMBERS[m[1]!] ?? Number(m[1]);
    if (Number.isFinite(n) && n > 0) take(m, { start: t, end: t + n * UNIT_DAYS[m[2]!]! * DAY_MS, calendar: false });
  }
  for (const m of matches(THE_NEXT_UNIT, folded, covered)) take(m, { start: t, end: t + UNIT_DAYS[m[1]!]! * DAY_MS, calendar: false });
  for (const m of matches(REST_OF, folded, covered))
    take(m, { start: t, end: calendarPeriod(now, 'this', m[1] ?? m[2]!)[1], calendar: true });
  for (const m of matches(CALENDAR, folded, covered)) {
    const [start, end] = calendarPeriod(now, m[2] === 'next' ? 'next' : 'this', m[3]!);
    take(m, period(t, start, end, m[1]));
  }
  weekendCues(folded, now, covered, take);
  quarterCues(folded, now, covered, take);
  for (const m of matches(YEAR, folded, covered)) {
    const year = Number(m[2]);
    const prep = m[1];
    if (year < now.getUTCFullYear()) continue; // "since 2010": history, not a horizon
    const [start, end] = m[3] ? [Date.UTC(year, 0, 1), Date.UTC(year + 10, 0, 1)] : [Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)];
    if (prep === 'mid') take(m, { start: t, end: Date.UTC(year, 6, 1), calendar: true });
    else if (prep === 'early') take(m, { start: t, end: Date.UTC(year, 4, 1), calendar: true });
    else if (prep === 'late') take(m, { start: Date.UTC(year, 8, 1), end, calendar: true });
    else if (prep === 'end of' || prep === 'the end of') take(m, { start: t, end, calendar: true });
    else take(m, period(t, start, end, prep));
  }
  for (const [re, days] of SPAN_KEYWORDS)
    for (const m of matches(re, folded, covered)) take(m, { start: t, end: t + days * DAY_MS, calendar: false });
  for (const [re, offset, length] of DAY_KEYWORDS) {
    for (const m of matches(re, folded, covered)) {
      const start = dayStart(t) + offset * DAY_MS;
      take(m, { start, end: start + length * DAY_MS, calendar: true });
    }
  }
  for (const m of matches(SEASON_RE, folded, covered)) {
    if (!m[1] && NEEDS_DETERMINER.has(m[2]!)) continue;
    const [start, end] = seasonPeriod(now, m[2]!, m[1], southern);
    take(m, period(t, start, end, m[1]));
  }
  return cues;
}

/** Combines cues: the furthest end decides the horizon; calendar cues make a window that holds every cue. */
export function combineCues(cues: readonly Cue[], now: Date): TimeReading | undefined {
  const t = now.getTime();
  const live = cues.filter((c) => c.end > t);
  if (live.length === 0) return undefined;
  const end = Math.max(...live.map((c) => c.end));
  const reading: TimeReading = { days: (end - t) / DAY_MS };
  if (live.some((c) => c.calendar)) reading.window = { startMs: Math.max(t, Math.min(...live.map((c) => c.start))), endMs: end };
  return reading;
}
