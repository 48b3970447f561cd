// Event probabilities from ensemble members and from the same calendar span of past years (the climatology).
//
// A member "has" the event when any of its days inside the window meets the criterion; the probability is the share
// of members that do (the GloFAS practice for its flood alerts: Alfieri et al. 2013, HESS 17, 1161-1175),
// Jeffreys-smoothed like every frequency here, (k + 0.5) / (M + 1): 51 members cannot tell 0 from 1 %, nor 100 % from 99. The days of
// the window past the ensemble's range take the climatological chance of the same calendar span: the share of past
// years in which that span held the event, Jeffreys-smoothed, (k + 0.5) / (n + 1), so it is never exactly 0 or 1
// (Jeffreys prior for a binomial proportion; Brown, Cai & DasGupta 2001, Stat. Sci. 16, 101-133).
import { DAY_MS } from '../shared/clock.js';
import { dayOfYear, yearOfDate } from '../shared/day-of-year.js';
import type { DayWindow } from '../shared/window.js';

export const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const dateOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Members as day series: `dates` aligned with each member's values (null where the member has none). */
export interface MemberSeries {
  dates: readonly string[];
  members: readonly (readonly (number | null)[])[];
}

/** The last day on which at least half the members have a value (the ensemble's usable range). */
export function ensembleLastDay(s: MemberSeries): number | undefined {
  const members = s.members;
  if (members.length === 0) return undefined;
  // From the end: the first day found is the last one (no array of members per day).
  for (let i = s.dates.length - 1; i >= 0; i--) {
    if (!(i in s.dates)) continue;
    let have = 0;
    for (let m = 0; m < members.length; m++) {
      const row = members[m];
      if (row !== undefined && typeof row[i] === 'number') have++;
    }
    if (have * 2 >= members.length) return dayNumber(s.dates[i]!);
  }
  return undefined;
}

export interface MemberShare {
  /** Share of members with the event on a covered day (undefined when no day of the window is covered). */
  p: number | undefined;
  members: number;
  hits: number;
  /** The window's days the ensemble covers. */
  covered: DayWindow | undefined;
  /** Per member: the largest value on a covered day (null when it has none), for magnitudes. */
  peaks: (number | null)[];
}

/**
 * Share of members that meet `hit(value)` on at least one day of `w` they cover. Members with no value on any covered
 * day are left out of the count (a member past its range says nothing).
 */
export function memberShare(s: MemberSeries | undefined, w: DayWindow, hit: (value: number, date: string) => boolean): MemberShare {
  if (!s || s.members.length === 0) return { p: undefined, members: 0, hits: 0, covered: undefined, peaks: [] };
  const lastDay = ensembleLastDay(s);
  const idx = s.dates
    .map((d, i) => [dayNumber(d), i] as const)
    .filter(([n]) => n >= w.first && n <= w.last && (lastDay === undefined || n <= lastDay));
  if (idx.length === 0) return { p: undefined, members: s.members.length, hits: 0, covered: undefined, peaks: s.members.map(() => null) };
  let members = 0;
  let hits = 0;
  const peaks = s.members.map((m) => {
    let any = false;
    let peak: number | null = null;
    let hitHere = false;
    for (const [, i] of idx) {
      const v = m[i];
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      any = true;
      if (peak === null || v > peak) peak = v;
      if (!hitHere && hit(v, s.dates[i]!)) hitHere = true;
    }
    if (any) {
      members++;
      if (hitHere) hits++;
    }
    return peak;
  });
  return { p: members ? jeffreys(hits, members) : undefined, members, hits, covered: { first: idx[0]![0], last: idx.at(-1)![0] }, peaks };
}

/** Per-member AND-combination of several member series on the same member numbering (e.g. river or rain). */
export function memberShareAny(
  parts: readonly { series: MemberSeries | undefined; hit: (value: number, date: string) => boolean }[],
  w: DayWindow,
): { p: number | undefined; members: number; hits: number } {
  const shares = parts.map((x) => ({ ...x, share: memberShare(x.series, w, x.hit) })).filter((x) => x.share.p !== undefined);
  if (shares.length === 0) return { p: undefined, members: 0, hits: 0 };
  const n = Math.min(...shares.map((x) => x.series!.members.length));
  let hits = 0;
  let members = 0;
  for (let m = 0; m < n; m++) {
    let any = false;
    let hit = false;
    for (const x of shares) {
      const one = memberShare({ dates: x.series!.dates, members: [x.series!.members[m]!] }, w, x.hit);
      if (one.members) any = true;
      if (one.hits) hit = true;
    }
    if (any) {
      members++;
      if (hit) hits++;
    }
  }
  return { p: members ? jeffreys(hits, members) : undefined, members, hits };
}

/**
 * Share of `n` ensemble members (or past windows) showing the event, `k` of them, with a prior centred on the place's
 * own climatological chance `pClim` (0-1) of the event over the same days and weighing one member, as Jeffreys'
 * Beta(1/2, 1/2) does: (k + pClim) / (n + 1). With no member showing it the chance falls to the place's own
 * climatology over n + 1, never to a constant that is the same everywhere (docs/risk-scale.md "Windows", rule 7).
 */
export const climatologicalShare = (k: number, n: number, pClim: number): number =>
  (k + Math.min(1, Math.max(0, Number.isFinite(pClim) ? pClim : 0))) / (Math.max(0, n) + 1);

/** Jeffreys estimate of a proportion: (k + 0.5) / (n + 1). */
export const jeffreys = (k: number, n: number) => (k + 0.5) / (Math.max(0, n) + 1);

/**
 * Climatological chance that a span of days (given by its first day and length, < 1 year) holds the event: the share
 * of past years in which the same calendar span did, Jeffreys-smoothed. Only years whose span is at least 80 % covered
 * by data count. `hit(row)` says whether one past day meets the criterion. Undefined without any usable year.
 */
export function calendarSpanFrequency<T extends { date: string }>(
  rows: readonly T[] | undefined,
  span: { firstDate: string; days: number },
  hit: (row: T) => boolean | null,
): { p: number; years: number; hits: number } | undefined {
  return calendarSpanFrequencies(rows, [span], hit)[0];
}

/**
 * calendarSpanFrequency for several spans of the same rows and criterion in one pass (each row's day of year read
 * once, `hit` called at most once a row): result i is what `calendarSpanFrequency(rows, spans[i], hit)` gives
 * (undefined for an undefined span). `hit` must be pure (it is called once for a row that falls in several spans).
 */
export function calendarSpanFrequencies<T extends { date: string }>(
  rows: readonly T[] | undefined,
  spans: readonly ({ firstDate: string; days: number } | undefined)[],
  hit: (row: T) => boolean | null,
): ({ p: number; years: number; hits: number } | undefined)[] {
  if (!rows || rows.length === 0) return spans.map(() => undefined);
  const n = spans.length;
  // A span of no days (or NaN days) takes no row: its result is undefined, as calendarSpanFrequency's early return.
  const days = spans.map((s) => (s && s.days > 0 ? Math.min(365, Math.round(s.days)) : 0));
  const startDoy = spans.map((s) => (s && s.days > 0 ? dayOfYear(s.firstDate) : 0));
  // Each past day belongs to the span of the year in which that span starts.
  const perYear = spans.map(() => new Map<number, { seen: number; hit: boolean }>());
  for (const r of rows) {
    const doy = dayOfYear(r.date);
    let h: boolean | null | undefined;
    for (let s = 0; s < n; s++) {
      const start = startDoy[s]!;
      const offset = (doy - start + 365) % 365;
      if (offset >= days[s]!) continue;
      // yearOfDate: the value Number(date.slice(0, 4)) gives, without the substring.
      const y = yearOfDate(r.date) - (doy < start ? 1 : 0);
      if (h === undefined) h = hit(r);
      if (h === null) continue;
      const years = perYear[s]!;
      const cur = years.get(y) ?? { seen: 0, hit: false };
      cur.seen++;
      if (h) cur.hit = true;
      years.set(y, cur);
    }
  }
  return spans.map((span, s) => {
    if (!span || !(span.days > 0)) return undefined;
    const usable = [...perYear[s]!.values()].filter((v) => v.seen >= 0.8 * days[s]!);
    if (usable.length === 0) return undefined;
    const hits = usable.filter((v) => v.hit).length;
    return { p: jeffreys(hits, usable.length), years: usable.length, hits };
  });
}

/**
 * Chance per year (annual exceedance probability) from complete years: the share of years in which the event
 * happened, Jeffreys-smoothed.
 */
export function annualFrequency<T extends { date: string }>(
  rows: readonly T[] | undefined,
  hit: (row: T) => boolean | null,
  minDays = 300,
) {
  if (!rows || rows.length === 0) return undefined;
  const perYear = new Map<number, { seen: number; hit: boolean }>();
  for (const r of rows) {
    const h = hit(r);
    if (h === null) continue;
    const y = Number(r.date.slice(0, 4));
    const cur = perYear.get(y) ?? { seen: 0, hit: false };
    cur.seen++;
    if (h) cur.hit = true;
    perYear.set(y, cur);
  }
  const usable = [...perYear.values()].filter((v) => v.seen >= minDays);
  if (usable.length === 0) return undefined;
  const hits = usable.filter((v) => v.hit).length;
  return { p: jeffreys(hits, usable.length), years: usable.length, hits };
}

/** P(A or B) for independent A and B. */
export const unionIndependent = (...ps: number[]) => 1 - ps.reduce((s, p) => s * (1 - Math.min(1, Math.max(0, p))), 1);
