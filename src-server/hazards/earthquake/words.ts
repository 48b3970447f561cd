// Earthquake: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const EARTHQUAKE_WORDS = {
  // Spanish
  es: [
    'terremoto', 'terremotos', 'sismo', 'sismos', 'seismo', 'seismos', 'temblor', 'temblores', 'sismico', 'sismica',
    'sismicidad', 'maremoto', 'tsunami', 'tsunamis', 'riesgo sismico', 'actividad sismica',
  ],
  // French
  fr: [
    'seisme', 'seismes', 'tremblement de terre', 'tremblements de terre', 'sismique', 'sismicite', 'secousse',
    'secousses', 'secousse sismique', 'tsunami', 'tsunamis', 'raz de maree', 'risque sismique',
  ],
  // Portuguese
  pt: [
    'terremoto', 'terremotos', 'sismo', 'sismos', 'abalo sismico', 'abalos sismicos', 'tremor de terra',
    'tremores de terra', 'tremor', 'tremores', 'sismico', 'sismica', 'sismicidade', 'maremoto', 'tsunami',
    'tsunamis', 'risco sismico',
  ],
  // German
  de: [
    'erdbeben', 'erdbebens', 'beben', 'seismisch', 'seismische', 'seismischen', 'seismizitat', 'erdstoss',
    'erdstosse', 'nachbeben', 'tsunami', 'tsunamis',
  ],
};
