// The language of a request's problem documents (docs/api-decisions.md "Answer language"): the body's `language`,
// the badge's `lang`, else the prompt's own language as far as its words show it, else Accept-Language, else English.
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../contracts/enums.js';
import type { PromptWords } from '../geocode/languages/prompt-words.js';
import { promptLanguage } from '../risk/answer-language.js';
import { acceptedLanguage } from './accept-language.js';

const ours = (v: unknown): Language | undefined => LANGUAGES.find((l) => l === v);

/** `words`: the app's prompt words (absent before routing, when no body has been read). */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { body?: unknown; query?: unknown },
  words?: PromptWords,
): Language {
  const body = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : undefined;
  const query = request.query !== null && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : undefined;
  const asked = ours(body?.language) ?? ours(query?.lang);
  if (asked) return asked;
  const prompt = typeof body?.prompt === 'string' && words ? promptLanguage(body.prompt, words) : undefined;
  return prompt ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
