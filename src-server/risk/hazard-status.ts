// Why a hazard has no scores in an answer, in its own words: pending (only a wait stands in the way: the Open-Meteo
// budget's turn, or a source's Retry-After; the calls are being made), or unavailable (a source failed, a source does
// not cover the place, or every source answered and the model still lacked an input). docs/api-decisions.md "Pending
// hazards". The reasons are messages, rendered in the answer's language (a source's own error text stays as it came).
import type { HazardId } from '../contracts/enums.js';
import type { HazardAssessment } from '../contracts/risk.js';
import type { ModelAssessment } from '../forecast/engine.js';
import type { HazardRun } from '../hazards/types.js';
import { msg, seq, type Message, type Value } from '../i18n/message.js';
import { hasText } from './translate.js';
import { SOURCE_NAMES, type SourceOutcome } from '../sources/types.js';

export type Unscored =
  | { status: 'pending'; readyInMs: number; reason: Message }
  | {
      status: 'unavailable';
      reason: Message;
      /** Every failed source said it does not cover the place: asking again will not help. */ notCovered?: boolean;
    };

type Failed = Extract<SourceOutcome<unknown>, { ok: false }>;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const names = (outcomes: readonly SourceOutcome<unknown>[]) => seq([...new Set(outcomes.map((o) => SOURCE_NAMES[o.source]))]);
/**
 * Each failed source with its reason, in the answer's language where our code worded it (sources/reason.ts; a source's
 * own text as it came). One source asked twice (ERA5's history and its recent days) and failing alike is named once.
 */
function failures(failed: readonly Failed[]): Value {
  const once = new Map(
    failed.map((o) => [
      `${o.source}\n${o.reason}`,
      msg('unscored.failure', { source: SOURCE_NAMES[o.source], reason: o.reasonWords ?? o.reason }),
    ]),
  );
  return seq([...once.values()], 'semicolon');
}

/**
 * Null when the run is scored. A run any of whose calls only waits for its turn is pending, even if its model could
 * run without them: asked again after the wait it is scored on everything, which is the answer the user asked for.
 */
export function whyUnscored(run: HazardRun): Unscored | null {
  const waiting = run.outcomes.filter((o): o is Failed => !o.ok && o.readyInMs !== undefined);
  if (waiting.length > 0) {
    const readyInMs = Math.max(...waiting.map((o) => o.readyInMs!));
    const budget = waiting.some((o) => o.reason.startsWith('Open-Meteo budget'));
    const values = { sources: names(waiting), seconds: seconds(readyInMs) };
    return { status: 'pending', readyInMs, reason: msg(budget ? 'unscored.budget' : 'unscored.retryAfter', values) };
  }
  if (run.result) return null;
  const failed = run.outcomes.filter((o): o is Failed => !o.ok);
  if (failed.length > 0 && failed.every((o) => o.kind === 'not_covered')) {
    return { status: 'unavailable', reason: msg('unscored.notCovered', { failures: failures(failed) }), notCovered: true };
  }
  if (failed.length > 0) return { status: 'unavailable', reason: msg('unscored.sourceFailed', { failures: failures(failed) }) };
  return { status: 'unavailable', reason: msg('unscored.noInput') };
}

/** The breakdown entry of a hazard without scores (its reason still a message). */
export function unscoredEntry(hazard: HazardId, why: Unscored, now: Date): ModelAssessment {
  return {
    hazard,
    riskScore: null,
    probability: null,
    probabilityPerYear: null,
    severity: null,
    riskLevel: null,
    confidenceLabel: null,
    event: null,
    companionEvent: null,
    dataSources: [],
    status: why.status,
    reason: why.reason,
    ...(why.status === 'pending'
      ? { readyAt: new Date(now.getTime() + why.readyInMs).toISOString(), retryAfterSec: seconds(why.readyInMs) }
      : {}),
  };
}

type Status = Pick<HazardAssessment, 'status' | 'retryAfterSec'>;

/** Retry-After for pending hazards: when the last is ready (one more question then scores all), or the first (a portfolio: each batch as it comes). */
export function retryAfterOf(breakdown: readonly Status[], which: 'last' | 'first' = 'last'): number | undefined {
  const waits = breakdown.flatMap((b) => (b.status === 'pending' && b.retryAfterSec !== undefined ? [b.retryAfterSec] : []));
  if (waits.length === 0) return undefined;
  return (which === 'last' ? Math.max(...waits) : Math.min(...waits)) + 1;
}

/** "Flood: …; Heat: …": each unscored hazard's reason, for a problem's detail (rendered in the request's language). */
export function reasonsInWords(
  breakdown: readonly (Status & { hazard: string; reason?: Message })[],
  label: (hazard: string) => string,
): Value {
  return seq(
    breakdown
      .filter((b) => b.status !== 'ok')
      .map((b) => msg('unscored.hazard', { hazard: hazardWord(b.hazard, label), reason: b.reason ?? b.status })),
    'semicolon',
  );
}

/** The hazard's name in the catalogue's words, or its registry label where the catalogue has none (another registry). */
const hazardWord = (id: string, label: (hazard: string) => string): Value =>
  hasText('en', `common.hazard.${id}`) ? msg(`common.hazard.${id}`) : label(id);
