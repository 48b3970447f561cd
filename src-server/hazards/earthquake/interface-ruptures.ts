// Interface ruptures on the local subduction interface: for a place, the chance of each MMI level from an interface
// source of each magnitude in each (annulus, depth class) cell of the shaking grid, averaged over the Slab2 interface
// nodes in that cell (slab-geometry.ts), each rupture a plane of Strasser et al.'s (2010) length and width centred on
// its node, dipping at the slab's local dip towards its local dip direction, confined between the trench and the zone's
// deepest interface. It replaces, for interface sources, the generic plane of one representative dip averaged over
// orientations (site-shaking.ts) wherever the cell holds interface nodes (docs/methodology/earthquake.md, "Finite ruptures").
// Pure; its ground-motion tables are values derived from the logic tree (shared/derived.ts), like site-shaking's.
import { memo } from '../../shared/derived.js';
import { interfaceRuptureLengthKm, interfaceRuptureWidthKm, planeDistanceKm } from './rupture-geometry.js';
import { ANNULI, annulusOf, DEPTH_CLASSES, depthClassOf, SHAKING_EDGES_KM, TABLE_M_BINS, tableMagnitude } from './shaking-grid.js';
import { interfaceNodesNear } from './slab-geometry.js';
import type { SlabZone } from './slab.js';
import { branchesExceedance, SUBDUCTION_BRANCH_STRIDE as CELL, SUBDUCTION_LOGIC_TREE, writeSubductionBranches } from './subduction-gmpe.js';

/** Rupture distances binned per R_STEP_KM up to R_BINS steps (beyond, the last bin: farther than any annulus reaches). */
const R_STEP_KM = 1;
const R_BINS = 600;

/** A place's interface: the rupture-distance bin of every node's rupture of every magnitude row, and the nodes per cell. */
export interface InterfaceGeometry {
  nodes: number;
  /** Rupture-distance bin per node and magnitude row, node-major. */
  rBin: Uint16Array;
  /** Node indices of each (annulus, depth class) cell (annulus-major) and of each annulus. */
  cellNodes: Int32Array[];
  annulusNodes: Int32Array[];
  /** This place's tables and cell sums already made (keyed like site-shaking's caches). */
  tables: Map<string, Float64Array>;
  cells: Map<string, Float64Array>;
}

/** The interface around a place as rupture distances (null where no interface node lies within the grid's reach). */
export function interfaceGeometry(place: { lat: number; lng: number }, zones?: readonly SlabZone[]): InterfaceGeometry | null {
  const nodes = interfaceNodesNear(place, SHAKING_EDGES_KM.at(-1)!, zones);
  if (!nodes.length) return null;
  const rBin = new Uint16Array(nodes.length * TABLE_M_BINS);
  const cells: number[][] = Array.from({ length: ANNULI * DEPTH_CLASSES }, () => []);
  const annuli: number[][] = Array.from({ length: ANNULI }, () => []);
  const lengths = Array.from({ length: TABLE_M_BINS }, (_, im) => interfaceRuptureLengthKm(tableMagnitude(im)));
  const widths = Array.from({ length: TABLE_M_BINS }, (_, im) => interfaceRuptureWidthKm(tableMagnitude(im)));
  nodes.forEach((n, i) => {
    const j = annulusOf(n.rKm);
    if (j < 0) return;
    cells[j * DEPTH_CLASSES + depthClassOf(n.depthKm)]!.push(i);
    annuli[j]!.push(i);
    // The site seen from the node: across = along the down-dip direction, along = along strike.
    const across = -(n.xKm * n.downDipX + n.yKm * n.downDipY);
    const along = -(n.xKm * n.downDipY - n.yKm * n.downDipX);
    const epicentral = Math.hypot(along, across);
    const strike = Math.atan2(across, along);
    for (let im = 0; im < TABLE_M_BINS; im++) {
      const r = planeDistanceKm(epicentral, strike, 1, {
        lengthKm: lengths[im]!,
        widthKm: widths[im]!,
        dipDeg: n.dipDeg,
        hypocentreDepthKm: n.depthKm,
        topKm: 0,
        bottomKm: n.bottomKm,
      });
      rBin[i * TABLE_M_BINS + im] = Math.min(R_BINS - 1, Math.floor(r / R_STEP_KM));
    }
  });
  return {
    nodes: nodes.length,
    rBin,
    cellNodes: cells.map((c) => Int32Array.from(c)),
    annulusNodes: annuli.map((a) => Int32Array.from(a)),
    tables: new Map(),
    cells: new Map(),
  };
}

/**
 * Each model's intensity for an interface M of row im at rupture distance bin r, per Vs30 and scatter: independent of the
 * level, so the ground-motion models run once per site condition and each level's table only sums normal tails. Values
 * derived from the logic tree (shared/derived.ts), made once per site condition (and per level below).
 */
const interfaceBranchesOf = memo((_tree: typeof SUBDUCTION_LOGIC_TREE, vs30: number, conversionScatter: boolean): Float64Array => {
  const t = new Float64Array(TABLE_M_BINS * R_BINS * CELL);
  for (let im = 0; im < TABLE_M_BINS; im++) {
    const m = tableMagnitude(im);
    for (let r = 0; r < R_BINS; r++)
      writeSubductionBranches(t, (im * R_BINS + r) * CELL, 'interface', m, (r + 0.5) * R_STEP_KM, vs30, 0, conversionScatter);
  }
  return t;
});

/** P(MMI >= level | interface M of row im, rupture distance in bin r) by the logic tree, per level, Vs30 and scatter. */
const interfaceProbabilitiesOf = memo(
  (tree: typeof SUBDUCTION_LOGIC_TREE, level: number, vs30: number, conversionScatter: boolean): Float64Array => {
    const branches = interfaceBranchesOf(tree, vs30, conversionScatter);
    const t = new Float64Array(TABLE_M_BINS * R_BINS);
    for (let i = 0; i < t.length; i++) t[i] = branchesExceedance(level, branches, i * CELL);
    return t;
  },
);

/**
 * P(MMI >= level | an interface source of each magnitude row in each cell) at this place: the mean over the cell's
 * interface nodes, else over its annulus's (a source smoothed into a depth class the interface does not reach there),
 * else the generic plane's `generic()` (no interface in that annulus). Same layout as site-shaking's tables.
 */
export function interfaceExceedanceTable(
  g: InterfaceGeometry,
  level: number,
  vs30: number,
  conversionScatter: boolean,
  generic: () => Float64Array,
): Float64Array {
  const key = `${level}|${vs30}|${conversionScatter}`;
  const cached = g.tables.get(key);
  if (cached) return cached;
  const p = interfaceProbabilitiesOf(SUBDUCTION_LOGIC_TREE, level, vs30, conversionScatter);
  const meanOver = (nodes: Int32Array, im: number): number => {
    let sum = 0;
    for (const i of nodes) sum += p[im * R_BINS + g.rBin[i * TABLE_M_BINS + im]!]!;
    return sum / nodes.length;
  };
  const fallback = generic();
  const t = new Float64Array(TABLE_M_BINS * ANNULI * DEPTH_CLASSES);
  for (let j = 0; j < ANNULI; j++) {
    const annulus = g.annulusNodes[j]!;
    const annulusMean = annulus.length ? Float64Array.from({ length: TABLE_M_BINS }, (_, im) => meanOver(annulus, im)) : null;
    for (let k = 0; k < DEPTH_CLASSES; k++) {
      const cell = g.cellNodes[j * DEPTH_CLASSES + k]!;
      for (let im = 0; im < TABLE_M_BINS; im++) {
        const at = (im * ANNULI + j) * DEPTH_CLASSES + k;
        t[at] = cell.length ? meanOver(cell, im) : annulusMean ? annulusMean[im]! : fallback[at]!;
      }
    }
  }
  g.tables.set(key, t);
  return t;
}
