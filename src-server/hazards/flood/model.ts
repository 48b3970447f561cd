// Flood: an EONET flood nearby, its catalogue rate scaled by forecast river discharge (vs its 2-year level) and heavy rain.
import type { DischargeDay, DischargeHistoryDay } from '../../sources/open-meteo-flood/normalize.js';
import { EONET_CATEGORIES } from '../../sources/eonet/categories.js';
import { eonetBase, eonetProbability, eonetRateDriver, eonetResult, likelihoodRatio, ongoingDrivers, SEASON_RATIO_BOUNDS, type EonetHazardSpec } from '../eonet-hazard.js';
import type { FloodEvent } from '../flood/event.js';
import type { StormEvent } from '../storm/event.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { WildfireEvent } from '../wildfire/event.js';
import {
  anyDay,
  clamp,
  clamp100,
  climatologySample,
  climWindow,
  exceedance,
  fmt,
  forecastInWindow,
  freqAtLeast,
  isNum,
  maxOf,
  nums,
  pct,
  percentile,
  seasonal,
  union,
  windowOf,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Flood"). */
export const FLOOD = {
  category: EONET_CATEGORIES.flood,
  radiusKm: 150,
  /** Heavy rain: 50 mm in a day (the ETCCDI "Rnnmm" family; where urban drainage commonly overflows). */
  heavyRainMm: 50,
  /** Rain forecast error: 5 mm plus half the forecast amount, +0.5 mm a day of lead (rain errors grow with amount). */
  rainSigmaBaseMm: 5,
  rainSigmaRelative: 0.5,
  rainSigmaPerLeadDayMm: 0.5,
  /** GloFAS's lowest flood threshold is the 2-year return level; we take the median of annual maxima. */
  minYearDays: 300,
  /** Below this 2-year discharge the cell has no real river (e.g. 0.00 m³/s off the network). */
  minRiverM3s: 1,
  /** Flood waves last: ten days of river count as one trial; heavy-rain days are independent. */
  riverDecorrelationDays: 10,
  rainDecorrelationDays: 1,
  /** Ensemble members of GloFAS: the max member is exceeded with about 1/51. */
  ensembleMembers: 51,
} as const;

/** 2-year return level: the median of complete years' maximum daily discharge. */
export function twoYearLevel(history: readonly DischargeHistoryDay[] | undefined): { q2: number; years: number } | undefined {
  const byYear = new Map<string, number[]>();
  for (const d of history ?? []) if (isNum(d.q)) byYear.set(d.date.slice(0, 4), [...(byYear.get(d.date.slice(0, 4)) ?? []), d.q]);
  const maxima = [...byYear.values()].filter((qs) => qs.length >= FLOOD.minYearDays).map((qs) => maxOf(qs)!);
  const q2 = percentile(maxima, 50);
  return q2 === undefined ? undefined : { q2, years: maxima.length };
}

/**
 * P(discharge > threshold) on one day from the ensemble's quantiles: min ~ 1 - 1/51, p25 0.75, median 0.5,
 * p75 0.25, max 1/51, linear between; the control run alone gets a 15% normal error.
 */
export function riverDayProbability(d: DischargeDay, threshold: number): number {
  const tail = 1 / FLOOD.ensembleMembers;
  const pts = ([
    [d.min, 1 - tail],
    [d.p25, 0.75],
    [d.median, 0.5],
    [d.p75, 0.25],
    [d.max, tail],
  ] as [number | null, number][]).filter((p): p is [number, number] => isNum(p[0]));
  if (pts.length >= 2) {
    if (threshold <= pts[0]![0]) return pts[0]![1];
    if (threshold > pts.at(-1)![0]) return 0;
    for (let i = 1; i < pts.length; i++) {
      const [x0, p0] = pts[i - 1]!;
      const [x1, p1] = pts[i]!;
      if (threshold <= x1) return x1 === x0 ? p1 : p0 + ((p1 - p0) * (threshold - x0)) / (x1 - x0);
    }
    return 0;
  }
  const q = isNum(d.q) ? d.q : pts[0]?.[0];
  return q === undefined ? 0 : exceedance(q, threshold, 0.15 * Math.max(q, threshold) + 1e-6);
}

/** Severity: rain from 50 mm (30) to 200 mm (100); river at its 2-year level 40, twice it 80. Weighted by each part's chance. */
export const rainSeverity = (mm: number): number => clamp100(30 + (70 * (mm - FLOOD.heavyRainMm)) / 150);
export const riverSeverity = (ratioToQ2: number): number => clamp100(40 + 40 * Math.log2(Math.max(1, ratioToQ2)));

const SPEC: EonetHazardSpec = {
  hazard: 'flood',
  category: FLOOD.category,
  radiusKm: FLOOD.radiusKm,
  label: 'Flood',
  plural: 'floods',
  rateNoun: 'flood',
  eventNoun: 'flood',
  ongoingWord: 'Ongoing',
  layerId: 'eonet-floods',
};

export function floodModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<FloodEvent | WildfireEvent | StormEvent> {
  const obs = cleanObservations(raw);
  const { place, now } = ctx;
  const c = FLOOD;
  const w = windowOf(ctx.window);
  const base = eonetBase(obs.eonet, c.category, place, c.radiusKm, now);

  // River: the 2-year level from the reanalysis; a cell off the river network has none.
  const level = twoYearLevel(obs.dischargeHistory);
  const river = level && level.q2 >= c.minRiverM3s ? level : undefined;
  const histSeason = seasonal(obs.dischargeHistory, w);
  const riverSeasonDay = river ? freqAtLeast(nums(histSeason.map((d) => d.q)), river.q2) : undefined;
  const riverYearDay = river ? freqAtLeast(nums((obs.dischargeHistory ?? []).map((d) => d.q)), river.q2) : undefined;

  // Rain: the forecast's days in the window against the climatology's heavy-rain days.
  const clim = climatologySample(obs);
  const rainSeasonDay = freqAtLeast(nums(seasonal(clim.rows, w).map((r) => r.precipMm)), c.heavyRainMm);
  const rainYearDay = freqAtLeast(nums(clim.rows.map((r) => r.precipMm)), c.heavyRainMm);
  const fc = forecastInWindow(obs.forecast, w);
  const rainProbs = fc.days.map((d) =>
    d.row.precipMm === null
      ? (rainSeasonDay ?? 0)
      : exceedance(d.row.precipMm, c.heavyRainMm, c.rainSigmaBaseMm + c.rainSigmaRelative * d.row.precipMm + c.rainSigmaPerLeadDayMm * d.lead),
  );
  const fcDates = new Set(fc.days.map((d) => d.row.date));
  const riverFc = river ? (obs.discharge ?? []).filter((d) => fcDates.has(d.date)) : [];
  const riverProbs = river ? riverFc.map((d) => riverDayProbability(d, river.q2)) : [];

  // Live vs normal over the forecast days: river waves persist, so its days count as the max, not a product.
  const pRainLive = anyDay(rainProbs, c.rainDecorrelationDays);
  const pRiverLive = riverProbs.length ? Math.max(...riverProbs) : 0;
  const pLive = union(pRainLive, pRiverLive);
  const pClimSameDays = union(
    climWindow(rainSeasonDay ?? 0, rainProbs.length, c.rainDecorrelationDays),
    riverProbs.length ? climWindow(riverSeasonDay ?? 0, riverProbs.length, c.riverDecorrelationDays) : 0,
  );
  const haveClim = rainSeasonDay !== undefined || riverSeasonDay !== undefined;
  const lrForecast = fc.days.length && haveClim ? likelihoodRatio(pLive, pClimSameDays) : 1;
  const seasonP = union(rainSeasonDay ?? 0, riverSeasonDay ?? 0);
  const yearP = union(rainYearDay ?? 0, riverYearDay ?? 0);
  const lrSeason = haveClim && yearP > 0 && w.days < 365 ? clamp(seasonP / yearP, SEASON_RATIO_BOUNDS[0], SEASON_RATIO_BOUNDS[1]) : 1;
  const probability = eonetProbability({ base, windowDays: w.days, forecastDays: fc.days.length, lrForecast, restDays: fc.restDays, lrSeason });

  // Severity of a flood if one happens: the worse of rain and river, weighted by how likely each is to be the cause.
  const fcRainPeak = maxOf(nums(fc.days.map((d) => d.row.precipMm)));
  const climRain2y = percentile(nums(clim.rows.map((r) => r.precipMm)), 99.7); // about the wettest day of a year
  const eventRain = Math.max(c.heavyRainMm, fcRainPeak ?? -Infinity, climRain2y ?? -Infinity);
  const riverPeak = maxOf(nums(riverFc.map((d) => d.median ?? d.q)));
  const ratio = river && riverPeak !== undefined ? riverPeak / river.q2 : 1;
  const wRain = Math.max(pRainLive, rainSeasonDay ?? 0, 0.01);
  const wRiver = river ? Math.max(pRiverLive, riverSeasonDay ?? 0, 0.01) : 0;
  const severity = (wRain * rainSeverity(eventRain) + wRiver * riverSeverity(ratio)) / (wRain + wRiver);

  const drivers = [eonetRateDriver(SPEC, base)];
  if (river) drivers.push(`River cell (GloFAS): 2-year discharge ${fmt(river.q2)} m³/s from ${river.years} years; forecast median peak ${riverPeak === undefined ? 'n/a' : `${fmt(riverPeak)} m³/s`} (${pct(pRiverLive)} chance to exceed).`);
  else if (obs.dischargeHistory) drivers.push('No river in the GloFAS network at this cell: river flooding not modelled, rain only.');
  else if (obs.discharge) drivers.push('The GloFAS reanalysis did not answer: without its history the river forecast cannot be judged, rain only.');
  if (fcRainPeak !== undefined) drivers.push(`Forecast rain up to ${fmt(fcRainPeak)} mm in a day over the next ${fc.days.length} days (${pct(pRainLive)} chance of ${c.heavyRainMm} mm+).`);
  drivers.push(`Live conditions make a flood ${fmt(lrForecast, 1)}x as likely as usual for these days; the season ${fmt(lrSeason, 1)}x the yearly average.`);
  drivers.push(...ongoingDrivers(SPEC, base));

  return eonetResult(SPEC, ctx, w, base, { probability, severity: clamp100(severity), drivers, restDays: fc.restDays, climSource: clim.source });
}
