// Portuguese prompt vocabulary, Brazil and Portugal (folded: "inundação" is "inundacao", "mês" "mes").
import type { LanguagePack } from './types.js';

const MONTHS = 'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro';
const WEEKDAYS = 'segunda terca quarta quinta sexta sabado domingo';

export const pt: LanguagePack = {
  code: 'pt',
  markers: `hoje amanha agora logo de da do das dos em no na nos nas e o os as um uma para por com meu minha nosso nossa nossos nossas risco riscos
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
  hazards: {
    earthquake: ['terremoto', 'terremotos', 'sismo', 'sismos', 'abalo sismico', 'abalos sismicos', 'tremor de terra', 'tremores de terra', 'tremor', 'tremores', 'sismico', 'sismica', 'sismicidade', 'maremoto', 'tsunami', 'tsunamis', 'risco sismico'],
    flood: [
      'inundacao', 'inundacoes', 'enchente', 'enchentes', 'cheia', 'cheias', 'alagamento', 'alagamentos', 'alagado', 'transbordamento',
      'subida do nivel do mar', 'aumento do nivel do mar', 'nivel do mar', 'ressaca', 'mare de tempestade', 'mares de tempestade',
      'enxurrada', 'enxurradas', 'moncao', 'moncoes', 'inundacoes repentinas',
    ],
    wildfire: ['incendio', 'incendios', 'incendio florestal', 'incendios florestais', 'fogo', 'fogos', 'queimada', 'queimadas', 'fumaca', 'fumo', 'fogo florestal', 'fogos florestais'],
    heat: ['calor', 'calor extremo', 'onda de calor', 'ondas de calor', 'calorao', 'temperaturas altas', 'altas temperaturas', 'insolacao', 'estresse termico', 'stress termico'],
    storm: [
      'tempestade', 'tempestades', 'tempestade tropical', 'temporal', 'temporais', 'furacao', 'furacoes', 'tufao', 'tufoes', 'ciclone',
      'ciclones', 'tornado', 'tornados', 'granizo', 'chuva de granizo', 'vendaval', 'vendavais', 'ventania', 'ventos fortes',
      'rajadas de vento', 'nevasca', 'trovoada', 'trovoadas',
    ],
    'air-quality': ['qualidade do ar', 'poluicao', 'poluicao do ar', 'poluicao atmosferica', 'smog', 'fumaca toxica', 'particulas', 'material particulado', 'ar poluido', 'tempestade de areia', 'tempestades de areia', 'tempestade de poeira', 'ozonio', 'neblina de poluicao'],
    drought: ['seca', 'secas', 'estiagem', 'estiagens', 'escassez de agua', 'falta de agua', 'falta de chuva', 'crise hidrica', 'stress hidrico', 'estresse hidrico', 'aridez'],
    'food-insecurity': ['inseguranca alimentar', 'seguranca alimentar', 'fome', 'fomes', 'escassez de alimentos', 'falta de alimentos', 'crise alimentar', 'desnutricao', 'subnutricao', 'precos dos alimentos', 'preco dos alimentos', 'quebra de safra', 'perda de colheitas'],
    conflict: [
      'conflito', 'conflitos', 'conflito armado', 'guerra', 'guerras', 'guerra civil', 'violencia', 'disturbios', 'tumultos', 'insurgencia',
      'terrorismo', 'atentado', 'atentados', 'confrontos', 'combates', 'instabilidade politica', 'golpe de estado', 'protestos',
      'milicias', 'bombardeios', 'bombardeamentos', 'crime organizado', 'tiroteios',
    ],
  },
  lens: {
    'business-setup': [
      'armazem', 'armazens', 'deposito', 'galpao', 'fabrica', 'fabricas', 'escritorio', 'escritorios', 'filial', 'filiais', 'empresa',
      'empresas', 'negocio', 'negocios', 'funcionarios', 'colaboradores', 'trabalhadores', 'equipe', 'equipa', 'cadeia de suprimentos',
      'cadeia de abastecimento', 'loja', 'lojas', 'instalacoes', 'sede', 'centro de dados', 'centro de distribuicao', 'logistica',
      'restaurante', 'hotel', 'pousada', 'operacoes', 'producao', 'nossa empresa', 'minha empresa', 'nosso negocio', 'unidade industrial', 'planta industrial',
    ],
    'family-relocation': [
      'mudar', 'mudar nos', 'mudarmos', 'mudanca', 'me mudar', 'nos mudar', 'vamos mudar', 'mudar para', 'familia', 'minha familia',
      'nossa familia', 'filhos', 'criancas', 'meus pais', 'aposentadoria', 'aposentar', 'me aposentar', 'reforma', 'reformado',
      'morar', 'morar em', 'viver', 'viver em', 'nossa casa', 'minha casa', 'lar', 'emigrar', 'imigrar', 'novo emprego', 'criar os filhos',
      'recolocacao', 'relocalizacao',
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
      'alojamento local', 'rentabilidade', 'ativos', 'propriedade', 'propriedades',
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
    ['(?:na |a |nesta )?(?:proxima|seguinte) semana|(?:na |a )?semana (?:que vem|seguinte|proxima)', 'next week'],
    ['(?:esta|nesta) semana', 'this week'],
    ['(?:no |o )?(?:proximo|seguinte) fim de semana|(?:no |o )?fim de semana (?:que vem|seguinte)', 'next weekend'],
    ['(?:este|neste|no|o) fim de semana|(?:este|neste|no) findi', 'this weekend'],
    ['(?:no |o )?(?:proximo|seguinte) mes|(?:no |o )?mes (?:que vem|seguinte)', 'next month'],
    ['(?:este|neste) mes', 'this month'],
    ['(?:no |o )?(?:proximo|seguinte) ano|(?:no |o )?ano (?:que vem|seguinte)', 'next year'],
    ['(?:este|neste) ano', 'this year'],
    ['(?:no |o )?(?:proximo|seguinte) trimestre', 'next quarter'],
    ['(?:este|neste) trimestre', 'this quarter'],
    ['(?:na |a )?(?:proxima|seguinte) decada', 'next decade'],
    ['(?:esta|nesta) decada', 'this decade'],
    ['(?:no |o |na |a )?(?:proxim[oa]|seguinte) (verao|inverno|primavera|outono)|(?:no |o |na |a )?(verao|inverno|primavera|outono) (?:que vem|seguinte)', 'next $1$2'],
    ['(?:este|neste|esta|nesta) (verao|inverno|primavera|outono)', 'this $1'],
    ['(?:o )?resto do ano', 'rest of the year'],
    ['(?:o )?resto do mes', 'rest of the month'],
    ['(?:ate o |ate ao |no )?final do ano|(?:ate o |ate ao |no )?fim do ano', 'end of the year'],
    ['(?:ate o |ate ao |no )?final do mes|(?:ate o |ate ao |no )?fim do mes', 'end of the month'],
    ['(?:em |durante |ao longo )?(?:os |nos |dos )(?:proxim[oa]s|seguintes) ', 'the next '],
    ['(?:proxim[oa]s|seguintes) ', 'next '],
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
