// The source populations of the shaking integral over a window: the uniform floor, the smoothed query catalogue (M5 up
// to the long catalogue's M6), the long catalogue's large earthquakes, the great interface, the fault ruptures and the
// sequences under way, each as expected counts by distance and depth per tectonic type (site-shaking.ts sums them).
import { YEAR_MS } from '../../shared/clock.js';
import type { EventWindow } from '../../shared/window.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import { meanProductivity, omoriIntegral } from './aftershocks.js';
import { GLOBAL_B_VALUE, grExceedanceShare } from './b-value.js';
import { omoriTime } from './etas.js';
import { faultExceedances, type FaultRuptureRates } from './fault-ruptures.js';
import { coveredByGreatInterface, INTERFACE_MODEL } from './interface-sources.js';
import { LONG_CATALOGUE } from './long-catalogue.js';
import { faultMainshocks } from './long-term-sources.js';
import { EARTHQUAKE_MODEL, etasBase } from './model-configuration.js';
import { daysAfter, type Seismicity } from './seismicity.js';
import { annulusOf } from './shaking-grid.js';
import {
  DEPTH_CLASSES,
  depthClassOf,
  emptySourceGrid,
  expectedExceedancesAt,
  SHAKING_EDGES_KM,
  type ShakingSite,
  type SourcePopulation,
  type TectonicSetting,
} from './site-shaking.js';
import { sourceType, type SourceKind, type SourceType } from './slab.js';
import { addKernelSharesInAnnuli } from './smoothed-seismicity.js';

/**
 * The place's tectonic setting (site-shaking.ts): subduction where a slab lies below, by the rule that already picks Page
 * et al.'s SZ-GENERIC row (at least two query events deeper than 70 km). Since the Slab2 source types it decides the
 * ground-motion model only of a population without a type of its own, which the forecast no longer makes.
 */
export const tectonicSetting = (s: Seismicity): TectonicSetting => (s.aftershockRegime === 'subduction' ? 'subduction' : 'crustal');

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
  interfaceGeometry: populations.some((p) => p.kind === 'interface') ? s.around.interfaceGeometry : null,
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
export function exceedancesOf(p: ShakingPopulations, levels: readonly number[], site: ShakingSite): number[] {
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
export function shakingPopulations(s: Seismicity, window: EventWindow): ShakingPopulations {
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
  const longRates = s.around.large;
  const faults = s.around.faults;
  const onFault = faultMainshocks(s.place, longRates, faults);
  const great = s.around.greatInterface;
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
    faults: s.around.faultRuptures,
    years,
    sequences: kindPopulations(sequences, { ...mags, b: c.shortTerm === 'reasenberg-jones' ? p.b : GLOBAL_B_VALUE }),
  };
}
