// heat: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a severe heatwave here',
    long: "a day hotter than today's 1-in-20-year hottest day here",
  },
  now: {
    aware:
      'Know the signs of heat exhaustion (heavy sweating, dizziness, nausea) and of heat stroke, a medical emergency, and keep water at hand on hot days.',
    prepare:
      'Check that cooling works, plan daily check-ins for people living alone, older people and infants, move strenuous work to the cooler hours, and keep medicines that heat affects stored cool (WHO, CDC).',
    act: 'Keep people cool now: stay indoors in the hottest hours, use cooling centres if homes have no cooling, drink water regularly, never leave anyone in a parked car, and call emergency services for confusion or fainting.',
  },
  plan: {
    aware: 'When you build or renovate, favour shade, insulation and ventilation that keep rooms cool.',
    prepare:
      'Plan for hotter summers: shading, insulation, efficient cooling, trees around buildings, and heat plans for workers and people at risk.',
    act: 'Make extreme heat part of the site plan: passive cooling and backup power for cooling, heat-action plans for staff and residents, and work schedules that avoid the hottest hours.',
  },
};

export const HEAT_ADVICE_WORDS = {
  hazard: 'heat',
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
