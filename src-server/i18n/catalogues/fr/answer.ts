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
};
