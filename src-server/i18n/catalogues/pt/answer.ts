// Portuguese words of the answer's frame: headline, badge and the MCP summary (see ../en/answer.ts).
import type { answer as en } from '../en/answer.js';
import type { Catalogue } from '../types.js';

export const answer: Catalogue<typeof en> = {
  headline: '{{risk}} em {{place}}',
  badge: {
    risk: 'Risco',
    unavailable: 'sem dados',
    notAvailable: 'n/d',
    chance: '{{chance}} de probabilidade · confiança {{confidence}}',
    chanceShort: '{{chance}} · confiança {{confidence}}',
    noData: 'sem dados ao vivo agora',
    what: '{{risk}} · em {{horizon}}',
    whatShort: '{{hazard}} · em {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · dados públicos ao vivo',
    summary: '{{risk}} para {{label}} em {{horizon}}: {{score}} de 100, {{level}}',
    summaryUnavailable: '{{risk}} para {{label}}: sem dados',
  },
  summary: {
    text: '{{headline}}, {{when}}: pontuação de risco {{score}}/100 ({{level}}), probabilidade {{probability}} %, gravidade {{severity}} %, confiança {{confidence}}. Evento: {{event}}. Fontes: {{sources}}.',
    asked: '{{window}} (o período perguntado; horizonte {{horizon}})',
    over: 'em {{horizon}} ({{window}})',
    noSources: 'nenhuma',
  },
  unscored: {
    budget: 'à espera do orçamento do Open-Meteo: {{sources}} em {{seconds}} s',
    retryAfter: 'à espera do Retry-After da fonte: {{sources}} em {{seconds}} s',
    notCovered: 'a fonte não cobre este lugar: {{failures}}',
    sourceFailed: 'uma fonte falhou: {{failures}}',
    noInput: 'todas as fontes responderam, mas faltou ao modelo um dado de que precisa para decidir o evento',
    hazard: '{{hazard}}: {{reason}}',
    failure: '{{source}} ({{reason}})',
  },
};
