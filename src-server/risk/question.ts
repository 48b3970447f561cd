// What a POST /risk question asks, read from its body and its prompt: explicit body fields win; the prompt fills the
// rest; then the defaults (PRODUCT.md).
import {
  DEFAULT_HORIZON,
  DEFAULT_LENS,
  type DecisionLens,
  type HazardId,
  type Horizon,
  type Language,
  type UnsupportedHazard,
} from '../contracts/enums.js';
import type { RiskRequest } from '../contracts/risk.js';
import { NEAREST_HAZARD } from '../geocode/unsupported-hazards.js';
import type { PromptUnderstanding } from '../geocode/understand.js';
import type { HazardRegistry } from '../hazards/registry.js';
import { render } from './translate.js';
import type { Unscored } from './hazard-status.js';
import { forecastWindow, type AnswerWindow } from './window.js';

/** The prompt's reading, less its place. */
export type Intent = Omit<PromptUnderstanding, 'place'>;

export interface Question {
  /** Hazards named that we do not forecast (the answer says so). */
  unsupported: UnsupportedHazard[];
  /** The hazards to evaluate: those named, else the nearest we forecast to those we do not, else all. */
  hazards: HazardId[];
  horizon: Horizon;
  lens: DecisionLens;
  window: AnswerWindow;
}

/**
 * The question asked. A hazard we do not forecast (tsunami, landslide...) named alone is answered by the nearest one we
 * do, and the answer says so.
 */
export function questionOf(request: RiskRequest, intent: Intent, now: Date, registry: HazardRegistry): Question {
  const unsupported = request.hazard ? [] : intent.unsupported.filter((u) => !registry.has(u));
  const named: HazardId[] = request.hazard
    ? [request.hazard]
    : intent.hazards.length > 0
      ? intent.hazards
      : [...new Set(unsupported.map((u) => NEAREST_HAZARD[u]).filter((h) => registry.has(h)))];
  const hazards: HazardId[] = named.length > 0 ? named : [...registry.ids];
  const horizon = request.horizon ?? intent.horizon ?? DEFAULT_HORIZON;
  const lens = request.decisionLens ?? intent.lens ?? DEFAULT_LENS;
  return { unsupported, hazards, horizon, lens, window: forecastWindow(now, horizon, intent.window) };
}

/**
 * The evaluation's `onRun` for a caller that follows progress (MCP progress notifications while a cold question
 * waits): each hazard's run as it completes, scored ("Flood evaluated"), or pending or unavailable with the reason.
 */
export function progressOf(
  onProgress: ((p: { done: number; total: number; message: string }) => void) | undefined,
  hazards: readonly HazardId[],
  language: Language,
  label: (hazard: string) => string,
): ((hazard: HazardId, why: Unscored | null) => void) | undefined {
  let done = 0;
  return (
    onProgress &&
    ((hazard: HazardId, why: Unscored | null) =>
      onProgress({
        done: ++done,
        total: hazards.length,
        message: `${label(hazard)} ${why ? `${why.status}: ${render(language, why.reason)}` : 'evaluated'}`,
      }))
  );
}
