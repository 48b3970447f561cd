// The whole reading of a prompt: place first (so its words are not read as hazards), then hazards, horizon, lens.
import type { DecisionLens, HazardId, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Gazetteer } from './gazetteer.js';
import { findCoordinates, parsePrompt } from './parse.js';
import { resolvePlace, type GeocodeFallback } from './resolve.js';
import { tokenizeText } from './text.js';

export interface PromptUnderstanding {
  place: Place;
  /** Hazards named, in order of first mention (the first leads). Empty when none is named. */
  hazards: HazardId[];
  horizon?: Horizon;
  lens?: DecisionLens;
}

export interface UnderstandDeps {
  gazetteer: Gazetteer;
  /** Online geocoder for names the gazetteer lacks; absent means offline only. */
  fallback?: GeocodeFallback;
  /** Prompt words per hazard (default: the built-in hazards'). */
  hazardWords?: Readonly<Record<string, readonly string[]>>;
}

/** Reads a prompt; throws 422 place_not_found when no place can be found. */
export async function understandPrompt(prompt: string, now: Date, deps: UnderstandDeps): Promise<PromptUnderstanding> {
  const text = tokenizeText(prompt);
  const { place, spans } = await resolvePlace(text, findCoordinates(prompt), deps.gazetteer, deps.fallback);
  const intent = parsePrompt(text, now, { exclude: spans, placeLat: place.lat, hazardWords: deps.hazardWords });
  return { place, hazards: intent.hazards, horizon: intent.horizon, lens: intent.lens };
}

/** Prompts that exercise every reader, chrono-node's date parsers included. */
const WARM_UP_PROMPTS = [
  'flood and heat risk for our warehouse in Paris, Texas by June 2027 at 6.45, 3.39',
  'is it safe while visiting Osaka in April, or on Friday for the conference in December, through 2035?',
  'storm risk in Georgia on the 4th of July and until March for our family',
];

/**
 * Reads a few sample prompts so the first real one does not pay for JIT and chrono-node's regular
 * expressions warming up (~0.2 s on the first long dated prompt). Call once at start-up, off the request path.
 */
export async function warmUpPromptReader(gazetteer: Gazetteer): Promise<void> {
  for (const prompt of WARM_UP_PROMPTS) await understandPrompt(prompt, new Date(0), { gazetteer });
}
