// The long catalogue of large earthquakes (M >= 6): the ISC-GEM Global Instrumental Earthquake Catalogue (1904-2016,
// shipped in data/isc-gem.ts) continued by the USGS events of M >= 6 after it, with the completeness of each era.
// Its rates carry the long-term shaking hazard of the large earthquakes that a 50-year M4.5+ query sees only in
// part (docs/methodology/earthquake.md, "Large earthquakes: the long catalogue"). Pure apart from the one parse of the shipped
// text, kept for the process (like the gazetteer).
import { EARTH_RADIUS_KM } from '../../shared/geo.js';
import { YEAR_MS } from '../../shared/clock.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import { bValueMle, type BValueEstimate } from './b-value.js';
import { binMagnitude, MAGNITUDE_BIN } from './completeness.js';
import { ISC_GEM } from './data/isc-gem.js';
import { declusterWindows, uhrhammerWindow } from './declustering.js';
import { adaptiveBandwidths } from './smoothed-seismicity.js';
import { depthClassOf } from './shaking-grid.js';
import { sourceType, type SourceType } from './slab.js';

/** The long catalogue's constants, each fitted (with its command) or cited in docs/methodology/earthquake.md. */
export const LONG_CATALOGUE = {
  /** The magnitude the long catalogue stands for: the short (USGS query) model covers M5-6 below it. */
  minMagnitude: 6.0,
  /**
   * Completeness per era, from `npm run build:iscgem` (maximum curvature + 0.2 per decade on all 39,160 ISC-GEM v7.0
   * events, Wiemer & Wyss 2000; Woessner & Wiemer 2005; an older era never better than a newer one): 1904 6.8, 1910s
   * 6.5, 1920s 6.2 (6.5 after the monotone rule), 1930s 6.0 (6.5), 1940s 6.5, 1950s 6.2, 1960s-2010s 5.7-5.8, floored
   * at the shipped minimum 6.0.
   */
  completeness: [
    { from: Date.UTC(1904, 0, 1), mc: 6.8 },
    { from: Date.UTC(1910, 0, 1), mc: 6.5 },
    { from: Date.UTC(1950, 0, 1), mc: 6.2 },
    { from: Date.UTC(1960, 0, 1), mc: 6.0 },
  ] as readonly { from: number; mc: number }[],
  /** ISC-GEM v7.0 ends 2016-12-30: from here on the USGS events of M >= minMagnitude continue it. */
  iscGemEndMs: Date.UTC(2017, 0, 1),
  /**
   * Helmstetter et al. (2007) adaptive kernels for the large mainshocks: width = distance to the k-th neighbour,
   * bounded. Fitted by `npm run fit:long-rates` (Poisson likelihood of the 2,101 M6+ mainshocks of 2000-01 .. 2025-10
   * given the 4,805 of 1904-1999, worldwide; grid k 1-5, bounds 5-25 / 20-200 km): k = 1, 15-40 km, log-likelihood
   * -27,125.8 against -32,985.9 for a uniform rate (16 times the probability per earthquake); docs/methodology/earthquake.md.
   */
  smoothing: { neighbours: 1, minBandwidthKm: 15, maxBandwidthKm: 40 },
  /**
   * b-value of large earthquakes where fewer than 50 complete mainshocks lie around the place: the Aki-Utsu estimate
   * on all 6,906 complete M6+ mainshocks of the long catalogue, 0.895 +- 0.010 (`npm run fit:long-rates`).
   */
  globalB: 0.895,
} as const;

/** The shipped ISC-GEM events, parsed once. */
export interface LongEvents {
  timeMs: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  depthKm: Float64Array;
  magnitude: Float64Array;
  /** 1 where the depth is constrained (ISC-GEM depth quality A or B), 0 where not (C: mostly a default depth). */
  depthKnown: Uint8Array;
  /** Indices by ascending latitude (with `sortedLat`), so a place reads only its latitude band; absent: scan all. */
  byLat?: Int32Array;
  sortedLat?: Float64Array;
}

let parsed: LongEvents | undefined;
/** The ISC-GEM events of data/isc-gem.ts (M >= 6, 1904-2016), parsed on first use. */
export function iscGemEvents(): LongEvents {
  if (parsed) return parsed;
  const lines = ISC_GEM.split('\n');
  const n = lines.length;
  const out: LongEvents = {
    timeMs: new Float64Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    depthKm: new Float64Array(n),
    magnitude: new Float64Array(n),
    depthKnown: new Uint8Array(n),
  };
  lines.forEach((line, i) => {
    const [t, lat, lng, depth, mw, quality] = line.split(',');
    out.timeMs[i] = Date.parse(`${t}Z`);
    out.lat[i] = Number(lat);
    out.lng[i] = Number(lng);
    out.depthKm[i] = Number(depth);
    out.magnitude[i] = Number(mw);
    out.depthKnown[i] = quality === 'C' ? 0 : 1;
  });
  out.byLat = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => out.lat[a]! - out.lat[b]!);
  out.sortedLat = Float64Array.from(out.byLat, (i) => out.lat[i]!);
  parsed = out;
  return out;
}

/** Mc of the long catalogue at a time (before 1904: never complete). */
export function longCompletenessAt(timeMs: number): number {
  let mc = Number.POSITIVE_INFINITY;
  for (const era of LONG_CATALOGUE.completeness) if (timeMs >= era.from) mc = Math.max(era.mc, LONG_CATALOGUE.minMagnitude);
  return mc;
}

/** Years during which magnitude m is complete, up to `nowMs` (the effective observation time of an event of that size). */
export function yearsComplete(m: number, nowMs: number): number {
  const era = LONG_CATALOGUE.completeness.find((e) => Math.max(e.mc, LONG_CATALOGUE.minMagnitude) <= m + MAGNITUDE_BIN / 2 + 1e-9);
  return era ? Math.max(0, (nowMs - era.from) / YEAR_MS) : 0;
}

/** A large earthquake on the site's plane (azimuthal equidistant: exact distance and bearing from the site). */
export interface LargeEvent {
  timeMs: number;
  magnitude: number;
  depthKm: number | null;
  /** False where the catalogue's depth is not constrained (ISC-GEM quality C, or none given). */
  depthKnown: boolean;
  lat: number;
  lng: number;
  xKm: number;
  yKm: number;
  rKm: number;
}

const toRad = (d: number) => (d * Math.PI) / 180;

/** Distance and bearing from the site, as a point of the site's plane. */
export function onPlane(place: { lat: number; lng: number }, lat: number, lng: number): { rKm: number; xKm: number; yKm: number } {
  const p1 = toRad(place.lat);
  const p2 = toRad(lat);
  const dLng = toRad(lng - place.lng);
  const a = Math.sin((p2 - p1) / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin(dLng / 2) ** 2;
  const rKm = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  const theta = Math.atan2(Math.sin(dLng) * Math.cos(p2), Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dLng));
  return { rKm, xKm: rKm * Math.sin(theta), yKm: rKm * Math.cos(theta) };
}

/**
 * The long catalogue around a place before `nowMs`: ISC-GEM events within `radiusKm`, then the `recent` USGS events
 * (the app's query) of M >= 6 after ISC-GEM's end; only events at or above their era's completeness. Time order.
 */
export function longCatalogueNear(
  place: { lat: number; lng: number },
  radiusKm: number,
  nowMs: number,
  recent: readonly Quake[],
  events: LongEvents = iscGemEvents(),
): LargeEvent[] {
  const out: LargeEvent[] = [];
  const add = (timeMs: number, lat: number, lng: number, depthKm: number | null, magnitude: number, depthKnown: boolean) => {
    if (!(timeMs < nowMs) || binMagnitude(magnitude) < longCompletenessAt(timeMs) - MAGNITUDE_BIN / 2) return;
    const at = onPlane(place, lat, lng);
    if (at.rKm <= radiusKm)
      out.push({ timeMs, magnitude: binMagnitude(magnitude), depthKm, depthKnown: depthKnown && depthKm !== null, lat, lng, ...at });
  };
  // Only the latitude band that can hold events within the radius (a degree of latitude is 111.19 km).
  const band = (radiusKm + 1) / 111.19;
  const { byLat, sortedLat } = events;
  const [from, to] =
    byLat && sortedLat
      ? [lowerBound(sortedLat, place.lat - band), lowerBound(sortedLat, place.lat + band + 1e-9)]
      : [0, events.timeMs.length];
  const within: number[] = [];
  for (let k = from; k < to; k++) within.push(byLat ? byLat[k]! : k);
  within.sort((a, b) => a - b); // time order, as the file is
  // And a longitude test before the exact distance: the band's narrowest parallel bounds the longitude span (none
  // near the poles, where it would not).
  const coslat = Math.cos((Math.min(89, Math.abs(place.lat) + band) * Math.PI) / 180);
  const lngSpan = coslat > 0.05 ? band / coslat : 360;
  for (const i of within) {
    if (Math.abs(events.lat[i]! - place.lat) > band) continue;
    const dLng = Math.abs(((events.lng[i]! - place.lng + 540) % 360) - 180);
    if (dLng > lngSpan) continue;
    add(events.timeMs[i]!, events.lat[i]!, events.lng[i]!, events.depthKm[i]!, events.magnitude[i]!, events.depthKnown[i] === 1);
  }
  for (const q of recent) {
    const t = Date.parse(q.time);
    if (t >= LONG_CATALOGUE.iscGemEndMs) add(t, q.lat, q.lng, q.depthKm, q.magnitude, q.depthKm !== null);
  }
  return out.sort((a, b) => a.timeMs - b.timeMs);
}

/** The first index of a sorted array holding a value at least x. */
function lowerBound(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A declustered large mainshock as a source of the shaking integral: rate of M >= minMagnitude it stands for. */
export interface LargeSource {
  rKm: number;
  xKm: number;
  yKm: number;
  bandwidthKm: number;
  /** Expected M >= LONG_CATALOGUE.minMagnitude per year this mainshock stands for (1 / the years its size is complete). */
  ratePerYear: number;
  depthClass: number;
  /** Depth (km; 0 when unknown, like the depth classes' shallowest). */
  depthKm: number;
  magnitude: number;
  /** Its tectonic type from Slab2 (slab.ts) and the depth its ground motion is computed at. */
  type: SourceType;
}

export interface LargeRates {
  /** Complete events of the long catalogue within the radius, and the declustered mainshocks among them. */
  events: number;
  sources: LargeSource[];
  /** Rate of M >= minMagnitude within the radius per year (sum over the sources). */
  ratePerYear: number;
  /** b-value of the large mainshocks (Aki-Utsu with each event's era Mc; LONG_CATALOGUE.globalB below 50 events). */
  bValue: BValueEstimate;
  /** Largest magnitude in the long catalogue around the place. */
  largest: LargeEvent | null;
}

/**
 * Long-term rates of large earthquakes from the long catalogue: declustered (Uhrhammer 1986 windows), each mainshock
 * of magnitude M counting 1 / T(M) events of M >= 6 per year, T(M) the years its size has been complete (the
 * magnitude-dependent observation time of Weichert 1980), spread by adaptive kernels (Helmstetter et al. 2007).
 */
export function largeEarthquakeRates(
  place: { lat: number; lng: number },
  radiusKm: number,
  nowMs: number,
  recent: readonly Quake[],
  events?: LongEvents,
): LargeRates {
  const c = LONG_CATALOGUE;
  const near = longCatalogueNear(place, radiusKm, nowMs, recent, events);
  const { mainshocks } = declusterWindows(near, uhrhammerWindow);
  const mains = mainshocks.map((i) => near[i]!);
  const bandwidths = adaptiveBandwidths(mains, c.smoothing.neighbours, c.smoothing.minBandwidthKm, c.smoothing.maxBandwidthKm);
  const sources: LargeSource[] = mains.map((e, k) => ({
    rKm: e.rKm,
    xKm: e.xKm,
    yKm: e.yKm,
    bandwidthKm: bandwidths[k]!,
    ratePerYear: 1 / Math.max(1, yearsComplete(e.magnitude, nowMs)),
    depthClass: depthClassOf(e.depthKm),
    depthKm: e.depthKm ?? 0,
    magnitude: e.magnitude,
    type: sourceType(e.lat, e.lng, e.depthKm, e.depthKnown),
  }));
  const local = bValueMle(mains.map((e) => ({ magnitude: e.magnitude, mc: longCompletenessAt(e.timeMs) })));
  const bValue = local.method === 'global' ? { ...local, b: c.globalB } : local;
  const largest = near.reduce<LargeEvent | null>((best, e) => (!best || e.magnitude > best.magnitude ? e : best), null);
  return { events: near.length, sources, ratePerYear: sources.reduce((s, x) => s + x.ratePerYear, 0), bValue, largest };
}
