// Air quality: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const AIR_QUALITY_WORDS = {
  // Spanish
  es: [
    'calidad del aire', 'contaminacion', 'contaminacion del aire', 'contaminacion atmosferica', 'polucion', 'smog',
    'esmog', 'calima', 'particulas', 'aire contaminado', 'tormenta de arena', 'tormentas de arena',
    'tormenta de polvo', 'ozono',
  ],
  // French
  fr: [
    'qualite de lair', 'qualite de l air', 'qualite air', 'pollution', 'pollution de lair',
    'pollution atmospherique', 'smog', 'particules fines', 'brume de pollution', 'tempete de sable',
    'tempetes de sable', 'tempete de poussiere', 'ozone', 'air pollue',
  ],
  // Portuguese
  pt: [
    'qualidade do ar', 'poluicao', 'poluicao do ar', 'poluicao atmosferica', 'smog', 'fumaca toxica', 'particulas',
    'material particulado', 'ar poluido', 'tempestade de areia', 'tempestades de areia', 'tempestade de poeira',
    'ozonio', 'neblina de poluicao',
  ],
  // German
  de: [
    'luftqualitat', 'luftqualitaet', 'luftverschmutzung', 'feinstaub', 'smog', 'schadstoffe', 'ozon', 'dunst',
    'sandsturm', 'sandsturme', 'staubsturm', 'staubsturme', 'schlechte luft',
  ],
};
