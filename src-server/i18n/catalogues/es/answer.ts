// Spanish words of the answer's frame: headline, badge and the MCP summary (see ../en/answer.ts).
import type { answer as en } from '../en/answer.js';
import type { Catalogue } from '../types.js';

export const answer: Catalogue<typeof en> = {
  headline: '{{risk}} en {{place}}',
  badge: {
    risk: 'Riesgo',
    unavailable: 'sin datos',
    notAvailable: 'n/d',
    chance: '{{chance}} de probabilidad · confianza {{confidence}}',
    chanceShort: '{{chance}} · confianza {{confidence}}',
    noData: 'sin datos en directo ahora',
    what: '{{risk}} · a {{horizon}}',
    whatShort: '{{hazard}} · a {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · datos públicos en directo',
    summary: '{{risk}} para {{label}} a {{horizon}}: {{score}} de 100, {{level}}',
    summaryUnavailable: '{{risk}} para {{label}}: sin datos',
  },
  summary: {
    text: '{{headline}}, {{when}}: puntuación de riesgo {{score}}/100 ({{level}}), probabilidad {{probability}} %, gravedad {{severity}} %, confianza {{confidence}}. Evento: {{event}}. Fuentes: {{sources}}.',
    asked: '{{window}} (el periodo preguntado; horizonte {{horizon}})',
    over: 'a {{horizon}} ({{window}})',
    noSources: 'ninguna',
  },
  unscored: {
    budget: 'a la espera del presupuesto de Open-Meteo: {{sources}} en {{seconds}} s',
    retryAfter: 'a la espera del Retry-After de la fuente: {{sources}} en {{seconds}} s',
    notCovered: 'la fuente no cubre este lugar: {{failures}}',
    sourceFailed: 'falló una fuente: {{failures}}',
    noInput: 'todas las fuentes respondieron, pero al modelo le faltó un dato que necesita para decidir el evento',
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
