// Why a hazard has no scores in an answer, in its own words: pending (only a wait stands in the way: the Open-Meteo
// budget's turn, or a source's Retry-After; the calls are being made), or unavailable (a source failed, or every
// source answered and the model still lacked an input). docs/api-decisions.md "Pending hazards".
import type { HazardId } from '../contracts/enums.js';
import type { HazardAssessment } from '../contracts/risk.js';
import type { HazardRun } from '../hazards/types.js';
import { SOURCE_NAMES, type SourceOutcome } from '../sources/types.js';

export type Unscored = { status: 'pending'; readyInMs: number; reason: string } | { status: 'unavailable'; reason: string };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const names = (outcomes: readonly SourceOutcome<unknown>[]) => [...new Set(outcomes.map((o) => SOURCE_NAMES[o.source]))].join(', ');

/**
 * Null when the run is scored. A run any of whose calls only waits for its turn is pending, even if its model could
 * run without them: asked again after the wait it is scored on everything, which is the answer the user asked for.
 */
export function whyUnscored(run: HazardRun): Unscored | null {
  const waiting = run.outcomes.filter((o): o is Extract<SourceOutcome<unknown>, { ok: false }> => !o.ok && o.readyInMs !== undefined);
  if (waiting.length > 0) {
    const readyInMs = Math.max(...waiting.map((o) => o.readyInMs!));
    const budget = waiting.some((o) => o.reason.startsWith('Open-Meteo budget'));
    return {
      status: 'pending',
      readyInMs,
      reason: `${budget ? 'waiting for the Open-Meteo budget' : "waiting for the source's Retry-After"}: ${names(waiting)} in ${seconds(readyInMs)} s`,
    };
  }
  if (run.result) return null;
  const failed = run.outcomes.filter((o): o is Extract<SourceOutcome<unknown>, { ok: false }> => !o.ok);
  // One source asked twice (ERA5's history and its recent days) and failing alike is named once.
  const failures = [...new Set(failed.map((o) => `${SOURCE_NAMES[o.source]} (${o.reason})`))];
  if (failures.length > 0) return { status: 'unavailable', reason: `source failed: ${failures.join('; ')}` };
  return { status: 'unavailable', reason: 'every source answered, but the model lacked an input it needs to decide the event' };
}

/** The breakdown entry of a hazard without scores. */
export function unscoredEntry(hazard: HazardId, why: Unscored, now: Date): HazardAssessment {
  return {
    hazard,
    riskScore: null,
    probability: null,
    severity: null,
    riskLevel: null,
    confidenceLabel: null,
    event: null,
    companionEvent: null,
    dataSources: [],
    status: why.status,
    reason: why.reason,
    ...(why.status === 'pending' ? { readyAt: new Date(now.getTime() + why.readyInMs).toISOString(), retryAfterSec: seconds(why.readyInMs) } : {}),
  };
}

/** Retry-After for an answer with pending hazards: when the last of them is ready (one more question then scores all). */
export function retryAfterOf(breakdown: readonly HazardAssessment[]): number | undefined {
  const waits = breakdown.flatMap((b) => (b.status === 'pending' && b.retryAfterSec !== undefined ? [b.retryAfterSec] : []));
  return waits.length > 0 ? Math.max(...waits) + 1 : undefined;
}

/** "flood: …; heat: …": each unscored hazard's reason, for a problem's detail. */
export function reasonsInWords(breakdown: readonly HazardAssessment[], label: (hazard: string) => string): string {
  return breakdown
    .filter((b) => b.status !== 'ok')
    .map((b) => `${label(b.hazard)}: ${b.reason ?? b.status}`)
    .join('; ');
}
