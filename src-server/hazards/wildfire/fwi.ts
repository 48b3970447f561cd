// The Canadian Forest Fire Weather Index (FWI) System: FFMC, DMC, DC, ISI, BUI, FWI, DSR, and the EFFIS danger classes.
//
// Equations: Van Wagner, C. E. & Pickett, T. L. (1985). Equations and FORTRAN program for the Canadian Forest Fire
// Weather Index System. Canadian Forestry Service, Forestry Technical Report 33 (equation numbers below are theirs);
// Van Wagner, C. E. (1987). Development and structure of the Canadian Forest Fire Weather Index System. Forestry
// Technical Report 35. Day-length factors away from 46°N: Lawson, B. D. & Armitage, O. B. (2008). Weather guide for
// the Canadian Forest Fire Danger Rating System, Natural Resources Canada, Appendix 3 (the bands the cffdrs R
// package applies). Moisture codes carry over unrounded from day to day (as cffdrs does; the 1985 FORTRAN rounds).
// Tested against the Van Wagner & Pickett (1985) 48-day check data as shipped by cffdrs (fwi_test_data.csv).

export interface FwiWeather {
  /** Noon temperature, °C. */
  tempC: number;
  /** Noon relative humidity, %. */
  rhPct: number;
  /** Noon 10-m wind speed, km/h. */
  windKmh: number;
  /** Rain of the last 24 h, mm. */
  rainMm: number;
  /** Month 1-12 (day-length factors). */
  month: number;
}

export interface FwiCodes {
  ffmc: number;
  dmc: number;
  dc: number;
}

export interface FwiDay extends FwiCodes {
  isi: number;
  bui: number;
  fwi: number;
  /** Daily severity rating (Van Wagner 1970): 0.0272 FWI^1.77. */
  dsr: number;
}

/** Standard start-up values (Van Wagner 1987): FFMC 85, DMC 6, DC 15. */
export const FWI_STARTUP: FwiCodes = { ffmc: 85, dmc: 6, dc: 15 };

const clampRh = (h: number) => Math.min(100, Math.max(0, h));

/**
 * The FFMC <-> moisture scale factor: 147.2 in Van Wagner (1987); 250 x 59.5 / 101 = 147.27723 makes FFMC 101 map
 * to moisture 0 exactly (the value the CFS reference implementations use, and that the check data were made with).
 */
export const FFMC_COEFFICIENT = (250 * 59.5) / 101;

/** Fine Fuel Moisture Code (eqs 1-10). */
export function ffmcNext(prev: number, w: Pick<FwiWeather, 'tempC' | 'rhPct' | 'windKmh' | 'rainMm'>): number {
  const T = w.tempC;
  const H = clampRh(w.rhPct);
  const W = Math.max(0, w.windKmh);
  let mo = (FFMC_COEFFICIENT * (101 - prev)) / (59.5 + prev); // eq 1
  if (w.rainMm > 0.5) {
    const rf = w.rainMm - 0.5; // eq 2
    let mr = mo + 42.5 * rf * Math.exp(-100 / (251 - mo)) * (1 - Math.exp(-6.93 / rf)); // eq 3a
    if (mo > 150) mr += 0.0015 * (mo - 150) ** 2 * Math.sqrt(rf); // eq 3b
    mo = Math.min(250, mr);
  }
  const ed = 0.942 * H ** 0.679 + 11 * Math.exp((H - 100) / 10) + 0.18 * (21.1 - T) * (1 - Math.exp(-0.115 * H)); // eq 4
  let m: number;
  if (mo > ed) {
    const ko = 0.424 * (1 - (H / 100) ** 1.7) + 0.0694 * Math.sqrt(W) * (1 - (H / 100) ** 8); // eq 6a
    const kd = ko * 0.581 * Math.exp(0.0365 * T); // eq 6b
    m = ed + (mo - ed) * 10 ** -kd; // eq 8
  } else {
    const ew = 0.618 * H ** 0.753 + 10 * Math.exp((H - 100) / 10) + 0.18 * (21.1 - T) * (1 - Math.exp(-0.115 * H)); // eq 5
    if (mo < ew) {
      const k1 = 0.424 * (1 - ((100 - H) / 100) ** 1.7) + 0.0694 * Math.sqrt(W) * (1 - ((100 - H) / 100) ** 8); // eq 7a
      const kw = k1 * 0.581 * Math.exp(0.0365 * T); // eq 7b
      m = ew - (ew - mo) * 10 ** -kw; // eq 9
    } else m = mo;
  }
  return Math.min(101, Math.max(0, (59.5 * (250 - m)) / (FFMC_COEFFICIENT + m))); // eq 10
}

/** Effective day lengths for the DMC (Van Wagner 1987 at 46°N; Lawson & Armitage 2008 for other bands). */
const DMC_DAY_LENGTH = {
  north: [6.5, 7.5, 9, 12.8, 13.9, 13.9, 12.4, 10.9, 9.4, 8, 7, 6],
  north20: [7.9, 8.4, 8.9, 9.5, 9.9, 10.2, 10.1, 9.7, 9.1, 8.6, 8.1, 7.8],
  south20: [10.1, 9.6, 9.1, 8.5, 8.1, 7.8, 7.9, 8.3, 8.9, 9.4, 9.9, 10.2],
  south: [11.5, 10.5, 9.2, 7.9, 6.8, 6.2, 6.5, 7.4, 8.7, 10, 11.2, 11.8],
} as const;
/** Day-length factors for the DC (Van Wagner 1987 north of 20°N; mirrored south of 20°S; 1.4 near the equator). */
const DC_DAY_FACTOR = {
  north: [-1.6, -1.6, -1.6, 0.9, 3.8, 5.8, 6.4, 5, 2.4, 0.4, -1.6, -1.6],
  south: [6.4, 5, 2.4, 0.4, -1.6, -1.6, -1.6, -1.6, -1.6, 0.9, 3.8, 5.8],
} as const;

/**
 * One latitude for every place of a latitude band the day-length factors tell apart (where the DMC and DC bands of
 * dmcDayLength and dcDayFactor meet, which read latitude by these bands only): two places in one band get the same FWI
 * from the same weather, so it is computed from this latitude, identically.
 */
export function fwiBandLatitude(lat: number): number {
  if (lat > 30) return 60;
  if (lat > 20) return 25;
  if (lat > 10) return 15;
  if (lat > -10) return 0;
  if (lat > -20) return -15;
  if (lat > -30) return -25;
  return -60;
}

export function dmcDayLength(lat: number, month: number): number {
  const i = Math.min(11, Math.max(0, Math.round(month) - 1));
  if (lat > 30) return DMC_DAY_LENGTH.north[i]!;
  if (lat > 10) return DMC_DAY_LENGTH.north20[i]!;
  if (lat > -10) return 9;
  if (lat > -30) return DMC_DAY_LENGTH.south20[i]!;
  return DMC_DAY_LENGTH.south[i]!;
}

export function dcDayFactor(lat: number, month: number): number {
  const i = Math.min(11, Math.max(0, Math.round(month) - 1));
  if (lat > 20) return DC_DAY_FACTOR.north[i]!;
  if (lat > -20) return 1.4;
  return DC_DAY_FACTOR.south[i]!;
}

/** Duff Moisture Code (eqs 11-17). */
export function dmcNext(prev: number, w: Pick<FwiWeather, 'tempC' | 'rhPct' | 'rainMm' | 'month'>, lat = 46): number {
  const T = Math.max(-1.1, w.tempC);
  const H = clampRh(w.rhPct);
  let po = prev;
  if (w.rainMm > 1.5) {
    const re = 0.92 * w.rainMm - 1.27; // eq 11
    const mo = 20 + 280 / Math.exp(0.023 * po); // eq 12 (exact form of 20 + exp(5.6348 - P/43.43))
    const b = po <= 33 ? 100 / (0.5 + 0.3 * po) : po <= 65 ? 14 - 1.3 * Math.log(po) : 6.2 * Math.log(po) - 17.2; // eq 13
    const mr = mo + (1000 * re) / (48.77 + b * re); // eq 14
    po = Math.max(0, 43.43 * (5.6348 - Math.log(mr - 20))); // eq 15
  }
  const k = 1.894 * (T + 1.1) * (100 - H) * dmcDayLength(lat, w.month) * 1e-4; // eq 16 (x 100, eq 17)
  return Math.max(0, po + k);
}

/** Drought Code (eqs 18-23). */
export function dcNext(prev: number, w: Pick<FwiWeather, 'tempC' | 'rainMm' | 'month'>, lat = 46): number {
  const T = Math.max(-2.8, w.tempC);
  let dr = prev;
  if (w.rainMm > 2.8) {
    const rd = 0.83 * w.rainMm - 1.27; // eq 18
    const qo = 800 * Math.exp(-prev / 400); // eq 19
    dr = Math.max(0, prev - 400 * Math.log(1 + (3.937 * rd) / qo)); // eqs 20-21
  }
  const v = Math.max(0, (0.36 * (T + 2.8) + dcDayFactor(lat, w.month)) / 2); // eq 22, halved as in eq 23
  return Math.max(0, dr + v);
}

/** Initial Spread Index (eqs 24-26). */
export function isiOf(ffmc: number, windKmh: number): number {
  const m = (FFMC_COEFFICIENT * (101 - ffmc)) / (59.5 + ffmc);
  const fW = Math.exp(0.05039 * Math.max(0, windKmh));
  const fF = 91.9 * Math.exp(-0.1386 * m) * (1 + m ** 5.31 / 4.93e7);
  return 0.208 * fW * fF;
}

/** Buildup Index (eqs 27a, 27b). */
export function buiOf(dmc: number, dc: number): number {
  if (dmc === 0 && dc === 0) return 0;
  const u =
    dmc <= 0.4 * dc ? (0.8 * dmc * dc) / (dmc + 0.4 * dc) : dmc - (1 - (0.8 * dc) / (dmc + 0.4 * dc)) * (0.92 + (0.0114 * dmc) ** 1.7);
  return Math.max(0, u);
}

/** Fire Weather Index (eqs 28-30). */
export function fwiOf(isi: number, bui: number): number {
  const fD = bui <= 80 ? 0.626 * bui ** 0.809 + 2 : 1000 / (25 + 108.64 * Math.exp(-0.023 * bui));
  const b = 0.1 * isi * fD;
  return b > 1 ? Math.exp(2.72 * (0.434 * Math.log(b)) ** 0.647) : b;
}

/** One day of the system from yesterday's codes. */
export function fwiStep(prev: FwiCodes, w: FwiWeather, lat = 46): FwiDay {
  const ffmc = ffmcNext(prev.ffmc, w);
  const dmc = dmcNext(prev.dmc, w, lat);
  const dc = dcNext(prev.dc, w, lat);
  const isi = isiOf(ffmc, w.windKmh);
  const bui = buiOf(dmc, dc);
  const fwi = fwiOf(isi, bui);
  return { ffmc, dmc, dc, isi, bui, fwi, dsr: 0.0272 * fwi ** 1.77 };
}

/**
 * A run of days from start-up codes. A day with a missing input keeps yesterday's codes and yields null
 * (the series is not broken by a gap; the gap's day is not scored).
 */
export function fwiSeries(days: readonly (FwiWeather | null)[], lat = 46, start: FwiCodes = FWI_STARTUP): (FwiDay | null)[] {
  let codes = start;
  return days.map((w) => {
    if (!w || ![w.tempC, w.rhPct, w.windKmh, w.rainMm].every(Number.isFinite)) return null;
    const d = fwiStep(codes, w, lat);
    codes = d;
    return d;
  });
}

/** EFFIS fire danger classes of the FWI (European Forest Fire Information System; lower bounds). */
export const EFFIS_CLASSES = [
  { name: 'very low', min: 0 },
  { name: 'low', min: 5.2 },
  { name: 'moderate', min: 11.2 },
  { name: 'high', min: 21.3 },
  { name: 'very high', min: 38 },
  { name: 'extreme', min: 50 },
] as const;

/**
 * The class of an FWI value. Note: SCIENCE.md names the bands low < 5.2, moderate 5.2-11.2, high 11.2-21.3,
 * very high 21.3-38, extreme 38-50, very extreme >= 50 (EFFIS's six classes under the older names); `effisClass`
 * answers in SCIENCE.md's names, which the event definitions use.
 */
export const FWI_DANGER_CLASSES = [
  { name: 'low', min: 0 },
  { name: 'moderate', min: 5.2 },
  { name: 'high', min: 11.2 },
  { name: 'very high', min: 21.3 },
  { name: 'extreme', min: 38 },
  { name: 'very extreme', min: 50 },
] as const;
export type FwiDangerClass = (typeof FWI_DANGER_CLASSES)[number]['name'];

export function effisClass(fwi: number): FwiDangerClass {
  let c: FwiDangerClass = 'low';
  for (const k of FWI_DANGER_CLASSES) if (fwi >= k.min) c = k.name;
  return c;
}

/** FWI at which "very high" danger starts (SCIENCE.md, EFFIS): the wildfire event's threshold. */
export const FWI_VERY_HIGH = 21.3;
