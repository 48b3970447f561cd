// German words of the answer's frame: headline, badge and the MCP summary (see ../en/answer.ts).
import type { answer as en } from '../en/answer.js';
import type { Catalogue } from '../types.js';

export const answer: Catalogue<typeof en> = {
  headline: '{{risk}} in {{place}}',
  badge: {
    risk: 'Risiko',
    unavailable: 'keine Daten',
    notAvailable: 'k. A.',
    chance: '{{chance}} Wahrscheinlichkeit · Vertrauen {{confidence}}',
    chanceShort: '{{chance}} · Vertrauen {{confidence}}',
    noData: 'gerade keine Live-Daten',
    what: '{{risk}} · Horizont {{horizon}}',
    whatShort: '{{hazard}} · Horizont {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · öffentliche Live-Daten',
    summary: '{{risk}} für {{label}} über {{horizon}}: {{score}} von 100, {{level}}',
    summaryUnavailable: '{{risk}} für {{label}}: keine Daten',
  },
  summary: {
    text: '{{headline}}, {{when}}: Risikowert {{score}}/100 ({{level}}), Wahrscheinlichkeit {{probability}} %, Schwere {{severity}} %, Vertrauen {{confidence}}. Ereignis: {{event}}. Quellen: {{sources}}.',
    asked: '{{window}} (der erfragte Zeitraum; Horizont {{horizon}})',
    over: 'über {{horizon}} ({{window}})',
    noSources: 'keine',
  },
  unscored: {
    budget: 'wartet auf das Open-Meteo-Budget: {{sources}} in {{seconds}} s',
    retryAfter: 'wartet auf das Retry-After der Quelle: {{sources}} in {{seconds}} s',
    notCovered: 'von der Quelle nicht abgedeckt: {{failures}}',
    sourceFailed: 'Quelle ausgefallen: {{failures}}',
    noInput: 'alle Quellen haben geantwortet, doch dem Modell fehlte eine Angabe, die es für die Entscheidung über das Ereignis braucht',
    hazard: '{{hazard}}: {{reason}}',
    failure: '{{source}} ({{reason}})',
  },
  // TODO(translation): the advice section is English until translated.
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
