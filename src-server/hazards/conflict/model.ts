// Conflict from ViEWS: the chance of at least 25 battle-related deaths in state-based conflict in the country in the
// window, read from ViEWS's monthly forecasts with the spread its own errors showed (docs/methodology.md "Conflict").
// Pure.
import { clamp100 } from '../../shared/math.js';
import { DAY_MS, YEAR_MS } from '../../shared/clock.js';
import type { ViewsCountryForecast, ViewsCountryMonth } from '../../sources/views/normalize.js';
import { contextDrivers, COUNTRY_SCENE_RADIUS_KM, type ReliefWebContext } from '../humanitarian-context.js';
import type { ModelContext, ModelEvent, ModelResult } from '../types.js';
import { normalCdf } from '../../science/stats.js';
import { windowDays } from '../window.js';
import { UCDP_VERIFIER, type ConflictEvent } from './event.js';
import { conflictText } from './sentences.js';

/** Constants, each explained with its source in docs/methodology.md ("Conflict"). */
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
  /** UCDP "war": at least 1,000 battle-related deaths a year. */
  warPerYear: 1000,
  /** Risk-scale anchors (docs/risk-scale.md 5): minor armed conflict 50, war 70. */
  severity: { minor: 50, war: 70 },
} as const;

export interface ConflictObservations {
  forecast: ViewsCountryForecast;
  /** Year and month of the last data behind the run. */
  dataYear: number;
  dataMonth: number;
  country: string;
  context?: ReliefWebContext;
}

/** P(deaths >= n) when ln(1 + deaths) ~ Normal(ln(1 + expected), sigma). */
export function chanceAtLeast(n: number, expected: number, sigma: number = CONFLICT.sigmaLn): number {
  if (!(expected >= 0)) return 0;
  return 1 - normalCdf((Math.log1p(n) - Math.log1p(expected)) / sigma);
}

const monthStart = (year: number, month: number) => Date.UTC(year, month - 1, 1);

export interface WindowDeaths {
  expected: number;
  /** Days of the window after ViEWS's last forecast month (their deaths from the last year's rate). */
  extrapolatedDays: number;
  months: { row: ViewsCountryMonth; share: number }[];
}

/**
 * Expected deaths in [start, end): each calendar month counts with the share of its days inside (deaths spread
 * evenly over the month); days past the last forecast month at the mean daily rate of the last 12 forecast months.
 */
export function windowDeaths(rows: readonly ViewsCountryMonth[], start: number, end: number): WindowDeaths {
  const byMonth = new Map(rows.map((r) => [r.year * 12 + r.month - 1, r]));
  const last = rows.slice(-12);
  const lastDays = last.reduce((d, r) => d + (monthStart(r.year, r.month + 1) - monthStart(r.year, r.month)) / DAY_MS, 0);
  const tailRate = lastDays > 0 ? last.reduce((s, r) => s + r.mainMean, 0) / lastDays : 0;
  let expected = 0;
  let extrapolatedDays = 0;
  const months: WindowDeaths['months'] = [];
  for (let d = new Date(start); d.getTime() < end;) {
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + 1;
    const from = Math.max(start, monthStart(y, m));
    const to = Math.min(end, monthStart(y, m + 1));
    const row = byMonth.get(y * 12 + m - 1);
    const days = (to - from) / DAY_MS;
    if (row) {
      const share = (to - from) / (monthStart(y, m + 1) - monthStart(y, m));
      expected += share * row.mainMean;
      months.push({ row, share });
    } else {
      expected += days * tailRate;
      extrapolatedDays += days;
    }
    d = new Date(monthStart(y, m + 1));
  }
  return { expected, extrapolatedDays, months };
}

/** Severity given the event: expected disruption-days averaged over minor conflict and war (risk-scale rule 1). */
export function conflictSeverity(expected: number, days: number, sigma: number = CONFLICT.sigmaLn): number {
  const pEvent = chanceAtLeast(CONFLICT.minDeaths, expected, sigma);
  const pWar = chanceAtLeast(Math.max(CONFLICT.minDeaths, (CONFLICT.warPerYear * days) / 365.25), expected, sigma);
  const dOf = (s: number) => 10 ** (s / 20 - 1);
  if (!(pEvent > 1e-12)) return CONFLICT.severity.minor;
  const d = (pWar * dOf(CONFLICT.severity.war) + (pEvent - pWar) * dOf(CONFLICT.severity.minor)) / pEvent;
  return clamp100(20 * (1 + Math.log10(d)));
}

interface Scored {
  probability: number;
  expected: number;
  extrapolatedDays: number;
  months: WindowDeaths['months'];
}

/** 7d, 30d, 1y: the window itself. 10y, 30y: the mean chance per year over the window's years (rule 4). */
function scoreWindow(rows: readonly ViewsCountryMonth[], start: number, end: number, perYear: boolean): Scored {
  if (!perYear) {
    const w = windowDeaths(rows, start, end);
    return { probability: chanceAtLeast(CONFLICT.minDeaths, w.expected), ...w };
  }
  const years = Math.max(1, Math.round((end - start) / YEAR_MS));
  let p = 0;
  let expected = 0;
  let extrapolatedDays = 0;
  let months: WindowDeaths['months'] = [];
  for (let i = 0; i < years; i++) {
    const w = windowDeaths(rows, start + i * YEAR_MS, Math.min(end, start + (i + 1) * YEAR_MS));
    p += chanceAtLeast(CONFLICT.minDeaths, w.expected) / years;
    expected += w.expected / years;
    extrapolatedDays += w.extrapolatedDays;
    if (i === 0) months = w.months;
  }
  return { probability: p, expected, extrapolatedDays, months };
}

export function conflictModel(obs: ConflictObservations, ctx: ModelContext): ModelResult<ConflictEvent> | null {
  const rows = obs.forecast.months;
  if (rows.length === 0) return null;
  const { place, horizon, window } = ctx;
  const start = window.start.getTime();
  const end = window.end.getTime();
  const perYear = horizon === '10y' || horizon === '30y';
  const s = scoreWindow(rows, start, end, perYear);
  const days = windowDays(window);
  const first = s.months[0]?.row;
  const last = rows[rows.length - 1]!;
  const text = conflictText({
    country: place.country,
    run: obs.forecast.run,
    dataThrough: { year: obs.dataYear, month: obs.dataMonth },
    minDeaths: CONFLICT.minDeaths,
    perYear,
    expected: s.expected,
    months: s.months.map(({ row }) => ({ year: row.year, month: row.month, deaths: row.mainMean })),
    viewsMonthly: first && first.mainDich !== null ? { year: first.year, month: first.month, pct: first.mainDich * 100 } : null,
    sigma: CONFLICT.sigmaLn,
    sigmaCountries: CONFLICT.sigmaCountries,
    extrapolatedDays: s.extrapolatedDays,
    lastForecastMonth: { year: last.year, month: last.month },
  });
  const event: ModelEvent<ConflictEvent> = {
    hazard: 'conflict',
    description: text.description,
    radiusKm: COUNTRY_SCENE_RADIUS_KM,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    scope: 'country',
    countryCode: place.countryCode,
    countryIso3: obs.forecast.iso3,
    minDeaths: CONFLICT.minDeaths,
    perYear,
    expectedDeaths: Math.round(s.expected * 100) / 100,
    forecastRun: obs.forecast.run,
    verifiedBy: UCDP_VERIFIER,
  };
  return {
    hazard: 'conflict',
    probability: clamp100(s.probability * 100),
    severity: conflictSeverity(s.expected, perYear ? 365.25 : days),
    event,
    drivers: [...text.drivers, ...contextDrivers(obs.context, place.country)],
    layers: [],
    extrapolation: Math.min(1, s.extrapolatedDays / Math.max(1e-9, days)),
  };
}
