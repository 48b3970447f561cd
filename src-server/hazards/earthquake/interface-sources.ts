// Great interface earthquakes balanced by plate convergence: the subduction interface around a place (its Slab2 nodes
// between the trench and the zone's deepest interface, slab-geometry.ts) releases the moment that the convergence of
// Bird's (2003) PB2002 subduction steps loads on it, χ_int μ A v, as Gutenberg-Richter earthquakes of M >= 6; a node
// takes the convergence of the nearest SUB step. Where a national model of record gives the interface's own slip deficit
// — New Zealand's 2022 NSHM on the Hikurangi-Kermadec interface — a node on its tiles releases that deficit instead
// (it is the locked share of the convergence, forearc motion included, which PB2002 lacks). Stands, where it applies,
// for the long catalogue's interface mainshocks (docs/methodology/earthquake.md, "Great interface earthquakes"). Pure apart from
// the one parse of the shipped tables.
import { deepFreeze } from '../../shared/freeze.js';
import { grMagnitudeBins } from './b-value.js';
import { HIKURANGI_SLIP_DEFICIT } from './data/hikurangi-slip-deficit.js';
import { PB2002_SUBDUCTION } from './data/pb2002-subduction.js';
import { FAULT_MODEL, momentOf } from './fault-sources.js';
import { onPlane } from './long-catalogue.js';
import { interfaceNodesNear, KM_PER_DEGREE } from './slab-geometry.js';

/** The great-interface source's constants, each fitted (with its command) or cited in docs/methodology/earthquake.md. */
export const INTERFACE_MODEL = deepFreeze({
  /**
   * Seismic coupling of the interface χ_int: the declustered interface mainshocks of M >= fitMinMagnitude of the long
   * catalogue (1904-2025, each 1 / T(M) a year) over what every SUB step predicts with χ = 1 (`npm run
   * fit:interface-coupling`).
   */
  coupling: 0.244,
  /** b of the interface mainshocks (Aki-Utsu, each above its era's Mc; same command). */
  b: 0.834,
  /** The smallest magnitude the coupling is fitted on: complete over the whole catalogue (1904's Mc is 6.8). */
  fitMinMagnitude: 7.0,
  /**
   * A node takes the convergence of the nearest SUB step within this distance (km): farther than the widest interface
   * reaches from its trench (45 km deep at Slab2's lower-quartile dip of 6.6 degrees is about 390 km).
   */
  reachKm: 500,
  /**
   * A node takes the slip deficit of the nearest NZ NSHM 2022 Hikurangi-Kermadec tile whose centre lies within this
   * distance (km) on the map: half a tile's diagonal (30 km x 30 km tiles), so the tiles cover the interface they model
   * and no more.
   */
  tileReachKm: 21,
  /**
   * The share of the tiles' deficit released in earthquakes: 1, as NZ NSHM 2022 fits its Hikurangi ruptures to the
   * deficit rates themselves (its slip-rate factors apply to the crustal faults only, nzshm-opensha's
   * NZSHM22_CrustalInversionRunner); the deficit is already the coupled share of the convergence.
   */
  tileCoupling: 1,
} as const);

/** One PB2002 subduction step: midpoint, length (km) and convergence (mm/yr, the negative divergent component). */
export interface SubductionStep {
  lat: number;
  lng: number;
  lengthKm: number;
  convergenceMmYr: number;
  plates: string;
}

let parsed: SubductionStep[] | undefined;
/** The shipped PB2002 SUB steps, parsed on first use. */
export function subductionSteps(): SubductionStep[] {
  if (parsed) return parsed;
  parsed = PB2002_SUBDUCTION.split('\n').map((line) => {
    const [lat, lng, lengthKm, convergence, plates] = line.split(',');
    return { lat: Number(lat), lng: Number(lng), lengthKm: Number(lengthKm), convergenceMmYr: Number(convergence), plates: plates ?? '' };
  });
  return parsed;
}

/** One NZ NSHM 2022 Hikurangi-Kermadec tile: centre, mid depth (km), and the slip deficit of its two branches (mm/yr). */
export interface DeficitTile {
  lat: number;
  lng: number;
  depthKm: number;
  lockedMmYr: number;
  creepingMmYr: number;
}

let tiles: DeficitTile[] | undefined;
/** The shipped Hikurangi-Kermadec tiles, parsed on first use. */
export function hikurangiTiles(): DeficitTile[] {
  if (tiles) return tiles;
  tiles = HIKURANGI_SLIP_DEFICIT.split('\n').map((line) => {
    const [lat, lng, depthKm, , locked, creeping] = line.split(',').map(Number);
    return { lat: lat!, lng: lng!, depthKm: depthKm!, lockedMmYr: locked!, creepingMmYr: creeping! };
  });
  return tiles;
}

/**
 * A tile's deficit as the source takes it: the mean of the locked-trench and creeping-trench branches, weighted equally
 * (the two deformation models NZ NSHM 2022 carries for the interface; they differ in 102 of the 452 tiles, 98 of them
 * in the four rows nearest the trench).
 */
export const tileDeficitMmYr = (t: DeficitTile): number => (t.lockedMmYr + t.creepingMmYr) / 2;

/** Mean seismic moment (N·m) of an earthquake of M >= mMin under the doubly truncated Gutenberg-Richter law. */
export const meanMoment = (b: number, mMin: number, mMax: number): number =>
  grMagnitudeBins(b, mMin, mMax).reduce((s, { m, w }) => s + w * momentOf(m), 0);

/** Area (km²) of the slab surface a node of `spacingDeg` stands for: its map cell over cos(dip). */
export const nodeAreaKm2 = (lat: number, spacingDeg: number, dipDeg: number): number =>
  ((spacingDeg * KM_PER_DEGREE) ** 2 * Math.cos((lat * Math.PI) / 180)) / Math.cos((dipDeg * Math.PI) / 180);

/** Earthquakes of M >= mMin a year that release the moment χ μ A v loads on an interface area (km²) at v (mm/yr). */
export const balancedRatePerYear = (areaKm2: number, convergenceMmYr: number, coupling: number, meanMomentNm: number): number =>
  (coupling * FAULT_MODEL.shearModulusPa * areaKm2 * 1e6 * Math.max(0, convergenceMmYr) * 1e-3) / meanMomentNm;

/** The great-interface source around a place: its interface nodes with their balanced rates, on the place's plane. */
export interface GreatInterface {
  nodes: {
    xKm: number;
    yKm: number;
    rKm: number;
    depthKm: number;
    ratePerYear: number;
    loading: 'nzshm22-deficit' | 'pb2002-convergence';
  }[];
  /** Expected M >= mMin a year over all nodes. */
  ratePerYear: number;
  /** The SUB steps that can lend a node their convergence, on the place's plane (for `coveredByGreatInterface`). */
  steps: { xKm: number; yKm: number }[];
}

/**
 * The interface nodes within `radiusKm` of the place (slab-geometry.ts), each carrying the moment-balanced rate of its
 * own area: at the slip deficit of the nearest Hikurangi-Kermadec tile within INTERFACE_MODEL.tileReachKm, else at the
 * convergence of the nearest SUB step within INTERFACE_MODEL.reachKm times χ_int (neither: no rate).
 */
export function greatInterfaceNear(
  place: { lat: number; lng: number },
  radiusKm: number,
  mags: { mMin: number; mMax: number },
): GreatInterface {
  const c = INTERFACE_MODEL;
  const nodes = interfaceNodesNear(place, radiusKm);
  if (!nodes.length) return { nodes: [], ratePerYear: 0, steps: [] };
  const steps = subductionSteps()
    .map((s) => ({ ...onPlane(place, s.lat, s.lng), convergence: s.convergenceMmYr }))
    .filter((s) => s.rKm <= radiusKm + c.reachKm);
  const near = hikurangiTiles()
    .map((t) => ({ ...onPlane(place, t.lat, t.lng), deficit: tileDeficitMmYr(t) }))
    .filter((t) => t.rKm <= radiusKm + c.tileReachKm);
  const m0 = meanMoment(c.b, mags.mMin, mags.mMax);
  const out: GreatInterface['nodes'] = [];
  for (const n of nodes) {
    const area = nodeAreaKm2(n.lat, n.spacingDeg, n.dipDeg);
    const tile = nearest(near, n, c.tileReachKm);
    let rate: number;
    let loading: GreatInterface['nodes'][number]['loading'];
    if (tile) {
      rate = balancedRatePerYear(area, tile.deficit, c.tileCoupling, m0);
      loading = 'nzshm22-deficit';
    } else {
      const step = nearest(steps, n, c.reachKm);
      if (!step) continue;
      rate = balancedRatePerYear(area, step.convergence, c.coupling, m0);
      loading = 'pb2002-convergence';
    }
    if (rate > 0) out.push({ xKm: n.xKm, yKm: n.yKm, rKm: n.rKm, depthKm: n.depthKm, ratePerYear: rate, loading });
  }
  return {
    nodes: out,
    ratePerYear: out.reduce((s, n) => s + n.ratePerYear, 0),
    steps: out.length ? steps.map((s) => ({ xKm: s.xKm, yKm: s.yKm })) : [],
  };
}

/** The point of `points` nearest to `at` on the place's plane within `withinKm`, or null. */
function nearest<T extends { xKm: number; yKm: number }>(
  points: readonly T[],
  at: { xKm: number; yKm: number },
  withinKm: number,
): T | null {
  let best: T | null = null;
  let bestD2 = withinKm ** 2;
  for (const p of points) {
    const d2 = (p.xKm - at.xKm) ** 2 + (p.yKm - at.yKm) ** 2;
    if (d2 <= bestD2) {
      bestD2 = d2;
      best = p;
    }
  }
  return best;
}

/**
 * Whether the great-interface source stands for an interface mainshock of the long catalogue at (xKm, yKm): where it
 * has nodes, every interface mainshock with a SUB step within INTERFACE_MODEL.reachKm — the events its coupling was
 * fitted on — leaves the smoothed rates.
 */
export function coveredByGreatInterface(g: GreatInterface, xKm: number, yKm: number): boolean {
  const reach2 = INTERFACE_MODEL.reachKm ** 2;
  return g.steps.some((s) => (s.xKm - xKm) ** 2 + (s.yKm - yKm) ** 2 <= reach2);
}
