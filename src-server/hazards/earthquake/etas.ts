// Epidemic-type aftershock sequence (ETAS) triggering, space-time (Ogata 1988, JASA 83:9-27; Ogata 1998,
// AISM 50:379-402): every earthquake of magnitude M >= m0 triggers direct offspring M >= m0 at the rate
//   kappa(M) (t + c)^-p f(r | M),   kappa(M) = K 10^(alpha (M - m0)) (x the deep factor below the slab depth),
//   t in days after the parent, up to maxLagDays (the longest lag the fit saw; older clustering is background),
//   f(r | M) = d / (2 pi (r^2 + d^2)^(3/2)),  d(M) = d0 10^(delta (M - m0))  (the q = 3/2 power-law kernel,
//   the same as the smoothed seismicity's, whose disc and annulus shares are integrated exactly there),
// over a background that is the smoothed, declustered long-term rate times a scale. The parameters are
// fitted by maximum likelihood on the training catalogue (`npm run fit:etas`, docs/methodology/earthquake.md); the fitted
// values and how they sit in the published ranges (Zhuang, Ogata & Vere-Jones 2002, JASA 97:369; Seif et al.
// 2017, JGR Solid Earth 122:449) are beside EARTHQUAKE_MODEL.etas in forecast.ts. Pure.

import { distanceKm } from '../../shared/geo.js';

export interface EtasParameters {
  /** Reference magnitude: parents and offspring at or above it (binned magnitudes >= m0 - 0.05). */
  m0: number;
  /** K: rate (per day, at t + c = 1 day) of direct offspring M >= m0 of a shallow M = m0 parent. */
  productivity: number;
  /** alpha: log10 productivity per magnitude unit. */
  alpha: number;
  /** Productivity multiplier of parents at or below `deepKm` (deep earthquakes have few aftershocks). */
  deepFactor: number;
  deepKm: number;
  /** Omori-Utsu c (days) and p; triggering counted up to maxLagDays after the parent. */
  c: number;
  p: number;
  maxLagDays: number;
  /** Kernel width (km) at m0 and its growth per magnitude unit (log10). */
  widthKm: number;
  widthExponent: number;
  /** Multiplier of the smoothed declustered rate that gives the ETAS background. */
  backgroundScale: number;
}

/**
 * The triggering parameters that differ by tectonic regime when ETAS is fitted per regime: productivity K,
 * alpha, Omori c and p (Page et al. 2016, BSSA 106:2290, find generic productivity and decay that differ between
 * subduction zones and active shallow crust). The kernel widths, deep factor and background are shared.
 */
export type EtasRegimeSet = Pick<EtasParameters, 'productivity' | 'alpha' | 'c' | 'p'>;

/** The rule that puts a parent in the subduction regime: at least `minEvents` catalogue events at or below `depthKm` within `radiusKm` of it. */
export interface SubductionRule {
  radiusKm: number;
  depthKm: number;
  minEvents: number;
}

/**
 * Whether a parent at (lat, lng) lies over a slab: at least rule.minEvents of the catalogue's events `deep`
 * (their epicentres, depth already at or below rule.depthKm) lie within rule.radiusKm of it. The catalogue is
 * whatever the caller has (the fit: the whole training file; the forecast: the site's 300 km query).
 */
export function isSubductionParent(
  parent: { lat: number; lng: number },
  deep: readonly { lat: number; lng: number }[],
  rule: SubductionRule,
): boolean {
  let n = 0;
  for (const e of deep) if (distanceKm(parent.lat, parent.lng, e.lat, e.lng) <= rule.radiusKm && ++n >= rule.minEvents) return true;
  return false;
}

/** K 10^(alpha (m - m0)) (x the deep factor): the offspring rate amplitude of a parent of magnitude m at depth depthKm (null: shallow). */
export function etasProductivity(e: EtasParameters, m: number, depthKm: number | null): number {
  const deep = depthKm !== null && depthKm >= e.deepKm;
  return e.productivity * 10 ** (e.alpha * (m - e.m0)) * (deep ? e.deepFactor : 1);
}

/** ∫ (t + c)^-p dt between t1 and t2 days after the parent, both clipped to [0, maxLagDays] (closed form; the log at p = 1). */
export function omoriTime(e: Pick<EtasParameters, 'c' | 'p' | 'maxLagDays'>, t1: number, t2: number): number {
  const lo = Math.min(e.maxLagDays, Math.max(0, t1)) + e.c;
  const hi = Math.min(e.maxLagDays, Math.max(0, t2)) + e.c;
  if (!(hi > lo)) return 0;
  if (Math.abs(1 - e.p) < 1e-9) return Math.log(hi / lo);
  return (hi ** (1 - e.p) - lo ** (1 - e.p)) / (1 - e.p);
}

/** Width (km) of the offspring kernel of a parent of magnitude m. */
export function etasWidthKm(e: EtasParameters, m: number): number {
  return e.widthKm * 10 ** (e.widthExponent * (m - e.m0));
}

/**
 * The branching ratio: expected direct offspring M >= m0 of one event within maxLagDays, averaged over a
 * Gutenberg-Richter distribution of shallow parents with b-value `b` truncated at mMax (0.01-magnitude bins).
 */
export function branchingRatio(e: EtasParameters, b: number, mMax = 9): number {
  let s = 0;
  let w = 0;
  for (let m = e.m0 + 0.005; m < mMax; m += 0.01) {
    const pdf = 10 ** (-b * (m - e.m0));
    s += pdf * e.productivity * 10 ** (e.alpha * (m - e.m0));
    w += pdf;
  }
  return (s / w) * omoriTime(e, 0, e.maxLagDays);
}

/**
 * What the likelihood needs, precomputed once: the events (days, magnitudes, deep flags), the targets
 * (events in [tStart, tEnd)) with each one's background density and its earlier neighbours within
 * `cutoffKm` (compressed rows: pairStart[k]..pairStart[k+1] are the pairs of target k).
 */
export interface EtasFitData {
  /** Reference magnitude of the productivity and width laws. */
  m0: number;
  t: Float64Array;
  m: Float64Array;
  deep: Uint8Array;
  targets: Int32Array;
  /** 1 where the event, as a parent, is in the subduction regime (only read when the fit has a subduction set). */
  subduction?: Uint8Array;
  /** Smoothed declustered density at each target (events M >= m0 per km² per day), before the scale. */
  background: Float64Array;
  /** Its integral over the whole region and the target period (expected events), before the scale. */
  backgroundTotal: number;
  pairStart: Int32Array;
  pairParent: Int32Array;
  pairDt: Float64Array;
  pairR2: Float64Array;
  tStart: number;
  tEnd: number;
  cutoffKm: number;
  /** Longest parent-offspring lag counted (days): pairs beyond it are left out. */
  maxLagDays: number;
  /** Area of the region (km²) over which the uniform floor of the fit is spread. */
  areaKm2: number;
}

/** Free parameters of the fit besides the fixed ones (m0, deepKm), with the fit's uniform floor (per km² per day). */
export interface EtasFree {
  productivity: number;
  alpha: number;
  deepFactor: number;
  c: number;
  p: number;
  widthKm: number;
  widthExponent: number;
  backgroundScale: number;
  floorPerKm2Day: number;
  /** Triggering parameters of subduction-regime parents (`EtasFitData.subduction`); absent: one global set. */
  subduction?: EtasRegimeSet;
}

/**
 * Log-likelihood of the space-time point process (Ogata 1998 eq. 5): Σ_targets log λ(t_j, x_j) - ∫∫ λ, the
 * integral over the target period and the region, offspring counted within cutoffKm of their parent.
 */
export function etasLogLikelihood(d: EtasFitData, x: EtasFree): number {
  const n = d.t.length;
  const kappa = new Float64Array(n);
  const width2 = new Float64Array(n);
  const cOf = new Float64Array(n);
  const pOf = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = x.subduction && d.subduction?.[i] ? x.subduction : x;
    kappa[i] = r.productivity * 10 ** (r.alpha * (d.m[i]! - d.m0)) * (d.deep[i] ? x.deepFactor : 1);
    cOf[i] = r.c;
    pOf[i] = r.p;
    const w = x.widthKm * 10 ** (x.widthExponent * (d.m[i]! - d.m0));
    width2[i] = w * w;
  }
  let sumLog = 0;
  for (let k = 0; k < d.targets.length; k++) {
    let lambda = x.backgroundScale * d.background[k]! + x.floorPerKm2Day;
    for (let q = d.pairStart[k]!; q < d.pairStart[k + 1]!; q++) {
      const i = d.pairParent[q]!;
      const s = d.pairR2[q]! + width2[i]!;
      const w = Math.sqrt(width2[i]!);
      lambda += kappa[i]! * (d.pairDt[q]! + cOf[i]!) ** -pOf[i]! * (w / (2 * Math.PI * s * Math.sqrt(s)));
    }
    sumLog += Math.log(lambda);
  }
  let integral = x.backgroundScale * d.backgroundTotal + x.floorPerKm2Day * d.areaKm2 * (d.tEnd - d.tStart);
  for (let i = 0; i < n; i++) {
    if (d.t[i]! >= d.tEnd) continue;
    const w = Math.sqrt(width2[i]!);
    const time = { c: cOf[i]!, p: pOf[i]!, maxLagDays: d.maxLagDays };
    integral += kappa[i]! * omoriTime(time, d.tStart - d.t[i]!, d.tEnd - d.t[i]!) * (1 - w / Math.sqrt(d.cutoffKm ** 2 + width2[i]!));
  }
  return sumLog - integral;
}
