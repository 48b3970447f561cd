// Heat: ensemble members (bias-corrected by quantile mapping against ERA5) against the local calendar-day 95th
// percentile of ERA5; spells and their severity (Excess Heat Factor, wet-bulb) from the same data; for a year
// or more, the hottest day's return level and its CMIP6 change in frequency. docs/methodology.md "Heat".
import { DAY_MS } from '../../shared/clock.js';
import type { ClimateDay } from '../../sources/open-meteo-climate/normalize.js';
import type { EnsembleWeatherObservations } from '../weather-sources.js';
import { pooledPastSample } from '../weather-bias.js';
import { CLIMATOLOGY_YEARS } from '../../sources/open-meteo-archive/client.js';
import { ENSEMBLE_DEFAULT_MODEL, ENSEMBLE_MODELS } from '../../sources/open-meteo-ensemble/client.js';
import type { EnsembleDaily, EnsembleDay } from '../../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { calendarPercentiles, type CalendarPercentiles } from '../../science/calendar-percentiles.js';
import { applyQuantileMap, fitQuantileMap, meanCorrection, type QuantileMap } from '../../science/quantile-mapping.js';
import { dailyMeanTemp, ehf85, ehfClass, excessHeatFactor, percentileOf, type EhfClass } from './excess-heat-factor.js';
import { annualMaxima, fitGumbel, returnLevel, shiftedGumbel, yearlyExceedance, type Gumbel } from './hot-day-return-level.js';
import { stullWetBulbC, WET_BULB_LIMITS } from './wet-bulb.js';
import { severityFromDays, windowDisruptionDays } from '../../forecast/risk-score.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { HeatEvent } from './event.js';
import { memo } from '../../shared/derived.js';
import { cleanEnsemble, cleanObservations, smoothedWindowShare, pastValue, periodValue } from '../weather-common.js';
import { windowDays as lengthOf, type EventWindow } from '../../shared/window.js';
import { addDays, utcDay as isoDay } from '../../shared/clock.js';
import { radiusLayer } from '../layers.js';
import { isNum } from '../../shared/math.js';
import { fixed, msg, percent, type Descriptor, type Message } from '../../i18n/message.js';
import { chancePercent } from '../../science/stats.js';

/** Constants, each with its source in docs/methodology.md ("Heat"). */
export const HEAT = {
  /** The event: a day at or above the calendar-day 95th percentile of ERA5 Tmax, 15-day window (SCIENCE.md). */
  percentile: 95,
  calendarWindowDays: 15,
  /** Windows of a year or more: today's T-year hottest day (SCIENCE.md rule 4: a rarer event). */
  returnYears: { year: 5, decades: 20 },
  /** Disruption-days per event day by EHF class (risk scale, docs/risk-scale.md section 5). */
  dayDisruption: { none: 0, 'low-intensity': 0.3, severe: 1, extreme: 3 } as Record<EhfClass, number>,
  /** Disruption-days per day at or above the wet-bulb limits (Vecellio et al. 2022; Sherwood & Huber 2010). */
  wetBulbDisruption: [
    [WET_BULB_LIMITS.uncompensableC, 10],
    [WET_BULB_LIMITS.survivabilityC, 100],
  ] as const,
  /** Climatology windows are taken at every start within ±15 days of the calendar date, in every year. */
  climatologyShiftDays: 15,
  radiusKm: 25,
} as const;

/** The weather models' observations (weather-sources.ts), with whose past days the members are mapped on. */
export type HeatObservations = EnsembleWeatherObservations;

/** What the heat event is verified against, per daily history. */
const HEAT_VERIFIED_BY: Record<string, string> = {
  ERA5: 'Open-Meteo Historical Weather (ERA5 daily temperature_2m_max)',
  'NASA POWER': 'NASA POWER daily point (MERRA-2 T2M_MAX)',
};

const dayNo = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfNo = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Disruption-days of one event day: the larger of its EHF class and its wet-bulb level. */
export function heatDayDisruption(cls: EhfClass, wetBulbC: number | null): number {
  let d = HEAT.dayDisruption[cls];
  if (isNum(wetBulbC)) for (const [limit, days] of HEAT.wetBulbDisruption) if (wetBulbC >= limit) d = Math.max(d, days);
  return d;
}

/** ERA5-derived references: calendar thresholds, EHF's T95 and EHF85. */
export interface HeatClimate {
  thresholds: CalendarPercentiles;
  t95Dmt: number;
  ehf85: number;
  /** Archive days in date order with DMT, EHF and class (for climatological windows). */
  days: { date: string; tmax: number | null; event: boolean; disruption: number }[];
}

export const heatClimate = memo(function computeHeatClimate(archive: readonly WeatherDay[]): HeatClimate | undefined {
  const rows = [...archive].sort((a, b) => a.date.localeCompare(b.date));
  const thresholds = calendarPercentiles(
    rows.map((r) => ({ date: r.date, value: r.tmaxC })),
    HEAT.percentile,
    HEAT.calendarWindowDays,
  );
  const dmt = rows.map((r) => dailyMeanTemp(r.tmaxC, r.tminC));
  const t95Dmt = percentileOf(dmt, 95);
  if (!isNum(t95Dmt)) return undefined;
  const ehf = excessHeatFactor(dmt, t95Dmt);
  const e85 = ehf85(ehf);
  const days = rows.map((r, i) => {
    const thr = thresholds.at(r.date);
    const event = isNum(r.tmaxC) && isNum(thr) && r.tmaxC >= thr;
    const tw = isNum(r.tmaxC) && isNum(r.rhMinPct) ? stullWetBulbC(r.tmaxC, r.rhMinPct) : null;
    return { date: r.date, tmax: r.tmaxC, event, disruption: event ? heatDayDisruption(ehfClass(ehf[i] ?? null, e85), tw) : 0 };
  });
  return { thresholds, t95Dmt, ehf85: e85, days };
});

/** Quantile maps of the ensemble's own recent past (all members pooled) against ERA5 on the same days. */
export const heatBiasMaps = memo(function computeHeatBiasMaps(
  ensemble: EnsembleDaily,
  recent: readonly WeatherDay[],
  today: string,
): { tmax?: QuantileMap; tmin?: QuantileMap; days: number } {
  const { model, obs, days } = pooledPastSample(ensemble, recent, today, ['tmaxC', 'tminC']);
  return { tmax: fitQuantileMap(model.tmaxC, obs.tmaxC), tmin: fitQuantileMap(model.tminC, obs.tminC), days };
});

const corrected = (map: QuantileMap | undefined, x: number | null): number | null =>
  isNum(x) ? (map ? applyQuantileMap(map, x) : x) : null;

interface ForecastPart {
  members: number;
  eventMembers: number;
  probability: number;
  /** E[disruption-days | at least one event day] over the forecast days. */
  daysGivenEvent: number;
  peakTmax: number | null;
  peakWetBulb: number | null;
  forecastDays: string[];
}

/** The ensemble part: the share of members with at least one event day, and their disruption. */
export function heatForecastPart(
  ensemble: EnsembleDaily,
  clim: HeatClimate,
  maps: { tmax?: QuantileMap; tmin?: QuantileMap },
  recent: readonly WeatherDay[] | undefined,
  w: { first: string; last: string; now: string },
): ForecastPart {
  return heatForecastPartOf(ensemble, clim, maps, recent, w.first, w.last, w.now);
}

// Kept per its arguments, the days as strings (shared/derived memo keys on values, not on a fresh object's identity).
const heatForecastPartOf = memo(computeHeatForecastPart);

function computeHeatForecastPart(
  ensemble: EnsembleDaily,
  clim: HeatClimate,
  maps: { tmax?: QuantileMap; tmin?: QuantileMap },
  recent: readonly WeatherDay[] | undefined,
  first: string,
  last: string,
  now: string,
): ForecastPart {
  const w = { first, last, now };
  const era = new Map((recent ?? []).map((r) => [r.date, r]));
  const control = ensemble.members.find((m) => m.member === 0) ?? ensemble.members[0];
  const pastDmt = new Map<string, number | null>();
  // The 30+ days before the forecast for EHF's acclimatisation term: ERA5 where it has them, else the control run.
  for (let n = dayNo(w.now) - 40; n < dayNo(w.now); n++) {
    const date = dateOfNo(n);
    const e = era.get(date);
    const c = control?.days.find((d) => d.date === date);
    pastDmt.set(
      date,
      e ? dailyMeanTemp(e.tmaxC, e.tminC) : c ? dailyMeanTemp(corrected(maps.tmax, c.tmaxC), corrected(maps.tmin, c.tminC)) : null,
    );
  }
  const inWindow = (d: EnsembleDay) => d.date >= w.first && d.date <= w.last;
  const forecastDays = [
    ...new Set(ensemble.members.flatMap((m) => m.days.filter((d) => inWindow(d) && isNum(d.tmaxC)).map((d) => d.date))),
  ].sort();
  let eventMembers = 0;
  let members = 0;
  let daysSum = 0;
  let peakTmax: number | null = null;
  let peakWetBulb: number | null = null;
  for (const m of ensemble.members) {
    // Member series from 40 days before now to the window's last forecast day.
    const series = m.days.filter((d) => d.date >= w.now && d.date <= w.last).sort((a, b) => a.date.localeCompare(b.date));
    const fc = series.filter(inWindow).filter((d) => isNum(d.tmaxC));
    if (fc.length === 0) continue;
    members++;
    const dates = [...pastDmt.keys(), ...series.map((d) => d.date)];
    const dmt = [...pastDmt.values(), ...series.map((d) => dailyMeanTemp(corrected(maps.tmax, d.tmaxC), corrected(maps.tmin, d.tminC)))];
    // The last two days lack EHF's three-day forward mean: they use the days they have.
    const padded = [...dmt, dmt.at(-1) ?? null, dmt.at(-1) ?? null];
    const ehf = excessHeatFactor(padded, clim.t95Dmt).slice(0, dmt.length);
    let any = false;
    let days = 0;
    for (const d of fc) {
      const t = corrected(maps.tmax, d.tmaxC)!;
      const thr = clim.thresholds.at(d.date);
      const tw = isNum(d.rhMinPct) ? stullWetBulbC(t, d.rhMinPct) : null;
      if (peakTmax === null || t > peakTmax) peakTmax = t;
      if (isNum(tw) && (peakWetBulb === null || tw > peakWetBulb)) peakWetBulb = tw;
      if (!(isNum(thr) && t >= thr)) continue;
      any = true;
      days += heatDayDisruption(ehfClass(ehf[dates.indexOf(d.date)] ?? null, clim.ehf85), tw);
    }
    if (any) {
      eventMembers++;
      daysSum += days;
    }
  }
  return {
    members,
    eventMembers,
    probability: members ? eventMembers / members : 0,
    daysGivenEvent: eventMembers ? daysSum / eventMembers : 0,
    peakTmax,
    peakWetBulb,
    forecastDays,
  };
}

/**
 * The climatological part: windows of `days` days starting within ±15 days of the calendar date `first`, in every
 * archive year. Probability: the share of windows with an event day, Jeffreys-smoothed over the independent
 * windows the sample holds (overlapping windows of one year are not independent); disruption: the mean over those windows (spells as ERA5 had them).
 */
export const heatClimatologyPart = memo(function computeHeatClimatologyPart(
  clim: HeatClimate,
  first: string,
  days: number,
): { probability: number; daysGivenEvent: number; years: number } {
  if (days <= 0 || clim.days.length === 0) return { probability: 0, daysGivenEvent: 0, years: 0 };
  const index = new Map(clim.days.map((d, i) => [d.date, i]));
  const years = [...new Set(clim.days.map((d) => Number(d.date.slice(0, 4))))];
  const mmdd = first.slice(5);
  let windows = 0;
  let withEvent = 0;
  let disruption = 0;
  const len = Math.max(1, Math.round(days));
  for (const y of years) {
    const anchor = dayNo(`${y}-${mmdd === '02-29' ? '02-28' : mmdd}`);
    for (let s = -HEAT.climatologyShiftDays; s <= HEAT.climatologyShiftDays; s++) {
      const i0 = index.get(dateOfNo(anchor + s));
      if (i0 === undefined || i0 + len > clim.days.length) continue;
      windows++;
      let any = false;
      let d = 0;
      for (let i = i0; i < i0 + len; i++) {
        if (clim.days[i]!.event) {
          any = true;
          d += clim.days[i]!.disruption;
        }
      }
      if (any) {
        withEvent++;
        disruption += d;
      }
    }
  }
  if (windows === 0) return { probability: 0, daysGivenEvent: 0, years: 0 };
  const n = years.length;
  return {
    probability: smoothedWindowShare(withEvent, windows, n, HEAT.climatologyShiftDays, len),
    daysGivenEvent: withEvent ? disruption / withEvent : 0,
    years: n,
  };
});

/** Disruption of the spell around each year's hottest day (consecutive event days either side of it). */
function annualMaxSpells(clim: HeatClimate): { year: number; max: number; days: number }[] {
  const maxima = annualMaxima(clim.days.map((d) => ({ date: d.date, value: d.tmax })));
  const index = new Map(clim.days.map((d, i) => [d.date, i]));
  return maxima.map((m) => {
    const i = index.get(m.date)!;
    let d = clim.days[i]!.event ? clim.days[i]!.disruption : 0;
    for (let k = i - 1; k >= 0 && clim.days[k]!.event; k--) d += clim.days[k]!.disruption;
    for (let k = i + 1; k < clim.days.length && clim.days[k]!.event; k++) d += clim.days[k]!.disruption;
    return { year: m.year, max: m.max, days: d };
  });
}

export interface ReturnLevelPart {
  returnYears: number;
  level: number;
  /** Yearly chance now (1/T by construction) and at the window's end. */
  pYearNow: number;
  pYearEnd: number;
  probability: number;
  expectedEvents: number;
  daysPerEvent: number;
  modelShiftC: number | null;
}

/** Windows of a year or more: today's T-year hottest day, its yearly chance moved by the CMIP6 run. */
export function heatReturnLevelPart(
  clim: HeatClimate,
  climate: readonly ClimateDay[] | undefined,
  w: EventWindow,
  returnYears: number,
): ReturnLevelPart | undefined {
  return heatReturnLevelPartOf(clim, climate, w.start.getUTCFullYear(), w.start.getUTCMonth(), lengthOf(w), returnYears);
}

/** The part from the window's start year and month (0-11) and its length in days. */
const heatReturnLevelPartOf = memo(function computeHeatReturnLevelPart(
  clim: HeatClimate,
  climate: readonly ClimateDay[] | undefined,
  startYear: number,
  startMonth: number,
  windowDays: number,
  returnYears: number,
): ReturnLevelPart | undefined {
  const spells = annualMaxSpells(clim);
  const observed = fitGumbel(spells.map((s) => s.max));
  if (!observed) return undefined;
  const level = returnLevel(observed, returnYears);
  // The spells of the hottest 1/T of years stand for a T-year day (at least the hottest year).
  const top = [...spells].sort((a, b) => b.max - a.max).slice(0, Math.max(1, Math.round(spells.length / returnYears)));
  const daysPerEvent = top.reduce((s, x) => s + x.days, 0) / top.length;

  let modelBase: Gumbel | undefined;
  let modelFuture: Gumbel | undefined;
  let apart = 0;
  let baseCentre = 0;
  if (climate && climate.length) {
    const am = annualMaxima(
      climate.map((d) => ({ date: d.date, value: d.tmaxC })),
      300,
    );
    if (am.length >= 20) {
      const first = am[0]!.year;
      const last = am.at(-1)!.year;
      modelBase = fitGumbel(am.filter((a) => a.year < first + 10).map((a) => a.max));
      modelFuture = fitGumbel(am.filter((a) => a.year > last - 10).map((a) => a.max));
      apart = last - 9 - first;
      baseCentre = first + 4.5;
    }
  }
  const start = startYear + startMonth / 12;
  const years = windowDays / 365.25;
  let logSurvival = 0;
  let expected = 0;
  let pEnd = 1 / returnYears;
  const steps = Math.max(1, Math.ceil(years));
  for (let k = 0; k < steps; k++) {
    const share = Math.min(1, years - k);
    const y = start + k + share / 2;
    const g = modelBase && modelFuture && apart > 0 ? shiftedGumbel(observed, modelBase, modelFuture, apart, y - baseCentre) : observed;
    const p = yearlyExceedance(g, level);
    // A fractional year carries its share of the yearly chance (Poisson in time).
    const lambda = -Math.log1p(-Math.min(1 - 1e-12, p)) * share;
    logSurvival -= lambda;
    expected += lambda;
    pEnd = p;
  }
  const pNow =
    modelBase && modelFuture && apart > 0
      ? yearlyExceedance(shiftedGumbel(observed, modelBase, modelFuture, apart, start - baseCentre), level)
      : 1 / returnYears;
  return {
    returnYears,
    level,
    pYearNow: pNow,
    pYearEnd: pEnd,
    probability: -Math.expm1(logSurvival),
    expectedEvents: expected,
    daysPerEvent,
    modelShiftC: modelBase && modelFuture ? modelFuture.location - modelBase.location : null,
  };
});

/** The archive days with a maximum temperature. */
const withTmax = memo((archive: readonly WeatherDay[]) => archive.filter((r) => isNum(r.tmaxC)));

export function heatModel(raw: HeatObservations, ctx: ModelContext): ModelResult<HeatEvent> {
  const clean = cleanObservations({ archive: raw.archive, forecast: raw.recent, climate: raw.climate });
  const obs: HeatObservations = {
    ensemble: cleanEnsemble(raw.ensemble),
    archive: clean.archive,
    recent: clean.forecast,
    climate: clean.climate,
  };
  const { place } = ctx;
  const H = raw.historyName ?? 'ERA5';
  const P = pastValue(raw.pastName);
  const w = ctx.window;
  const days = lengthOf(w);
  const long = days >= 365;
  const now = isoDay(ctx.now);
  const first = isoDay(w.start);
  const last = isoDay(addDays(new Date(`${first}T00:00:00Z`), Math.ceil(days) - 1));
  const archive = obs.archive ? withTmax(obs.archive) : [];
  const clim = archive.length >= 365 ? heatClimate(archive) : undefined;
  const drivers: Message[] = [];
  // Within-source completeness (a missing source is counted by the engine): archive years and members received.
  let completeness = obs.archive ? Math.min(1, archive.length / (CLIMATOLOGY_YEARS * 365)) : 1;
  if (!clim) {
    drivers.push(msg('heat.noClimatology', { history: H }));
  }

  let probability: number;
  let daysGivenEvent: number;
  let extrapolation: number;
  let description: Descriptor;
  const eventExtra: { minTmaxC?: number; percentile?: number; calendarWindowDays?: number; returnPeriodYears?: number } = {};

  if (long && clim) {
    const T = days >= 3650 ? HEAT.returnYears.decades : HEAT.returnYears.year;
    const part = heatReturnLevelPart(clim, obs.climate, w, T);
    if (!part) {
      probability = 1 - (1 - 1 / T) ** (days / 365.25);
      daysGivenEvent = 0;
    } else {
      probability = part.probability;
      daysGivenEvent = windowDisruptionDays(part.daysPerEvent, part.expectedEvents);
      eventExtra.minTmaxC = Math.round(part.level * 10) / 10;
      eventExtra.returnPeriodYears = T;
      drivers.push(
        msg('heat.returnLevel', {
          years: T,
          tempC: fixed(part.level, 1),
          period: clim.days.length ? periodValue(clim.days) : '',
          history: H,
        }),
      );
      if (part.modelShiftC !== null) {
        drivers.push(msg('heat.cmip6', { shiftC: fixed(part.modelShiftC, 1), now: percent(part.pYearNow), end: percent(part.pYearEnd) }));
      } else {
        drivers.push(msg('heat.noCmip6', { years: T }));
      }
      drivers.push(msg('heat.spells', { events: fixed(part.expectedEvents, 1), days: fixed(part.daysPerEvent, 1), history: H }));
    }
    extrapolation = 1;
    description = msg('heat.eventReturnLevel', {
      tempC: fixed(eventExtra.minTmaxC ?? Number.NaN, 1),
      place: place.name,
      years: T,
      period: clim ? periodValue(clim.days) : '',
      history: H,
    });
  } else {
    // Forecast days in the window from the ensemble; the rest from ${H} windows of the same season.
    const maps = obs.ensemble && obs.recent ? heatBiasMaps(obs.ensemble, obs.recent, now) : { days: 0 };
    const fcPart = obs.ensemble && clim ? heatForecastPart(obs.ensemble, clim, maps, obs.recent, { first, last, now }) : undefined;
    const covered = fcPart?.forecastDays.length ?? 0;
    const windowDays = Math.max(1, Math.round(days));
    const restDays = Math.max(0, windowDays - covered);
    const restStart = fcPart && covered ? isoDay(addDays(new Date(`${fcPart.forecastDays.at(-1)}T00:00:00Z`), 1)) : first;
    const climPart = clim
      ? heatClimatologyPart(clim, restStart, restDays)
      : { probability: 1 - 0.95 ** restDays, daysGivenEvent: 0, years: 0 };
    const pF = fcPart?.probability ?? 0;
    probability = 1 - (1 - pF) * (1 - climPart.probability);
    const expectedDays = pF * (fcPart?.daysGivenEvent ?? 0) + climPart.probability * climPart.daysGivenEvent;
    daysGivenEvent = probability > 0 ? expectedDays / probability : 0;
    extrapolation = restDays / windowDays;
    if (fcPart) {
      completeness *= Math.min(1, fcPart.members / ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members);
      drivers.push(
        msg('heat.members', {
          hits: fcPart.eventMembers,
          members: fcPart.members,
          days: covered,
          peakC: fixed(fcPart.peakTmax ?? Number.NaN, 1),
          wetBulb: isNum(fcPart.peakWetBulb) ? msg('heat.wetBulb', { tempC: fixed(fcPart.peakWetBulb, 1) }) : '',
        }),
      );
      if (maps.tmax)
        drivers.push(msg('heat.biasRemoved', { days: maps.days, correctionC: fixed(meanCorrection(maps.tmax), 1), history: H, past: P }));
      else {
        drivers.push(msg('heat.biasKept', { history: H }));
      }
    } else if (clim) {
      drivers.push(msg('heat.noEnsemble', { history: H }));
    }
    if (clim) {
      const thr = clim.thresholds.at(first);
      eventExtra.minTmaxC = Math.round(thr * 10) / 10;
      drivers.push(msg('heat.threshold', { tempC: fixed(thr, 1), period: periodValue(clim.days), history: H }));
      if (restDays > 0) drivers.push(msg('heat.rest', { days: restDays, chance: percent(climPart.probability), history: H }));
    }
    eventExtra.percentile = HEAT.percentile;
    eventExtra.calendarWindowDays = HEAT.calendarWindowDays;
    description = msg('heat.eventPercentile', { period: clim ? periodValue(clim.days) : '', place: place.name, history: H });
  }

  const severity = severityFromDays(daysGivenEvent);
  drivers.push(msg('weather.ifItHappens', { days: fixed(daysGivenEvent, 1), severity: fixed(severity) }));

  return {
    hazard: 'heat',
    probability: chancePercent(probability),
    severity,
    event: {
      hazard: 'heat',
      description,
      radiusKm: HEAT.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      ...eventExtra,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: HEAT_VERIFIED_BY[H] ?? HEAT_VERIFIED_BY.ERA5!,
    },
    drivers,
    layers: [radiusLayer('heat', place, HEAT.radiusKm, msg('heat.layer', { km: HEAT.radiusKm }))],
    extrapolation,
    dataCompleteness: completeness,
  };
}
