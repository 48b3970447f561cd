// Small geodesy helpers: great-circle distance, bounding boxes and rounded place cells.

export const EARTH_RADIUS_KM = 6371.0088; // IUGG mean Earth radius

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Haversine distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** [west, south, east, north] around a point, `radiusKm` on each side (clamped to valid ranges). */
export function bboxAround(lat: number, lng: number, radiusKm: number): [number, number, number, number] {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.max(0.01, Math.cos(toRad(lat))));
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return [
    round(Math.max(-180, lng - dLng)),
    round(Math.max(-90, lat - dLat)),
    round(Math.min(180, lng + dLng)),
    round(Math.min(90, lat + dLat)),
  ];
}

/**
 * A place cell: coordinates rounded to `stepDeg` (0.1° ≈ 11 km). Questions about the same town
 * share a cell, so they share cached source answers and count once in the track record.
 */
export function placeCell(lat: number, lng: number, stepDeg = 0.1): string {
  // The 0.1° cell (every caller but tests) without the general path's log10 and closure: it runs per request.
  if (stepDeg === 0.1) return `${(Math.round(lat * 10) / 10).toFixed(1)},${(Math.round(lng * 10) / 10).toFixed(1)}`;
  const decimals = Math.max(0, Math.ceil(-Math.log10(stepDeg)));
  const perDeg = Math.round(1 / stepDeg); // multiply by 10, not divide by 0.1: 34.05 / 0.1 = 340.49999…
  return `${cellCoordinate(lat, perDeg, decimals)},${cellCoordinate(lng, perDeg, decimals)}`;
}

const cellCoordinate = (x: number, perDeg: number, decimals: number): string => (Math.round(x * perDeg) / perDeg).toFixed(decimals);

/** The centre of a place's cell (placeCell's rounded coordinates, as numbers). */
export function placeCellCentre(lat: number, lng: number, stepDeg = 0.1): { lat: number; lng: number } {
  const [cLat, cLng] = placeCell(lat, lng, stepDeg).split(',').map(Number) as [number, number];
  return { lat: cLat, lng: cLng };
}

/** Farthest a place can be from its 0.1° cell's centre: half the cell's diagonal (~7.9 km at the equator), rounded up. */
export const CELL_HALF_DIAGONAL_KM = 8;

/** A circle polygon (GeoJSON ring) of `radiusKm` around a point, for drawing model radii. */
export function circlePolygon(lat: number, lng: number, radiusKm: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat1 = toRad(lat);
  const lng1 = toRad(lng);
  // The loop's invariants once (the same numbers as computing them per step: a place's radius layers are drawn on
  // every new place's answer).
  const sinLat1 = Math.sin(lat1);
  const cosLat1 = Math.cos(lat1);
  const sinAngular = Math.sin(angular);
  const cosAngular = Math.cos(angular);
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(sinLat1 * cosAngular + cosLat1 * sinAngular * Math.cos(bearing));
    const lng2 = lng1 + Math.atan2(Math.sin(bearing) * sinAngular * cosLat1, cosAngular - sinLat1 * Math.sin(lat2));
    ring.push([Math.round(((((lng2 * 180) / Math.PI + 540) % 360) - 180) * 1e5) / 1e5, Math.round(((lat2 * 180) / Math.PI) * 1e5) / 1e5]);
  }
  return ring;
}
