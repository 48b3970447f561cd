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
