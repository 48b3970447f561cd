// Heat: forecast daily maxima against the local climatology's hot tail; CMIP6 warming shifts it for 10y/30y.
import type { ModelContext, ModelResult } from '../types.js';
import type { HeatEvent } from './event.js';
import {
  anyDay,
  clamp100,
  climateChange,
  climatologySample,
  climWindow,
  exceedance,
  extrapolationFor,
  fmt,
  forecastInWindow,
  windowOf,
  jeffreys,
  maxOf,
  nums,
  pct,
  percentile,
  periodOf,
  radiusLayer,
  seasonal,
  union,
  windowShift,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Heat"). */
export const HEAT = {
  /** Short windows: hotter than 95% of days of the season (the percentile basis of WMO/ETCCDI heat indices, TX90p-style). */
  seasonalPercentile: 95,
  /** Windows of a year or more: hotter than 99% of all days of the year. */
  annualPercentile: 99,
  /** Forecast error of daily Tmax: ~1.5 °C at day 1, growing ~0.1 °C a day (ECMWF verification, 2 m temperature). */
  sigmaBaseC: 1.5,
  sigmaPerLeadDayC: 0.1,
  /** Hot days come in spells: three days count as one independent trial. */
  decorrelationDays: 3,
  /** NWS heat-index categories: Caution from 80 °F (26.7 °C), Extreme Danger from 125 °F (51.7 °C). */
  heatIndexCautionC: 26.7,
  heatIndexExtremeC: 51.7,
  /** Humidity assumed when no source gives one (a dry-ish afternoon). */
  defaultRhPct: 40,
  radiusKm: 25,
} as const;

/** NWS heat index (Rothfusz regression with the NWS adjustments), °C in, °C out. */
export function heatIndexC(tC: number, rhPct: number): number {
  const t = (tC * 9) / 5 + 32;
  const rh = Math.min(100, Math.max(0, rhPct));
  let hi = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  if ((hi + t) / 2 >= 80) {
    hi =
      -42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh - 0.00683783 * t * t - 0.05481717 * rh * rh +
      0.00122874 * t * t * rh + 0.00085282 * t * rh * rh - 0.00000199 * t * t * rh * rh;
    if (rh < 13 && t >= 80 && t <= 112) hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
    else if (rh > 85 && t >= 80 && t <= 87) hi += ((rh - 85) / 10) * ((87 - t) / 5);
  }
  return ((hi - 32) * 5) / 9;
}

/** Severity: the heat index on the event day, NWS Caution (0) to Extreme Danger (100), linear. */
export const heatSeverity = (tC: number, rhPct: number): number =>
  clamp100(((heatIndexC(tC, rhPct) - HEAT.heatIndexCautionC) / (HEAT.heatIndexExtremeC - HEAT.heatIndexCautionC)) * 100);

export function heatModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<HeatEvent> {
  const obs = cleanObservations(raw);
  const { place, horizon } = ctx;
  const c = HEAT;
  const w = windowOf(ctx.window);
  const long = w.days >= 365;
  const clim = climatologySample(obs);
  const sample = long ? clim.rows : seasonal(clim.rows, w);
  const tmaxSample = nums(sample.map((r) => r.tmaxC));
  const q = long ? c.annualPercentile : c.seasonalPercentile;
  const fc = forecastInWindow(obs.forecast, w);
  const fcTmax = nums(fc.days.map((d) => d.row.tmaxC));
  // Without any climatology the threshold falls back to the hottest forecast day minus nothing: no exceedance is claimed.
  const threshold = percentile(tmaxSample, q) ?? maxOf(fcTmax) ?? 35;

  // CMIP6: warming between the baseline decade and the window, added to every climatology day.
  const shiftC = horizon === '10y' || horizon === '30y' ? windowShift(climateChange(obs.climate, 'tmaxC'), w.days / 365.25) : 0;
  const pClimDay = tmaxSample.length ? jeffreys(tmaxSample.filter((t) => t + shiftC >= threshold).length, tmaxSample.length) : 1 - q / 100;

  const dayProbs = fc.days.map((d) => (d.row.tmaxC === null ? pClimDay : exceedance(d.row.tmaxC, threshold, c.sigmaBaseC + c.sigmaPerLeadDayC * d.lead)));
  const pForecast = anyDay(dayProbs, c.decorrelationDays);
  const pRest = climWindow(pClimDay, fc.restDays, c.decorrelationDays);
  const probability = union(pForecast, pRest);

  // Event day: the hottest forecast day if it beats the threshold, else the threshold itself; humidity of hot days.
  const eventTmax = Math.max(threshold + shiftC, maxOf(fcTmax) ?? -Infinity);
  const hotRh = nums([...sample, ...fc.days.map((d) => d.row)].filter((r) => r.tmaxC !== null && r.tmaxC >= threshold - 1).map((r) => r.rhMinPct));
  const rh = percentile(hotRh, 50) ?? percentile(nums(sample.map((r) => r.rhMinPct)), 50) ?? c.defaultRhPct;
  const severity = heatSeverity(eventTmax, rh);

  const drivers: string[] = [];
  if (fcTmax.length) drivers.push(`Forecast maximum temperature in the window: up to ${fmt(maxOf(fcTmax)!, 1)} °C over ${fcTmax.length} forecast days.`);
  drivers.push(
    clim.source === 'archive'
      ? `Threshold ${fmt(threshold, 1)} °C: the ${q}th percentile of daily maxima ${long ? 'all year' : 'at this time of year'} in ${tmaxSample.length} days of ERA5 history.`
      : `No climatology answered: threshold ${fmt(threshold, 1)} °C taken from ${clim.source === 'forecast-past' ? "the forecast's own recent days" : 'a default'}.`,
  );
  if (shiftC !== 0) drivers.push(`CMIP6 (MRI-AGCM3-2-S) warms daily maxima by ${fmt(shiftC, 1)} °C over this window compared with the last decade.`);
  if (fc.restDays > 0) drivers.push(`${Math.round(fc.restDays)} days beyond the forecast use the climatological chance of ${pct(pClimDay)} a day.`);
  drivers.push(`On such a day the heat index would be about ${fmt(heatIndexC(eventTmax, rh), 0)} °C (NWS scale) at ${fmt(rh, 0)}% afternoon humidity.`);

  return {
    hazard: 'heat',
    probability: probability * 100,
    severity,
    event: {
      hazard: 'heat',
      description: `At least one day with a maximum temperature of ${fmt(threshold, 1)} °C or more at ${place.name} (the ${q}th percentile of ${long ? 'all days' : 'days at this time of year'}, ${periodOf(clim.rows)} climatology)`,
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      minTmaxC: Math.round(threshold * 10) / 10,
      percentile: q,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'Open-Meteo Historical Weather (ERA5 daily temperature_2m_max)',
    },
    drivers,
    layers: [radiusLayer('heat', place, c.radiusKm, `Heat model area (${c.radiusKm} km grid cell neighbourhood)`)],
    extrapolation: extrapolationFor(fc.restDays / w.days, clim.source),
  };
}
