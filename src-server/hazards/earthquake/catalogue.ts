// The catalogue as the forecast reads it: the USGS query that made it (with the cut-offs of a merged catalogue), the
// place-independent preparation of its events (once per payload), and its events on a place's plane.
import { EARTH_RADIUS_KM } from '../../shared/geo.js';
import { memo } from '../../shared/derived.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import { binMagnitude, cutoffAt, MAGNITUDE_BIN, type CutoffStep } from './completeness.js';
import { depthClassOf } from './shaking-grid.js';

export interface CatalogueQuery {
  center: { lat: number; lng: number };
  radiusKm: number;
  /** The query's minimum magnitude (the catalogue's cut-off; with `cutoffs`, the lowest of them, the newest period's). */
  minMagnitude: number;
  start: Date;
  end: Date;
  /**
   * A catalogue merged from queries with different cut-offs (the hindcast's older M5.5+ file before its M5+ file):
   * the cut-off from each `start` on, in time order (before the first, the first's). Absent: `minMagnitude`
   * throughout, the app's single query. Events below their time's cut-off are left out, and completeness is
   * estimated per period with each period's own cut-off as its floor.
   */
  cutoffs?: readonly { start: Date; minMagnitude: number }[];
}

/** The query's cut-off as steps in time (one step for a single query). */
export function queryCutoffSteps(q: CatalogueQuery): CutoffStep[] {
  const steps = (q.cutoffs ?? [])
    .map((c) => ({ startMs: c.start.getTime(), minMagnitude: c.minMagnitude }))
    .sort((a, b) => a.startMs - b.startMs);
  return steps.length ? steps : [{ startMs: q.start.getTime(), minMagnitude: q.minMagnitude }];
}

export interface EarthquakeCatalogue {
  events: readonly Quake[];
  query: CatalogueQuery;
}

/** An event of the catalogue on the site's plane (azimuthal equidistant: exact distance and bearing from the site). */
export interface PlaneEvent {
  quake: Quake;
  /** Its index in the catalogue's events. */
  index: number;
  timeMs: number;
  magnitude: number;
  xKm: number;
  yKm: number;
  /** Epicentral distance from the site. */
  rKm: number;
  depthClass: number;
  /** Mc of the event's period. */
  mc: number;
}

const toRad = (d: number) => (d * Math.PI) / 180;

/**
 * What the model reads of each catalogue event that does not depend on the place, once per catalogue payload
 * (`preparedCatalogue`: the source layer's events array is deep-frozen and shared by every place of its cell): valid events in
 * time order (stable: ties keep the payload's order), their times, binned magnitudes, depth classes and the
 * trigonometry of their latitudes.
 */
interface CataloguePrep {
  /** Indices into the events array, time order. */
  order: Int32Array;
  timeMs: Float64Array;
  magnitude: Float64Array;
  binned: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  cosLat: Float64Array;
  sinLat: Float64Array;
  depthClass: Int8Array;
  /**
   * The map features of its events made so far, by index in the events array (model.ts `quakeFeature`): made on first
   * use, deep-frozen, and shared by every place of the cell, so the response serialiser copies their kept JSON.
   */
  features: Map<number, object>;
}

const MIN_PLAUSIBLE_MAGNITUDE = -3;
const MAX_PLAUSIBLE_MAGNITUDE = 10.5;

function prepareCatalogue(quakes: readonly Quake[]): CataloguePrep {
  const valid: { i: number; t: number }[] = [];
  quakes.forEach((quake, i) => {
    const t = Date.parse(quake.time);
    if (!Number.isFinite(t) || !Number.isFinite(quake.magnitude) || !Number.isFinite(quake.lat) || !Number.isFinite(quake.lng)) return;
    if (Math.abs(quake.lat) > 90 || Math.abs(quake.lng) > 180) return;
    // Outside what any magnitude scale reports (docs/methodology/earthquake.md "Rows left out"): a corrupt row, not an
    // earthquake (and binning 1e302 overflows to Infinity).
    if (quake.magnitude < MIN_PLAUSIBLE_MAGNITUDE || quake.magnitude > MAX_PLAUSIBLE_MAGNITUDE) return;
    valid.push({ i, t });
  });
  valid.sort((a, b) => a.t - b.t);
  const n = valid.length;
  const prep: CataloguePrep = {
    order: new Int32Array(n),
    timeMs: new Float64Array(n),
    magnitude: new Float64Array(n),
    binned: new Float64Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    cosLat: new Float64Array(n),
    sinLat: new Float64Array(n),
    depthClass: new Int8Array(n),
    features: new Map(),
  };
  valid.forEach(({ i, t }, k) => {
    const q = quakes[i]!;
    prep.order[k] = i;
    prep.timeMs[k] = t;
    prep.magnitude[k] = q.magnitude;
    prep.binned[k] = binMagnitude(q.magnitude);
    prep.lat[k] = q.lat;
    prep.lng[k] = q.lng;
    prep.cosLat[k] = Math.cos(toRad(q.lat));
    prep.sinLat[k] = Math.sin(toRad(q.lat));
    prep.depthClass[k] = depthClassOf(q.depthKm);
  });
  return prep;
}

/** prepareCatalogue once per catalogue payload (keyed by the frozen events array: shared/derived.ts `memo`). */
export const preparedCatalogue = memo(prepareCatalogue);

/**
 * Every event of the query within its radius of the place, from `startMs` to before `nowMs` and above its time's cut-off,
 * on the place's azimuthal equidistant plane (exact distance and bearing from the place: shared/geo's haversine distance
 * and the initial bearing, with each event's latitude terms from the payload's preparation). Mc not yet set (NaN).
 */
export function planeEvents(
  catalogue: EarthquakeCatalogue,
  place: { lat: number; lng: number },
  startMs: number,
  nowMs: number,
): PlaneEvent[] {
  const q = catalogue.query;
  const prep = preparedCatalogue(catalogue.events);
  const all: PlaneEvent[] = [];
  const p1 = toRad(place.lat);
  const cosP1 = Math.cos(p1);
  const sinP1 = Math.sin(p1);
  const steps = queryCutoffSteps(q);
  const minMagnitude = q.minMagnitude - MAGNITUDE_BIN / 2;
  for (let k = 0; k < prep.order.length; k++) {
    const t = prep.timeMs[k]!;
    if (t < startMs || t >= nowMs || prep.magnitude[k]! < minMagnitude) continue;
    if (steps.length > 1 && prep.magnitude[k]! < cutoffAt(steps, t) - MAGNITUDE_BIN / 2) continue;
    const lat2 = prep.lat[k]!;
    const dLat = toRad(lat2 - place.lat);
    const dLng = toRad(prep.lng[k]! - place.lng);
    const cosP2 = prep.cosLat[k]!;
    const a = Math.sin(dLat / 2) ** 2 + cosP1 * cosP2 * Math.sin(dLng / 2) ** 2;
    const r = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
    if (!(r <= q.radiusKm)) continue;
    const theta = Math.atan2(Math.sin(dLng) * cosP2, cosP1 * prep.sinLat[k]! - sinP1 * cosP2 * Math.cos(dLng));
    all.push({
      quake: catalogue.events[prep.order[k]!]!,
      index: prep.order[k]!,
      timeMs: t,
      magnitude: prep.binned[k]!,
      xKm: r * Math.sin(theta),
      yKm: r * Math.cos(theta),
      rKm: r,
      depthClass: prep.depthClass[k]!,
      mc: Number.NaN,
    });
  }
  return all;
}
