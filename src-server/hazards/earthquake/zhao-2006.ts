// Peak ground acceleration from subduction earthquakes by Zhao et al. (2006, BSSA 96:898), "Attenuation relations of
// strong ground motion in Japan using site classification based on predominant period": the interface and intraslab
// forms of their eq. 1 with the magnitude-squared correction of eq. 5, for PGA; one of the USGS NSHM's subduction
// ground-motion branches (subduction-gmpe.ts). Coefficients of their Tables 4-6 (PGA row), as tabulated in OpenQuake
// hazardlib's zhao_2006.py and nshmp-haz's Zhao06.csv; checked against hazardlib's verification tables in the tests. Pure.

/** PGA coefficients of Zhao et al. (2006): Table 4 (a-e, site terms C1-C4, Si, Ss, Ssl), Tables 5-6 (σ, τ, P, Q, W). */
export const ZHAO_2006_PGA = {
  a: 1.101,
  b: -0.00564,
  c: 0.0055,
  d: 1.08,
  e: 0.01412,
  /** Site-class terms (Table 4): rock (SC I), hard soil (SC II), medium soil (SC III), soft soil (SC IV); hard rock. */
  ch: 0.293,
  c1: 1.111,
  c2: 1.344,
  c3: 1.355,
  c4: 1.42,
  /** Interface (Si) and intraslab (Ss, Ssl) source terms. */
  si: 0,
  ss: 2.607,
  ssl: -0.528,
  /** Magnitude-squared corrections (Table 6): interface Qi, Wi about Mc 6.3; intraslab Ps, Qs, Ws about Mc 6.5. */
  qi: 0,
  wi: 0,
  ps: 0.1392,
  qs: 0.1584,
  ws: -0.0529,
  /** Intra-event σ (Table 5); inter-event τ: the generic one of Table 5 (the USGS's choice for interface events), τS of Table 6. */
  sigma: 0.604,
  tau: 0.398,
  tauS: 0.321,
  /** The depth term's threshold hc (km) and the depth cap (p. 901-902). */
  hcKm: 15,
  maxDepthKm: 125,
} as const;

/**
 * Hypocentral depth (km) of every interface event in the USGS NSHM's Zhao et al. branch: fixed at 20 km, as the NSHMP
 * 2008 Fortran (hazSUBXnga.f) and nshmp-haz (ZhaoEtAl_2006.java, INTERFACE_DEPTH) have it.
 */
export const ZHAO_INTERFACE_DEPTH_KM = 20;

/** cm/s² per g (hazardlib's conversion; nshmp-haz rounds g to 980 cm/s²). */
const CM_S2_PER_G = 980.665;

/**
 * The site-class term of a Vs30 (m/s), Zhao et al.'s Table 2 classes as hazardlib maps them: hard rock above 1100 m/s,
 * SC I (rock) above 600, SC II (hard soil) above 300, SC III (medium soil) above 200, SC IV (soft soil) below.
 */
export function zhaoSiteTerm(vs30: number): number {
  const z = ZHAO_2006_PGA;
  if (vs30 > 1100) return z.ch;
  if (vs30 > 600) return z.c1;
  if (vs30 > 300) return z.c2;
  if (vs30 > 200) return z.c3;
  return z.c4;
}

export type ZhaoEvent = 'interface' | 'intraslab';

/**
 * Median ln PGA (g) and total σ (ln units) of Zhao et al. (2006) for an event of moment magnitude `m` at rupture distance
 * `rKm` (km) with hypocentre at `depthKm` (capped at 125 km), on a site of the given Vs30. σ_T = √(σ² + τ²) with the
 * generic τ of Table 5 for interface events (as the USGS NSHM takes it) and τS of Table 6 for intraslab ones.
 */
export function zhaoPga(kind: ZhaoEvent, m: number, rKm: number, depthKm: number, vs30: number): { lnPga: number; sigma: number } {
  const z = ZHAO_2006_PGA;
  const h = Math.min(depthKm, z.maxDepthKm);
  // The slab path term takes ln r: a zero distance is taken as 0.1 km there (as hazardlib does).
  const r = kind === 'intraslab' ? Math.max(rKm, 0.1) : rKm;
  let ln = z.a * m + z.b * r - Math.log(r + z.c * Math.exp(z.d * m)) + (h >= z.hcKm ? z.e * (h - z.hcKm) : 0) + zhaoSiteTerm(vs30);
  if (kind === 'interface') {
    const dm = m - 6.3;
    ln += z.si + z.qi * dm * dm + z.wi;
  } else {
    const dm = m - 6.5;
    ln += z.ss + z.ssl * Math.log(r) + z.ps * dm + z.qs * dm * dm + z.ws;
  }
  const tau = kind === 'interface' ? z.tau : z.tauS;
  return { lnPga: ln - Math.log(CM_S2_PER_G), sigma: Math.hypot(z.sigma, tau) };
}
