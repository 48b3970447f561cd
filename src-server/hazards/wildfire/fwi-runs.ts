// The FWI runs the wildfire forecast makes, every one through the fire-season rules (fire-season.ts): the spin-up over
// 30 years of ERA5 (with its snow depth) and the forecast API's past days that bridge ERA5's lag, each ensemble member
// forward from today's state, and a CMIP6 run from its own start. Inputs are the daily noon proxies of Bedia et al.
// (2012): maximum temperature, minimum humidity, mean wind, 24-h rain.
import type { MemberSeries } from '../../science/ensemble.js';
import { median } from '../../science/stats.js';
import type { EnsembleDaily } from '../../sources/open-meteo-ensemble/normalize.js';
import { datesStrictlyAscending, type PhysicalObservations } from '../physical-inputs.js';
import { initialSeason, seasonalFwi, type SeasonDay, type SeasonState } from './fire-season.js';
import type { FwiWeather } from './fwi.js';

export interface FwiRun {
  /** FWI per ERA5 (and bridging) day: 0 out of season, null for a missing input in season. */
  days: { date: string; fwi: number | null }[];
  /** The season at the end of the spin-up (the start of today's forecast): active or not, its codes. */
  state: SeasonState;
  lastDate: string | undefined;
  /** Fitted from ERA5: median of mean / maximum daily wind (to use days that have only the maximum). */
  windMeanToMax: number | undefined;
  /** The last ERA5 snow depth (m) and its date, when the archive answered it. */
  lastSnow: { date: string; depthM: number } | undefined;
}

const month = (date: string) => Number(date.slice(5, 7));
const weather = (
  d: { date: string; tmaxC: number | null; rhMinPct: number | null; precipMm: number | null },
  wind: number | null,
): FwiWeather | null =>
  d.tmaxC === null || d.rhMinPct === null || wind === null || d.precipMm === null
    ? null
    : { tempC: d.tmaxC, rhPct: d.rhMinPct, windKmh: wind, rainMm: d.precipMm, month: month(d.date) };

/** The FWI over ERA5's years, then over the forecast API's past days after ERA5's last day, up to (not incl.) today. */
export function spinUp(obs: PhysicalObservations, lat: number, today: string): FwiRun {
  const all = obs.era5 ?? [];
  // ERA5 comes in date order, a day a row: then the sorted copy is the series itself.
  const era5 = (datesStrictlyAscending(all) ? all : [...all].sort((a, b) => (a.date < b.date ? -1 : 1))).filter((d) => d.date < today);
  const ratios = era5
    .filter((d) => d.windMeanKmh !== null && d.windMaxKmh !== null && d.windMaxKmh > 0)
    .map((d) => d.windMeanKmh! / d.windMaxKmh!);
  const windMeanToMax = median(ratios);
  const snow = new Map((obs.era5Snow ?? []).map((s) => [s.date, s.snowDepthM]));
  const days: SeasonDay[] = era5.map((d) => ({
    date: d.date,
    tmaxC: d.tmaxC,
    precipMm: d.precipMm,
    snowDepthM: snow.get(d.date) ?? null,
    weather: weather(d, d.windMeanKmh),
  }));
  const lastEra5 = days.at(-1)?.date;
  for (const d of obs.recent ?? []) {
    if ((lastEra5 && d.date <= lastEra5) || d.date >= today) continue;
    const wind = d.windMaxKmh !== null && windMeanToMax !== undefined ? d.windMaxKmh * windMeanToMax : null;
    days.push({ date: d.date, tmaxC: d.tmaxC, precipMm: d.precipMm, snowDepthM: null, weather: weather(d, wind) });
  }
  const { fwi, state } = seasonalFwi(days, lat);
  const known = (obs.era5Snow ?? []).filter((s) => s.snowDepthM !== null && s.date < today).at(-1);
  return {
    days: days.map((d, i) => ({ date: d.date, fwi: fwi[i]! })),
    state,
    lastDate: days.at(-1)?.date,
    windMeanToMax,
    lastSnow: known ? { date: known.date, depthM: known.snowDepthM! } : undefined,
  };
}

/** FWI of every ensemble member from today's season and codes (snow depth unknown ahead: the temperature rules). */
export function memberFwi(
  e: EnsembleDaily | undefined,
  state: SeasonState,
  lat: number,
  today: string,
): (MemberSeries & { started: number }) | undefined {
  if (!e || e.members.length === 0) return undefined;
  const idx = e.dates.map((d, i) => [d, i] as const).filter(([d]) => d >= today);
  let started = 0;
  const members = e.members.map((m) => {
    const run = seasonalFwi(
      idx.map(([date, i]) => {
        const d = m.days[i]!;
        return { date, tmaxC: d.tmaxC, precipMm: d.precipMm, snowDepthM: null, weather: weather({ ...d, date }, d.windMeanKmh) };
      }),
      lat,
      state,
    );
    if (!state.active && run.activeDays > 0) started++;
    return run.fwi;
  });
  return { dates: idx.map(([d]) => d), members, started };
}

/** A CMIP6 run's FWI from its own spin-up (no snow in the run: the temperature rules). */
export function climateFwi<
  T extends { date: string; tmaxC: number | null; rhMinPct: number | null; windMeanKmh: number | null; precipMm: number | null },
>(climate: readonly T[], lat: number): (T & { fwi: number | null })[] {
  const { fwi } = seasonalFwi(
    climate.map((d) => ({ date: d.date, tmaxC: d.tmaxC, precipMm: d.precipMm, snowDepthM: null, weather: weather(d, d.windMeanKmh) })),
    lat,
    initialSeason(),
  );
  return climate.map((d, i) => ({ ...d, fwi: fwi[i]! }));
}
