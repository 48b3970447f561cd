// The built-in hazards' answer words (each hazard's answer-words.ts: guidance and model sentences per language), in
// the registry's order, for i18n/catalogues. Imports those data modules only, never the definitions: they reach the
// source layer, which renders through the catalogues (an import cycle). A test checks the ids match the registry's.
import type { Catalogue } from '../i18n/catalogues/types.js';
import { AIR_QUALITY_ANSWER_WORDS } from './air-quality/answer-words.js';
import { CONFLICT_ANSWER_WORDS } from './conflict/answer-words.js';
import { DROUGHT_ANSWER_WORDS } from './drought/answer-words.js';
import { EARTHQUAKE_ANSWER_WORDS } from './earthquake/answer-words.js';
import { FLOOD_ANSWER_WORDS } from './flood/answer-words.js';
import { FOOD_INSECURITY_ANSWER_WORDS } from './food-insecurity/answer-words.js';
import { HEAT_ANSWER_WORDS } from './heat/answer-words.js';
import { STORM_ANSWER_WORDS } from './storm/answer-words.js';
import { WILDFIRE_ANSWER_WORDS } from './wildfire/answer-words.js';

/** One language's words of a hazard: `guidance.<id>`, its model section, and its word in the EONET companion's titles. */
export interface LanguageAnswerWords {
  readonly guidance: object;
  readonly model: object;
  readonly eonet?: string;
}

/** A hazard's answer words: English, and every other language with English's keys (a missing key is a type error). */
export interface HazardAnswerWords<E extends LanguageAnswerWords = LanguageAnswerWords> {
  readonly hazard: string;
  /** The model section's key in the catalogue (`airQuality` for air-quality: the keys callers already use). */
  readonly modelSection: string;
  readonly en: E;
  readonly es: NoInfer<Catalogue<E>>;
  readonly fr: NoInfer<Catalogue<E>>;
  readonly pt: NoInfer<Catalogue<E>>;
  readonly de: NoInfer<Catalogue<E>>;
}

const checked = <E extends LanguageAnswerWords>(words: HazardAnswerWords<E>): HazardAnswerWords => words;

export const BUILT_IN_ANSWER_WORDS: readonly HazardAnswerWords[] = [
  checked(EARTHQUAKE_ANSWER_WORDS),
  checked(FLOOD_ANSWER_WORDS),
  checked(WILDFIRE_ANSWER_WORDS),
  checked(HEAT_ANSWER_WORDS),
  checked(STORM_ANSWER_WORDS),
  checked(AIR_QUALITY_ANSWER_WORDS),
  checked(DROUGHT_ANSWER_WORDS),
  checked(FOOD_INSECURITY_ANSWER_WORDS),
  checked(CONFLICT_ANSWER_WORDS),
];
