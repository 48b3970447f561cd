// Food insecurity: prompt words in Spanish, French, Portuguese and German (folded: no accents or apostrophes,
// so "inundación" is "inundacion" and "l'air" is "l air"). English words are in definition.ts.

export const FOOD_INSECURITY_WORDS = {
  // Spanish
  es: [
    'inseguridad alimentaria', 'seguridad alimentaria', 'hambruna', 'hambrunas', 'hambre', 'escasez de alimentos',
    'crisis alimentaria', 'desnutricion', 'malnutricion', 'precio de los alimentos', 'precios de los alimentos',
    'perdida de cosechas',
  ],
  // French
  fr: [
    'insecurite alimentaire', 'securite alimentaire', 'famine', 'famines', 'faim', 'penurie alimentaire',
    'penuries alimentaires', 'crise alimentaire', 'malnutrition', 'prix alimentaires', 'prix des denrees',
    'mauvaises recoltes',
  ],
  // Portuguese
  pt: [
    'inseguranca alimentar', 'seguranca alimentar', 'fome', 'fomes', 'escassez de alimentos', 'falta de alimentos',
    'crise alimentar', 'desnutricao', 'subnutricao', 'precos dos alimentos', 'preco dos alimentos',
    'quebra de safra', 'perda de colheitas',
  ],
  // German
  de: [
    'ernahrungsunsicherheit', 'ernaehrungsunsicherheit', 'ernahrungssicherheit', 'hungersnot', 'hungersnote',
    'hunger', 'nahrungsmittelknappheit', 'lebensmittelknappheit', 'nahrungsmittelkrise', 'lebensmittelkrise',
    'unterernahrung', 'mangelernahrung', 'lebensmittelpreise', 'missernte', 'missernten',
  ],
};
