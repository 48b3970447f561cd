// Air quality: CAMS PM2.5 forecast against the US EPA "unhealthy for sensitive groups" line; recent months as the base rate.
import type { AirHour } from '../../sources/open-meteo-air-quality/normalize.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { AirQualityEvent } from './event.js';
import {
  anyDay,
  clamp100,
  climWindow,
  exceedance,
  fmt,
  forecastInWindow,
  windowOf,
  jeffreys,
  maxOf,
  mean,
  pastRows,
  pct,
  radiusLayer,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Air quality"). */
export const AIR_QUALITY = {
  /** US EPA AQI (2024 revision): 24-h PM2.5 of 35.5 µg/m³ starts "Unhealthy for Sensitive Groups" (AQI 101). */
  eventPm25: 35.5,
  /** A day counts when at least half its hours have a value. */
  minHoursPerDay: 12,
  /** CAMS PM2.5 forecast error: ~30% of the value plus 3 µg/m³, growing 0.5 µg/m³ a day of lead. */
  sigmaRelative: 0.3,
  sigmaBase: 3,
  sigmaPerLeadDay: 0.5,
  /** Polluted days cluster with stagnant weather: two days count as one independent trial. */
  decorrelationDays: 2,
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

/** Severity: AQI 50 ("good" ends) is 0, AQI 300 ("hazardous" begins above it) is 100. */
export const airSeverity = (pm25: number): number => clamp100(((usAqiFromPm25(pm25) - 50) / 250) * 100);

export interface AirDay {
  date: string;
  pm25: number;
  maxAqi: number | null;
}

/** Daily means of the hourly series; days with too few hours (e.g. trailing nulls past the model horizon) are dropped. */
export function dailyAir(hours: readonly AirHour[] | undefined): AirDay[] {
  const byDay = new Map<string, { pm: number[]; aqi: number[] }>();
  for (const h of hours ?? []) {
    const day = h.time.slice(0, 10);
    const b = byDay.get(day) ?? { pm: [], aqi: [] };
    if (h.pm25 !== null && Number.isFinite(h.pm25)) b.pm.push(h.pm25);
    if (h.usAqi !== null && Number.isFinite(h.usAqi)) b.aqi.push(h.usAqi);
    byDay.set(day, b);
  }
  return [...byDay.entries()]
    .filter(([, b]) => b.pm.length >= AIR_QUALITY.minHoursPerDay)
    .map(([date, b]) => ({ date, pm25: mean(b.pm)!, maxAqi: maxOf(b.aqi) ?? null }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function airQualityModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<AirQualityEvent> {
  const obs = cleanObservations(raw);
  const { place } = ctx;
  const c = AIR_QUALITY;
  const w = windowOf(ctx.window);
  const days = dailyAir(obs.air);
  const past = pastRows(days, w);
  const fc = forecastInWindow(days, w);

  // Base rate: share of recent days over the line (persistence of the last ~3 months); a neutral prior without any.
  const pDay = jeffreys(past.filter((d) => d.pm25 >= c.eventPm25).length, past.length);
  const dayProbs = fc.days.map((d) => exceedance(d.row.pm25, c.eventPm25, c.sigmaBase + c.sigmaRelative * d.row.pm25 + c.sigmaPerLeadDay * d.lead));
  const probability = 1 - (1 - anyDay(dayProbs, c.decorrelationDays)) * (1 - climWindow(pDay, fc.restDays, c.decorrelationDays));

  const fcPeak = maxOf(fc.days.map((d) => d.row.pm25));
  const pastOver = past.filter((d) => d.pm25 >= c.eventPm25).map((d) => d.pm25);
  // Event day: the forecast peak when it is over the line, else the typical polluted day of recent months, else the line.
  const eventPm = fcPeak !== undefined && fcPeak >= c.eventPm25 ? fcPeak : (mean(pastOver) ?? c.eventPm25);
  const severity = airSeverity(eventPm);

  const drivers: string[] = [];
  if (fcPeak !== undefined) drivers.push(`CAMS forecast: daily mean PM2.5 up to ${fmt(fcPeak, 1)} µg/m³ (US AQI ${usAqiFromPm25(fcPeak)}) in the next ${fc.days.length} days.`);
  drivers.push(`${past.length ? `${pastOver.length} of the last ${past.length} days` : 'No recent days'} had a daily mean at or above ${c.eventPm25} µg/m³ (base rate ${pct(pDay)} a day).`);
  if (fc.restDays > 0) drivers.push(`${Math.round(fc.restDays)} days beyond the 7-day forecast assume the recent months persist; seasons not seen recently are not covered.`);
  drivers.push(`A polluted day here would reach about US AQI ${usAqiFromPm25(eventPm)} (${fmt(eventPm, 1)} µg/m³).`);

  return {
    hazard: 'air-quality',
    probability: probability * 100,
    severity,
    event: {
      hazard: 'air-quality',
      description: `At least one day with a 24-hour mean PM2.5 of ${c.eventPm25} µg/m³ or more (US AQI above 100) at ${place.name}`,
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      minDailyPm25: c.eventPm25,
      minUsAqi: 101,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'Open-Meteo Air Quality (CAMS pm2_5)',
    },
    drivers,
    layers: [radiusLayer('air-quality', place, c.radiusKm, `Air-quality model cell (${c.radiusKm} km)`)],
    // Only 7 forecast days; everything after rests on the recent months (and 1y+ on nothing seasonal at all).
    extrapolation: Math.min(1, fc.restDays / w.days + (w.days >= 365 ? 0.2 : 0)),
  };
}
