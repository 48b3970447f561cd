// Portuguese guidance per hazard (the English catalogue's sentences; agency names and units kept).
import type { guidance as en } from '../en/guidance.js';
import type { Catalogue } from '../types.js';

export const guidance: Catalogue<typeof en> = {
  earthquake: {
    core: 'Se o chão tremer: abaixe-se, proteja-se e segure-se até parar; afaste-se das janelas e não saia correndo (Ready.gov).',
    level: {
      low: 'Tremores fortes (MMI VI ou mais) são improváveis aqui neste período; mantenha a preparação básica: prenda os móveis pesados e saiba onde se abrigar.',
      moderate: 'Tremores fortes são uma possibilidade real neste período: prenda às paredes os móveis altos, os aquecedores de água e as prateleiras, e tenha um kit para 3 dias com água, comida, lanterna e primeiros socorros (FEMA P-530).',
      high: 'Prepare-se para tremores fortes: verifique se os edifícios de que depende cumprem as normas sísmicas atuais e combine um ponto de encontro com a família ou a equipe.',
      severe: 'Terremotos destrutivos são prováveis aqui: confirme os reforços estruturais, guarde suprimentos para pelo menos 3 dias por pessoa e inscreva-se nos alertas antecipados locais onde existirem (por exemplo, ShakeAlert).',
    },
    lens: {
      'community-planning': 'Dê prioridade à inspeção e ao reforço de escolas, hospitais e alvenaria não armada, e treine o plano de emergência (por exemplo, um simulado ShakeOut).',
      'family-relocation': 'Antes de escolher uma casa, pergunte o ano de construção e os reforços sísmicos, e verifique se a área está mapeada para liquefação ou deslizamentos de terra.',
      'business-setup': 'Fixe estantes e equipamentos, faça cópias dos dados fora do local e escreva um plano de continuidade que preveja dias sem energia nem acesso por estrada (FEMA QuakeSmart).',
      travel: 'Observe as saídas de emergência onde se hospedar, deixe sapatos e uma lanterna junto à cama, e siga as autoridades locais e a sua embaixada depois de um terremoto.',
      investment: 'Inclua a exposição sísmica no preço: exija avaliações estruturais, verifique a disponibilidade e as franquias do seguro contra terremotos, e prefira edifícios construídos segundo as normas sísmicas modernas.',
    },
  },
  flood: {
    core: 'Nunca ande nem dirija por água de enchente: 15 cm de água em movimento podem derrubar uma pessoa e 30 cm podem arrastar um carro; dê meia-volta, não se arrisque a se afogar (NWS, Ready.gov).',
    level: {
      low: 'Uma enchente é improvável neste período; saiba se está numa zona de inundação mapeada e como os alertas locais de enchente chegam até você.',
      moderate: 'Inscreva-se nos alertas de enchente, prepare uma mochila de emergência com documentos, remédios e lanterna, e leve objetos de valor e aparelhos elétricos para cima do térreo (Ready.gov).',
      high: 'Prepare-se para sair: planeje uma rota para terrenos altos que evite travessias baixas, limpe ralos e calhas, e tenha sacos de areia ou barreiras contra enchentes prontos para as portas.',
      severe: 'Enchentes são prováveis: leve já pessoas, veículos e estoques essenciais para terrenos altos, desligue a energia no quadro geral se a água puder entrar e evacue quando as autoridades mandarem.',
    },
    lens: {
      'community-planning': 'Verifique se os alertas chegam a quem vive em áreas baixas e em assentamentos informais, posicione antecipadamente bombas e abrigos, e mantenha limpos os bueiros e as bacias de retenção antes das chuvas.',
      'family-relocation': 'Antes de escolher uma casa, consulte o mapa de zonas de inundação, pergunte aos vizinhos até onde chegaram as enchentes passadas e prefira térreos elevados, sem quartos no subsolo.',
      'business-setup': 'Eleve estoques, servidores e quadros elétricos acima da cota de enchente registrada, faça cópias dos registros fora do local e contrate cedo o seguro contra enchentes (nos EUA, as apólices NFIP só valem depois de 30 dias).',
      travel: 'Evite hospedagem em áreas baixas à beira de rios ou do mar na estação chuvosa, verifique as interdições de estradas antes de dirigir e nunca atravesse uma estrada ou ponte alagada.',
      investment: 'Inclua a exposição a enchentes no preço: consulte os mapas de inundação por período de retorno e a oferta de seguros, prefira terrenos acima da cota da cheia de 100 anos e reserve verba para drenagem e proteção contra a água.',
    },
    situation: {
      noRiver: 'Nenhum rio atravessa a célula deste lugar na rede fluvial do GloFAS, por isso a cheia de um rio não pode alcançá-lo; o que pode inundá-lo é uma chuva forte que a drenagem e os terrenos baixos não conseguem absorver, então saiba quais ruas, passagens subterrâneas e porões alagam e mantenha ralos e calhas limpos.',
    },
  },
  wildfire: {
    core: 'Se mandarem evacuar, saia imediatamente pela rota indicada pelas autoridades; não espere ver o fogo e tenha uma máscara N95 para a fumaça (Ready.gov, IAFC «Ready, Set, Go!»).',
    level: {
      low: 'É improvável que o tempo fique crítico para incêndios neste período; mantenha livre de folhas secas, cobertura morta e lenha uma faixa de 1,5 m em volta dos edifícios (NFPA Firewise).',
      moderate: 'Verifique as proibições locais de fogo antes de qualquer queima ao ar livre ou uso de máquinas, prepare uma mochila de emergência e conheça duas saídas do seu bairro.',
      high: 'É possível um tempo crítico para incêndios: limpe calhas e telhados, mantenha 30 m de espaço defensável com vegetação rala e verde onde for permitido, e deixe o carro abastecido e estacionado de frente para a saída.',
      severe: 'Incêndios são prováveis nas proximidades: esteja pronto para sair com pouco aviso, retire cedo as pessoas vulneráveis, feche janelas e respiros contra brasas e fumaça, e siga imediatamente as ordens de evacuação.',
    },
    lens: {
      'community-planning': 'Mantenha aceiros e rotas de evacuação, teste os sistemas de alerta e os abrigos de ar limpo, e organize transporte para quem não tem carro.',
      'family-relocation': 'Verifique se a casa fica numa zona de interface entre área urbana e vegetação, quantas estradas levam para fora e se o telhado, os respiros e o revestimento resistem a brasas.',
      'business-setup': 'Mantenha um espaço defensável em volta das instalações, armazene com segurança combustíveis e inflamáveis, preveja fechamentos por fumaça e limites ao trabalho ao ar livre, e proteja a equipe com máscaras N95.',
      travel: 'Consulte os mapas de incêndios e de fumaça antes de fazer trilhas ou acampar, respeite o fechamento de parques e as proibições de fogo, e saiba como sair rapidamente da área.',
      investment: 'Inclua a exposição a incêndios florestais no preço: a oferta de seguros está diminuindo nas zonas de alto risco; prefira construções resistentes a brasas e terrenos com espaço defensável e bom acesso.',
    },
    situation: {
      noFuel: 'Aqui não há vegetação que possa queimar (é um lugar hiperárido), por isso um incêndio florestal não pode começar no próprio local; a fumaça de incêndios distantes ainda pode chegar, então acompanhe os alertas de qualidade do ar quando houver fogo na direção de onde vem o vento.',
      starting: 'A temporada de incêndios está começando aqui: os dias quentes e secos que vêm acabam com a pausa do inverno, e o capim morto e a serapilheira deixados pelo inverno secam em poucos dias.',
      snow: 'A neve cobre o chão, por isso a temporada de incêndios não começou aqui e nenhum perigo de incêndio é calculado; volte a consultar quando a neve derreter, porque o capim morto e a serapilheira podem secar em poucos dias.',
      dormant: 'A temporada de incêndios não começou aqui (inverno: o perigo é calculado a partir do terceiro dia seguido acima de {{startC}} °C); volte a consultar quando esquentar, porque o capim morto e a serapilheira podem secar em poucos dias.',
    },
  },
  heat: {
    core: 'No calor, beba água regularmente, fique em lugares frescos ou à sombra nas horas mais quentes, acompanhe idosos, bebês e doentes crônicos, e nunca deixe ninguém dentro de um carro estacionado (OMS, CDC).',
    level: {
      low: 'É improvável um calor que atrapalhe a vida diária neste período (menos de um dia previsto; dias quentes ainda podem vir, dentro do que é habitual aqui); conheça os sinais da exaustão pelo calor (suor intenso, tontura, náusea) e da insolação, que é uma emergência médica.',
      moderate: 'Deixe as atividades pesadas para o começo da manhã ou o fim da tarde, tenha ventiladores e sombra à mão e saiba onde fica o espaço público climatizado mais próximo.',
      high: 'Prepare-se para dias quentes: verifique se o ar-condicionado ou a refrigeração funcionam, combine contatos diários com quem mora sozinho e guarde em lugar fresco os remédios que o calor altera.',
      severe: 'É provável um calor extremo: cancele ou transfira o trabalho e os eventos ao ar livre, abra centros de resfriamento e chame imediatamente o socorro em caso de confusão, desmaio ou pele quente e seca.',
    },
    lens: {
      'community-planning': 'Ative um plano de ação de saúde para o calor: alertas antecipados, centros de resfriamento com horário ampliado, atenção a pessoas isoladas e em situação de rua, e sombra e água nos espaços públicos (OMS Europa).',
      'family-relocation': 'Prefira casas com isolamento, proteção solar, ventilação cruzada ou climatização e áreas verdes por perto; apartamentos no último andar sob telhados sem isolamento são os mais quentes.',
      'business-setup': 'Proteja os trabalhadores com água, descanso e sombra e com um plano de aclimatação ao calor para os recém-contratados (OSHA), e verifique se a refrigeração, a energia e a cadeia de frio aguentam os picos.',
      travel: 'Programe os passeios para as manhãs e o fim da tarde, leve água, escolha hospedagem com climatização e redobre o cuidado com crianças e viajantes idosos.',
      investment: 'Conte com mais dias quentes: inclua nas avaliações os custos de refrigeração, os limites de produtividade dos trabalhadores e a sobrecarga da rede elétrica, e prefira edifícios projetados para o resfriamento passivo.',
    },
  },
  storm: {
    core: 'Quando for emitido um alerta de tempestade, fique dentro de casa longe das janelas, não pegue a estrada e nunca use um gerador dentro de casa nem a menos de 6 m das janelas (Ready.gov, CDC).',
    level: {
      low: 'Tempestades destrutivas são improváveis neste período; acompanhe os alertas do serviço meteorológico nacional e tenha à mão uma lanterna e o celular carregado.',
      moderate: 'Prenda ou recolha os móveis de jardim, as lixeiras e tudo o que o vento possa arremessar, pode os galhos secos e tenha água, comida e remédios para 3 dias (Ready.gov).',
      high: 'Prepare-se para ventos destrutivos: verifique as persianas ou tape as janelas com tábuas, carregue os aparelhos e as baterias externas, encha o tanque e saiba qual é o cômodo interno mais seguro para se abrigar.',
      severe: 'É provável uma tempestade destrutiva: siga as ordens de evacuação das áreas costeiras e sujeitas a enchentes, abrigue-se num cômodo interno pequeno no andar seguro mais baixo e fique longe de fios elétricos caídos.',
    },
    lens: {
      'community-planning': 'Abra os abrigos cedo, posicione equipes com antecedência para liberar estradas e restabelecer a energia, verifique se os alertas chegam a quem não tem internet e preveja hospitais com energia de reserva.',
      'family-relocation': 'Pergunte como as tempestades recentes afetaram a área, verifique a resistência do telhado e das janelas da casa e prefira lugares com rede elétrica subterrânea e boa drenagem.',
      'business-setup': 'Escreva um plano para tempestades: prenda equipamentos e letreiros externos, faça cópias dos dados, garanta energia e fornecedores de reserva, e diga à equipe quando ficar em casa.',
      travel: 'Evite, se puder, o auge da temporada local de tempestades ou ciclones, contrate um seguro que cubra transtornos causados pelo tempo e siga as autoridades locais se for emitido um alerta.',
      investment: 'Inclua a exposição ao vento e às tempestades no preço: verifique as normas de resistência ao vento dos edifícios, as franquias de seguro para tempestades com nome e a resiliência das estradas de acesso e da energia.',
    },
    situation: {
      outsideBasins: 'Este lugar fica fora das bacias de ciclones tropicais, por isso furacões e tufões raramente chegam até aqui; os ventos destrutivos aqui vêm de outras tempestades, como os vendavais de inverno e as rajadas descendentes das trovoadas.',
      inSeason: 'O período cai na {{season}}: saiba qual é a sua zona de evacuação e siga os boletins oficiais de ciclones, que avisam com dias de antecedência antes da chegada à costa.',
      outsideSeason: 'O período fica fora da {{season}}, por isso um furacão ou um tufão é improvável; um vento destrutivo neste período viria de outras tempestades, como vendavais e trovoadas.',
      season: 'estação oficial dos ciclones tropicais {{basin}} ({{dates}}, {{agency}})',
      range: 'de {{from}} a {{to}}',
      allYear: 'o ano todo',
    },
  },
  'air-quality': {
    core: 'Consulte o índice diário de qualidade do ar (AQI): acima de 100, pessoas com doenças cardíacas ou pulmonares, idosos, crianças e gestantes devem reduzir o esforço prolongado ou intenso ao ar livre; acima de 150, todos devem fazê-lo (US EPA AirNow).',
    level: {
      low: 'É improvável um ar ruim a ponto de mudar os planos neste período (menos de um dia previsto); as pessoas sensíveis devem continuar acompanhando a previsão diária do AQI.',
      moderate: 'Nos dias poluídos, faça exercício em ambientes fechados ou nas horas mais limpas da manhã, mantenha as janelas fechadas e tenha inaladores e remédios à mão.',
      high: 'Prepare-se para um ar insalubre: monte um cômodo limpo com um purificador HEPA, tenha máscaras N95/FFP2 bem ajustadas para sair e planeje atividades em ambientes fechados para as crianças (EPA).',
      severe: 'É provável um ar insalubre: limite o tempo ao ar livre de todos, use filtragem HEPA dentro de casa, use lá fora uma máscara N95/FFP2 bem ajustada e procure atendimento em caso de dor no peito ou falta de ar.',
    },
    lens: {
      'community-planning': 'Divulgue alertas de AQI por meio de escolas e postos de saúde, adapte as atividades escolares ao ar livre nos dias ruins e atue sobre as fontes locais, como o trânsito, as queimadas e a poeira (diretrizes da OMS de 2021).',
      'family-relocation': 'Compare os níveis anuais de PM2.5 (diretriz da OMS: média anual de 5 µg/m³), evite casas ao lado de vias movimentadas ou indústrias e verifique se a casa pode ser vedada e filtrada.',
      'business-setup': 'Instale uma boa filtragem (MERV 13 ou melhor onde o sistema permitir), monitore o ar interno e preveja limites ao trabalho ao ar livre e máscaras para a equipe nos dias de AQI alto.',
      travel: 'Consulte a previsão do AQI antes de ir, sobretudo se tiver asma ou doença cardíaca, leve máscaras N95/FFP2 e os seus remédios, e planeje atividades em ambientes fechados para os dias de poluição.',
      investment: 'A poluição persistente prejudica a saúde, a produtividade e a atratividade dos imóveis: inclua nos planos de longo prazo os custos de filtragem e o endurecimento das regras de qualidade do ar.',
    },
  },
  drought: {
    core: 'Use a água com moderação, siga as restrições locais e guarde água potável suficiente para cada pessoa, cerca de 4 litros por dia durante vários dias (Ready.gov, OMS).',
    level: {
      low: 'É improvável um período seco que atrapalhe a vida diária neste período (menos de um dia previsto); conserte os vazamentos e acompanhe as previsões sazonais do seu serviço meteorológico nacional.',
      moderate: 'Comece já a economizar água: conserte os vazamentos, regue o jardim cedo ou à noite, recolha água da chuva onde for permitido e verifique o estado dos poços e das caixas d’água.',
      high: 'Prepare-se para a escassez: combine prioridades de uso da água para beber, para a higiene e para os animais, acompanhe os agricultores e criadores, e aja cedo nos planos de plantio e de forragem (ação antecipada da FAO).',
      severe: 'É provável uma seca: conte com restrições e com preços mais altos dos alimentos e da água, garanta água potável e produtos de higiene, e apoie cedo as famílias mais expostas.',
    },
    lens: {
      'community-planning': 'Acione os planos de alerta antecipado de seca: monitore reservatórios e poços, coordene o racionamento de água e financie antecipadamente a ação para agricultores e criadores (ação antecipatória da FAO).',
      'family-relocation': 'Verifique a confiabilidade do abastecimento de água e a profundidade do poço, as restrições passadas e a relação com os incêndios florestais, e se o jardim e a casa foram pensados para gastar pouca água.',
      'business-setup': 'Calcule quanta água as suas operações e os seus fornecedores precisam, planeje medidas de eficiência e fontes alternativas, e verifique os contratos em caso de interrupção do abastecimento.',
      travel: 'Respeite as restrições de água e as proibições de fogo, leve água potável nas áreas rurais e verifique se os destinos (parques, rios) estão abertos e navegáveis.',
      investment: 'Inclua a escassez de água nas avaliações de terras, agricultura e indústria: os direitos de uso da água, os custos de irrigação e as condições do seguro agrícola pesam mais à medida que as secas se agravam.',
    },
  },
  'food-insecurity': {
    core: 'Acompanhe a análise da IPC e as perspectivas da FEWS NET para o país, e guarde uma reserva de alimentos não perecíveis e água (o Ready.gov aconselha suprimentos para pelo menos vários dias).',
    level: {
      low: 'A FEWS NET não prevê uma crise alimentar aqui: é improvável que o acesso aos alimentos atrapalhe você, mas os preços ainda podem mudar depois de secas ou crises no exterior.',
      moderate: 'Uma crise alimentar é possível (fase 2 da IPC, «Estresse», ou alguma chance de fase 3): acompanhe os preços dos alimentos básicos, tenha provisões para algumas semanas e apoie os programas locais de alerta antecipado e de nutrição.',
      high: 'Uma crise alimentar está prevista ou é provável (fase 3 da IPC, «Crise»): conte com alta de preços e escassez; garanta os suprimentos cedo e verifique se a assistência chega às famílias vulneráveis.',
      severe: 'Isto corresponde a uma emergência (fases 4-5 da IPC): a assistência alimentar humanitária está em andamento ou é necessária; coordene com o PMA e o cluster de segurança alimentar e evite aumentar a procura sobre estoques locais escassos.',
    },
    lens: {
      'community-planning': 'Planeje uma ação antecipatória: posicione estoques com antecedência, proteja os meios de subsistência antes da entressafra e siga as normas Esfera de segurança alimentar e nutrição em qualquer resposta.',
      'family-relocation': 'Verifique ao longo do ano os preços locais dos alimentos, o acesso aos mercados e o abastecimento de água, inclusive na entressafra, e como as famílias enfrentaram a última seca ou alta de preços.',
      'business-setup': 'Conte com volatilidade nos preços dos insumos e dos alimentos básicos: diversifique os fornecedores, mantenha um estoque de segurança e acompanhe os relatórios por país do GIEWS da FAO sobre colheitas e alertas de preços.',
      travel: 'Leve comida e água potável suficientes para os trechos isolados, não conte com os mercados locais onde houver relatos de escassez e siga as recomendações de segurança dos alimentos e da água para viajantes.',
      investment: 'Inclua na rentabilidade o risco dos preços dos alimentos e da estabilidade social: consulte os relatórios da FAO e do PMA sobre focos de fome e a exposição a uma agricultura e a importações sensíveis à seca.',
    },
  },
  conflict: {
    core: 'Siga as recomendações de viagem do seu governo para o país (por exemplo, o FCDO do Reino Unido ou o Departamento de Estado dos EUA) e as instruções das autoridades locais, evite manifestações e aglomerações, e tenha prontos os documentos de identidade e uma rota de saída.',
    level: {
      low: 'O ViEWS prevê pouco ou nenhum combate de conflito estatal no país; as precauções normais bastam, mas consulte o aviso de viagem mais recente antes de se comprometer.',
      moderate: 'Há possibilidade de combates no país: redobre a cautela, leia o aviso de viagem em vigor para as regiões de que precisa e tenha uma lista de contatos de emergência e da sua embaixada.',
      high: 'Prevê-se um conflito armado com mortes em combate no país: reconsidere viagens ou mudanças não essenciais, planeje como sairia (rotas, documentos, dinheiro, combustível) e combine horários de contato com a família ou a equipe.',
      severe: 'Isto corresponde a uma crise humanitária: neste nível, os avisos de viagem costumam desaconselhar qualquer viagem; se estiver lá, acompanhe as atualizações do OCHA e do CICV, prepare-se para se abrigar ou evacuar com pouco aviso e tenha provisões para vários dias.',
    },
    lens: {
      'community-planning': 'Mapeie para onde as pessoas deslocadas podem ir e de que serviços (água, saúde, escolas) vão precisar, e coordene com o sistema de clusters do OCHA da ONU e com a defesa civil local.',
      'family-relocation': 'Antes de se mudar, leia as recomendações oficiais de viagem por região, verifique o acesso a escolas e hospitais que continuem abertos durante os distúrbios e mantenha passaportes e autorizações de residência em dia.',
      'business-setup': 'Faça uma diligência prévia sensível a conflitos (orientações do Pacto Global da ONU e dos PRI; guia da OCDE para áreas afetadas por conflitos e de alto risco): planos de segurança da equipe, seguro de evacuação e verificação de fornecedores.',
      travel: 'Verifique o nível de alerta em vigor para a sua rota exata, registre-se na sua embaixada, contrate um seguro que cubra este país e evite viajar à noite e perto de fronteiras ou instalações militares.',
      investment: 'Inclua no preço o risco de violência política: analise as tendências dos eventos da ACLED, o seguro contra riscos políticos (por exemplo, a MIGA) e a exposição de ativos e cadeias de suprimento a sanções e interrupções.',
    },
  },
};
