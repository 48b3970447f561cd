// Portuguese reasons our source layer gives for a source that did not answer (see ../en/sources.ts).
import type { sources as en } from '../en/sources.js';
import type { Catalogue } from '../types.js';

export const sources: Catalogue<typeof en> = {
  offline: 'modo off-line ativado: nenhuma chamada foi feita',
  timeout: 'tempo esgotado após {{ms}} ms',
  timeoutBody: 'tempo esgotado após {{ms}} ms durante a leitura da resposta',
  timeoutAttempt: 'tempo esgotado após {{ms}} ms ({{attempts}} tentativa)',
  timeoutAttempts: 'tempo esgotado após {{ms}} ms ({{attempts}} tentativas)',
  dropped: 'a conexão caiu durante a leitura da resposta',
  notJson: 'a resposta não é um JSON válido ({{type}})',
  noContentType: 'sem tipo de conteúdo',
  retryAfterWait: 'limite de requisições: faltam {{seconds}} s da espera que o Retry-After pediu',
  circuitOpen: 'circuito aberto após {{failures}} chamadas com falha seguidas; a próxima tentativa será em no máximo {{seconds}} s',
  budgetRefused:
    'orçamento do Open-Meteo: {{used}} de {{max}} chamadas ponderadas usadas ou na fila {{window}}; esta chamada (peso {{weight}}) teria a sua vez dentro de {{wait}}, além da margem de {{timeout}} de cada fonte',
  refusalQueued: '{{refusal}}; fica na fila até a sua vez',
  queued: 'orçamento do Open-Meteo: esta chamada (peso {{weight}}) está na fila e terá a sua vez dentro de {{wait}}',
  plannedRefresh: 'orçamento do Open-Meteo: prevista para a próxima atualização deste lugar, dentro de {{seconds}} s',
  window: { minute: 'no último minuto', hour: 'na última hora', day: 'nas últimas 24 horas', other: 'no último período ({{label}})' },
  duration: { ms: '{{n}} ms', s: '{{n}} s', min: '{{n}} min', hMin: '{{h}} h {{min}} min' },
  reliefwebRefused:
    'O ReliefWeb recusou o appname «{{appname}}» (HTTP 403: appname não aprovado). Solicite um em {{page}} e defina-o nas configurações ou em RELIEFWEB_APPNAME.',
  reliefwebNoAppname:
    'Nenhum appname do ReliefWeb está definido: o ReliefWeb só atende appnames aprovados de antemão ({{page}}); defina o seu nas configurações ou em RELIEFWEB_APPNAME.',
  viewsNotCovered:
    'A execução {{run}} do ViEWS não tem previsão para {{country}} ({{iso3}}): o ViEWS só prevê os Estados independentes da lista de Gleditsch e Ward, por isso o risco de conflito não está disponível aqui.',
  fewsNetNoCountry:
    'A FEWS NET não publica nenhuma classificação compatível com a IPC para {{country}} (acompanha cerca de 30 países), por isso a insegurança alimentar não está disponível aqui.',
  fewsNetNoUnit:
    'Nenhuma unidade classificada pela FEWS NET para {{country}} na sua ronda de {{round}} ({{units}} unidades) contém {{place}}: a FEWS NET não classificou este local, por isso a insegurança alimentar não está disponível aqui (não se usa a fase de outra unidade).',
  fewsNetNoPairs:
    'As rondas da FEWS NET para {{country}} não contêm nenhuma projeção avaliada por uma classificação posterior, por isso a chance das suas projeções não pode ser medida e a insegurança alimentar não está disponível aqui.',
};
