// Aftershock probabilities: Reasenberg & Jones (1989) rate with the generic parameters of Page et al. (2016),
// updated towards the sequence's own productivity by Bayes' rule on the observed aftershocks (Page et al.'s
// "sequence-specific" step). Pure: times are days since the mainshock.

/** Reasenberg & Jones (1989), Science 243:1173-1176: generic California parameters (rate per day). */
export const REASENBERG_JONES_1989 = { a: -1.67, b: 0.91, p: 1.08, c: 0.05 } as const;

export interface GenericAftershockParameters {
  /** Mean of the Gaussian over sequences of the productivity a. */
  aMean: number;
  /** sigma_a(M) = sqrt(sigma0² + sigma1² / 10^max(M, 6)) (Page et al. 2016; opensha-oaf GenericRJ_Parameters.get_aValueSigma). */
  aSigma0: number;
  aSigma1: number;
  b: number;
  p: number;
  /** days */
  c: number;
}

/**
 * Page, van der Elst, Hardebeck, Felzer & Michael (2016), BSSA 106(5):2290-2301, generic parameters by
 * Garcia et al. (2012) tectonic regime, as distributed by the USGS operational aftershock forecast
 * (opensha-oaf, PageEtAlGenericParams_032116.csv): the two regimes of most large cities.
 */
export const PAGE_2016 = {
  /** ANSR-SHALCON: active shallow crust. */
  activeShallowCrust: { aMean: -2.42, aSigma0: 0.49, aSigma1: 570, b: 1.0, p: 0.98, c: 0.018 },
  /** SZ-GENERIC: subduction zones. */
  subductionZone: { aMean: -2.47, aSigma0: 0.49, aSigma1: 570, b: 1.0, p: 0.88, c: 0.018 },
} as const satisfies Record<string, GenericAftershockParameters>;

export function aSigma(params: GenericAftershockParameters, mainshockMagnitude: number): number {
  return Math.sqrt(params.aSigma0 ** 2 + params.aSigma1 ** 2 / 10 ** Math.max(mainshockMagnitude, 6));
}

/** ∫ (t + c)^-p dt from t1 to t2 (days), closed form (the logarithm at p = 1). */
export function omoriIntegral(p: number, c: number, t1: number, t2: number): number {
  const lo = Math.max(0, t1) + c;
  const hi = Math.max(0, t2) + c;
  if (!(hi > lo)) return 0;
  if (Math.abs(1 - p) < 1e-9) return Math.log(hi / lo);
  const q = 1 - p;
  return (hi ** q - lo ** q) / q;
}

/** Reasenberg-Jones rate (per day) of aftershocks >= m at t days after a mainshock of magnitude mainM. */
export function reasenbergJonesRate(a: number, b: number, p: number, c: number, mainM: number, m: number, t: number): number {
  return 10 ** (a + b * (mainM - m)) * (Math.max(0, t) + c) ** -p;
}

/** Expected number of aftershocks >= m between t1 and t2 days after the mainshock. */
export function reasenbergJonesCount(a: number, b: number, p: number, c: number, mainM: number, m: number, t1: number, t2: number): number {
  return 10 ** (a + b * (mainM - m)) * omoriIntegral(p, c, t1, t2);
}

/** Grid of the productivity a used for the posterior (opensha-oaf's range, -4.5 to -0.5, here in 0.05 steps). */
const A_GRID: number[] = Array.from({ length: 81 }, (_, i) => -4.5 + i * 0.05);
/** 10^a on the grid, computed once (the same values the sums below would compute for every sequence and place). */
const A_POW: number[] = A_GRID.map((a) => 10 ** a);

export interface ProductivityPosterior {
  /** Grid values of a and their posterior weights (summing to 1). */
  a: number[];
  w: number[];
}

/**
 * Posterior over a given `observed` aftershocks >= mObs between days 0 and tObs (Page et al. 2016):
 * prior N(aMean, sigma_a(M)) times the Poisson likelihood of the count. With tObs = 0 it is the prior.
 */
export function productivityPosterior(
  params: GenericAftershockParameters,
  mainM: number,
  observed: number,
  mObs: number,
  tObs: number,
): ProductivityPosterior {
  const s = aSigma(params, mainM);
  const exposure = 10 ** (params.b * (mainM - mObs)) * omoriIntegral(params.p, params.c, 0, tObs);
  const logw = A_GRID.map((a, i) => {
    const lambda = A_POW[i]! * exposure;
    const prior = -0.5 * ((a - params.aMean) / s) ** 2;
    return prior + (lambda > 0 ? observed * Math.log(lambda) - lambda : 0);
  });
  const max = Math.max(...logw);
  const w = logw.map((l) => Math.exp(l - max));
  const total = w.reduce((x, y) => x + y, 0);
  return { a: A_GRID, w: w.map((x) => x / total) };
}

/** Posterior mean of 10^a: the factor giving the expected count. */
export function meanProductivity(post: ProductivityPosterior): number {
  let s = 0;
  for (let i = 0; i < post.a.length; i++) s += post.w[i]! * pow10Of(post, i);
  return s;
}

/** 10^a of a posterior's i-th value: looked up when its grid is A_GRID (always, unless a caller built its own). */
const pow10Of = (post: ProductivityPosterior, i: number): number => (post.a === A_GRID ? A_POW[i]! : 10 ** post.a[i]!);

/**
 * P(no aftershock >= m in [t1, t2], inside a region holding `share` of the sequence's aftershocks),
 * averaged over the productivity posterior: Σ w(a) exp(-share 10^(a + b(M - m)) ∫(t + c)^-p).
 */
export function probabilityOfNone(
  params: GenericAftershockParameters,
  post: ProductivityPosterior,
  mainM: number,
  m: number,
  t1: number,
  t2: number,
  share: number,
): number {
  const base = share * 10 ** (params.b * (mainM - m)) * omoriIntegral(params.p, params.c, t1, t2);
  if (!(base > 0)) return 1;
  let s = 0;
  for (let i = 0; i < post.a.length; i++) s += post.w[i]! * Math.exp(-base * pow10Of(post, i));
  return s;
}
