// The built-in hazards' answer words (each hazard's answer-words.ts: guidance and model sentences per language), in
// the registry's order, for i18n/catalogues. Imports those data modules only, never the definitions: they reach the
// source layer, which renders through the catalogues (an import cycle). A test checks the ids match the registry's.
import type { AdviceTier } from '../contracts/enums.js';
import type { Catalogue } from '../i18n/catalogues/types.js';
import { EARTHQUAKE_ADVICE_WORDS } from './earthquake/advice-words.js';
import { FLOOD_ADVICE_WORDS } from './flood/advice-words.js';
import { WILDFIRE_ADVICE_WORDS } from './wildfire/advice-words.js';
import { HEAT_ADVICE_WORDS } from './heat/advice-words.js';
import { STORM_ADVICE_WORDS } from './storm/advice-words.js';
import { AIR_QUALITY_ADVICE_WORDS } from './air-quality/advice-words.js';
import { DROUGHT_ADVICE_WORDS } from './drought/advice-words.js';
import { FOOD_INSECURITY_ADVICE_WORDS } from './food-insecurity/advice-words.js';
import { CONFLICT_ADVICE_WORDS } from './conflict/advice-words.js';
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

/** One language's advice of a hazard (hazards/advice.ts): its event's words per group, its advice per class and tier. */
export interface LanguageAdviceWords {
  readonly event: { readonly short: string; readonly long: string };
  readonly now: Readonly<Record<AdviceTier, string>>;
  readonly plan: Readonly<Record<AdviceTier, string>>;
}

/** A hazard's advice words in every language (each hazard's advice-words.ts), placed under `guidance.<id>`. */
export interface HazardAdviceWords {
  readonly hazard: string;
  readonly en: LanguageAdviceWords;
  readonly es: LanguageAdviceWords;
  readonly fr: LanguageAdviceWords;
  readonly pt: LanguageAdviceWords;
  readonly de: LanguageAdviceWords;
}

export const BUILT_IN_ADVICE_WORDS: readonly HazardAdviceWords[] = [
  EARTHQUAKE_ADVICE_WORDS,
  FLOOD_ADVICE_WORDS,
  WILDFIRE_ADVICE_WORDS,
  HEAT_ADVICE_WORDS,
  STORM_ADVICE_WORDS,
  AIR_QUALITY_ADVICE_WORDS,
  DROUGHT_ADVICE_WORDS,
  FOOD_INSECURITY_ADVICE_WORDS,
  CONFLICT_ADVICE_WORDS,
];
