// The generic rupture planes of sources whose orientation relative to the site is unknown (docs/methodology/earthquake.md, "Finite
// ruptures"): the representative distance of each annulus of the shaking grid, the orientations averaged over, each
// kind's plane, and the subduction logic tree's intensities on those planes. Used by site-shaking.ts's generic tables.
// Pure apart from a process-wide cache of the level-independent subduction grids, like site-shaking's tables.
import { memo } from '../../shared/derived.js';
import { ruptureLengthKm } from './intensity.js';
import {
  crustalRuptureWidthKm,
  interfaceRuptureLengthKm,
  interfaceRuptureWidthKm,
  planeDistanceKm,
  type PlaneRupture,
} from './rupture-geometry.js';
import { ANNULI, DEPTH_CLASSES, DEPTH_CLASS_KM, SHAKING_EDGES_KM, TABLE_M_BINS, tableMagnitude } from './shaking-grid.js';
import { SLAB_MODEL } from './slab.js';
import { SUBDUCTION_BRANCH_STRIDE as BRANCH_CELL, SUBDUCTION_LOGIC_TREE, writeSubductionBranches } from './subduction-gmpe.js';

/** Area-weighted representative distance of an annulus: sqrt((r1² + r2²) / 2). */
export function annulusDistance(j: number): number {
  const r1 = SHAKING_EDGES_KM[j]!;
  const r2 = SHAKING_EDGES_KM[j + 1]!;
  return Math.sqrt((r1 * r1 + r2 * r2) / 2);
}

/** Strike angles averaged over (the rupture's orientation relative to the site is unknown). */
const STRIKES = Array.from({ length: 6 }, (_, i) => ((i + 0.5) * Math.PI) / 12);

/** Base of the seismogenic crust (km) that shallow crustal ruptures are confined to (Sibson 1982; as the fault sources). */
export const CRUSTAL_SEISMOGENIC_BASE_KM = 15;

/**
 * The rupture plane of a source of the kind at the depth class (docs/methodology/earthquake.md, "Finite ruptures"): crustal sources
 * of unknown mechanism a vertical plane of Wells & Coppersmith's length and width, the shallow class confined to the
 * seismogenic crust; interface sources a plane of Strasser et al.'s length and width on an interface of the median
 * Slab2 dip, confined between the trench and the deepest interface.
 */
export function sourceRupture(kind: 'crustal' | 'interface', m: number, depthClass: number): PlaneRupture {
  const depth = DEPTH_CLASS_KM[depthClass]!;
  if (kind === 'interface') {
    return {
      lengthKm: interfaceRuptureLengthKm(m),
      widthKm: interfaceRuptureWidthKm(m),
      dipDeg: SLAB_MODEL.interfaceDipDeg,
      hypocentreDepthKm: depth,
      topKm: 0,
      bottomKm: SLAB_MODEL.interfaceBottomKm,
    };
  }
  const bottom = depthClass === 0 ? CRUSTAL_SEISMOGENIC_BASE_KM : Number.POSITIVE_INFINITY;
  return {
    lengthKm: ruptureLengthKm(m),
    widthKm: crustalRuptureWidthKm(m),
    dipDeg: 90,
    hypocentreDepthKm: Math.min(depth, bottom),
    topKm: 0,
    bottomKm: bottom,
  };
}

/** The orientations a generic plane is averaged over: six strikes, both dip directions. */
export const ORIENTATIONS = STRIKES.flatMap((strike) => ([1, -1] as const).map((side) => ({ strike, side })));

/**
 * The level-independent part of a subduction kind's generic table: each logic-tree model's intensity per (magnitude row,
 * annulus, depth class, orientation; intraslab points have one), so the models run once per kind and site condition and
 * each level's table only sums normal tails. Made once per kind, Vs30 and scatter (subductionBranchGrid), a value derived
 * from the logic tree (shared/derived.ts).
 */
function makeSubductionBranchGrid(
  _tree: typeof SUBDUCTION_LOGIC_TREE,
  kind: 'interface' | 'intraslab',
  vs30: number,
  scatter: boolean,
): Float64Array {
  const n = kind === 'interface' ? ORIENTATIONS.length : 1;
  const g = new Float64Array(TABLE_M_BINS * ANNULI * DEPTH_CLASSES * n * BRANCH_CELL);
  for (let im = 0; im < TABLE_M_BINS; im++) {
    const m = tableMagnitude(im);
    for (let j = 0; j < ANNULI; j++) {
      const r = annulusDistance(j);
      for (let k = 0; k < DEPTH_CLASSES; k++) {
        const at = ((im * ANNULI + j) * DEPTH_CLASSES + k) * n * BRANCH_CELL;
        const depth = DEPTH_CLASS_KM[k]!;
        if (kind === 'intraslab') writeSubductionBranches(g, at, kind, m, Math.hypot(r, depth), vs30, depth, scatter);
        else {
          const plane = sourceRupture(kind, m, k);
          ORIENTATIONS.forEach(({ strike, side }, i) =>
            writeSubductionBranches(g, at + i * BRANCH_CELL, kind, m, planeDistanceKm(r, strike, side, plane), vs30, 0, scatter),
          );
        }
      }
    }
  }
  return g;
}
const branchGridOf = memo(makeSubductionBranchGrid);
export const subductionBranchGrid = (kind: 'interface' | 'intraslab', vs30: number, scatter: boolean): Float64Array =>
  branchGridOf(SUBDUCTION_LOGIC_TREE, kind, vs30, scatter);
