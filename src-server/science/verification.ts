// Verification of ensemble and probability forecasts: CRPS of an ensemble with Hersbach's decomposition,
// skill scores, Brier scores and reliability tables by lead time (reusing the track record's scoring), and a
// bootstrap interval that resamples places.
//
// References
// - Hersbach, H. (2000). Decomposition of the continuous ranked probability score for ensemble prediction
//   systems. Wea. Forecasting 15, 559-570. (CRPS of the ensemble's step CDF; alpha/beta per bin; Reli, CRPS_pot.)
// - Gneiting, T., Raftery, A. E. (2007). Strictly proper scoring rules, prediction, and estimation. JASA 102,
//   359-378. (CRPS = E|X - y| - E|X - X'|/2, the kernel form used as an independent check in the tests.)
// - Brier (1950); Murphy (1973): see science/scoring.ts, reused here per lead time.
// - Efron, B., Tibshirani, R. J. (1993). An Introduction to the Bootstrap. Chapman & Hall. (percentile interval.)
import { aggregateOne, scoreAggregates, type BinAggregate, type Decomposition, type ReliabilityRow } from './scoring.js';
import { isNum } from '../shared/math.js';
import { groupBy } from '../shared/group-by.js';

/** CRPS of one ensemble forecast against the observed value (the step CDF of the members). */
export function crpsEnsemble(members: readonly number[], observed: number): number {
  const x = members.filter(isNum).sort((a, b) => a - b);
  const m = x.length;
  if (m === 0 || !isNum(observed)) return Number.NaN;
  let absErr = 0;
  let spread = 0;
  for (let i = 0; i < m; i++) {
    absErr += Math.abs(x[i]! - observed);
    // Sum over pairs |x_i - x_j| from sorted order: each x_(i) appears with sign (2i - m + 1).
    spread += (2 * i - m + 1) * x[i]!;
  }
  return absErr / m - spread / (m * m);
}

/** Per-case contributions of Hersbach (2000): alpha_i, beta_i for bins i = 0..N. */
function hersbachBins(sorted: readonly number[], y: number): { alpha: number[]; beta: number[] } {
  const n = sorted.length;
  const alpha = new Array<number>(n + 1).fill(0);
  const beta = new Array<number>(n + 1).fill(0);
  if (y < sorted[0]!) beta[0] = sorted[0]! - y;
  if (y > sorted[n - 1]!) alpha[n] = y - sorted[n - 1]!;
  for (let i = 1; i < n; i++) {
    const lo = sorted[i - 1]!;
    const hi = sorted[i]!;
    if (y >= hi) alpha[i] = hi - lo;
    else if (y <= lo) beta[i] = hi - lo;
    else {
      alpha[i] = y - lo;
      beta[i] = hi - y;
    }
  }
  return { alpha, beta };
}

export interface CrpsSummary {
  cases: number;
  /** Mean CRPS over the cases. */
  crps: number;
  /** Hersbach's reliability part and potential CRPS (crps = reliability + potential), for one ensemble size. */
  reliability: number | null;
  potential: number | null;
  /** Ensemble size the decomposition was computed for (the most common one among the cases). */
  members: number | null;
}

/** Mean CRPS of many (members, observed) cases and its Hersbach decomposition. */
export function crpsSummary(cases: readonly { members: readonly number[]; observed: number }[]): CrpsSummary {
  const usable = cases
    .map((c) => ({ x: c.members.filter(isNum).sort((a, b) => a - b), y: c.observed }))
    .filter((c) => c.x.length > 0 && isNum(c.y));
  if (usable.length === 0) return { cases: 0, crps: Number.NaN, reliability: null, potential: null, members: null };
  const crps = usable.reduce((s, c) => s + crpsEnsemble(c.x, c.y), 0) / usable.length;

  const sizes = new Map<number, number>();
  for (const c of usable) sizes.set(c.x.length, (sizes.get(c.x.length) ?? 0) + 1);
  const n = [...sizes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  const same = usable.filter((c) => c.x.length === n);
  const aBar = new Array<number>(n + 1).fill(0);
  const bBar = new Array<number>(n + 1).fill(0);
  let below = 0;
  let above = 0;
  for (const c of same) {
    const { alpha, beta } = hersbachBins(c.x, c.y);
    for (let i = 0; i <= n; i++) {
      aBar[i]! += alpha[i]! / same.length;
      bBar[i]! += beta[i]! / same.length;
    }
    if (c.y < c.x[0]!) below++;
    if (c.y > c.x[n - 1]!) above++;
  }
  let reli = 0;
  let pot = 0;
  for (let i = 0; i <= n; i++) {
    const p = i / n;
    let g: number;
    let o: number;
    if (i === 0) {
      o = below / same.length;
      g = o > 0 ? bBar[0]! / o : 0;
    } else if (i === n) {
      o = 1 - above / same.length;
      g = o < 1 ? aBar[n]! / (1 - o) : 0;
    } else {
      g = aBar[i]! + bBar[i]!;
      o = g > 0 ? bBar[i]! / g : 0;
    }
    reli += g * (o - p) ** 2;
    pot += g * o * (1 - o);
  }
  return { cases: usable.length, crps, reliability: reli, potential: pot, members: n };
}

/** Skill of a score against a reference score (1 - score/ref), in percent; null without a reference. */
export const skillPct = (score: number, reference: number): number | null =>
  reference > 0 && Number.isFinite(score) ? (1 - score / reference) * 100 : null;

/** One verified probability forecast of a binary event (probability in 0-1, outcome 0/1). */
export interface BinaryCase {
  lead: number;
  place: string;
  p: number;
  /** The per-place climatological probability of the same event (the reference forecast). */
  pClim: number;
  outcome: 0 | 1;
}

export interface LeadScore {
  lead: number;
  forecasts: number;
  events: number;
  brier: number | null;
  /** Brier of the per-place climatology for the same cases, and of the scored period's base rate. */
  brierClimatology: number | null;
  brierBaseRate: number | null;
  skillVsClimatologyPct: number | null;
  skillVsBaseRatePct: number | null;
  reliability: ReliabilityRow[];
  decomposition: Decomposition | null;
}

/** Brier scores and reliability tables per lead day, with the track record's own scoring. */
export function scoreByLead(cases: readonly BinaryCase[]): LeadScore[] {
  const leads = [...new Set(cases.map((c) => c.lead))].sort((a, b) => a - b);
  return leads.map((lead) => {
    const at = cases.filter((c) => c.lead === lead && isNum(c.p));
    const cells: BinAggregate[] = at.map((c) => aggregateOne('f', c.p, c.outcome));
    const s = scoreAggregates(cells, ['f']);
    const clim = at.length ? at.reduce((sum, c) => sum + (c.pClim - c.outcome) ** 2, 0) / at.length : null;
    return {
      lead,
      forecasts: at.length,
      events: at.reduce((k, c) => k + c.outcome, 0),
      brier: s.brierScore,
      brierClimatology: clim,
      brierBaseRate: s.baselineBrierScore,
      skillVsClimatologyPct: s.brierScore !== null && clim !== null ? skillPct(s.brierScore, clim) : null,
      skillVsBaseRatePct: s.skillVsBaselinePct,
      reliability: s.reliability,
      decomposition: s.decomposition,
    };
  });
}

/** Deterministic uniform generator (mulberry32) so bootstrap intervals are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Percentile bootstrap interval of a statistic, resampling whole groups (places) with replacement so that
 * cases of one place stay together (they are not independent). Returns [low, high] at `level` (0.95).
 */
export function bootstrapByGroup<T>(
  cases: readonly T[],
  groupOf: (c: T) => string,
  statistic: (sample: readonly T[]) => number | null,
  opts: { replicates?: number; level?: number; seed?: number } = {},
): { low: number; high: number; replicates: number } | null {
  const groups = groupBy(cases, groupOf);
  const keys = [...groups.keys()];
  if (keys.length < 2) return null;
  const reps = opts.replicates ?? 1000;
  const rand = seededRandom(opts.seed ?? 1);
  const stats: number[] = [];
  for (let b = 0; b < reps; b++) {
    const sample: T[] = [];
    for (let k = 0; k < keys.length; k++) sample.push(...groups.get(keys[Math.floor(rand() * keys.length)]!)!);
    const s = statistic(sample);
    if (s !== null && Number.isFinite(s)) stats.push(s);
  }
  if (stats.length < reps / 2) return null;
  stats.sort((a, b) => a - b);
  const alpha = (1 - (opts.level ?? 0.95)) / 2;
  const at = (q: number) => stats[Math.min(stats.length - 1, Math.max(0, Math.round(q * (stats.length - 1))))]!;
  return { low: at(alpha), high: at(1 - alpha), replicates: stats.length };
}
