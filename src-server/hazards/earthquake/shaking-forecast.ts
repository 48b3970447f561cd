// Strong shaking at the place over a window: the hazard curve of the shaking integral (site-shaking.ts) over the
// source populations (shaking-populations.ts), P(MMI >= VI) and P(MMI >= VIII), the severity, the share of the
// sequences under way, the sources around the place for the drivers, and the intensity at a given chance.
import type { EventWindow } from '../../shared/window.js';
import { faultExceedances } from './fault-ruptures.js';
import { INTERFACE_MODEL } from './interface-sources.js';
import { LONG_CATALOGUE } from './long-catalogue.js';
import {
  faultSummary,
  greatInterfaceSummary,
  largeSummary,
  type FaultSummary,
  type GreatInterfaceSummary,
  type LargeSummary,
} from './long-term-sources.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import type { Seismicity } from './seismicity.js';
import { exceedancesOf, populationList, shakingPopulations, shakingSite } from './shaking-populations.js';
import {
  atLeastOne,
  curveOfExpected,
  DEFAULT_SITE_VS30,
  expectedExceedances,
  MMI_LEVELS,
  severityGivenStrongShaking,
  type ShakingCurve,
} from './site-shaking.js';

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
 * Strong shaking at the site over the window (Cornell integration over the smoothed sources and sequences), for a site
 * of the given Vs30 (the subduction model's site term; default unknown soil, DEFAULT_SITE_VS30).
 */
export function shakingForecast(s: Seismicity, window: EventWindow, vs30: number = DEFAULT_SITE_VS30): ShakingForecast {
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
    large: largeSummary(s.around.large),
    faults: faultSummary(s.around.faults),
    greatInterface: greatInterfaceSummary(s.around.greatInterface, {
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
  window: EventWindow,
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
  window: EventWindow,
  levels: readonly number[],
  vs30: number = DEFAULT_SITE_VS30,
  conversionScatter = true,
): number[] {
  const parts = shakingPopulations(s, window);
  return exceedancesOf(parts, levels, shakingSite(s, vs30, populationList(parts), conversionScatter)).map(atLeastOne);
}
