// conflict: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'deadly armed conflict here (25 or more battle deaths, as UCDP counts them)',
    long: 'deadly armed conflict here (25 or more battle deaths a year, as UCDP counts them)',
  },
  now: {
    aware: 'Follow official travel advisories and local news, and register with your embassy when you travel.',
    prepare:
      'Keep documents, cash and supplies for several days ready, know your exits and shelters, and check the latest advisories (US State Dept., UK FCDO) before travelling.',
    act: 'Advisories at this level usually say do not travel; if you are there, follow UN OCHA and ICRC updates, prepare to shelter or leave at short notice, and keep supplies for several days.',
  },
  plan: {
    aware: 'Watch conflict trends (ACLED, ViEWS) in the area when planning long-term work there.',
    prepare:
      'Plan for insecurity: security and evacuation plans for staff, insurance that covers political violence, and partners on the ground.',
    act: 'Treat armed conflict as a standing condition: duty-of-care plans, political-violence insurance, remote-management options, and a clear threshold for suspending work.',
  },
};

export const CONFLICT_ADVICE_WORDS = {
  hazard: 'conflict',
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
