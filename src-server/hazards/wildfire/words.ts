// Wildfire: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const WILDFIRE_WORDS = {
  // Spanish
  es: [
    'incendio', 'incendios', 'incendio forestal', 'incendios forestales', 'fuego', 'fuegos', 'humo', 'quema',
    'quemas', 'incendio de vegetacion',
  ],
  // French
  fr: [
    'incendie', 'incendies', 'incendie de foret', 'incendies de foret', 'feu de foret', 'feux de foret', 'feu',
    'feux', 'fumee', 'fumees', 'feux de brousse', 'incendie de vegetation', 'incendies de vegetation', 'megafeux',
  ],
  // Portuguese
  pt: [
    'incendio', 'incendios', 'incendio florestal', 'incendios florestais', 'fogo', 'fogos', 'queimada', 'queimadas',
    'fumaca', 'fumo', 'fogo florestal', 'fogos florestais',
  ],
  // German
  de: [
    'waldbrand', 'waldbrande', 'waldbraende', 'waldbranden', 'flachenbrand', 'flachenbrande', 'buschfeuer',
    'buschbrand', 'brand', 'brande', 'feuer', 'rauch', 'vegetationsbrand', 'vegetationsbrande',
  ],
};
