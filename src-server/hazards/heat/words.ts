// Heat: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const HEAT_WORDS = {
  // Spanish
  es: [
    'calor',
    'calor extremo',
    'ola de calor',
    'olas de calor',
    'canicula',
    'temperaturas altas',
    'altas temperaturas',
    'golpe de calor',
    'estres termico',
    'bochorno',
  ],
  // French
  fr: [
    'chaleur',
    'canicule',
    'canicules',
    'vague de chaleur',
    'vagues de chaleur',
    'fortes chaleurs',
    'forte chaleur',
    'chaleur extreme',
    'coup de chaleur',
    'stress thermique',
    'temperatures elevees',
  ],
  // Portuguese
  pt: [
    'calor',
    'calor extremo',
    'onda de calor',
    'ondas de calor',
    'calorao',
    'temperaturas altas',
    'altas temperaturas',
    'insolacao',
    'estresse termico',
    'stress termico',
  ],
  // German
  de: [
    'hitze',
    'hitzewelle',
    'hitzewellen',
    'extreme hitze',
    'hitzestress',
    'hitzschlag',
    'hohe temperaturen',
    'hitzeperiode',
    'hitzetage',
    'sommerhitze',
  ],
};
