// Storm: an EONET severe storm nearby, its catalogue rate scaled by forecast gusts against the local gust climatology.
import type { ModelContext, ModelResult } from '../types.js';
import {
  anyDay,
  clamp100,
  climatologySample,
  climWindow,
  eonetBase,
  eonetLayer,
  eonetProbability,
  exceedance,
  extrapolationFor,
  fmt,
  forecastInWindow,
  freqAtLeast,
  horizonWindow,
  likelihoodRatio,
  maxOf,
  nums,
  pct,
  percentile,
  radiusLayer,
  seasonal,
  clamp,
  type WeatherObservations,
  cleanObservations,
} from './weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Storm"). */
export const STORM = {
  /** EONET category the event is scored against, and its radius (storm tracks are points every few hours). */
  category: 'severeStorms',
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

export function stormModel(raw: WeatherObservations, ctx: ModelContext): ModelResult {
  const obs = cleanObservations(raw);
  const { place, horizon, now } = ctx;
  const c = STORM;
  const w = horizonWindow(now, horizon);
  const base = eonetBase(obs.eonet, c.category, place, c.radiusKm, now);
  const clim = climatologySample(obs);
  const allGusts = nums(clim.rows.map((r) => r.gustMaxKmh));
  const seasonGusts = nums(seasonal(clim.rows, w).map((r) => r.gustMaxKmh));
  const pSeasonDay = freqAtLeast(seasonGusts, c.damagingGustKmh);
  const pYearDay = freqAtLeast(allGusts, c.damagingGustKmh);

  const fc = forecastInWindow(obs.forecast, w);
  const dayProbs = fc.days.map((d) =>
    d.row.gustMaxKmh === null ? (pSeasonDay ?? 0) : exceedance(d.row.gustMaxKmh, c.damagingGustKmh, c.sigmaBaseKmh + c.sigmaPerLeadDayKmh * d.lead),
  );
  const pLive = anyDay(dayProbs, c.decorrelationDays);
  const pClimSameDays = climWindow(pSeasonDay ?? 0, dayProbs.length, c.decorrelationDays);
  const lrForecast = dayProbs.length && pSeasonDay !== undefined ? likelihoodRatio(pLive, pClimSameDays) : 1;
  const lrSeason = pSeasonDay !== undefined && pYearDay !== undefined && w.days < 365 ? clamp(pSeasonDay / pYearDay, 0.25, 4) : 1;
  const probability = eonetProbability({ base, windowDays: w.days, forecastDays: dayProbs.length, lrForecast, restDays: fc.restDays, lrSeason });

  const fcPeak = maxOf(nums(fc.days.map((d) => d.row.gustMaxKmh)));
  const eventGust = Math.max(c.damagingGustKmh, fcPeak ?? -Infinity, percentile(allGusts, 99.9) ?? -Infinity);
  const heavyRain = fc.days.some((d) => (d.row.precipMm ?? 0) >= c.heavyRainMm);
  const severity = stormSeverity(eventGust, heavyRain);

  const drivers = [
    base.answered
      ? `${base.events.length} EONET severe storms within ${c.radiusKm} km in the last 10 years (rate ${fmt(base.ratePerYear, 2)} a year).`
      : `NASA EONET did not answer: the storm rate is the prior of a quiet catalogue (${fmt(base.ratePerYear, 2)} a year).`,
  ];
  if (fcPeak !== undefined) drivers.push(`Forecast gusts up to ${fmt(fcPeak)} km/h in the next ${fc.days.length} days (${pct(pLive)} chance of ${c.damagingGustKmh} km/h+ vs ${pct(pClimSameDays)} normally).`);
  if (base.ongoing.length) drivers.push(`Ongoing nearby: ${base.ongoing.map((e) => e.title).join('; ')}.`);
  if (pYearDay !== undefined) drivers.push(`Damaging gusts (${c.damagingGustKmh} km/h+) occurred on ${pct(pYearDay)} of days in the ${clim.source === 'archive' ? 'ERA5 climatology' : 'recent record'}.`);
  drivers.push(`A storm here would bring gusts of about ${fmt(eventGust)} km/h${heavyRain ? ' with heavy rain' : ''}.`);

  return {
    hazard: 'storm',
    probability: probability * 100,
    severity,
    event: {
      hazard: 'storm',
      description: `At least one NASA EONET severe-storm event observed within ${c.radiusKm} km of ${place.name}`,
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      category: c.category,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'NASA EONET',
    },
    drivers,
    layers: [
      eonetLayer('eonet-storms', `EONET severe storms within ${c.radiusKm} km (10 years)`, base.events),
      radiusLayer('storm', place, c.radiusKm, `Storm model radius (${c.radiusKm} km)`),
    ],
    // A catalogue rate nudged by live gusts: like the earthquake model, never a full live forecast.
    extrapolation: Math.min(1, 0.3 + 0.7 * extrapolationFor(fc.restDays / w.days, clim.source)),
  };
}

