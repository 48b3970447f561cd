// The problem when no asked hazard of a question could be scored (POST /risk and get_risk answer it as a 503).
import type { Language } from '../contracts/enums.js';
import { sourceStatuses, type ModelAssessment } from '../forecast/engine.js';
import { isDescriptor, msg } from '../i18n/message.js';
import { render } from './translate.js';
import { AppError } from '../shared/errors.js';
import type { SourceOutcome } from '../sources/types.js';
import { reasonsInWords } from './hazard-status.js';

/**
 * The problem when no asked hazard was scored: 503 forecast_pending when some only wait for their turn (ask again
 * after Retry-After), else 503 sources_unavailable; the detail names each hazard's reason.
 */
export function nothingScored(
  breakdown: ModelAssessment[],
  outcomes: SourceOutcome<unknown>[],
  now: Date,
  retryAfterSec: number | undefined,
  label: (hazard: string) => string,
): AppError {
  // Each hazard's reason in the problem's language (in `extra`, English: the document's order and the logs').
  const hazards = (language: Language) =>
    breakdown.map(({ hazard, status, reason, readyAt, retryAfterSec: wait }) => ({
      hazard,
      status,
      reason: reason && render(language, reason),
      readyAt,
      retryAfterSec: wait,
    }));
  const extra = { hazards: hazards('en'), sources: sourceStatuses(outcomes, now) };
  const extraIn = (language: Language) => ({ hazards: hazards(language) });
  if (retryAfterSec !== undefined) {
    return new AppError(
      'forecast_pending',
      msg('errors.details.pendingAll', { seconds: retryAfterSec, reasons: reasonsInWords(breakdown, label) }),
      {
        extra: { ...extra, retryAfterSec, readyAt: new Date(now.getTime() + retryAfterSec * 1000).toISOString() },
        extraIn,
        headers: { 'retry-after': String(retryAfterSec) },
      },
    );
  }
  // Asking again helps when a source failed, not when every one of them said it does not cover the place.
  const notCovered = breakdown.every((b) => b.status === 'unavailable' && isDescriptor(b.reason) && b.reason.key === 'unscored.notCovered');
  const headers: Record<string, string> = notCovered ? {} : { 'retry-after': '60' };
  return new AppError('sources_unavailable', msg('errors.details.noneScored', { reasons: reasonsInWords(breakdown, label) }), {
    extra,
    extraIn,
    headers,
  });
}
