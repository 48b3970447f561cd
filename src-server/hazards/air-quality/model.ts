// Air quality: the CAMS forecast (days 1-5) with an error measured from the CAMS history, and a seasonal
// climatology from that history (climatology.ts) for the rest of the window. 7 and 30 days forecast one event (a day at
// US AQI 101+), a year or more another (a day at AQI 201+): the first year is the forecast part and the rest of the
// year, each later year its climatological chance. docs/methodology/air-quality.md, docs/risk-scale.md "Windows".
import { windowDaysOf } from '../window.js';
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';
import type { AirHistoryDay, AirHour } from '../../sources/open-meteo-air-quality/normalize.js';
import { AIR_HISTORY_YEARS } from '../../sources/open-meteo-air-quality/client.js';
import { seededRandom } from '../../science/verification.js';
import { windowSeverity } from '../../science/disruption-days.js';
import type { ModelContext, ModelResult } from '../types.js';
import { fixed, msg, percent, type Message } from '../../i18n/message.js';
import { memo } from '../../shared/derived.js';
import type { AirQualityEvent } from './event.js';
import { chancePercent } from '../../science/stats.js';
import { PHYSICAL_BOUNDS } from '../weather-common.js';
import { isNum, maxOf, mean, round1 } from '../../shared/math.js';
import { radiusLayer } from '../layers.js';
import { airClimate, airDayDisruption, type AirClimate, type AirDay, type WindowChance } from './climatology.js';

export { airDayDisruption, type AirDay } from './climatology.js';

/** Constants, each with its source in docs/methodology/air-quality.md. */
export const AIR_QUALITY = {
  /** US EPA AQI (2024 revision): 24-h PM2.5 of 35.5 µg/m³ starts "Unhealthy for Sensitive Groups" (AQI 101): 7 and 30 days. */
  eventPm25: 35.5,
  /**
   * A year or more (SCIENCE.md rule 4, one rarer event for 1, 10 and 30 years, so that 30 years does not saturate by
   * construction): "Very Unhealthy" (AQI 201), the EPA's health alert for everyone.
   */
  yearPm25: 125.5,
  /** Windows of at least this many whole days are the long group (a year). */
  longWindowDays: 365,
  /** A day counts when at least half its hours have a value. */
  minHoursPerDay: 12,
  /** History days within ±30 days of the calendar date form the season of the error statistics. */
  seasonMarginDays: 30,
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

const inBounds = (x: number | null | undefined): x is number => isNum(x) && x >= PHYSICAL_BOUNDS.pm25[0] && x <= PHYSICAL_BOUNDS.pm25[1];
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

/**
 * Forecast days: Monte Carlo over log-normal errors growing with lead and carried day to day (AR(1)). `probability`:
 * some day at or above `line`; `expectedDays`: the mean disruption of every damaging day (US AQI 101+), whatever the line.
 */
export function airForecastPart(
  days: readonly { pm25: number; lead: number }[],
  err: AirError,
  line: number,
): { probability: number; expectedDays: number } {
  if (days.length === 0) return { probability: 0, expectedDays: 0 };
  // Seeded by the number of days only: the same draws for any values, so a dirtier forecast can only rise.
  const rand = seededRandom(days.length * 7919 + 1);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const innovation = Math.sqrt(1 - err.rho1 * err.rho1);
  let withEvent = 0;
  let disruption = 0;
  for (let i = 0; i < AIR_QUALITY.draws; i++) {
    let u = normal();
    let any = false;
    days.forEach((day, j) => {
      if (j > 0) u = err.rho1 * u + innovation * normal();
      const sigma = err.sigmaByLead[Math.min(err.sigmaByLead.length, Math.max(1, day.lead)) - 1]!;
      const value = day.pm25 * Math.exp(sigma * u);
      if (value >= line) any = true;
      disruption += airDayDisruption(value);
    });
    if (any) withEvent++;
  }
  return { probability: withEvent / AIR_QUALITY.draws, expectedDays: disruption / AIR_QUALITY.draws };
}

/** Forecast days taken as they are (no history to measure the error from). */
const exactForecastPart = (days: readonly { pm25: number }[], line: number) => ({
  probability: days.some((d) => d.pm25 >= line) ? 1 : 0,
  expectedDays: days.reduce((s, d) => s + airDayDisruption(d.pm25), 0),
});

export interface AirObservations {
  /** CAMS hourly PM2.5, the last 92 days and the next 7 (the last ~42 h null past the model's range). */
  air?: readonly AirHour[];
  /** CAMS global archive as daily means, the last complete years. */
  history?: readonly AirHistoryDay[];
}

/** What the air-quality model concludes from its payloads, before it is put at a place (memoised by the model). */
interface AirCore {
  probability: number;
  /** The chance in one later year (windows of more than a year), else undefined. */
  probabilityPerYear: number | undefined;
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

const NO_CHANCE: WindowChance = { probability: 0, disruption: 0, share: 0, windows: 0, tail: 0 };

/** Everything but the place: shared by the places of a cell. It reads its inputs only. */
const airCore = memo(function airCore(obs: AirCoreInputs): AirCore {
  const c = AIR_QUALITY;
  const now = obs.today;
  const first = obs.start;
  const windowDays = Math.max(1, obs.days);
  const long = windowDays >= c.longWindowDays;
  const line = long ? c.yearPm25 : c.eventPm25;
  // A long window: its first year (forecast days and the rest of the year), then whole later years.
  const years = long ? Math.max(1, Math.round(windowDays / 365.25)) : 1;
  const firstDays = long ? Math.min(windowDays, c.longWindowDays) : windowDays;
  const last = dateOfNo(dayNo(first) + firstDays - 1);
  const days = dailyAir(obs.air);
  const history: AirDay[] = (obs.history ?? [])
    .filter((d) => d.hours >= c.minHoursPerDay && inBounds(d.pm25))
    .map((d) => ({ date: d.date, pm25: d.pm25! }));
  const past = days.filter((d) => d.date < now);
  // The climatology: the CAMS history, else the recent days (no season beyond them).
  const sample = history.length ? history : past;
  const climate: AirClimate | undefined = airClimate(sample);
  const climLabel = history.length
    ? msg('airQuality.climHistory', { from: history[0]!.date.slice(0, 4), to: history.at(-1)!.date.slice(0, 4) })
    : msg('airQuality.climRecent');
  const drivers: Message[] = [];
  let completeness = obs.history ? Math.min(1, history.length / (AIR_HISTORY_YEARS * 365)) : Math.min(1, past.length / 92);

  // The forecast days, then the rest of the (first) year from the climatology.
  const fcDays = days
    .filter((d) => d.date >= now && d.date >= first && d.date <= last)
    .map((d) => ({ ...d, lead: dayNo(d.date) - dayNo(now) }));
  const err = airError(sample, first);
  const fc = err ? airForecastPart(fcDays, err, line) : exactForecastPart(fcDays, line);
  const restDays = Math.max(0, firstDays - fcDays.length);
  const restStart = fcDays.length ? dateOfNo(dayNo(fcDays.at(-1)!.date) + 1) : first;
  const rest = climate && restDays > 0 ? climate.windowChance(restStart, restDays, line) : NO_CHANCE;
  const pFirst = 1 - (1 - fc.probability) * (1 - rest.probability);
  // Each later year: the climatological chance of a year (CAMS gives no projection: steady).
  const later = climate && years > 1 ? climate.windowChance(first, 365, line) : undefined;
  const probability = 1 - (1 - pFirst) * (1 - (later?.probability ?? 0)) ** (years - 1);
  // Every damaging day (US AQI 101+) counts toward the expected disruption, whatever the window's event.
  const expectedDays = fc.expectedDays + rest.disruption + (years - 1) * (later?.disruption ?? 0);
  // One episode of the event: its category's days for as long as an episode lasts at the place.
  const episodeDays = airDayDisruption(line) / Math.max(1e-9, climate?.theta ?? 1);
  // The severity of the chance as published (one decimal): a chance shown as 0 has the severity of one episode.
  const severity = windowSeverity(expectedDays, round1(probability * 100), episodeDays);

  const peak = maxOf(fcDays.map((d) => d.pm25));
  if (peak !== undefined) {
    drivers.push(
      msg('airQuality.forecast', {
        peak: fixed(peak, 1),
        aqi: usAqiFromPm25(peak),
        days: fcDays.length,
        chance: percent(fc.probability),
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
  if (!climate) {
    completeness = 0;
    drivers.push(msg('airQuality.noHistory'));
  } else {
    if (restDays > 0) drivers.push(restDriver(rest, restDays, climLabel, climate));
    if (later) {
      drivers.push(
        msg('airQuality.laterYears', { years: years - 1, chance: percent(later.probability), clim: climLabel }),
        msg('airQuality.episodes', {
          rate: fixed(climate.episodesPerYear(line), climate.episodesPerYear(line) < 0.1 ? 3 : 1),
          pm25: line,
          aqi: usAqiFromPm25(line),
          clim: climLabel,
          days: fixed(1 / climate.theta, 1),
        }),
        msg('airQuality.steady'),
      );
    }
  }
  const givenEvent = round1(probability * 100) > 0 && expectedDays > 0 ? expectedDays / probability : episodeDays;
  drivers.push(msg('airQuality.ifItHappens', { days: fixed(givenEvent, 1), severity: fixed(severity) }));

  return {
    probability,
    probabilityPerYear: later?.probability,
    severity,
    line,
    drivers,
    extrapolation: (restDays + (years - 1) * 365) / Math.max(1, firstDays + (years - 1) * 365),
    completeness,
  };
});

/** The rest of the window (or of its first year) from the climatology: the share of its windows and the tail behind it. */
function restDriver(rest: WindowChance, restDays: number, clim: Message, climate: AirClimate): Message {
  if (climate.kind === 'recent')
    return msg('airQuality.restSteady', { days: restDays, chance: percent(rest.probability), share: percent(rest.share), clim });
  return msg('airQuality.rest', {
    days: restDays,
    chance: percent(rest.probability),
    share: percent(rest.share),
    windows: rest.windows,
    tail: percent(rest.tail ?? 0),
    clim,
  });
}

export function airQualityModel(obs: AirObservations, ctx: ModelContext): ModelResult<AirQualityEvent> {
  const { place } = ctx;
  const c = AIR_QUALITY;
  const w = ctx.window;
  const { probability, probabilityPerYear, severity, line, drivers, extrapolation, completeness } = airCore({
    air: obs.air,
    history: obs.history,
    ...windowDaysOf(ctx),
  });

  return {
    hazard: 'air-quality',
    probability: chancePercent(probability),
    ...(probabilityPerYear !== undefined ? { probabilityPerYear: chancePercent(probabilityPerYear) } : {}),
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
