// Earthquake: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.earthquake`, `common.risk.earthquake`, `guidance.earthquake`,
// the `earthquake` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const EARTHQUAKE_NAME_WORDS = {
  hazard: 'earthquake',
  // English
  en: { name: 'Earthquake' },
  // Spanish
  es: { name: 'Terremoto', risk: 'Riesgo de terremoto' },
  // French
  fr: { name: 'Séisme', risk: 'Risque de séisme' },
  // Portuguese
  pt: { name: 'Terremoto', risk: 'Risco de terremoto' },
  // German
  de: { name: 'Erdbeben', risk: 'Erdbebenrisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const EARTHQUAKE_ANSWER_WORDS = {
  hazard: 'earthquake',
  modelSection: 'earthquake',
  // English
  en: {
    guidance: {
      core: 'If the ground shakes: Drop, Cover, and Hold On until it stops; stay away from windows and do not run outside (Ready.gov).',
      lens: {
        'community-planning':
          'Prioritise inspection and retrofit of schools, hospitals and unreinforced masonry, and exercise the emergency plan (e.g. a ShakeOut drill).',
        'family-relocation':
          'Before choosing a home, ask for its construction year and seismic retrofits, and check whether the area is mapped for liquefaction or landslides.',
        'business-setup':
          'Anchor racks and equipment, back up data off-site and write a continuity plan that assumes days without power or road access (FEMA QuakeSmart).',
        travel:
          'Note the emergency exits where you stay, keep shoes and a torch by the bed, and follow local authorities and your embassy after a quake.',
        investment:
          'Price seismic exposure in: require structural assessments, check earthquake insurance availability and deductibles, and favour post-code-era buildings.',
      },
    },
    model: {
      oddsNone: 'no measurable chance (0%)',
      oddsAlmostCertain: 'almost certain ({{pct}})',
      oddsInTen: '{{n}} in 10 ({{pct}})',
      oddsOneIn: '1 in {{n}} ({{pct}})',
      percent: '{{value}}%',
      below: '<{{value}}',
      exponential: '{{mantissa}}e{{exponent}}',
      nextDay: 'in the next {{days}} day',
      nextDays: 'in the next {{days}} days',
      nextYear: 'in the next {{years}} year',
      nextYears: 'in the next {{years}} years',
      between: 'between {{start}} and {{end}}',
      shaking:
        '{{strong}} chance of strong shaking (MMI VI or more) at {{place}} {{when}}; {{severe}} of severe shaking (MMI VIII or more).',
      companionChance:
        '{{odds}} chance of at least one {{m}} earthquake within {{km}} km {{when}}: the event the USGS catalogue decides, which the track record scores.',
      catalogue:
        'In the long run about {{rate}} {{m}} earthquakes a year within {{km}} km: {{events}} USGS events {{minM}} within {{radiusKm}} km since {{since}} (complete from {{mc}}; {{sources}} once aftershocks are set aside), smoothed over their neighbours, b-value {{b}}{{global}}.',
      globalB: ' (global: too few events for a local estimate)',
      quiet:
        'No USGS earthquakes of {{minM}} within {{radiusKm}} km since {{since}}: the rate is the background of quiet regions, about {{rate}} {{m}} a year within {{km}} km.',
      large:
        'Large earthquakes ({{m}}) from the ISC-GEM catalogue since 1904 and USGS since 2017: {{events}} within {{radiusKm}} km ({{sources}} once aftershocks are set aside), about {{rate}} a year, b-value {{b}}{{largest}}.',
      largestLarge: '; the largest {{m}} in {{year}}, {{km}} km away',
      noLarge: "No {{m}} earthquake within {{radiusKm}} km in the ISC-GEM catalogue since 1904 nor in USGS's since 2017.",
      interface:
        '{{interfaceSources}} of those {{sources}} lie on the subduction interface (USGS Slab2 geometry): their shaking comes from the subduction ground-motion model, on rupture planes along the slab.',
      greatInterface:
        "The subduction interface within {{radiusKm}} km is balanced by {{loading}}: about {{rate}} {{m}} interface earthquakes a year, {{rate8}} of them {{m8}}; this source takes the place of the catalogue's interface mainshocks.",
      loadingConvergence: 'plate convergence (Bird 2003, PB2002) with the fitted interface coupling {{coupling}}',
      loadingDeficit: "the slip deficit of New Zealand's National Seismic Hazard Model 2022",
      faults:
        'Mapped active faults with a slip rate within {{radiusKm}} km: {{sections}} sections, about {{rate}} {{m}} earthquakes a year between them; the nearest{{name}} {{km}} km away, slips about {{slip}} mm a year, and the section alone can host up to {{mMax}}.',
      faultName: ', {{name}},',
      aftershocks:
        'Aftershocks of the {{m}} of {{date}}{{where}}, {{distanceKm}} km away, give {{odds}} of an {{m5}} within {{km}} km {{when}} ({{method}}).',
      where: ' ({{place}})',
      method: {
        etas: 'ETAS triggering by the mainshock and every aftershock so far, fitted on the global catalogue',
        etasRegimes: 'ETAS triggering by the mainshock and every aftershock so far, fitted on the global catalogue per tectonic regime',
        reasenbergJones: 'Reasenberg & Jones with Page et al. 2016 parameters, updated on the sequence so far',
      },
      damaging:
        'If strong shaking comes, about {{share}} of it would reach MMI VII or more (damage to ordinary buildings): about {{days}} days of disruption expected (severity {{severity}}/100).',
      largest: 'Largest within {{radiusKm}} km since {{since}}: {{m}} on {{date}}, {{km}} km away{{where}}.',
      event: 'Shaking from an earthquake of Modified Mercalli intensity VI ("strong": felt by all, slight damage) or more at {{place}}',
      companion: 'At least one {{m}} earthquake with its epicentre within {{km}} km of {{place}}',
      eventsLayer: 'Earthquakes {{minM}} within {{radiusKm}} km since {{since}}',
      radiusLayer: 'Verifiable event radius ({{km}} km)',
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Si el suelo tiembla: agáchese, cúbrase y sujétese hasta que pare; aléjese de las ventanas y no salga corriendo (Ready.gov).',
      lens: {
        'community-planning':
          'Dé prioridad a la inspección y el refuerzo de escuelas, hospitales y edificios de mampostería sin armar, y ensaye el plan de emergencia (p. ej., un simulacro ShakeOut).',
        'family-relocation':
          'Antes de elegir vivienda, pregunte por su año de construcción y sus refuerzos sísmicos, y compruebe si la zona figura en mapas de licuefacción o de deslizamientos.',
        'business-setup':
          'Ancle estanterías y equipos, guarde copias de los datos fuera de las instalaciones y redacte un plan de continuidad que prevea días sin electricidad ni acceso por carretera (FEMA QuakeSmart).',
        travel:
          'Localice las salidas de emergencia donde se aloje, deje zapatos y una linterna junto a la cama, y siga a las autoridades locales y a su embajada después de un terremoto.',
        investment:
          'Incluya la exposición sísmica en el precio: exija estudios estructurales, compruebe la disponibilidad y las franquicias del seguro de terremotos, y prefiera edificios construidos con la normativa sísmica moderna.',
      },
    },
    model: {
      oddsNone: 'inapreciable (0 %)',
      oddsAlmostCertain: 'casi certeza ({{pct}})',
      oddsInTen: '{{n}} de cada 10 ({{pct}})',
      oddsOneIn: '1 de cada {{n}} ({{pct}})',
      percent: '{{value}} %',
      below: '<{{value}}',
      exponential: '{{mantissa}}e{{exponent}}',
      nextDay: 'en un plazo de {{days}} día',
      nextDays: 'en los próximos {{days}} días',
      nextYear: 'en un plazo de {{years}} año',
      nextYears: 'en los próximos {{years}} años',
      between: 'entre el {{start}} y el {{end}}',
      shaking:
        'Probabilidad de una sacudida fuerte (MMI VI o más) en {{place}} {{when}}: {{strong}}; de una sacudida severa (MMI VIII o más): {{severe}}.',
      companionChance:
        'Probabilidad de al menos un terremoto {{m}} a menos de {{km}} km {{when}}: {{odds}}. Es el evento que decide el catálogo del USGS y que puntúa el historial.',
      catalogue:
        'A largo plazo, unos {{rate}} terremotos {{m}} al año a menos de {{km}} km: {{events}} eventos {{minM}} del USGS a menos de {{radiusKm}} km desde {{since}} (completo a partir de {{mc}}; {{sources}} una vez apartadas las réplicas), suavizados entre vecinos, valor b de {{b}}{{global}}.',
      globalB: ' (global: demasiado pocos eventos para una estimación local)',
      quiet:
        'Ningún terremoto {{minM}} en el catálogo del USGS a menos de {{radiusKm}} km desde {{since}}: la tasa es el fondo de las regiones tranquilas, unos {{rate}} terremotos {{m}} al año a menos de {{km}} km.',
      large:
        'Grandes terremotos ({{m}}) del catálogo ISC-GEM desde 1904 y del USGS desde 2017: {{events}} a menos de {{radiusKm}} km ({{sources}} una vez apartadas las réplicas), unos {{rate}} al año, valor b de {{b}}{{largest}}.',
      largestLarge: '; el mayor, de {{m}}, en {{year}}, a {{km}} km',
      noLarge: 'Ningún terremoto {{m}} a menos de {{radiusKm}} km en el catálogo ISC-GEM desde 1904 ni en el del USGS desde 2017.',
      interface:
        '{{interfaceSources}} de esos {{sources}} se sitúan en la interfaz de subducción (geometría Slab2 del USGS): su sacudida procede del modelo de movimiento del suelo para subducción, sobre planos de ruptura a lo largo de la placa.',
      greatInterface:
        'La interfaz de subducción a menos de {{radiusKm}} km se equilibra con {{loading}}: unos {{rate}} terremotos de interfaz {{m}} al año, {{rate8}} de ellos {{m8}}; esta fuente sustituye a los sismos principales de interfaz del catálogo.',
      loadingConvergence: 'la convergencia de placas (Bird 2003, PB2002) y el acoplamiento de interfaz ajustado de {{coupling}}',
      loadingDeficit: 'el déficit de deslizamiento del Modelo Nacional de Peligro Sísmico de Nueva Zelanda 2022',
      faults:
        'Fallas activas cartografiadas con tasa de deslizamiento a menos de {{radiusKm}} km: {{sections}} secciones, unos {{rate}} terremotos {{m}} al año entre todas; la más cercana{{name}} está a {{km}} km, se desliza unos {{slip}} mm al año y la sección por sí sola puede albergar hasta un {{mMax}}.',
      faultName: ', {{name}},',
      aftershocks:
        'Réplicas del {{m}} del {{date}}{{where}}, a {{distanceKm}} km; probabilidad de que causen un {{m5}} a menos de {{km}} km {{when}} ({{method}}): {{odds}}.',
      where: ' ({{place}})',
      method: {
        etas: 'desencadenamiento ETAS por el terremoto principal y cada réplica hasta ahora, ajustado con el catálogo mundial',
        etasRegimes:
          'desencadenamiento ETAS por el terremoto principal y cada réplica hasta ahora, ajustado con el catálogo mundial por régimen tectónico',
        reasenbergJones: 'Reasenberg y Jones con los parámetros de Page et al. 2016, actualizados con la secuencia hasta ahora',
      },
      damaging:
        'Si llega una sacudida fuerte, en torno al {{share}} de ella alcanzaría MMI VII o más (daños en edificios corrientes): se esperan unos {{days}} días de interrupción (gravedad {{severity}}/100).',
      largest: 'El terremoto más fuerte a menos de {{radiusKm}} km desde {{since}}: {{m}} el {{date}}, a {{km}} km{{where}}.',
      event:
        'Sacudida de un terremoto de intensidad VI o más en la escala de Mercalli modificada («fuerte»: sentida por todos, daños leves) en {{place}}',
      companion: 'Al menos un terremoto {{m}} con epicentro a menos de {{km}} km de {{place}}',
      eventsLayer: 'Terremotos {{minM}} en un radio de {{radiusKm}} km desde {{since}}',
      radiusLayer: 'Radio del evento verificable ({{km}} km)',
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Si le sol tremble : baissez-vous, abritez-vous et tenez bon jusqu’à l’arrêt des secousses ; éloignez-vous des fenêtres et ne sortez pas en courant (Ready.gov).',
      lens: {
        'community-planning':
          'Donnez la priorité à l’inspection et au renforcement des écoles, des hôpitaux et des maçonneries non armées, et exercez le plan d’urgence (par exemple un exercice ShakeOut).',
        'family-relocation':
          'Avant de choisir un logement, demandez son année de construction et ses renforcements parasismiques, et vérifiez si le secteur est cartographié pour la liquéfaction ou les glissements de terrain.',
        'business-setup':
          'Ancrez les rayonnages et les équipements, sauvegardez les données hors site et rédigez un plan de continuité qui prévoit des jours sans électricité ni accès routier (FEMA QuakeSmart).',
        travel:
          'Repérez les sorties de secours de votre hébergement, gardez des chaussures et une lampe de poche près du lit, et suivez les autorités locales et votre ambassade après un séisme.',
        investment:
          'Intégrez l’exposition sismique dans le prix : exigez des expertises structurelles, vérifiez la disponibilité et les franchises de l’assurance séisme, et privilégiez les bâtiments conformes aux normes parasismiques récentes.',
      },
    },
    model: {
      oddsNone: 'non mesurable (0 %)',
      oddsAlmostCertain: 'quasi-certitude ({{pct}})',
      oddsInTen: '{{n}} sur 10 ({{pct}})',
      oddsOneIn: '1 sur {{n}} ({{pct}})',
      percent: '{{value}} %',
      below: '<{{value}}',
      exponential: '{{mantissa}}e{{exponent}}',
      nextDay: 'dans un délai de {{days}} jour',
      nextDays: 'dans les {{days}} prochains jours',
      nextYear: 'dans un délai de {{years}} an',
      nextYears: 'dans les {{years}} prochaines années',
      between: 'entre le {{start}} et le {{end}}',
      shaking:
        'Probabilité de fortes secousses (MMI VI ou plus) à {{place}} {{when}} : {{strong}} ; de secousses sévères (MMI VIII ou plus) : {{severe}}.',
      companionChance:
        'Probabilité d’au moins un séisme {{m}} à moins de {{km}} km {{when}} : {{odds}}. C’est l’événement que tranche le catalogue de l’USGS et que le bilan note.',
      catalogue:
        'À long terme, environ {{rate}} séismes {{m}} par an à moins de {{km}} km : {{events}} événements {{minM}} de l’USGS à moins de {{radiusKm}} km depuis {{since}} (catalogue complet à partir de {{mc}} ; {{sources}} une fois les répliques écartées), lissés sur leurs voisins, valeur b de {{b}}{{global}}.',
      globalB: ' (globale : trop peu d’événements pour une estimation locale)',
      quiet:
        'Aucun séisme {{minM}} dans le catalogue de l’USGS à moins de {{radiusKm}} km depuis {{since}} : le taux est le bruit de fond des régions calmes, environ {{rate}} séismes {{m}} par an à moins de {{km}} km.',
      large:
        'Grands séismes ({{m}}) du catalogue ISC-GEM depuis 1904 et de l’USGS depuis 2017 : {{events}} à moins de {{radiusKm}} km ({{sources}} une fois les répliques écartées), environ {{rate}} par an, valeur b de {{b}}{{largest}}.',
      largestLarge: ' ; le plus fort, {{m}}, en {{year}}, à {{km}} km',
      noLarge: 'Aucun séisme {{m}} à moins de {{radiusKm}} km dans le catalogue ISC-GEM depuis 1904 ni dans celui de l’USGS depuis 2017.',
      interface:
        '{{interfaceSources}} de ces {{sources}} se trouvent sur l’interface de subduction (géométrie Slab2 de l’USGS) : leurs secousses viennent du modèle de mouvement du sol de subduction, sur des plans de rupture le long de la plaque plongeante.',
      greatInterface:
        'L’interface de subduction à moins de {{radiusKm}} km est équilibrée par {{loading}} : environ {{rate}} séismes d’interface {{m}} par an, dont {{rate8}} {{m8}} ; cette source remplace les chocs principaux d’interface du catalogue.',
      loadingConvergence: 'la convergence des plaques (Bird 2003, PB2002) avec le couplage d’interface ajusté de {{coupling}}',
      loadingDeficit: 'le déficit de glissement du modèle national d’aléa sismique de Nouvelle-Zélande 2022',
      faults:
        'Failles actives cartographiées avec une vitesse de glissement à moins de {{radiusKm}} km : {{sections}} segments, environ {{rate}} séismes {{m}} par an à eux tous ; le plus proche{{name}} se trouve à {{km}} km, glisse d’environ {{slip}} mm par an et peut à lui seul produire jusqu’à un {{mMax}}.',
      faultName: ', {{name}},',
      aftershocks:
        'Répliques du {{m}} du {{date}}{{where}}, à {{distanceKm}} km ; probabilité qu’elles amènent un {{m5}} à moins de {{km}} km {{when}} ({{method}}) : {{odds}}.',
      where: ' ({{place}})',
      method: {
        etas: 'déclenchement ETAS par le choc principal et chacune des répliques jusqu’ici, ajusté sur le catalogue mondial',
        etasRegimes:
          'déclenchement ETAS par le choc principal et chacune des répliques jusqu’ici, ajusté sur le catalogue mondial par régime tectonique',
        reasenbergJones: 'Reasenberg et Jones avec les paramètres de Page et al. 2016, mis à jour sur la séquence jusqu’ici',
      },
      damaging:
        'Si de fortes secousses surviennent, environ {{share}} d’entre elles atteindraient MMI VII ou plus (dégâts aux bâtiments ordinaires) : environ {{days}} jours de perturbation attendus (gravité {{severity}}/100).',
      largest: 'Le plus fort séisme à moins de {{radiusKm}} km depuis {{since}} : {{m}} le {{date}}, à {{km}} km{{where}}.',
      event:
        'Secousses d’un séisme d’intensité VI ou plus sur l’échelle de Mercalli modifiée (« forte » : ressenties par tous, dégâts légers) à {{place}}',
      companion: 'Au moins un séisme {{m}} dont l’épicentre se trouve à moins de {{km}} km de {{place}}',
      eventsLayer: 'Séismes {{minM}} à moins de {{radiusKm}} km depuis {{since}}',
      radiusLayer: 'Rayon de l’événement vérifiable ({{km}} km)',
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Se o chão tremer: abaixe-se, proteja-se e segure-se até parar; afaste-se das janelas e não saia correndo (Ready.gov).',
      lens: {
        'community-planning':
          'Dê prioridade à inspeção e ao reforço de escolas, hospitais e alvenaria não armada, e treine o plano de emergência (por exemplo, um simulado ShakeOut).',
        'family-relocation':
          'Antes de escolher uma casa, pergunte o ano de construção e os reforços sísmicos, e verifique se a área está mapeada para liquefação ou deslizamentos de terra.',
        'business-setup':
          'Fixe estantes e equipamentos, faça cópias dos dados fora do local e escreva um plano de continuidade que preveja dias sem energia nem acesso por estrada (FEMA QuakeSmart).',
        travel:
          'Observe as saídas de emergência onde se hospedar, deixe sapatos e uma lanterna junto à cama, e siga as autoridades locais e a sua embaixada depois de um terremoto.',
        investment:
          'Inclua a exposição sísmica no preço: exija avaliações estruturais, verifique a disponibilidade e as franquias do seguro contra terremotos, e prefira edifícios construídos segundo as normas sísmicas modernas.',
      },
    },
    model: {
      oddsNone: 'não mensurável (0%)',
      oddsAlmostCertain: 'quase certeza ({{pct}})',
      oddsInTen: '{{n}} em 10 ({{pct}})',
      oddsOneIn: '1 em {{n}} ({{pct}})',
      percent: '{{value}}%',
      below: '<{{value}}',
      exponential: '{{mantissa}}e{{exponent}}',
      nextDay: 'no prazo de {{days}} dia',
      nextDays: 'nos próximos {{days}} dias',
      nextYear: 'no prazo de {{years}} ano',
      nextYears: 'nos próximos {{years}} anos',
      between: 'entre {{start}} e {{end}}',
      shaking:
        'Probabilidade de um tremor forte (MMI VI ou mais) em {{place}} {{when}}: {{strong}}; de um tremor severo (MMI VIII ou mais): {{severe}}.',
      companionChance:
        'Probabilidade de pelo menos um terremoto {{m}} a menos de {{km}} km {{when}}: {{odds}}. É o evento que o catálogo do USGS decide e que o histórico pontua.',
      catalogue:
        'No longo prazo, cerca de {{rate}} terremotos {{m}} por ano a menos de {{km}} km: {{events}} eventos {{minM}} do USGS a menos de {{radiusKm}} km desde {{since}} (completo a partir de {{mc}}; {{sources}} depois de separadas as réplicas), suavizados entre vizinhos, valor b de {{b}}{{global}}.',
      globalB: ' (global: poucos eventos para uma estimativa local)',
      quiet:
        'Nenhum terremoto {{minM}} no catálogo do USGS a menos de {{radiusKm}} km desde {{since}}: a taxa é o fundo das regiões calmas, cerca de {{rate}} terremotos {{m}} por ano a menos de {{km}} km.',
      large:
        'Grandes terremotos ({{m}}) do catálogo ISC-GEM desde 1904 e do USGS desde 2017: {{events}} a menos de {{radiusKm}} km ({{sources}} depois de separadas as réplicas), cerca de {{rate}} por ano, valor b de {{b}}{{largest}}.',
      largestLarge: '; o maior, {{m}}, em {{year}}, a {{km}} km de distância',
      noLarge: 'Nenhum terremoto {{m}} a menos de {{radiusKm}} km no catálogo ISC-GEM desde 1904 nem no do USGS desde 2017.',
      interface:
        '{{interfaceSources}} desses {{sources}} estão na interface de subducção (geometria Slab2 do USGS): o tremor deles vem do modelo de movimento do solo para subducção, em planos de ruptura ao longo da placa.',
      greatInterface:
        'A interface de subducção a menos de {{radiusKm}} km é equilibrada com {{loading}}: cerca de {{rate}} terremotos de interface {{m}} por ano, {{rate8}} deles {{m8}}; esta fonte substitui os choques principais de interface do catálogo.',
      loadingConvergence: 'a convergência de placas (Bird 2003, PB2002) e o acoplamento de interface ajustado de {{coupling}}',
      loadingDeficit: 'o déficit de deslizamento do Modelo Nacional de Perigo Sísmico da Nova Zelândia 2022',
      faults:
        'Falhas ativas mapeadas com taxa de deslizamento a menos de {{radiusKm}} km: {{sections}} segmentos, cerca de {{rate}} terremotos {{m}} por ano entre todos; o mais próximo{{name}} fica a {{km}} km, desliza cerca de {{slip}} mm por ano e sozinho pode gerar até um {{mMax}}.',
      faultName: ', {{name}},',
      aftershocks:
        'Réplicas do {{m}} de {{date}}{{where}}, a {{distanceKm}} km; probabilidade de que provoquem um {{m5}} a menos de {{km}} km {{when}} ({{method}}): {{odds}}.',
      where: ' ({{place}})',
      method: {
        etas: 'disparo ETAS pelo choque principal e por cada réplica até agora, ajustado no catálogo mundial',
        etasRegimes: 'disparo ETAS pelo choque principal e por cada réplica até agora, ajustado no catálogo mundial por regime tectônico',
        reasenbergJones: 'Reasenberg e Jones com os parâmetros de Page et al. 2016, atualizados com a sequência até agora',
      },
      damaging:
        'Se vier um tremor forte, cerca de {{share}} dele chegaria a MMI VII ou mais (danos em edifícios comuns): cerca de {{days}} dias de transtorno esperados (gravidade {{severity}}/100).',
      largest: 'O maior terremoto a menos de {{radiusKm}} km desde {{since}}: {{m}} em {{date}}, a {{km}} km de distância{{where}}.',
      event:
        'Tremor de um terremoto de intensidade VI ou mais na escala de Mercalli modificada (“forte”: sentido por todos, danos leves) em {{place}}',
      companion: 'Pelo menos um terremoto {{m}} com epicentro a menos de {{km}} km de {{place}}',
      eventsLayer: 'Terremotos {{minM}} num raio de {{radiusKm}} km desde {{since}}',
      radiusLayer: 'Raio do evento verificável ({{km}} km)',
    },
  },
  // German
  de: {
    guidance: {
      core: 'Wenn der Boden bebt: auf den Boden gehen, Deckung suchen und festhalten, bis es aufhört; halten Sie sich von Fenstern fern und rennen Sie nicht ins Freie (Ready.gov).',
      lens: {
        'community-planning':
          'Prüfen und ertüchtigen Sie vorrangig Schulen, Krankenhäuser und unbewehrtes Mauerwerk, und üben Sie den Notfallplan (zum Beispiel mit einer ShakeOut-Übung).',
        'family-relocation':
          'Fragen Sie vor der Wahl einer Wohnung nach dem Baujahr und den Erdbebenertüchtigungen, und prüfen Sie, ob das Gebiet als gefährdet für Bodenverflüssigung oder Hangrutschungen kartiert ist.',
        'business-setup':
          'Verankern Sie Regale und Anlagen, sichern Sie Daten außer Haus und schreiben Sie einen Notfallplan für den Betrieb, der mit Tagen ohne Strom und ohne Straßenzugang rechnet (FEMA QuakeSmart).',
        travel:
          'Merken Sie sich die Notausgänge Ihrer Unterkunft, stellen Sie Schuhe und eine Taschenlampe ans Bett und folgen Sie nach einem Beben den örtlichen Behörden und Ihrer Botschaft.',
        investment:
          'Preisen Sie das Erdbebenrisiko ein: Verlangen Sie Baugutachten, prüfen Sie Verfügbarkeit und Selbstbehalte einer Erdbebenversicherung und bevorzugen Sie Gebäude nach modernen Erdbebennormen.',
      },
    },
    model: {
      oddsNone: 'nicht messbar (0 %)',
      oddsAlmostCertain: 'nahezu sicher ({{pct}})',
      oddsInTen: '{{n}} von 10 ({{pct}})',
      oddsOneIn: '1 zu {{n}} ({{pct}})',
      percent: '{{value}} %',
      below: '<{{value}}',
      exponential: '{{mantissa}}e{{exponent}}',
      nextDay: 'innerhalb von {{days}} Tag',
      nextDays: 'in den nächsten {{days}} Tagen',
      nextYear: 'innerhalb von {{years}} Jahr',
      nextYears: 'in den nächsten {{years}} Jahren',
      between: 'zwischen dem {{start}} und dem {{end}}',
      shaking:
        'Wahrscheinlichkeit starker Erschütterungen (MMI VI oder mehr) in {{place}} {{when}}: {{strong}}; schwerer Erschütterungen (MMI VIII oder mehr): {{severe}}.',
      companionChance:
        'Wahrscheinlichkeit mindestens eines Erdbebens {{m}} im Umkreis von {{km}} km {{when}}: {{odds}}. Über dieses Ereignis entscheidet der USGS-Katalog, die Trefferbilanz bewertet es.',
      catalogue:
        'Langfristig etwa {{rate}} Erdbeben {{m}} pro Jahr im Umkreis von {{km}} km: {{events}} USGS-Ereignisse {{minM}} im Umkreis von {{radiusKm}} km seit {{since}} (vollständig ab {{mc}}; {{sources}} ohne die Nachbeben), über ihre Nachbarn geglättet, b-Wert {{b}}{{global}}.',
      globalB: ' (global: zu wenige Ereignisse für eine lokale Schätzung)',
      quiet:
        'Keine USGS-Erdbeben {{minM}} im Umkreis von {{radiusKm}} km seit {{since}}: Die Rate ist der Hintergrund ruhiger Regionen, etwa {{rate}} Erdbeben {{m}} pro Jahr im Umkreis von {{km}} km.',
      large:
        'Starke Erdbeben ({{m}}) aus dem ISC-GEM-Katalog seit 1904 und von USGS seit 2017: {{events}} im Umkreis von {{radiusKm}} km ({{sources}} ohne die Nachbeben), etwa {{rate}} pro Jahr, b-Wert {{b}}{{largest}}.',
      largestLarge: '; das stärkste mit {{m}} im Jahr {{year}}, {{km}} km entfernt',
      noLarge: 'Kein Erdbeben {{m}} im Umkreis von {{radiusKm}} km im ISC-GEM-Katalog seit 1904 und keines im USGS-Katalog seit 2017.',
      interface:
        '{{interfaceSources}} dieser {{sources}} liegen auf der Subduktionsgrenzfläche (USGS-Slab2-Geometrie): Ihre Erschütterungen kommen aus dem Bodenbewegungsmodell für Subduktionszonen, auf Bruchflächen entlang der abtauchenden Platte.',
      greatInterface:
        'Die Subduktionsgrenzfläche im Umkreis von {{radiusKm}} km ist durch {{loading}} bilanziert: etwa {{rate}} Grenzflächenbeben {{m}} pro Jahr, davon {{rate8}} {{m8}}; diese Quelle ersetzt die Grenzflächen-Hauptbeben des Katalogs.',
      loadingConvergence: 'die Plattenkonvergenz (Bird 2003, PB2002) mit der angepassten Grenzflächenkopplung {{coupling}}',
      loadingDeficit: 'das Slip-Defizit des neuseeländischen National Seismic Hazard Model 2022',
      faults:
        'Kartierte aktive Störungen mit Gleitrate im Umkreis von {{radiusKm}} km: {{sections}} Abschnitte, zusammen etwa {{rate}} Erdbeben {{m}} pro Jahr; der nächste{{name}} liegt {{km}} km entfernt, gleitet etwa {{slip}} mm pro Jahr und kann allein ein Beben bis {{mMax}} erzeugen.',
      faultName: ', {{name}},',
      aftershocks:
        'Nachbeben des {{m}}-Bebens vom {{date}}{{where}}, {{distanceKm}} km entfernt; Wahrscheinlichkeit, dass sie {{when}} ein Beben {{m5}} im Umkreis von {{km}} km auslösen ({{method}}): {{odds}}.',
      where: ' ({{place}})',
      method: {
        etas: 'ETAS-Auslösung durch das Hauptbeben und jedes bisherige Nachbeben, angepasst am weltweiten Katalog',
        etasRegimes:
          'ETAS-Auslösung durch das Hauptbeben und jedes bisherige Nachbeben, angepasst am weltweiten Katalog je tektonischem Regime',
        reasenbergJones: 'Reasenberg und Jones mit den Parametern von Page et al. 2016, an der bisherigen Sequenz aktualisiert',
      },
      damaging:
        'Wenn starke Erschütterungen kommen, würden etwa {{share}} davon MMI VII oder mehr erreichen (Schäden an gewöhnlichen Gebäuden): etwa {{days}} Ausfalltage erwartet (Schwere {{severity}}/100).',
      largest: 'Stärkstes Beben im Umkreis von {{radiusKm}} km seit {{since}}: {{m}} am {{date}}, {{km}} km entfernt{{where}}.',
      event:
        'Erschütterung durch ein Erdbeben der Intensität VI oder mehr auf der modifizierten Mercalli-Skala („stark“: von allen verspürt, leichte Schäden) in {{place}}',
      companion: 'Mindestens ein Erdbeben {{m}} mit Epizentrum im Umkreis von {{km}} km um {{place}}',
      eventsLayer: 'Erdbeben {{minM}} im Umkreis von {{radiusKm}} km seit {{since}}',
      radiusLayer: 'Radius des überprüfbaren Ereignisses ({{km}} km)',
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const EARTHQUAKE_EVENT_WORDS = {
  hazard: 'earthquake',
  // English
  en: {
    minIntensity: 'min intensity',
    intensityScale: 'intensity scale',
  },
  // Spanish
  es: {
    minIntensity: 'intensidad mínima',
    intensityScale: 'escala de intensidad',
  },
  // French
  fr: {
    minIntensity: 'intensité minimale',
    intensityScale: 'échelle d’intensité',
  },
  // Portuguese
  pt: {
    minIntensity: 'intensidade mínima',
    intensityScale: 'escala de intensidade',
  },
  // German
  de: {
    minIntensity: 'Mindestintensität',
    intensityScale: 'Intensitätsskala',
  },
};
