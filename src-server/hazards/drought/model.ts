// Drought: the 90-day climatic water balance (rain minus FAO-56 evapotranspiration) against its dry tail; CMIP6 for decades.
import type { ModelContext, ModelResult } from '../types.js';
import type { DroughtEvent } from './event.js';
import {
  addDays,
  clamp100,
  climateChange,
  dayOfYear,
  fmt,
  windowOf,
  isNum,
  isoDay,
  mean,
  normalCdf,
  nums,
  pct,
  percentile,
  periodOf,
  radiusLayer,
  windowShift,
  type WeatherObservations,
  cleanObservations,
} from '../weather-common.js';

/** Constants, each with its source in docs/methodology.md ("Drought"). */
export const DROUGHT = {
  /** 90 days: the 3-month accumulation of SPI-3/SPEI-3, the usual agricultural-drought scale (WMO 2012). */
  balanceDays: 90,
  /** Driest 10%: SPEI about -1.28, between "moderately" and "severely" dry (McKee et al. 1993 classes). */
  percentile: 10,
  /** Days either side of the target date whose 90-day balances form its climatology. */
  seasonMarginDays: 15,
  /** Fewer balances than this: fall back to a normal approximation from daily values. */
  minSamples: 10,
  /** Daily balances are autocorrelated (rain spells): three days per independent value in the normal approximation. */
  decorrelationDays: 3,
  radiusKm: 50,
} as const;

interface BalanceDay {
  date: string;
  precipMm: number | null;
  et0Mm: number | null;
}

const wb = (d: BalanceDay, fallback: number) => (isNum(d.precipMm) && isNum(d.et0Mm) ? d.precipMm - d.et0Mm : fallback);

/** 90-day sums of balance, precipitation and ET0 ending on days within ±margin of `targetDoy` (rows in date order). */
export function balanceSums(rows: readonly BalanceDay[], targetDoy: number | null): { wb: number[]; precip: number[]; et0: number[] } {
  const n = DROUGHT.balanceDays;
  const meanWb = mean(nums(rows.map((r) => (isNum(r.precipMm) && isNum(r.et0Mm) ? r.precipMm - r.et0Mm : null)))) ?? 0;
  const meanP = mean(nums(rows.map((r) => r.precipMm))) ?? 0;
  const meanE = mean(nums(rows.map((r) => r.et0Mm))) ?? 0;
  const out = { wb: [] as number[], precip: [] as number[], et0: [] as number[] };
  let sWb = 0;
  let sP = 0;
  let sE = 0;
  rows.forEach((r, i) => {
    sWb += wb(r, meanWb);
    sP += r.precipMm ?? meanP;
    sE += r.et0Mm ?? meanE;
    if (i >= n) {
      const old = rows[i - n]!;
      sWb -= wb(old, meanWb);
      sP -= old.precipMm ?? meanP;
      sE -= old.et0Mm ?? meanE;
    }
    if (i < n - 1) return;
    if (targetDoy !== null) {
      const off = Math.abs(dayOfYear(r.date) - targetDoy);
      if (Math.min(off, 365 - off) > DROUGHT.seasonMarginDays) return;
    }
    out.wb.push(sWb);
    out.precip.push(sP);
    out.et0.push(sE);
  });
  return out;
}

const sd = (xs: readonly number[]): number => {
  const m = mean(xs);
  if (m === undefined || xs.length < 2) return 0;
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
};

/** Severity: how much of a normal season's rain and of the evaporative demand a 1-in-10 dry season leaves unmet. */
export function droughtSeverity(dryPrecip: number, medianPrecip: number, medianEt0: number): number {
  const relative = medianPrecip > 0 ? Math.max(0, 1 - dryPrecip / medianPrecip) : 1;
  const demand = medianEt0 > 0 ? Math.max(0, 1 - dryPrecip / medianEt0) : relative;
  return clamp100(100 * (0.7 * relative + 0.3 * demand));
}

export function droughtModel(raw: WeatherObservations, ctx: ModelContext): ModelResult<DroughtEvent> {
  const obs = cleanObservations(raw);
  const { place, horizon, now } = ctx;
  const c = DROUGHT;
  const w = windowOf(ctx.window);
  const sorted = <T extends { date: string }>(rows: readonly T[] | undefined): T[] => [...(rows ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  // Climatology: ERA5 archive, else the CMIP6 run's baseline decade, else the forecast's own 108 days.
  const climRows: BalanceDay[] = obs.archive?.length
    ? sorted(obs.archive)
    : obs.climate?.length
      ? sorted(obs.climate).filter((r) => Number(r.date.slice(0, 4)) < now.getUTCFullYear())
      : sorted(obs.forecast);
  const climSource = obs.archive?.length ? 'ERA5 archive' : obs.climate?.length ? 'CMIP6 baseline' : obs.forecast?.length ? 'recent days only' : 'none';

  // Target: the balance ending at the window's end, or 90 days ahead for longer windows (then season by season).
  const evalEnd = addDays(w.start, Math.min(w.days, c.balanceDays));
  const evalDate = isoDay(evalEnd);
  const season = balanceSums(climRows, dayOfYear(evalDate));
  const daily = nums(climRows.map((r) => (isNum(r.precipMm) && isNum(r.et0Mm) ? r.precipMm - r.et0Mm : null)));
  const dailyMean = mean(daily) ?? 0;
  const empirical = season.wb.length >= c.minSamples;
  const normalSd = (sd(daily) || 1) * Math.sqrt(c.balanceDays * c.decorrelationDays);
  const p10 = empirical ? percentile(season.wb, c.percentile)! : c.balanceDays * dailyMean - 1.2816 * normalSd;
  const sampleSd = empirical ? sd(season.wb) || normalSd : normalSd;

  // Projection: observed and forecast days of the 90-day period, the rest filled with the season's mean daily balance.
  const from = isoDay(addDays(evalEnd, -c.balanceDays));
  const known = sorted(obs.forecast).filter((r) => r.date > from && r.date <= evalDate && isNum(r.precipMm) && isNum(r.et0Mm));
  const seasonDailyMean = empirical ? mean(season.wb)! / c.balanceDays : dailyMean;
  const unknownDays = Math.max(0, c.balanceDays - known.length);
  const projected = known.reduce((s, r) => s + (r.precipMm! - r.et0Mm!), 0) + unknownDays * seasonDailyMean;
  const sigma = sampleSd * Math.sqrt(unknownDays / c.balanceDays) + 0.1 * sampleSd + 1;
  const pFirst = normalCdf((p10 - projected) / sigma);

  // Later seasons: 10% each by definition, moved by the CMIP6 change in rain minus evapotranspiration for 10y/30y.
  const decades = horizon === '10y' || horizon === '30y';
  const shiftP = decades ? windowShift(climateChange(obs.climate, 'precipMm'), w.days / 365.25) : 0;
  const shiftE = decades ? windowShift(climateChange(obs.climate, 'et0Mm'), w.days / 365.25) : 0;
  const shiftWb = (shiftP - shiftE) * c.balanceDays;
  const pSeason = normalCdf(-1.2816 - shiftWb / Math.max(1, sampleSd));
  const laterSeasons = Math.max(0, w.days - c.balanceDays) / c.balanceDays;
  const probability = 1 - (1 - pFirst) * (1 - pSeason) ** laterSeasons;

  const dryPrecip = percentile(season.precip, c.percentile) ?? Math.max(0, c.balanceDays * (mean(nums(climRows.map((r) => r.precipMm))) ?? 0) * 0.5);
  const medianPrecip = percentile(season.precip, 50) ?? c.balanceDays * (mean(nums(climRows.map((r) => r.precipMm))) ?? 0);
  const medianEt0 = percentile(season.et0, 50) ?? c.balanceDays * (mean(nums(climRows.map((r) => r.et0Mm))) ?? 0);
  const severity = droughtSeverity(dryPrecip, medianPrecip, medianEt0);

  const drivers = [
    `90-day water balance to ${evalDate}: about ${fmt(projected)} mm projected (${known.length} days observed or forecast), against a dry threshold of ${fmt(p10)} mm (${climSource}).`,
    `Chance it ends below the threshold: ${pct(pFirst)}.`,
  ];
  if (laterSeasons > 0) drivers.push(`${fmt(laterSeasons, 1)} more 90-day seasons in the window at ${pct(pSeason)} each${decades ? ` (CMIP6 change in rain minus evapotranspiration: ${fmt(shiftWb)} mm per 90 days)` : ''}.`);
  drivers.push(`In a 1-in-10 dry season here rain totals about ${fmt(dryPrecip)} mm against a usual ${fmt(medianPrecip)} mm and an evaporative demand of ${fmt(medianEt0)} mm.`);

  return {
    hazard: 'drought',
    probability: probability * 100,
    severity,
    event: {
      hazard: 'drought',
      description:
        w.days <= c.balanceDays
          ? `The 90-day water balance (precipitation minus FAO-56 reference evapotranspiration) ending ${evalDate} at ${place.name} falls to ${fmt(p10)} mm or less, its driest 10% for that time of year (${periodOf(climRows)})`
          : `The 90-day water balance (precipitation minus FAO-56 reference evapotranspiration) at ${place.name} falls into its driest 10% for the time of year at least once in the window (${periodOf(climRows)} climatology)`,
      radiusKm: c.radiusKm,
      windowStart: w.start.toISOString(),
      windowEnd: w.end.toISOString(),
      balanceDays: c.balanceDays,
      percentile: c.percentile,
      ...(w.days <= c.balanceDays ? { maxBalanceMm: Math.round(p10), evaluatedOn: evalDate } : {}),
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: 'Open-Meteo Historical Weather (ERA5 precipitation_sum, et0_fao_evapotranspiration)',
    },
    drivers,
    layers: [radiusLayer('drought', place, c.radiusKm, `Drought model area (${c.radiusKm} km)`)],
    extrapolation: Math.min(1, unknownDays / c.balanceDays * (w.days <= c.balanceDays ? 1 : 0.5) + (w.days > c.balanceDays ? 0.5 : 0) + (obs.archive?.length ? 0 : 0.3)),
  };
}
