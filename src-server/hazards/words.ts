// A hazard's words, in every language: its name, its guidance and model sentences, its advice, its event criteria's
// names. Each hazard's folder holds its own (answer-words.ts, advice-words.ts) and its definition carries them (`words`); the
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

/** The names of a hazard's own event criteria per language (the dashboard's `event.criteria`), English's keys in each. */
export type HazardEventWords = { readonly hazard: string } & Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** Everything a hazard says in the answers' and the dashboard's catalogues. */
export interface HazardWords {
  readonly hazard: string;
  readonly names: HazardNameWords;
  readonly answer: HazardAnswerWords;
  readonly advice: HazardAdviceWords;
  readonly events: HazardEventWords;
}

/** What the dashboard bundles of a hazard (it cannot load the registry): its names and its event criteria's names. */
export type DashboardHazardWords = Pick<HazardWords, 'hazard' | 'names' | 'events'>;

/** A hazard's words, each language's answer words checked against English's keys and every part against one id. */
export function hazardWords<E extends LanguageAnswerWords>(parts: {
  names: HazardNameWords;
  answer: HazardAnswerWords<E>;
  advice: HazardAdviceWords;
  events: HazardEventWords;
}): HazardWords {
  const { names, answer, advice, events } = parts;
  const others = [answer, advice, events].filter((w) => w.hazard !== names.hazard).map((w) => w.hazard);
  if (others.length > 0) throw new Error(`hazard words of ${names.hazard}: some are ${others.join(', ')}'s`);
  return { hazard: names.hazard, names, answer, advice, events };
}
