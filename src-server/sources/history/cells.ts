// The grid cell of a gridded source a place falls in: the key its kept history is shared by (sources/history).

/** The cell of a regular grid whose points lie at multiples of (dLat, dLng): its centre, as text. */
export function gridCell(lat: number, lng: number, dLat: number, dLng: number = dLat): string {
  const la = Math.round(lat / dLat) * dLat;
  let lo = Math.round(lng / dLng) * dLng;
  if (lo >= 180) lo -= 360;
  return `${la.toFixed(3)},${lo.toFixed(3)}`;
}

/** ERA5 (and the ECMWF IFS 0.25° products): 0.25° grid points at multiples of 0.25° (Hersbach et al. 2020). */
export const era5Cell = (lat: number, lng: number) => gridCell(lat, lng, 0.25);

/** MERRA-2, NASA POWER's meteorology: 0.5° latitude × 0.625° longitude (Gelaro et al. 2017). */
export const merra2Cell = (lat: number, lng: number) => gridCell(lat, lng, 0.5, 0.625);
