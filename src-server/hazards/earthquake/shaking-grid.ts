// The layout of the shaking integral's source grids, shared by the ground-motion tables (site-shaking.ts) and the
// site-specific interface tables (interface-ruptures.ts): epicentral annuli around the site, depth classes, and the
// magnitude bins of the exceedance tables. Pure constants and index helpers.

/** Annuli around the site (epicentral km): fine near the site, where intensity changes fastest. */
export const SHAKING_EDGES_KM: readonly number[] = [0, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90, 110, 130, 150, 175, 200, 250, 300, 400];

/** Depth classes (km): upper edges and the depth used for each. */
export const DEPTH_CLASS_EDGES_KM: readonly number[] = [20, 45, 80, 150, 300, Number.POSITIVE_INFINITY];
export const DEPTH_CLASS_KM: readonly number[] = [10, 30, 60, 110, 200, 450];

export function depthClassOf(depthKm: number | null): number {
  const d = depthKm === null || !Number.isFinite(depthKm) ? DEPTH_CLASS_KM[0]! : Math.max(0, depthKm);
  return DEPTH_CLASS_EDGES_KM.findIndex((edge) => d < edge);
}

export const ANNULI = SHAKING_EDGES_KM.length - 1;
export const DEPTH_CLASSES = DEPTH_CLASS_KM.length;

/** The annulus holding an epicentral distance, or -1 beyond the last edge. */
export function annulusOf(rKm: number): number {
  for (let j = 0; j < ANNULI; j++) if (rKm < SHAKING_EDGES_KM[j + 1]!) return j;
  return -1;
}

/** Expected numbers of M >= mMin earthquakes per (annulus, depth class), annulus-major. */
export function emptySourceGrid(): Float64Array {
  return new Float64Array(ANNULI * DEPTH_CLASSES);
}

/** Magnitude bins of the exceedance tables: TABLE_M_MIN to TABLE_M_MAX in MAGNITUDE_STEP. */
export const MAGNITUDE_STEP = 0.1;
export const TABLE_M_MIN = 5.0;
export const TABLE_M_MAX = 9.6;
export const TABLE_M_BINS = Math.round((TABLE_M_MAX - TABLE_M_MIN) / MAGNITUDE_STEP);
/** The magnitude at the middle of table row `im`. */
export const tableMagnitude = (im: number): number => TABLE_M_MIN + (im + 0.5) * MAGNITUDE_STEP;
