// A window read from ViEWS's monthly forecasts, and beyond them from the country's onset rate (history.ts): expected
// deaths month by month (each month counted with the share of its days inside), the chance of the country event in
// each year-long slice ViEWS covers, and the years past its last month. Pure.
import { DAY_MS, YEAR_MS } from '../../shared/clock.js';
import { normalCdf } from '../../science/stats.js';
import { noEventIn } from '../../science/shrunk-rate.js';

/** Constants, each explained with its source in docs/methodology/conflict.md. */
export const CONFLICT = {
  /** UCDP's armed-conflict threshold, and ViEWS's country-month event (P(>= 25 BRD), Hegre et al. 2019). */
  minDeaths: 25,
  /**
   * Standard deviation of ln(1 + deaths) around ViEWS's forecast: the root-mean-square error of ViEWS's 12-month
   * country totals (run fatalities002_2024_07_t01, Oct 2024 - Sep 2025, 191 countries) against UCDP's counts.
   * Fitted by `npm run hindcast -- --hazard conflict`.
   */
  sigmaLn: 0.87,
  /** Countries that error was measured on. */
  sigmaCountries: 191,
} as const;

/** P(deaths >= n) when ln(1 + deaths) ~ Normal(ln(1 + expected), sigma). */
export function chanceAtLeast(n: number, expected: number, sigma: number = CONFLICT.sigmaLn): number {
  if (!(expected >= 0)) return 0;
  return 1 - normalCdf((Math.log1p(n) - Math.log1p(expected)) / sigma);
}

const monthStart = (year: number, month: number) => Date.UTC(year, month - 1, 1);

/** A monthly value (deaths in a country- or cell-month). */
export interface Monthly {
  year: number;
  month: number;
  value: number;
}

export interface WindowSum {
  total: number;
  /** Days of [start, end) inside months the series has. */
  coveredDays: number;
  /** The months touched that the series has, with the share of each inside the window. */
  months: { year: number; month: number; value: number; share: number }[];
}

/** Sum over [start, end) of a monthly series, each month weighted by the share of its days inside (spread evenly). */
export function windowSum(rows: readonly Monthly[], start: number, end: number): WindowSum {
  const byMonth = new Map<number, number>();
  for (const r of rows) byMonth.set(r.year * 12 + r.month - 1, (byMonth.get(r.year * 12 + r.month - 1) ?? 0) + r.value);
  let total = 0;
  let coveredDays = 0;
  const months: WindowSum['months'] = [];
  for (let t = start; t < end;) {
    const d = new Date(t);
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + 1;
    const to = Math.min(end, monthStart(y, m + 1));
    const value = byMonth.get(y * 12 + m - 1);
    if (value !== undefined) {
      const share = (to - t) / (monthStart(y, m + 1) - monthStart(y, m));
      total += share * value;
      coveredDays += (to - t) / DAY_MS;
      months.push({ year: y, month: m, value, share });
    }
    t = to;
  }
  return { total, coveredDays, months };
}

/** The end of the last month a series has (exclusive), or the epoch when it is empty. */
export const seriesEnd = (rows: readonly Monthly[]): number => rows.reduce((e, r) => Math.max(e, monthStart(r.year, r.month + 1)), 0);

export interface CountryChance {
  /** P(at least `minDeaths` deaths within one year-long slice of the window), 0-1. */
  probability: number;
  /** Expected deaths over the part of the window ViEWS covers. */
  expected: number;
  /** The largest chance of one covered slice (the forecast part). */
  forecastPart: number;
  /** Years of the window past ViEWS's last month (read from the onset rate). */
  historyYears: number;
  /** Days of the window ViEWS covers. */
  coveredDays: number;
}

/**
 * The country event over [start, end): at least `minDeaths` deaths within one year-long slice of the window (the
 * window itself when shorter). Each slice ViEWS covers has its chance from its expected deaths; the days past ViEWS's
 * last month take the country's onset rate per year (`onsetRate`). Slices of one country are strongly dependent (a
 * country at war stays at war), so the forecast part is their largest chance, not a union; the years after it follow
 * the chain from peace: P(no event) = (1 - max slice chance) * (1 - onset rate)^(years past ViEWS).
 */
export function countryChance(
  rows: readonly Monthly[],
  start: number,
  end: number,
  onsetRate: number,
  minDeaths: number = CONFLICT.minDeaths,
): CountryChance {
  const last = seriesEnd(rows);
  let forecastPart = 0;
  let expected = 0;
  let coveredDays = 0;
  let historyDays = 0;
  for (let s = start; s < end; s += YEAR_MS) {
    const e = Math.min(end, s + YEAR_MS);
    const w = windowSum(rows, s, Math.min(e, Math.max(s, last)));
    expected += w.total;
    coveredDays += w.coveredDays;
    if (w.coveredDays > 0) forecastPart = Math.max(forecastPart, chanceAtLeast(minDeaths, w.total));
    historyDays += Math.max(0, (e - s) / DAY_MS - w.coveredDays);
  }
  const historyYears = historyDays / 365.25;
  const probability = 1 - (1 - forecastPart) * noEventIn(onsetRate, historyYears);
  return { probability, expected, forecastPart, historyYears, coveredDays };
}

/** The constant chance per year that gives `probability` over `days` (the window's mean chance per year). */
export const perYearOf = (probability: number, days: number): number =>
  days > 0 ? 1 - (1 - Math.min(1, Math.max(0, probability))) ** (365.25 / days) : probability;
