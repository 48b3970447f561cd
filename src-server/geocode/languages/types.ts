// The shape of one language's prompt vocabulary: detection markers, lens words, time phrases, place words.
import type { DecisionLens, Language } from '../../contracts/enums.js';

/**
 * Everything the reader needs to understand one language but its hazard words (each hazard's definition holds those,
 * read through the app's registry: prompt-words.ts). Phrases are folded (text.ts: lowercase, no diacritics,
 * no apostrophes, hyphens as spaces), so "próxima" is written "proxima" and "l'été" "lete".
 */
export interface LanguagePack {
  code: Language;
  /** Frequent words of risk questions in this language (articles, prepositions, question words): detection. */
  markers: string[];
  /** Ordinary words that are also town names somewhere: never a place alone (see match.ts). */
  commonWords: string[];
  /** Words after which a name is most likely the place ("en", "à", "in"). */
  placePrepositions: string[];
  lens: Record<DecisionLens, readonly string[]>;
  /** Lens cues with a gap ("hosting a tech conference"), regular expression bodies over the folded text. */
  lensPatterns?: [string, DecisionLens][];
  /**
   * Phrases that are vocabulary only in this language and mean something else in another ("war" is German for
   * "was", "seca" Spanish for "dry"): they count only when the prompt is in this language.
   */
  ownOnly?: string[];
  /** Time phrases rewritten to English (folded pattern, a regular expression body → English), longest first. */
  time?: [string, string][];
  /** Month and weekday names that send the prompt to chrono-node's parser for this language. */
  dateWords?: string[];
  /** Words just before a date that make it "from now until the date's start" (by) or "…its end" (until). */
  dateBy?: string[];
  dateUntil?: string[];
}
