// The regression guard's verdict (bench/guard.ts): each figure's ratio to its bare route (the bare route's CPU time per
// request over the app's), measured in the same run, against the committed baseline ratio. Ratios, never absolute
// times: CI machines differ, a bare Fastify route on the same machine in the same minutes does not.

/** The figures the guard measures, each as the app's throughput over its bare route's. */
export type GuardFigure = 'risk' | 'badge';

export interface GuardBaseline {
  /** Each figure's ratio to its bare route when the baseline was taken. */
  ratios: Record<GuardFigure, number>;
  /** When, where and why it was taken (the commit that changes it says why too). */
  measured: { date: string; commit: string; machine: string; load: string; rounds: number; durationSec: number };
  reason: string;
}

/** How far below the baseline a ratio may fall before the guard fails (issue 45: more than 25 % below fails). */
export const GUARD_TOLERANCE = 0.25;

export interface GuardVerdict {
  ok: boolean;
  lines: string[];
}

/**
 * Passes when every figure's ratio is at least (1 - tolerance) × its baseline ratio and no request failed; the lines
 * say each figure's ratio, its floor and the verdict.
 */
export function judge(
  measured: Record<GuardFigure, { ratio: number; failed: number }>,
  baseline: Pick<GuardBaseline, 'ratios'>,
  tolerance = GUARD_TOLERANCE,
): GuardVerdict {
  let ok = true;
  const lines: string[] = [];
  for (const figure of Object.keys(baseline.ratios) as GuardFigure[]) {
    const m = measured[figure];
    const floor = baseline.ratios[figure] * (1 - tolerance);
    // A hair of slack for rounding: 0.4 × 0.75 is 0.30000000000000004 in doubles.
    const pass = m !== undefined && m.ratio >= floor - 1e-9 && m.failed === 0;
    ok &&= pass;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    lines.push(
      m === undefined
        ? `${figure}: not measured: FAIL`
        : `${figure}: ${pct(m.ratio)} of its bare route's speed (baseline ${pct(baseline.ratios[figure])}, floor ${pct(floor)})` +
            `${m.failed > 0 ? `, ${m.failed} failed requests` : ''}: ${pass ? 'ok' : 'FAIL'}`,
    );
  }
  return { ok, lines };
}
