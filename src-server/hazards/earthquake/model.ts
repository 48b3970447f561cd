// Earthquake: Poisson rate of M>=5 within a radius from the USGS catalogue, Gutenberg-Richter scaled.
import type { SceneLayer } from '../../contracts/risk.js';
import { circlePolygon, distanceKm } from '../../shared/geo.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import { USGS_VERIFIER } from '../event-fields.js';
import type { ModelContext, ModelResult } from '../types.js';
import type { EarthquakeEvent } from './event.js';
import { windowDays } from '../window.js';

/** Constants, each with its source in docs/methodology.md. */
export const EARTHQUAKE = {
  /** Magnitude of the predicted event: M5 is where damage to vulnerable buildings begins (USGS). */
  eventMinMagnitude: 5.0,
  /** Epicentre radius of the predicted event and of the catalogue. */
  radiusKm: 150,
  /** Catalogue cut-off: ComCat is close to complete worldwide at M4.5 for recent decades. */
  catalogueMinMagnitude: 4.5,
  catalogueYears: 40,
  /** Gutenberg-Richter b-value: global average ~1.0 (Gutenberg & Richter 1944; Frohlich & Davis 1993). */
  bValue: 1.0,
  /** Half an event added to the count: a Jeffreys prior, so a quiet catalogue gives a small rate, not zero. */
  pseudoCount: 0.5,
  /**
   * Poisson needs independent events; aftershocks are not. Counting "active weeks" (distinct 7-day periods
   * with an event) counts a sequence about once; 7 was chosen on the training half of the hindcast.
   */
  clusterDays: 7,
  /** Largest magnitude the severity extrapolates to. */
  maxMagnitude: 9.0,
  /** Default hypocentre depth when the catalogue has none (typical crustal depth). */
  defaultDepthKm: 10,
} as const;

/** Allen, Wald & Worden (2012), hypocentral-distance IPE for active crustal regions (reference site). */
export function intensityAllen2012(magnitude: number, hypocentralKm: number): number {
  const c0 = 2.085;
  const c1 = 1.428;
  const c2 = -1.402;
  const c3 = 0.078;
  const m1 = -0.209;
  const m2 = 2.042;
  const rm = m1 + m2 * Math.exp(magnitude - 5);
  const r = Math.max(1, hypocentralKm);
  let mmi = c0 + c1 * magnitude + c2 * Math.log(Math.sqrt(r * r + rm * rm));
  if (r > 50) mmi += c3 * Math.log(r / 50);
  return mmi;
}

/**
 * Severity from intensity on the Modified Mercalli scale: MMI IV ("light", no damage) is 0 and
 * MMI IX ("violent", heavy damage, buildings shifted off foundations) is 100, linear between.
 */
export function severityFromMmi(mmi: number): number {
  return Math.min(100, Math.max(0, ((mmi - 4) / 5) * 100));
}

const median = (xs: number[]): number | undefined => {
  if (xs.length === 0) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const MMI_WORDS = ['not felt', 'weak', 'weak', 'light', 'moderate', 'strong', 'very strong', 'severe', 'violent', 'extreme'];

export interface RateParams {
  radiusKm: number;
  /** Smallest magnitude counted in the catalogue. */
  catalogueMinMagnitude: number;
  /** Smallest magnitude of the predicted event (>= catalogueMinMagnitude; equal means no G-R scaling). */
  eventMinMagnitude: number;
  bValue: number;
  pseudoCount: number;
  /**
   * Events are counted as distinct periods of this many days holding at least one event, so an
   * aftershock sequence counts about once (0: count every event).
   */
  clusterDays: number;
}

export interface CatalogueRate {
  /** Catalogue events counted: M >= catalogueMinMagnitude, within the radius, inside [start, end]. */
  events: Quake[];
  /** What the rate counts: distinct `clusterDays` periods with an event (or events when clusterDays is 0). */
  count: number;
  /** Rate of M >= eventMinMagnitude events per year. */
  ratePerYear: number;
}

/**
 * The model's rate step, shared with the hindcast: (N + pseudoCount) / years of catalogue at the
 * catalogue cut-off, scaled by Gutenberg-Richter to the event magnitude. Pure; ignores malformed rows.
 */
export function catalogueRate(
  quakes: readonly Quake[],
  center: { lat: number; lng: number },
  window: { start: Date; end: Date },
  p: RateParams,
): CatalogueRate {
  const startMs = window.start.getTime();
  const endMs = window.end.getTime();
  const years = Math.max(1 / 365.25, (endMs - startMs) / (365.25 * 86_400_000));
  const events = quakes.filter((q) => {
    const t = Date.parse(q.time);
    return (
      Number.isFinite(q.magnitude) &&
      q.magnitude >= p.catalogueMinMagnitude &&
      t >= startMs &&
      t <= endMs &&
      distanceKm(center.lat, center.lng, q.lat, q.lng) <= p.radiusKm
    );
  });
  // Gutenberg-Richter: log10 N(>=M) = a - bM, so N(>=M_event) = N(>=M_cat) x 10^(-b (M_event - M_cat)).
  const grFactor = 10 ** (-p.bValue * Math.max(0, p.eventMinMagnitude - p.catalogueMinMagnitude));
  // Adding an event can only add a period, so the count (and the probability) never falls with more events.
  const binMs = p.clusterDays * 86_400_000;
  const count = binMs > 0 ? new Set(events.map((q) => Math.floor((Date.parse(q.time) - startMs) / binMs))).size : events.length;
  return { events, count, ratePerYear: ((count + p.pseudoCount) / years) * grFactor };
}

/** Poisson: chance of at least one event in `years` at `ratePerYear` (0-1). */
export function poissonAtLeastOne(ratePerYear: number, years: number): number {
  const mu = Math.max(0, ratePerYear) * Math.max(0, years);
  return Number.isFinite(mu) ? -Math.expm1(-mu) : 1;
}

/** Magnitude bins (lower edges) of the severity integral, and their width. */
const MAG_STEP = 0.1;

/**
 * Distribution of the largest magnitude in a window with `mu` expected M>=eventMin events, given at least
 * one: P(max < m | N >= 1) = (exp(-mu 10^(-b(m - m0))) - exp(-mu)) / (1 - exp(-mu)) (Poisson + G-R),
 * truncated at maxMagnitude. Returns bin mid-points with their probabilities (summing to 1).
 */
export function largestMagnitudeDistribution(mu: number, c: { eventMinMagnitude: number; maxMagnitude: number; bValue: number }): { m: number; w: number }[] {
  const m0 = c.eventMinMagnitude;
  const safeMu = Number.isFinite(mu) && mu > 0 ? Math.min(mu, 1e6) : 1e-12;
  const exceed = (m: number) => safeMu * 10 ** (-c.bValue * (m - m0));
  // CDF up to the normaliser; -expm1 keeps precision when mu is tiny.
  const cdf = (m: number) => (m >= c.maxMagnitude ? 1 : (-Math.expm1(-safeMu) - -Math.expm1(-exceed(m))) / -Math.expm1(-safeMu));
  const out: { m: number; w: number }[] = [];
  for (let lo = m0; lo < c.maxMagnitude - 1e-9; lo += MAG_STEP) {
    const hi = Math.min(c.maxMagnitude, lo + MAG_STEP);
    const w = Math.max(0, cdf(hi) - cdf(lo));
    if (w > 0) out.push({ m: (lo + hi) / 2, w });
  }
  const total = out.reduce((s, x) => s + x.w, 0);
  return total > 0 ? out.map((x) => ({ m: x.m, w: x.w / total })) : [{ m: m0 + MAG_STEP / 2, w: 1 }];
}

function weightedMedian(xs: { m: number; w: number }[]): number {
  let acc = 0;
  for (const x of xs) {
    acc += x.w;
    if (acc >= 0.5) return x.m;
  }
  return xs.at(-1)?.m ?? EARTHQUAKE.eventMinMagnitude;
}

/** Hypocentral distances (km) of the catalogue's events (at most 200, evenly sampled), or a uniform-disc default. */
function sourceDistances(events: readonly Quake[], place: { lat: number; lng: number }, c: typeof EARTHQUAKE): number[] {
  if (events.length === 0) return [Math.hypot((2 * c.radiusKm) / 3, c.defaultDepthKm)];
  const step = Math.max(1, events.length / 200);
  const out: number[] = [];
  for (let i = 0; i < events.length; i += step) {
    const q = events[Math.floor(i)]!;
    const depth = q.depthKm !== null && Number.isFinite(q.depthKm) ? Math.max(0, q.depthKm) : c.defaultDepthKm;
    out.push(Math.hypot(distanceKm(place.lat, place.lng, q.lat, q.lng), depth));
  }
  return out;
}

/** E[severity] over magnitude bins and source distances (each distance equally likely). */
export function expectedSeverity(magnitudes: { m: number; w: number }[], hypocentralKm: number[]): number {
  let s = 0;
  for (const { m, w } of magnitudes) {
    let atM = 0;
    for (const r of hypocentralKm) atM += severityFromMmi(intensityAllen2012(m, r));
    s += (w * atM) / hypocentralKm.length;
  }
  return Math.min(100, Math.max(0, Number.isFinite(s) ? s : 0));
}

export function earthquakeModel(quakes: readonly Quake[], ctx: ModelContext): ModelResult<EarthquakeEvent> {
  const { place, now, window } = ctx;
  const c = EARTHQUAKE;
  const years = windowDays(window) / 365.25;
  const catalogueStart = new Date(now.getTime() - c.catalogueYears * 365.25 * 86_400_000);

  const { events: inRadius, count: activeWeeks, ratePerYear: rateEvent } = catalogueRate(quakes, place, { start: catalogueStart, end: now }, c);
  const n = inRadius.length;
  const probability = poissonAtLeastOne(rateEvent, years);

  // Magnitude of concern: the median of the largest event in the window given that one happens, under G-R.
  const magnitudes = largestMagnitudeDistribution(rateEvent * years, c);
  const magnitude = weightedMedian(magnitudes);
  const distances = inRadius.map((q) => distanceKm(place.lat, place.lng, q.lat, q.lng));
  const epicentralKm = median(distances) ?? (2 * c.radiusKm) / 3; // mean distance of a uniform disc
  const depthKm = median(inRadius.flatMap((q) => (q.depthKm === null || !Number.isFinite(q.depthKm) ? [] : [Math.max(0, q.depthKm)]))) ?? c.defaultDepthKm;
  const mmi = intensityAllen2012(magnitude, Math.hypot(epicentralKm, depthKm));
  // Severity: the expected severity over that magnitude distribution and the catalogue's own source
  // distances (not the severity of a typical event: damage comes from the near and the large ones).
  const sources = sourceDistances(inRadius, place, c);
  const severity = expectedSeverity(magnitudes, sources);

  const largest = inRadius.reduce<Quake | undefined>((best, q) => (!best || q.magnitude > best.magnitude ? q : best), undefined);
  const mmiRounded = Math.max(1, Math.min(10, Math.round(mmi)));

  const drivers = [
    `${n} earthquakes of M${c.catalogueMinMagnitude}+ within ${c.radiusKm} km since ${catalogueStart.getUTCFullYear()} in the USGS catalogue, in ${activeWeeks} distinct weeks (aftershock sequences count once).`,
    `Gutenberg-Richter rate of M${c.eventMinMagnitude.toFixed(1)}+ events: ${rateEvent < 0.01 ? rateEvent.toExponential(1) : rateEvent.toFixed(2)} per year.`,
    `If one happens, the strongest event is typically an M${magnitude.toFixed(1)}: about MMI ${mmiRounded} (${MMI_WORDS[mmiRounded - 1]}) here at the median distance, ${Math.round(epicentralKm)} km; nearer and larger events raise the expected severity to ${Math.round(severity)}/100.`,
  ];
  if (largest) drivers.push(`Largest nearby: M${largest.magnitude.toFixed(1)} on ${largest.time.slice(0, 10)}${largest.place ? ` (${largest.place})` : ''}.`);

  const strongest = [...inRadius].sort((a, b) => b.magnitude - a.magnitude).slice(0, 300);
  const layers: SceneLayer[] = [
    {
      id: 'usgs-earthquakes',
      title: `Earthquakes M${c.catalogueMinMagnitude}+ within ${c.radiusKm} km since ${catalogueStart.getUTCFullYear()}`,
      source: 'USGS Earthquake Catalog',
      kind: 'events',
      data: {
        type: 'FeatureCollection',
        features: strongest.map((q) => ({
          type: 'Feature',
          id: q.id,
          geometry: { type: 'Point', coordinates: [q.lng, q.lat] },
          properties: { magnitude: q.magnitude, time: q.time, place: q.place, url: q.url, depthKm: q.depthKm },
        })),
      },
    },
    {
      id: 'earthquake-radius',
      title: `Earthquake model radius (${c.radiusKm} km)`,
      source: 'Hazardcast',
      kind: 'radius',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Polygon', coordinates: [circlePolygon(place.lat, place.lng, c.radiusKm)] },
            properties: { radiusKm: c.radiusKm, hazard: 'earthquake' },
          },
        ],
      },
    },
  ];

  return {
    hazard: 'earthquake',
    probability: probability * 100,
    severity,
    event: {
      hazard: 'earthquake',
      description: `At least one M${c.eventMinMagnitude.toFixed(1)}+ earthquake with its epicentre within ${c.radiusKm} km of ${place.name}`,
      radiusKm: c.radiusKm,
      windowStart: window.start.toISOString(),
      windowEnd: window.end.toISOString(),
      minMagnitude: c.eventMinMagnitude,
      center: { lat: place.lat, lng: place.lng },
      verifiedBy: USGS_VERIFIER,
    },
    drivers,
    layers,
    // A catalogue rate, not a live forecast: the same answer for 7 days and 30 years apart from scaling.
    extrapolation: 0.5,
  };
}
