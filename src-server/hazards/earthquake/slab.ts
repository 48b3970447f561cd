// The tectonic type of an earthquake source (crustal, subduction interface or intraslab) from the subduction geometry of
// USGS Slab2 (Hayes et al. 2018, shipped reduced in data/slab2.ts), by the depth tests of the USGS STREC
// regionalisation (García, Wald & Hearne 2012, BSSA 102:185): an event near the slab top, its hypocentre above the zone's
// deepest interface, is an interface event, whatever depth class it was catalogued in (docs/methodology/earthquake.md, "Tectonic type of a
// source"). Pure apart from the one parse of the shipped text, kept for the process (like the long catalogue).
import { deepFreeze } from '../../shared/freeze.js';
import { SLAB2 } from './data/slab2.js';

/** Every constant of the classification, each cited in docs/methodology/earthquake.md. */
export const SLAB_MODEL = deepFreeze({
  /** STREC's DDEPTH_INTERF (García et al. 2012): an event within this many km of the slab top may be an interface event. */
  interfaceToleranceKm: 20,
  /** STREC's DDEPTH_INTRA: an event no shallower than the slab top less this many km (and not interface) is intraslab. */
  intraslabToleranceKm: 10,
  /** Below this depth an event is intraslab wherever it is (STREC's MAX_INTERFACE_DEPTH is 70; our deep classes start at 80). */
  deepKm: 80,
  /**
   * Representative dip of the interface (degrees) for the rupture planes of interface sources: the median dip of the
   * 89,629 Slab2 nodes no deeper than their zone's deepest interface, from `npm run build:slab2` (quartiles 6.6-17.5).
   */
  interfaceDipDeg: 11,
  /** Depth (km) of the deepest interface for the rupture planes: the median of STREC's per-zone table (41-54 km). */
  interfaceBottomKm: 45,
  /**
   * Slab2's continental collision zones (Himalaya, Pamir, Hindu Kush): their shallow events are not oceanic subduction
   * interface events, for which the interface model (BC Hydro, fitted on oceanic subduction data) is made; they keep the
   * crustal equation above the slab, and intraslab below it, as the GEM global model treats the Himalaya as active crust.
   */
  continentalZones: ['him', 'pam', 'hin'] as readonly string[],
} as const);

export type SourceKind = 'crustal' | 'interface' | 'intraslab';

export interface SlabZone {
  zone: string;
  maxInterfaceKm: number;
  lat0: number;
  lng0: number;
  step: number;
  rows: number;
  cols: number;
  /** Depth code per node (depth = code x 2 km), row-major south to north; NO_SLAB where none (or deeper than 100 km). */
  code: Uint8Array;
}

const NO_SLAB = 255;

/** The slab-top depth (km) at a node of a zone's grid, NaN where there is none (or outside the grid). */
export function nodeDepthKm(z: SlabZone, row: number, col: number): number {
  if (row < 0 || col < 0 || row >= z.rows || col >= z.cols) return Number.NaN;
  const c = z.code[row * z.cols + col]!;
  return c === NO_SLAB ? Number.NaN : c * 2;
}

let parsed: SlabZone[] | undefined;
/** The shipped Slab2 zones, parsed on first use. */
export function slabZones(): SlabZone[] {
  if (parsed) return parsed;
  parsed = SLAB2.split('\n').map((line) => {
    const [zone, maxInterface, lat0, lng0, step, body] = line.split('|');
    const rows = (body ?? '').split(',').map((r) => r.replace(/~(\d+)~/g, (_, n: string) => '.'.repeat(Number(n))));
    const cols = rows[0]?.length ?? 0;
    const code = new Uint8Array(rows.length * cols).fill(NO_SLAB);
    rows.forEach((row, i) => {
      for (let j = 0; j < row.length; j++) if (row[j] !== '.') code[i * cols + j] = row.charCodeAt(j) - 48;
    });
    return {
      zone: zone ?? '',
      maxInterfaceKm: Number(maxInterface),
      lat0: Number(lat0),
      lng0: Number(lng0),
      step: Number(step),
      rows: rows.length,
      cols,
      code,
    };
  });
  return parsed;
}

/** The slab top under a point: depth (bilinear between the four nodes, else the nearest node with a slab), zone limits. */
export interface SlabPoint {
  zone: string;
  depthKm: number;
  maxInterfaceKm: number;
}

function zoneDepthAt(z: SlabZone, lat: number, lng: number): number | null {
  const fy = (lat - z.lat0) / z.step;
  const fx = ((((lng - z.lng0) % 360) + 360) % 360) / z.step;
  const iy = Math.floor(fy);
  const ix = Math.floor(fx);
  if (iy < 0 || ix < 0 || iy >= z.rows || ix >= z.cols) return null;
  const at = (y: number, x: number) => nodeDepthKm(z, y, x);
  const d00 = at(iy, ix);
  const d01 = at(iy, ix + 1);
  const d10 = at(iy + 1, ix);
  const d11 = at(iy + 1, ix + 1);
  const ty = fy - iy;
  const tx = fx - ix;
  if ([d00, d01, d10, d11].every(Number.isFinite)) return (1 - ty) * ((1 - tx) * d00 + tx * d01) + ty * ((1 - tx) * d10 + tx * d11);
  // At the slab's edge: the nearest node that has one (within the cell).
  const corners = [
    [d00, ty ** 2 + tx ** 2],
    [d01, ty ** 2 + (1 - tx) ** 2],
    [d10, (1 - ty) ** 2 + tx ** 2],
    [d11, (1 - ty) ** 2 + (1 - tx) ** 2],
  ].filter(([d]) => Number.isFinite(d)) as [number, number][];
  corners.sort((a, b) => a[1] - b[1]);
  return corners.length ? corners[0]![0] : null;
}

/** The shallowest slab top under a point (STREC keeps the shallowest of overlapping slabs), or null. */
export function slabAt(lat: number, lng: number, zones: readonly SlabZone[] = slabZones()): SlabPoint | null {
  let best: SlabPoint | null = null;
  for (const z of zones) {
    const d = zoneDepthAt(z, lat, lng);
    if (d !== null && (!best || d < best.depthKm)) best = { zone: z.zone, depthKm: d, maxInterfaceKm: z.maxInterfaceKm };
  }
  return best;
}

/** A source's tectonic type and the depth its ground motion is computed at (the slab top for interface sources). */
export interface SourceType {
  kind: SourceKind;
  depthKm: number;
}

/**
 * The STREC depth tests (García et al. 2012), without their focal-mechanism test (the catalogues carry no moment
 * tensors): over a slab, an event within `interfaceToleranceKm` of the slab top whose hypocentre is no deeper than the
 * zone's deepest interface (STREC's seismogenic-zone test, on the event's depth) is an interface event (placed on the
 * slab top); one no shallower than the slab top less `intraslabToleranceKm`, and no shallower than the zone's deepest
 * interface (the upper limit of intraslab events that STREC's slab test takes), is intraslab; the rest are crustal
 * (upper plate). An event whose depth is not known (null, or ISC-GEM's depth quality C: mostly a default depth) is taken
 * on the slab top, so it is an interface event wherever that is within the interface: the great interface earthquakes
 * catalogued at 15 km count as such. Deeper than `deepKm`: intraslab.
 */
export function sourceType(lat: number, lng: number, depthKm: number | null, depthKnown: boolean = depthKm !== null): SourceType {
  const c = SLAB_MODEL;
  const d = depthKm ?? 10;
  if (d >= c.deepKm) return { kind: 'intraslab', depthKm: d };
  const slab = slabAt(lat, lng);
  if (!slab) return { kind: 'crustal', depthKm: d };
  // STREC's seismogenic-zone test is on the hypocentre: the event's own depth when it is known, the slab top's when not.
  const hypocentreKm = depthKnown ? d : slab.depthKm;
  const withinInterface = hypocentreKm <= slab.maxInterfaceKm && !c.continentalZones.includes(slab.zone);
  if (withinInterface && (!depthKnown || Math.abs(d - slab.depthKm) <= c.interfaceToleranceKm))
    return { kind: 'interface', depthKm: slab.depthKm };
  if (d >= slab.depthKm - c.intraslabToleranceKm && d >= slab.maxInterfaceKm) return { kind: 'intraslab', depthKm: d };
  return { kind: 'crustal', depthKm: d };
}
