// Seismicity around a place from the catalogue up to `now`, everything of the forecast that does not depend on the
// window: the complete events, their b-value, the declustered mainshocks smoothed into long-term sources, the uniform
// floor, the companion and regional rates, and the short term (ETAS triggers, or Reasenberg-Jones sequences). Pure:
// `now` is an argument, never the clock.
import { DAY_MS, YEAR_MS } from '../../shared/clock.js';
import type { EventWindow } from '../../shared/window.js';
import { productivityPosterior, type GenericAftershockParameters, type ProductivityPosterior } from './aftershocks.js';
import { bValueMle, GLOBAL_B_VALUE, type BValueEstimate } from './b-value.js';
import { planeEvents, queryCutoffSteps, type EarthquakeCatalogue, type PlaneEvent } from './catalogue.js';
import { completenessByPeriod, MAGNITUDE_BIN, type CompletenessPeriod } from './completeness.js';
import { declusterWindows, gardnerKnopoffWindow, uhrhammerWindow } from './declustering.js';
import { etasProductivity, etasWidthKm, isSubductionParent, type EtasParameters } from './etas.js';
import { ruptureLengthKm } from './intensity.js';
import { EARTHQUAKE_MODEL, etasBase } from './model-configuration.js';
import { placeSources, type PlaceSources } from './place-sources.js';
import { adaptiveBandwidths, kernelShareInDisc } from './smoothed-seismicity.js';

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
  /** The sources around the place beyond the query catalogue (place-sources.ts), each made when first read. */
  around: PlaceSources;
}

/** The window in days after an event at t0 (0 for what lies before it). */
export const daysAfter = (w: EventWindow, t0Ms: number) => ({
  t1: Math.max(0, (w.start.getTime() - t0Ms) / DAY_MS),
  t2: Math.max(0, (w.end.getTime() - t0Ms) / DAY_MS),
});

/** Seismicity around a place from the catalogue up to `now`: everything that does not depend on the window. */
export function earthquakeSeismicity(catalogue: EarthquakeCatalogue, place: { lat: number; lng: number }, now: Date): Seismicity {
  const c = EARTHQUAKE_MODEL;
  const q = catalogue.query;
  const nowMs = now.getTime();
  const startMs = Math.min(nowMs, q.start.getTime());
  const catalogueYears = Math.max(1 / 365.25, (nowMs - startMs) / YEAR_MS);

  const all = planeEvents(catalogue, place, startMs, nowMs);
  const steps = queryCutoffSteps(q);

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
    around: placeSources(place, nowMs, all),
  };
}
