// Storm: an EONET severe storm nearby, its catalogue rate scaled by forecast gusts against the local gust climatology.
import { EONET_CATEGORIES } from '../../sources/eonet/categories.js';
import { dailyOdds, eonetBase, eonetProbability, eonetRateDriver, eonetResult, ongoingDrivers, type EonetHazardSpec } from '../eonet-hazard.js';
import type { FloodEvent } from '../flood/event.js';
import type { StormEvent } from '../storm/event.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { WildfireEvent } from '../wildfire/event.js';
import {
  clamp100,
  climatologySample,
  fmt,
  forecastInWindow,
  maxOf,
  nums,
  pct,
  percentile,
  seasonal,
  windowOf,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Storm"). */
export const STORM = {
  /** EONET category the event is scored against, and its radius (storm tracks are points every few hours). */
  category: EONET_CATEGORIES.storm,
  radiusKm: 300,
  /** Damaging gusts: 90 km/h is Beaufort 10 ("storm"), close to the NWS severe-thunderstorm criterion of 58 mph (93 km/h). */
  damagingGustKmh: 90,
  /** Gust forecast error: ~8 km/h at day 1, +0.8 km/h a day. */
  sigmaBaseKmh: 8,
  sigmaPerLeadDayKmh: 0.8,
  decorrelationDays: 2,
  /** Severity: 60 km/h (Beaufort 8, gale) is 0; 178 km/h (Saffir-Simpson category 3) is 100. */
  severityFloorKmh: 60,
  severityTopKmh: 178,
  /** Heavy rain riding with the wind adds this much severity (flooding, falling trees on soaked ground). */
  heavyRainMm: 50,
  heavyRainBonus: 10,
} as const;

export const stormSeverity = (gustKmh: number, heavyRain: boolean): number =>
  clamp100(((gustKmh - STORM.severityFloorKmh) / (STORM.severityTopKmh - STORM.severityFloorKmh)) * 100 + (heavyRain ? STORM.heavyRainBonus : 0));

const SPEC: EonetHazardSpec = {
  hazard: 'storm',
  category: STORM.category,
  radiusKm: STORM.radiusKm,
  label: 'Storm',
  plural: 'severe storms',
  rateNoun: 'storm',
  eventNoun: 'severe-storm',
  ongoingWord: 'Ongoing',
  layerId: 'eonet-storms',
};

export function stormModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<FloodEvent | WildfireEvent | StormEvent> {
  const obs = cleanObservations(raw);
  const { place, now } = ctx;
  const c = STORM;
  const w = windowOf(ctx.window);
  const base = eonetBase(obs.eonet, c.category, place, c.radiusKm, now);
  const clim = climatologySample(obs);
  const allGusts = nums(clim.rows.map((r) => r.gustMaxKmh));
  const fc = forecastInWindow(obs.forecast, w);
  const odds = dailyOdds({
    all: allGusts,
    season: nums(seasonal(clim.rows, w).map((r) => r.gustMaxKmh)),
    forecast: fc.days.map((d) => ({ value: d.row.gustMaxKmh, lead: d.lead })),
    level: c.damagingGustKmh,
    sigma: (lead) => c.sigmaBaseKmh + c.sigmaPerLeadDayKmh * lead,
    decorrelationDays: c.decorrelationDays,
    w,
  });
  const probability = eonetProbability({ base, windowDays: w.days, forecastDays: odds.forecastDays, lrForecast: odds.lrForecast, restDays: fc.restDays, lrSeason: odds.lrSeason });

  const fcPeak = maxOf(nums(fc.days.map((d) => d.row.gustMaxKmh)));
  const eventGust = Math.max(c.damagingGustKmh, fcPeak ?? -Infinity, percentile(allGusts, 99.9) ?? -Infinity);
  const heavyRain = fc.days.some((d) => (d.row.precipMm ?? 0) >= c.heavyRainMm);
  const severity = stormSeverity(eventGust, heavyRain);

  const drivers = [eonetRateDriver(SPEC, base)];
  if (fcPeak !== undefined) drivers.push(`Forecast gusts up to ${fmt(fcPeak)} km/h in the next ${fc.days.length} days (${pct(odds.pLive)} chance of ${c.damagingGustKmh} km/h+ vs ${pct(odds.pClimSameDays)} normally).`);
  drivers.push(...ongoingDrivers(SPEC, base));
  if (odds.pYearDay !== undefined) drivers.push(`Damaging gusts (${c.damagingGustKmh} km/h+) occurred on ${pct(odds.pYearDay)} of days in the ${clim.source === 'archive' ? 'ERA5 climatology' : 'recent record'}.`);
  drivers.push(`A storm here would bring gusts of about ${fmt(eventGust)} km/h${heavyRain ? ' with heavy rain' : ''}.`);

  return eonetResult(SPEC, ctx, w, base, { probability, severity, drivers, restDays: fc.restDays, climSource: clim.source });
}
