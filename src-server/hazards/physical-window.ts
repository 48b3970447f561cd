// The window rule of docs/risk-scale.md "Windows" for the physical hazards (flood, storm, wildfire), in one home so the
// three join members and climatology the same way: the chance of the headline event at least once in the window and
// the expected disruption over it, E(W), from the ensemble members over the days they cover and the place's own
// climatology over the rest; a long window (1y, 10y, 30y) is its first year, exactly as the 1y answer, joined with the
// later years' annual chances (the place's climatology scaled by the CMIP6 change) taken as independent.
import { fixed, msg, percent, type Message, type Value } from '../i18n/message.js';
import { climatologicalShare, unionIndependent } from '../science/ensemble.js';
import type { DayWindow } from '../shared/window.js';
import { annualClimate, type PastCriteria, type SpanClimate } from './physical-climatology.js';
import { cutAt, nestedClimates } from './physical-nested.js';
import { splitWindow, type HorizonGroup, type PhysicalForecast, type WindowYears } from './physical-inputs.js';

/**
 * The prior of the members' share where no past year of the place is usable for the days (a record too gappy): Jeffreys'
 * own, half a member (science/ensemble.ts climatologicalShare). Not 0: members with damaging days but none at the event
 * would give a chance of 0 beside an expected disruption above 0, a risk the window's own days could not keep.
 */
const NO_CLIMATE = 0.5;

/** What the members show over the days they cover. */
export interface MemberOutcome {
  /** Members with a value on a covered day. */
  members: number;
  /** Those with the headline event on a covered day. */
  hits: number;
  /** Each counted member's disruption-days over the covered days: its worst damaging day's (0: none damaging). */
  days: readonly number[];
  /**
   * The same member by member, by member number (the same numbering whatever the days; null: no value on a covered
   * day): lets a window chain the members over the windows it contains. Absent: the covered days are read whole.
   */
  byMember?: readonly ({ hit: boolean; days: number } | null)[];
}

/** Days the members cover with one criterion missing (flood: the rain members end before GloFAS's): its climatology joins. */
export interface MemberTail<T> {
  span: DayWindow;
  criteria: PastCriteria<T>;
}

/** One hazard's side of the rule, for one event group. */
export interface WindowModel<T extends { date: string }> {
  /** The place's past days, the headline event and the damage on each. */
  past: readonly T[] | undefined;
  criteria: PastCriteria<T>;
  /** Disruption-days of one damaging episode (the climatology's prior) and of one headline event (the severity when it has no chance). */
  episodeDays: number;
  headlineDays: number;
  /** The members: the last day at least half of them reach, and what they show over days they cover. */
  members?: {
    last: number | undefined;
    over: (covered: DayWindow) => (MemberOutcome & { tail?: MemberTail<T> }) | undefined;
  };
  /** The headline event's rate in a later calendar year over today's (the CMIP6 change), when a run answered. */
  rateRatio?: (year: number) => number;
}

/** The sentences a hazard says of its climatology, in its own words. */
export interface WindowWords {
  /** The days past the members: their climatological chance over `days` days. */
  rest(rest: SpanClimate, days: number): Message;
  /** The window's climatology beside the forecast's chance (both 0-1). */
  usually(pClim: number, probability: number): Message;
  /** Long windows: the headline event's chance per year today and its projection (`perYear`, 0-1, over the window). */
  perYear(annual: SpanClimate, perYear: number): Message[];
  /** The damaging episodes E(W) counts, in words. */
  damage: Value;
}

export interface WindowOutcome {
  /** 0-1: the chance of the headline event at least once in the window. */
  probability: number;
  /** 0-1: the same from the climatology alone (no members, no CMIP6): the companion's reference and the "usually". */
  pClim: number | undefined;
  /** E(W): disruption-days expected over the window from every damaging episode. */
  expectedDays: number;
  /** Damaging episodes expected over the window. */
  episodes: number;
  /** 0-1, windows of more than a year: the headline event's mean chance per year over the window's years. */
  perYear?: number;
  /** The window's share past the members (climatology only). */
  restShare: number;
  /** The members over the days they cover (for the hazard's own sentences). */
  members?: MemberOutcome;
  covered?: DayWindow;
}

/**
 * The first year of a long window, or a short window: the members over the days they cover, the climatology after,
 * each climatology cut at the nested windows' last days (`cuts`) so that the window contains those it contains.
 */
function spanForecast<T extends { date: string }>(
  m: WindowModel<T>,
  days: DayWindow,
  cuts: readonly number[],
  words: WindowWords,
  out: { parts: PhysicalForecast['parts']; drivers: Message[] },
) {
  const split = splitWindow(days, m.members?.last);
  const shown = split.covered ? m.members?.over(split.covered) : undefined;
  const climates = (spans: readonly (DayWindow | undefined)[], criteria = m.criteria) =>
    nestedClimates(m.past, spans, cuts, criteria, m.episodeDays);
  const [cov, rest, all] = climates([split.covered, split.rest, split.all]);
  let p = 0;
  let e = 0;
  let episodes = 0;
  const pieces = split.covered ? cutAt(split.covered, cuts) : [];
  if (split.covered && pieces.length > 1 && shown?.byMember) {
    ({ p, e, episodes } = chainedMembers(m, pieces, climates, out));
    out.parts.members = p;
    out.parts.memberCount = shown.members;
  } else if (split.covered) {
    if (shown && shown.members > 0) {
      // The members' share with a prior of one member at the place's own climatology of the same days (not a floor).
      p = climatologicalShare(shown.hits, shown.members, cov?.p ?? NO_CLIMATE);
      e = (shown.days.reduce((s, d) => s + d, 0) + (cov?.days ?? 0)) / (shown.members + 1);
      episodes = (shown.days.filter((d) => d > 0).length + (cov?.episodes ?? 0)) / (shown.members + 1);
      out.parts.members = p;
      out.parts.memberCount = shown.members;
    } else {
      // No member had a value on these days: they are climatology, as the days past the members.
      p = cov?.p ?? 0;
      e = cov?.days ?? 0;
      episodes = cov?.episodes ?? 0;
    }
    if (shown?.tail) {
      const [tail] = climates([shown.tail.span], shown.tail.criteria);
      p = unionIndependent(p, tail?.p ?? 0);
      e += tail?.days ?? 0;
      episodes += tail?.episodes ?? 0;
      out.parts.climatologyTail = tail?.p;
    }
  }
  if (split.rest) {
    out.parts.climatologyRest = rest?.p;
    if (rest) out.drivers.push(words.rest(rest, split.rest.last - split.rest.first + 1));
  }
  const probability = unionIndependent(p, rest?.p ?? 0);
  return {
    probability,
    pClim: all?.p,
    expectedDays: e + (rest?.days ?? 0),
    episodes: episodes + (rest?.episodes ?? 0),
    restShare: split.rest ? (split.rest.last - split.rest.first + 1) / split.days : 0,
    members: shown,
    covered: split.covered,
  };
}

/**
 * The members over covered days that hold the end of a window the window contains (a 30d window's first 15 days hold
 * the 7d window's 8), chained piece by piece: the first piece as the contained window reads it, then each next piece
 * from the members over the days up to its end, its chance from the members that had no event before it (the chance of
 * a first event there) and its damage from what each member's worst day adds to its worst day before. So the window's
 * chance and damage contain the contained window's even when a member the earlier days did not see counts now, and equal
 * the whole span's read at once when every member has every day (up to the priors, each the piece's own climatology).
 */
function chainedMembers<T extends { date: string }>(
  m: WindowModel<T>,
  pieces: readonly DayWindow[],
  climates: (spans: readonly (DayWindow | undefined)[], criteria?: PastCriteria<T>) => (SpanClimate | undefined)[],
  out: { parts: PhysicalForecast['parts']; drivers: Message[] },
) {
  // `over` writes its sentences and diagnostics into the model's own arrays (`out`): the prefixes' are dropped, the
  // whole covered span's (read before) stay.
  const drivers = out.drivers.length;
  const parts = { ...out.parts };
  const outcomes = pieces.map((piece) => m.members!.over({ first: pieces[0]!.first, last: piece.last }));
  out.drivers.length = drivers;
  for (const k of Object.keys(out.parts)) if (!(k in parts)) delete out.parts[k];
  Object.assign(out.parts, parts);
  const covs = climates(pieces);
  const hadEvent: boolean[] = [];
  const daysBefore: number[] = [];
  let none = 1;
  let e = 0;
  let episodes = 0;
  pieces.forEach((piece, j) => {
    const o = outcomes[j];
    const cov = covs[j];
    let p = cov?.p ?? 0;
    let ej = cov?.days ?? 0;
    let epj = cov?.episodes ?? 0;
    if (o && o.members > 0 && o.byMember) {
      let n = 0;
      let k = 0;
      let added = 0;
      let newEpisodes = 0;
      o.byMember.forEach((b, i) => {
        if (!b) return;
        added += b.days - (daysBefore[i] ?? 0);
        if (b.days > 0 && !((daysBefore[i] ?? 0) > 0)) newEpisodes++;
        daysBefore[i] = b.days;
        if (hadEvent[i]) return;
        n++;
        if (b.hit) k++;
        hadEvent[i] = b.hit;
      });
      p = climatologicalShare(k, n, cov?.p ?? NO_CLIMATE);
      ej = (added + (cov?.days ?? 0)) / (o.members + 1);
      epj = (newEpisodes + (cov?.episodes ?? 0)) / (o.members + 1);
    }
    if (o?.tail && o.tail.span.last >= piece.first) {
      // The tail's days in this piece only (the earlier pieces counted theirs).
      const span = { first: Math.max(o.tail.span.first, piece.first), last: o.tail.span.last };
      const [tail] = climates([span], o.tail.criteria);
      p = unionIndependent(p, tail?.p ?? 0);
      ej += tail?.days ?? 0;
      epj += tail?.episodes ?? 0;
    }
    none *= 1 - p;
    e += ej;
    episodes += epj;
  });
  return { p: 1 - none, e, episodes };
}

/**
 * The window's chance, its climatology and E(W) (docs/risk-scale.md "Windows" rules 1-5). Short windows: the members
 * and the climatology of the days past them. Long windows: the first year so (the 1y answer's own computation), then
 * each later year y with p_y = 1 − (1 − p)^r(y), p the headline event's annual chance today, r(y) the CMIP6 rate ratio,
 * and its damage E_annual·r(y): P(W) = 1 − (1 − P(first year)) Π (1 − p_y), so 30 years ≥ 10 years ≥ 1 year.
 * Writes the diagnostics into `parts` and the sentences into `drivers`.
 */
export function windowForecast<T extends { date: string }>(
  m: WindowModel<T>,
  window: DayWindow & WindowYears & { group: HorizonGroup },
  words: WindowWords,
  out: { parts: PhysicalForecast['parts']; drivers: Message[] },
): WindowOutcome {
  const short = window.group === 'short';
  const firstDays = { first: window.first, last: short ? window.last : Math.min(window.last, window.firstYearLast) };
  let first = spanForecast(m, firstDays, [window.last7d, window.last30d], words, out);
  if (!short && window.projectFirstYear && m.rateRatio) {
    // A window a year or more ahead has no members: its first year is climatology, scaled like the later years.
    const r = Math.max(0, m.rateRatio(window.fromYear));
    first = { ...first, probability: 1 - (1 - first.probability) ** r, expectedDays: first.expectedDays * r, episodes: first.episodes * r };
  }
  let result: WindowOutcome = first;
  let pClim = first.pClim;
  if (!short) {
    // The place's calendar years: the chance per year of the later years.
    const annual = annualClimate(m.past, m.criteria, m.episodeDays);
    out.parts.annualToday = annual?.p;
    out.parts.firstYear = first.probability;
    if (annual) {
      const later = laterYears(annual, window, m.rateRatio);
      result = {
        ...first,
        probability: 1 - (1 - first.probability) * (1 - later.probability),
        expectedDays: first.expectedDays + later.expectedDays,
        episodes: first.episodes + later.episodes,
        ...(window.laterYears > 0 ? { perYear: later.perYear } : {}),
      };
      pClim = 1 - (1 - (first.pClim ?? annual.p)) * (1 - annual.p) ** window.laterYears;
      out.drivers.push(...words.perYear(annual, later.perYear));
      if (window.laterYears > 0) {
        out.parts.laterYears = later.probability;
        out.drivers.push(
          msg('physical.laterYears', {
            years: fixed(window.laterYears),
            perYear: percent(later.meanLater),
            first: percent(first.probability),
            chance: percent(result.probability),
          }),
        );
      }
    }
  }
  out.parts.climatologyWindow = pClim;
  if (pClim !== undefined) out.drivers.push(words.usually(pClim, result.probability));
  out.parts.expectedDays = result.expectedDays;
  out.drivers.push(
    msg('physical.expected', {
      what: words.damage,
      episodes: fixed(result.episodes, result.episodes < 10 ? 1 : 0),
      days: fixed(result.expectedDays, 1),
    }),
  );
  return { ...result, pClim };
}

/** The years after the first: their joint chance, damage and episodes, and the mean chance per year over every year. */
function laterYears(annual: SpanClimate, w: WindowYears, rateRatio: ((year: number) => number) | undefined) {
  const ratio = (year: number) => Math.max(0, rateRatio?.(year) ?? 1);
  const pOf = (year: number) => 1 - (1 - Math.min(1 - 1e-12, annual.p)) ** ratio(year);
  let none = 1;
  let expectedDays = 0;
  let episodes = 0;
  let sumLater = 0;
  for (let k = 1; k - 1 < w.laterYears; k++) {
    const weight = Math.min(1, w.laterYears - (k - 1));
    const year = w.fromYear + k;
    const p = pOf(year);
    none *= (1 - p) ** weight;
    expectedDays += weight * annual.days * ratio(year);
    episodes += weight * annual.episodes * ratio(year);
    sumLater += weight * p;
  }
  return {
    probability: 1 - none,
    expectedDays,
    episodes,
    meanLater: w.laterYears > 0 ? sumLater / w.laterYears : 0,
    // Every year of the window, the first at its own calendar year's projection.
    perYear: (pOf(w.fromYear) + sumLater) / (1 + w.laterYears),
  };
}
