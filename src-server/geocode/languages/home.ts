// Countries where each language is at home: namesakes there win, their divisions may stand alone, their cities keep their own names.
import type { Language } from '../../contracts/enums.js';

export const HOME_COUNTRIES: Record<Language, readonly string[]> = {
  en: [],
  es: ['ES'],
  fr: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA'],
  pt: ['PT', 'BR'],
  de: ['DE', 'AT', 'CH'],
};
