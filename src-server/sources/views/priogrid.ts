// PRIO-GRID (Tollefsen, Strand & Buhaug 2012): the 0.5-degree global grid ViEWS forecasts cells on. Cell ids (gid) run
// from 1 at the south-west corner (-180, -90) eastwards along 720 columns, then northwards along 360 rows.
import { distanceKm } from '../../shared/geo.js';

export const PRIOGRID_DEGREES = 0.5;
const COLUMNS = 720;
const ROWS = 360;

export interface GridCell {
  gid: number;
  /** The cell's south-west corner. */
  south: number;
  west: number;
}

export const cellOf = (lat: number, lng: number): GridCell => {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / PRIOGRID_DEGREES)));
  const col = Math.min(COLUMNS - 1, Math.max(0, Math.floor(((((lng + 180) % 360) + 360) % 360) / PRIOGRID_DEGREES)));
  return { gid: row * COLUMNS + col + 1, south: row * PRIOGRID_DEGREES - 90, west: col * PRIOGRID_DEGREES - 180 };
};

export const cellById = (gid: number): GridCell => {
  const row = Math.floor((gid - 1) / COLUMNS);
  const col = (gid - 1) % COLUMNS;
  return { gid, south: row * PRIOGRID_DEGREES - 90, west: col * PRIOGRID_DEGREES - 180 };
};

/** Distance (km) from a point to the nearest point of a cell (0 inside it). */
export function distanceToCellKm(lat: number, lng: number, c: GridCell): number {
  const nearLat = Math.min(c.south + PRIOGRID_DEGREES, Math.max(c.south, lat));
  const nearLng = Math.min(c.west + PRIOGRID_DEGREES, Math.max(c.west, lng));
  return distanceKm(lat, lng, nearLat, nearLng);
}

/** The place's cell and every cell some part of which lies within `radiusKm` of it, the place's own first. */
export function cellsWithin(lat: number, lng: number, radiusKm: number): GridCell[] {
  const own = cellOf(lat, lng);
  const dLat = radiusKm / 111 + PRIOGRID_DEGREES;
  const dLng = radiusKm / (111 * Math.max(0.05, Math.cos((lat * Math.PI) / 180))) + PRIOGRID_DEGREES;
  const out: GridCell[] = [own];
  for (let y = Math.max(-90, lat - dLat); y <= Math.min(90 - 1e-9, lat + dLat); y += PRIOGRID_DEGREES) {
    for (let x = lng - dLng; x <= lng + dLng; x += PRIOGRID_DEGREES) {
      const c = cellOf(y, x);
      if (c.gid !== own.gid && !out.some((o) => o.gid === c.gid) && distanceToCellKm(lat, lng, c) <= radiusKm) out.push(c);
    }
  }
  return out;
}
