// drought: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a severe dry spell here (the driest 10% for the season)',
    long: 'a severe dry season here (the driest 10% for the season)',
  },
  now: {
    aware: 'Fix leaks and keep watching the seasonal outlooks of your national meteorological service.',
    prepare: 'Start saving water now: fix leaks, water gardens early or late, collect rainwater where allowed, and check wells and tanks.',
    act: 'Follow water restrictions, agree priorities for drinking, hygiene and livestock, check on farmers and pastoralists, and act early on crop and feed plans (FAO early action).',
  },
  plan: {
    aware: 'When you choose a site, check where its water comes from and how it fared in past droughts.',
    prepare:
      'Plan for dry seasons: water storage, efficient irrigation, drought-tolerant planting, and supply contracts that hold under restrictions.',
    act: 'Make drought part of the site plan: water rights or storage for several dry seasons, crops and processes that need less water, and insurance or reserves for lost harvests or output.',
  },
};

export const DROUGHT_ADVICE_WORDS = {
  hazard: 'drought',
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
