// Drought: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const DROUGHT_WORDS = {
  // Spanish
  es: ['sequia', 'sequias', 'escasez de agua', 'falta de agua', 'falta de lluvia', 'deficit hidrico', 'estres hidrico', 'aridez'],
  // French
  fr: [
    'secheresse',
    'secheresses',
    'penurie deau',
    'penurie d eau',
    'manque deau',
    'manque d eau',
    'stress hydrique',
    'deficit de pluie',
    'aridite',
  ],
  // Portuguese
  pt: [
    'seca',
    'secas',
    'estiagem',
    'estiagens',
    'escassez de agua',
    'falta de agua',
    'falta de chuva',
    'crise hidrica',
    'stress hidrico',
    'estresse hidrico',
    'aridez',
  ],
  // German
  de: ['durre', 'duerre', 'durren', 'trockenheit', 'wassermangel', 'wasserknappheit', 'dursteperiode', 'niederschlagsdefizit', 'aridtat'],
};
