// The whole reading of a prompt: place first (so its words are not read as hazards), then hazards, horizon, lens.
import type { DecisionLens, HazardId, Horizon, Language } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Gazetteer } from './gazetteer.js';
import { findCoordinates, findHazards, findLensCue, promptLanguage, timeIntent } from './parse.js';
import type { TimeReading } from './horizon.js';
import type { Span } from './match.js';
import { readPromptTime } from './time.js';
import { deepFreeze } from '../shared/freeze.js';
import { cityToPlace, resolvePlace, type GeocodeFallback } from './resolve.js';
import type { PromptWords } from './languages/prompt-words.js';
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
  /** The app's prompt words (its registry's hazards: createServices makes them with createPromptWords). */
  words: PromptWords;
}

/**
 * A prompt as it is read: Unicode NFC, whitespace runs as one space. Two prompts that differ only so are read alike
 * (and share a memo entry), and the words echoed from it (the lens cue) are written the same way.
 */
export const normalizePrompt = (prompt: string): string => prompt.normalize('NFC').replace(/\s+/g, ' ').trim();

/** A prompt's reading less its time: everything that does not depend on the clock, and what its time is read from. */
interface TimelessReading {
  readonly understood: Omit<PromptUnderstanding, 'horizon' | 'window'>;
  /** The folded text, the place's words left out, and the hemisphere; null when the prompt names no time at all. */
  readonly time: { readonly folded: string; readonly exclude: readonly Span[]; readonly southern: boolean } | null;
}

/** Reads `prompt` (normalised) whole: its timeless part, and its time at `now`. */
async function readPrompt(prompt: string, now: Date, deps: UnderstandDeps): Promise<{ timeless: TimelessReading; time?: TimeReading }> {
  const text = tokenizeText(prompt);
  // The language is guessed from every word to read the place (its ordinary words are not towns), then again
  // from the words outside the place for the rest.
  const { words } = deps;
  const guess = words.detectLanguage(text.tokens.map((t) => t.text)).language;
  const coordinates = findCoordinates(prompt);
  const match = await resolvePlace(text, coordinates, deps.gazetteer, deps.fallback, guess, words);
  const exclude = match.spans;
  const language = promptLanguage(text, exclude, words);
  const southern = match.place.lat < 0;
  const time = readPromptTime(text.folded, now, { exclude, southern, language });
  const cue = findLensCue(text.folded, exclude, language);
  // Named as the prompt's reader knows it: "Seville, Spain" in English, "Sevilla, España" in Spanish.
  const place = match.city ? cityToPlace(match.city, deps.gazetteer, match.place.source, coordinates, language) : match.place;
  const understood: TimelessReading['understood'] = {
    place,
    gazetteerName: match.city?.name,
    hazards: findHazards(text.folded, exclude, language, words),
    lens: cue?.lens,
    language,
    ...(cue ? { lensCue: writtenWords(prompt, text, cue) } : {}),
    unsupported: findUnsupportedHazards(blank(text.folded, exclude), language),
  };
  return { timeless: { understood, time: time === undefined ? null : { folded: text.folded, exclude, southern } }, time };
}

/** The reading at `now`: the timeless part with the horizon and window its time words give then. */
function atTime(r: TimelessReading, now: Date, time?: TimeReading): PromptUnderstanding {
  const t =
    r.time === null
      ? undefined
      : (time ??
        readPromptTime(r.time.folded, now, { exclude: r.time.exclude, southern: r.time.southern, language: r.understood.language }));
  const { horizon, window } = timeIntent(t, now);
  const { place, gazetteerName, hazards, lens, language, lensCue, unsupported } = r.understood;
  const u: PromptUnderstanding = { place, gazetteerName, hazards, horizon, lens, language, unsupported };
  if (window) u.window = window;
  if (lensCue) u.lensCue = lensCue;
  return u;
}

/** Reads a prompt; throws 422 place_not_found when no place can be found. */
export async function understandPrompt(prompt: string, now: Date, deps: UnderstandDeps): Promise<PromptUnderstanding> {
  const { timeless, time } = await readPrompt(normalizePrompt(prompt), now, deps);
  return atTime(timeless, now, time);
}

/** Prompts whose timeless reading is kept by default (each a few KB at most). */
export const DEFAULT_PROMPT_MEMO_ENTRIES = 1000;

/**
 * understandPrompt with the timeless part of each reading kept by the prompt's normalised text (LRU): a prompt read
 * before costs only the reading of its time words at `now` (none when it names no time, as the first reading found).
 * A place found by the online geocoder is not kept (its answer has its own freshness in the source cache).
 */
export function createPromptReader(deps: UnderstandDeps & { maxEntries?: number }) {
  const maxEntries = Math.max(1, deps.maxEntries ?? DEFAULT_PROMPT_MEMO_ENTRIES);
  const kept = new Map<string, TimelessReading>();
  const stats = { hits: 0, misses: 0 };
  return {
    async understand(prompt: string, now: Date): Promise<PromptUnderstanding> {
      const text = normalizePrompt(prompt);
      const hit = kept.get(text);
      if (hit) {
        stats.hits++;
        kept.delete(text);
        kept.set(text, hit);
        return atTime(hit, now);
      }
      stats.misses++;
      const { timeless, time } = await readPrompt(text, now, deps);
      if (timeless.understood.place.source !== 'geocoding') {
        // Shared by every later reading of the prompt: frozen, so no caller can change another's.
        kept.set(text, deepFreeze(timeless));
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      }
      return atTime(timeless, now, time);
    },
    stats: () => ({ ...stats, entries: kept.size }),
  };
}
export type PromptReader = ReturnType<typeof createPromptReader>;

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
export async function warmUpPromptReader(gazetteer: Gazetteer, words: PromptWords): Promise<void> {
  for (const prompt of WARM_UP_PROMPTS) await understandPrompt(prompt, new Date(0), { gazetteer, words });
  warmUpNearNames(gazetteer);
}
