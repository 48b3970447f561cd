// A rate per step (a year, a reporting round) estimated from a unit's own few steps, shrunk toward its group's: the
// beta-binomial empirical Bayes estimate (Good 1965; Kleinman 1973), with the group's prior strength fitted by maximum
// marginal likelihood. Used for conflict onsets per country-year (regional prior) and Phase 3+ entries per FEWS NET
// unit-round (the country's prior). Pure.

/** Events among trials of one unit (e.g. onsets among the years a country was at peace the year before). */
export interface RateCount {
  events: number;
  trials: number;
}

/** Beta(mean * strength, (1 - mean) * strength): the group's rate, and how many trials its weight is worth. */
export interface RatePrior {
  mean: number;
  strength: number;
  /** Units and trials it was fitted on. */
  units: number;
  trials: number;
  events: number;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
export function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b);

/** Log marginal likelihood of the counts under Beta(mean * s, (1 - mean) * s) (binomial coefficients dropped). */
export function betaBinomialLogLik(counts: readonly RateCount[], mean: number, strength: number): number {
  const a = mean * strength;
  const b = (1 - mean) * strength;
  const base = lnBeta(a, b);
  return counts.reduce((s, c) => s + lnBeta(c.events + a, c.trials - c.events + b) - base, 0);
}

/** Strengths tried: 0.5 to 100,000 trials, 20 per decade (the likelihood is flat near its top; finer buys nothing). */
const STRENGTHS = Array.from({ length: 106 }, (_, i) => 0.5 * 10 ** (i / 20));

/**
 * The group's prior: its pooled rate (every unit's events over every unit's trials; a Jeffreys half event when none
 * happened, so a group without events is not certain never to see one) and the strength that best explains how much
 * the units' own rates differ. Units without trials carry no information and are left out.
 */
export function fitRatePrior(counts: readonly RateCount[]): RatePrior {
  const used = counts.filter((c) => c.trials > 0);
  const events = used.reduce((s, c) => s + c.events, 0);
  const trials = used.reduce((s, c) => s + c.trials, 0);
  const mean = trials > 0 ? (events + 0.5) / (trials + 1) : 0.5;
  let best = { strength: STRENGTHS[STRENGTHS.length - 1]!, ll: -Infinity };
  for (const strength of STRENGTHS) {
    const ll = betaBinomialLogLik(used, mean, strength);
    if (ll > best.ll) best = { strength, ll };
  }
  return { mean, strength: best.strength, units: used.length, trials, events };
}

/** The unit's posterior mean rate: its own events and trials with the prior's weight added. */
export const shrunkRate = (count: RateCount, prior: Pick<RatePrior, 'mean' | 'strength'>): number =>
  (count.events + prior.mean * prior.strength) / (count.trials + prior.strength);

/** The chance of no event in `steps` steps (continuous: a part of a step counts as that share) at `rate` per step. */
export const noEventIn = (rate: number, steps: number): number => (steps > 0 ? (1 - Math.min(1, Math.max(0, rate))) ** steps : 1);
