// food-insecurity: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a food crisis here (IPC Phase 3 or worse)',
    long: 'a food crisis here (IPC Phase 3 or worse)',
  },
  now: {
    aware: "Keep an eye on food prices and FEWS NET's outlook for the area, and keep a few days of food in stock.",
    prepare: 'Keep a stock of staple food and water, budget for higher prices, and know where WFP and local programmes distribute aid.',
    act: 'Support WFP, UNICEF and local food programmes, check on the most vulnerable households, and secure supplies for staff and dependants.',
  },
  plan: {
    aware: "Follow FEWS NET's outlooks for the area when planning work or travel there.",
    prepare:
      'Plan for food shortages in the area: supply chains with alternatives, reserves for staff and dependants, and partnerships with local food programmes.',
    act: 'Treat hunger as a standing condition of the area: long-term support to local food systems, supply reserves, and programmes that protect the nutrition of children and mothers.',
  },
};

export const FOOD_INSECURITY_ADVICE_WORDS = {
  hazard: 'food-insecurity',
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
