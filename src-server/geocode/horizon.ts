// How far ahead a prompt asks about, in days from `now`: spans, calendar periods, years, seasons and dates (chrono-node).
import * as chrono from 'chrono-node';
import { DAY_MS } from '../shared/clock.js';

interface Span {
  start: number;
  end: number;
}

const YEAR_DAYS = 365.25;
/** Span units: a month is 30 days, so "the next 30 days" and "a month" are both the 30d horizon. */
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, night: 1, week: 7, fortnight: 14, month: 30, year: YEAR_DAYS, decade: 3652.5 };

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  couple: 2, 'couple of': 2, few: 4, 'a few': 4, several: 5,
};

const NUMBER = String.raw`(\d+(?:\.\d+)?|a few|a couple of|couple of|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|few|several)`;
const SPAN = new RegExp(String.raw`(?<![a-z0-9.])${NUMBER}\s+(hour|day|night|week|fortnight|month|year|decade)s?(?![a-z])(?!\s+ago)`, 'g');
/** "over the next week", "within the coming year": a span from now, not the calendar period. */
const THE_NEXT_UNIT = /(?:the|this) (?:next|coming|following) (hour|day|week|fortnight|month|year|decade)(?![a-z])/g;
/** "the rest of the year", "by the end of the month", "year end": the current calendar period. */
const REST_OF = /(?<![a-z])(?:(?:rest|end|remainder) of (?:the |this )?(week|month|quarter|year|decade)|(year|month|quarter) end)(?![a-z])/g;
/** Fixed-date holidays people plan around. Easter moves and is left to chrono. */
const HOLIDAYS: [RegExp, number, number][] = [
  [/(?<![a-z])christmas eve(?![a-z])/g, 11, 24],
  [/(?<![a-z])christmas(?: day)?(?![a-z])/g, 11, 25],
  [/(?<![a-z])new years? eve(?![a-z])/g, 11, 31],
  [/(?<![a-z])new years? day(?![a-z])/g, 0, 1],
];
const CALENDAR = /(?<![a-z])(this|next|coming) (week|weekend|month|quarter|year|decade)(?![a-z])/g;
const YEAR = /(?<![a-z0-9.])(?:(by|before|until|till|through|thru|to|in|during|around|for|of|end of|the end of|mid|early|late)\s+)?((?:20|21)\d\d)(s)?(?![0-9.])/g;

/** Phrases that name a span without a number. */
const KEYWORDS: [RegExp, number][] = [
  [/(?<![a-z])(right now|currently|at the moment|immediate|imminent|today|tonight|this morning|this afternoon|this evening)(?![a-z])/g, 1],
  [/(?<![a-z])(tomorrow|overnight)(?![a-z])/g, 2],
  [/(?<![a-z])day after tomorrow(?![a-z])/g, 3],
  [/(?<![a-z])(next|coming|upcoming) (few )?days(?![a-z])/g, 7],
  [/(?<![a-z])(next|coming|upcoming) (few )?weeks(?![a-z])/g, 30],
  [/(?<![a-z])(next|coming|this) fortnight(?![a-z])/g, 14],
  [/(?<![a-z])(short term|near term)(?![a-z])/g, 30],
  [/(?<![a-z])(next|coming|upcoming) (few )?months(?![a-z])/g, YEAR_DAYS],
  [/(?<![a-z])(medium term|mid term|next few years|coming years|years ahead|years to come)(?![a-z])/g, 3652.5],
  [/(?<![a-z])(long term|long run|longer term|decades|generations|lifetime|for good|permanently|mid century|end of the century|by the end of the century)(?![a-z])/g, 30 * YEAR_DAYS],
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
  String.raw`(?<![a-z])(?:(this|next|coming|upcoming|the|during|by|before|in|over|for) )?(${Object.keys(SEASONS).sort((a, b) => b.length - a.length).join('|')})(?![a-z])`,
  'g',
);
/** "spring" and "fall" are ordinary words too: seasons only after a determiner. */
const NEEDS_DETERMINER = new Set(['spring', 'fall']);

const MONTHS = 'jan|feb|mar|apr|may \\d|(?:in|by|until|before|through|during) may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december';
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Only prompts with a month, weekday or holiday go to chrono (it costs ~0.2 ms). */
const DATE_GATE = new RegExp(String.raw`(?<![a-z])(${MONTHS}|${WEEKDAYS}|easter)(?![a-z])`);

const endOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - 1;
const daysUntil = (now: Date, ms: number) => (ms - now.getTime()) / DAY_MS;

function* matches(re: RegExp, text: string, exclude: readonly Span[]): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!exclude.some((s) => start < s.end && s.start < end)) yield m;
  }
}

/** End of the named season: this one (or the current one), or, after "next", the following one. */
/** The four calendar seasons, which the southern hemisphere has six months apart. */
const HEMISPHERE_SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

function seasonEnd(now: Date, season: string, which: string | undefined, southern: boolean): number {
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
  if (wraps) {
    if (month >= first) endYear += 1;
    else if (month > last) endYear += 1;
  } else if (month > last) endYear += 1;
  if (which === 'next' && inSeason) endYear += 1;
  return Date.UTC(endYear, last + 1, 1) - 1;
}

/** End of "this/next week|weekend|month|year|decade" as calendar periods (weeks end on Sunday). */
function calendarEnd(now: Date, which: string, unit: string): number {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const next = which === 'next' ? 1 : 0;
  switch (unit) {
    case 'week':
    case 'weekend': {
      const toSunday = (7 - now.getUTCDay()) % 7;
      return Date.UTC(y, m, now.getUTCDate() + toSunday + 7 * next + 1) - 1;
    }
    case 'month':
      return Date.UTC(y, m + 1 + next, 1) - 1;
    case 'quarter':
      return Date.UTC(y, (Math.floor(m / 3) + 1 + next) * 3, 1) - 1;
    case 'year':
      return Date.UTC(y + 1 + next, 0, 1) - 1;
    default: {
      const decadeStart = Math.floor(y / 10) * 10;
      return Date.UTC(decadeStart + 10 * (1 + next), 0, 1) - 1;
    }
  }
}

/**
 * The longest look-ahead the prompt asks for, in days, or undefined when it names none.
 * Several cues ("this week and through 2030") give the longest, so no part of the question is cut off.
 */
export function findHorizonDays(folded: string, now: Date, exclude: readonly Span[] = [], southern = false): number | undefined {
  const found: number[] = [];
  const covered: Span[] = [...exclude];
  const take = (m: RegExpExecArray, days: number) => {
    found.push(days);
    covered.push({ start: m.index, end: m.index + m[0].length });
  };

  for (const [re, month, day] of HOLIDAYS) {
    for (const m of matches(re, folded, covered)) {
      const thisYear = Date.UTC(now.getUTCFullYear(), month, day + 1) - 1;
      take(m, daysUntil(now, thisYear > now.getTime() ? thisYear : Date.UTC(now.getUTCFullYear() + 1, month, day + 1) - 1));
    }
  }
  if (DATE_GATE.test(folded)) {
    for (const r of chrono.parse(folded, { instant: now, timezone: 'UTC' }, { forwardDate: true })) {
      if (covered.some((s) => r.index < s.end && s.start < r.index + r.text.length)) continue;
      // Only named dates ("June 2027", "Friday"); relative spans ("next 30 days") are read above, exactly.
      if (!DATE_GATE.test(r.text)) continue;
      const start = r.start;
      if (!start.isCertain('month') && !start.isCertain('weekday') && !start.isCertain('day')) continue;
      const before = folded.slice(Math.max(0, r.index - 8), r.index);
      const byStart = /(by|before|until|till) $/.test(before);
      let end: number;
      if (r.end) end = endOfUtcDay(r.end.date());
      else if (!start.isCertain('day') && !start.isCertain('weekday')) {
        // A month alone: its first day after "by", its last day otherwise.
        const d = start.date();
        end = byStart ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1;
      } else end = endOfUtcDay(start.date());
      const days = daysUntil(now, end);
      covered.push({ start: r.index, end: r.index + r.text.length });
      if (days > 0) found.push(days);
    }
  }
  for (const m of matches(SPAN, folded, covered)) {
    const n = WORD_NUMBERS[m[1]!] ?? Number(m[1]);
    if (Number.isFinite(n) && n > 0) take(m, n * UNIT_DAYS[m[2]!]!);
  }
  for (const m of matches(THE_NEXT_UNIT, folded, covered)) take(m, UNIT_DAYS[m[1]!]!);
  for (const m of matches(REST_OF, folded, covered)) take(m, daysUntil(now, calendarEnd(now, 'this', m[1] ?? m[2]!)));
  for (const m of matches(CALENDAR, folded, covered)) take(m, daysUntil(now, calendarEnd(now, m[1] === 'next' ? 'next' : 'this', m[2]!)));
  for (const m of matches(YEAR, folded, covered)) {
    const year = Number(m[2]);
    const prep = m[1];
    if (year < now.getUTCFullYear()) continue; // "since 2010": history, not a horizon
    let end: number;
    if (m[3]) end = Date.UTC(year + 10, 0, 1) - 1; // "the 2050s"
    else if (prep === 'by' || prep === 'before') end = Date.UTC(year, 0, 1);
    else if (prep === 'mid') end = Date.UTC(year, 6, 1);
    else if (prep === 'early') end = Date.UTC(year, 4, 1);
    else end = Date.UTC(year + 1, 0, 1) - 1;
    take(m, Math.max(1, daysUntil(now, end)));
  }
  for (const [re, days] of KEYWORDS) for (const m of matches(re, folded, covered)) take(m, days);
  for (const m of matches(SEASON_RE, folded, covered)) {
    if (!m[1] && NEEDS_DETERMINER.has(m[2]!)) continue;
    take(m, daysUntil(now, seasonEnd(now, m[2]!, m[1], southern)));
  }

  return found.length > 0 ? Math.max(...found) : undefined;
}
