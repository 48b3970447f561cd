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
  advice: {
    chance: 'Probabilidad de {{event}} {{window}}: {{chance}} ({{term}}).',
    window: {
      next: {
        '7d': 'en los próximos 7 días',
        '30d': 'en los próximos 30 días',
        '1y': 'en el próximo año',
        '10y': 'en los próximos 10 años',
        '30y': 'en los próximos 30 años',
      },
      asked: 'entre el {{start}} y el {{end}}',
    },
    // The IPCC's calibrated language as its Spanish Summaries for Policymakers word it (docs/api-decisions.md "Guidance").
    likelihood: {
      virtuallyCertain: 'prácticamente seguro',
      veryLikely: 'muy probable',
      likely: 'probable',
      aboutAsLikelyAsNot: 'tan probable como improbable',
      unlikely: 'improbable',
      veryUnlikely: 'muy improbable',
      exceptionallyUnlikely: 'excepcionalmente improbable',
    },
    notAssessed: 'No se han podido evaluar aquí: {{hazards}}.',
    notAssessedOne: '{{hazard}} ({{reason}})',
    why: {
      pending: 'sus datos están en camino: vuelva a preguntar dentro de {{seconds}} s',
      notCovered: 'sus fuentes no cubren este lugar',
      failed: 'sus fuentes no respondieron hace un momento',
      noInput: 'a sus fuentes les faltaba un dato necesario',
    },
    unsupported: {
      tsunami:
        'Hazardcast no pronostica tsunamis. Esta respuesta trata de las sacudidas sísmicas en el lugar, la causa habitual de los tsunamis; para las zonas de evacuación y los avisos de tsunami, siga a su centro nacional de alerta de tsunamis.',
      volcano:
        'Hazardcast no pronostica erupciones volcánicas. Esta respuesta trata de las sacudidas sísmicas en el lugar; para los mapas de peligro volcánico y los niveles de alerta, siga al observatorio vulcanológico local.',
      landslide:
        'Hazardcast no pronostica deslizamientos de tierra. Esta respuesta trata de las inundaciones y las lluvias intensas en el lugar, que desencadenan la mayoría de los deslizamientos; para las laderas inestables, consulte al servicio geológico local.',
      avalanche:
        'Hazardcast no pronostica aludes. Esta respuesta trata de las tormentas dañinas en el lugar; para el peligro de aludes, siga al servicio regional de avisos de aludes.',
    },
  },
};
