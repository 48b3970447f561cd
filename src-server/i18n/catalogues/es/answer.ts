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
};
