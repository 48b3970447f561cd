// air-quality: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a day of polluted air here (PM2.5 at or above the US EPA level for sensitive groups)',
    long: 'a day of polluted air here (PM2.5 at or above the US EPA level for sensitive groups)',
  },
  now: {
    aware: 'Check the daily air-quality index and move exercise indoors on days it reaches unhealthy levels.',
    prepare:
      'On polluted days move exercise indoors, keep windows closed, run an air purifier, and keep inhalers and medicines at hand (US EPA AirNow).',
    act: 'Limit time outdoors for everyone, run HEPA filtration indoors, wear a well-fitted N95/FFP2 mask outside, and seek care for chest pain or breathlessness.',
  },
  plan: {
    aware: 'When you choose a home, school or office, check the local air-quality record.',
    prepare:
      'Plan for polluted seasons: buildings with good filtration (MERV 13 or better), air purifiers in bedrooms and classrooms, and outdoor work scheduled around bad-air days.',
    act: 'Make clean indoor air part of the site: sealed buildings with high-grade filtration, air monitoring, and health plans for children, older people and those with heart or lung disease (WHO 2021 guidelines).',
  },
};

export const AIR_QUALITY_ADVICE_WORDS = {
  hazard: 'air-quality',
  en,
  // TODO(translation): Spanish
  es: en,
  // TODO(translation): French
  fr: en,
  // TODO(translation): Portuguese
  pt: en,
  // TODO(translation): German
  de: en,
};
