// The caller's Accept-Language as one of the answers' languages (RFC 9110 §12.5.4, negotiated by `negotiator`:
// "de-CH, fr;q=0.8" → de), or undefined when the header is absent or names none of them.
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '../contracts/enums.js';

export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (!value || !value.trim()) return undefined;
  const chosen = new Negotiator({ headers: { 'accept-language': value } }).language([...LANGUAGES]);
  return LANGUAGES.find((l) => l === chosen);
}
