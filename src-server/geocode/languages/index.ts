// The five languages the reader knows, and their lens and time matchers. The hazard words, and what depends on them
// (language detection, hazard matchers, place words), are one app's: prompt-words.ts.
import { LANGUAGES, type DecisionLens, type Language } from '../../contracts/enums.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import type { LanguagePack } from './types.js';

export type { LanguagePack } from './types.js';

export const LANGUAGE_PACKS: Record<Language, LanguagePack> = { en, es, fr, pt, de };

interface Range {
  start: number;
  end: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface PhraseMatcher<K extends string> {
  re: RegExp;
  owner: Map<string, K>;
}

/** One alternation of every phrase, longest first, so "storm surge" wins over "storm" at the same spot. */
export function phraseMatcher<K extends string>(owner: Map<string, K>, compoundTails?: readonly string[]): PhraseMatcher<K> {
  const alternation = [...owner.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  // German compounds: the hazard word, an optional linking letter, then an ending ("Hochwassergefahr").
  const tails = compoundTails ? `(?:(?:s|n|en|e)?(?:${compoundTails.join('|')}))?` : '';
  return { re: new RegExp(`(?<![a-z0-9])(${alternation})${tails}(?![a-z0-9])`, 'g'), owner };
}

/**
 * The phrases a prompt in `language` is read with: its own, English, and the other languages' except their
 * false friends (a phrase listed in another language's `ownOnly`). The prompt's own language decides meanings.
 */
export function phrasesFor<K extends string>(
  language: Language,
  table: (code: Language) => Readonly<Record<K, readonly string[]>>,
): Map<string, K> {
  const owner = new Map<string, K>();
  const order = [language, ...LANGUAGES.filter((l) => l !== language)];
  for (const code of order) {
    const own = code === language;
    const foreignOnly = new Set(LANGUAGE_PACKS[code].ownOnly ?? []);
    for (const [key, phrases] of Object.entries(table(code)) as [K, readonly string[]][]) {
      for (const p of phrases) if (!owner.has(p) && (own || !foreignOnly.has(p))) owner.set(p, key);
    }
  }
  return owner;
}

const lensMatchers = new Map<Language, PhraseMatcher<DecisionLens>>();

export function lensMatcher(language: Language): PhraseMatcher<DecisionLens> {
  let m = lensMatchers.get(language);
  if (!m) lensMatchers.set(language, (m = phraseMatcher(phrasesFor(language, (code) => LANGUAGE_PACKS[code].lens))));
  return m;
}

const lensPatternSets = new Map<Language, { re: RegExp; lens: DecisionLens }[]>();
/** The lens cues with a gap a prompt in `language` is read with: its own and English's. */
export function lensPatterns(language: Language): readonly { re: RegExp; lens: DecisionLens }[] {
  let list = lensPatternSets.get(language);
  if (!list) {
    const packs = language === 'en' ? [en] : [LANGUAGE_PACKS[language], en];
    list = packs.flatMap((p) =>
      (p.lensPatterns ?? []).map(([body, lens]) => ({ re: new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`, 'g'), lens })),
    );
    lensPatternSets.set(language, list);
  }
  return list;
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
