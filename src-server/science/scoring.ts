// Forecast verification from additive aggregates: Brier score, base-rate baseline, skill, Murphy
// decomposition and a reliability table. Pure: the repo sums rows (by SQL or incrementally), this scores.
//
// References: Brier (1950) Mon. Wea. Rev. 78:1-3; Murphy (1973) J. Appl. Meteor. 12:595-600;
// Stephenson, Coelho & Jolliffe (2008) Wea. Forecasting 23:752-757 (the within-bin terms).
import { addTotals } from './stats.js';

export const RELIABILITY_BINS = 10;

/** Bin of a probability p in [0, 1]: ten equal-width bins, p = 1 in the last. */
export function binOf(p: number): number {
  return Math.min(RELIABILITY_BINS - 1, Math.max(0, Math.floor(p * RELIABILITY_BINS)));
}

/**
 * Sums over resolved forecasts in one (hazard, bin) cell. p is the forecast probability in [0, 1],
 * o the outcome (1 happened, 0 did not). Every field is a plain sum, so cells add up across days.
 */
export interface BinAggregate {
  hazard: string;
  bin: number;
  n: number;
  sumP: number;
  sumP2: number;
  sumO: number;
  sumPO: number;
}

export interface ReliabilityRow {
  binLower: number;
  binUpper: number;
  meanPredicted: number | null;
  observedFrequency: number | null;
  count: number;
}

export interface Decomposition {
  reliability: number;
  resolution: number;
  uncertainty: number;
  /** Within-bin variance minus covariance (Stephenson et al. 2008); 0 when forecasts take bin values. */
  withinBin: number;
}

export interface HazardScore {
  hazard: string;
  brierScore: number | null;
  baselineBrierScore: number | null;
  resolved: number;
}

export interface Scores {
  brierScore: number | null;
  baselineBrierScore: number | null;
  skillVsBaselinePct: number | null;
  resolved: number;
  perHazard: HazardScore[];
  reliability: ReliabilityRow[];
  decomposition: Decomposition | null;
}

interface Totals {
  n: number;
  sumP: number;
  sumP2: number;
  sumO: number;
  sumPO: number;
}

const empty = (): Totals => ({ n: 0, sumP: 0, sumP2: 0, sumO: 0, sumPO: 0 });
const add = addTotals<Totals>;

/** Σ(p - o)² = Σp² - 2Σpo + Σo, since o² = o for binary outcomes. */
const sumSquaredError = (t: Totals): number => t.sumP2 - 2 * t.sumPO + t.sumO;

/**
 * Scores the resolved forecasts summed in `cells`. `hazards` are always listed in perHazard (with null
 * scores and 0 resolved when nothing about them is resolved yet).
 */
export function scoreAggregates(cells: readonly BinAggregate[], hazards: readonly string[]): Scores {
  const total = empty();
  const byHazard = new Map<string, Totals>();
  const byBin = Array.from({ length: RELIABILITY_BINS }, empty);
  for (const c of cells) {
    if (c.n <= 0) continue;
    add(total, c);
    const h = byHazard.get(c.hazard) ?? empty();
    add(h, c);
    byHazard.set(c.hazard, h);
    add(byBin[Math.min(RELIABILITY_BINS - 1, Math.max(0, c.bin))]!, c);
  }

  const listed = [...new Set([...hazards, ...byHazard.keys()])];
  const perHazard: HazardScore[] = listed.map((hazard) => {
    const t = byHazard.get(hazard);
    if (!t || t.n === 0) return { hazard, brierScore: null, baselineBrierScore: null, resolved: 0 };
    const baseRate = t.sumO / t.n;
    return {
      hazard,
      brierScore: clean(sumSquaredError(t) / t.n),
      // A constant forecast of the observed base rate scores o(1 - o).
      baselineBrierScore: clean(baseRate * (1 - baseRate)),
      resolved: t.n,
    };
  });

  const reliability: ReliabilityRow[] = byBin.map((t, k) => ({
    binLower: k / RELIABILITY_BINS,
    binUpper: (k + 1) / RELIABILITY_BINS,
    meanPredicted: t.n ? clean(t.sumP / t.n) : null,
    observedFrequency: t.n ? clean(t.sumO / t.n) : null,
    count: t.n,
  }));

  if (total.n === 0) {
    return {
      brierScore: null,
      baselineBrierScore: null,
      skillVsBaselinePct: null,
      resolved: 0,
      perHazard,
      reliability,
      decomposition: null,
    };
  }

  const brier = sumSquaredError(total) / total.n;
  // The baseline forecasts each hazard's own base rate, so it is the count-weighted mean of per-hazard baselines.
  let baselineSum = 0;
  for (const t of byHazard.values()) {
    const o = t.sumO / t.n;
    baselineSum += t.n * o * (1 - o);
  }
  const baseline = baselineSum / total.n;
  const skill = baseline > 0 ? (1 - brier / baseline) * 100 : null;

  const oBar = total.sumO / total.n;
  let rel = 0;
  let res = 0;
  let wbv = 0;
  let wbc = 0;
  for (const t of byBin) {
    if (t.n === 0) continue;
    const pk = t.sumP / t.n;
    const ok = t.sumO / t.n;
    rel += t.n * (pk - ok) ** 2;
    res += t.n * (ok - oBar) ** 2;
    wbv += t.sumP2 - t.n * pk * pk; // Σ(p - p̄k)²
    wbc += t.sumPO - t.n * pk * ok; // Σ(p - p̄k)(o - ōk)
  }
  const decomposition: Decomposition = {
    reliability: clean(rel / total.n),
    resolution: clean(res / total.n),
    uncertainty: clean(oBar * (1 - oBar)),
    withinBin: clean((wbv - 2 * wbc) / total.n),
  };

  return {
    brierScore: clean(brier),
    baselineBrierScore: clean(baseline),
    skillVsBaselinePct: skill === null ? null : clean(skill),
    resolved: total.n,
    perHazard,
    reliability,
    decomposition,
  };
}

/** Floating sums can leave -1e-17 where 0 is meant; round to 12 significant decimals. */
function clean(x: number): number {
  const r = Math.round(x * 1e12) / 1e12;
  return Object.is(r, -0) ? 0 : r;
}

/** Aggregates for individual forecasts (tests, and the incremental update of one resolved forecast). */
export function aggregateOne(hazard: string, p: number, outcome: 0 | 1): BinAggregate {
  return { hazard, bin: binOf(p), n: 1, sumP: p, sumP2: p * p, sumO: outcome, sumPO: p * outcome };
}
