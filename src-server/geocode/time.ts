// Time in a prompt of any known language: its own date parser (chrono-node's locale), then its phrases in English.
import * as chrono from 'chrono-node';
import type { Language } from '../contracts/enums.js';
import { chronoCues, combineCues, englishCues, type TimeReading } from './horizon.js';
import { maskRanges, rewriteTime, timeRewriter } from './languages/index.js';

interface Span {
  start: number;
  end: number;
}

/** chrono-node's parsers for the languages it has (2.10: en, es, fr, pt, de among others). */
const CHRONO: Record<Exclude<Language, 'en'>, chrono.Chrono> = {
  es: chrono.es.casual,
  fr: chrono.fr.casual,
  pt: chrono.pt.casual,
  de: chrono.de.casual,
};

export interface TimeOptions {
  exclude?: readonly Span[];
  southern?: boolean;
  language?: Language;
}

/**
 * What a prompt asks about in time. English is read directly; another language first gives its dates to chrono-node's
 * parser for that language ("15 de diciembre", "vendredi"), then has its other time phrases rewritten to English
 * ("la próxima semana" → "next week") for the one set of calendar rules in horizon.ts.
 */
export function readPromptTime(folded: string, now: Date, options: TimeOptions = {}): TimeReading | undefined {
  const { exclude = [], southern = false, language = 'en' } = options;
  if (language === 'en') return combineCues(englishCues(folded, now, [...exclude], southern), now);
  const masked = maskRanges(folded, exclude);
  const covered: Span[] = [];
  const rewriter = timeRewriter(language);
  const gate = rewriter.dateGate;
  const cues =
    gate && gate.test(masked)
      ? chronoCues(CHRONO[language], masked, now, covered, { gate, by: rewriter.by ?? /^$/, until: rewriter.until ?? /^$/ })
      : [];
  // The dates chrono read are blanked, so the English reader does not read them again.
  const english = rewriteTime(language, maskRanges(masked, covered));
  cues.push(...englishCues(english, now, [], southern));
  return combineCues(cues, now);
}
