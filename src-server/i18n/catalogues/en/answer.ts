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
};
