// Conflict: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const CONFLICT_WORDS = {
  // Spanish
  es: [
    'conflicto', 'conflictos', 'conflicto armado', 'guerra', 'guerras', 'guerra civil', 'violencia', 'disturbios',
    'insurgencia', 'terrorismo', 'atentado', 'atentados', 'enfrentamientos', 'combates', 'inestabilidad politica',
    'golpe de estado', 'protestas', 'guerrilla', 'milicias', 'bombardeos', 'inseguridad', 'crimen organizado',
  ],
  // French
  fr: [
    'conflit', 'conflits', 'conflit arme', 'guerre', 'guerres', 'guerre civile', 'violence', 'violences', 'emeutes',
    'emeute', 'troubles', 'insurrection', 'terrorisme', 'attentat', 'attentats', 'affrontements', 'combats',
    'instabilite politique', 'coup detat', 'coup d etat', 'milices', 'bombardements', 'insecurite',
    'manifestations',
  ],
  // Portuguese
  pt: [
    'conflito', 'conflitos', 'conflito armado', 'guerra', 'guerras', 'guerra civil', 'violencia', 'disturbios',
    'tumultos', 'insurgencia', 'terrorismo', 'atentado', 'atentados', 'confrontos', 'combates',
    'instabilidade politica', 'golpe de estado', 'protestos', 'milicias', 'bombardeios', 'bombardeamentos',
    'crime organizado', 'tiroteios',
  ],
  // German
  de: [
    'konflikt', 'konflikte', 'konflikts', 'konfliktes', 'bewaffneter konflikt', 'krieg', 'kriege', 'krieges',
    'kriegs', 'burgerkrieg', 'buergerkrieg', 'gewalt', 'unruhen', 'aufstand', 'aufstande', 'terrorismus', 'terror',
    'anschlag', 'anschlage', 'kampfe', 'kaempfe', 'gefechte', 'politische instabilitat', 'putsch', 'milizen',
    'bombardierungen', 'luftangriffe', 'proteste', 'ausschreitungen',
  ],
};
