// The fire season around the FWI System: when its codes start in spring, when they stop for winter, and the Drought
// Code carried over winter. Outside the season there is no fire danger to rate (snow-covered or cold fuels): the day's
// FWI is 0 and the codes wait.
//
// - Start-up (Lawson & Armitage 2008, Weather Guide for the CFFDRS, NRCan Northern Forestry Centre): where the winter
//   brought snow, the codes start once the snow cover is gone, after three consecutive snow-free days; elsewhere after
//   three consecutive days with noon temperature above 12 °C (Wotton & Flannigan 1993, Forestry Chronicle 69:187-192).
//   Both as the CFS reference implementation applies them (cffdrs `fire_season`, methods "LA08" and "WF93": the season
//   starts the day after the three days). Start-up values FFMC 85, DMC 6 (Van Wagner 1987).
// - Shutdown: snow on the ground (LA08), or three consecutive days below 5 °C (WF93).
// - DC overwintering (Lawson & Armitage 2008, eqs. 2-4, after Turner & Lawson 1978; cffdrs `overwinter_drought_code`):
//   Qf = 800 exp(-DCf / 400), Qs = a Qf + b 3.94 rw, DCs = max(15, 400 ln(800 / Qs)), with DCf the last DC of the
//   previous season, rw the precipitation (mm) between the seasons, a = 0.75 the carry-over fraction and b = 0.75 the
//   wetting efficiency (the reference defaults). The first season of a record starts from DC 15.
// Noon temperature is proxied by the daily maximum, as the FWI inputs are (Bedia et al. 2012).
import { buiOf, dcNext, dmcNext, ffmcNext, fwiOf, FWI_STARTUP, isiOf, type FwiCodes, type FwiWeather } from './fwi.js';

export const FIRE_SEASON = {
  startAboveC: 12,
  endBelowC: 5,
  /** Consecutive days a rule needs. */
  days: 3,
  /** Snow on the ground: the archive's snow depth resolution (0.01 m) or more. */
  snowDepthM: 0.01,
  overwinter: { carryOver: 0.75, wettingEfficiency: 0.75, minimumDc: 15 },
} as const;

/** Spring start-up DC from last season's final DC and the precipitation between the seasons (L&A 2008, eqs. 2-4). */
export function overwinterDc(
  fallDc: number,
  winterRainMm: number,
  a: number = FIRE_SEASON.overwinter.carryOver,
  b: number = FIRE_SEASON.overwinter.wettingEfficiency,
): number {
  const qf = 800 * Math.exp(-fallDc / 400);
  const qs = a * qf + b * 3.94 * Math.max(0, winterRainMm);
  const dc = 400 * Math.log(800 / qs);
  return Number.isFinite(dc) ? Math.max(FIRE_SEASON.overwinter.minimumDc, dc) : Number.POSITIVE_INFINITY;
}

export interface SeasonState {
  active: boolean;
  codes: FwiCodes;
  /** Consecutive days so far above 12 °C, below 5 °C, and snow-free (snow depth known). */
  warmRun: number;
  coldRun: number;
  snowFreeRun: number;
  /** Snow lay on the ground since the season ended: the snow rule decides the start. */
  hadSnow: boolean;
  /** Final DC of the last season (null before the first) and the precipitation since it ended. */
  fallDc: number | null;
  winterRainMm: number;
  /** Why the season is off, for the drivers; the day it ended. */
  offReason: 'not started' | 'snow' | 'cold';
  endedOn: string | null;
}

export const initialSeason = (): SeasonState => ({
  active: false,
  codes: FWI_STARTUP,
  warmRun: 0,
  coldRun: 0,
  snowFreeRun: 0,
  hadSnow: false,
  fallDc: null,
  winterRainMm: 0,
  offReason: 'not started',
  endedOn: null,
});

export interface SeasonDay {
  date: string;
  tmaxC: number | null;
  precipMm: number | null;
  /** Daily maximum snow depth (m); null where unknown (forecast days, the bridge after ERA5). */
  snowDepthM: number | null;
  /** The FWI inputs; null when one is missing (the day is not rated, the codes keep). */
  weather: FwiWeather | null;
}

/**
 * One day applied to `st` itself (a run's own copy of its state: no object a day): the season rules, then the FWI of
 * the day (0 off season, null for a missing input in season).
 */
function stepInPlace(st: SeasonState, d: SeasonDay, lat: number): number | null {
  const c = FIRE_SEASON;
  const snowKnown = d.snowDepthM !== null && Number.isFinite(d.snowDepthM);
  const snow = snowKnown && d.snowDepthM! >= c.snowDepthM;
  if (st.active && (snow || st.coldRun >= c.days)) {
    st.active = false;
    st.fallDc = st.codes.dc;
    st.winterRainMm = 0;
    st.offReason = snow ? 'snow' : 'cold';
    st.endedOn = d.date;
    st.hadSnow = snow;
    st.snowFreeRun = 0;
    st.warmRun = 0;
  } else if (!st.active && !snow) {
    // Where snow lay this winter, its melt decides (while snow depth is known); elsewhere three warm days.
    const start = st.hadSnow && snowKnown ? st.snowFreeRun >= c.days : st.warmRun >= c.days;
    if (start) {
      st.active = true;
      st.codes = {
        ffmc: FWI_STARTUP.ffmc,
        dmc: FWI_STARTUP.dmc,
        dc: st.fallDc === null ? FWI_STARTUP.dc : overwinterDc(st.fallDc, st.winterRainMm),
      };
      st.hadSnow = false;
      st.coldRun = 0;
    }
  }
  let fwi: number | null = 0;
  if (st.active) {
    const w = d.weather;
    if (w && Number.isFinite(w.tempC) && Number.isFinite(w.rhPct) && Number.isFinite(w.windKmh) && Number.isFinite(w.rainMm)) {
      // fwiStep's arithmetic, without the daily severity rating the season does not use.
      const ffmc = ffmcNext(st.codes.ffmc, w);
      const dmc = dmcNext(st.codes.dmc, w, lat);
      const dc = dcNext(st.codes.dc, w, lat);
      st.codes = { ffmc, dmc, dc };
      fwi = fwiOf(isiOf(ffmc, w.windKmh), buiOf(dmc, dc));
    } else fwi = null;
  } else if (d.precipMm !== null && Number.isFinite(d.precipMm)) st.winterRainMm += Math.max(0, d.precipMm);
  // The runs count today for tomorrow's decision.
  const t = d.tmaxC;
  st.warmRun = t !== null && t > c.startAboveC ? st.warmRun + 1 : 0;
  st.coldRun = t !== null && t < c.endBelowC ? st.coldRun + 1 : 0;
  if (snow) {
    st.hadSnow = true;
    st.snowFreeRun = 0;
  } else if (snowKnown) st.snowFreeRun += 1;
  return fwi;
}

/** A run of days through the season rules from `start` (default: before any season). */
export function seasonalFwi(
  days: readonly SeasonDay[],
  lat: number,
  start: SeasonState = initialSeason(),
): { fwi: (number | null)[]; state: SeasonState; activeDays: number } {
  // One copy of the state for the whole run, stepped in place (the caller's `start` is never changed).
  const state = days.length > 0 ? { ...start } : start;
  let activeDays = 0;
  const fwi = new Array<number | null>(days.length);
  for (let i = 0; i < days.length; i++) {
    fwi[i] = stepInPlace(state, days[i]!, lat);
    if (state.active) activeDays++;
  }
  return { fwi, state, activeDays };
}
