// Flood: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const FLOOD_WORDS = {
  // Spanish
  es: [
    'inundacion', 'inundaciones', 'inundar', 'inundado', 'inundada', 'crecida', 'crecidas', 'riada', 'riadas',
    'desbordamiento', 'desbordamientos', 'avenida', 'avenidas', 'marejada', 'marejada ciclonica',
    'subida del nivel del mar', 'nivel del mar', 'aumento del nivel del mar', 'dana', 'gota fria', 'anegamiento',
    'monzon', 'monzones', 'inundaciones repentinas',
  ],
  // French
  fr: [
    'inondation', 'inondations', 'inonde', 'inondee', 'crue', 'crues', 'debordement', 'montee des eaux',
    'elevation du niveau de la mer', 'montee du niveau de la mer', 'niveau de la mer', 'submersion',
    'submersion marine', 'onde de tempete', 'mousson', 'moussons', 'crue eclair', 'crues eclair', 'ruissellement',
  ],
  // Portuguese
  pt: [
    'inundacao', 'inundacoes', 'enchente', 'enchentes', 'cheia', 'cheias', 'alagamento', 'alagamentos', 'alagado',
    'transbordamento', 'subida do nivel do mar', 'aumento do nivel do mar', 'nivel do mar', 'ressaca',
    'mare de tempestade', 'mares de tempestade', 'enxurrada', 'enxurradas', 'moncao', 'moncoes',
    'inundacoes repentinas',
  ],
  // German
  de: [
    'hochwasser', 'uberschwemmung', 'uberschwemmungen', 'ueberschwemmung', 'ueberschwemmungen', 'uberflutung',
    'uberflutungen', 'ueberflutung', 'uberflutet', 'flut', 'fluten', 'sturzflut', 'sturzfluten', 'sturmflut',
    'sturmfluten', 'meeresspiegelanstieg', 'meeresspiegel', 'anstieg des meeresspiegels',
    'steigender meeresspiegel', 'monsun', 'starkregen', 'pegel',
  ],
};
