// Which language an answer is in (docs/api-decisions.md "Answer language"): `language` in the body, else the
// prompt's own language when its words show one, else the caller's Accept-Language, else English.
import type { Language } from '../contracts/enums.js';
import type { PromptWords } from '../geocode/languages/prompt-words.js';
import { tokenizeText } from '../geocode/text.js';

/**
 * Whether the prompt's words show its language. The reader says `en` both for an English question and for one
 * without a word of any language ("Lima", "48.85, 2.35"); only the first says what the caller reads. `words`: the app's
 * prompt words (its registry's hazard words count as a language's words).
 */
export function promptShowsLanguage(prompt: string, read: Language, words: PromptWords): boolean {
  if (read !== 'en') return true;
  return words.detectLanguage(tokenizeText(prompt).tokens.map((t) => t.text)).scores.en > 0;
}

/** The prompt's language as far as its words show one (for answers, such as errors, given before it is read). */
export function promptLanguage(prompt: string, words: PromptWords): Language | undefined {
  const { language, scores } = words.detectLanguage(tokenizeText(prompt).tokens.map((t) => t.text));
  return scores[language] > 0 ? language : undefined;
}

export function answerLanguage(a: { asked?: Language; prompt: string; read: Language; accepted?: Language; words: PromptWords }): Language {
  if (a.asked) return a.asked;
  if (promptShowsLanguage(a.prompt, a.read, a.words)) return a.read;
  return a.accepted ?? 'en';
}
