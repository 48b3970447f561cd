// The climatology side of a physical window forecast (flood, storm, wildfire), read from the place's own past days:
// for calendar spans of days, how often past years held the headline event and how many damaging episodes, and how
// many disruption-days, they held; the same per complete calendar year. One pass over the past days for every span.
// docs/risk-scale.md "Windows" rules 3 and 5; docs/methodology/flood-storm-wildfire.md "Probability and expected disruption over the window".
import { dayOfYear, yearOfDate } from '../shared/day-of-year.js';
import { dayNumber } from '../science/ensemble.js';

/** What the climatology reads of one past day. */
export interface PastCriteria<T> {
  /** The headline event on that day (null: not known). */
  event: (row: T) => boolean | null;
  /**
   * The disruption-days of a damaging episode whose peak were that day (docs/risk-scale.md section 2), 0 when the day
   * is not damaging, null when not known. Damaging days at most `gap` days apart are one episode, worth its largest day.
   */
  damage: (row: T) => number | null;
  /** The run length that separates episodes (days; default 1: consecutive days are one episode). See clusterGap. */
  gap?: number;
}

/**
 * The climatology of a span of days (or of a calendar year) at the place: k of n usable past years held the headline
 * event, N damaging episodes worth ΣD disruption-days happened in them. Each estimate carries Jeffreys' prior (half an
 * event in a year: (k + ½)/(n + 1), as every frequency here) spread evenly over the year's days, so a span of L days
 * holds its share ½·L/365 of it: a day is not given the prior of a year (a constant floor, docs/risk-scale.md
 * "Windows" rule 7), and a whole year is Jeffreys' own.
 */
export interface SpanClimate {
  /** The chance the span holds the headline event: (k + ½·L/365)/(n + 1). */
  p: number;
  years: number;
  hits: number;
  /** Damaging episodes in the span on average, (N + ½·L/365)/(n + 1), and their disruption-days, (ΣD + ½·L/365·D₁)/(n + 1). */
  episodes: number;
  days: number;
}

/** The prior of a span of `days` days: its share of Jeffreys' half-event a year, each episode worth `episodeDays`. */
function spanPrior(days: number, episodeDays: number) {
  const half = 0.5 * Math.min(1, days / 365);
  return { p: half, episodes: half, days: half * episodeDays };
}

/** A calendar span: its first date and its length in days (a year at most). */
export interface Span {
  firstDate: string;
  days: number;
}

interface YearTally {
  seen: number;
  hit: boolean;
  episodes: number;
  days: number;
  /** The day number of the last damaging day, and the largest day of the episode it ends. */
  lastDamaging: number;
  runMax: number;
}

const tally = (): YearTally => ({ seen: 0, hit: false, episodes: 0, days: 0, lastDamaging: Number.NEGATIVE_INFINITY, runMax: 0 });

/** Adds one known day to a year's tally (days in date order: a damaging day within `gap` days of the last extends its episode). */
function add(t: YearTally, day: number, event: boolean | null, damage: number | null, gap: number): void {
  t.seen++;
  if (event === true) t.hit = true;
  if (damage === null || !(damage > 0)) return;
  if (day - t.lastDamaging <= gap) {
    if (damage > t.runMax) {
      t.days += damage - t.runMax;
      t.runMax = damage;
    }
  } else {
    t.episodes++;
    t.days += damage;
    t.runMax = damage;
  }
  t.lastDamaging = day;
}

function summarise(years: readonly YearTally[], prior: ReturnType<typeof spanPrior>): SpanClimate | undefined {
  if (years.length === 0) return undefined;
  const n = years.length;
  const hits = years.filter((y) => y.hit).length;
  const episodes = years.reduce((s, y) => s + y.episodes, 0);
  const days = years.reduce((s, y) => s + y.days, 0);
  return {
    p: (hits + prior.p) / (n + 1),
    years: n,
    hits,
    episodes: (episodes + prior.episodes) / (n + 1),
    days: (days + prior.days) / (n + 1),
  };
}

/** The rows in date order (the sources send them so: then no copy). */
function ordered<T extends { date: string }>(rows: readonly T[]): readonly T[] {
  for (let i = 1; i < rows.length; i++)
    if (!(rows[i - 1]!.date < rows[i]!.date)) return [...rows].sort((a, b) => (a.date < b.date ? -1 : 1));
  return rows;
}

/**
 * The climatology of each span (undefined for an undefined span, or one no past year covers): a past year counts for a
 * span when at least 80 % of the span's days have data that year (as `calendarSpanFrequency`). `episodeDays` is the disruption of one damaging
 * episode, the prior's.
 */
export function spanClimates<T extends { date: string }>(
  rows: readonly T[] | undefined,
  spans: readonly (Span | undefined)[],
  criteria: PastCriteria<T>,
  episodeDays: number,
): (SpanClimate | undefined)[] {
  if (!rows || rows.length === 0) return spans.map(() => undefined);
  const days = spans.map((s) => (s && s.days > 0 ? Math.min(365, Math.round(s.days)) : 0));
  const start = spans.map((s) => (s && s.days > 0 ? dayOfYear(s.firstDate) : 0));
  const perYear = spans.map(() => new Map<number, YearTally>());
  for (const r of ordered(rows)) {
    const doy = dayOfYear(r.date);
    let known: { event: boolean | null; damage: number | null; day: number } | undefined;
    for (let s = 0; s < spans.length; s++) {
      if ((doy - start[s]! + 365) % 365 >= days[s]!) continue;
      known ??= { event: criteria.event(r), damage: criteria.damage(r), day: dayNumber(r.date) };
      if (known.event === null && known.damage === null) break;
      // Each past day belongs to the span of the year in which that span starts.
      const y = yearOfDate(r.date) - (doy < start[s]! ? 1 : 0);
      let t = perYear[s]!.get(y);
      if (!t) perYear[s]!.set(y, (t = tally()));
      add(t, known.day, known.event, known.damage, criteria.gap ?? 1);
    }
  }
  return spans.map((span, s) =>
    span && days[s]! > 0
      ? summarise(
          [...perYear[s]!.values()].filter((t) => t.seen >= 0.8 * days[s]!),
          spanPrior(days[s]!, episodeDays),
        )
      : undefined,
  );
}

/** The climatology of a complete calendar year (at least `minDays` known days), undefined without one. */
export function annualClimate<T extends { date: string }>(
  rows: readonly T[] | undefined,
  criteria: PastCriteria<T>,
  episodeDays: number,
  minDays = 300,
): SpanClimate | undefined {
  if (!rows || rows.length === 0) return undefined;
  const perYear = new Map<number, YearTally>();
  for (const r of ordered(rows)) {
    const event = criteria.event(r);
    const damage = criteria.damage(r);
    if (event === null && damage === null) continue;
    const y = yearOfDate(r.date);
    let t = perYear.get(y);
    if (!t) perYear.set(y, (t = tally()));
    add(t, dayNumber(r.date), event, damage, criteria.gap ?? 1);
  }
  return summarise(
    [...perYear.values()].filter((t) => t.seen >= minDays),
    spanPrior(365, episodeDays),
  );
}

/** The mean disruption-days of the place's past damaging episodes (undefined: none in the record). */
export function meanEpisodeDays<T extends { date: string }>(
  rows: readonly T[] | undefined,
  criteria: Pick<PastCriteria<T>, 'damage' | 'gap'>,
): number | undefined {
  const t = tally();
  for (const r of ordered(rows ?? [])) {
    const d = criteria.damage(r);
    if (d !== null) add(t, dayNumber(r.date), null, d, criteria.gap ?? 1);
  }
  return t.episodes > 0 ? t.days / t.episodes : undefined;
}

/**
 * The run length (days) that separates independent damaging episodes in the place's record, fitted by the intervals
 * estimator of the extremal index θ (Ferro & Segers 2003, JRSS B 65, 545-556, eq. 4 and section 5): of the N damaging
 * days' N − 1 gaps T_i, θ = min(1, 2(Σ(T_i − 1))² / ((N − 1) Σ(T_i − 1)(T_i − 2))) (with T_i for T_i − 1 when no gap
 * exceeds 2 days); the C − 1 largest gaps, C = ⌊θN⌋ + 1, separate the clusters, so the run length is the C-th largest
 * gap (ties join). 1 (consecutive days) with fewer than two damaging days.
 */
export function clusterGap<T extends { date: string }>(rows: readonly T[] | undefined, damage: (row: T) => number | null): number {
  const gaps: number[] = [];
  let last: number | undefined;
  for (const r of ordered(rows ?? [])) {
    const d = damage(r);
    if (d === null || !(d > 0)) continue;
    const day = dayNumber(r.date);
    if (last !== undefined) gaps.push(day - last);
    last = day;
  }
  const n = gaps.length + 1;
  if (gaps.length === 0) return 1;
  const small = Math.max(...gaps) <= 2;
  const sum = gaps.reduce((s, x) => s + (small ? x : x - 1), 0);
  const squares = gaps.reduce((s, x) => s + (small ? x * x : (x - 1) * (x - 2)), 0);
  const theta = squares > 0 ? Math.min(1, (2 * sum * sum) / ((n - 1) * squares)) : 1;
  const clusters = Math.min(n, Math.floor(theta * n) + 1);
  const sorted = [...gaps].sort((a, b) => b - a);
  // The C − 1 largest gaps separate clusters: the C-th largest is the longest gap within one (every gap, if C = N).
  return clusters >= n ? 1 : sorted[clusters - 1]!;
}
