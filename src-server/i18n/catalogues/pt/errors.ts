// Portuguese words of the problem documents (see ../en/errors.ts); field names, headers and values are kept as they are.
import type { errors as en } from '../en/errors.js';
import type { Catalogue } from '../types.js';
import { fields } from './fields.js';

export const errors: Catalogue<typeof en> = {
  codes: {
    bad_request: {
      title: 'Pedido incorreto',
      explanation: 'Não foi possível ler o pedido (por exemplo, uma URL ou um pedido HTTP malformado).',
    },
    validation_failed: {
      title: 'Pedido inválido',
      explanation: 'Falta um campo ou ele tem um valor fora dos permitidos. A lista errors indica cada campo e os valores permitidos.',
    },
    invalid_json: { title: 'Corpo JSON malformado', explanation: 'Não foi possível interpretar o corpo como JSON.' },
    empty_body: { title: 'Corpo do pedido vazio', explanation: 'O Content-Type indica JSON, mas o corpo está vazio.' },
    unauthorized: {
      title: 'Não autorizado',
      explanation: 'O token Authorization: Bearer não é nem o token do proprietário nem um token de gestão deste servidor.',
    },
    invalid_api_key: {
      title: 'Chave de API inválida',
      explanation: 'A X-Service-API-Key é desconhecida ou foi revogada. Uma chave errada nunca é tratada como anônima.',
    },
    forbidden: {
      title: 'Proibido',
      explanation: 'Quem chama não pode fazer isto (a gestão de chaves e as configurações são do proprietário).',
    },
    forbidden_host: { title: 'Host não permitido', explanation: 'O cabeçalho Host não é um nome local (proteção contra DNS rebinding).' },
    forbidden_origin: { title: 'Origem não permitida', explanation: 'O cabeçalho Origin não corresponde a uma página local.' },
    not_found: { title: 'Não encontrado', explanation: 'Essa rota ou esse recurso não existe.' },
    watch_not_found: {
      title: 'Monitoramento não encontrado',
      explanation: 'Nenhum monitoramento com esse identificador está visível para quem chama.',
    },
    api_key_required: {
      title: 'Chave de API necessária',
      explanation:
        'Os portfólios pertencem a uma chave de API ou ao proprietário: envie X-Service-API-Key (ou o token do proprietário). Quem chama anonimamente não tem nenhuma.',
    },
    portfolio_not_found: {
      title: 'Portfólio não encontrado',
      explanation: 'Nenhum portfólio com esse identificador está visível para quem chama.',
    },
    no_usable_sites: {
      title: 'Nenhum local utilizável',
      explanation:
        'Nenhuma linha da importação pôde ser usada: cada uma precisa de coordenadas válidas ou de um lugar que possa ser encontrado. rejected dá o motivo de cada linha.',
    },
    too_many_sites: {
      title: 'Locais demais',
      explanation: 'Um portfólio tem no máximo 1.000 locais: divida a importação.',
    },
    key_not_found: {
      title: 'Chave de API não encontrada',
      explanation: 'Não há nenhuma chave de API com esse identificador (gestão de chaves do proprietário).',
    },
    method_not_allowed: { title: 'Método não permitido', explanation: 'A rota existe, mas não para este método HTTP.' },
    setting_locked: {
      title: 'Configuração fixada pelo ambiente',
      explanation: 'Uma variável de ambiente fixa esta configuração (por exemplo, HAZARDCAST_OFFLINE=1): altere-a lá e reinicie.',
    },
    tiles_disabled: {
      title: 'Os blocos de mapa on-line estão desativados',
      explanation: 'Os blocos de mapa on-line estão desativados nas configurações (onlineTiles).',
    },
    not_acceptable: {
      title: 'Não aceitável',
      explanation: 'O servidor não consegue responder em nenhum tipo de conteúdo permitido pelo cabeçalho Accept.',
    },
    payload_too_large: {
      title: 'Corpo do pedido grande demais',
      explanation: 'Os corpos estão limitados a 64 KiB (uma importação de portfólio a 1 MiB).',
    },
    uri_too_long: {
      title: 'URI longa demais',
      explanation:
        'Um parâmetro do caminho (como o identificador de um monitoramento) tem mais de 100 caracteres; os identificadores criados pelo Hazardcast são bem mais curtos.',
    },
    unsupported_media_type: {
      title: 'Tipo de conteúdo não suportado',
      explanation:
        'Só são aceitos corpos com Content-Type: application/json (uma importação de portfólio também aceita text/csv e application/geo+json).',
    },
    place_not_found: {
      title: 'Lugar não encontrado',
      explanation:
        'Nenhum lugar foi reconhecido na pergunta. Indique uma cidade ou coordenadas. Um nome lido como o lugar mas desconhecido é devolvido em `unknownPlace`, com os nomes conhecidos mais próximos em `candidates`; nunca se responde por outro lugar.',
    },
    quota_exceeded: {
      title: 'Cota diária esgotada',
      explanation: 'A cota diária se esgotou; ela é renovada às 00:00 UTC (veja Retry-After e X-RateLimit-Reset).',
    },
    rate_limited: { title: 'Pedidos demais', explanation: 'Pedidos demais em pouco tempo; veja Retry-After.' },
    internal_error: {
      title: 'Erro interno',
      explanation: 'Uma falha inesperada do nosso lado. Ela foi registrada; o detalhe é ocultado de propósito.',
    },
    invalid_config: {
      title: 'Configuração inválida',
      explanation:
        'Uma configuração (variável de ambiente ou arquivo de configuração) é inválida, por isso o aplicativo não inicia. Nunca é enviado por HTTP.',
    },
    db_out_of_sync: {
      title: 'Banco de dados de uma versão mais nova',
      explanation:
        'O banco de dados contém migrações que esta versão não conhece, por isso o aplicativo não inicia. Nunca é enviado por HTTP.',
    },
    db_corrupt: {
      title: 'Banco de dados danificado',
      explanation:
        'Só na inicialização: o arquivo do banco de dados está danificado. Restaure uma cópia com npm run restore (docs/reliability.md). Nunca é enviado por HTTP.',
    },
    restore_refused: {
      title: 'Restauração recusada',
      explanation:
        'Só com npm run restore: a cópia está danificada ou é nova demais, ou o aplicativo ainda está em execução. Nunca é enviado por HTTP.',
    },
    copy_refused: {
      title: 'Cópia recusada',
      explanation:
        'Só com npm run db:copy: o banco de dados do servidor da equipe não está vazio, ou os dois têm versões de esquema diferentes. Nunca é enviado por HTTP.',
    },
    copy_mismatch: {
      title: 'Cópia não verificada',
      explanation:
        'Só com npm run db:copy: uma tabela tem linhas diferentes nos dois lados depois da cópia (as contagens ou as somas de verificação diferem). Nunca é enviado por HTTP.',
    },
    storage_full: {
      title: 'Armazenamento cheio',
      explanation:
        'O disco do banco de dados está cheio, por isso não foi possível salvar o pedido. Nada foi gravado pela metade. Libere espaço e tente de novo (Retry-After).',
    },
    storage_unavailable: {
      title: 'Armazenamento indisponível',
      explanation:
        'Não foi possível ler nem gravar o banco de dados (um erro de disco). Nada foi gravado pela metade. Tente de novo mais tarde.',
    },
    secret_key_unavailable: {
      title: 'Chave de segredos indisponível',
      explanation:
        'Não é possível ler a chave que sela os segredos guardados (secret.key ausente, malformada ou mantida pelo chaveiro do aplicativo de desktop).',
    },
    secret_unreadable: {
      title: 'Segredo guardado ilegível',
      explanation:
        'Um segredo guardado não abre com a chave atual (a chave foi substituída ou perdida). Informe o segredo de novo nas configurações.',
    },
    offline_mode: {
      title: 'O modo off-line está ativado',
      explanation:
        'O modo off-line está ativado, por isso nada é baixado da internet. Desative-o nas configurações (a menos que HAZARDCAST_OFFLINE=1 o tenha fixado).',
    },
    tile_unavailable: {
      title: 'Bloco de mapa indisponível',
      explanation:
        'O servidor de blocos on-line falhou ou respondeu algo que não é uma imagem; o mapa base off-line continua sendo desenhado.',
    },
    forecast_pending: {
      title: 'Previsão pendente',
      explanation:
        'Ainda não foi possível pontuar nada: as chamadas de que os perigos pedidos precisam esperam a sua vez no orçamento do Open-Meteo (ou o `Retry-After` de uma fonte) e estão a ser feitas entretanto. Pergunte de novo depois de `Retry-After` segundos; `hazards[]` dá o estado, `readyAt` e o motivo de cada perigo. Não é uma falha: nenhuma fonte falhou.',
    },
    sources_unavailable: {
      title: 'Fontes de dados indisponíveis',
      explanation:
        'Não foi possível pontuar nenhum perigo pedido e nenhum espera a sua vez: uma fonte falhou sem nada em cache, ou faltou um dado ao modelo. O detalhe e `hazards[]` dão o motivo de cada perigo; `sources` lista o estado de cada fonte. Tente mais tarde.',
    },
  },
  details: {
    hidden: 'Algo deu errado do nosso lado. Isso foi registrado.',
    unsupportedMediaType: 'Envie o corpo como JSON com o cabeçalho Content-Type: application/json.',
    bodyTooLarge: 'O corpo do pedido passa do limite: 64 KiB (1 MiB para uma importação de portfólio).',
    emptyBody: 'O corpo está vazio, mas o Content-Type indica JSON; envie um objeto JSON.',
    invalidJson: 'O corpo não é um JSON válido.',
    contentLength: 'O cabeçalho Content-Length não corresponde ao corpo.',
    paramTooLong: 'Um parâmetro do caminho tem mais de 100 caracteres.',
    badUrl: 'A URL não é válida (uma codificação percentual malformada?).',
    unparsable: 'Não foi possível interpretar o pedido HTTP.',
    noRoute: 'Não há rota para {{method}} {{path}}. Consulte /docs para ver a API.',
    ownerToken: 'O token bearer do Authorization não é o token do proprietário deste aplicativo.',
    manageToken:
      'O token bearer do Authorization não é um token de gestão emitido por este servidor (cada um é mostrado uma vez, ao criar um monitoramento anônimo).',
    apiKey: 'A X-Service-API-Key é desconhecida ou foi revogada.',
    host: 'O host «{{host}}» não é permitido. O Hazardcast só responde em localhost (defina HAZARDCAST_ALLOWED_HOSTS para acrescentar nomes).',
    origin: 'A origem «{{origin}}» não é permitida. Só as páginas servidas a partir de localhost podem chamar esta API.',
    quota:
      'A cota diária de {{limit}} pedidos para {{who}} se esgotou. Ela é renovada às 00:00 UTC ({{reset}}). Envie uma X-Service-API-Key para um nível superior.',
    quotaAnonymous: 'este endereço IP (anônimo)',
    quotaKey: 'esta chave de nível {{tier}}',
    badgeRate: 'Pedidos de selo demais a partir deste endereço IP: o limite é de {{limit}} por minuto.',
    ownerSettings: 'As configurações do aplicativo são do proprietário (Authorization: Bearer <token do proprietário>).',
    ownerTests: 'Os envios de teste são do proprietário (Authorization: Bearer <token do proprietário>).',
    ownerKeys: 'A gestão de chaves é exclusiva do proprietário do aplicativo (Authorization: Bearer <token do proprietário>).',
    ownerNotify: 'As configurações de notificação são do proprietário (Authorization: Bearer <token do proprietário>).',
    offlineLocked: 'HAZARDCAST_OFFLINE=1 mantém o modo off-line ativado: remova-a e reinicie para ficar on-line.',
    keyNotFound: 'Não há nenhuma chave de API com o identificador «{{id}}».',
    watchNotFound: 'Não há nenhum monitoramento {{id}} para quem chama.',
    apiKeyRequired:
      'Os portfólios precisam de uma chave de API (X-Service-API-Key) ou do token do proprietário; quem chama anonimamente não pode criá-los.',
    portfolioNotFound: 'Não há nenhum portfólio {{id}} para quem chama.',
    offlineTiles: 'O modo off-line está ativado: nenhum bloco de mapa on-line é baixado.',
    tilesOff: 'Os blocos de mapa on-line estão desativados nas configurações.',
    tileRange: '{{field}} deve ser menor que 2^z ({{max}}) no zoom {{z}}.',
    tileNoAnswer: 'O servidor de blocos não respondeu: {{error}}.',
    tileStatus: 'O servidor de blocos respondeu HTTP {{status}}.',
    tileType: 'O servidor de blocos respondeu {{type}}, que não é uma imagem.',
    tileNoType: 'sem tipo de conteúdo',
    tilePrivate:
      'O servidor de mosaicos levou a um endereço privado ({{target}}); o proprietário pode permitir destinos privados nas definições.',
    tileRedirectPrivate:
      'O servidor de mosaicos redirecionou para um endereço privado ({{target}}); o proprietário pode permitir destinos privados nas definições.',
    tileRedirects: 'O servidor de mosaicos redirecionou mais de {{max}} vezes.',
    tileRedirectNotUrl: 'O servidor de mosaicos redirecionou para algo que não é um URL.',
    tileRedirectScheme: 'O servidor de mosaicos redirecionou para um URL {{scheme}}.',
    pendingAll: 'Ainda não foi possível pontuar nada; pergunte de novo dentro de {{seconds}} s. {{reasons}}.',
    noneScored: 'Não foi possível pontuar nenhum perigo. {{reasons}}.',
    storageFull:
      'O disco do banco de dados do Hazardcast está cheio, por isso não foi possível salvar este pedido. Nada foi gravado pela metade; libere espaço e tente de novo.',
    storageUnavailable:
      'Não foi possível gravar nem ler o banco de dados do Hazardcast agora (um erro de disco). Nada foi gravado pela metade; tente de novo mais tarde.',
    mcpNoSession: 'Sem sessão, envie as mensagens JSON-RPC com POST /mcp; GET e DELETE precisam do Mcp-Session-Id de uma sessão.',
    enterpriseQuota: 'dailyQuota é obrigatório para uma chave de nível enterprise.',
    quotaRange: 'dailyQuota deve ser um número inteiro de 1 a {{max}}.',
    fixedQuota: 'O nível {{tier}} tem uma cota fixa de {{quota}} por dia; só as chaves enterprise aceitam dailyQuota.',
    place: {
      notFound:
        'Nenhum lugar foi encontrado na pergunta. Diga o nome de uma cidade (p. ex., «risco de inundação em Lagos, Nigéria») ou dê coordenadas (p. ex., «em 6.45, 3.39»).{{detail}}{{hint}}',
      offline: ' «{{name}}» não está no índice geográfico off-line.',
      lookupFailed: ' «{{name}}» não está no índice geográfico off-line e a busca on-line falhou ({{reason}}).',
      unknown: ' Nem o índice geográfico off-line nem a busca on-line conhecem «{{name}}»{{where}}.',
      in: ' ({{countries}})',
      candidates: ' Nomes conhecidos mais próximos: {{names}}.',
      candidate: '{{name}} ({{admin1}}{{country}}, {{population}} habitantes)',
      admin1: '{{admin1}}, ',
    },
  },
  fields,
};
