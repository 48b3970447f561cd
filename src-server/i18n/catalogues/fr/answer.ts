// French words of the answer's frame: headline, badge and the MCP summary (see ../en/answer.ts).
import type { answer as en } from '../en/answer.js';
import type { Catalogue } from '../types.js';

export const answer: Catalogue<typeof en> = {
  headline: '{{risk}} à {{place}}',
  badge: {
    risk: 'Risque',
    unavailable: 'indisponible',
    notAvailable: 'n.d.',
    chance: '{{chance}} de probabilité · confiance {{confidence}}',
    chanceShort: '{{chance}} · confiance {{confidence}}',
    noData: 'pas de données en direct',
    what: '{{risk}} · à {{horizon}}',
    whatShort: '{{hazard}} · à {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · données publiques en direct',
    summary: '{{risk}} pour {{label}} à {{horizon}} : {{score}} sur 100, {{level}}',
    summaryUnavailable: '{{risk}} pour {{label}} : indisponible',
  },
  summary: {
    text: '{{headline}}, {{when}} : score de risque {{score}}/100 ({{level}}), probabilité {{probability}} %, gravité {{severity}} %, confiance {{confidence}}. Événement : {{event}}. Sources : {{sources}}.',
    asked: '{{window}} (la période demandée ; horizon {{horizon}})',
    over: 'à {{horizon}} ({{window}})',
    noSources: 'aucune',
  },
  unscored: {
    budget: 'en attente du budget Open-Meteo : {{sources}} dans {{seconds}} s',
    retryAfter: 'en attente du Retry-After de la source : {{sources}} dans {{seconds}} s',
    notCovered: 'la source ne couvre pas ce lieu : {{failures}}',
    sourceFailed: 'une source a échoué : {{failures}}',
    noInput: 'toutes les sources ont répondu, mais il manquait au modèle une donnée nécessaire pour décider de l’événement',
    hazard: '{{hazard}} : {{reason}}',
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
