// The FEWS NET unit that contains the place: point in polygon (even-odd rule, holes included) over the outlines of the
// units FEWS NET classified in its newest round. Where several contain it (a unit type nested in another), the
// smallest. A place in none is said, never given another unit's phase. Pure.
import type { FewsNetClassification, FewsNetScenario, FewsNetUnitShape } from '../../sources/fews-net/normalize.js';

export interface FewsNetUnit {
  fnid: string;
  name: string;
  unitType: string;
}

/** Whether (x, y) lies inside the ring (ray casting; a point on an edge may go either way). */
function inRing(x: number, y: number, ring: readonly number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const ringArea = (ring: readonly number[][]): number => {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j]![0]! + ring[i]![0]!) * (ring[j]![1]! - ring[i]![1]!);
  return Math.abs(a / 2);
};

export function contains(shape: FewsNetUnitShape, lat: number, lng: number): boolean {
  const [w, s, e, n] = shape.bbox;
  if (lng < w || lng > e || lat < s || lat > n) return false;
  return shape.polygons.some((poly) => inRing(lng, lat, poly[0]!) && !poly.slice(1).some((hole) => inRing(lng, lat, hole)));
}

/** The classified unit containing the point, the smallest when nested; undefined when none does. */
export function unitAt(
  shapes: readonly FewsNetUnitShape[],
  classified: ReadonlySet<string>,
  lat: number,
  lng: number,
): FewsNetUnit | undefined {
  const hits = shapes.filter((s) => classified.has(s.fnid) && contains(s, lat, lng));
  if (hits.length === 0) return undefined;
  const area = (s: FewsNetUnitShape) => s.polygons.reduce((a, p) => a + ringArea(p[0]!), 0);
  const best = hits.reduce((a, b) => (area(b) < area(a) ? b : a));
  return { fnid: best.fnid, name: best.name, unitType: best.unitType };
}

/** A unit's phase in one scenario of one reporting round. */
export interface ScenarioPhase {
  scenario: FewsNetScenario;
  phase: number | null;
  start: number;
  /** Exclusive: the day after the period's last day. */
  end: number;
  reportingDate: string;
  assistance: boolean;
}

const DAY_MS = 86_400_000;

/** The unit's row of each scenario in its newest round that has that scenario. */
export function newestScenario(rows: readonly FewsNetClassification[], scenario: FewsNetScenario): ScenarioPhase | undefined {
  const mine = rows.filter((r) => r.scenario === scenario);
  const latest = mine.reduce<FewsNetClassification | undefined>((a, r) => (!a || r.reportingDate > a.reportingDate ? r : a), undefined);
  if (!latest) return undefined;
  return {
    scenario,
    phase: latest.phase,
    start: Date.parse(latest.start),
    end: Date.parse(latest.end) + DAY_MS,
    reportingDate: latest.reportingDate,
    assistance: latest.assistance,
  };
}
