// wildfire: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'critical fire weather here (fire danger very high or worse)',
    long: 'critical fire weather here (fire danger very high or worse)',
  },
  now: {
    aware: 'Know your evacuation routes and how fire warnings reach you, and keep roofs and gutters clear of dry leaves.',
    prepare:
      'Clean gutters and roofs of debris, keep 30 m (100 ft) of lean, green defensible space where allowed, keep your car fuelled and facing out, and keep N95 masks for smoke.',
    act: 'Follow "Ready, Set, Go!": keep go-bags in the car, leave early when authorities warn, avoid outdoor burning and spark-making work, and keep windows shut against smoke.',
  },
  plan: {
    aware: 'Before you build or buy near wildland, check the local fire-hazard map.',
    prepare: 'Build and maintain for fire: ember-resistant vents, a Class A roof, defensible space, and fire cover in your insurance.',
    act: 'Treat wildfire as a recurring threat to the site: fire-resistant construction, a maintained defensible zone, two evacuation routes, insurance that covers wildfire, and a plan for smoke days.',
  },
};

export const WILDFIRE_ADVICE_WORDS = {
  hazard: 'wildfire',
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
