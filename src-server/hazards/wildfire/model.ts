// Wildfire: an EONET wildfire nearby, its catalogue rate scaled by forecast fire weather (Fosberg index) and dry spells.
import { EONET_CATEGORIES } from '../../sources/eonet/categories.js';
import type { WeatherDay } from '../../sources/open-meteo-forecast/normalize.js';
import { dailyOdds, eonetBase, eonetProbability, eonetRateDriver, eonetResult, ongoingDrivers, type EonetHazardSpec } from '../eonet-hazard.js';
import type { FloodEvent } from '../flood/event.js';
import type { StormEvent } from '../storm/event.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { WildfireEvent } from '../wildfire/event.js';
import {
  clamp,
  clamp100,
  climatologySample,
  fmt,
  forecastInWindow,
  maxOf,
  nums,
  pastRows,
  pct,
  percentile,
  seasonal,
  windowOf,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Wildfire"). */
export const WILDFIRE = {
  category: EONET_CATEGORIES.wildfire,
  radiusKm: 100,
  /** Fosberg Fire Weather Index of 50+: our choice of "critical" (upper tail of FFWI climatologies; not an agency standard). */
  criticalFfwi: 50,
  /** FFWI forecast error: 6 points at day 1, +0.6 a day (errors of wind and humidity compound). */
  sigmaBase: 6,
  sigmaPerLeadDay: 0.6,
  decorrelationDays: 2,
  /** A day with less than 1 mm of rain is dry (the ETCCDI dry-day definition). */
  dryDayMm: 1,
  /** A dry spell of 30 days or more counts as fully cured fuel for severity. */
  drySpellFullDays: 30,
} as const;

/**
 * Fosberg (1978) Fire Weather Index from temperature (°C), relative humidity (%) and wind (km/h): the
 * equilibrium moisture content of fine fuels (Simard 1968) damped into 0-100. Capped at 100.
 */
export function fosbergFfwi(tC: number, rhPct: number, windKmh: number): number {
  const t = (tC * 9) / 5 + 32;
  const h = clamp(rhPct, 0, 100);
  const u = Math.max(0, windKmh) / 1.609344;
  let m: number;
  if (h < 10) m = 0.03229 + 0.281073 * h - 0.000578 * h * t;
  else if (h <= 50) m = 2.22749 + 0.160107 * h - 0.01478 * t;
  else m = 21.0606 + 0.005565 * h * h - 0.00035 * h * t - 0.483199 * h;
  const r = Math.max(0, m) / 30;
  const eta = Math.max(0, 1 - 2 * r + 1.5 * r * r - 0.5 * r * r * r);
  return clamp((eta * Math.sqrt(1 + u * u)) / 0.3002, 0, 100);
}

export const dayFfwi = (d: WeatherDay): number | null =>
  d.tmaxC === null || d.rhMinPct === null || d.windMaxKmh === null ? null : fosbergFfwi(d.tmaxC, d.rhMinPct, d.windMaxKmh);

/** Consecutive dry days up to the last day of `rows` (rows in date order). */
export function drySpellDays(rows: readonly WeatherDay[]): number {
  let n = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    const p = rows[i]!.precipMm;
    if (p === null) continue;
    if (p >= WILDFIRE.dryDayMm) break;
    n++;
  }
  return n;
}

/** Severity: half from the fire weather (FFWI 20 -> 0, 80 -> 50), half from fuel dryness (dry spell). */
export const wildfireSeverity = (ffwi: number, drySpell: number): number =>
  clamp100(((ffwi - 20) / 60) * 50 + clamp(drySpell / WILDFIRE.drySpellFullDays, 0, 1) * 50);

const SPEC: EonetHazardSpec = {
  hazard: 'wildfire',
  category: WILDFIRE.category,
  radiusKm: WILDFIRE.radiusKm,
  label: 'Wildfire',
  plural: 'wildfires',
  rateNoun: 'wildfire',
  eventNoun: 'wildfire',
  ongoingWord: 'Burning',
  layerId: 'eonet-wildfires',
};

export function wildfireModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<FloodEvent | WildfireEvent | StormEvent> {
  const obs = cleanObservations(raw);
  const { place, now } = ctx;
  const c = WILDFIRE;
  const w = windowOf(ctx.window);
  const base = eonetBase(obs.eonet, c.category, place, c.radiusKm, now);
  const clim = climatologySample(obs);
  const allFfwi = nums(clim.rows.map(dayFfwi));
  const fc = forecastInWindow(obs.forecast, w);
  const fcFfwi = fc.days.map((d) => ({ value: dayFfwi(d.row), lead: d.lead }));
  const odds = dailyOdds({
    all: allFfwi,
    season: nums(seasonal(clim.rows, w).map(dayFfwi)),
    forecast: fcFfwi,
    level: c.criticalFfwi,
    sigma: (lead) => c.sigmaBase + c.sigmaPerLeadDay * lead,
    decorrelationDays: c.decorrelationDays,
    w,
  });
  const probability = eonetProbability({ base, windowDays: w.days, forecastDays: odds.forecastDays, lrForecast: odds.lrForecast, restDays: fc.restDays, lrSeason: odds.lrSeason });

  const drySpell = drySpellDays(pastRows(obs.forecast, w));
  const fcPeak = maxOf(nums(fcFfwi.map((d) => d.value)));
  const eventFfwi = Math.max(c.criticalFfwi, fcPeak ?? -Infinity, percentile(allFfwi, 99) ?? -Infinity);
  // Long windows see every season: the dry spell of today says little, so the typical dry season's half weight is used.
  const severity = wildfireSeverity(eventFfwi, w.days >= 365 ? c.drySpellFullDays / 2 : drySpell);

  const drivers = [eonetRateDriver(SPEC, base)];
  if (fcPeak !== undefined) drivers.push(`Forecast fire weather (Fosberg index) up to ${fmt(fcPeak)} in the next ${fc.days.length} days: ${pct(odds.pLive)} chance of critical (${c.criticalFfwi}+) vs ${pct(odds.pClimSameDays)} normally.`);
  if (obs.forecast) drivers.push(`${drySpell} dry days (under ${c.dryDayMm} mm) in a row up to today.`);
  drivers.push(...ongoingDrivers(SPEC, base));
  if (odds.pYearDay !== undefined) drivers.push(`Critical fire weather occurred on ${pct(odds.pYearDay)} of days in the ${clim.source === 'archive' ? 'ERA5 climatology' : 'recent record'}.`);

  return eonetResult(SPEC, ctx, w, base, { probability, severity, drivers, restDays: fc.restDays, climSource: clim.source });
}
