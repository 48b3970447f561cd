// Shaking from subduction earthquakes: the USGS NSHM's logic tree of subduction ground-motion models for peak ground
// acceleration (nshm-cous-2014 and nshm-cous-2018, "Western US/Interface/gmm.xml" and "Western US/Slab/gmm.xml"):
// interface events by Atkinson & Macias (2009), BC Hydro (Abrahamson, Gregor & Addo 2016, Earthquake Spectra 32:23) and
// Zhao et al. (2006) with a third each; intraslab events by BC Hydro and Zhao et al. with a half each. Each model's PGA
// is converted to intensity with Worden et al. (2012), and the chance of an intensity is the weighted mean of the
// models' chances (the mean hazard over the tree) — the route the national and GEM maps take for subduction sources,
// where the crustal intensity equation (AWW2012) does not apply. BC Hydro here: forearc sites, the central magnitude
// scaling, PGA coefficients of the paper's Tables 2-3 (as tabulated in OpenQuake; checked against its verification
// tables in the tests). Pure.
import { deepFreeze } from '../../shared/freeze.js';
import { ATKINSON_MACIAS_2009_MIN_MAGNITUDE, atkinsonMaciasPga } from './atkinson-macias-2009.js';
import { mmiFromPga } from './intensity.js';
import { normalCdfErfc } from '../../science/stats.js';
import { ZHAO_INTERFACE_DEPTH_KM, zhaoPga } from './zhao-2006.js';

/** PGA coefficients of BC Hydro (Abrahamson et al. 2016, Tables 2 and 3) and the central ΔC1 of each event type. */
export const BC_HYDRO_PGA = {
  vlin: 865.1,
  b: -1.186,
  n: 1.18,
  c: 1.88,
  c4: 10,
  C1: 7.8,
  theta1: 4.2203,
  theta2: -1.35,
  theta3: 0.1,
  theta4: 0.9,
  theta5: 0.0,
  theta6: -0.0012,
  theta9: 0.4,
  theta10: 3.12,
  theta11: 0.013,
  theta12: 0.98,
  theta13: -0.0135,
  theta14: -0.4,
  /** Total aleatory standard deviation of ln PGA (ergodic). */
  sigma: 0.74,
  /** ΔC1, the magnitude-scaling break's shift: 0.2 for interface PGA, -0.3 for intraslab (central branches). */
  deltaC1: { interface: 0.2, intraslab: -0.3 },
} as const;

/** Worden et al. (2012), Table 1, PGA: the intensity's own scatter given PGA (σ_MMI). */
export const WORDEN_2012_SIGMA_MMI = 0.66;

export type SubductionEvent = 'interface' | 'intraslab';

/** Magnitude scaling (their eq. 2) with the event type's ΔC1. */
function magnitudeTerm(m: number, dc1: number): number {
  const g = BC_HYDRO_PGA;
  const c1 = g.C1 + dc1;
  const slope = m > c1 ? g.theta5 : g.theta4;
  return g.theta1 + g.theta4 * dc1 + slope * (m - c1) + g.theta13 * (10 - m) ** 2;
}

/** ln PGA (g) on rock of Vs30 1000 m/s, before the site term, for a source at distance r (Rrup interface, Rhypo intraslab). */
function lnPgaNoSite(kind: SubductionEvent, m: number, r: number, hypoDepthKm: number): number {
  const g = BC_HYDRO_PGA;
  const near = r + g.c4 * Math.exp((m - 6) * g.theta9);
  if (kind === 'interface')
    return magnitudeTerm(m, g.deltaC1.interface) + (g.theta2 + g.theta3 * (m - 7.8)) * Math.log(near) + g.theta6 * r;
  const depth = g.theta11 * (Math.min(hypoDepthKm, 120) - 60);
  return (
    magnitudeTerm(m, g.deltaC1.intraslab) +
    (g.theta2 + g.theta14 + g.theta3 * (m - 7.8)) * Math.log(near) +
    g.theta6 * r +
    g.theta10 +
    depth
  );
}

/**
 * Median ln PGA (g) at a forearc site of the given Vs30 (Walling et al. 2008 site response, non-linear below Vlin, as
 * the model has it): `r` the rupture distance for interface events, the hypocentral one for intraslab events.
 */
export function bcHydroLnPga(kind: SubductionEvent, m: number, r: number, vs30: number, hypoDepthKm = 0): number {
  const g = BC_HYDRO_PGA;
  const base = lnPgaNoSite(kind, m, r, hypoDepthKm);
  const pga1000 = Math.exp(base + (g.theta12 + g.b * g.n) * Math.log(1000 / g.vlin));
  const ratio = Math.min(vs30, 1000) / g.vlin;
  const site =
    vs30 >= g.vlin
      ? g.theta12 * Math.log(ratio) + g.b * g.n * Math.log(ratio)
      : g.theta12 * Math.log(ratio) - g.b * Math.log(pga1000 + g.c) + g.b * Math.log(pga1000 + g.c * ratio ** g.n);
  return base + site;
}

export type SubductionModel = 'atkinsonMacias2009' | 'bcHydro' | 'zhao2006';

/**
 * The USGS NSHM's weights of the subduction ground-motion models (nshm-cous-2014 commit 09427d91 and nshm-cous-2018
 * commit c58dd2b6, "Western US/Interface/gmm.xml": AM_09_INTERFACE 0.3333, BCHYDRO_12_INTERFACE 0.3334,
 * ZHAO_06_INTERFACE 0.3333; "Western US/Slab/gmm.xml": BCHYDRO_12_SLAB 0.5, ZHAO_06_SLAB 0.5).
 */
export const SUBDUCTION_LOGIC_TREE: Readonly<
  Record<SubductionEvent, readonly { model: SubductionModel; weight: number; minMagnitude?: number }[]>
> = deepFreeze({
  interface: [
    { model: 'atkinsonMacias2009', weight: 0.3333, minMagnitude: ATKINSON_MACIAS_2009_MIN_MAGNITUDE },
    { model: 'bcHydro', weight: 0.3334 },
    { model: 'zhao2006', weight: 0.3333 },
  ],
  intraslab: [
    { model: 'bcHydro', weight: 0.5 },
    { model: 'zhao2006', weight: 0.5 },
  ],
});

/**
 * Median ln PGA (g) and total σ of one model for a source at distance `r` (the rupture distance for interface events, the
 * hypocentral one for intraslab point sources). Interface events take Zhao et al. at the USGS's fixed 20 km hypocentre
 * and AM09 its own magnitude-dependent depth; intraslab ones their hypocentral depth.
 */
export function subductionPga(
  model: SubductionModel,
  kind: SubductionEvent,
  m: number,
  r: number,
  vs30: number,
  hypoDepthKm = 0,
): { lnPga: number; sigma: number } {
  if (model === 'bcHydro') return { lnPga: bcHydroLnPga(kind, m, r, vs30, hypoDepthKm), sigma: BC_HYDRO_PGA.sigma };
  if (model === 'zhao2006') return zhaoPga(kind, m, r, kind === 'interface' ? ZHAO_INTERFACE_DEPTH_KM : hypoDepthKm, vs30);
  if (kind !== 'interface') throw new Error('Atkinson & Macias (2009) is an interface model');
  return atkinsonMaciasPga(m, r, vs30);
}

/**
 * A model's median PGA as intensity by Worden et al. (2012), with the model's sigma carried through the conversion's
 * slope (3.70 or 1.55 per log10 PGA, by branch) and the conversion's own 0.66 added in quadrature (the intensity at the
 * site given M and distance: both scatters apply).
 */
function intensityOfPga(lnPga: number, sigmaLn: number, conversionScatter: boolean): { mmi: number; sigma: number } {
  const pgaG = Math.exp(lnPga);
  const upper = Math.log10(pgaG * 980.665) > 1.57;
  const slopePerLn = (upper ? 3.7 : 1.55) / Math.LN10;
  // Without the conversion's own scatter, the intensity is the median conversion of the PGA (as a PGA hazard map's level
  // converted to intensity is): P(MMI >= x) is then exactly P(PGA >= the PGA of x).
  const sigma = conversionScatter ? Math.hypot(slopePerLn * sigmaLn, WORDEN_2012_SIGMA_MMI) : slopePerLn * sigmaLn;
  return { mmi: mmiFromPga(pgaG), sigma };
}

/**
 * The intensity from a subduction source by one model of the tree (BC Hydro unless named): its median PGA converted by
 * Worden et al. (2012), with its scatter (intensityOfPga).
 */
export function subductionIntensity(
  kind: SubductionEvent,
  m: number,
  r: number,
  vs30: number,
  hypoDepthKm = 0,
  conversionScatter = true,
  model: SubductionModel = 'bcHydro',
): { mmi: number; sigma: number } {
  const { lnPga, sigma } = subductionPga(model, kind, m, r, vs30, hypoDepthKm);
  return intensityOfPga(lnPga, sigma, conversionScatter);
}

/**
 * The logic tree's models for an event of magnitude `m` with their weights: a model is left out below its magnitude range
 * (AM09 below M 7.5, where the USGS never applies it: its interface sources are Cascadia's M8+ ruptures) and the others'
 * weights renormalised to sum to 1.
 */
export function subductionBranches(kind: SubductionEvent, m: number): readonly { model: SubductionModel; weight: number }[] {
  return RENORMALISED[kind][m >= ATKINSON_MACIAS_2009_MIN_MAGNITUDE ? 1 : 0]!;
}

/** The tree's branches below and from AM09's lower magnitude (the only bound in it), made once: tables call this per cell. */
const RENORMALISED = Object.fromEntries(
  (['interface', 'intraslab'] as const).map((kind) => [
    kind,
    [ATKINSON_MACIAS_2009_MIN_MAGNITUDE - 1, ATKINSON_MACIAS_2009_MIN_MAGNITUDE].map((m) => {
      const used = SUBDUCTION_LOGIC_TREE[kind].filter((b) => b.minMagnitude === undefined || m >= b.minMagnitude);
      const total = used.reduce((sum, b) => sum + b.weight, 0);
      return used.map(({ model, weight }) => ({ model, weight: weight / total }));
    }),
  ]),
) as Record<SubductionEvent, { model: SubductionModel; weight: number }[][]>;

/** The most models of any event type's tree (the interface tree's three). */
export const MAX_SUBDUCTION_BRANCHES = 3;
/** Numbers per source written by writeSubductionBranches: [weight, mmi, sigma] per model. */
export const SUBDUCTION_BRANCH_STRIDE = 3 * MAX_SUBDUCTION_BRANCHES;

/**
 * Each model's weight, median intensity and sigma for a source, as [w, mmi, σ] triples (MAX_SUBDUCTION_BRANCHES of them,
 * unused ones of weight 0: SUBDUCTION_BRANCH_STRIDE numbers) written into `out` from `offset`: the level-independent
 * part of subductionExceedance, which tables over many levels compute once (interface-ruptures.ts, generic-ruptures.ts).
 */
export function writeSubductionBranches(
  out: Float64Array,
  offset: number,
  kind: SubductionEvent,
  m: number,
  r: number,
  vs30: number,
  hypoDepthKm = 0,
  conversionScatter = true,
): void {
  out.fill(0, offset, offset + SUBDUCTION_BRANCH_STRIDE);
  const branches = subductionBranches(kind, m);
  for (let i = 0; i < branches.length; i++) {
    const { model, weight } = branches[i]!;
    const { mmi, sigma } = subductionIntensity(kind, m, r, vs30, hypoDepthKm, conversionScatter, model);
    out[offset + 3 * i] = weight;
    out[offset + 3 * i + 1] = mmi;
    out[offset + 3 * i + 2] = sigma;
  }
}

/** P(MMI >= level) of the mixture written by writeSubductionBranches at `offset`: Σ w P(MMI_model >= level). */
export function branchesExceedance(level: number, branches: Float64Array, offset = 0): number {
  let p = 0;
  for (let i = 0; i < MAX_SUBDUCTION_BRANCHES; i++) {
    const at = offset + 3 * i;
    const w = branches[at]!;
    if (w > 0) p += w * (1 - normalCdfErfc((level - branches[at + 1]!) / branches[at + 2]!));
  }
  return p;
}

/**
 * P(MMI >= level) from a subduction source: the weighted mean over the logic tree's models (subductionBranches) of each
 * model's chance (the source, distance and site as subductionIntensity takes them).
 */
export function subductionExceedance(
  level: number,
  kind: SubductionEvent,
  m: number,
  r: number,
  vs30: number,
  hypoDepthKm = 0,
  conversionScatter = true,
): number {
  const branches = new Float64Array(SUBDUCTION_BRANCH_STRIDE);
  writeSubductionBranches(branches, 0, kind, m, r, vs30, hypoDepthKm, conversionScatter);
  return branchesExceedance(level, branches);
}
