// SPEI: the climatic water balance (precipitation minus reference evapotranspiration) accumulated over a few
// months and standardised through a three-parameter log-logistic distribution fitted by probability-weighted
// moments.
//
// - Vicente-Serrano, S. M., Beguería, S., López-Moreno, J. I. (2010). A multiscalar drought index sensitive to
//   global warming: the Standardized Precipitation Evapotranspiration Index. J. Climate 23, 1696-1718,
//   eqs. (2)-(6): PWMs w_s with plotting position F_i = (i - 0.35)/N; beta = (2w1 - w0)/(6w1 - w0 - 6w2);
//   alpha = (w0 - 2w1) beta / (G(1 + 1/beta) G(1 - 1/beta)); gamma = w0 - alpha G(1 + 1/beta) G(1 - 1/beta);
//   F(x) = [1 + (alpha / (x - gamma))^beta]^-1.
// - Beguería, S. et al. (2014). Standardized precipitation evapotranspiration index (SPEI) revisited.
//   Int. J. Climatol. 34, 3001-3023 (unbiased PWMs; the fit fails for some samples, then an empirical
//   standardisation is the fallback we use: Gringorten plotting positions, Farahmand & AghaKouchak 2015,
//   Adv. Water Resour. 76, 140-145).
// - Allen, R. G. et al. (1998). FAO Irrigation and Drainage Paper 56 (reference evapotranspiration ET0,
//   served by Open-Meteo as et0_fao_evapotranspiration).

import { sortedFiniteArray, sortedFiniteTyped } from '../../shared/sort-numbers.js';
import { gammaFn, normalCdf } from '../../science/stats.js';

/** Standard normal quantile (Acklam's rational approximation, relative error < 1.15e-9). */
export function normQuantile(p: number): number {
  if (!(p > 0)) return -Infinity;
  if (!(p < 1)) return Infinity;
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - lo) return -normQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

export interface LogLogistic {
  kind: 'log-logistic';
  alpha: number;
  beta: number;
  gamma: number;
  n: number;
}
export interface EmpiricalStandard {
  kind: 'empirical';
  sorted: number[];
  n: number;
}
export type SpeiFit = LogLogistic | EmpiricalStandard;

/** Log-logistic by PWMs (Vicente-Serrano et al. 2010); undefined when the moments do not give beta > 1. */
export function fitLogLogistic(values: readonly number[]): LogLogistic | undefined {
  const x = sortedFiniteTyped(values);
  const n = x.length;
  if (n < 10) return undefined;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let i = 0; i < n; i++) {
    const f = (i + 1 - 0.35) / n;
    w0 += x[i]!;
    w1 += (1 - f) * x[i]!;
    w2 += (1 - f) ** 2 * x[i]!;
  }
  w0 /= n;
  w1 /= n;
  w2 /= n;
  const beta = (2 * w1 - w0) / (6 * w1 - w0 - 6 * w2);
  if (!(beta > 1) || !Number.isFinite(beta)) return undefined;
  const g = gammaFn(1 + 1 / beta) * gammaFn(1 - 1 / beta);
  const alpha = ((w0 - 2 * w1) * beta) / g;
  if (!(alpha > 0)) return undefined;
  return { kind: 'log-logistic', alpha, beta, gamma: w0 - alpha * g, n };
}

/** A fit for SPEI: the log-logistic when it works, else the empirical standardisation. */
export function fitSpei(values: readonly number[]): SpeiFit | undefined {
  const ll = fitLogLogistic(values);
  if (ll) return ll;
  const sorted = sortedFiniteArray(values);
  return sorted.length >= 10 ? { kind: 'empirical', sorted, n: sorted.length } : undefined;
}

/** Non-exceedance probability of a water balance under the fit (kept inside (0, 1)). */
export function speiCdf(fit: SpeiFit, x: number): number {
  const eps = 1e-6;
  if (fit.kind === 'log-logistic') {
    if (x <= fit.gamma) return eps;
    const f = 1 / (1 + (fit.alpha / (x - fit.gamma)) ** fit.beta);
    return Math.min(1 - eps, Math.max(eps, f));
  }
  // Gringorten plotting position of x among the sample, linear between ranks.
  const s = fit.sorted;
  let below = 0;
  while (below < s.length && s[below]! <= x) below++;
  return Math.min(1 - eps, Math.max(eps, (below + 0.5 - 0.44) / (s.length + 0.12)));
}

/** SPEI of a water balance: the standard normal quantile of its probability. */
export const spei = (fit: SpeiFit, x: number): number => normQuantile(speiCdf(fit, x));

/** The water balance at a given SPEI (inverse), e.g. the driest-10 % line at SPEI -1.2816. */
export function balanceAtSpei(fit: SpeiFit, z: number): number {
  const f = normalCdf(z);
  if (fit.kind === 'log-logistic') return fit.gamma + fit.alpha * (f / (1 - f)) ** (1 / fit.beta);
  const s = fit.sorted;
  const pos = Math.min(s.length - 1, Math.max(0, f * (s.length + 0.12) + 0.44 - 1));
  const lo = Math.floor(pos);
  return s[lo]! + (s[Math.min(s.length - 1, lo + 1)]! - s[lo]!) * (pos - lo);
}
