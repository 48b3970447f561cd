// The five languages the reader knows: which one a prompt is in, and the vocabulary each reading uses.
import { LANGUAGES, type DecisionLens, type Hazard, type Language } from '../../contracts/enums.js';
import { de, GERMAN_COMPOUND_TAILS } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import { HOME_COUNTRIES } from './home.js';
import type { LanguagePack } from './types.js';

export type { LanguagePack } from './types.js';

export const LANGUAGE_PACKS: Record<Language, LanguagePack> = { en, es, fr, pt, de };

interface Range {
  start: number;
  end: number;
}

/** Which languages each word is typical of, for detection (a word shared by k languages counts 1/k for each). */
const markerLanguages = new Map<string, Language[]>();
for (const code of LANGUAGES) {
  const pack = LANGUAGE_PACKS[code];
  const words = new Set<string>(pack.markers);
  for (const phrases of [...Object.values(pack.hazards), ...Object.values(pack.lens)]) {
    for (const phrase of phrases) for (const w of phrase.split(' ')) if (w.length >= 4) words.add(w);
  }
  for (const w of pack.dateWords ?? []) words.add(w);
  for (const w of words) {
    const list = markerLanguages.get(w);
    if (!list) markerLanguages.set(w, [code]);
    else if (!list.includes(code)) list.push(code);
  }
}

const GERMAN_COMPOUND = new RegExp(`^[a-z]{3,}(?:${GERMAN_COMPOUND_TAILS.join('|')})$`);

/**
 * The prompt's language, from its own words (outside the place's): each word typical of a language counts for it.
 * Short risk questions are too short for letter statistics (see docs/prompt-understanding.md); English wins ties.
 */
export function detectLanguage(words: readonly string[]): { language: Language; scores: Record<Language, number> } {
  const scores: Record<Language, number> = { en: 0, es: 0, fr: 0, pt: 0, de: 0 };
  for (const w of words) {
    const langs = markerLanguages.get(w);
    if (langs) for (const l of langs) scores[l] += 1 / langs.length;
    else if (GERMAN_COMPOUND.test(w)) scores.de += 1;
  }
  let language: Language = 'en';
  for (const l of LANGUAGES) if (scores[l] > scores[language] + 1e-9) language = l;
  return { language, scores };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PhraseMatcher<K extends string> {
  re: RegExp;
  owner: Map<string, K>;
}

/** One alternation of every phrase, longest first, so "storm surge" wins over "storm" at the same spot. */
export function phraseMatcher<K extends string>(owner: Map<string, K>, compoundTails?: readonly string[]): PhraseMatcher<K> {
  const alternation = [...owner.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');
  // German compounds: the hazard word, an optional linking letter, then an ending ("Hochwassergefahr").
  const tails = compoundTails ? `(?:(?:s|n|en|e)?(?:${compoundTails.join('|')}))?` : '';
  return { re: new RegExp(`(?<![a-z0-9])(${alternation})${tails}(?![a-z0-9])`, 'g'), owner };
}

/**
 * The phrases a prompt in `language` is read with: its own, English, and the other languages' except their
 * false friends (a phrase listed in another language's `ownOnly`). The prompt's own language decides meanings.
 */
function phrasesFor<K extends string>(language: Language, table: (p: LanguagePack) => Record<K, readonly string[]>): Map<string, K> {
  const owner = new Map<string, K>();
  const order = [language, ...LANGUAGES.filter((l) => l !== language)];
  for (const code of order) {
    const pack = LANGUAGE_PACKS[code];
    const own = code === language;
    const foreignOnly = new Set(pack.ownOnly ?? []);
    for (const [key, phrases] of Object.entries(table(pack)) as [K, readonly string[]][]) {
      for (const p of phrases) if (!owner.has(p) && (own || !foreignOnly.has(p))) owner.set(p, key);
    }
  }
  return owner;
}

const hazardMatchers = new Map<Language, PhraseMatcher<Hazard>>();
const lensMatchers = new Map<Language, PhraseMatcher<DecisionLens>>();

export function hazardMatcher(language: Language): PhraseMatcher<Hazard> {
  let m = hazardMatchers.get(language);
  if (!m) hazardMatchers.set(language, (m = phraseMatcher(phrasesFor(language, (p) => p.hazards), language === 'de' ? GERMAN_COMPOUND_TAILS : undefined)));
  return m;
}

export function lensMatcher(language: Language): PhraseMatcher<DecisionLens> {
  let m = lensMatchers.get(language);
  if (!m) lensMatchers.set(language, (m = phraseMatcher(phrasesFor(language, (p) => p.lens))));
  return m;
}

const lensPatternSets = new Map<Language, { re: RegExp; lens: DecisionLens }[]>();
/** The lens cues with a gap a prompt in `language` is read with: its own and English's. */
export function lensPatterns(language: Language): readonly { re: RegExp; lens: DecisionLens }[] {
  let list = lensPatternSets.get(language);
  if (!list) {
    const packs = language === 'en' ? [en] : [LANGUAGE_PACKS[language], en];
    list = packs.flatMap((p) => (p.lensPatterns ?? []).map(([body, lens]) => ({ re: new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`, 'g'), lens })));
    lensPatternSets.set(language, list);
  }
  return list;
}

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



const placeWordSets = new Map<Language, PlaceWords>();
/** English's words plus the language's own: "Natal" stays a city in English, "natal" is Christmas in Portuguese. */
export function placeWords(language: Language): PlaceWords {
  let w = placeWordSets.get(language);
  if (!w) {
    const packs = language === 'en' ? [en] : [en, LANGUAGE_PACKS[language]];
    w = {
      vocabulary: new Set(packs.flatMap((p) => [...Object.values(p.hazards).flat(), ...Object.values(p.lens).flat()])),
      common: new Set(packs.flatMap((p) => p.commonWords)),
      prepositions: new Set(packs.flatMap((p) => p.placePrepositions)),
      home: new Set(HOME_COUNTRIES[language]),
    };
    placeWordSets.set(language, w);
  }
  return w;
}

interface TimeRewriter {
  rules: [RegExp, string][];
  dateGate?: RegExp;
  by?: RegExp;
  until?: RegExp;
}
const rewriters = new Map<Language, TimeRewriter>();

/** A language's time phrases compiled once: each a word-bounded regular expression and its English. */
export function timeRewriter(language: Language): TimeRewriter {
  let r = rewriters.get(language);
  if (!r) {
    const pack = LANGUAGE_PACKS[language];
    const rules = (pack.time ?? []).map(([pattern, english]): [RegExp, string] => {
      // A pattern that ends in a space (before optional words) runs into the next word: no boundary after it.
      let tail = pattern;
      while (/\(\?:[^()]*\)\?$/.test(tail)) tail = tail.replace(/\(\?:[^()]*\)\?$/, '');
      const open = / $/.test(tail) || pattern.includes('(?=');
      return [new RegExp(`(?<![a-z0-9])(?:${pattern})${open ? '' : '(?![a-z0-9])'}`, 'g'), english];
    });
    const words = (list: string[] | undefined) => (list?.length ? new RegExp(`(?:${list.join('|')}) $`) : undefined);
    r = {
      rules,
      dateGate: pack.dateWords ? new RegExp(`(?<![a-z])(?:${pack.dateWords.join('|')})(?![a-z])`) : undefined,
      by: words(pack.dateBy),
      until: words(pack.dateUntil),
    };
    rewriters.set(language, r);
  }
  return r;
}

/** Replaces the characters of `ranges` with '#', so no reader sees the place's words (offsets stay the same). */
export function maskRanges(text: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return text;
  const chars = text.split('');
  for (const r of ranges) for (let i = r.start; i < r.end && i < chars.length; i++) if (chars[i] !== ' ') chars[i] = '#';
  return chars.join('');
}

/** Rewrites a folded, masked prompt's time phrases into English for the English time reader. */
export function rewriteTime(language: Language, text: string): string {
  let out = text;
  for (const [re, english] of timeRewriter(language).rules) out = out.replace(re, english);
  return out;
}
