// earthquake: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'strong shaking here (intensity VI or more)',
    long: 'strong shaking here (intensity VI or more)',
  },
  now: {
    aware: 'Secure heavy furniture and water heaters, and know where to Drop, Cover and Hold On (Ready.gov).',
    prepare:
      'Secure heavy furniture, keep shoes and a torch by the bed, store water and food for three days, and agree a reunion point; after a quake, stay ready for aftershocks.',
    act: 'Check whether your building is earthquake-resistant and avoid sleeping in weak masonry buildings; keep go-bags ready and follow official aftershock advisories.',
  },
  plan: {
    aware: 'When you build, buy or rent, ask which seismic code the building meets.',
    prepare:
      'Check that the buildings you rely on meet current seismic codes, retrofit soft storeys and unreinforced masonry, and consider earthquake insurance.',
    act: 'Make seismic safety a condition of the site: buildings to current seismic codes or retrofitted, earthquake insurance, business-continuity plans and a family or staff reunion plan.',
  },
};

export const EARTHQUAKE_ADVICE_WORDS = {
  hazard: 'earthquake',
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
