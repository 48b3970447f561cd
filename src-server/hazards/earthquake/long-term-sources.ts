// The long-horizon sources of the shaking integral, as plain data: the fault sources' populations (their exponential
// part and characteristic box along the traces), which large mainshocks are a fault's (and so leave the smoothed
// rates), and the summaries the drivers read. forecast.ts keeps them per seismicity. Pure.
import { FAULT_MODEL, type FaultSource } from './fault-sources.js';
import { LONG_CATALOGUE, onPlane, type LargeRates } from './long-catalogue.js';
import { DEPTH_CLASSES, emptySourceGrid, SHAKING_EDGES_KM, type SourcePopulation } from './site-shaking.js';

/** The long catalogue's large earthquakes around the place, for the drivers. */
export interface LargeSummary {
  minMagnitude: number;
  events: number;
  sources: number;
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
  const largest = r.largest ? { magnitude: r.largest.magnitude, year: new Date(r.largest.timeMs).getUTCFullYear(), rKm: r.largest.rKm } : null;
  return { minMagnitude: LONG_CATALOGUE.minMagnitude, events: r.events, sources: r.sources.length, ratePerYear: r.ratePerYear, b: r.bValue.b, largest };
}

/**
 * Which large mainshocks are a fault source's: shallower than FAULT_MODEL.shallowKm and within FAULT_MODEL.bufferKm of
 * its trace. They leave the smoothed large-earthquake rates where the fault's rate stands for them (the fault-source
 * and background combination, docs/methodology.md "Fault sources").
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
  return rates.sources.map((src) => src.depthKm < FAULT_MODEL.shallowKm && cells.size > 0 && near(src.xKm, src.yKm));
}

/**
 * Fault sources as populations of the shaking integral, shallow, along the traces: each fault's exponential part
 * (mMin to mChar, slope b) and its characteristic box (mChar to mMax, uniform), grouped by their magnitude ranges (to 0.1).
 */
export function faultPopulations(faults: readonly FaultSource[], years: number, b: number): SourcePopulation[] {
  const groups = new Map<string, SourcePopulation>();
  const add = (mMin: number, mMax: number, slope: number, expected: number, pointsKm: readonly number[]) => {
    if (!(expected > 0) || !(mMax > mMin)) return;
    const key = `${mMin.toFixed(1)}|${mMax.toFixed(1)}|${slope}`;
    let pop = groups.get(key);
    if (!pop) groups.set(key, (pop = { grid: emptySourceGrid(), magnitudes: { mMin: Math.round(mMin * 10) / 10, mMax: Math.round(mMax * 10) / 10, b: slope } }));
    for (const r of pointsKm) {
      const j = SHAKING_EDGES_KM.findIndex((edge, k) => k > 0 && r < edge) - 1;
      if (j >= 0) pop.grid[j * DEPTH_CLASSES]! += expected / pointsKm.length;
    }
  };
  for (const f of faults) {
    const n = f.ratePerYear * years;
    add(LONG_CATALOGUE.minMagnitude, f.mChar, b, n * (1 - f.characteristicShare), f.pointsKm);
    add(f.mChar, f.mMax, 0, n * f.characteristicShare, f.pointsKm);
  }
  return [...groups.values()];
}

