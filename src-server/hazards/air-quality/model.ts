// Air quality: the CAMS forecast (days 1-5) with an error measured from the CAMS history, and a seasonal
// climatology from that history for the rest of the window; rarer lines and a log-normal tail for a year or
// more. docs/methodology.md "Air quality".
import { windowDaysOf } from '../window.js';
import { DAY_MS } from '../../shared/clock.js';
import type { AirHistoryDay, AirHour } from '../../sources/open-meteo-air-quality/normalize.js';
import { AIR_HISTORY_YEARS } from '../../sources/open-meteo-air-quality/client.js';
import { seededRandom } from '../../science/verification.js';
import { severityFromDays, windowDisruptionDays } from '../../forecast/risk-score.js';
import type { ModelContext, ModelResult } from '../types.js';
import { fixed, msg, percent, type Message } from '../../i18n/message.js';
import { memo } from '../../shared/derived.js';
import type { AirQualityEvent } from './event.js';
import { chancePercent, normalCdf } from '../../science/stats.js';
import { PHYSICAL_BOUNDS, smoothedWindowShare } from '../weather-common.js';
import { isNum, maxOf, mean } from '../../shared/math.js';
import { addDays, utcDay as isoDay } from '../../shared/clock.js';
import { radiusLayer } from '../layers.js';

/** Constants, each with its source in docs/methodology.md ("Air quality"). */
export const AIR_QUALITY = {
  /** US EPA AQI (2024 revision): 24-h PM2.5 of 35.5 µg/m³ starts "Unhealthy for Sensitive Groups" (AQI 101). */
  eventPm25: 35.5,
  /** Windows of a year or more (SCIENCE.md rule 4, rarer lines): "Unhealthy" (AQI 151) for a year, "Very Unhealthy" (AQI 201) for decades. */
  yearPm25: 55.5,
  decadesPm25: 125.5,
  /** A day counts when at least half its hours have a value. */
  minHoursPerDay: 12,
  /** Disruption-days per day at or above each EPA category's lower PM2.5 breakpoint (risk scale, section 5). */
  categoryDays: [
    [35.5, 0.3],
    [55.5, 1],
    [125.5, 3],
    [225.5, 10],
  ] as const,
  /** History days within ±30 days of the calendar date form the season of the error and spell statistics. */
  seasonMarginDays: 30,
  /** Climatology windows start at every day within ±15 days of the calendar date, every year. */
  climatologyShiftDays: 15,
  /** Monte Carlo draws of the forecast error path (seeded: the same answer for the same data). */
  draws: 2000,
  radiusKm: 25,
} as const;

/** US EPA PM2.5 AQI breakpoints (2024): [concentration low, high, AQI low, high]. */
const AQI_BREAKPOINTS: [number, number, number, number][] = [
  [0, 9.0, 0, 50],
  [9.1, 35.4, 51, 100],
  [35.5, 55.4, 101, 150],
  [55.5, 125.4, 151, 200],
  [125.5, 225.4, 201, 300],
  [225.5, 325.4, 301, 500],
];

/** US AQI of a 24-h PM2.5 mean (EPA piecewise-linear formula, truncated to 0.1 µg/m³). */
export function usAqiFromPm25(pm25: number): number {
  if (!Number.isFinite(pm25) || pm25 <= 0) return 0;
  const c = Math.floor(pm25 * 10) / 10;
  for (const [cLo, cHi, iLo, iHi] of AQI_BREAKPOINTS) {
    if (c <= cHi) return Math.round(((iHi - iLo) / (cHi - cLo)) * (Math.max(c, cLo) - cLo) + iLo);
  }
  return 500;
}

/** Disruption-days of one day at a daily mean PM2.5 (0 below "Unhealthy for Sensitive Groups"). */
export function airDayDisruption(pm25: number): number {
  let d = 0;
  for (const [line, days] of AIR_QUALITY.categoryDays) if (pm25 >= line) d = days;
  return d;
}

export interface AirDay {
  date: string;
  pm25: number;
}

const inBounds = (x: number | null | undefined): x is number => isNum(x) && x >= PHYSICAL_BOUNDS.pm25[0] && x <= PHYSICAL_BOUNDS.pm25[1];
const dayNo = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfNo = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const doyDistance = (a: string, b: string) => {
  const da = (dayNo(a) - dayNo(`${a.slice(0, 4)}-01-01`)) % 365;
  const db = (dayNo(b) - dayNo(`${b.slice(0, 4)}-01-01`)) % 365;
  const d = Math.abs(da - db);
  return Math.min(d, 365 - d);
};

/** Daily means of the hourly series; days with too few hours (e.g. trailing nulls past the model horizon) are dropped. */
export function dailyAir(hours: readonly AirHour[] | undefined): AirDay[] {
  const byDay = new Map<string, number[]>();
  for (const h of hours ?? []) {
    const day = h.time.slice(0, 10);
    const b = byDay.get(day) ?? [];
    if (inBounds(h.pm25)) b.push(h.pm25);
    byDay.set(day, b);
  }
  return [...byDay.entries()]
    .filter(([, b]) => b.length >= AIR_QUALITY.minHoursPerDay)
    .map(([date, b]) => ({ date, pm25: mean(b)! }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface AirError {
  /** Standard deviation of ln PM2.5 changes over k days (k = 1..7), the error of a persistence forecast. */
  sigmaByLead: number[];
  /** Lag-1 autocorrelation of daily ln PM2.5 anomalies (how errors carry from one day to the next). */
  rho1: number;
  pairs: number;
}

/**
 * The forecast error, measured from the CAMS history of the season: for lead k, the spread of ln(PM_{d+k}/PM_d).
 * That is the error of persistence; CAMS beats persistence, so this overstates its error (never understates it)
 * until the online hindcast measures CAMS itself.
 */
export function airError(history: readonly AirDay[], date: string): AirError | undefined {
  const season = history.filter((d) => doyDistance(d.date, date) <= AIR_QUALITY.seasonMarginDays && d.pm25 > 0);
  const byNo = new Map(history.filter((d) => d.pm25 > 0).map((d) => [dayNo(d.date), Math.log(d.pm25)]));
  const sigmaByLead: number[] = [];
  let pairs = 0;
  for (let k = 1; k <= 7; k++) {
    const diffs: number[] = [];
    for (const d of season) {
      const later = byNo.get(dayNo(d.date) + k);
      if (later !== undefined) diffs.push(later - Math.log(d.pm25));
    }
    if (diffs.length < 20) return undefined;
    const m = mean(diffs)!;
    sigmaByLead.push(Math.sqrt(diffs.reduce((s, x) => s + (x - m) ** 2, 0) / (diffs.length - 1)));
    if (k === 1) pairs = diffs.length;
  }
  const logs = season.map((d) => Math.log(d.pm25));
  const m = mean(logs)!;
  let num = 0;
  let den = 0;
  for (const d of season) {
    const x = Math.log(d.pm25) - m;
    den += x * x;
    const next = byNo.get(dayNo(d.date) + 1);
    if (next !== undefined) num += x * (next - m);
  }
  return { sigmaByLead, rho1: den > 0 ? Math.max(-0.99, Math.min(0.99, num / den)) : 0, pairs };
}

/** Forecast days: Monte Carlo over log-normal errors growing with lead and carried day to day (AR(1)). */
export function airForecastPart(
  days: readonly { pm25: number; lead: number }[],
  err: AirError,
  line: number,
): { probability: number; daysGivenEvent: number } {
  if (days.length === 0) return { probability: 0, daysGivenEvent: 0 };
  // Seeded by the number of days only: the same draws for any values, so a dirtier forecast can only rise.
  const rand = seededRandom(days.length * 7919 + 1);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const innovation = Math.sqrt(1 - err.rho1 * err.rho1);
  let withEvent = 0;
  let disruption = 0;
  for (let i = 0; i < AIR_QUALITY.draws; i++) {
    let u = normal();
    let any = false;
    let d = 0;
    days.forEach((day, j) => {
      if (j > 0) u = err.rho1 * u + innovation * normal();
      const sigma = err.sigmaByLead[Math.min(err.sigmaByLead.length, Math.max(1, day.lead)) - 1]!;
      const value = day.pm25 * Math.exp(sigma * u);
      if (value >= line) {
        any = true;
        d += airDayDisruption(value);
      }
    });
    if (any) {
      withEvent++;
      disruption += d;
    }
  }
  return { probability: withEvent / AIR_QUALITY.draws, daysGivenEvent: withEvent ? disruption / withEvent : 0 };
}

/** The rest of the window: history windows of the same season, episodes as they happened. */
export function airClimatologyPart(
  history: readonly AirDay[],
  first: string,
  days: number,
  line: number,
): { probability: number; daysGivenEvent: number; windows: number } {
  const len = Math.max(1, Math.round(days));
  if (days <= 0 || history.length === 0) return { probability: 0, daysGivenEvent: 0, windows: 0 };
  const byNo = new Map(history.map((d) => [dayNo(d.date), d.pm25]));
  const years = [...new Set(history.map((d) => Number(d.date.slice(0, 4))))];
  const mmdd = first.slice(5) === '02-29' ? '02-28' : first.slice(5);
  let windows = 0;
  let withEvent = 0;
  let disruption = 0;
  for (const y of years) {
    for (let s = -AIR_QUALITY.climatologyShiftDays; s <= AIR_QUALITY.climatologyShiftDays; s++) {
      const start = dayNo(`${y}-${mmdd}`) + s;
      let known = 0;
      let any = false;
      let d = 0;
      for (let k = 0; k < len; k++) {
        const v = byNo.get(start + k);
        if (v === undefined) continue;
        known++;
        if (v >= line) {
          any = true;
          d += airDayDisruption(v);
        }
      }
      // A window counts when at least 80 % of its days are in the history.
      if (known < 0.8 * len) continue;
      windows++;
      if (any) {
        withEvent++;
        disruption += d;
      }
    }
  }
  if (windows === 0) return { probability: 0, daysGivenEvent: 0, windows: 0 };
  return {
    probability: smoothedWindowShare(withEvent, windows, years.length, AIR_QUALITY.climatologyShiftDays, len),
    daysGivenEvent: withEvent ? disruption / withEvent : 0,
    windows,
  };
}

/**
 * A year or more: episodes above a rarer line per year from a log-normal per calendar month (Ott 1990) and the
 * extremal index of the history (runs estimator, Smith & Weissman 1994): lambda = sum over days of
 * P(day above line) x theta; P(window) = 1 - exp(-lambda x years).
 */
export function airTailPart(
  history: readonly AirDay[],
  line: number,
  years: number,
): { probability: number; episodesPerYear: number; daysGivenEvent: number; theta: number } | undefined {
  const positive = history.filter((d) => d.pm25 > 0);
  if (positive.length < 200) return undefined;
  // Extremal index at the history's own 95th percentile: runs of exceedances / exceedances.
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
  const theta = exceed ? runs / exceed : 1;
  let perYear = 0;
  for (let month = 1; month <= 12; month++) {
    const logs = positive.filter((d) => Number(d.date.slice(5, 7)) === month).map((d) => Math.log(d.pm25));
    if (logs.length < 20) return undefined;
    const m = mean(logs)!;
    const sd = Math.sqrt(logs.reduce((s, x) => s + (x - m) ** 2, 0) / (logs.length - 1));
    perYear += (365.25 / 12) * (1 - normalCdf((Math.log(line) - m) / Math.max(1e-9, sd)));
  }
  const episodesPerYear = perYear * theta;
  const lambda = episodesPerYear * years;
  // An episode lasts 1/theta days on average (Leadbetter 1983), each at least at the line's category.
  const d1 = airDayDisruption(line) / Math.max(1e-9, theta);
  return { probability: -Math.expm1(-lambda), episodesPerYear, daysGivenEvent: windowDisruptionDays(d1, lambda), theta };
}

export interface AirObservations {
  /** CAMS hourly PM2.5, the last 92 days and the next 7 (the last ~42 h null past the model's range). */
  air?: readonly AirHour[];
  /** CAMS global archive as daily means, the last complete years. */
  history?: readonly AirHistoryDay[];
}

/** What the air-quality model concludes from its payloads, before it is put at a place (memoised by the model). */
interface AirCore {
  probability: number;
  severity: number;
  line: number;
  drivers: Message[];
  extrapolation: number;
  completeness: number;
}

/** What the core reads: the payloads, today, the window's first day and its whole days. */
interface AirCoreInputs extends AirObservations {
  today: string;
  /** The window's first day (YYYY-MM-DD). */
  start: string;
  /** The window's length in whole days (rounded). */
  days: number;
}

/** Everything but the place: shared by the places of a cell. It reads its inputs only. */
const airCore = memo(function airCore(obs: AirCoreInputs): AirCore {
  const c = AIR_QUALITY;
  const now = obs.today;
  const first = obs.start;
  const windowDays = Math.max(1, obs.days);
  const last = isoDay(addDays(new Date(`${first}T00:00:00Z`), windowDays - 1));
  const days = dailyAir(obs.air);
  const history: AirDay[] = (obs.history ?? [])
    .filter((d) => d.hours >= c.minHoursPerDay && inBounds(d.pm25))
    .map((d) => ({ date: d.date, pm25: d.pm25! }));
  const past = days.filter((d) => d.date < now);
  // The climatology: the CAMS history, else the recent days (no season beyond them).
  const clim = history.length ? history : past;
  const climLabel = history.length
    ? msg('airQuality.climHistory', { from: history[0]!.date.slice(0, 4), to: history.at(-1)!.date.slice(0, 4) })
    : msg('airQuality.climRecent');
  const drivers: Message[] = [];
  let completeness = obs.history ? Math.min(1, history.length / (AIR_HISTORY_YEARS * 365)) : 1;

  let probability: number;
  let daysGivenEvent: number;
  let extrapolation: number;
  let line: number = c.eventPm25;
  if (windowDays >= 365) {
    line = windowDays >= 3650 ? c.decadesPm25 : c.yearPm25;
    const tail = airTailPart(clim, line, windowDays / 365.25);
    if (tail) {
      probability = tail.probability;
      daysGivenEvent = tail.daysGivenEvent;
      drivers.push(
        msg('airQuality.episodes', {
          rate: fixed(tail.episodesPerYear, tail.episodesPerYear < 0.1 ? 3 : 1),
          pm25: line,
          aqi: usAqiFromPm25(line),
          clim: climLabel,
          days: fixed(1 / tail.theta, 1),
        }),
        msg('airQuality.steady'),
      );
    } else {
      probability = 0;
      daysGivenEvent = 0;
      completeness = 0;
      drivers.push(msg('airQuality.noHistory'));
    }
    extrapolation = 1;
  } else {
    const fcDays = days
      .filter((d) => d.date >= now && d.date >= first && d.date <= last)
      .map((d) => ({ ...d, lead: dayNo(d.date) - dayNo(now) }));
    const err = airError(clim, first);
    const fcPart = err
      ? airForecastPart(fcDays, err, line)
      : {
          probability: fcDays.some((d) => d.pm25 >= line) ? 1 : 0,
          daysGivenEvent: fcDays.reduce((s, d) => s + airDayDisruption(d.pm25), 0),
        };
    const restDays = Math.max(0, windowDays - fcDays.length);
    const restStart = fcDays.length ? dateOfNo(dayNo(fcDays.at(-1)!.date) + 1) : first;
    const climPart = airClimatologyPart(clim, restStart, restDays, line);
    probability = 1 - (1 - fcPart.probability) * (1 - climPart.probability);
    const expected = fcPart.probability * fcPart.daysGivenEvent + climPart.probability * climPart.daysGivenEvent;
    daysGivenEvent = probability > 0 ? expected / probability : 0;
    extrapolation = restDays / windowDays;
    const peak = maxOf(fcDays.map((d) => d.pm25));
    if (peak !== undefined) {
      drivers.push(
        msg('airQuality.forecast', {
          peak: fixed(peak, 1),
          aqi: usAqiFromPm25(peak),
          days: fcDays.length,
          chance: percent(fcPart.probability),
          pm25: line,
        }),
      );
    }
    if (err) {
      drivers.push(
        msg('airQuality.error', { clim: climLabel, oneDay: fixed(err.sigmaByLead[0]!, 2), fiveDays: fixed(err.sigmaByLead[4]!, 2) }),
      );
    } else {
      drivers.push(msg('airQuality.noError'));
    }
    if (restDays > 0)
      drivers.push(
        msg('airQuality.rest', { days: restDays, chance: percent(climPart.probability), windows: climPart.windows, clim: climLabel }),
      );
    if (!history.length) completeness *= Math.min(1, past.length / 92);
  }
  const severity = severityFromDays(daysGivenEvent);
  drivers.push(msg('airQuality.ifItHappens', { days: fixed(daysGivenEvent, 1), severity: fixed(severity) }));

  return { probability, severity, line, drivers, extrapolation, completeness };
});

export function airQualityModel(obs: AirObservations, ctx: ModelContext): ModelResult<AirQualityEvent> {
  const { place } = ctx;
  const c = AIR_QUALITY;
  const w = ctx.window;
  const { probability, severity, line, drivers, extrapolation, completeness } = airCore({
    air: obs.air,
    history: obs.history,
    ...windowDaysOf(ctx),
  });

  return {
    hazard: 'air-quality',
    probability: chancePercent(probability),
    severity,
    event: {
      hazard: 'air-quality',
      description: msg('airQuality.event', { pm25: line, aqi: usAqiFromPm25(line), place: place.name }),
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      minDailyPm25: line,
      minUsAqi: usAqiFromPm25(line),
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'Open-Meteo Air Quality (CAMS pm2_5)',
    },
    drivers,
    layers: [radiusLayer('air-quality', place, c.radiusKm, msg('airQuality.layer', { km: c.radiusKm }))],
    extrapolation,
    dataCompleteness: completeness,
  };
}
