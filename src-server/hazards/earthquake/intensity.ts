// Shaking intensity at a site: the Allen, Wald & Worden (2012) intensity prediction equations with their
// aleatory sigma, the Worden et al. (2012) PGA -> MMI conversion, and the MMI exceedance probability.
// Pure functions; every coefficient is the paper's (docs/methodology/earthquake.md).
import { normalCdfErfc } from '../../science/stats.js';

/**
 * Allen, Wald & Worden (2012), J. Seismology 16:409-433, "Intensity attenuation for active crustal
 * regions": the hypocentral-distance form (point source), Table 3. MMI = c0 + c1 M + c2 ln sqrt(R² + Rm²)
 * (+ c4 ln(R/50) beyond 50 km), Rm = m1 + m2 exp(M - 5); sigma = s1 + s2 / (1 + (R/s3)²).
 */
export const AWW2012_RHYPO = { c0: 2.085, c1: 1.428, c2: -1.402, c4: 0.078, m1: -0.209, m2: 2.042, s1: 0.82, s2: 0.37, s3: 22.9 } as const;

/**
 * The rupture-distance form of the same paper: MMI = c0 + c1 M + c2 ln sqrt(Rrup² + (1 + c3 exp(M - 5))²);
 * sigma = s1 + s2 / (1 + (Rrup/s3)²). Used with an approximate rupture distance (a line source, below).
 */
export const AWW2012_RRUP = { c0: 3.95, c1: 0.913, c2: -1.107, c3: 0.813, s1: 0.72, s2: 0.23, s3: 44.7 } as const;

export interface IntensityEstimate {
  /** Mean Modified Mercalli intensity. */
  mmi: number;
  /** Total standard deviation (intensity units). */
  sigma: number;
}

/** AWW2012 hypocentral form. `hypocentralKm` is floored at 1 km (the equation's domain). */
export function intensityRhypo(magnitude: number, hypocentralKm: number): IntensityEstimate {
  const c = AWW2012_RHYPO;
  const r = Math.max(1, hypocentralKm);
  const rm = c.m1 + c.m2 * Math.exp(magnitude - 5);
  let mmi = c.c0 + c.c1 * magnitude + c.c2 * Math.log(Math.sqrt(r * r + rm * rm));
  if (r > 50) mmi += c.c4 * Math.log(r / 50);
  return { mmi, sigma: c.s1 + c.s2 / (1 + (r / c.s3) ** 2) };
}

/** AWW2012 rupture-distance form. */
export function intensityRrup(magnitude: number, ruptureKm: number): IntensityEstimate {
  const c = AWW2012_RRUP;
  const r = Math.max(0, ruptureKm);
  const near = 1 + c.c3 * Math.exp(magnitude - 5);
  const mmi = c.c0 + c.c1 * magnitude + c.c2 * Math.log(Math.sqrt(r * r + near * near));
  return { mmi, sigma: c.s1 + c.s2 / (1 + (r / c.s3) ** 2) };
}

/**
 * Wells & Coppersmith (1994), BSSA 84:974-1002, Table 2A, all slip types: subsurface rupture length,
 * log10 RLD = -2.44 + 0.59 M (km).
 */
export function ruptureLengthKm(magnitude: number): number {
  return 10 ** (-2.44 + 0.59 * magnitude);
}

/** P(MMI >= level) for a normal intensity with the given mean and sigma. */
export function exceedanceProbability(estimate: IntensityEstimate, level: number): number {
  return 1 - normalCdfErfc((level - estimate.mmi) / Math.max(1e-6, estimate.sigma));
}

/**
 * Worden, Gerstenberger, Rhoades & Wald (2012), BSSA 102:204-221, Table 1 (PGA, cm/s²):
 * MMI = 1.78 + 1.55 log10 PGA for log10 PGA <= 1.57, else -1.60 + 3.70 log10 PGA.
 * The lowest branch (MMI below about 2) is not needed for hazard-map comparisons and is not applied.
 */
export function mmiFromPga(pgaG: number): number {
  const logY = Math.log10(Math.max(1e-6, pgaG) * 980.665);
  return logY <= 1.57 ? 1.78 + 1.55 * logY : -1.6 + 3.7 * logY;
}

/** Worden et al. (2012), Table 1 (PGV, cm/s): MMI = 3.78 + 1.47 log10 PGV for log10 PGV <= 0.53, else 2.89 + 3.16 log10 PGV. */
export function mmiFromPgv(pgvCmS: number): number {
  const logV = Math.log10(Math.max(1e-6, pgvCmS));
  return logV <= 0.53 ? 3.78 + 1.47 * logV : 2.89 + 3.16 * logV;
}

/**
 * The MMI of a JMA instrumental seismic intensity through PGV: Midorikawa, Fujimoto & Muramatsu (1999, J. Social Safety
 * Science 1:51), I_JMA = 2.68 + 1.72 log10 PGV (cm/s), then Worden et al. (2012). JMA 6-lower (I >= 5.5) is MMI 8.07.
 */
export const mmiFromJmaIntensity = (jma: number): number => mmiFromPgv(10 ** ((jma - 2.68) / 1.72));

/** The inverse: PGA (g) at which Worden et al. (2012) give intensity `mmi`. */
export function pgaFromMmi(mmi: number): number {
  const logY = mmi <= 1.78 + 1.55 * 1.57 ? (mmi - 1.78) / 1.55 : (mmi + 1.6) / 3.7;
  return 10 ** logY / 980.665;
}

/** Intensity words of the USGS MMI scale (I..X), index = rounded MMI - 1. */
export const MMI_WORDS = [
  'not felt',
  'weak',
  'weak',
  'light',
  'moderate',
  'strong',
  'very strong',
  'severe',
  'violent',
  'extreme',
] as const;

/** Roman numerals for MMI I..XII. */
export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;
