// Portuguese words the models share (see ../en/models.ts).
import type { models as en } from '../en/models.js';
import type { Catalogue } from '../types.js';

export const models: Catalogue<typeof en> = {
  weather: {
    noYears: 'nenhum ano',
    pastEnsemble: 'do conjunto',
    pastIfs: 'da execução determinística IFS do ECMWF',
    era5And: 'ERA5 e {{history}}',
    ifItHappens: 'Se acontecer: cerca de {{days}} dias de transtorno esperados (gravidade {{severity}}).',
  },
  physical: {
    noCmip6: 'Nenhuma simulação CMIP6 respondeu: a probabilidade dos anos seguintes supõe o clima atual.',
    usually: 'O habitual (mesmas datas, anos do {{history}}): {{clim}}; esta previsão: {{chance}}.',
    laterYears:
      'Os {{years}} ano(s) depois do primeiro: {{perYear}} por ano em média, tomados como independentes; com o primeiro ano ({{first}}), {{chance}} em todo o período.',
    expected: 'Em média no período: {{episodes}} episódio(s) danoso(s) ({{what}}), {{days}} dias de transtorno no total.',
    once: 'Pelo menos uma vez no período, {{what}}',
  },
  eonet: {
    companion:
      'Evento verificável associado: {{count}} {{plural}} segundo o EONET a menos de {{km}} km em {{years}} anos; probabilidade vinculada de um no período: {{chance}}.',
    noAnswer: 'O NASA EONET não respondeu: o evento associado se baseia na probabilidade a priori de um catálogo sem eventos.',
    event: 'Pelo menos um evento de {{noun}} do NASA EONET observado a menos de {{km}} km de {{place}}',
    eventsLayer: 'EONET: {{plural}} a menos de {{km}} km ({{years}} anos)',
    radiusLayer: 'Raio do evento associado do EONET ({{hazard}}, {{km}} km)',
    noun: { floods: 'inundação', severeStorms: 'tempestade forte', wildfires: 'incêndio florestal' },
    plural: { floods: 'inundações', severeStorms: 'tempestades fortes', wildfires: 'incêndios florestais' },
  },
  bias: {
    corrected:
      'Membros corrigidos em relação ao {{history}} pelo mapeamento de quantis dos últimos {{days}} dias {{past}} (correção média: {{parts}}).',
    additive: '{{variable}} {{sign}}{{amount}}{{unit}}',
    multiplicative: '{{variable}} ×{{factor}}',
    fewDays:
      'Há poucos dias recentes do {{history}} para mapear {{variable}} do conjunto ({{days}} < {{min}}): para {{variable}}, os membros são usados como previstos, sem correção, e a completude dos dados é menor.',
    fewValues:
      'Há poucos valores recentes dos membros para mapear {{variable}} do conjunto ({{values}} < {{min}}): para {{variable}}, os membros são usados como previstos, sem correção, e a completude dos dados é menor.',
    variable: {
      gustMaxKmh: 'as rajadas',
      windMeanKmh: 'o vento médio',
      precipMm: 'a chuva',
      tmaxC: 'a temperatura máxima',
      rhMinPct: 'a umidade mínima',
    },
    unit: { tmaxC: ' °C', rhMinPct: ' pontos' },
  },
  reliefweb: {
    unread: 'Não foi possível ler os relatórios de situação do ReliefWeb (apenas contexto): {{reason}}',
    none: 'O ReliefWeb não lista nenhum relatório sobre o país ({{country}}) com a etiqueta {{themes}} nos últimos {{days}} dias (apenas contexto).',
    latest:
      'Últimos relatórios de situação do ReliefWeb sobre o país, {{country}} ({{total}} com a etiqueta {{themes}} em {{days}} dias; contexto, fora da probabilidade): {{titles}}.',
    theme: '«{{name}}»',
    report: '«{{title}}»',
    reportDated: '«{{title}}» ({{date}})',
  },
};
