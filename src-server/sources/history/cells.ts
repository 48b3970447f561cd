// The grid cell of a gridded source a place falls in: the key its kept history is shared by (sources/history).

/** The grid point (cell centre) of a regular grid whose points lie at multiples of (dLat, dLng) nearest a place. */
export function gridPoint(lat: number, lng: number, dLat: number, dLng: number = dLat): { lat: number; lng: number } {
  const la = Math.round(lat / dLat) * dLat;
  let lo = Math.round(lng / dLng) * dLng;
  if (lo >= 180) lo -= 360;
  return { lat: la, lng: lo };
}

/** The cell of such a grid: its centre, as text. */
export function gridCell(lat: number, lng: number, dLat: number, dLng: number = dLat): string {
  const p = gridPoint(lat, lng, dLat, dLng);
  return `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`;
}

/** ERA5 (and the ECMWF IFS 0.25° products): 0.25° grid points at multiples of 0.25° (Hersbach et al. 2020). */
export const era5Cell = (lat: number, lng: number) => gridCell(lat, lng, 0.25);

/** The ERA5 grid point a place's cell is centred on: where the cell's own series is asked. */
export const era5Point = (lat: number, lng: number) => gridPoint(lat, lng, 0.25);

/**
 * Open-Meteo's parameters that make an answer the grid cell's own: that cell (not a neighbour of similar elevation on
 * land) at its mean height (no downscaling to the asked point's elevation). A series kept per cell serves every place
 * in it, whichever asked first.
 */
export const OWN_CELL_PARAMS = { cell_selection: 'nearest', elevation: 'nan' } as const;

/** MERRA-2, NASA POWER's meteorology: 0.5° latitude × 0.625° longitude (Gelaro et al. 2017). */
export const merra2Cell = (lat: number, lng: number) => gridCell(lat, lng, 0.5, 0.625);

/**
 * The ECMWF IFS 0.25° run and its ensemble (Open-Meteo `ecmwf_ifs025`, `ifs025_ensemble`): a regular 0.25° grid from
 * −90°, −180° (open-meteo/open-meteo `Sources/App/Ecmwf/EcmwfDomain.swift`, `RegularGrid(nx: 1440, ny: 721, …)`), the
 * same points as ERA5's. One value per cell: every place in it gets the same answer when asked at the point.
 */
export const ifs025Point = era5Point;
export const ifs025Cell = era5Cell;

/**
 * CAMS global (Open-Meteo Air Quality, `cams_global`): a regular 0.4° grid from −90°, −180°
 * (open-meteo/open-meteo `Sources/App/Cams/CamsDomain.swift`, `RegularGrid(nx: 900, ny: 451, … dx: 0.4, dy: 0.4)`).
 */
export const camsGlobalPoint = (lat: number, lng: number) => gridPoint(lat, lng, 0.4);

/**
 * The CAMS European domain (`cams_europe`, 0.1°, 30.05-71.95° N, 24.95° W-44.95° E, the same file), with half a
 * degree's margin: where the Air Quality API's default domain answers from it, not from CAMS global's 0.4° cell.
 */
export const inCamsEurope = (lat: number, lng: number) => lat >= 29.5 && lat <= 72.5 && lng >= -25.5 && lng <= 45.5;

/**
 * The cells of the gridded sources asked at their grid point whose grids cut across 0.1° answer cells (IFS 0.25°, CAMS
 * global 0.4°): two places of one answer cell may lie in two of them and get two answers. What stands for a place where
 * its answer cell alone would not (sources/outcome-memo.ts).
 */
export const sourceCellsOf = (lat: number, lng: number) => `${gridCell(lat, lng, 0.25)}/${gridCell(lat, lng, 0.4)}`;
