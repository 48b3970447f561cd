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
