// Reference evapotranspiration by the FAO-56 Penman-Monteith equation from daily data, and minimum relative humidity
// from the dew point and the day's maximum temperature. Allen, R. G., Pereira, L. S., Raes, D. & Smith, M. (1998). Crop
// evapotranspiration: guidelines for computing crop water requirements. FAO Irrigation and Drainage Paper 56 (FAO-56),
// chapter 3 (equations cited by number below). Open-Meteo's et0_fao_evapotranspiration is this equation too.

/** Saturation vapour pressure (kPa) at a temperature (°C): eq. 11. */
export const saturationVapourPressure = (tC: number): number => 0.6108 * Math.exp((17.27 * tC) / (tC + 237.3));

/**
 * The day's minimum relative humidity (%) from its dew point and maximum temperature: the actual vapour pressure (from
 * the dew point, eq. 14) over the saturation one at the maximum (the RHmin of eq. 17), capped at 100.
 */
export function rhMinFromDewPoint(dewPointC: number, tmaxC: number): number {
  return Math.min(100, Math.max(0, (100 * saturationVapourPressure(dewPointC)) / saturationVapourPressure(tmaxC)));
}

export interface Fao56Day {
  tmaxC: number;
  tminC: number;
  /** Actual vapour pressure (kPa), e.g. from the dew point (eq. 14). */
  eaKpa: number;
  /** Wind speed at 2 m (m/s). */
  u2: number;
  /** Incoming shortwave radiation (MJ m⁻² day⁻¹). */
  rsMj: number;
  /** Elevation above sea level (m). */
  elevationM: number;
  /** Latitude (degrees, south negative). */
  latitude: number;
  /** Day of the year (1-366). */
  dayOfYear: number;
}

/** Extraterrestrial radiation (MJ m⁻² day⁻¹) for a latitude and day of year: eqs. 21-25. */
export function extraterrestrialRadiation(latitude: number, dayOfYear: number): number {
  const phi = (Math.PI / 180) * latitude;
  const dr = 1 + 0.033 * Math.cos(((2 * Math.PI) / 365) * dayOfYear);
  const delta = 0.409 * Math.sin(((2 * Math.PI) / 365) * dayOfYear - 1.39);
  const ws = Math.acos(Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta))));
  return ((24 * 60) / Math.PI) * 0.082 * dr * (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
}

/** FAO-56 reference evapotranspiration (mm day⁻¹) of a day: eq. 6, with eqs. 7-8, 12-13, 37-40 for its terms. */
export function referenceEvapotranspiration(d: Fao56Day): number {
  const tmean = (d.tmaxC + d.tminC) / 2;
  const pressure = 101.3 * ((293 - 0.0065 * d.elevationM) / 293) ** 5.26; // eq. 7
  const gamma = 0.000665 * pressure; // eq. 8
  const es = (saturationVapourPressure(d.tmaxC) + saturationVapourPressure(d.tminC)) / 2; // eq. 12
  const slope = (4098 * saturationVapourPressure(tmean)) / (tmean + 237.3) ** 2; // eq. 13
  const ra = extraterrestrialRadiation(d.latitude, d.dayOfYear);
  const rso = (0.75 + 2e-5 * d.elevationM) * ra; // eq. 37
  const rns = (1 - 0.23) * d.rsMj; // eq. 38
  const sigma = 4.903e-9;
  const tk4 = ((d.tmaxC + 273.16) ** 4 + (d.tminC + 273.16) ** 4) / 2;
  const ratio = rso > 0 ? Math.min(1, d.rsMj / rso) : 0;
  const rnl = sigma * tk4 * (0.34 - 0.14 * Math.sqrt(Math.max(0, d.eaKpa))) * (1.35 * ratio - 0.35); // eq. 39
  const rn = rns - rnl; // eq. 40
  const et0 = (0.408 * slope * rn + gamma * (900 / (tmean + 273)) * d.u2 * (es - d.eaKpa)) / (slope + gamma * (1 + 0.34 * d.u2)); // eq. 6 (G = 0 for a day)
  return Math.max(0, et0);
}
