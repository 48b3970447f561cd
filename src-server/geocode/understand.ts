// The whole reading of a prompt: place first (so its words are not read as hazards), then hazards, horizon, lens.
import type { DecisionLens, HazardId, Horizon, Language } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Gazetteer } from './gazetteer.js';
import { findCoordinates, parsePrompt } from './parse.js';
import { cityToPlace, resolvePlace, type GeocodeFallback } from './resolve.js';
import { BUILT_IN_PROMPT_WORDS, type PromptWords } from './languages/prompt-words.js';
import { warmUpNearNames } from './near-names.js';
import { tokenizeText, writtenWords } from './text.js';
import { findUnsupportedHazards, type UnsupportedHazard } from './unsupported-hazards.js';

/** The text with the place's words blanked out (a place called "Lava Hot Springs" names no volcano). */
const blank = (folded: string, spans: readonly { start: number; end: number }[]) =>
  spans.reduce((t, s) => t.slice(0, s.start) + ' '.repeat(Math.max(0, s.end - s.start)) + t.slice(s.end), folded);

export interface PromptUnderstanding {
  place: Place;
  /** Hazards named, in order of first mention (the first leads). Empty when none is named. */
  hazards: HazardId[];
  horizon?: Horizon;
  /** The calendar period the prompt names ("next week", "in June"), end exclusive. */
  window?: { start: Date; end: Date };
  lens?: DecisionLens;
  /** The prompt's words that decided the lens, as typed ("conference", "buy-to-let"), so a reader can correct it. */
  lensCue?: string;
  /** The prompt's language. */
  language: Language;
  /** The gazetteer's own (GeoNames) name of the city, when the place came from it. */
  gazetteerName?: string;
  /** Hazards the prompt names that Hazardcast does not forecast (tsunami, volcano, ...): the answer says so. */
  unsupported: UnsupportedHazard[];
}

export interface UnderstandDeps {
  gazetteer: Gazetteer;
  /** Online geocoder for names the gazetteer lacks; absent means offline only. */
  fallback?: GeocodeFallback;
  /** The app's prompt words (its registry's hazards: createServices makes them); default: the built-in hazards'. */
  words?: PromptWords;
}

/** Reads a prompt; throws 422 place_not_found when no place can be found. */
export async function understandPrompt(prompt: string, now: Date, deps: UnderstandDeps): Promise<PromptUnderstanding> {
  const text = tokenizeText(prompt);
  // The language is guessed from every word to read the place (its ordinary words are not towns), then again
  // from the words outside the place for the rest.
  const words = deps.words ?? BUILT_IN_PROMPT_WORDS;
  const guess = words.detectLanguage(text.tokens.map((t) => t.text)).language;
  const coordinates = findCoordinates(prompt);
  const match = await resolvePlace(text, coordinates, deps.gazetteer, deps.fallback, guess, words);
  const { spans } = match;
  const intent = parsePrompt(text, now, { exclude: spans, placeLat: match.place.lat, words });
  // Named as the prompt's reader knows it: "Seville, Spain" in English, "Sevilla, España" in Spanish.
  const place = match.city ? cityToPlace(match.city, deps.gazetteer, match.place.source, coordinates, intent.language) : match.place;
  const u: PromptUnderstanding = {
    place,
    gazetteerName: match.city?.name,
    hazards: intent.hazards,
    horizon: intent.horizon,
    lens: intent.lens,
    language: intent.language,
    unsupported: findUnsupportedHazards(blank(text.folded, spans), intent.language),
  };
  if (intent.window) u.window = intent.window;
  if (intent.lensCue) u.lensCue = writtenWords(prompt, text, intent.lensCue);
  return u;
}

/** Prompts that exercise every reader, chrono-node's date parsers included. */
const WARM_UP_PROMPTS = [
  'flood and heat risk for our warehouse in Paris, Texas by June 2027 at 6.45, 3.39',
  'is it safe while visiting Osaka in April, or on Friday for the conference in December, through 2035?',
  'storm risk in Georgia on the 4th of July and until March for our family',
  // chrono-node's Spanish, French, Portuguese and German parsers, and each language's time phrases.
  'riesgo de inundación en Sevilla hasta el 15 de diciembre y la próxima semana',
  'risque de canicule à Lyon le 3 juin et cet été pour notre usine',
  'risco de enchente em São Paulo até 15 de dezembro no próximo mês',
  'Hochwassergefahr in Köln bis zum 15. Dezember und nächste Woche am Freitag',
];

/**
 * Reads a few sample prompts so the first real one does not pay for JIT and chrono-node's regular
 * expressions warming up (~0.2 s on the first long dated prompt), and builds the name pools misspelt and unknown names
 * are compared with, with the app's prompt words. Call once at start-up, off the request path.
 */
export async function warmUpPromptReader(gazetteer: Gazetteer, words?: PromptWords): Promise<void> {
  for (const prompt of WARM_UP_PROMPTS) await understandPrompt(prompt, new Date(0), { gazetteer, ...(words ? { words } : {}) });
  warmUpNearNames(gazetteer);
}
