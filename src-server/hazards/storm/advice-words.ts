// storm: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a damaging storm here (gusts or rain above the local storm levels)',
    long: 'a damaging storm here (gusts or rain above the local storm levels)',
  },
  now: {
    aware: 'Secure loose outdoor objects and know how weather warnings reach you.',
    prepare:
      'Secure or bring in outdoor items, trim weak branches, charge phones and keep torches, and run generators only outdoors (carbon monoxide, CDC).',
    act: 'Stay indoors away from windows when the storm arrives, avoid travel, follow evacuation orders in coastal and flood zones, and keep a go-bag ready.',
  },
  plan: {
    aware: 'When you build, buy or rent, check that roofs and windows meet the local wind codes.',
    prepare:
      'Keep roofs, windows and doors storm-rated, trim trees near buildings, and check that your insurance covers wind and storm damage.',
    act: 'Build for the storms this place gets: wind-rated roofs and shutters, utilities raised where surge or flooding can reach, backup power, and cover for wind and storm damage.',
  },
};

export const STORM_ADVICE_WORDS = {
  hazard: 'storm',
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
