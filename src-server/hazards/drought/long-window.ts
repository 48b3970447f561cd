// Drought over a year or more: the 90-day seasons ending today, today + 90, ..., the first from the days observed (and
// the members' today), the later ones through the lag-1 persistence fitted from the history, moved by the CMIP6 change
// of the water balance after the first year; the chance per year of the climatology (or its
// projection); the disruption of every dry day over the window. docs/methodology/drought.md.
import type { ClimateDay } from '../../sources/open-meteo-climate/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { isNum } from '../../shared/math.js';
import { balanceAtSpei, normQuantile, spei, type SpeiFit } from './spei.js';
import { runOfSeasons } from './spei-persistence.js';
import { dateOfNo } from '../../shared/day-of-year.js';
import { balance, climatologicalSums, DROUGHT_CLIMATE, meanDayDays, type DroughtClimate } from './climate.js';

const N = DROUGHT_CLIMATE.balanceDays;
/** Seasons in a year (of 90 days: 365.25 / 90, the first year's four seasons end on day 360). */
export const SEASONS_PER_YEAR = 4;
/** Standard normal quantiles that stand for a season's SPEI in a year of the climatology (stationary start). */
const STATIONARY_POINTS = 200;
/** Years at which the annual chance is computed for its mean over a projected window (the trapezoid rule). */
const ANNUAL_SAMPLES = 5;
/** Days of the current season not observed: this many quantiles of their climatological sum. */
const UNKNOWN_QUANTILES = 20;

/**
 * The season ending today, the first of a long window's seasons (ending today, today + 90, ...): its SPEI from the days
 * observed, each member's today, and quantiles of the climatology for the days missing. The seasons after it follow by
 * persistence, so the state the place is in now carries into the window.
 */
export function currentSeason(a: {
  climate: DroughtClimate;
  climRows: readonly WeatherDay[];
  today: number;
  known: ReadonlyMap<number, number>;
  members: readonly (readonly number[])[];
}): { starts: number[]; fit: SpeiFit | undefined; observedDays: number; observedMm: number; forecastDays: number; unknownDays: number } {
  const fit = a.climate.fitAt(dayOfYear(dateOfNo(a.today)));
  let observedMm = 0;
  let observedDays = 0;
  let firstMissing: number | undefined;
  for (let n = a.today - (N - 1); n < a.today; n++) {
    const k = a.known.get(n);
    if (k === undefined) firstMissing ??= n;
    else {
      observedMm += k;
      observedDays++;
    }
  }
  const todays = a.members.length && a.members[0]!.length ? a.members.map((m) => m[0]!) : [];
  const forecastDays = todays.length ? 1 : 0;
  const unknownDays = N - observedDays - forecastDays;
  const sample = climatologicalSums(a.climRows, dateOfNo(firstMissing ?? a.today), unknownDays).sort((x, y) => x - y);
  const quantiles =
    unknownDays === 0 || sample.length === 0
      ? [0]
      : Array.from(
          { length: UNKNOWN_QUANTILES },
          (_, i) => sample[Math.min(sample.length - 1, Math.floor(((i + 0.5) / UNKNOWN_QUANTILES) * sample.length))]!,
        );
  const starts = fit ? (todays.length ? todays : [0]).flatMap((t) => quantiles.map((u) => spei(fit, observedMm + t + u))) : [];
  return { starts, fit, observedDays, observedMm, forecastDays, unknownDays };
}

/**
 * The CMIP6 run's change of the mean 90-day balance between its first and last decades, in SPEI units of the history's
 * spread, per year: the drift of SPEI's mean (negative: drying). Undefined without a usable run.
 */
export function cmip6Drift(
  climate: readonly ClimateDay[] | undefined,
  history: DroughtClimate,
): { perYear: number; mm: number; sd: number } | undefined {
  if (!climate?.length) return undefined;
  const years = climate.map((r) => Number(r.date.slice(0, 4)));
  const first = Math.min(...years);
  const last = Math.max(...years);
  const dailyMean = (from: number, to: number) => {
    const b = climate
      .filter((r) => {
        const y = Number(r.date.slice(0, 4));
        return y >= from && y <= to;
      })
      .map(balance)
      .filter(isNum);
    return b.length ? b.reduce((s, x) => s + x, 0) / b.length : Number.NaN;
  };
  const delta90 = (dailyMean(last - 9, last) - dailyMean(first, first + 9)) * N;
  // The spread of the history's 90-day sums (every season).
  const sums = [...history.sumByNo.values()];
  const m = sums.reduce((x, y) => x + y, 0) / Math.max(1, sums.length);
  const sd = Math.sqrt(sums.reduce((x, y) => x + (y - m) ** 2, 0) / Math.max(1, sums.length - 1));
  const apart = last - first - 9;
  if (!Number.isFinite(delta90) || !(sd > 0) || !(apart > 0)) return undefined;
  return { perYear: delta90 / sd / apart, mm: delta90, sd: delta90 / sd };
}

/** Seasons ending within a window of `days` days from today: today, today + 90, ... */
export const seasonsIn = (days: number): number => Math.floor((Math.max(1, days) - 1) / N) + 1;

/** SPEI's mean shift at season k (ending today + 90 k): none in the first year (as the 1-year answer), the CMIP6 drift after. */
export const seasonShift = (perYear: number, k: number): number => (k * N < 365 ? 0 : perYear * ((k * N) / 365.25));

/** The chance of a dry season in one year of the climatology moved by `shift` (stationary start, the history's persistence). */
export function annualChance(rho: number, line: number, shift: number): number {
  const start = Array.from({ length: STATIONARY_POINTS }, (_, i) => normQuantile((i + 0.5) / STATIONARY_POINTS) + shift);
  return runOfSeasons({ start, rho, line, seasons: SEASONS_PER_YEAR, meanPath: Array(SEASONS_PER_YEAR).fill(shift) }).probability;
}

export interface LongWindow {
  probability: number;
  /** The mean chance of one year of the window in the climatology or its projection (10y, 30y). */
  perYear: number | undefined;
  /** Disruption-days of every dry day in the later years (the first year's come from the daily paths). */
  laterDays: number;
  seasons: number;
}

/** Consecutive seasons over `windowDays` from the first season's SPEI points, with the CMIP6 drift where given. */
export function longWindow(a: {
  climate: DroughtClimate;
  starts: readonly number[];
  line: number;
  windowDays: number;
  drift: number | undefined;
}): LongWindow {
  const rho = a.climate.persistence?.rho ?? 0;
  const seasons = seasonsIn(a.windowDays);
  const years = Math.max(1, Math.round(a.windowDays / 365.25));
  const perYearDrift = a.drift ?? 0;
  const meanPath = a.drift === undefined ? undefined : Array.from({ length: seasons }, (_, k) => seasonShift(perYearDrift, k));
  const run = runOfSeasons({ start: a.starts, rho, line: a.line, seasons, meanPath });
  // Year y of the window (y >= 1) is moved by the drift at its middle.
  const shiftOf = (y: number) => (y < 1 ? 0 : perYearDrift * (y + 0.5));
  let laterDays = 0;
  for (let y = 1; y < years; y++) laterDays += 365.25 * meanDayDays(a.climate, shiftOf(y));
  let perYear: number | undefined;
  if (years > 1) {
    // The drift is linear in the year, the annual chance smooth in the drift: its mean over the window's years from a
    // few years spread over them (the trapezoid rule), not a run per year.
    const samples = a.drift === undefined ? 1 : Math.min(years, ANNUAL_SAMPLES);
    const at = Array.from({ length: samples }, (_, i) => (samples === 1 ? 0 : (i * (years - 1)) / (samples - 1)));
    const chances = at.map((y) => annualChance(rho, a.line, shiftOf(y)));
    perYear = samples === 1 ? chances[0]! : chances.reduce((s, x, i) => s + (i === 0 || i === samples - 1 ? x / 2 : x), 0) / (samples - 1);
  }
  return { probability: run.probability, perYear, laterDays, seasons };
}

/** The dry line in mm of balance on a day (for the drivers): NaN without a fit. */
export const lineMmOn = (fit: SpeiFit | undefined, line: number): number => (fit ? balanceAtSpei(fit, line) : Number.NaN);
