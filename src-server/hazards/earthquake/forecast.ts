// The earthquake forecast: a catalogue, a place and a window in; the probability of strong shaking at the
// place (MMI >= VI, and >= VIII), its severity, and the verifiable companion "at least one M >= 5 within
// 150 km" out. Long-term rates come from the declustered, completeness-aware, smoothed catalogue; the
// short term adds the aftershocks of the sequences in it. One code path: the app and the hindcast call
// these functions. Pure: `now` is an argument, never the clock.
import { DAY_MS, YEAR_MS } from '../../shared/clock.js';
import { EARTH_RADIUS_KM } from '../../shared/geo.js';
import { memo } from '../../shared/derived.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import {
  meanProductivity,
  omoriIntegral,
  PAGE_2016,
  probabilityOfNone,
  productivityPosterior,
  type GenericAftershockParameters,
  type ProductivityPosterior,
} from './aftershocks.js';
import { bValueMle, GLOBAL_B_VALUE, grExceedanceShare, type BValueEstimate } from './b-value.js';
import { binMagnitude, completenessByPeriod, cutoffAt, MAGNITUDE_BIN, type CompletenessPeriod, type CutoffStep } from './completeness.js';
import { declusterWindows, gardnerKnopoffWindow, uhrhammerWindow } from './declustering.js';
import {
  etasProductivity,
  etasWidthKm,
  isSubductionParent,
  omoriTime,
  type EtasParameters,
  type EtasRegimeSet,
  type SubductionRule,
} from './etas.js';
import { ruptureLengthKm } from './intensity.js';
import { faultSourcesNear, type FaultSource } from './fault-sources.js';
import { coveredByGreatInterface, greatInterfaceNear, INTERFACE_MODEL, type GreatInterface } from './interface-sources.js';
import { largeEarthquakeRates, LONG_CATALOGUE, type LargeRates } from './long-catalogue.js';
import { faultExceedances, faultRuptureRates, type FaultRuptureRates } from './fault-ruptures.js';
import {
  faultMainshocks,
  faultSummary,
  greatInterfaceSummary,
  largeSummary,
  type FaultSummary,
  type GreatInterfaceSummary,
  type LargeSummary,
} from './long-term-sources.js';
import { interfaceGeometry, type InterfaceGeometry } from './interface-ruptures.js';
import {
  atLeastOne,
  curveOfExpected,
  DEPTH_CLASSES,
  depthClassOf,
  emptySourceGrid,
  expectedExceedances,
  expectedExceedancesAt,
  MMI_LEVELS,
  SHAKING_EDGES_KM,
  severityGivenStrongShaking,
  type ShakingCurve,
  DEFAULT_SITE_VS30,
  type ShakingSite,
  type SourcePopulation,
  type TectonicSetting,
} from './site-shaking.js';

export type { SourcePopulation } from './site-shaking.js';
import { adaptiveBandwidths, addKernelSharesInAnnuli, kernelShareInDisc } from './smoothed-seismicity.js';
import { annulusOf } from './shaking-grid.js';
import { sourceType, type SourceKind, type SourceType } from './slab.js';

/** Every constant of the model, each with its source or its fit in docs/methodology.md ("Earthquake"). */
export const EARTHQUAKE_MODEL = {
  /**
   * The USGS query the app makes: M >= 4.5 within 300 km over the last 50 years. 300 km holds the sources
   * that can shake the site (an M8 at 300 km can still bring MMI VI) and the
   * neighbours a quiet place borrows from; 50 years holds the last large sequences of most regions.
   */
  query: { radiusKm: 300, minMagnitude: 4.5, years: 50 },
  /** The verifiable companion event: at least one M >= 5.0 with its epicentre within 150 km. */
  companion: { minMagnitude: 5.0, radiusKm: 150 },
  /** Smallest magnitude of the shaking integral (M5: the usual lower bound of PSHA source models). */
  sourceMinMagnitude: 5.0,
  /** Largest magnitude of the G-R distribution (the truncation of the shaking integral). */
  maxMagnitude: 9.0,
  /**
   * Declustering windows: Uhrhammer (1986). Gardner & Knopoff (1974) windows merged the independent M5s
   * of busy subduction zones into few clusters and scored worse on the training windows.
   */
  declusteringWindows: 'uhrhammer' as 'uhrhammer' | 'gardner-knopoff',
  /**
   * Helmstetter et al. (2007) adaptive kernels: width = distance to the k-th neighbouring mainshock, at
   * least the location error, at most maxBandwidthKm; k and the maximum fitted on the training windows.
   */
  smoothing: { neighbours: 2, minBandwidthKm: 10, maxBandwidthKm: 50 },
  /**
   * A uniform background of M >= 5 added everywhere (Helmstetter et al. 2007 add a uniform floor too):
   * a Gamma prior on its rate density, mean `floorRatePerKm2Year`, shape `floorShape`, updated by the
   * catalogue's own exposure (the query disc over its years, above each period's Mc), so a long empty
   * catalogue lowers it. Fitted on the training windows (docs/methodology.md).
   */
  floorRatePerKm2Year: 5e-7,
  floorShape: 0.5,
  /**
   * Generic aftershock parameters of Page et al. (2016): SZ-GENERIC where a slab lies below (at least
   * `slabEvents` catalogue events deeper than `slabDepthKm`), ANSR-SHALCON otherwise.
   */
  aftershocks: { subduction: PAGE_2016.subductionZone, activeCrust: PAGE_2016.activeShallowCrust, slabDepthKm: 70, slabEvents: 2 },
  /** Completeness periods of at most this many years (Mc is estimated in each). */
  completenessPeriodYears: 10,
  /**
   * Short-term term: ETAS triggering (etas.ts; Ogata 1988, 1998) by every catalogue event M >= 5, replacing the
   * Reasenberg-Jones sequences above ('reasenberg-jones' restores them). Out of sample (2020-10..2025-10) ETAS
   * scored 30-day skill 14.4 % against 12.3 % and 7-day 4.9 % against 3.8 % (docs/methodology.md).
   */
  shortTerm: 'etas' as 'etas' | 'etas-regimes' | 'reasenberg-jones',
  /**
   * Maximum-likelihood fit, `npm run fit:etas` (scripts/fit-etas.ts, 2026-11-23): the repo's USGS M5+ CSV from
   * 2015-10-23 to 2020-10-24 (the first test window's start, so no test window is seen), 8,111 events, 7,360
   * targets after a six-month warm-up, parents within 1,000 km and 5 years; log-likelihood -110,296.5 against
   * -124,580.4 for the background alone; branching ratio 0.61 (shallow parents, b = 1.045, up to M9). Values
   * rounded to 4 digits (the fit's log-likelihood is for the unrounded ones). m0, deepKm and maxLagDays are
   * fixed, not fitted. Beside the literature: p = 0.99, where the Omori-Utsu p is typically 0.9-1.5 (Utsu, Ogata
   * & Matsu'ura 1995, J. Phys. Earth 43:1); c = 0.0034 d (5 min), at the short end of published values, which
   * mostly reflect early-aftershock incompleteness; alpha = 0.61 per magnitude in log10, 1.41 in the natural-log
   * form of Ogata (1998, AISM 50:379) and Zhuang, Ogata & Vere-Jones (2002, JASA 97:369), below b ln 10 = 2.4 as
   * is usual: isotropic kernels and incomplete catalogues bias alpha low (Seif et al. 2017, JGR Solid Earth
   * 122:449); the spatial kernel is Ogata's (1998) power law with q fixed at 3/2.
   */
  etas: {
    m0: 5.0,
    productivity: 0.0196,
    alpha: 0.6108,
    deepFactor: 0.3085,
    deepKm: 70,
    c: 0.003446,
    p: 0.9949,
    maxLagDays: 5 * 365.25,
    widthKm: 6.448,
    widthExponent: 0.1499,
    backgroundScale: 1.008,
  } as EtasParameters,
  /**
   * ETAS per tectonic regime (`shortTerm = 'etas-regimes'`): a parent is in the subduction regime when at least
   * `rule.minEvents` catalogue events at or below `rule.depthKm` lie within `rule.radiusKm` of its epicentre (a slab
   * at 70 km lies 100-200 km landward of the trench at the usual 20-35 degree dips, so interface events near the
   * trench count; a parent within 150 km of the site has its whole 150 km neighbourhood inside the 300 km query, so
   * the fit's rule and the forecast's see the same catalogue for the parents that matter most). Subduction parents
   * trigger with `subduction` (K, alpha, c, p); the others with `other`, whose kernel widths, deep factor and
   * background scale are shared (Page et al. 2016, BSSA 106:2290: productivity and decay differ between regimes).
   * Fitted jointly by `npm run fit:etas -- --regimes` on the same data as `etas` (2026-11-23): log-likelihood -110,236.3
   * against the global set's -110,296.5; branching ratios 0.80 (subduction) and 0.50 (other). Tried and NOT shipped:
   * no better than the global set on the training windows (7 days -0.17 skill points, paired) nor on the test
   * period (docs/methodology.md). The app's M4.5+ query holds more deep events than the fit's M5+ file, so it
   * would put somewhat more parents in the subduction regime than the fit did.
   */
  etasRegimes: {
    rule: { radiusKm: 150, depthKm: 70, minEvents: 2 } as SubductionRule,
    other: {
      m0: 5.0,
      productivity: 0.01816,
      alpha: 0.5756,
      deepFactor: 0.252,
      deepKm: 70,
      c: 0.004638,
      p: 1.0336,
      maxLagDays: 5 * 365.25,
      widthKm: 6.426,
      widthExponent: 0.1546,
      backgroundScale: 0.9974,
    } as EtasParameters,
    subduction: { productivity: 0.02148, alpha: 0.6576, c: 0.002537, p: 0.9563 } as EtasRegimeSet,
  },
} as const;

/** The ETAS set of non-subduction parents and the shared terms (widths, deep factor, background scale): the regimes' 'other' set or the global one. */
export function etasBase(): EtasParameters {
  return EARTHQUAKE_MODEL.shortTerm === 'etas-regimes' ? EARTHQUAKE_MODEL.etasRegimes.other : EARTHQUAKE_MODEL.etas;
}

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

export interface Window {
  start: Date;
  end: Date;
}

/** An event of the catalogue on the site's plane (azimuthal equidistant: exact distance and bearing from the site). */
export interface PlaneEvent {
  quake: Quake;
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

export interface SourceCell {
  /** Index into `events`. */
  event: number;
  rKm: number;
  bandwidthKm: number;
  /** Rate of M >= sourceMinMagnitude per year this mainshock stands for. */
  ratePerYear: number;
  depthClass: number;
}

export interface Sequence {
  /** Index into `events` of the mainshock. */
  mainshock: number;
  /** Aftershocks and foreshocks at or above their period's Mc, already in the catalogue. */
  members: number;
  /** Aftershocks after the mainshock at or above Mc, up to `now` (the posterior's data). */
  observedAftershocks: number;
  posterior: ProductivityPosterior;
  /** Width (km) of the aftershock zone kernel. */
  zoneKm: number;
}

/** An ETAS parent: an event M >= m0 before now, with its offspring law. */
export interface Trigger {
  /** Index into `allEvents`. */
  event: number;
  /** Offspring rate amplitude (direct offspring M >= m0 per day at t + c = 1 day): etasProductivity. */
  productivity: number;
  widthKm: number;
  /** Its Omori-Utsu time law (the regime's c and p with ETAS per regime, else the global set's). */
  time: Pick<EtasParameters, 'c' | 'p' | 'maxLagDays'>;
  /** Tectonic regime of the parent ('subduction' only with ETAS per regime). */
  regime: 'subduction' | 'other';
  /** Index into `allEvents` of its cluster's mainshock (itself when it is one or lies below Mc). */
  cluster: number;
}

export interface Seismicity {
  now: Date;
  place: { lat: number; lng: number };
  /** Complete events (at or above their period's Mc), time order. */
  events: PlaneEvent[];
  /** Every catalogue event on the plane, before the completeness cut (for the map and the drivers). */
  allEvents: PlaneEvent[];
  completeness: CompletenessPeriod[];
  bValue: BValueEstimate;
  catalogueYears: number;
  sources: SourceCell[];
  sequences: Sequence[];
  triggers: Trigger[];
  /** Generic aftershock regime (Page et al. 2016 row) and its parameters. */
  aftershockRegime: 'subduction' | 'activeCrust';
  aftershockParameters: GenericAftershockParameters;
  /** The uniform floor after the catalogue's own exposure (M >= sourceMinMagnitude per km² per year). */
  floorRatePerKm2Year: number;
  /** Long-term rate of M >= companion magnitude within the companion radius, per year (smoothed + floor). */
  companionRatePerYear: number;
  /** Long-term rate of M >= sourceMinMagnitude within the query radius per year (diagnostics, the ten-city script). */
  regionalRatePerYear: number;
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
}

const MIN_PLAUSIBLE_MAGNITUDE = -3;
const MAX_PLAUSIBLE_MAGNITUDE = 10.5;

function prepareCatalogue(quakes: readonly Quake[]): CataloguePrep {
  const valid: { i: number; t: number }[] = [];
  quakes.forEach((quake, i) => {
    const t = Date.parse(quake.time);
    if (!Number.isFinite(t) || !Number.isFinite(quake.magnitude) || !Number.isFinite(quake.lat) || !Number.isFinite(quake.lng)) return;
    if (Math.abs(quake.lat) > 90 || Math.abs(quake.lng) > 180) return;
    // Outside what any magnitude scale reports (docs/methodology.md "Rows left out"): a corrupt row, not an
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
const preparedCatalogue = memo(prepareCatalogue);

/** Seismicity around a place from the catalogue up to `now`: everything that does not depend on the window. */
export function earthquakeSeismicity(catalogue: EarthquakeCatalogue, place: { lat: number; lng: number }, now: Date): Seismicity {
  const c = EARTHQUAKE_MODEL;
  const q = catalogue.query;
  const nowMs = now.getTime();
  const startMs = Math.min(nowMs, q.start.getTime());
  const catalogueYears = Math.max(1 / 365.25, (nowMs - startMs) / YEAR_MS);

  // Every event of the query within its radius of the place, on the place's azimuthal equidistant plane (exact
  // distance and bearing from the place: shared/geo's haversine distance and the initial bearing, with each
  // event's latitude terms from the payload's preparation).
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
      timeMs: t,
      magnitude: prep.binned[k]!,
      xKm: r * Math.sin(theta),
      yKm: r * Math.cos(theta),
      rKm: r,
      depthClass: prep.depthClass[k]!,
      mc: Number.NaN,
    });
  }

  const completeness = completenessByPeriod(
    all,
    { startMs, endMs: nowMs },
    steps.length > 1 ? steps : q.minMagnitude,
    c.completenessPeriodYears,
  );
  for (const e of all)
    e.mc = (completeness.find((p) => e.timeMs >= p.startMs && e.timeMs < p.endMs) ?? completeness.at(-1))?.mc ?? q.minMagnitude;
  const events = all.filter((e) => e.magnitude >= e.mc - 1e-9);
  const bValue = bValueMle(events.map((e) => ({ magnitude: e.magnitude, mc: e.mc })));
  const b = bValue.b;

  // Declustering: mainshocks carry the long-term rate; their clusters are the sequences.
  const { mainshockOf, mainshocks } = declusterWindows(
    events,
    c.declusteringWindows === 'uhrhammer' ? uhrhammerWindow : gardnerKnopoffWindow,
  );
  const members = new Map<number, number[]>();
  mainshockOf.forEach((m, i) => {
    if (m === i) return;
    const list = members.get(m);
    if (list) list.push(i);
    else members.set(m, [i]);
  });

  const bandwidths = adaptiveBandwidths(
    mainshocks.map((i) => events[i]!),
    c.smoothing.neighbours,
    c.smoothing.minBandwidthKm,
    c.smoothing.maxBandwidthKm,
  );
  // Each mainshock stands for 10^(-b (M_src - Mc)) M >= M_src events over the catalogue's years.
  const sources: SourceCell[] = mainshocks.map((i, k) => {
    const e = events[i]!;
    return {
      event: i,
      rKm: e.rKm,
      bandwidthKm: bandwidths[k]!,
      ratePerYear: 10 ** (-b * (c.sourceMinMagnitude - e.mc)) / catalogueYears,
      depthClass: e.depthClass,
    };
  });

  const scaleToCompanion = 10 ** (-b * (c.companion.minMagnitude - c.sourceMinMagnitude));
  // The floor's posterior mean: prior Gamma(shape, shape / rho0); the query disc over the catalogue's years,
  // above each period's Mc, is the exposure in which floor events would have been recorded.
  let exposure = 0;
  for (const p of completeness) exposure += ((p.endMs - p.startMs) / YEAR_MS) * 10 ** (-GLOBAL_B_VALUE * (p.mc - c.sourceMinMagnitude));
  exposure *= Math.PI * q.radiusKm ** 2;
  const floorRatePerKm2Year = c.floorRatePerKm2Year / (1 + (c.floorRatePerKm2Year * exposure) / c.floorShape);
  let companionRatePerYear =
    floorRatePerKm2Year * Math.PI * c.companion.radiusKm ** 2 * 10 ** (-GLOBAL_B_VALUE * (c.companion.minMagnitude - c.sourceMinMagnitude));
  let regionalRatePerYear = floorRatePerKm2Year * Math.PI * q.radiusKm ** 2;
  const etas = c.shortTerm === 'etas' || c.shortTerm === 'etas-regimes';
  const base = etasBase();
  if (etas) for (const src of sources) src.ratePerYear *= base.backgroundScale;
  for (const s of sources) {
    companionRatePerYear += s.ratePerYear * scaleToCompanion * kernelShareInDisc(s.bandwidthKm, s.rKm, c.companion.radiusKm);
    regionalRatePerYear += s.ratePerYear;
  }
  const triggers: Trigger[] = [];
  if (etas) {
    // Each complete event's cluster mainshock, as an index into `all` (events below Mc are their own cluster).
    const clusterOf = new Int32Array(all.length).fill(-1);
    const allIndexOf = new Int32Array(events.length);
    for (let i = 0, k = 0; i < all.length && k < events.length; i++) if (all[i] === events[k]) allIndexOf[k++] = i;
    mainshockOf.forEach((m, i) => (clusterOf[allIndexOf[i]!] = allIndexOf[m]!));
    // ETAS per regime: a parent over a slab (intermediate-depth events of this catalogue near it) uses the subduction set.
    const rule = c.etasRegimes.rule;
    const deep =
      c.shortTerm === 'etas-regimes'
        ? all.filter((e) => e.quake.depthKm !== null && e.quake.depthKm >= rule.depthKm).map((e) => e.quake)
        : [];
    // Each regime's law and time law once (read-only: every trigger of a regime shares them).
    const subductionLaw: EtasParameters = { ...base, ...c.etasRegimes.subduction };
    const timeOf = new Map<EtasParameters, Trigger['time']>(
      [base, subductionLaw].map((law) => [law, { c: law.c, p: law.p, maxLagDays: law.maxLagDays }]),
    );
    all.forEach((e, i) => {
      if (e.magnitude < base.m0 - 1e-9) return;
      const main = clusterOf[i]!;
      const regime = c.shortTerm === 'etas-regimes' && isSubductionParent(e.quake, deep, rule) ? 'subduction' : 'other';
      const law: EtasParameters = regime === 'subduction' ? subductionLaw : base;
      triggers.push({
        event: i,
        productivity: etasProductivity(law, e.magnitude, e.quake.depthKm),
        widthKm: etasWidthKm(law, e.magnitude),
        time: timeOf.get(law)!,
        regime,
        cluster: main >= 0 ? main : i,
      });
    });
  }

  // Tectonic regime of the generic aftershock parameters: a slab below shows as intermediate-depth events.
  let slabEvents = 0;
  for (const e of all) if (e.quake.depthKm !== null && e.quake.depthKm >= c.aftershocks.slabDepthKm) slabEvents++;
  const slab = slabEvents >= c.aftershocks.slabEvents;
  const aftershockRegime: Seismicity['aftershockRegime'] = slab ? 'subduction' : 'activeCrust';
  const p = c.aftershocks[aftershockRegime];
  const sequences: Sequence[] = (etas ? [] : mainshocks).map((i) => {
    const main = events[i]!;
    const mine = members.get(i) ?? [];
    const after = mine.filter((j) => events[j]!.timeMs > main.timeMs).length;
    const tObs = (nowMs - main.timeMs) / DAY_MS;
    // The posterior counts aftershocks at or above the mainshock period's Mc.
    const posterior = productivityPosterior(p, main.magnitude, after, main.mc - MAGNITUDE_BIN / 2, tObs);
    return {
      mainshock: i,
      members: mine.length,
      observedAftershocks: after,
      posterior,
      zoneKm: Math.max(c.smoothing.minBandwidthKm, ruptureLengthKm(main.magnitude) / 2),
    };
  });

  return {
    now,
    place,
    events,
    allEvents: all,
    completeness,
    bValue,
    catalogueYears,
    sources,
    sequences,
    triggers,
    aftershockRegime,
    aftershockParameters: p,
    floorRatePerKm2Year,
    companionRatePerYear,
    regionalRatePerYear,
  };
}

export interface CompanionForecast {
  minMagnitude: number;
  radiusKm: number;
  probability: number;
  /** Expected M >= minMagnitude events in the disc and window from the long-term rate. */
  expectedBackground: number;
  /** 1 - P(no aftershock in the disc) from the sequences under way. */
  aftershockProbability: number;
  /** The sequence adding most, with its own chance of an aftershock in the disc and window. */
  leadingSequence: { mainshock: PlaneEvent; probability: number } | null;
}

/** The window in days after a mainshock at t0. */
const daysAfter = (w: Window, t0Ms: number) => ({
  t1: Math.max(0, (w.start.getTime() - t0Ms) / DAY_MS),
  t2: Math.max(0, (w.end.getTime() - t0Ms) / DAY_MS),
});

/** P(at least one M >= 5 within 150 km in the window): background Poisson times each sequence's chance of none. */
export function companionForecast(s: Seismicity, window: Window): CompanionForecast {
  const c = EARTHQUAKE_MODEL;
  const years = Math.max(0, (window.end.getTime() - window.start.getTime()) / YEAR_MS);
  const expectedBackground = s.companionRatePerYear * years;
  let none = 1;
  let leadingSequence: CompanionForecast['leadingSequence'] = null;
  for (const seq of s.sequences) {
    const main = s.events[seq.mainshock]!;
    const { t1, t2 } = daysAfter(window, main.timeMs);
    if (!(t2 > t1)) continue;
    const share = kernelShareInDisc(seq.zoneKm, main.rKm, c.companion.radiusKm);
    if (share < 1e-6) continue;
    const seqNone = probabilityOfNone(
      s.aftershockParameters,
      seq.posterior,
      main.magnitude,
      c.companion.minMagnitude - MAGNITUDE_BIN / 2,
      t1,
      t2,
      share,
    );
    none *= seqNone;
    if (!leadingSequence || 1 - seqNone > leadingSequence.probability) leadingSequence = { mainshock: main, probability: 1 - seqNone };
  }
  if (c.shortTerm !== 'reasenberg-jones') {
    const byCluster = new Map<number, number>();
    let triggered = 0;
    const scale = 10 ** (-GLOBAL_B_VALUE * (c.companion.minMagnitude - etasBase().m0));
    for (const tr of s.triggers) {
      const e = s.allEvents[tr.event]!;
      const { t1, t2 } = daysAfter(window, e.timeMs);
      const time = omoriTime(tr.time, t1, t2);
      if (!(time * tr.productivity > 1e-9)) continue;
      const expected = tr.productivity * scale * time * kernelShareInDisc(tr.widthKm, e.rKm, c.companion.radiusKm);
      triggered += expected;
      byCluster.set(tr.cluster, (byCluster.get(tr.cluster) ?? 0) + expected);
    }
    none = Math.exp(-triggered);
    for (const [cluster, expected] of byCluster) {
      if (!leadingSequence || -Math.expm1(-expected) > leadingSequence.probability)
        leadingSequence = { mainshock: s.allEvents[cluster]!, probability: -Math.expm1(-expected) };
    }
  }
  const probability = 1 - Math.exp(-expectedBackground) * none;
  return {
    minMagnitude: c.companion.minMagnitude,
    radiusKm: c.companion.radiusKm,
    probability,
    expectedBackground,
    aftershockProbability: 1 - none,
    leadingSequence,
  };
}

export interface ShakingForecast {
  curve: ShakingCurve;
  /** P(MMI >= VI) and P(MMI >= VIII) in the window. */
  strong: number;
  severe: number;
  severity: number;
  /** Share of the expected VI+ exceedances that come from sequences under way. */
  aftershockShare: number;
  /** The long catalogue's large earthquakes around the place, for the drivers. */
  large: LargeSummary;
  /** The fault sources around the place, for the drivers. */
  faults: FaultSummary;
  /** The great-interface source around the place (null where it has none), for the drivers. */
  greatInterface: GreatInterfaceSummary | null;
}

/**
 * The long catalogue's large-earthquake rates around the place (long-catalogue.ts), made on first use and kept with the
 * seismicity: the companion forecast (and so the rolling hindcast) never needs them.
 */
const largeOf = new WeakMap<Seismicity, LargeRates>();
export function largeRates(s: Seismicity): LargeRates {
  let rates = largeOf.get(s);
  if (!rates) {
    // The query's own events of M >= 6 after ISC-GEM's end continue the long catalogue to now.
    const recent = s.allEvents
      .filter((e) => e.timeMs >= LONG_CATALOGUE.iscGemEndMs && e.magnitude >= LONG_CATALOGUE.minMagnitude - MAGNITUDE_BIN / 2)
      .map((e) => e.quake);
    rates = largeEarthquakeRates(s.place, EARTHQUAKE_MODEL.query.radiusKm, s.now.getTime(), recent);
    largeOf.set(s, rates);
  }
  return rates;
}

/** The fault sections with a slip rate around the place (fault-sources.ts), made on first use like largeRates. */
const faultsOf = new WeakMap<Seismicity, FaultSource[]>();
export function faultSources(s: Seismicity): FaultSource[] {
  let faults = faultsOf.get(s);
  if (!faults) {
    const c = EARTHQUAKE_MODEL;
    faults = faultSourcesNear(s.place, c.query.radiusKm, {
      mMin: LONG_CATALOGUE.minMagnitude,
      maxMagnitude: c.maxMagnitude,
      b: largeRates(s).bValue.b,
    });
    faultsOf.set(s, faults);
  }
  return faults;
}

/**
 * What depends on the place alone, made once per place process-wide (a new USGS answer is a new Seismicity, and every
 * later catalogue of the place reuses it), like site-shaking's tables: PLACES_KEPT places, then emptied.
 */
const PLACES_KEPT = 256;
function perPlace<T>(make: (place: Seismicity['place']) => T): (s: Seismicity) => T {
  const made = new Map<string, T>();
  return (s) => {
    const key = `${s.place.lat},${s.place.lng}`;
    if (made.has(key)) return made.get(key)!;
    const value = make(s.place);
    if (made.size >= PLACES_KEPT) made.clear();
    made.set(key, value);
    return value;
  };
}

/** The great-interface source (plate convergence, or New Zealand's slip deficit; interface-sources.ts), per place. */
export const greatInterface = perPlace((place): GreatInterface =>
  greatInterfaceNear(place, EARTHQUAKE_MODEL.query.radiusKm, { mMin: LONG_CATALOGUE.minMagnitude, mMax: EARTHQUAKE_MODEL.maxMagnitude }),
);

/** The fault sources' rupture rates by magnitude and distance (fault-ruptures.ts), made on first use like faultSources. */
const faultRuptureOf = new WeakMap<Seismicity, FaultRuptureRates>();
function faultRupturesOf(s: Seismicity): FaultRuptureRates {
  let rates = faultRuptureOf.get(s);
  if (!rates) {
    rates = faultRuptureRates(s.place, faultSources(s), largeRates(s).bValue.b);
    faultRuptureOf.set(s, rates);
  }
  return rates;
}

/**
 * The place's tectonic setting (site-shaking.ts): subduction where a slab lies below, by the rule that already picks Page
 * et al.'s SZ-GENERIC row (at least two query events deeper than 70 km). Since the Slab2 source types it decides the
 * ground-motion model only of a population without a type of its own, which the forecast no longer makes.
 */
export const tectonicSetting = (s: Seismicity): TectonicSetting => (s.aftershockRegime === 'subduction' ? 'subduction' : 'crustal');

/**
 * The place's subduction interface from Slab2 (interface-ruptures.ts), null where none, per place: its tables, which it
 * carries, serve every later catalogue of that place too.
 */
const placeInterface = perPlace((place): InterfaceGeometry | null => interfaceGeometry(place));

/**
 * The site of the shaking integral: the place's tectonic setting, a Vs30 (default: unknown soil, site class D), and its
 * interface geometry where any of the populations is of interface sources (made only then).
 */
export const shakingSite = (
  s: Seismicity,
  vs30: number,
  populations: readonly SourcePopulation[],
  conversionScatter = true,
): ShakingSite => ({
  setting: tectonicSetting(s),
  vs30,
  conversionScatter,
  interfaceGeometry: populations.some((p) => p.kind === 'interface') ? placeInterface(s) : null,
});

export interface ShakingPopulations {
  floor: SourcePopulation;
  /** The smoothed query catalogue, M5 up to the long catalogue's minimum (M6), one population per tectonic type. */
  background: SourcePopulation[];
  /** Large earthquakes (M6+) of the long catalogue, one population per tectonic type. */
  large: SourcePopulation[];
  /** Great interface earthquakes (M6+) balanced by plate convergence (or New Zealand's slip deficit) on the place's interface (interface-sources.ts). */
  greatInterface: SourcePopulation[];
  /** Fault sources (M6+): their ruptures' rates per year by magnitude and rupture distance (fault-ruptures.ts). */
  faults: FaultRuptureRates;
  /** The window in years (the fault ruptures are per year). */
  years: number;
  /** Sequences under way (ETAS offspring or Reasenberg-Jones aftershocks), one population per tectonic type. */
  sequences: SourcePopulation[];
}

/** Every population of the shaking integral, in the order they are summed (floor first, sequences last). */
export const populationList = (p: ShakingPopulations): SourcePopulation[] => [
  p.floor,
  ...p.background,
  ...p.large,
  ...p.greatInterface,
  ...p.sequences,
];

/** Expected exceedances of each level from every population and the fault ruptures. */
function exceedancesOf(p: ShakingPopulations, levels: readonly number[], site: ShakingSite): number[] {
  const grid = expectedExceedancesAt(populationList(p), levels, site);
  return grid.map((x, i) => x + faultExceedances(p.faults, p.years, levels[i]!));
}

/** One grid per tectonic type: sources are added to their own type's grid, at the depth class of their type's depth. */
type KindGrids = Record<SourceKind, Float64Array>;
const kindGrids = (): KindGrids => ({ crustal: emptySourceGrid(), interface: emptySourceGrid(), intraslab: emptySourceGrid() });
const kindPopulations = (grids: KindGrids, magnitudes: SourcePopulation['magnitudes']): SourcePopulation[] =>
  (Object.keys(grids) as SourceKind[]).filter((k) => grids[k].some((x) => x > 0)).map((kind) => ({ grid: grids[kind], magnitudes, kind }));
/** The tectonic type of a query-catalogue event (slab.ts; ComCat gives no depth quality: its depth is taken as known). */
const typeOfQuake = (q: Quake): SourceType => sourceType(q.lat, q.lng, q.depthKm);

/** The source populations of the shaking integral, as expected counts over the window by distance and depth. */
export function shakingPopulations(s: Seismicity, window: Window): ShakingPopulations {
  const c = EARTHQUAKE_MODEL;
  const years = Math.max(0, (window.end.getTime() - window.start.getTime()) / YEAR_MS);
  const annuli = SHAKING_EDGES_KM.length - 1;
  // The floor stands for unknown background seismicity: shallow, crustal, with the global b-value.
  const floor = emptySourceGrid();
  for (let j = 0; j < annuli; j++) {
    const area = Math.PI * (SHAKING_EDGES_KM[j + 1]! ** 2 - SHAKING_EDGES_KM[j]! ** 2);
    floor[j * DEPTH_CLASSES] = s.floorRatePerKm2Year * area * years;
  }
  const add = (grids: KindGrids, type: SourceType, bandwidthKm: number, rKm: number, expected: number) =>
    addKernelSharesInAnnuli(bandwidthKm, rKm, SHAKING_EDGES_KM, expected, grids[type.kind], depthClassOf(type.depthKm), DEPTH_CLASSES);
  // The query catalogue carries M5 up to the long catalogue's minimum; the long catalogue the larger ones.
  const split = LONG_CATALOGUE.minMagnitude;
  const belowSplit = 1 - grExceedanceShare(split, s.bValue.b, c.sourceMinMagnitude, c.maxMagnitude);
  const background = kindGrids();
  for (const src of s.sources)
    add(background, typeOfQuake(s.events[src.event]!.quake), src.bandwidthKm, src.rKm, src.ratePerYear * years * belowSplit);
  const longRates = largeRates(s);
  const faults = faultSources(s);
  const onFault = faultMainshocks(s.place, longRates, faults);
  const great = greatInterface(s);
  const large = kindGrids();
  longRates.sources.forEach((src, k) => {
    if (onFault[k]) return; // the fault's own moment-balanced rate stands for it
    // The convergence-balanced interface stands for the interface mainshocks its coupling was fitted on.
    if (src.type.kind === 'interface' && great.nodes.length && coveredByGreatInterface(great, src.xKm, src.yKm)) return;
    add(large, src.type, src.bandwidthKm, src.rKm, src.ratePerYear * years);
  });
  // Each interface node's balanced rate in its own cell, where the interface tables take that cell's nodes' ruptures.
  const greatGrid = emptySourceGrid();
  for (const n of great.nodes) {
    const j = annulusOf(n.rKm);
    if (j >= 0) greatGrid[j * DEPTH_CLASSES + depthClassOf(n.depthKm)]! += n.ratePerYear * years;
  }
  const sequences = kindGrids();
  const p = s.aftershockParameters;
  for (const tr of s.triggers) {
    const e = s.allEvents[tr.event]!;
    const { t1, t2 } = daysAfter(window, e.timeMs);
    const expected = tr.productivity * omoriTime(tr.time, t1, t2) * 10 ** (-GLOBAL_B_VALUE * (c.sourceMinMagnitude - etasBase().m0));
    if (!(expected > 1e-9)) continue;
    add(sequences, typeOfQuake(e.quake), tr.widthKm, e.rKm, expected);
  }
  for (const seq of s.sequences) {
    const main = s.events[seq.mainshock]!;
    const { t1, t2 } = daysAfter(window, main.timeMs);
    if (!(t2 > t1)) continue;
    const expected =
      meanProductivity(seq.posterior) * 10 ** (p.b * (main.magnitude - c.sourceMinMagnitude)) * omoriIntegral(p.p, p.c, t1, t2);
    if (!(expected > 1e-9)) continue;
    add(sequences, typeOfQuake(main.quake), seq.zoneKm, main.rKm, expected);
  }
  const mags = { mMin: c.sourceMinMagnitude, mMax: c.maxMagnitude };
  return {
    floor: { grid: floor, magnitudes: { ...mags, b: GLOBAL_B_VALUE }, kind: 'crustal' },
    background: kindPopulations(background, { mMin: c.sourceMinMagnitude, mMax: split, b: s.bValue.b }),
    large: kindPopulations(large, { mMin: split, mMax: c.maxMagnitude, b: longRates.bValue.b }),
    greatInterface: great.nodes.length
      ? [{ grid: greatGrid, magnitudes: { mMin: split, mMax: c.maxMagnitude, b: INTERFACE_MODEL.b }, kind: 'interface' }]
      : [],
    faults: faultRupturesOf(s),
    years,
    sequences: kindPopulations(sequences, { ...mags, b: c.shortTerm === 'reasenberg-jones' ? p.b : GLOBAL_B_VALUE }),
  };
}

/**
 * Strong shaking at the site over the window (Cornell integration over the smoothed sources and sequences), for a site
 * of the given Vs30 (the subduction model's site term; default unknown soil, DEFAULT_SITE_VS30).
 */
export function shakingForecast(s: Seismicity, window: Window, vs30: number = DEFAULT_SITE_VS30): ShakingForecast {
  const parts = shakingPopulations(s, window);
  const populations = populationList(parts);
  // Each population's exceedances once: the whole curve sums them as shakingCurve does (from 0, floor first) with the
  // fault ruptures', the sequences' own curve is the sum of the sequences' populations alone.
  const site = shakingSite(s, vs30, populations);
  const byLevel = MMI_LEVELS.map((level) => populations.map((q) => expectedExceedances(q.grid, q.magnitudes, level, site, q.kind)));
  const curve = curveOfExpected(
    byLevel.map((e, i) => e.reduce((sum, x) => sum + x, 0) + faultExceedances(parts.faults, parts.years, MMI_LEVELS[i]!)),
  );
  // The sequences are the last populations of the list.
  const firstSequence = populations.length - parts.sequences.length;
  const seqOnly = curveOfExpected(byLevel.map((e) => e.slice(firstSequence).reduce((sum, x) => sum + x, 0)));
  return {
    curve,
    strong: curve.probability[6],
    severe: curve.probability[8],
    severity: severityGivenStrongShaking(curve),
    aftershockShare: curve.expected[6] > 0 ? seqOnly.expected[6] / curve.expected[6] : 0,
    large: largeSummary(largeRates(s)),
    faults: faultSummary(faultSources(s)),
    greatInterface: greatInterfaceSummary(greatInterface(s), {
      mMin: LONG_CATALOGUE.minMagnitude,
      mMax: EARTHQUAKE_MODEL.maxMagnitude,
      b: INTERFACE_MODEL.b,
    }),
  };
}

/**
 * The intensity exceeded with probability `p` in the window (e.g. 10% in 50 years, the hazard maps' 475-year
 * level): the hazard curve on a 0.1-intensity grid, interpolated in log probability. Null outside MMI 3-11.
 */
export function intensityWithProbability(
  s: Seismicity,
  window: Window,
  p: number,
  vs30: number = DEFAULT_SITE_VS30,
  conversionScatter = true,
): number | null {
  const levels = Array.from({ length: 81 }, (_, i) => 3 + i * 0.1);
  const probs = probabilitiesOfIntensity(s, window, levels, vs30, conversionScatter);
  for (let i = 1; i < levels.length; i++) {
    const hi = probs[i - 1]!;
    const lo = probs[i]!;
    if (hi >= p && lo < p) {
      if (!(lo > 0)) return levels[i - 1]!;
      return levels[i - 1]! + 0.1 * ((Math.log(hi) - Math.log(p)) / (Math.log(hi) - Math.log(lo)));
    }
  }
  return null;
}

/** P(MMI >= level at least once in the window) for any levels (e.g. MMI 8.07, JMA 6-lower through PGV). */
export function probabilitiesOfIntensity(
  s: Seismicity,
  window: Window,
  levels: readonly number[],
  vs30: number = DEFAULT_SITE_VS30,
  conversionScatter = true,
): number[] {
  const parts = shakingPopulations(s, window);
  return exceedancesOf(parts, levels, shakingSite(s, vs30, populationList(parts), conversionScatter)).map(atLeastOne);
}

export interface EarthquakeForecast {
  seismicity: Seismicity;
  companion: CompanionForecast;
  shaking: ShakingForecast;
}

/** The whole forecast for one place and window. */
export function forecastEarthquake(
  catalogue: EarthquakeCatalogue,
  place: { lat: number; lng: number },
  window: Window,
  now: Date,
): EarthquakeForecast {
  const seismicity = earthquakeSeismicity(catalogue, place, now);
  return { seismicity, companion: companionForecast(seismicity, window), shaking: shakingForecast(seismicity, window) };
}
