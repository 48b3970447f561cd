// Portuguese prompt vocabulary, Brazil and Portugal (folded: "inundação" is "inundacao", "mês" "mes").
import type { LanguagePack } from './types.js';

const MONTHS = 'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro';
const WEEKDAYS = 'segunda terca quarta quinta sexta sabado domingo';

export const pt: LanguagePack = {
  code: 'pt',
  markers: `natal pascoa reveillon hoje amanha agora logo de da do das dos em no na nos nas e o os as um uma para por com meu minha nosso nossa nossos nossas risco riscos
    ha qual quais onde quando este esta estes estas neste nesta proximo proxima proximos proximas semana mes ano anos dias
    meses ao aos pelo pela muito mais ate desde durante sobre entre perigo probabilidade seguro segura vale pena quero
    queremos devemos morar viver cidade tambem mas ou voce voces vai vamos nao sim tem existe`.split(/\s+/),
  commonWords: `de da do das dos em no na nos nas e o os as um uma para por com sem meu minha nosso nossa risco riscos ha
 qual onde quando este esta neste nesta proximo proxima semana mes ano anos dias meses ao aos pelo pela muito mais ate
 desde durante sobre entre hoje amanha agora verao inverno primavera outono 
 
 
 dois tres quatro cinco dez ${MONTHS} ${WEEKDAYS} natal pascoa agua ar fogo terra vento chuva neve calor
 frio seco seca umido familia filhos trabalho escritorio empresa negocio viagem ferias compra venda aluguel
 investimento fabrica seguranca saude vida tempo clima perigo alerta aviso plano prazo longo curto medio`.split(/\s+/),
  placePrepositions: ['em', 'no', 'na', 'para', 'perto', 'a', 'ao', 'sobre', 'visitar', 'visitando', 'rumo'],
  lens: {
    'business-setup': [
      'armazem', 'armazens', 'deposito', 'galpao', 'fabrica', 'fabricas', 'escritorio', 'escritorios', 'filial', 'filiais', 'empresa',
      'empresas', 'negocio', 'negocios', 'funcionarios', 'colaboradores', 'trabalhadores', 'equipe', 'equipa', 'cadeia de suprimentos',
      'cadeia de abastecimento', 'loja', 'lojas', 'instalacoes', 'sede', 'centro de dados', 'centro de distribuicao', 'logistica',
      'restaurante', 'hotel', 'pousada', 'operacoes', 'producao', 'nossa empresa', 'minha empresa', 'nosso negocio', 'unidade industrial', 'planta industrial',
    ],
    'family-relocation': [
      'mudar', 'mudar nos', 'mudarmos', 'mudanca', 'me mudar', 'nos mudar', 'vamos mudar', 'mudar para', 'familia', 'minha familia',
      'nossa familia', 'filhos', 'criancas', 'meus pais', 'meus avos', 'avos', 'aposentadoria', 'aposentar', 'me aposentar', 'reforma', 'reformado',
      'morar', 'morar em', 'viver', 'viver em', 'nossa casa', 'minha casa', 'lar', 'emigrar', 'imigrar', 'novo emprego', 'criar os filhos',
      'recolocacao', 'relocalizacao', 'moramos', 'moro em', 'vivemos', 'vivo em',
    ],
    travel: [
      'viagem', 'viagens', 'viajar', 'viagem de negocios', 'ferias', 'visitar', 'visita', 'visitando', 'turistas', 'turista', 'turismo',
      'lua de mel', 'cruzeiro', 'passeio', 'trilha', 'trilhas', 'voo', 'festival', 'feriado', 'feriadao', 'excursao', 'estadia', 'mochilao',
    ],
    investment: [
      'investir', 'investimento', 'investimentos', 'investidor', 'investidores', 'comprar uma casa', 'comprar casa', 'comprar um apartamento',
      'comprar apartamento', 'comprar imovel', 'comprar um imovel', 'comprar terreno', 'comprar um terreno', 'compra de casa',
      'compra de imovel', 'compra de um imovel', 'compra de apartamento', 'imovel', 'imoveis', 'imobiliario', 'imobiliaria',
      'carteira', 'hipoteca', 'financiamento imobiliario', 'aluguel', 'alugar', 'arrendar', 'para alugar', 'aluguel de temporada',
      'alojamento local', 'casa de ferias', 'casa de praia', 'segunda casa', 'segunda residencia', 'rentabilidade', 'ativos', 'propriedade', 'propriedades',
    ],
    'community-planning': [
      'municipio', 'municipal', 'prefeitura', 'camara municipal', 'prefeito', 'autarquia', 'comunidade', 'comunidades', 'moradores',
      'residentes', 'habitantes', 'defesa civil', 'protecao civil', 'governo local', 'autoridades', 'escolas', 'ong', 'ajuda humanitaria',
      'humanitario', 'humanitaria', 'planejamento', 'planeamento', 'planejamento urbano', 'plano de emergencia', 'evacuacao', 'abrigos',
      'bairro',
    ],
  },
  ownOnly: ['hotel', 'seca', 'secas', 'reforma', 'ressaca', 'temporal', 'temporais', 'equipe', 'equipa', 'festival', 'feriado', 'propriedade', 'propriedades', 'ativos', 'carteira', 'lar'],
  time: [
    ['(?:na |a |nesta )?(?:proxima|seguinte) semana|(?:na |a )?semana (?:(?:que|q) vem|seguinte|proxima)', 'next week'],
    ['(?:esta|nesta) semana', 'this week'],
    ['(?:no |o )?(?:proximo|seguinte) fim de semana|(?:no |o )?fim de semana (?:(?:que|q) vem|seguinte)', 'next weekend'],
    ['(?:este|neste|no|o) fim de semana|(?:este|neste|no) findi', 'this weekend'],
    ['(?:no |o )?(?:proximo|seguinte) mes|(?:no |o )?mes (?:(?:que|q) vem|seguinte)', 'next month'],
    ['(?:este|neste) mes', 'this month'],
    ['(?:no |o )?(?:proximo|seguinte) ano|(?:no |o )?ano (?:(?:que|q) vem|seguinte)', 'next year'],
    ['(?:este|neste) ano', 'this year'],
    ['(?:no |o )?(?:proximo|seguinte) trimestre', 'next quarter'],
    ['(?:este|neste) trimestre', 'this quarter'],
    ['(?:em |durante |na |a )?(?:proxima|seguinte) decada', 'the next decade'],
    ['(?:esta|nesta) decada', 'this decade'],
    ['(?:no |o |na |a )?(?:proxim[oa]|seguinte) (verao|inverno|primavera|outono)|(?:no |o |na |a )?(verao|inverno|primavera|outono) (?:(?:que|q) vem|seguinte)', 'next $1$2'],
    ['(?:este|neste|esta|nesta) (verao|inverno|primavera|outono)', 'this $1'],
    ['(?:ate o |ate ao |no )?(?:final|fim) da decada', 'end of the decade'],
    ['(?:o )?resto do ano', 'rest of the year'],
    ['(?:o )?resto do mes', 'rest of the month'],
    ['(?:ate o |ate ao |no )?final do ano|(?:ate o |ate ao |no )?fim do ano', 'end of the year'],
    ['(?:ate o |ate ao |no )?final do mes|(?:ate o |ate ao |no )?fim do mes', 'end of the month'],
    ['(?:em |durante |ao longo )?(?:os |nos |dos )(?:proxim[oa]s|seguintes) ', 'the next '],
    ['(?:proxim[oa]s|seguintes) ', 'next '],
    ['(?:o |a |no |na )?(?:proxim[oa]|seguinte) ', 'next '],
    ['daqui a ', 'in '],
    ['(?:ha )([0-9]+|um|uma|dois|tres|cinco|dez) (anos|meses|semanas|dias) atras|([0-9]+|um|uma|dois|tres|cinco|dez) (anos|meses|semanas|dias) atras', '$1$3 $2$4 ago'],
    ['a curto prazo|de curto prazo|curto prazo', 'short term'],
    ['a medio prazo|de medio prazo|medio prazo', 'medium term'],
    ['a longo prazo|de longo prazo|longo prazo', 'long term'],
    ['depois de amanha', 'day after tomorrow'],
    ['(?:esta|nesta|hoje de) manha', 'this morning'],
    ['(?:esta|nesta|hoje a) tarde', 'this afternoon'],
    ['(?:esta|nesta|hoje a) noite', 'tonight'],
    ['hoje', 'today'],
    ['amanha', 'tomorrow'],
    ['agora mesmo|agora|neste momento|atualmente|actualmente', 'right now'],
    ['vespera de natal|noite de natal', 'christmas eve'],
    ['vespera de ano novo|reveillon|passagem de ano', 'new years eve'],
    ['ano novo', 'new year'],
    ['(?:o )?natal', 'christmas'],
    ['pascoa', 'easter'],
    ['temporada de furacoes|epoca de furacoes', 'hurricane season'],
    ['temporada de tufoes|epoca de tufoes', 'typhoon season'],
    ['temporada de ciclones|epoca de ciclones', 'cyclone season'],
    ['temporada de incendios|epoca de incendios|epoca dos fogos', 'fire season'],
    ['(?:temporada|epoca|estacao) (?:de|das) chuvas', 'rainy season'],
    ['(?:temporada|epoca|estacao) seca', 'dry season'],
    ['verao', 'summer'],
    ['inverno', 'winter'],
    ['(?<!(?:this|next) )(?:na |a )primavera', 'the spring'],
    ['primavera', 'spring'],
    ['outono', 'autumn'],
    ['ate (?:o |ao |a )?(?:ano (?:de )?)?', 'until '],
    ['antes d[eoa]s? ', 'before '],
    ['(?:em |no |para )?meados de ', 'mid '],
    ['(?:no )?inicio de ', 'early '],
    ['(?:no )?(?:final|fim) de ', 'end of '],
    ['(?:em|durante) (?:o ano (?:de )?)?(?=[0-9])', 'in '],
    ['(?:em|durante|no mes de) (?=(?:' + MONTHS.replace(/ /g, '|') + '))', 'in '],
    ['(?:os |nos )?anos (?=[0-9]{4})', 'the '],
    ['dias?', 'days'], ['semanas?', 'weeks'], ['quinzena', 'fortnight'], ['mes(?:es)?', 'months'], ['anos?', 'years'],
    ['decadas?', 'decades'], ['horas?', 'hours'], ['geracoes', 'generations'],
    ['alguns|algumas|uns poucos|umas poucas', 'a few'], ['um par de', 'a couple of'],
    ['uma?', 'a'], ['dois|duas', 'two'], ['tres', 'three'], ['quatro', 'four'], ['cinco', 'five'], ['seis', 'six'], ['sete', 'seven'],
    ['oito', 'eight'], ['nove', 'nine'], ['dez', 'ten'], ['doze', 'twelve'], ['quinze', 'fifteen'], ['vinte', 'twenty'],
    ['trinta', 'thirty'], ['cinquenta', 'fifty'],
    ['janeiro', 'january'], ['fevereiro', 'february'], ['marco', 'march'], ['abril', 'april'], ['maio', 'may'], ['junho', 'june'],
    ['julho', 'july'], ['agosto', 'august'], ['setembro', 'september'], ['outubro', 'october'], ['novembro', 'november'],
    ['dezembro', 'december'],
    ['segunda(?: feira)?', 'monday'], ['terca(?: feira)?', 'tuesday'], ['quarta(?: feira)?', 'wednesday'], ['quinta(?: feira)?', 'thursday'],
    ['sexta(?: feira)?', 'friday'], ['sabado', 'saturday'], ['domingo', 'sunday'],
  ],
  dateWords: `${MONTHS} ${WEEKDAYS}`.split(' '),
  dateBy: ['antes de', 'antes do', 'antes da'],
  dateUntil: ['ate o', 'ate ao', 'ate a', 'ate'],
};
