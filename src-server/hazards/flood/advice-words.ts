// flood: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a flood here above the 5-year river or rain level',
    long: 'a flood here above the 20-year river or rain level',
  },
  now: {
    aware: 'Know whether you are in a mapped flood zone and how local flood warnings reach you, and keep drains and gutters clear.',
    prepare:
      'Sign up for flood alerts, keep a go-bag with documents, medicines and a torch, and move valuables and electrics above the ground floor (Ready.gov).',
    act: 'Move people, vehicles and critical stock to higher ground now, plan a route that avoids low crossings, switch off electricity at the main if water may enter, and leave when authorities say so.',
  },
  plan: {
    aware: 'Check the flood-zone map before you build, buy or rent, and look at flood cover when you renew insurance.',
    prepare:
      'Keep ground floors flood-resilient (tiled floors, raised sockets and boilers), check that flood insurance is available and affordable, and keep drains and retention basins maintained.',
    act: "Treat flooding as part of the site's future: build or buy above the 100-year flood level, budget for flood-proofing and drainage, insure against flood, and weigh whether the site suits what you plan.",
  },
};

export const FLOOD_ADVICE_WORDS = {
  hazard: 'flood',
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
