// Air quality's climatology, from the CAMS history (or, without it, the last 92 days): the chance of a day at or above a
// line within some days of the calendar, the mean disruption of those days, and how long an episode lasts. Counts of
// the place's own windows are shrunk toward its own log-normal tail (never toward a constant): docs/methodology/air-quality.md
// "Air quality".
import { DAY_MS } from '../../shared/clock.js';
import { dayNo } from '../../shared/day-of-year.js';
import { mean } from '../../shared/math.js';
import { climatologicalShare } from '../../science/ensemble.js';
import { normalCdf } from '../../science/stats.js';

/** Disruption-days per day at or above each US EPA category's lower PM2.5 breakpoint (risk scale, section 5). */
export const AIR_CATEGORY_DAYS = [
  [35.5, 0.3],
  [55.5, 1],
  [125.5, 3],
  [225.5, 10],
] as const;

/** Disruption-days of one day at a daily mean PM2.5 (0 below "Unhealthy for Sensitive Groups"). */
export function airDayDisruption(pm25: number): number {
  let d = 0;
  for (const [line, days] of AIR_CATEGORY_DAYS) if (pm25 >= line) d = days;
  return d;
}

export interface AirDay {
  date: string;
  pm25: number;
}

/** Climatology windows start at every day within ±this many days of the calendar date, every year. */
export const CLIMATOLOGY_SHIFT_DAYS = 15;
/** A history of at least this many days (with 20 days in every calendar month) makes a seasonal climatology. */
const MIN_SEASONAL_DAYS = 365;
const MIN_DAYS_PER_MONTH = 20;

const monthOfNo = (n: number) => new Date(n * DAY_MS).getUTCMonth();

/**
 * A window's chance and mean disruption, and what made them: the share of the place's own windows, and the log-normal
 * tail both are shrunk toward with the same weight (so their ratio, the disruption given the event, stays a ratio of
 * like quantities).
 */
export interface WindowChance {
  probability: number;
  /** Mean disruption-days of the window from every damaging day (US AQI 101+), whatever the line. */
  disruption: number;
  /** Share of the climatology's windows (or days) with the event. */
  share: number;
  /** Windows counted (seasonal), or days (recent only). */
  windows: number;
  /** The log-normal tail's chance, the prior of the share (undefined without a fit). */
  tail: number | undefined;
}

export interface AirClimate {
  /** 'history': a seasonal climatology from the CAMS history; 'recent': the last days, taken as steady. */
  kind: 'history' | 'recent';
  /** Extremal index at the sample's 95th percentile (runs estimator): an episode lasts 1/theta days on average. */
  theta: number;
  /** Chance of at least one day at or above `line` (µg/m³) within `days` days from `first`, and their disruption. */
  windowChance(first: string, days: number, line: number): WindowChance;
  /** Expected days at or above `line` in a year, in episodes (theta x days): for the drivers. */
  episodesPerYear(line: number): number;
}

/** Log-normal (Ott 1990) of daily means: the mean and sd of ln PM2.5. */
interface LogNormal {
  m: number;
  sd: number;
}
const fitLogNormal = (values: readonly number[]): LogNormal | undefined => {
  const logs = values.filter((v) => v > 0).map(Math.log);
  if (logs.length < MIN_DAYS_PER_MONTH) return undefined;
  const m = mean(logs)!;
  return { m, sd: Math.max(1e-9, Math.sqrt(logs.reduce((s, x) => s + (x - m) ** 2, 0) / (logs.length - 1))) };
};
const above = (f: LogNormal, line: number) => 1 - normalCdf((Math.log(line) - f.m) / f.sd);
/** E[disruption of one day] under a log-normal: sum over categories of P(X >= line) x the step in days. */
const tailDayDisruption = (f: LogNormal) => {
  let d = 0;
  let prev = 0;
  for (const [line, days] of AIR_CATEGORY_DAYS) {
    d += above(f, line) * (days - prev);
    prev = days;
  }
  return d;
};

/** Runs estimator of the extremal index at the 95th percentile (Smith & Weissman 1994). */
function extremalIndex(days: readonly AirDay[]): number {
  const positive = days.filter((d) => d.pm25 > 0);
  if (positive.length === 0) return 1;
  const sorted = positive.map((d) => d.pm25).sort((a, b) => a - b);
  const u = sorted[Math.floor(0.95 * (sorted.length - 1))]!;
  const byNo = new Map(positive.map((d) => [dayNo(d.date), d.pm25]));
  let exceed = 0;
  let runs = 0;
  for (const d of positive) {
    if (d.pm25 < u) continue;
    exceed++;
    const prev = byNo.get(dayNo(d.date) - 1);
    if (prev === undefined || prev < u) runs++;
  }
  return exceed ? runs / exceed : 1;
}

/** The climatology of a place's daily PM2.5: seasonal from a year or more of history, else steady from the recent days. */
export function airClimate(days: readonly AirDay[]): AirClimate | undefined {
  if (days.length === 0) return undefined;
  const byMonth = Array.from({ length: 12 }, () => [] as number[]);
  for (const d of days) byMonth[Number(d.date.slice(5, 7)) - 1]!.push(d.pm25);
  const monthly = byMonth.map(fitLogNormal);
  const seasonal = days.length >= MIN_SEASONAL_DAYS && monthly.every((f) => f !== undefined);
  return seasonal ? seasonalClimate(days, monthly as LogNormal[]) : recentClimate(days);
}

function seasonalClimate(days: readonly AirDay[], monthly: readonly LogNormal[]): AirClimate {
  const theta = extremalIndex(days);
  const byNo = new Map(days.map((d) => [dayNo(d.date), d.pm25]));
  const firstNo = dayNo(days[0]!.date);
  const lastNo = dayNo(days.at(-1)!.date);
  const years = [...new Set(days.map((d) => Number(d.date.slice(0, 4))))];
  // A day past either end of the history is read from the same calendar day of the history's other years (whole years
  // of 365.25 days), so a window of a year starting late in the history is still a whole window of the climatology.
  const spanDays = Math.max(1, Math.round(Math.max(1, Math.round((lastNo - firstNo + 1) / 365.25)) * 365.25));
  const valueAt = (n: number) => {
    let k = n;
    while (k > lastNo) k -= spanDays;
    while (k < firstNo) k += spanDays;
    return byNo.get(k);
  };
  const tailRate = (first: string, count: number, line: number) => {
    // Days above the line, by calendar month of each day, made into episodes by theta (Leadbetter 1983).
    const start = dayNo(first);
    let sum = 0;
    const perMonth = monthly.map((f) => above(f, line));
    for (let k = 0; k < count; k++) sum += perMonth[monthOfNo(start + k)]!;
    return sum * theta;
  };
  const tailDisruption = (first: string, count: number) => {
    const start = dayNo(first);
    const perMonth = monthly.map(tailDayDisruption);
    let sum = 0;
    for (let k = 0; k < count; k++) sum += perMonth[monthOfNo(start + k)]!;
    return sum;
  };
  return {
    kind: 'history',
    theta,
    windowChance(first, count, line) {
      const len = Math.max(0, Math.round(count));
      if (len === 0) return { probability: 0, disruption: 0, share: 0, windows: 0, tail: 0 };
      const mmdd = first.slice(5) === '02-29' ? '02-28' : first.slice(5);
      let windows = 0;
      let withEvent = 0;
      let disruption = 0;
      for (const y of years) {
        for (let s = -CLIMATOLOGY_SHIFT_DAYS; s <= CLIMATOLOGY_SHIFT_DAYS; s++) {
          const start = dayNo(`${y}-${mmdd}`) + s;
          let known = 0;
          let hit = false;
          let d = 0;
          for (let k = 0; k < len; k++) {
            const v = valueAt(start + k);
            if (v === undefined) continue;
            known++;
            if (v >= line) hit = true;
            d += airDayDisruption(v);
          }
          // A window counts when at least 80 % of its days are in the history; its disruption per known day.
          if (known < 0.8 * len) continue;
          windows++;
          if (hit) withEvent++;
          disruption += (d * len) / known;
        }
      }
      const tail = -Math.expm1(-tailRate(first, len, line));
      const tailDays = tailDisruption(first, len);
      const share = windows ? withEvent / windows : tail;
      // The windows of one year overlap: each year of history is one draw of the season; the tail weighs one more.
      const n = windows ? years.length : 0;
      const meanDays = windows ? disruption / windows : tailDays;
      return {
        probability: climatologicalShare(share * n, n, tail),
        disruption: (meanDays * n + tailDays) / (n + 1),
        share,
        windows,
        tail,
      };
    },
    episodesPerYear: (line) => tailRate('2001-01-01', 365, line) * (365.25 / 365),
  };
}

/** The last days only (no history answered): one log-normal and one rate for every day, said plainly in the drivers. */
function recentClimate(days: readonly AirDay[]): AirClimate {
  const theta = extremalIndex(days);
  const fit = fitLogNormal(days.map((d) => d.pm25));
  const n = days.length;
  const dayChance = (line: number) => climatologicalShare(days.filter((d) => d.pm25 >= line).length, n, fit ? above(fit, line) : 0);
  const dayDisruption = (days.reduce((s, d) => s + airDayDisruption(d.pm25), 0) + (fit ? tailDayDisruption(fit) : 0)) / (n + 1);
  return {
    kind: 'recent',
    theta,
    windowChance(_first, count, line) {
      const len = Math.max(0, Math.round(count));
      const p = dayChance(line);
      const probability = -Math.expm1(-p * theta * len);
      return { probability, disruption: dayDisruption * len, share: p, windows: n, tail: fit ? above(fit, line) : undefined };
    },
    episodesPerYear: (line) => dayChance(line) * theta * 365.25,
  };
}
