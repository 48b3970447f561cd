// Storm: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const STORM_WORDS = {
  // Spanish
  es: [
    'tormenta', 'tormentas', 'tormenta tropical', 'tormentas tropicales', 'huracan', 'huracanes', 'tifon',
    'tifones', 'ciclon', 'ciclones', 'tornado', 'tornados', 'granizo', 'granizada', 'granizadas', 'temporal',
    'temporales', 'vendaval', 'vendavales', 'ventisca', 'ventiscas', 'tempestad', 'tempestades', 'vientos fuertes',
    'rachas de viento', 'borrasca', 'borrascas',
  ],
  // French
  fr: [
    'tempete', 'tempetes', 'tempete tropicale', 'orage', 'orages', 'ouragan', 'ouragans', 'typhon', 'typhons',
    'cyclone', 'cyclones', 'tornade', 'tornades', 'grele', 'grelons', 'blizzard', 'tempete de neige',
    'vents violents', 'rafales', 'coup de vent', 'intemperies',
  ],
  // Portuguese
  pt: [
    'tempestade', 'tempestades', 'tempestade tropical', 'temporal', 'temporais', 'furacao', 'furacoes', 'tufao',
    'tufoes', 'ciclone', 'ciclones', 'tornado', 'tornados', 'granizo', 'chuva de granizo', 'vendaval', 'vendavais',
    'ventania', 'ventos fortes', 'rajadas de vento', 'nevasca', 'trovoada', 'trovoadas',
  ],
  // German
  de: [
    'sturm', 'sturme', 'stuerme', 'sturmen', 'unwetter', 'gewitter', 'orkan', 'orkane', 'hurrikan', 'hurrikane',
    'taifun', 'taifune', 'zyklon', 'zyklone', 'tornado', 'tornados', 'wirbelsturm', 'wirbelsturme', 'hagel',
    'hagelsturm', 'schneesturm', 'blizzard', 'tropensturm', 'tropischer sturm', 'sturmboen', 'orkanboen',
    'starkwind', 'wintersturm',
  ],
};
