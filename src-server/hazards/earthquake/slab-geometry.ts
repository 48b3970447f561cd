// The subduction interface around a place as the shipped Slab2 grid describes it (Hayes et al. 2018): every 0.1-degree
// node of a zone's slab top no deeper than the zone's deepest interface, with its local dip and dip direction, on the
// place's plane. The interface rupture planes of interface-ruptures.ts lie along it (docs/methodology/earthquake.md, "Finite
// ruptures"). Pure apart from slab.ts's one parse of the shipped text.
import { onPlane } from './long-catalogue.js';
import { nodeDepthKm, slabAt, SLAB_MODEL, slabZones, type SlabZone } from './slab.js';

/** Every constant of the local geometry, cited in docs/methodology/earthquake.md. */
export const SLAB_GEOMETRY = {
  /**
   * Half-width (nodes) of the window a node's local dip is fitted over: a least-squares plane through the slab-top
   * depths of the 7 x 7 nodes around it (about 70 km at 0.1 degree). The shipped depths are rounded to 2 km, which over
   * one 11 km step alone would quantise the dip in ~10-degree steps; over the window the rounding averages out (the
   * slope of a least-squares line through 7 points has 0.3 of one point's error).
   */
  fitHalfWidth: 3,
  /** Fewest slab nodes in the window for a fit (the plane has 3 unknowns; fewer than half the window is an edge). */
  minFitNodes: 12,
  /** Dips below this (degrees) are taken as this: a flat plane has no dip direction, and the plane geometry divides by sin(dip). */
  minDipDeg: 1,
  /**
   * Node spacing by distance from the place: every node (0.1 degree, ~11 km) within the first distance, every second
   * node of each row and column (~22 km) to the second, every third (~33 km) beyond. Far from the place a rupture's
   * distance changes little from node to node, and the interface tables average over the nodes of annuli 25-100 km
   * wide there; a regular sub-lattice keeps the average's spatial weights uniform, and the spacing changes only at
   * annulus edges of the shaking grid (110 and 200 km), so every annulus is sampled at one spacing.
   */
  strides: [
    { withinKm: 110, stride: 1 },
    { withinKm: 200, stride: 2 },
    { withinKm: Number.POSITIVE_INFINITY, stride: 3 },
  ] as readonly { withinKm: number; stride: number }[],
} as const;

/** The node stride at a distance from the place (SLAB_GEOMETRY.strides). */
const strideAt = (rKm: number): number => SLAB_GEOMETRY.strides.find((s) => rKm < s.withinKm)!.stride;

/** One node of the interface around a place. */
export interface InterfaceNode {
  /** Latitude of the node and the spacing (degrees) of the sub-lattice it stands for (its share of the interface's area). */
  lat: number;
  spacingDeg: number;
  /** Position on the place's plane (km east, north) and epicentral distance. */
  xKm: number;
  yKm: number;
  rKm: number;
  /** Slab-top depth (km). */
  depthKm: number;
  /** Local dip (degrees) and the horizontal unit vector pointing down dip, on the place's plane. */
  dipDeg: number;
  downDipX: number;
  downDipY: number;
  /** The zone's deepest interface (STREC's table): the bottom of the rupture planes. */
  bottomKm: number;
}

/** Kilometres per degree of latitude (a great circle of the 6,371 km sphere). */
export const KM_PER_DEGREE = 111.19;

/**
 * Local dip of a zone's slab top at a node: the least-squares plane z = a + b x + c y through the nodes of the window
 * (x east, y north, km); dip = atan |(b, c)|, pointing towards (b, c). Null where fewer than minFitNodes have a slab.
 */
export function localDip(z: SlabZone, row: number, col: number): { dipDeg: number; azimuthRad: number } | null {
  const h = SLAB_GEOMETRY.fitHalfWidth;
  const lat = z.lat0 + row * z.step;
  const dy = z.step * KM_PER_DEGREE;
  const dx = dy * Math.cos((lat * Math.PI) / 180);
  // Normal equations of the plane fit, in sums over the window's nodes with a slab.
  let n = 0,
    sx = 0,
    sy = 0,
    sz = 0,
    sxx = 0,
    syy = 0,
    sxy = 0,
    sxz = 0,
    syz = 0;
  for (let i = -h; i <= h; i++) {
    for (let j = -h; j <= h; j++) {
      const d = nodeDepthKm(z, row + i, col + j);
      if (!Number.isFinite(d)) continue;
      const x = j * dx;
      const y = i * dy;
      n++;
      sx += x;
      sy += y;
      sz += d;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      sxz += x * d;
      syz += y * d;
    }
  }
  if (n < SLAB_GEOMETRY.minFitNodes) return null;
  // Centred sums: the slope terms decouple from the intercept.
  const cxx = sxx - (sx * sx) / n;
  const cyy = syy - (sy * sy) / n;
  const cxy = sxy - (sx * sy) / n;
  const cxz = sxz - (sx * sz) / n;
  const cyz = syz - (sy * sz) / n;
  const det = cxx * cyy - cxy * cxy;
  if (!(Math.abs(det) > 1e-9)) return null;
  const b = (cxz * cyy - cyz * cxy) / det;
  const c = (cyz * cxx - cxz * cxy) / det;
  return { dipDeg: (Math.atan(Math.hypot(b, c)) * 180) / Math.PI, azimuthRad: Math.atan2(b, c) };
}

/**
 * The local dip of an interface node — a node of an oceanic zone whose slab top is no deeper than the zone's deepest
 * interface and is the shallowest slab there (STREC keeps the shallowest of overlapping slabs, as slab.ts does) — or
 * null where the node is not one, or has too few neighbours for a dip; the dip no less than SLAB_GEOMETRY.minDipDeg. The one rule the app's interface and the
 * interface-coupling fit (scripts/fit-interface-coupling.ts) both read; `lng` is the node's longitude.
 */
export function interfaceDipAt(
  z: SlabZone,
  row: number,
  col: number,
  lng: number,
  zones: readonly SlabZone[] = slabZones(),
): { dipDeg: number; azimuthRad: number } | null {
  if (SLAB_MODEL.continentalZones.includes(z.zone)) return null;
  const depth = nodeDepthKm(z, row, col);
  if (!(depth <= z.maxInterfaceKm)) return null;
  const shallowest = slabAt(z.lat0 + row * z.step, lng, zones);
  if (shallowest && shallowest.zone !== z.zone && shallowest.depthKm < depth - 1e-9) return null;
  const dip = localDip(z, row, col);
  return dip && { dipDeg: Math.max(SLAB_GEOMETRY.minDipDeg, dip.dipDeg), azimuthRad: dip.azimuthRad };
}

/**
 * The interface nodes within `radiusKm` of a place (interfaceDipAt's rule), each with its local dip; thinned with
 * distance (SLAB_GEOMETRY.strides).
 */
export function interfaceNodesNear(
  place: { lat: number; lng: number },
  radiusKm: number,
  zones: readonly SlabZone[] = slabZones(),
): InterfaceNode[] {
  const out: InterfaceNode[] = [];
  const band = radiusKm / KM_PER_DEGREE + 0.1;
  const lngBand = band / Math.max(0.05, Math.cos((Math.min(89, Math.abs(place.lat) + band) * Math.PI) / 180));
  for (const z of zones) {
    if (SLAB_MODEL.continentalZones.includes(z.zone)) continue;
    const row0 = Math.max(0, Math.floor((place.lat - band - z.lat0) / z.step));
    const row1 = Math.min(z.rows - 1, Math.ceil((place.lat + band - z.lat0) / z.step));
    const span = Math.ceil(lngBand / z.step);
    // The columns around the place's longitude (the zones' grids start at a longitude of 0-360).
    const cols: number[] = [];
    for (let k = -span; k <= span; k++) cols.push(Math.round(((((place.lng + k * z.step - z.lng0) % 360) + 360) % 360) / z.step));
    for (let row = row0; row <= row1; row++) {
      const lat = z.lat0 + row * z.step;
      for (const col of cols) {
        const depth = nodeDepthKm(z, row, col);
        if (!(depth <= z.maxInterfaceKm)) continue;
        const lng = z.lng0 + col * z.step;
        // The sub-lattice first, by the flat-earth distance (cheap; the exact one follows).
        const dLng = ((((lng - place.lng) % 360) + 540) % 360) - 180;
        const stride = strideAt(Math.hypot((lat - place.lat) * KM_PER_DEGREE, dLng * KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)));
        if (row % stride !== 0 || col % stride !== 0) continue;
        const at = onPlane(place, lat, lng);
        if (at.rKm > radiusKm) continue;
        const dip = interfaceDipAt(z, row, col, lng, zones);
        if (!dip) continue;
        // The down-dip direction on the place's plane: the node and a point 1 km down dip from it, both mapped.
        const step = 1 / KM_PER_DEGREE;
        const ahead = onPlane(
          place,
          lat + step * Math.cos(dip.azimuthRad),
          lng + (step * Math.sin(dip.azimuthRad)) / Math.cos((lat * Math.PI) / 180),
        );
        const ux = ahead.xKm - at.xKm;
        const uy = ahead.yKm - at.yKm;
        const norm = Math.hypot(ux, uy) || 1;
        out.push({
          lat,
          spacingDeg: z.step * stride,
          xKm: at.xKm,
          yKm: at.yKm,
          rKm: at.rKm,
          depthKm: depth,
          dipDeg: dip.dipDeg,
          downDipX: ux / norm,
          downDipY: uy / norm,
          bottomKm: z.maxInterfaceKm,
        });
      }
    }
  }
  return out;
}
