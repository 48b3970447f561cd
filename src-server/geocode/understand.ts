// The whole reading of a prompt: place first (so its words are not read as hazards), then hazards, horizon, lens.
import type { DecisionLens, Hazard, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Gazetteer } from './gazetteer.js';
import { findCoordinates, parsePrompt } from './parse.js';
import { resolvePlace, type GeocodeFallback } from './resolve.js';
import { tokenizeText } from './text.js';

export interface PromptUnderstanding {
  place: Place;
  /** Hazards named, in order of first mention (the first leads). Empty when none is named. */
  hazards: Hazard[];
  horizon?: Horizon;
  lens?: DecisionLens;
}

export interface UnderstandDeps {
  gazetteer: Gazetteer;
  /** Online geocoder for names the gazetteer lacks; absent means offline only. */
  fallback?: GeocodeFallback;
}

/** Reads a prompt; throws 422 place_not_found when no place can be found. */
export async function understandPrompt(prompt: string, now: Date, deps: UnderstandDeps): Promise<PromptUnderstanding> {
  const text = tokenizeText(prompt);
  const { place, spans } = await resolvePlace(text, findCoordinates(prompt), deps.gazetteer, deps.fallback);
  const intent = parsePrompt(text, now, { exclude: spans });
  return { place, hazards: intent.hazards, horizon: intent.horizon, lens: intent.lens };
}
