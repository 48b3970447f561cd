// Shaking from subduction earthquakes: the BC Hydro ground-motion model (Abrahamson, Gregor & Addo 2016, Earthquake
// Spectra 32:23) for peak ground acceleration from interface and intraslab earthquakes, converted to intensity with
// Worden et al. (2012) — the route the national and GEM maps take for subduction sources (a ground-motion model per
// tectonic region), where the crustal intensity equation (AWW2012) does not apply. Forearc sites, the central
// magnitude scaling, PGA coefficients of the paper's Tables 2-3 (as tabulated in OpenQuake; checked against its
// verification tables in the tests). Pure.
import { mmiFromPga, normalCdf } from './intensity.js';

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

/**
 * The intensity from a subduction source: Worden et al. (2012)'s conversion of the median PGA, with the model's sigma
 * carried through the conversion's slope (3.70 or 1.55 per log10 PGA, by branch) and the conversion's own 0.66 added in
 * quadrature (the intensity at the site given M and distance: both scatters apply).
 */
export function subductionIntensity(
  kind: SubductionEvent,
  m: number,
  r: number,
  vs30: number,
  hypoDepthKm = 0,
  conversionScatter = true,
): { mmi: number; sigma: number } {
  const lnPga = bcHydroLnPga(kind, m, r, vs30, hypoDepthKm);
  const pgaG = Math.exp(lnPga);
  const upper = Math.log10(pgaG * 980.665) > 1.57;
  const slopePerLn = (upper ? 3.7 : 1.55) / Math.LN10;
  // Without the conversion's own scatter, the intensity is the median conversion of the PGA (as a PGA hazard map's level
  // converted to intensity is): P(MMI >= x) is then exactly P(PGA >= the PGA of x).
  const sigma = conversionScatter ? Math.hypot(slopePerLn * BC_HYDRO_PGA.sigma, WORDEN_2012_SIGMA_MMI) : slopePerLn * BC_HYDRO_PGA.sigma;
  return { mmi: mmiFromPga(pgaG), sigma };
}

/** P(MMI >= level) from a subduction source (the source, distance and site as subductionIntensity takes them). */
export function subductionExceedance(level: number, ...source: Parameters<typeof subductionIntensity>): number {
  const { mmi, sigma } = subductionIntensity(...source);
  return 1 - normalCdf((level - mmi) / sigma);
}
