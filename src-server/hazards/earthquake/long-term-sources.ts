// The long-horizon sources of the shaking integral, as plain data: which large (crustal) mainshocks are a fault's (and so
// leave the smoothed rates), and the summaries the drivers read. forecast.ts keeps them per seismicity. Pure.
import { grExceedanceShare } from './b-value.js';
import { FAULT_MODEL, type FaultSource } from './fault-sources.js';
import type { GreatInterface } from './interface-sources.js';
import { LONG_CATALOGUE, onPlane, type LargeRates } from './long-catalogue.js';

/** The long catalogue's large earthquakes around the place, for the drivers. */
export interface LargeSummary {
  minMagnitude: number;
  events: number;
  sources: number;
  /** Mainshocks on the subduction interface (Slab2 classification, slab.ts). */
  interfaceSources: number;
  ratePerYear: number;
  b: number;
  largest: { magnitude: number; year: number; rKm: number } | null;
}

/** The fault sources around the place, for the drivers: how many, their M6+ rate, the nearest. */
export interface FaultSummary {
  sections: number;
  ratePerYear: number;
  nearest: { name: string; slipRateMmYr: number; distanceKm: number; mMax: number } | null;
}

/** The great-interface source around the place, for the drivers: its rates and what loads it. */
export interface GreatInterfaceSummary {
  /** Expected interface earthquakes a year of M >= minMagnitude, and of M >= 8, over its nodes within the radius. */
  ratePerYear: number;
  ratePerYearM8: number;
  minMagnitude: number;
  /** What loads most of that rate: NZ NSHM 2022's slip deficit, or PB2002 plate convergence times the coupling. */
  loading: 'nzshm22-deficit' | 'pb2002-convergence';
}

/** The great-interface source's M6+ and M8+ rates and what loads most of them, or null where it has no nodes. */
export function greatInterfaceSummary(g: GreatInterface, mags: { mMin: number; mMax: number; b: number }): GreatInterfaceSummary | null {
  if (!g.nodes.length) return null;
  const fromDeficit = g.nodes.reduce((sum, n) => sum + (n.loading === 'nzshm22-deficit' ? n.ratePerYear : 0), 0);
  return {
    ratePerYear: g.ratePerYear,
    ratePerYearM8: g.ratePerYear * grExceedanceShare(8, mags.b, mags.mMin, mags.mMax),
    minMagnitude: mags.mMin,
    loading: fromDeficit > g.ratePerYear / 2 ? 'nzshm22-deficit' : 'pb2002-convergence',
  };
}

/** How many fault sections, their M6+ rate and the nearest, for the drivers. */
export function faultSummary(faults: readonly FaultSource[]): FaultSummary {
  const nearest = faults.reduce<FaultSource | null>((best, f) => (!best || f.distanceKm < best.distanceKm ? f : best), null);
  return {
    sections: faults.length,
    ratePerYear: faults.reduce((sum, f) => sum + f.ratePerYear, 0),
    nearest: nearest && { name: nearest.name, slipRateMmYr: nearest.slipRateMmYr, distanceKm: nearest.distanceKm, mMax: nearest.mMax },
  };
}

/** The long catalogue's events, rate, b and largest around the place, for the drivers. */
export function largeSummary(r: LargeRates): LargeSummary {
  const largest = r.largest
    ? { magnitude: r.largest.magnitude, year: new Date(r.largest.timeMs).getUTCFullYear(), rKm: r.largest.rKm }
    : null;
  const interfaceSources = r.sources.filter((src) => src.type.kind === 'interface').length;
  return {
    minMagnitude: LONG_CATALOGUE.minMagnitude,
    events: r.events,
    sources: r.sources.length,
    interfaceSources,
    ratePerYear: r.ratePerYear,
    b: r.bValue.b,
    largest,
  };
}

/**
 * Which large mainshocks are a fault source's: shallower than FAULT_MODEL.shallowKm and within FAULT_MODEL.bufferKm of
 * its trace. They leave the smoothed large-earthquake rates where the fault's rate stands for them (the fault-source
 * and background combination, docs/methodology/earthquake.md "Fault sources").
 */
export function faultMainshocks(place: { lat: number; lng: number }, rates: LargeRates, faults: readonly FaultSource[]): boolean[] {
  // The traces' points hashed into buffer-wide cells: a mainshock looks at the 3 x 3 cells around it only.
  const size = FAULT_MODEL.bufferKm;
  const cells = new Map<string, { xKm: number; yKm: number }[]>();
  for (const f of faults) {
    for (const [lng, lat] of f.points) {
      const p = onPlane(place, lat, lng);
      const key = `${Math.floor(p.xKm / size)}|${Math.floor(p.yKm / size)}`;
      const list = cells.get(key);
      if (list) list.push(p);
      else cells.set(key, [p]);
    }
  }
  const near = (x: number, y: number): boolean => {
    const cx = Math.floor(x / size);
    const cy = Math.floor(y / size);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const p of cells.get(`${cx + dx}|${cy + dy}`) ?? []) if ((p.xKm - x) ** 2 + (p.yKm - y) ** 2 <= size * size) return true;
      }
    }
    return false;
  };
  // Only crustal mainshocks can be a crustal fault's: an interface or intraslab event near a trace stays.
  return rates.sources.map(
    (src) => src.type.kind === 'crustal' && src.depthKm < FAULT_MODEL.shallowKm && cells.size > 0 && near(src.xKm, src.yKm),
  );
}
