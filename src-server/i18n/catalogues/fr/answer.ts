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
  advice: {
    chance: 'Probabilité {{event}} {{window}} : {{chance}} ({{term}}).',
    window: {
      next: {
        '7d': 'dans les 7 prochains jours',
        '30d': 'dans les 30 prochains jours',
        '1y': 'dans l’année à venir',
        '10y': 'dans les 10 prochaines années',
        '30y': 'dans les 30 prochaines années',
      },
      asked: 'entre le {{start}} et le {{end}}',
    },
    // The IPCC's calibrated language as its French Summaries for Policymakers word it (docs/api-decisions.md "Guidance").
    likelihood: {
      virtuallyCertain: 'quasiment certain',
      veryLikely: 'très probable',
      likely: 'probable',
      aboutAsLikelyAsNot: 'à peu près aussi probable qu’improbable',
      unlikely: 'improbable',
      veryUnlikely: 'très improbable',
      exceptionallyUnlikely: 'exceptionnellement improbable',
    },
    notAssessed: 'Pas d’évaluation ici pour : {{hazards}}.',
    notAssessedOne: '{{hazard}} ({{reason}})',
    why: {
      pending: 'ses données arrivent : reposez la question dans {{seconds}} s',
      notCovered: 'ses sources ne couvrent pas ce lieu',
      failed: 'ses sources n’ont pas répondu à l’instant',
      noInput: 'il manquait à ses sources une donnée nécessaire',
    },
    unsupported: {
      tsunami:
        'Hazardcast ne prévoit pas les tsunamis. Cette réponse porte sur les secousses sismiques sur place, cause habituelle des tsunamis ; pour les zones d’évacuation et les alertes aux tsunamis, suivez votre centre national d’alerte aux tsunamis.',
      volcano:
        'Hazardcast ne prévoit pas les éruptions volcaniques. Cette réponse porte sur les secousses sismiques sur place ; pour les cartes des aléas volcaniques et les niveaux d’alerte, suivez l’observatoire volcanologique local.',
      landslide:
        'Hazardcast ne prévoit pas les glissements de terrain. Cette réponse porte sur les inondations et les fortes pluies sur place, qui déclenchent la plupart des glissements de terrain ; pour les pentes instables, adressez-vous au service géologique local.',
      avalanche:
        'Hazardcast ne prévoit pas les avalanches. Cette réponse porte sur les tempêtes destructrices sur place ; pour le danger d’avalanche, suivez le service régional d’alerte aux avalanches.',
    },
  },
};
