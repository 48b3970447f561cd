// A hazard's words for the answers, in every language: its name, its guidance and model sentences, its advice. Each
// hazard's folder holds its own (answer-words.ts, advice-words.ts) and its definition carries them (`words`); the
// registry composes them (HazardRegistry.words) and the answer catalogues are built from that list (i18n/catalogues).
// Types and one checking helper only: the data stay pure modules the dashboard may bundle.
import type { AdviceTier, Language } from '../contracts/enums.js';
import type { Catalogue } from '../i18n/catalogues/types.js';

/** A hazard's name per language, and its "<hazard> risk" where the language has its own wording. */
export type HazardNameWords = { readonly hazard: string } & Readonly<Record<Language, { readonly name: string; readonly risk?: string }>>;

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

/** One language's advice of a hazard (hazards/advice.ts): its event's words per group, its advice per class and tier. */
export interface LanguageAdviceWords {
  readonly event: { readonly short: string; readonly long: string };
  readonly now: Readonly<Record<AdviceTier, string>>;
  readonly plan: Readonly<Record<AdviceTier, string>>;
}

/** A hazard's advice words in every language (each hazard's advice-words.ts), placed under `guidance.<id>`. */
export type HazardAdviceWords = { readonly hazard: string } & Readonly<Record<Language, LanguageAdviceWords>>;

/** Everything a hazard says in the answers' catalogues. */
export interface HazardWords {
  readonly hazard: string;
  readonly names: HazardNameWords;
  readonly answer: HazardAnswerWords;
  readonly advice: HazardAdviceWords;
}

/** A hazard's words, each language's answer words checked against English's keys and every part against one id. */
export function hazardWords<E extends LanguageAnswerWords>(parts: {
  names: HazardNameWords;
  answer: HazardAnswerWords<E>;
  advice: HazardAdviceWords;
}): HazardWords {
  const { names, answer, advice } = parts;
  if (answer.hazard !== names.hazard || advice.hazard !== names.hazard)
    throw new Error(`hazard words of ${names.hazard}: answer words for ${answer.hazard}, advice for ${advice.hazard}`);
  return { hazard: names.hazard, names, answer, advice };
}
