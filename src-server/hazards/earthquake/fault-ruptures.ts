// The fault sources' ruptures on their dipping planes: for each section near the place and each magnitude of its
// moment-balanced distribution, ruptures of Wells & Coppersmith (1994) length and width float along strike and down dip
// over the plane (upper to lower seismogenic depth, dipping towards its dip direction), each position equally likely, as
// the national models float fault ruptures (Petersen et al. 2014); the rupture distance of each to the site is binned
// per km, so the shaking integral takes AWW2012 at the plane's true closest distance (a thrust dipping beneath the city
// comes within its depth of it). docs/methodology/earthquake.md, "Finite ruptures". Pure.
import { grMagnitudeBins } from './b-value.js';
import type { FaultSource } from './fault-sources.js';
import { exceedanceProbability, intensityRrup, ruptureLengthKm } from './intensity.js';
import { LONG_CATALOGUE, onPlane } from './long-catalogue.js';
import { crustalRuptureWidthKm } from './rupture-geometry.js';

/** Rupture distances are binned per RRUP_STEP_KM up to RRUP_MAX_KM (beyond, shaking of MMI V+ is negligible at M <= 9). */
const RRUP_STEP_KM = 1;
const RRUP_MAX_KM = 400;
const R_BINS = RRUP_MAX_KM / RRUP_STEP_KM;
/** Down-dip spacing (km) of the plane's nodes, like the trace's 5 km sampling. */
const ROW_KM = 5;

/** Expected ruptures per year of each magnitude (bin centre) by rupture-distance bin. */
export interface FaultRuptureRates {
  magnitudes: number[];
  /** perYear[i][r]: ruptures per year of magnitudes[i] whose closest distance falls in bin r. */
  perYear: Float64Array[];
}

/**
 * Rupture distance (km) from the site of every node of the plane: rows down dip (top first) x points along strike. A
 * system of several sections (fault-sources.ts' `geometry`) takes each point's own section plane, with as many rows.
 */
function planeNodes(
  place: { lat: number; lng: number },
  f: FaultSource,
  side: 1 | -1,
): { rows: number; cols: number; d: Float64Array; rowKm: number } {
  const cols = f.points.length;
  const planes = f.geometry ?? [f];
  const widthOf = (p: (typeof planes)[number]) => (p.lowerKm - p.upperKm) / Math.sin((p.dipDeg * Math.PI) / 180);
  const width = Math.max(...planes.map(widthOf));
  const rows = Math.max(1, Math.ceil(width / ROW_KM)) + 1;
  const onTrace = f.points.map(([lng, lat]) => onPlane(place, lat, lng));
  // Horizontal direction of the strike (unknown dip direction: perpendicular to it, on `side`): the whole trace's for one
  // section, the neighbouring points' for a system.
  const strikeAz = (i: number): number => {
    const [a, b] = f.geometry ? [onTrace[Math.max(0, i - 1)]!, onTrace[Math.min(cols - 1, i + 1)]!] : [onTrace[0]!, onTrace.at(-1)!];
    return Math.atan2(b.xKm - a.xKm, b.yKm - a.yKm);
  };
  const d = new Float64Array(rows * cols);
  let rowSum = 0;
  for (let i = 0; i < cols; i++) {
    const plane = f.geometry ? f.geometry[i]! : f;
    const dip = (plane.dipDeg * Math.PI) / 180;
    const rowKm = widthOf(plane) / (rows - 1);
    rowSum += rowKm;
    const az = plane.dipDirDeg !== null ? (plane.dipDirDeg * Math.PI) / 180 : strikeAz(i) + (side * Math.PI) / 2;
    const p = onTrace[i]!;
    for (let j = 0; j < rows; j++) {
      const along = j * rowKm;
      const h = along * Math.cos(dip);
      const z = plane.upperKm + along * Math.sin(dip);
      d[j * cols + i] = Math.hypot(p.xKm + h * Math.sin(az), p.yKm + h * Math.cos(az), z);
    }
  }
  return { rows, cols, d, rowKm: rowSum / cols };
}

/**
 * Rupture rates of the fault sections by magnitude and rupture distance, per year. A section of unknown dip direction
 * that is not vertical counts half on each side of its trace.
 */
export function faultRuptureRates(place: { lat: number; lng: number }, faults: readonly FaultSource[], b: number): FaultRuptureRates {
  const byMagnitude = new Map<string, { m: number; rates: Float64Array }>();
  for (const f of faults) {
    const bins = [
      ...grMagnitudeBins(b, LONG_CATALOGUE.minMagnitude, f.mChar).map(({ m, w }) => ({
        m,
        rate: f.ratePerYear * (1 - f.characteristicShare) * w,
      })),
      ...grMagnitudeBins(0, f.mChar, f.mMax).map(({ m, w }) => ({ m, rate: f.ratePerYear * f.characteristicShare * w })),
    ].filter((x) => x.rate > 0);
    const twoSided = (f.geometry ?? [f]).some((p) => p.dipDirDeg === null && p.dipDeg < 89.5);
    const sides: (1 | -1)[] = twoSided ? [1, -1] : [1];
    for (const side of sides) {
      const plane = planeNodes(place, f, side);
      const spacing = f.lengthKm / Math.max(1, plane.cols);
      for (const { m, rate } of bins) {
        const nL = Math.min(plane.cols, Math.max(1, Math.round(ruptureLengthKm(m) / spacing)));
        const nW = Math.min(plane.rows, Math.max(2, Math.round(crustalRuptureWidthKm(m) / plane.rowKm) + 1));
        const positions = (plane.cols - nL + 1) * (plane.rows - nW + 1);
        const key = m.toFixed(2);
        let entry = byMagnitude.get(key);
        if (!entry) byMagnitude.set(key, (entry = { m, rates: new Float64Array(R_BINS) }));
        // Closest node of each rupture position: the window minimum along strike, then down dip.
        const alongMin = new Float64Array(plane.rows * (plane.cols - nL + 1)).fill(Number.POSITIVE_INFINITY);
        for (let j = 0; j < plane.rows; j++) {
          for (let i = 0; i + nL <= plane.cols; i++) {
            let mn = Number.POSITIVE_INFINITY;
            for (let k = i; k < i + nL; k++) mn = Math.min(mn, plane.d[j * plane.cols + k]!);
            alongMin[j * (plane.cols - nL + 1) + i] = mn;
          }
        }
        const each = rate / sides.length / positions;
        for (let j = 0; j + nW <= plane.rows; j++) {
          for (let i = 0; i + nL <= plane.cols; i++) {
            let mn = Number.POSITIVE_INFINITY;
            for (let k = j; k < j + nW; k++) mn = Math.min(mn, alongMin[k * (plane.cols - nL + 1) + i]!);
            const bin = Math.floor(mn / RRUP_STEP_KM);
            if (bin < R_BINS) entry.rates[bin]! += each;
          }
        }
      }
    }
  }
  const entries = [...byMagnitude.values()].sort((a, b2) => a.m - b2.m);
  return { magnitudes: entries.map((e) => e.m), perYear: entries.map((e) => e.rates) };
}

/** Expected exceedances of `level` over `years` from the fault ruptures (AWW2012 at each bin's middle distance). */
export function faultExceedances(rates: FaultRuptureRates, years: number, level: number): number {
  let total = 0;
  rates.magnitudes.forEach((m, i) => {
    const row = rates.perYear[i]!;
    for (let r = 0; r < R_BINS; r++) {
      const n = row[r]!;
      if (n > 0) total += n * exceedanceProbability(intensityRrup(m, (r + 0.5) * RRUP_STEP_KM), level);
    }
  });
  return total * years;
}
