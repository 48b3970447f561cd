// Gutenberg-Richter b-value by maximum likelihood (Aki 1965; Utsu 1965 with the binning correction),
// its standard error (Shi & Bolt 1982), and the truncated G-R magnitude distribution. Pure.
import { MAGNITUDE_BIN } from './completeness.js';

/**
 * Global b-value used when the local sample is too small: about 1.0 worldwide (Gutenberg & Richter 1944;
 * Frohlich & Davis 1993, JGR 98(B1):631-644).
 */
export const GLOBAL_B_VALUE = 1.0;

/** Fewest events above Mc for a local b-value (Woessner & Wiemer 2005 recommend at least 50). */
export const MIN_EVENTS_FOR_B = 50;

export interface BValueEstimate {
  b: number;
  /** Standard error (Shi & Bolt 1982, BSSA 72(5):1677-1687). */
  sigma: number;
  events: number;
  /** 'mle' on the local sample, or 'global' when it had fewer than MIN_EVENTS_FOR_B events. */
  method: 'mle' | 'global';
}

/**
 * Aki-Utsu maximum likelihood with varying completeness: each event i counts only at or above its own
 * threshold mc_i (the Mc of its period), and b = log10(e) / mean(m_i - (mc_i - ΔM/2)). With one threshold
 * this is Aki (1965) with Utsu's (1965) half-bin correction for magnitudes rounded to ΔM bins.
 */
export function bValueMle(sample: readonly { magnitude: number; mc: number }[], bin = MAGNITUDE_BIN): BValueEstimate {
  const used = sample.filter((s) => Number.isFinite(s.magnitude) && s.magnitude >= s.mc - bin / 2 - 1e-9);
  const n = used.length;
  if (n < MIN_EVENTS_FOR_B) return { b: GLOBAL_B_VALUE, sigma: Number.NaN, events: n, method: 'global' };
  let excess = 0;
  for (const s of used) excess += s.magnitude - (s.mc - bin / 2);
  const meanExcess = excess / n;
  if (!(meanExcess > 0)) return { b: GLOBAL_B_VALUE, sigma: Number.NaN, events: n, method: 'global' };
  const b = Math.LOG10E / meanExcess;
  // Shi & Bolt: sigma_b = 2.30 b² sqrt(Σ(m - m̄)² / (n (n - 1))), on the excesses over each threshold.
  let ss = 0;
  for (const s of used) ss += (s.magnitude - (s.mc - bin / 2) - meanExcess) ** 2;
  const sigma = 2.3 * b * b * Math.sqrt(ss / (n * (n - 1)));
  return { b, sigma, events: n, method: 'mle' };
}

/**
 * Doubly truncated Gutenberg-Richter: the share of events of magnitude >= mMin that are >= m, with
 * magnitudes capped at mMax (Cosentino et al. 1977): (10^(-b(m - mMin)) - 10^(-b(mMax - mMin))) / (1 - 10^(-b(mMax - mMin)));
 * with b = 0, uniform on [mMin, mMax].
 */
export function grExceedanceShare(m: number, b: number, mMin: number, mMax: number): number {
  if (m <= mMin) return 1;
  if (m >= mMax) return 0;
  // b = 0: magnitudes uniform on [mMin, mMax] (the box of a characteristic distribution, fault-sources.ts).
  if (b === 0) return (mMax - m) / (mMax - mMin);
  const tail = 10 ** (-b * (mMax - mMin));
  return (10 ** (-b * (m - mMin)) - tail) / (1 - tail);
}

/**
 * The truncated G-R distribution in bins of `step` from mMin to mMax: bin centres with their probability
 * (summing to 1), for integrals over magnitude.
 */
export function grMagnitudeBins(b: number, mMin: number, mMax: number, step = 0.1): { m: number; w: number }[] {
  const out: { m: number; w: number }[] = [];
  for (let lo = mMin; lo < mMax - 1e-9; lo += step) {
    const hi = Math.min(mMax, lo + step);
    out.push({ m: (lo + hi) / 2, w: grExceedanceShare(lo, b, mMin, mMax) - grExceedanceShare(hi, b, mMin, mMax) });
  }
  return out;
}
