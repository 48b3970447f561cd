// The words one app's prompt reader knows: the language packs' and its hazard registry's hazard words, with what
// depends on them (hazard matchers and typo pool, language markers, place words). createServices makes one from the
// registry it is given, so a prompt can name only the hazards the app serves; matchers are compiled on first use.
import { LANGUAGES, type HazardId, type Language } from '../../contracts/enums.js';
import type { HazardRegistry } from '../../hazards/registry.js';
import { GERMAN_COMPOUND_TAILS } from './de.js';
import { HOME_COUNTRIES } from './home.js';
import { LANGUAGE_PACKS, phraseMatcher, phrasesFor, type PhraseMatcher } from './index.js';

/** The words a place reading treats specially, for a prompt in one language (English words always count). */
export interface PlaceWords {
  /** Hazard and lens phrases: a place only when capitalised and qualified ("Hurricane, Utah"). */
  vocabulary: ReadonlySet<string>;
  /** Ordinary words that are towns somewhere: the same rule. */
  common: ReadonlySet<string>;
  /** Words after which a name is most likely the place. */
  prepositions: ReadonlySet<string>;
  /** Countries where the language is at home: their namesake wins unless another is 4× larger (Brest, Valencia). */
  home: ReadonlySet<string>;
}

export interface PromptWords {
  /**
   * The prompt's language, from its own words: each word typical of a language counts for it (a word shared by k
   * languages 1/k for each). Short risk questions are too short for letter statistics (see
   * docs/prompt-understanding.md); English wins ties.
   */
  detectLanguage(words: readonly string[]): { language: Language; scores: Record<Language, number> };
  /** Every hazard phrase a prompt in `language` is read with, matched on word boundaries, longest first. */
  hazardMatcher(language: Language): PhraseMatcher<HazardId>;
  /** Hazard words long enough that one typo cannot turn another word into them ("hochwaser", "terremto"). */
  typoCandidates(language: Language): readonly (readonly [string, HazardId])[];
  /** English's place words plus the language's own: "Natal" stays a city in English, "natal" is Christmas in Portuguese. */
  placeWords(language: Language): PlaceWords;
}

/** Shortest hazard word read with one typo. */
const TYPO_MIN_LETTERS = 7;

const GERMAN_COMPOUND = new RegExp(`^[a-z]{3,}(?:${GERMAN_COMPOUND_TAILS.join('|')})$`);

/** Which languages each word is typical of: markers, date words, and the words (4+ letters) of hazard and lens phrases. */
function markerLanguages(hazardWords: (code: Language) => Readonly<Record<string, readonly string[]>>): Map<string, Language[]> {
  const markers = new Map<string, Language[]>();
  for (const code of LANGUAGES) {
    const pack = LANGUAGE_PACKS[code];
    const words = new Set<string>(pack.markers);
    for (const phrases of [...Object.values(hazardWords(code)), ...Object.values(pack.lens)]) {
      for (const phrase of phrases) for (const w of phrase.split(' ')) if (w.length >= 4) words.add(w);
    }
    for (const w of pack.dateWords ?? []) words.add(w);
    for (const w of words) {
      const list = markers.get(w);
      if (!list) markers.set(w, [code]);
      else if (!list.includes(code)) list.push(code);
    }
  }
  return markers;
}

/** The prompt words of one set of hazards (folded phrases per hazard and language, from each definition). */
export function createPromptWords(hazards: Pick<HazardRegistry, 'vocabulary'>): PromptWords {
  const tables = new Map(LANGUAGES.map((code) => [code, hazards.vocabulary(code)] as const));
  const hazardWords = (code: Language) => tables.get(code)!;
  const markers = markerLanguages(hazardWords);
  const matchers = new Map<Language, PhraseMatcher<HazardId>>();
  const typos = new Map<Language, [string, HazardId][]>();
  const places = new Map<Language, PlaceWords>();

  function hazardMatcher(language: Language): PhraseMatcher<HazardId> {
    let m = matchers.get(language);
    if (!m)
      matchers.set(language, (m = phraseMatcher(phrasesFor(language, hazardWords), language === 'de' ? GERMAN_COMPOUND_TAILS : undefined)));
    return m;
  }

  return {
    detectLanguage(words) {
      const scores: Record<Language, number> = { en: 0, es: 0, fr: 0, pt: 0, de: 0 };
      for (const w of words) {
        const langs = markers.get(w);
        if (langs) for (const l of langs) scores[l] += 1 / langs.length;
        else if (GERMAN_COMPOUND.test(w)) scores.de += 1;
      }
      let language: Language = 'en';
      for (const l of LANGUAGES) if (scores[l] > scores[language] + 1e-9) language = l;
      return { language, scores };
    },
    hazardMatcher,
    typoCandidates(language) {
      let list = typos.get(language);
      if (!list)
        typos.set(language, (list = [...hazardMatcher(language).owner].filter(([w]) => w.length >= TYPO_MIN_LETTERS && !w.includes(' '))));
      return list;
    },
    placeWords(language) {
      let w = places.get(language);
      if (!w) {
        const codes: Language[] = language === 'en' ? ['en'] : ['en', language];
        const packs = codes.map((code) => LANGUAGE_PACKS[code]);
        w = {
          vocabulary: new Set(
            codes.flatMap((code) => [...Object.values(hazardWords(code)).flat(), ...Object.values(LANGUAGE_PACKS[code].lens).flat()]),
          ),
          common: new Set(packs.flatMap((p) => p.commonWords)),
          prepositions: new Set(packs.flatMap((p) => p.placePrepositions)),
          home: new Set(HOME_COUNTRIES[language]),
        };
        places.set(language, w);
      }
      return w;
    },
  };
}
