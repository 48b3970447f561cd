// Windows of a year or more (docs/risk-scale.md "3a. Windows"): at least one day at or above the record's 1-in-20-year
// hottest day. Its chance in the first year joins the members over the days they cover to the rest of the year, read
// from the present-day fit (the record's own trend of the hottest day) and the season the hottest days fall in; each
// later year adds its own chance, the fit moved by the CMIP6 run's trend. The disruption counts every damaging
// heatwave (short-window.ts), the later years' on the record warmed by the run.
import { memo } from '../../shared/derived.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { isNum } from '../../shared/math.js';
import { climatologicalShare } from '../../science/ensemble.js';
import type { ClimateDay } from '../../sources/open-meteo-climate/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { percentileOf } from './excess-heat-factor.js';
import type { MembersReading } from './heat-members.js';
import { annualExpected, expectedOver, type HeatRecord } from './heat-record.js';
import { annualMaxima } from '../../science/return-levels.js';
import { hotDayGumbel, movedGumbel, olsSlope, returnLevel, trendGumbel, yearlyExceedance, type Gumbel } from './hot-day-return-level.js';
import { forecastShare, restStartOf, type ForecastShare } from './short-window.js';

export const LONG = {
  /** The event: the record's 1-in-20-year hottest day (SCIENCE.md "Heat": today's 1-in-20-year hot day). */
  returnYears: 20,
  /** The season of the hottest days: the days at or above the record's 98th percentile of Tmax (about 7 a year). */
  hotDayPercentile: 98,
  /** Fewest annual maxima a trend is read from (the record's, and the CMIP6 run's). */
  minTrendYears: 20,
  /** A year with fewer days is not a complete year (its maximum may be missing). */
  minDaysInYear: 300,
} as const;

export interface HotDayFit {
  /** The record's 1-in-T-year hottest day (Gumbel of its annual maxima), °C. */
  level: number;
  years: number;
  firstYear: number;
  lastYear: number;
  /** °C a year the annual maximum moves (least squares); null when the record is too short to read one. */
  trendPerYear: number | null;
  /** The annual maxima's Gumbel with the trend removed, located at `centreYear`. */
  detrended: Gumbel;
  centreYear: number;
  /** Each calendar day's share of the record's hottest days (sums to 1). */
  hotDayShare: number[];
}

/** The hottest day's fit from a history's complete years before `beforeYear`; undefined under 5 years. */
export const hotDayFit = memo(function computeHotDayFit(
  rows: readonly { date: string; tmaxC: number | null }[],
  beforeYear: number,
): HotDayFit | undefined {
  const before = `${beforeYear}-01-01`;
  const past = rows.filter((r) => r.date < before);
  const maxima = annualMaxima(
    past.map((r) => ({ date: r.date, value: r.tmaxC })),
    LONG.minDaysInYear,
  );
  const stationary = hotDayGumbel(maxima.map((m) => m.max));
  if (!stationary) return undefined;
  const trend = maxima.length >= LONG.minTrendYears ? trendGumbel(maxima) : undefined;
  const hot = percentileOf(
    past.map((r) => r.tmaxC),
    LONG.hotDayPercentile,
  );
  const counts = new Array<number>(365).fill(0);
  let total = 0;
  for (const r of past) {
    if (isNum(r.tmaxC) && r.tmaxC >= hot) {
      counts[dayOfYear(r.date)]!++;
      total++;
    }
  }
  return {
    level: returnLevel(stationary, LONG.returnYears),
    years: maxima.length,
    firstYear: maxima[0]!.year,
    lastYear: maxima.at(-1)!.year,
    trendPerYear: trend ? trend.perYear : null,
    detrended: trend ? trend.fit : stationary,
    centreYear: trend ? trend.centreYear : maxima.reduce((s, m) => s + m.year, 0) / maxima.length,
    hotDayShare: counts.map((c) => (total ? c / total : 1 / 365)),
  };
});

/** The CMIP6 run's trends (°C a year) of its annual maximum and annual mean of Tmax; undefined under 20 years. */
export const cmip6Trends = memo(function computeCmip6Trends(
  climate: readonly ClimateDay[],
): { maxPerYear: number; meanPerYear: number; years: number } | undefined {
  const maxima = annualMaxima(
    climate.map((d) => ({ date: d.date, value: d.tmaxC })),
    LONG.minDaysInYear,
  );
  if (maxima.length < LONG.minTrendYears) return undefined;
  const sums = new Map<number, { s: number; n: number }>();
  for (const d of climate) {
    if (!isNum(d.tmaxC)) continue;
    const y = Number(d.date.slice(0, 4));
    const cur = sums.get(y) ?? { s: 0, n: 0 };
    cur.s += d.tmaxC;
    cur.n++;
    sums.set(y, cur);
  }
  const means = [...sums].filter(([, v]) => v.n >= LONG.minDaysInYear).map(([x, v]) => ({ x, y: v.s / v.n }));
  return {
    maxPerYear: olsSlope(maxima.map((m) => ({ x: m.year, y: m.max }))),
    meanPerYear: olsSlope(means),
    years: maxima.length,
  };
});

/** The share of the hottest days falling in `days` days from the calendar date of `first` (1 for a year or more). */
function seasonShare(fit: HotDayFit, first: string, days: number): number {
  const n = Math.round(days);
  if (n >= 365) return 1;
  const d0 = dayOfYear(first);
  let s = 0;
  for (let k = 0; k < n; k++) s += fit.hotDayShare[(d0 + k) % 365]!;
  return Math.min(1, s);
}

const lambdaOf = (p: number) => -Math.log1p(-Math.min(1 - 1e-12, Math.max(0, p)));

export interface LongWindow {
  probability: number;
  /** The mean yearly chance over the window's years (the first year's counting its forecast part). */
  perYear: number;
  expectedDays: number;
  episodeDays: number;
  level: number;
  /** Yearly chance of the level in the first year (the present-day fit) and in the window's last year. */
  pFirstYear: number;
  pLastYear: number;
  /** The members reaching the level over the days they cover (undefined: none cover the window). */
  members?: { members: number; hits: number; forecastDays: number; peakTmaxC: number | null };
  forecast?: ForecastShare;
  restDays: number;
  restShare: number;
  restChance: number;
  /** °C a year the CMIP6 run moves the hottest day; undefined when no run answered. */
  cmip6PerYear?: number;
}

/**
 * The window from the date `first` (its year as a fraction, `startYear`) over `windowDays` days. `archive` is the
 * record's history (its later years warmed by the run's mean trend), `climate` the CMIP6 run when one answered.
 * Memoised per its arguments (shared/derived.ts).
 */
export const longWindow = memo(function computeLongWindow(
  record: HeatRecord,
  archive: readonly WeatherDay[],
  fit: HotDayFit,
  climate: readonly ClimateDay[] | undefined,
  reading: MembersReading | undefined,
  w: { first: string; startYear: number; windowDays: number },
): LongWindow {
  const t1 = w.startYear + 0.5;
  const present = movedGumbel(fit.detrended, (fit.trendPerYear ?? 0) * (t1 - fit.centreYear));
  const pFirstYear = yearlyExceedance(present, fit.level);
  const lambda1 = lambdaOf(pFirstYear);
  // The first year: the members over the days they cover, the present-day chance over the rest by its share of the season.
  const forecast = forecastShare(record, reading);
  const covered = forecast?.forecastDays.length ?? 0;
  let pForecast = 0;
  let members: LongWindow['members'];
  if (forecast && reading) {
    const hits = reading.members.filter((m) => m.maxTmaxC >= fit.level).length;
    const prior = -Math.expm1(-lambda1 * seasonShare(fit, forecast.forecastDays[0]!, covered));
    pForecast = climatologicalShare(hits, reading.members.length, prior);
    members = { members: reading.members.length, hits, forecastDays: covered, peakTmaxC: reading.peakTmaxC };
  }
  const restDays = Math.max(0, 365 - covered);
  const restStart = restStartOf(w.first, forecast);
  const restShare = seasonShare(fit, restStart, restDays);
  const restChance = -Math.expm1(-lambda1 * restShare);
  const pYear1 = 1 - (1 - pForecast) * (1 - restChance);
  let expectedDays = (forecast?.expectedDays ?? 0) + expectedOver(record, restStart, restDays);

  // Later years: each its own chance (the fit moved by the run's trend from the first year), the disruption of the
  // record warmed by the run's mean trend and read on today's references.
  const trends = climate && climate.length ? cmip6Trends(climate) : undefined;
  const years = w.windowDays / 365.25;
  let logSurvival = Math.log1p(-Math.min(1 - 1e-12, pYear1));
  let chanceYears = pYear1 * Math.min(1, years);
  let pLastYear = pFirstYear;
  for (let k = 1; k < Math.ceil(years - 1e-9); k++) {
    const share = Math.min(1, years - k);
    const dt = w.startYear + k + share / 2 - t1;
    const p = yearlyExceedance(movedGumbel(present, (trends?.maxPerYear ?? 0) * dt), fit.level);
    logSurvival -= lambdaOf(p) * share;
    chanceYears += p * share;
    pLastYear = p;
    // To 0.1 °C: the record is read once per tenth of a degree, shared by every window and horizon that reaches it.
    const warming = Math.round((trends?.meanPerYear ?? 0) * dt * 10) / 10;
    expectedDays += share * annualExpected(archive, warming);
  }
  return {
    probability: -Math.expm1(logSurvival),
    perYear: chanceYears / Math.max(1, years),
    expectedDays,
    episodeDays: record.hottestSpellDays,
    level: fit.level,
    pFirstYear,
    pLastYear,
    members,
    forecast,
    restDays,
    restShare,
    restChance,
    ...(trends ? { cmip6PerYear: trends.maxPerYear } : {}),
  };
});
