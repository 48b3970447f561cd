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
  advice: {
    chance: 'Probabilidade de {{event}} {{window}}: {{chance}} ({{term}}).',
    window: {
      next: {
        '7d': 'nos próximos 7 dias',
        '30d': 'nos próximos 30 dias',
        '1y': 'no próximo ano',
        '10y': 'nos próximos 10 anos',
        '30y': 'nos próximos 30 anos',
      },
      asked: 'entre {{start}} e {{end}}',
    },
    // The IPCC's calibrated language in Portuguese (no IPCC translation exists; docs/api-decisions.md "Guidance").
    likelihood: {
      virtuallyCertain: 'praticamente certo',
      veryLikely: 'muito provável',
      likely: 'provável',
      aboutAsLikelyAsNot: 'tão provável quanto improvável',
      unlikely: 'improvável',
      veryUnlikely: 'muito improvável',
      exceptionallyUnlikely: 'excepcionalmente improvável',
    },
    notAssessed: 'Sem avaliação aqui: {{hazards}}.',
    notAssessedOne: '{{hazard}} ({{reason}})',
    why: {
      pending: 'os dados estão a caminho: pergunte de novo em {{seconds}} s',
      notCovered: 'as fontes não cobrem este lugar',
      failed: 'as fontes não responderam agora há pouco',
      noInput: 'faltou às fontes um dado necessário',
    },
    unsupported: {
      tsunami:
        'O Hazardcast não prevê tsunamis. Esta resposta fala dos tremores de terra neste local, que são a causa mais comum dos tsunamis; para zonas de evacuação e alertas de tsunami, siga o centro nacional de alerta de tsunamis.',
      volcano:
        'O Hazardcast não prevê erupções vulcânicas. Esta resposta fala dos tremores de terra neste local; para mapas de perigo vulcânico e níveis de alerta, siga o observatório vulcanológico local.',
      landslide:
        'O Hazardcast não prevê deslizamentos de terra. Esta resposta fala das inundações e das chuvas fortes neste local, que desencadeiam a maioria dos deslizamentos; para encostas instáveis, consulte o serviço geológico local.',
      avalanche:
        'O Hazardcast não prevê avalanches. Esta resposta fala das tempestades destrutivas neste local; para o perigo de avalanches, siga o serviço regional de alerta de avalanches.',
    },
  },
};
