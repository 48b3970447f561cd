// English words of the answer's frame: the headline, the badge and the MCP tool's one-line summary.

export const answer = {
  headline: '{{risk}} in {{place}}',
  badge: {
    risk: 'Risk',
    unavailable: 'unavailable',
    notAvailable: 'n/a',
    chance: '{{chance}} chance · {{confidence}} confidence',
    chanceShort: '{{chance}} · {{confidence}} confidence',
    noData: 'no live data right now',
    what: '{{risk}} · next {{horizon}}',
    whatShort: '{{hazard}} · next {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · live public data',
    summary: '{{risk}} for {{label}} over {{horizon}}: {{score}} of 100, {{level}}',
    summaryUnavailable: '{{risk}} for {{label}}: unavailable',
  },
  summary: {
    text: '{{headline}}, {{when}}: risk score {{score}}/100 ({{level}}), probability {{probability}}%, severity {{severity}}%, confidence {{confidence}}. Event: {{event}}. Sources: {{sources}}.',
    asked: '{{window}} (the period asked; horizon {{horizon}})',
    over: 'over {{horizon}} ({{window}})',
    noSources: 'none',
  },
  unscored: {
    budget: 'waiting for the Open-Meteo budget: {{sources}} in {{seconds}} s',
    retryAfter: "waiting for the source's Retry-After: {{sources}} in {{seconds}} s",
    notCovered: 'not covered by the source: {{failures}}',
    sourceFailed: 'source failed: {{failures}}',
    noInput: 'every source answered, but the model lacked an input it needs to decide the event',
    hazard: '{{hazard}}: {{reason}}',
    failure: '{{source}} ({{reason}})',
  },
  advice: {
    chance: 'Chance of {{event}} {{window}}: {{chance}} ({{term}}).',
    window: {
      next: {
        '7d': 'in the next 7 days',
        '30d': 'in the next 30 days',
        '1y': 'in the next year',
        '10y': 'in the next 10 years',
        '30y': 'in the next 30 years',
      },
      asked: 'between {{start}} and {{end}}',
    },
    likelihood: {
      virtuallyCertain: 'virtually certain',
      veryLikely: 'very likely',
      likely: 'likely',
      aboutAsLikelyAsNot: 'about as likely as not',
      unlikely: 'unlikely',
      veryUnlikely: 'very unlikely',
      exceptionallyUnlikely: 'exceptionally unlikely',
    },
    notAssessed: 'Not assessed here: {{hazards}}.',
    notAssessedOne: '{{hazard}} ({{reason}})',
    why: {
      pending: 'its data is on its way: ask again in {{seconds}} s',
      notCovered: 'its sources do not cover this place',
      failed: 'its sources did not answer just now',
      noInput: 'its sources lacked data it needs',
    },
    unsupported: {
      tsunami:
        'Hazardcast does not forecast tsunamis. This answer is about earthquake shaking at the place, the usual cause of tsunamis; for tsunami evacuation zones and warnings, follow your national tsunami warning centre.',
      volcano:
        'Hazardcast does not forecast volcanic eruptions. This answer is about earthquake shaking at the place; for volcanic hazard maps and alert levels, follow the local volcano observatory.',
      landslide:
        'Hazardcast does not forecast landslides. This answer is about flooding and heavy rain at the place, which set off most landslides; for slopes prone to sliding, ask the local geological survey.',
      avalanche:
        'Hazardcast does not forecast avalanches. This answer is about damaging storms at the place; for avalanche danger, follow the regional avalanche warning service.',
    },
  },
};
