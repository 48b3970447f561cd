// English prompt vocabulary: the tables in vocabulary.ts, plus the words that tell an English prompt apart (hazard
// words are each hazard's, read through the app's registry: languages/prompt-words.ts).
import { COMMON_WORDS, LENS_PATTERNS, LENS_WORDS, PLACE_PREPOSITIONS_EN } from '../vocabulary.js';
import type { LanguagePack } from './types.js';

export const en: LanguagePack = {
  code: 'en',
  markers: `the of in for and is are what whats how which will would should could our my we i you it this that there any
    risk risks next over within during until by from near at to with be being a an safe likely chance danger about
    coming years months weeks days week month year worried going planning whether than`.split(/\s+/),
  commonWords: [...COMMON_WORDS],
  placePrepositions: PLACE_PREPOSITIONS_EN,
  lens: LENS_WORDS,
  lensPatterns: LENS_PATTERNS,
  // English words that mean something else elsewhere, or that other languages' prompts use only in English contexts.
  ownOnly: [
    'war',
    'wars',
    'fire',
    'fires',
    'stay',
    'assets',
    'asset',
    'plant',
    'staff',
    'home',
    'aid',
    'relief',
    'council',
    'ozone',
    'haze',
    'armed',
    'hunger',
    'famine',
    'violence',
    'pollution',
    'smog',
    'convention',
    'attend',
    'plants',
  ],
};
