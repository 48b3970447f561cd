// Peak ground acceleration from great subduction-interface earthquakes by Atkinson & Macias (2009, BSSA 99:1552),
// "Predicted ground motions for great interface earthquakes in the Cascadia subduction zone" (their eqs. 4-6 with their
// PGA coefficients as hazardlib's atkinson_macias_2009.py and nshmp-haz's AM09.csv tabulate them, for B/C rock of Vs30
// 760 m/s), taken to other sites with the Boore & Atkinson (2008, Earthquake
// Spectra 24:99) site amplification driven by the rock PGA, as the USGS NSHM does (nshmp-haz AtkinsonMacias_2009.java).
// One of the USGS NSHM's interface ground-motion branches (subduction-gmpe.ts). Pure.

/** PGA coefficients of Atkinson & Macias (2009) (log10 cm/s²); σ in log10 units. */
export const ATKINSON_MACIAS_2009_PGA = {
  c0: 5.006,
  c1: -1.5573,
  c2: -0.00034,
  c3: 0.1774,
  c4: 0.0827,
  sigmaLog10: 0.24,
} as const;

/**
 * Boore & Atkinson (2008) site amplification for PGA: the linear coefficient b_lin and the non-linear b1, b2 (their
 * period-dependent site coefficients, PGA row) and the period-independent a1, a2, pga_low (g), V1, V2, Vref (m/s).
 */
export const BOORE_ATKINSON_2008_SITE_PGA = {
  bLin: -0.36,
  b1: -0.64,
  b2: -0.14,
  a1: 0.03,
  a2: 0.09,
  pgaLow: 0.06,
  v1: 180,
  v2: 300,
  vRef: 760,
} as const;

/**
 * The smallest magnitude the model is for: its stochastic simulations and the data it was checked on span great interface
 * events of M 7.5-9 (the paper's scope); below it the magnitude polynomial turns upward (its minimum is near M 6.9), so a
 * smaller event would shake harder than a larger one. The USGS NSHM applies it only to Cascadia's M8+ interface ruptures.
 */
export const ATKINSON_MACIAS_2009_MIN_MAGNITUDE = 7.5;

/** cm/s² per g (as hazardlib converts). */
const CM_S2_PER_G = 980.665;

/** ln PGA (g) on B/C rock (Vs30 760 m/s): eq. 5's magnitude term and eq. 4's distance term with eq. 6's fictitious depth. */
function lnPgaRock(m: number, rRupKm: number): number {
  const k = ATKINSON_MACIAS_2009_PGA;
  const h = m * m - 3.1 * m - 14.55;
  const r = Math.hypot(rRupKm, h);
  const dm = m - 8;
  const log10Cm = k.c0 + k.c3 * dm + k.c4 * dm * dm + k.c1 * Math.log10(r) + k.c2 * r;
  return log10Cm * Math.LN10 - Math.log(CM_S2_PER_G);
}

/**
 * Boore & Atkinson (2008) ln amplification of PGA at a site of Vs30 (m/s) relative to Vs30 760, given the rock PGA (g) that
 * drives its non-linear part: linear b_lin ln(Vs30/Vref) plus the non-linear term, which reduces the
 * amplification of soft sites under strong shaking. (nshmp-haz's AM09 passes ln PGA where PGA in g is meant, so its
 * non-linear term stays on the weak-motion branch; we pass PGA in g, as Boore & Atkinson define it.)
 */
export function booreAtkinson2008SiteAmplification(vs30: number, pgaRockG: number): number {
  const s = BOORE_ATKINSON_2008_SITE_PGA;
  const linear = s.bLin * Math.log(vs30 / s.vRef);
  let bnl = 0;
  if (vs30 <= s.v1) bnl = s.b1;
  else if (vs30 <= s.v2) bnl = ((s.b1 - s.b2) * Math.log(vs30 / s.v2)) / Math.log(s.v1 / s.v2) + s.b2;
  else if (vs30 < s.vRef) bnl = (s.b2 * Math.log(vs30 / s.vRef)) / Math.log(s.v2 / s.vRef);
  if (pgaRockG <= s.a1) return linear + bnl * Math.log(s.pgaLow / 0.1);
  if (pgaRockG > s.a2) return linear + bnl * Math.log(pgaRockG / 0.1);
  // Between a1 and a2 a cubic joins the two branches smoothly.
  const dx = Math.log(s.a2 / s.a1);
  const dy = bnl * Math.log(s.a2 / s.pgaLow);
  const c = (3 * dy - bnl * dx) / (dx * dx);
  const d = -(2 * dy - bnl * dx) / (dx * dx * dx);
  const p = Math.log(pgaRockG / s.a1);
  return linear + bnl * Math.log(s.pgaLow / 0.1) + c * p * p + d * p * p * p;
}

/**
 * Median ln PGA (g) and total σ (ln units) of Atkinson & Macias (2009) for an interface event of magnitude `m` at rupture
 * distance `rRupKm`, on a site of the given Vs30: the B/C-rock model, amplified by Boore & Atkinson (2008) from 760 m/s.
 */
export function atkinsonMaciasPga(m: number, rRupKm: number, vs30: number): { lnPga: number; sigma: number } {
  const rock = lnPgaRock(m, rRupKm);
  return {
    lnPga: rock + booreAtkinson2008SiteAmplification(vs30, Math.exp(rock)),
    sigma: ATKINSON_MACIAS_2009_PGA.sigmaLog10 * Math.LN10,
  };
}
