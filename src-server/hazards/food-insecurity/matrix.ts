// How FEWS NET's projections came true in the country: the confusion matrix of projected phase (near-term ML1,
// medium-term ML2) against the current-situation phase FEWS NET later classified for the same unit, measured on the
// rounds the client read (the last three years). What P(Phase 3+ | projection) is read from. Pure.
import { DAY_MS } from '../../shared/clock.js';
import type { FewsNetClassification } from '../../sources/fews-net/normalize.js';

export type Projection = 'ML1' | 'ML2';
export const PHASES = [1, 2, 3, 4, 5] as const;

/** Pairs with one projected phase: how many, and the later classification's phase (index 1-5). */
export interface MatrixRow {
  n: number;
  outcomes: [number, number, number, number, number, number];
}

export interface ConfusionMatrix {
  /** Per projection, per projected phase (index 1-5). */
  rows: Record<Projection, MatrixRow[]>;
  pairs: number;
  /** The rounds the projections come from (reporting dates). */
  rounds: number;
  firstRound: string;
  lastRound: string;
}

/** A classification counts for a projection when it is reported later and its period starts within the projection's or the month after. */
const LATER_CLASSIFICATION_DAYS = 31;

const emptyRow = (): MatrixRow => ({ n: 0, outcomes: [0, 0, 0, 0, 0, 0] });

/**
 * Each projection of a unit (ML1, ML2, with a phase) is paired with the first current-situation classification of the
 * same unit (FNID) reported after it whose period starts within the projected period or the month after it (FEWS NET's
 * projections are scored against the next current-situation map: Bertetti et al. 2024; Backer & Billing 2021).
 */
export function confusionMatrix(rows: readonly FewsNetClassification[]): ConfusionMatrix {
  const byUnit = new Map<string, FewsNetClassification[]>();
  for (const r of rows) (byUnit.get(r.fnid) ?? byUnit.set(r.fnid, []).get(r.fnid)!).push(r);
  const matrix: Record<Projection, MatrixRow[]> = { ML1: PHASES.map(emptyRow), ML2: PHASES.map(emptyRow) };
  let pairs = 0;
  const rounds = new Set<string>();
  for (const unit of byUnit.values()) {
    const cs = unit.filter((r) => r.scenario === 'CS' && r.phase !== null).sort((a, b) => a.start.localeCompare(b.start));
    for (const p of unit) {
      if ((p.scenario !== 'ML1' && p.scenario !== 'ML2') || p.phase === null) continue;
      const from = Date.parse(p.start);
      const to = Date.parse(p.end) + LATER_CLASSIFICATION_DAYS * DAY_MS;
      const later = cs.find((c) => c.reportingDate > p.reportingDate && Date.parse(c.start) >= from && Date.parse(c.start) <= to);
      if (!later) continue;
      const row = matrix[p.scenario][p.phase - 1]!;
      row.n++;
      row.outcomes[later.phase!]!++;
      pairs++;
      rounds.add(p.reportingDate);
    }
  }
  const sorted = [...rounds].sort();
  return { rows: matrix, pairs, rounds: sorted.length, firstRound: sorted[0] ?? '', lastRound: sorted.at(-1) ?? '' };
}

export const crisisOrWorse = (row: MatrixRow): number => row.outcomes[3] + row.outcomes[4] + row.outcomes[5];

export interface PhaseChance {
  /** P(a later classification of Phase 3+ | this projection), 0-1. */
  probability: number;
  /** The pairs it rests on: those of this projected phase, and how many were Phase 3+ later. */
  n: number;
  k: number;
  /** Where the phase had no pairs of its own: the phase whose estimate it took. */
  borrowedFrom: number | null;
}

/**
 * P(Phase 3+ later | projected phase) for each phase of one projection: Jeffreys estimates (k + 0.5) / (n + 1) of the
 * phases with pairs, a phase without pairs taking its nearest neighbour's on the side of the threshold it lies
 * (Phase 5 takes Phase 4's; Phase 1 takes Phase 2's), then made to rise with the phase (pool-adjacent-violators,
 * weighted by pairs): a projection of a worse phase never means a smaller chance. Null when no phase has a pair.
 */
export function phaseChances(matrix: ConfusionMatrix, projection: Projection): PhaseChance[] | null {
  let rows = matrix.rows[projection];
  if (rows.every((r) => r.n === 0)) rows = PHASES.map((_, i) => merge(matrix.rows.ML1[i]!, matrix.rows.ML2[i]!));
  if (rows.every((r) => r.n === 0)) return null;
  const base = rows.map((r, i) => {
    if (r.n > 0)
      return { probability: (crisisOrWorse(r) + 0.5) / (r.n + 1), n: r.n, k: crisisOrWorse(r), borrowedFrom: null as number | null };
    const order =
      i + 1 >= 3
        ? [...PHASES]
            .reverse()
            .filter((p) => p < i + 1)
            .concat(PHASES.filter((p) => p > i + 1))
        : PHASES.filter((p) => p > i + 1).concat([...PHASES].reverse().filter((p) => p < i + 1));
    const from = order.find((p) => rows[p - 1]!.n > 0)!;
    const src = rows[from - 1]!;
    return { probability: (crisisOrWorse(src) + 0.5) / (src.n + 1), n: 0, k: 0, borrowedFrom: from };
  });
  return isotonic(base);
}

const merge = (a: MatrixRow, b: MatrixRow): MatrixRow => ({
  n: a.n + b.n,
  outcomes: a.outcomes.map((x, i) => x + b.outcomes[i]!) as MatrixRow['outcomes'],
});

/** Pool-adjacent-violators: the nondecreasing sequence nearest the estimates (weights: pairs, 0.01 for borrowed ones). */
function isotonic(xs: PhaseChance[]): PhaseChance[] {
  const blocks: { value: number; weight: number; count: number }[] = [];
  for (const x of xs) {
    blocks.push({ value: x.probability, weight: Math.max(0.01, x.n), count: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.value > blocks[blocks.length - 1]!.value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      blocks.push({
        value: (a.value * a.weight + b.value * b.weight) / (a.weight + b.weight),
        weight: a.weight + b.weight,
        count: a.count + b.count,
      });
    }
  }
  const values = blocks.flatMap((b) => Array.from({ length: b.count }, () => b.value));
  return xs.map((x, i) => ({ ...x, probability: values[i]! }));
}

/**
 * The phases a Phase 3+ outcome took after this projected phase (weights for the severity), from its own pairs, or from
 * the phase it borrowed; the projected phase itself (at least 3) when no pair reached Phase 3.
 */
export function outcomesGivenCrisis(
  matrix: ConfusionMatrix,
  projection: Projection,
  phase: number,
  chance: PhaseChance,
): Record<3 | 4 | 5, number> {
  const rows = matrix.rows[projection].every((r) => r.n === 0)
    ? PHASES.map((_, i) => merge(matrix.rows.ML1[i]!, matrix.rows.ML2[i]!))
    : matrix.rows[projection];
  const row = rows[(chance.borrowedFrom ?? phase) - 1]!;
  const k = crisisOrWorse(row);
  if (k === 0) {
    const p = Math.max(3, Math.min(5, phase)) as 3 | 4 | 5;
    return { 3: p === 3 ? 1 : 0, 4: p === 4 ? 1 : 0, 5: p === 5 ? 1 : 0 };
  }
  return { 3: row.outcomes[3] / k, 4: row.outcomes[4] / k, 5: row.outcomes[5] / k };
}
