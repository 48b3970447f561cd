// Finite ruptures: how long and how wide an earthquake of a given magnitude breaks (Wells & Coppersmith 1994 for crustal
// faults, Strasser, Arango & Bommer 2010 for subduction interfaces), and the closest distance from a site to such a
// rupture plane (Rrup), dipping and confined to its seismogenic depths as OpenQuake builds the planar rupture of a point
// source (Pagani et al. 2014): the distance the intensity and ground-motion equations take (docs/methodology/earthquake.md,
// "Finite ruptures"). Pure.

/** Wells & Coppersmith (1994), Table 2A, all slip types: downdip rupture width, log10 RW = -1.01 + 0.32 M (km). */
export const crustalRuptureWidthKm = (m: number): number => 10 ** (-1.01 + 0.32 * m);

/** Strasser, Arango & Bommer (2010, SRL 81:941), interface events: rupture length, log10 L = -2.477 + 0.585 M (km). */
export const interfaceRuptureLengthKm = (m: number): number => 10 ** (-2.477 + 0.585 * m);

/** Strasser et al. (2010), interface events: rupture width, log10 W = -0.882 + 0.351 M (km). */
export const interfaceRuptureWidthKm = (m: number): number => 10 ** (-0.882 + 0.351 * m);

/** A planar rupture centred (before confinement) on its hypocentre. */
export interface PlaneRupture {
  lengthKm: number;
  widthKm: number;
  dipDeg: number;
  hypocentreDepthKm: number;
  /** The seismogenic depths the plane is confined to (km). */
  topKm: number;
  bottomKm: number;
}

/**
 * The rupture's down-dip extent [t0, t1] (km from the hypocentre along dip, positive down) once confined: as OpenQuake
 * does, a plane wider than the seismogenic layer allows is narrowed to it, and one that pokes out is moved back inside.
 */
export function downDipExtent(r: PlaneRupture): [number, number] {
  const sin = Math.sin((r.dipDeg * Math.PI) / 180);
  const maxWidth = sin > 1e-9 ? (r.bottomKm - r.topKm) / sin : Number.POSITIVE_INFINITY;
  const w = Math.min(r.widthKm, maxWidth);
  let t0 = -w / 2;
  let t1 = w / 2;
  const above = r.topKm - (r.hypocentreDepthKm + t0 * sin);
  if (above > 0) {
    t0 += above / sin;
    t1 += above / sin;
  }
  const below = r.hypocentreDepthKm + t1 * sin - r.bottomKm;
  if (below > 0) {
    t0 -= below / sin;
    t1 -= below / sin;
  }
  return [t0, t1];
}

/**
 * Closest distance (km) from a site on the surface, at epicentral distance `epicentralKm`, to the rupture plane, its strike
 * at `strikeRad` from the site's azimuth and dipping away from (`dipSide` 1) or towards (-1) the site's side of the
 * strike line. The plane is a rectangle with orthonormal axes (along strike, down dip), so the closest point is the
 * projection clamped to the rectangle: exact.
 */
export function planeDistanceKm(epicentralKm: number, strikeRad: number, dipSide: 1 | -1, r: PlaneRupture): number {
  const dip = (r.dipDeg * Math.PI) / 180;
  const [t0, t1] = downDipExtent(r);
  // Site relative to the hypocentre: along strike a, across strike b (horizontal), up by the hypocentre's depth.
  const a = epicentralKm * Math.cos(strikeRad);
  const b = epicentralKm * Math.sin(strikeRad);
  const dz = -r.hypocentreDepthKm;
  // Down-dip unit vector: horizontal across-strike component dipSide * cos(dip), vertical (down) sin(dip).
  const vAcross = dipSide * Math.cos(dip);
  const vDown = Math.sin(dip);
  const s = Math.min(r.lengthKm / 2, Math.max(-r.lengthKm / 2, a));
  // Depth is positive down: the site is at -hypocentre depth relative to the hypocentre, i.e. z = dz (up is negative).
  const t = Math.min(t1, Math.max(t0, b * vAcross + dz * vDown));
  return Math.hypot(a - s, b - t * vAcross, dz - t * vDown);
}
