// Wildfire: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.wildfire`, `common.risk.wildfire`, `guidance.wildfire`,
// the `wildfire` model section, `eonet.hazard.wildfire`, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const WILDFIRE_NAME_WORDS = {
  hazard: 'wildfire',
  // English
  en: { name: 'Wildfire' },
  // Spanish
  es: { name: 'Incendio forestal', risk: 'Riesgo de incendio forestal' },
  // French
  fr: { name: 'Feu de forêt', risk: 'Risque de feu de forêt' },
  // Portuguese
  pt: { name: 'Incêndio florestal', risk: 'Risco de incêndio florestal' },
  // German
  de: { name: 'Waldbrand', risk: 'Waldbrandrisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const WILDFIRE_ANSWER_WORDS = {
  hazard: 'wildfire',
  modelSection: 'wildfire',
  // English
  en: {
    guidance: {
      core: 'If told to evacuate, leave immediately by the route officials give; do not wait to see the fire, and keep an N95 mask for smoke (Ready.gov, IAFC "Ready, Set, Go!").',
      lens: {
        'community-planning':
          'Maintain fuel breaks and evacuation routes, test warning systems and clean-air shelters, and plan transport for people without cars.',
        'family-relocation':
          'Check whether the home lies in a wildland-urban interface zone, how many roads lead out, and whether its roof, vents and siding are ember-resistant.',
        'business-setup':
          'Keep defensible space around premises, store fuels and flammables safely, plan for smoke closures and outdoor-work limits, and protect staff with N95 masks.',
        travel:
          'Check fire and smoke maps before hiking or camping, respect park closures and fire bans, and know how to leave the area quickly.',
        investment:
          'Price wildfire exposure in: insurance availability is shrinking in high-risk zones; favour ember-resistant construction and sites with defensible space and good access.',
      },
      situation: {
        noFuel:
          'There is no burnable vegetation here (a hyper-arid place), so a wildfire cannot start at the place itself; smoke from fires elsewhere can still arrive, so follow air-quality alerts when fires burn upwind.',
        starting:
          'The fire season is starting here: warm, dry days ahead end the winter pause, and dead grass and litter left by the winter dry within days.',
        snow: 'Snow covers the ground, so the fire season has not started here and no fire danger is rated; check again once the snow has melted, when dead grass and litter can dry within days.',
        dormant:
          'The fire season has not started here (winter: the danger is rated from the third day in a row above {{startC}} °C); check again when the weather warms, when dead grass and litter can dry within days.',
      },
    },
    model: {
      since: ' since {{date}}',
      dormantSnow:
        'Fire season dormant at {{place}}{{since}}: snow on the ground ({{history}} snow depth {{cm}} cm on {{date}}); the FWI codes start after three snow-free days (Lawson & Armitage 2008), so no fire danger is rated until then.',
      dormantThaw:
        "Fire season dormant at {{place}}{{since}}: the winter's snow is going; the FWI codes start after three snow-free days (Lawson & Armitage 2008), or, ahead of {{history}}, three days in a row above {{startC}} °C.",
      dormantCold:
        'Fire season dormant at {{place}}{{since}}: the FWI codes start after three days in a row above {{startC}} °C (Wotton & Flannigan 1993; Lawson & Armitage 2008), so no fire danger is rated until then.',
      extremeYears:
        'An "extreme" fire-weather day (FWI {{level}}+) happened in {{hits}} of {{years}} {{history}} years ({{chance}} a year).',
      cmip6:
        "CMIP6 (MRI-AGCM3-2-S): days above the run's present 99th-percentile FWI become {{ratio}}x as frequent by {{year}}; mean chance per year over the window {{chance}}.",
      members:
        'Ensemble: {{hits}} of {{members}} members reach FWI {{level}} ("{{levelClass}}") by {{date}}; median member peak FWI {{peak}} ({{class}}).',
      seasonStarts: '{{started}} of {{members}} members start the fire season within the forecast (three days above {{startC}} °C).',
      rest: 'The {{days}} day(s) past the forecast: {{chance}} (the same dates reached FWI {{level}} in {{hits}} of {{years}} {{history}} years).',
      noFuel:
        'No burnable vegetation: the place is hyper-arid (aridity index {{index}} < {{limit}}, UNEP 1992), so fire weather cannot become a wildfire here.',
      fuelMoisture: 'Fuel moisture today (FWI System from {{history}}{{recent}}): FFMC {{ffmc}}, DMC {{dmc}}, DC {{dc}}.',
      recentDays: ' and recent days',
      dormantToday: 'Today the fire season is dormant at {{place}} ({{why}}); the chance counts the fire seasons as {{history}} had them.',
      snow: 'snow on the ground',
      winter: 'winter',
      what: 'the Fire Weather Index at {{place}} reaches {{level}} ("{{class}}")',
      eventNoFuel: 'No burnable vegetation at {{place}} (hyper-arid): a wildfire cannot start here',
      damage: 'fire-weather spells at FWI {{level}} or more',
      eventWindow: 'At least one day in the window on which {{what}}',
      class: {
        low: 'low',
        moderate: 'moderate',
        high: 'high',
        'very high': 'very high',
        extreme: 'extreme',
        'very extreme': 'very extreme',
      },
    },
    eonet: 'wildfire',
  },
  // Spanish
  es: {
    guidance: {
      core: 'Si le ordenan evacuar, márchese enseguida por la ruta que indiquen las autoridades; no espere a ver el fuego y tenga a mano una mascarilla N95 para el humo (Ready.gov, IAFC «Ready, Set, Go!»).',
      lens: {
        'community-planning':
          'Mantenga cortafuegos y rutas de evacuación, pruebe los sistemas de aviso y los refugios de aire limpio, y organice transporte para quienes no tienen coche.',
        'family-relocation':
          'Compruebe si la vivienda está en una zona de interfaz urbano-forestal, cuántas carreteras permiten salir y si el tejado, los respiraderos y el revestimiento resisten las pavesas.',
        'business-setup':
          'Mantenga un espacio defendible alrededor de las instalaciones, almacene con seguridad combustibles e inflamables, prevea cierres por humo y límites al trabajo al aire libre, y proteja al personal con mascarillas N95.',
        travel:
          'Consulte los mapas de incendios y de humo antes de hacer senderismo o acampar, respete los cierres de parques y las prohibiciones de fuego, y sepa cómo salir rápido de la zona.',
        investment:
          'Incluya la exposición a incendios forestales en el precio: la oferta de seguros se reduce en las zonas de alto riesgo; prefiera construcciones resistentes a las pavesas y terrenos con espacio defendible y buen acceso.',
      },
      situation: {
        noFuel:
          'Aquí no hay vegetación que pueda arder (es un lugar hiperárido), así que un incendio forestal no puede declararse en el propio lugar; el humo de incendios lejanos sí puede llegar, así que siga las alertas de calidad del aire cuando haya fuegos en la dirección del viento.',
        starting:
          'La temporada de incendios empieza aquí: los días cálidos y secos que vienen ponen fin a la pausa invernal, y la hierba muerta y la hojarasca que deja el invierno se secan en pocos días.',
        snow: 'La nieve cubre el suelo, así que la temporada de incendios no ha empezado aquí y no se calcula ningún peligro de incendio; vuelva a consultar cuando se haya fundido la nieve, porque la hierba muerta y la hojarasca pueden secarse en pocos días.',
        dormant:
          'La temporada de incendios no ha empezado aquí (invierno: el peligro se calcula a partir del tercer día seguido por encima de {{startC}} °C); vuelva a consultar cuando suban las temperaturas, porque la hierba muerta y la hojarasca pueden secarse en pocos días.',
      },
    },
    model: {
      since: ' desde el {{date}}',
      dormantSnow:
        'Temporada de incendios en pausa en {{place}}{{since}}: nieve en el suelo (espesor de nieve en {{history}} de {{cm}} cm el {{date}}); los códigos del FWI empiezan tras tres días sin nieve (Lawson y Armitage 2008), así que hasta entonces no se calcula ningún peligro de incendio.',
      dormantThaw:
        'Temporada de incendios en pausa en {{place}}{{since}}: la nieve del invierno se está fundiendo; los códigos del FWI empiezan tras tres días sin nieve (Lawson y Armitage 2008) o, antes de que llegue {{history}}, tras tres días seguidos por encima de {{startC}} °C.',
      dormantCold:
        'Temporada de incendios en pausa en {{place}}{{since}}: los códigos del FWI empiezan tras tres días seguidos por encima de {{startC}} °C (Wotton y Flannigan 1993; Lawson y Armitage 2008), así que hasta entonces no se calcula ningún peligro de incendio.',
      extremeYears:
        'Hubo un día de tiempo de incendio «extremo» (FWI {{level}}+) en {{hits}} de {{years}} años de {{history}} ({{chance}} al año).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): los días por encima del percentil 99 actual del FWI de la simulación se vuelven {{ratio}} veces más frecuentes hacia {{year}}; probabilidad anual media en el periodo: {{chance}}.',
      members:
        'Conjunto: {{hits}} de {{members}} miembros alcanzan un FWI de {{level}} («{{levelClass}}») antes del {{date}}; pico mediano del FWI de los miembros: {{peak}} ({{class}}).',
      seasonStarts:
        '{{started}} de {{members}} miembros inician la temporada de incendios dentro de la previsión (tres días por encima de {{startC}} °C).',
      rest: 'Los {{days}} días posteriores a la previsión: {{chance}} (las mismas fechas alcanzaron un FWI de {{level}} en {{hits}} de {{years}} años de {{history}}).',
      noFuel:
        'No hay vegetación que pueda arder: el lugar es hiperárido (índice de aridez {{index}} < {{limit}}, PNUMA 1992), así que el tiempo de incendio no puede convertirse aquí en un incendio forestal.',
      fuelMoisture: 'Humedad del combustible hoy (sistema FWI a partir de {{history}}{{recent}}): FFMC {{ffmc}}, DMC {{dmc}}, DC {{dc}}.',
      recentDays: ' y de los días recientes',
      dormantToday:
        'Hoy la temporada de incendios está en pausa en {{place}} ({{why}}); la probabilidad cuenta las temporadas de incendios tal como las tuvo {{history}}.',
      snow: 'nieve en el suelo',
      winter: 'invierno',
      what: 'el índice meteorológico de incendios (FWI) en {{place}} alcanza {{level}} («{{class}}»)',
      eventNoFuel: 'No hay vegetación que pueda arder en {{place}} (lugar hiperárido): aquí no puede declararse un incendio forestal',
      damage: 'episodios de tiempo de incendio con FWI de {{level}} o más',
      eventWindow: 'Al menos un día del periodo en el que {{what}}',
      class: {
        low: 'bajo',
        moderate: 'moderado',
        high: 'alto',
        'very high': 'muy alto',
        extreme: 'extremo',
        'very extreme': 'muy extremo',
      },
    },
    eonet: 'incendio forestal',
  },
  // French
  fr: {
    guidance: {
      core: 'Si l’on vous demande d’évacuer, partez immédiatement par l’itinéraire indiqué par les autorités ; n’attendez pas de voir le feu et gardez un masque N95 contre la fumée (Ready.gov, IAFC « Ready, Set, Go! »).',
      lens: {
        'community-planning':
          'Entretenez les coupe-feu et les itinéraires d’évacuation, testez les systèmes d’alerte et les abris à air pur, et organisez le transport des personnes sans voiture.',
        'family-relocation':
          'Vérifiez si le logement se trouve à l’interface entre forêt et habitat, combien de routes permettent d’en sortir, et si le toit, les aérations et le bardage résistent aux braises.',
        'business-setup':
          'Gardez un espace défendable autour des locaux, stockez en sécurité carburants et produits inflammables, prévoyez des fermetures pour cause de fumée et des limites au travail en extérieur, et protégez le personnel avec des masques N95.',
        travel:
          'Consultez les cartes des feux et de la fumée avant une randonnée ou un camping, respectez les fermetures de parcs et les interdictions de feu, et sachez comment quitter rapidement la zone.',
        investment:
          'Intégrez l’exposition aux feux de forêt dans le prix : l’offre d’assurance se réduit dans les zones à haut risque ; privilégiez les constructions résistantes aux braises et les terrains avec un espace défendable et un bon accès.',
      },
      situation: {
        noFuel:
          'Il n’y a ici aucune végétation qui puisse brûler (un lieu hyperaride), donc un feu de forêt ne peut pas se déclarer sur place ; la fumée de feux lointains peut toutefois arriver, alors suivez les alertes de qualité de l’air quand des feux brûlent sous le vent.',
        starting:
          'La saison des feux commence ici : les journées chaudes et sèches à venir mettent fin à la pause hivernale, et l’herbe morte et la litière laissées par l’hiver sèchent en quelques jours.',
        snow: 'La neige couvre le sol, donc la saison des feux n’a pas commencé ici et aucun danger d’incendie n’est calculé ; revenez voir une fois la neige fondue, car l’herbe morte et la litière peuvent sécher en quelques jours.',
        dormant:
          'La saison des feux n’a pas commencé ici (hiver : le danger est calculé à partir du troisième jour de suite au-dessus de {{startC}} °C) ; revenez voir quand le temps se réchauffe, car l’herbe morte et la litière peuvent sécher en quelques jours.',
      },
    },
    model: {
      since: ' depuis le {{date}}',
      dormantSnow:
        'Saison des feux en sommeil à {{place}}{{since}} : neige au sol (épaisseur de neige {{history}} de {{cm}} cm le {{date}}) ; les codes de l’IFM démarrent après trois jours sans neige (Lawson et Armitage 2008), donc aucun danger d’incendie n’est calculé d’ici là.',
      dormantThaw:
        'Saison des feux en sommeil à {{place}}{{since}} : la neige de l’hiver fond ; les codes de l’IFM démarrent après trois jours sans neige (Lawson et Armitage 2008) ou, avant qu’{{history}} ne suive, après trois jours de suite au-dessus de {{startC}} °C.',
      dormantCold:
        'Saison des feux en sommeil à {{place}}{{since}} : les codes de l’IFM démarrent après trois jours de suite au-dessus de {{startC}} °C (Wotton et Flannigan 1993 ; Lawson et Armitage 2008), donc aucun danger d’incendie n’est calculé d’ici là.',
      extremeYears:
        'Une journée de danger météorologique d’incendie « extrême » (IFM {{level}}+) est survenue {{hits}} années {{history}} sur {{years}} ({{chance}} par an).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) : les jours au-dessus du 99e centile actuel de l’IFM de la simulation deviennent {{ratio}} fois plus fréquents d’ici {{year}} ; probabilité annuelle moyenne sur la période : {{chance}}.',
      members:
        'Ensemble : {{hits}} des {{members}} membres atteignent un IFM de {{level}} (« {{levelClass}} ») avant le {{date}} ; pic médian de l’IFM des membres : {{peak}} ({{class}}).',
      seasonStarts:
        '{{started}} des {{members}} membres ouvrent la saison des feux pendant la prévision (trois jours au-dessus de {{startC}} °C).',
      rest: 'Les {{days}} jours après la prévision : {{chance}} (aux mêmes dates, l’IFM a atteint {{level}} pendant {{hits}} des {{years}} années {{history}}).',
      noFuel:
        'Aucune végétation qui puisse brûler : le lieu est hyperaride (indice d’aridité {{index}} < {{limit}}, PNUE 1992), donc un temps propice aux feux ne peut pas y devenir un feu de forêt.',
      fuelMoisture:
        'Humidité des combustibles aujourd’hui (système IFM à partir d’{{history}}{{recent}}) : FFMC {{ffmc}}, DMC {{dmc}}, DC {{dc}}.',
      recentDays: ' et des derniers jours',
      dormantToday:
        'Aujourd’hui, la saison des feux est en sommeil à {{place}} ({{why}}) ; la probabilité compte les saisons des feux telles qu’{{history}} les a connues.',
      snow: 'neige au sol',
      winter: 'hiver',
      what: 'l’indice forêt-météo (IFM) à {{place}} atteint {{level}} (« {{class}} »)',
      eventNoFuel: 'Aucune végétation qui puisse brûler à {{place}} (lieu hyperaride) : un feu de forêt ne peut pas s’y déclarer',
      damage: 'épisodes de temps à incendie à un IFM de {{level}} ou plus',
      eventWindow: 'Au moins un jour de la période où {{what}}',
      class: {
        low: 'faible',
        moderate: 'modéré',
        high: 'élevé',
        'very high': 'très élevé',
        extreme: 'extrême',
        'very extreme': 'très extrême',
      },
    },
    eonet: 'feu de forêt',
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Se mandarem evacuar, saia imediatamente pela rota indicada pelas autoridades; não espere ver o fogo e tenha uma máscara N95 para a fumaça (Ready.gov, IAFC «Ready, Set, Go!»).',
      lens: {
        'community-planning':
          'Mantenha aceiros e rotas de evacuação, teste os sistemas de alerta e os abrigos de ar limpo, e organize transporte para quem não tem carro.',
        'family-relocation':
          'Verifique se a casa fica numa zona de interface entre área urbana e vegetação, quantas estradas levam para fora e se o telhado, os respiros e o revestimento resistem a brasas.',
        'business-setup':
          'Mantenha um espaço defensável em volta das instalações, armazene com segurança combustíveis e inflamáveis, preveja fechamentos por fumaça e limites ao trabalho ao ar livre, e proteja a equipe com máscaras N95.',
        travel:
          'Consulte os mapas de incêndios e de fumaça antes de fazer trilhas ou acampar, respeite o fechamento de parques e as proibições de fogo, e saiba como sair rapidamente da área.',
        investment:
          'Inclua a exposição a incêndios florestais no preço: a oferta de seguros está diminuindo nas zonas de alto risco; prefira construções resistentes a brasas e terrenos com espaço defensável e bom acesso.',
      },
      situation: {
        noFuel:
          'Aqui não há vegetação que possa queimar (é um lugar hiperárido), por isso um incêndio florestal não pode começar no próprio local; a fumaça de incêndios distantes ainda pode chegar, então acompanhe os alertas de qualidade do ar quando houver fogo na direção de onde vem o vento.',
        starting:
          'A temporada de incêndios está começando aqui: os dias quentes e secos que vêm acabam com a pausa do inverno, e o capim morto e a serapilheira deixados pelo inverno secam em poucos dias.',
        snow: 'A neve cobre o chão, por isso a temporada de incêndios não começou aqui e nenhum perigo de incêndio é calculado; volte a consultar quando a neve derreter, porque o capim morto e a serapilheira podem secar em poucos dias.',
        dormant:
          'A temporada de incêndios não começou aqui (inverno: o perigo é calculado a partir do terceiro dia seguido acima de {{startC}} °C); volte a consultar quando esquentar, porque o capim morto e a serapilheira podem secar em poucos dias.',
      },
    },
    model: {
      since: ' desde {{date}}',
      dormantSnow:
        'Temporada de incêndios parada em {{place}}{{since}}: neve no chão (espessura de neve no {{history}} de {{cm}} cm em {{date}}); os códigos do FWI começam depois de três dias sem neve (Lawson e Armitage 2008), por isso até lá nenhum perigo de incêndio é calculado.',
      dormantThaw:
        'Temporada de incêndios parada em {{place}}{{since}}: a neve do inverno está derretendo; os códigos do FWI começam depois de três dias sem neve (Lawson e Armitage 2008) ou, antes que o {{history}} chegue, depois de três dias seguidos acima de {{startC}} °C.',
      dormantCold:
        'Temporada de incêndios parada em {{place}}{{since}}: os códigos do FWI começam depois de três dias seguidos acima de {{startC}} °C (Wotton e Flannigan 1993; Lawson e Armitage 2008), por isso até lá nenhum perigo de incêndio é calculado.',
      extremeYears:
        'Houve um dia de tempo de incêndio «extremo» (FWI {{level}}+) em {{hits}} de {{years}} anos do {{history}} ({{chance}} por ano).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): os dias acima do percentil 99 atual do FWI da simulação ficam {{ratio}} vezes mais frequentes até {{year}}; probabilidade anual média no período: {{chance}}.',
      members:
        'Conjunto: {{hits}} de {{members}} membros atingem um FWI de {{level}} («{{levelClass}}») até {{date}}; pico mediano do FWI dos membros: {{peak}} ({{class}}).',
      seasonStarts:
        '{{started}} de {{members}} membros iniciam a temporada de incêndios dentro da previsão (três dias acima de {{startC}} °C).',
      rest: 'Os {{days}} dias depois da previsão: {{chance}} (as mesmas datas atingiram um FWI de {{level}} em {{hits}} de {{years}} anos do {{history}}).',
      noFuel:
        'Não há vegetação que possa queimar: o lugar é hiperárido (índice de aridez {{index}} < {{limit}}, PNUMA 1992), por isso o tempo de incêndio não pode virar aqui um incêndio florestal.',
      fuelMoisture: 'Umidade do combustível hoje (sistema FWI a partir do {{history}}{{recent}}): FFMC {{ffmc}}, DMC {{dmc}}, DC {{dc}}.',
      recentDays: ' e dos dias recentes',
      dormantToday:
        'Hoje a temporada de incêndios está parada em {{place}} ({{why}}); a probabilidade conta as temporadas de incêndios tal como o {{history}} as registrou.',
      snow: 'neve no chão',
      winter: 'inverno',
      what: 'o índice meteorológico de incêndio (FWI) em {{place}} chega a {{level}} («{{class}}»)',
      eventNoFuel: 'Não há vegetação que possa queimar em {{place}} (lugar hiperárido): aqui não pode começar um incêndio florestal',
      damage: 'períodos de tempo de incêndio com FWI de {{level}} ou mais',
      eventWindow: 'Pelo menos um dia do período em que {{what}}',
      class: {
        low: 'baixo',
        moderate: 'moderado',
        high: 'alto',
        'very high': 'muito alto',
        extreme: 'extremo',
        'very extreme': 'muito extremo',
      },
    },
    eonet: 'incêndio florestal',
  },
  // German
  de: {
    guidance: {
      core: 'Wenn Sie zur Evakuierung aufgefordert werden, gehen Sie sofort über den von den Behörden genannten Weg; warten Sie nicht, bis Sie das Feuer sehen, und halten Sie eine N95-Maske gegen Rauch bereit (Ready.gov, IAFC „Ready, Set, Go!“).',
      lens: {
        'community-planning':
          'Pflegen Sie Brandschneisen und Fluchtwege, testen Sie Warnsysteme und Schutzräume mit sauberer Luft, und planen Sie Transport für Menschen ohne Auto.',
        'family-relocation':
          'Prüfen Sie, ob die Wohnung im Übergangsbereich zwischen Wald und Siedlung liegt, wie viele Straßen hinausführen und ob Dach, Lüftungen und Fassade gegen Funkenflug beständig sind.',
        'business-setup':
          'Halten Sie einen Schutzstreifen um das Gelände, lagern Sie Treibstoffe und brennbare Stoffe sicher, planen Sie Schließungen wegen Rauch und Grenzen für Arbeit im Freien, und schützen Sie das Personal mit N95-Masken.',
        travel:
          'Prüfen Sie Brand- und Rauchkarten vor Wanderungen oder dem Zelten, beachten Sie Parksperrungen und Feuerverbote, und wissen Sie, wie Sie das Gebiet schnell verlassen.',
        investment:
          'Preisen Sie das Waldbrandrisiko ein: In Hochrisikogebieten wird Versicherungsschutz knapper; bevorzugen Sie funkenflugbeständige Bauweisen und Grundstücke mit Schutzstreifen und guter Zufahrt.',
      },
      situation: {
        noFuel:
          'Hier gibt es keine brennbare Vegetation (ein hyperarider Ort), ein Waldbrand kann also am Ort selbst nicht entstehen; Rauch von Bränden anderswo kann trotzdem ankommen, also achten Sie auf Luftqualitätswarnungen, wenn es windaufwärts brennt.',
        starting:
          'Die Waldbrandsaison beginnt hier: Die kommenden warmen, trockenen Tage beenden die Winterpause, und totes Gras und Streu aus dem Winter trocknen innerhalb weniger Tage.',
        snow: 'Schnee bedeckt den Boden, die Waldbrandsaison hat hier also nicht begonnen und es wird keine Brandgefahr berechnet; schauen Sie wieder nach, sobald der Schnee geschmolzen ist, denn totes Gras und Streu können innerhalb weniger Tage trocknen.',
        dormant:
          'Die Waldbrandsaison hat hier nicht begonnen (Winter: Die Gefahr wird ab dem dritten Tag in Folge über {{startC}} °C berechnet); schauen Sie wieder nach, wenn es wärmer wird, denn totes Gras und Streu können innerhalb weniger Tage trocknen.',
      },
    },
    model: {
      since: ' seit {{date}}',
      dormantSnow:
        'Waldbrandsaison in {{place}}{{since}} in Ruhe: Schnee liegt ({{history}}-Schneehöhe {{cm}} cm am {{date}}); die FWI-Codes starten nach drei schneefreien Tagen (Lawson und Armitage 2008), bis dahin wird keine Brandgefahr berechnet.',
      dormantThaw:
        'Waldbrandsaison in {{place}}{{since}} in Ruhe: Der Winterschnee schmilzt; die FWI-Codes starten nach drei schneefreien Tagen (Lawson und Armitage 2008) oder, bevor {{history}} so weit ist, nach drei Tagen in Folge über {{startC}} °C.',
      dormantCold:
        'Waldbrandsaison in {{place}}{{since}} in Ruhe: Die FWI-Codes starten nach drei Tagen in Folge über {{startC}} °C (Wotton und Flannigan 1993; Lawson und Armitage 2008), bis dahin wird keine Brandgefahr berechnet.',
      extremeYears:
        'Ein Tag mit „extremem“ Waldbrandwetter (FWI {{level}}+) trat in {{hits}} von {{years}} {{history}}-Jahren auf ({{chance}} pro Jahr).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): Tage über dem heutigen 99. FWI-Perzentil des Laufs werden bis {{year}} {{ratio}}-mal so häufig; mittlere jährliche Wahrscheinlichkeit im Zeitraum: {{chance}}.',
      members:
        'Ensemble: {{hits}} von {{members}} Mitgliedern erreichen bis {{date}} einen FWI von {{level}} („{{levelClass}}“); mittlere FWI-Spitze der Mitglieder: {{peak}} ({{class}}).',
      seasonStarts:
        '{{started}} von {{members}} Mitgliedern beginnen die Waldbrandsaison innerhalb der Vorhersage (drei Tage über {{startC}} °C).',
      rest: 'Die {{days}} Tage nach der Vorhersage: {{chance}} (an denselben Tagen wurde in {{hits}} von {{years}} {{history}}-Jahren ein FWI von {{level}} erreicht).',
      noFuel:
        'Keine brennbare Vegetation: Der Ort ist hyperarid (Ariditätsindex {{index}} < {{limit}}, UNEP 1992), Waldbrandwetter kann hier also nicht zu einem Waldbrand werden.',
      fuelMoisture: 'Brennstofffeuchte heute (FWI-System aus {{history}}{{recent}}): FFMC {{ffmc}}, DMC {{dmc}}, DC {{dc}}.',
      recentDays: ' und den letzten Tagen',
      dormantToday:
        'Heute ruht die Waldbrandsaison in {{place}} ({{why}}); die Wahrscheinlichkeit zählt die Waldbrandsaisons, wie {{history}} sie hatte.',
      snow: 'Schnee liegt',
      winter: 'Winter',
      what: 'der Waldbrand-Wetterindex (FWI) in {{place}} erreicht {{level}} („{{class}}“)',
      eventNoFuel: 'Keine brennbare Vegetation in {{place}} (hyperarid): Hier kann kein Waldbrand entstehen',
      damage: 'Feuerwetterphasen mit FWI {{level}} oder mehr',
      eventWindow: 'Mindestens ein Tag im Zeitraum, an dem {{what}}',
      class: {
        low: 'niedrig',
        moderate: 'mäßig',
        high: 'hoch',
        'very high': 'sehr hoch',
        extreme: 'extrem',
        'very extreme': 'sehr extrem',
      },
    },
    eonet: 'Waldbrand',
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const WILDFIRE_EVENT_WORDS = {
  hazard: 'wildfire',
  // English
  en: {
    minFwi: 'min fwi',
    dangerClass: 'danger class',
    burnable: 'burnable',
    aridityIndex: 'aridity index',
    fireSeason: 'fire season',
  },
  // Spanish
  es: {
    minFwi: 'FWI mínimo',
    dangerClass: 'clase de peligro',
    burnable: 'puede arder',
    aridityIndex: 'índice de aridez',
    fireSeason: 'temporada de incendios',
  },
  // French
  fr: {
    minFwi: 'IFM minimal',
    dangerClass: 'classe de danger',
    burnable: 'combustible',
    aridityIndex: 'indice d’aridité',
    fireSeason: 'saison des feux',
  },
  // Portuguese
  pt: {
    minFwi: 'FWI mínimo',
    dangerClass: 'classe de perigo',
    burnable: 'pode queimar',
    aridityIndex: 'índice de aridez',
    fireSeason: 'temporada de incêndios',
  },
  // German
  de: {
    minFwi: 'FWI mindestens',
    dangerClass: 'Gefahrenklasse',
    burnable: 'brennbar',
    aridityIndex: 'Ariditätsindex',
    fireSeason: 'Waldbrandsaison',
  },
};
