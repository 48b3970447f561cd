// Conflict: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.conflict`, `common.risk.conflict`, `guidance.conflict`,
// the `conflict` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const CONFLICT_NAME_WORDS = {
  hazard: 'conflict',
  // English
  en: { name: 'Conflict' },
  // Spanish
  es: { name: 'Conflicto', risk: 'Riesgo de conflicto' },
  // French
  fr: { name: 'Conflit', risk: 'Risque de conflit' },
  // Portuguese
  pt: { name: 'Conflito', risk: 'Risco de conflito' },
  // German
  de: { name: 'Konflikt', risk: 'Konfliktrisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const CONFLICT_ANSWER_WORDS = {
  hazard: 'conflict',
  modelSection: 'conflict',
  // English
  en: {
    guidance: {
      core: "Follow your government's travel advice for the country (e.g. UK FCDO, US State Department) and local authorities' instructions, avoid demonstrations and crowds, and keep identity documents and an exit route ready.",
      lens: {
        'community-planning':
          'Map where displaced people may arrive and which services (water, health, schools) they will need, and coordinate with the UN OCHA cluster system and local civil protection.',
        'family-relocation':
          'Before moving, read the official travel advice by region, check access to schools and hospitals that stay open during unrest, and keep passports and residence papers current.',
        'business-setup':
          'Run conflict-sensitive due diligence (UN Global Compact/PRI guidance; OECD guidance for conflict-affected and high-risk areas): staff security plans, evacuation insurance and supplier checks.',
        travel:
          'Check the current advisory level for your exact route, register with your embassy, buy insurance that covers this country, and avoid travel after dark and near borders or military sites.',
        investment:
          'Price political-violence risk in: look at ACLED event trends, political-risk insurance (e.g. MIGA) and the exposure of assets and supply chains to sanctions and disruption.',
      },
    },
    model: {
      eventCells:
        "At least one battle-related death in state-based armed conflict within {{radiusKm}} km of {{place}} (ViEWS's PRIO-GRID cells) within the window, as UCDP counts them",
      eventCountry:
        'At least {{minDeaths}} battle-related deaths in state-based armed conflict in {{country}} within one year of the window (the window itself when shorter), as UCDP counts them',
      recordedAs:
        'ViEWS and UCDP record fighting in {{country}} under {{state}} (the Gleditsch-Ward list of states has no state of its own for it): the forecasts and history of {{state}} are used.',
      local:
        'ViEWS (PRIO/Uppsala) run {{run}}, on data through {{through}}, forecasts {{deaths}} battle deaths in the {{cells}} PRIO-GRID cells within {{radiusKm}} km of {{place}} over the window; from its own monthly chances of at least one death per cell, {{pct}}% for at least one there (cells counted as independent, which errs high where neighbours share the same fighting; {{url}}).',
      localFromDeaths:
        'ViEWS (PRIO/Uppsala) run {{run}}, on data through {{through}}, forecasts {{deaths}} battle deaths in the {{cells}} PRIO-GRID cells within {{radiusKm}} km of {{place}} over the window; the run publishes no chances per cell, so they are read from these deaths with the country spread: {{pct}}% for at least one death there ({{url}}).',
      noCells:
        'ViEWS forecasts PRIO-GRID cells only in Africa and the Middle East, and has none for this place: it is answered from the forecast for {{country}} as a whole.',
      cellsFailed:
        "ViEWS's forecasts for the cells around the place could not be read: it is answered from the forecast for {{country}} as a whole.",
      cellsTruncated: "Only {{read}} of the {{total}} pages of ViEWS's cell forecasts were read: the cells' numbers rest on those.",
      expects:
        'ViEWS (PRIO/Uppsala) run {{run}}, on data through {{through}}, expects {{deaths}} state-based battle deaths in {{country}} over the part of the window it forecasts{{months}}; its chance of at least {{minDeaths}} within a year of the window: {{pct}}% ({{url}}).',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        "Spread: ln(1 + deaths) within ±{{sigma}} (one standard deviation) of ViEWS's forecast, the error of its 12-month forecasts against UCDP's counts for {{countries}} countries.",
      viewsMonthly: "ViEWS's own chance of at least {{minDeaths}} battle deaths in {{month}}: {{pct}}%.",
      history:
        "After ViEWS's last month ({{month}}), the window's last {{years}} years rest on UCDP/PRIO's armed-conflict country-years: {{country}} had {{conflictYears}} years with armed conflict of {{observedYears}} observed ({{firstYear}}-{{lastYear}}; {{last}}); since {{fitFrom}}, {{onsets}} of its {{peaceYears}} years after a year at peace began a conflict; shrunk toward the rate of {{region}} ({{regionPct}}% a year, weight {{strength}} years), {{ratePct}}% a year.",
      neverConflict: 'none',
      lastConflict: 'the last in {{year}}',
      definition:
        'The event is state-based armed conflict as UCDP defines it (a government is one side): gang, communal and criminal violence with no government side, and one-sided violence against civilians, are outside it.',
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Siga las recomendaciones de viaje de su gobierno para el país (p. ej., FCDO del Reino Unido, Departamento de Estado de EE. UU.) y las instrucciones de las autoridades locales, evite manifestaciones y aglomeraciones, y tenga listos los documentos de identidad y una vía de salida.',
      lens: {
        'community-planning':
          'Determine adónde pueden llegar las personas desplazadas y qué servicios (agua, salud, escuelas) necesitarán, y coordínese con el sistema de clústeres de OCHA de la ONU y con la protección civil local.',
        'family-relocation':
          'Antes de mudarse, lea las recomendaciones oficiales de viaje por regiones, compruebe el acceso a escuelas y hospitales que sigan abiertos durante los disturbios y mantenga al día pasaportes y permisos de residencia.',
        'business-setup':
          'Aplique una diligencia debida sensible al conflicto (guía del Pacto Mundial de la ONU y los PRI; guía de la OCDE para zonas afectadas por conflictos y de alto riesgo): planes de seguridad para el personal, seguro de evacuación y control de proveedores.',
        travel:
          'Compruebe el nivel de alerta vigente para su ruta exacta, inscríbase en su embajada, contrate un seguro que cubra este país y evite viajar de noche y cerca de fronteras o instalaciones militares.',
        investment:
          'Incluya en el precio el riesgo de violencia política: analice las tendencias de eventos de ACLED, el seguro contra riesgos políticos (p. ej., MIGA) y la exposición de activos y cadenas de suministro a sanciones y perturbaciones.',
      },
    },
    model: {
      eventCells:
        'Al menos una muerte en combate en conflictos armados con participación estatal a menos de {{radiusKm}} km de {{place}} (las celdas PRIO-GRID de ViEWS) dentro del periodo, según las cuenta el UCDP',
      eventCountry:
        'Al menos {{minDeaths}} muertes en combate en conflictos armados con participación estatal en {{country}} en un año del periodo (el propio periodo si es más corto), según las cuenta el UCDP',
      recordedAs:
        'ViEWS y el UCDP registran los combates en {{country}} bajo {{state}} (la lista de Estados de Gleditsch y Ward no le da un Estado propio): se usan las previsiones y el historial de {{state}}.',
      local:
        'La ejecución {{run}} de ViEWS (PRIO/Uppsala), con datos hasta {{through}}, prevé {{deaths}} muertes en combate en las {{cells}} celdas PRIO-GRID a menos de {{radiusKm}} km de {{place}} en el periodo; según sus propias probabilidades mensuales de al menos una muerte por celda, {{pct}} % de al menos una allí (celdas tratadas como independientes, lo que sobrestima cuando las vecinas comparten los mismos combates; {{url}}).',
      localFromDeaths:
        'La ejecución {{run}} de ViEWS (PRIO/Uppsala), con datos hasta {{through}}, prevé {{deaths}} muertes en combate en las {{cells}} celdas PRIO-GRID a menos de {{radiusKm}} km de {{place}} en el periodo; la ejecución no publica probabilidades por celda, así que se leen de esas muertes con la dispersión del país: {{pct}} % de al menos una muerte allí ({{url}}).',
      noCells:
        'ViEWS solo pronostica celdas PRIO-GRID en África y Oriente Medio, y no tiene ninguna para este lugar: se responde con la previsión para {{country}} en su conjunto.',
      cellsFailed:
        'No se pudieron leer las previsiones de ViEWS para las celdas alrededor del lugar: se responde con la previsión para {{country}} en su conjunto.',
      cellsTruncated:
        'Solo se leyeron {{read}} de las {{total}} páginas de previsiones por celda de ViEWS: las cifras de las celdas se basan en ellas.',
      expects:
        'La ejecución {{run}} de ViEWS (PRIO/Uppsala), con datos hasta {{through}}, espera {{deaths}} muertes en combate en conflictos con participación estatal en {{country}} en la parte del periodo que pronostica{{months}}; su probabilidad de al menos {{minDeaths}} en un año del periodo: {{pct}} % ({{url}}).',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Dispersión: ln(1 + muertes) dentro de ±{{sigma}} (una desviación típica) alrededor de la previsión de ViEWS, el error de sus previsiones a 12 meses frente a los recuentos del UCDP en {{countries}} países.',
      viewsMonthly: 'Probabilidad que da el propio ViEWS de al menos {{minDeaths}} muertes en combate en {{month}}: {{pct}} %.',
      history:
        'Tras el último mes de ViEWS ({{month}}), los últimos {{years}} años del periodo se basan en los años-país de conflicto armado de UCDP/PRIO: {{country}} tuvo {{conflictYears}} años con conflicto armado de {{observedYears}} observados ({{firstYear}}-{{lastYear}}; {{last}}); desde {{fitFrom}}, {{onsets}} de sus {{peaceYears}} años tras un año de paz iniciaron un conflicto; ajustado hacia la tasa de {{region}} ({{regionPct}} % al año, peso de {{strength}} años): {{ratePct}} % al año.',
      neverConflict: 'ninguno',
      lastConflict: 'el último en {{year}}',
      definition:
        'El evento es el conflicto armado con participación estatal tal como lo define el UCDP (un gobierno es una de las partes): la violencia de pandillas, comunitaria o criminal sin un gobierno como parte, y la violencia unilateral contra civiles, quedan fuera.',
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Suivez les conseils aux voyageurs de votre gouvernement pour le pays (par exemple le FCDO britannique ou le Département d’État américain) et les consignes des autorités locales, évitez les manifestations et les foules, et gardez papiers d’identité et itinéraire de sortie prêts.',
      lens: {
        'community-planning':
          'Repérez où les personnes déplacées peuvent arriver et de quels services (eau, santé, écoles) elles auront besoin, et coordonnez-vous avec le système des clusters de l’OCHA et la protection civile locale.',
        'family-relocation':
          'Avant de déménager, lisez les conseils officiels aux voyageurs par région, vérifiez l’accès à des écoles et à des hôpitaux qui restent ouverts pendant les troubles, et tenez à jour passeports et titres de séjour.',
        'business-setup':
          'Menez une diligence raisonnable adaptée aux conflits (guide du Pacte mondial de l’ONU et des PRI ; guide de l’OCDE pour les zones de conflit ou à haut risque) : plans de sécurité du personnel, assurance évacuation et contrôle des fournisseurs.',
        travel:
          'Vérifiez le niveau d’alerte en vigueur pour votre itinéraire exact, inscrivez-vous auprès de votre ambassade, souscrivez une assurance qui couvre ce pays et évitez de voyager de nuit et près des frontières ou des sites militaires.',
        investment:
          'Intégrez le risque de violence politique dans le prix : examinez les tendances des événements ACLED, l’assurance contre les risques politiques (par exemple la MIGA) et l’exposition des actifs et des chaînes d’approvisionnement aux sanctions et aux perturbations.',
      },
    },
    model: {
      eventCells:
        'Au moins un mort au combat dans des conflits armés impliquant un État à moins de {{radiusKm}} km de {{place}} (les cellules PRIO-GRID de ViEWS) pendant la période, selon le décompte de l’UCDP',
      eventCountry:
        'Au moins {{minDeaths}} morts au combat dans des conflits armés impliquant un État dans le pays ({{country}}) en une année de la période (la période elle-même si elle est plus courte), selon le décompte de l’UCDP',
      recordedAs:
        'ViEWS et l’UCDP comptent les combats dans le territoire ({{country}}) sous l’État {{state}} (la liste des États de Gleditsch et Ward ne lui donne pas d’État propre) : les prévisions et l’historique de l’État {{state}} sont utilisés.',
      local:
        'Le run {{run}} de ViEWS (PRIO/Uppsala), sur des données allant jusqu’à {{through}}, prévoit {{deaths}} morts au combat dans les {{cells}} cellules PRIO-GRID à moins de {{radiusKm}} km de {{place}} sur la période ; d’après ses propres probabilités mensuelles d’au moins un mort par cellule, {{pct}} % d’au moins un mort là (cellules traitées comme indépendantes, ce qui surestime quand des voisines partagent les mêmes combats ; {{url}}).',
      localFromDeaths:
        'Le run {{run}} de ViEWS (PRIO/Uppsala), sur des données allant jusqu’à {{through}}, prévoit {{deaths}} morts au combat dans les {{cells}} cellules PRIO-GRID à moins de {{radiusKm}} km de {{place}} sur la période ; le run ne publie pas de probabilité par cellule, elles sont donc lues de ces morts avec la dispersion du pays : {{pct}} % d’au moins un mort là ({{url}}).',
      noCells:
        'ViEWS ne prévoit des cellules PRIO-GRID qu’en Afrique et au Moyen-Orient, et n’en a aucune pour ce lieu : la réponse vient de la prévision pour le pays entier ({{country}}).',
      cellsFailed:
        'Les prévisions de ViEWS pour les cellules autour du lieu n’ont pas pu être lues : la réponse vient de la prévision pour le pays entier ({{country}}).',
      cellsTruncated:
        'Seules {{read}} des {{total}} pages de prévisions par cellule de ViEWS ont été lues : les chiffres des cellules reposent sur elles.',
      expects:
        'Le run {{run}} de ViEWS (PRIO/Uppsala), sur des données allant jusqu’à {{through}}, prévoit {{deaths}} morts au combat dans des conflits impliquant un État dans le pays ({{country}}) sur la partie de la période qu’il couvre{{months}} ; sa probabilité d’au moins {{minDeaths}} en une année de la période : {{pct}} % ({{url}}).',
      months: ' ({{list}})',
      month: '{{month}} : {{deaths}}',
      spread:
        'Dispersion : ln(1 + morts) à ±{{sigma}} (un écart type) autour de la prévision de ViEWS, soit l’erreur de ses prévisions à 12 mois face aux décomptes de l’UCDP pour {{countries}} pays.',
      viewsMonthly: 'Probabilité donnée par ViEWS lui-même d’au moins {{minDeaths}} morts au combat en {{month}} : {{pct}} %.',
      history:
        'Après le dernier mois de ViEWS ({{month}}), les {{years}} dernières années de la période reposent sur les années-pays de conflit armé d’UCDP/PRIO : le pays ({{country}}) a connu {{conflictYears}} années de conflit armé sur {{observedYears}} observées ({{firstYear}}-{{lastYear}} ; {{last}}) ; depuis {{fitFrom}}, {{onsets}} de ses {{peaceYears}} années suivant une année de paix ont vu un conflit commencer ; rapproché du taux de la région {{region}} ({{regionPct}} % par an, poids de {{strength}} ans) : {{ratePct}} % par an.',
      neverConflict: 'aucune',
      lastConflict: 'la dernière en {{year}}',
      definition:
        'L’événement est le conflit armé impliquant un État tel que l’UCDP le définit (un gouvernement est l’une des parties) : la violence des gangs, communautaire ou criminelle sans gouvernement partie, et la violence unilatérale contre des civils, n’en font pas partie.',
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Siga as recomendações de viagem do seu governo para o país (por exemplo, o FCDO do Reino Unido ou o Departamento de Estado dos EUA) e as instruções das autoridades locais, evite manifestações e aglomerações, e tenha prontos os documentos de identidade e uma rota de saída.',
      lens: {
        'community-planning':
          'Mapeie para onde as pessoas deslocadas podem ir e de que serviços (água, saúde, escolas) vão precisar, e coordene com o sistema de clusters do OCHA da ONU e com a defesa civil local.',
        'family-relocation':
          'Antes de se mudar, leia as recomendações oficiais de viagem por região, verifique o acesso a escolas e hospitais que continuem abertos durante os distúrbios e mantenha passaportes e autorizações de residência em dia.',
        'business-setup':
          'Faça uma diligência prévia sensível a conflitos (orientações do Pacto Global da ONU e dos PRI; guia da OCDE para áreas afetadas por conflitos e de alto risco): planos de segurança da equipe, seguro de evacuação e verificação de fornecedores.',
        travel:
          'Verifique o nível de alerta em vigor para a sua rota exata, registre-se na sua embaixada, contrate um seguro que cubra este país e evite viajar à noite e perto de fronteiras ou instalações militares.',
        investment:
          'Inclua no preço o risco de violência política: analise as tendências dos eventos da ACLED, o seguro contra riscos políticos (por exemplo, a MIGA) e a exposição de ativos e cadeias de suprimento a sanções e interrupções.',
      },
    },
    model: {
      eventCells:
        'Pelo menos uma morte em combate em conflitos armados com participação estatal a menos de {{radiusKm}} km de {{place}} (as células PRIO-GRID do ViEWS) dentro do período, segundo a contagem do UCDP',
      eventCountry:
        'Pelo menos {{minDeaths}} mortes em combate em conflitos armados com participação estatal no país ({{country}}) em um ano do período (o próprio período quando mais curto), segundo a contagem do UCDP',
      recordedAs:
        'O ViEWS e o UCDP registram os combates no território ({{country}}) sob o Estado {{state}} (a lista de Estados de Gleditsch e Ward não lhe dá Estado próprio): usam-se as previsões e o histórico do Estado {{state}}.',
      local:
        'A execução {{run}} do ViEWS (PRIO/Uppsala), com dados até {{through}}, prevê {{deaths}} mortes em combate nas {{cells}} células PRIO-GRID a menos de {{radiusKm}} km de {{place}} no período; pelas suas próprias chances mensais de pelo menos uma morte por célula, {{pct}}% de pelo menos uma ali (células tratadas como independentes, o que superestima quando vizinhas partilham os mesmos combates; {{url}}).',
      localFromDeaths:
        'A execução {{run}} do ViEWS (PRIO/Uppsala), com dados até {{through}}, prevê {{deaths}} mortes em combate nas {{cells}} células PRIO-GRID a menos de {{radiusKm}} km de {{place}} no período; a execução não publica chances por célula, por isso são lidas dessas mortes com a dispersão do país: {{pct}}% de pelo menos uma morte ali ({{url}}).',
      noCells:
        'O ViEWS só prevê células PRIO-GRID na África e no Oriente Médio, e não tem nenhuma para este local: a resposta vem da previsão para o país inteiro ({{country}}).',
      cellsFailed:
        'As previsões do ViEWS para as células em torno do local não puderam ser lidas: a resposta vem da previsão para o país inteiro ({{country}}).',
      cellsTruncated:
        'Só foram lidas {{read}} das {{total}} páginas de previsões por célula do ViEWS: os números das células assentam nelas.',
      expects:
        'A execução {{run}} do ViEWS (PRIO/Uppsala), com dados até {{through}}, espera {{deaths}} mortes em combate em conflitos com participação estatal no país ({{country}}) na parte do período que prevê{{months}}; a sua chance de pelo menos {{minDeaths}} em um ano do período: {{pct}}% ({{url}}).',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Dispersão: ln(1 + mortes) dentro de ±{{sigma}} (um desvio-padrão) em torno da previsão do ViEWS, o erro das suas previsões de 12 meses frente às contagens do UCDP para {{countries}} países.',
      viewsMonthly: 'Chance dada pelo próprio ViEWS de pelo menos {{minDeaths}} mortes em combate em {{month}}: {{pct}}%.',
      history:
        'Depois do último mês do ViEWS ({{month}}), os últimos {{years}} anos do período assentam nos anos-país de conflito armado do UCDP/PRIO: o país ({{country}}) teve {{conflictYears}} anos com conflito armado de {{observedYears}} observados ({{firstYear}}-{{lastYear}}; {{last}}); desde {{fitFrom}}, {{onsets}} dos seus {{peaceYears}} anos após um ano de paz iniciaram um conflito; aproximado da taxa da região {{region}} ({{regionPct}}% ao ano, peso de {{strength}} anos): {{ratePct}}% ao ano.',
      neverConflict: 'nenhum',
      lastConflict: 'o último em {{year}}',
      definition:
        'O evento é o conflito armado com participação estatal como o UCDP o define (um governo é uma das partes): a violência de gangues, comunitária ou criminosa sem um governo como parte, e a violência unilateral contra civis, ficam de fora.',
    },
  },
  // German
  de: {
    guidance: {
      core: 'Befolgen Sie die Reisehinweise Ihrer Regierung für das Land (etwa des britischen FCDO oder des US-Außenministeriums) und die Anweisungen der örtlichen Behörden, meiden Sie Demonstrationen und Menschenmengen und halten Sie Ausweisdokumente und einen Ausweg bereit.',
      lens: {
        'community-planning':
          'Ermitteln Sie, wo Vertriebene ankommen könnten und welche Dienste (Wasser, Gesundheit, Schulen) sie brauchen werden, und stimmen Sie sich mit dem Cluster-System von UN OCHA und dem örtlichen Katastrophenschutz ab.',
        'family-relocation':
          'Lesen Sie vor einem Umzug die amtlichen Reisehinweise nach Region, prüfen Sie den Zugang zu Schulen und Krankenhäusern, die auch bei Unruhen offen bleiben, und halten Sie Pässe und Aufenthaltspapiere aktuell.',
        'business-setup':
          'Führen Sie eine konfliktsensible Sorgfaltsprüfung durch (Leitfaden von UN Global Compact und PRI; OECD-Leitfaden für Konflikt- und Hochrisikogebiete): Sicherheitspläne für das Personal, Evakuierungsversicherung und Lieferantenprüfung.',
        travel:
          'Prüfen Sie die aktuelle Warnstufe für Ihre genaue Route, registrieren Sie sich bei Ihrer Botschaft, schließen Sie eine Versicherung ab, die dieses Land abdeckt, und meiden Sie Reisen bei Dunkelheit sowie in der Nähe von Grenzen und militärischen Anlagen.',
        investment:
          'Preisen Sie das Risiko politischer Gewalt ein: Betrachten Sie die Ereignistrends von ACLED, Versicherungen gegen politische Risiken (etwa MIGA) und wie stark Vermögenswerte und Lieferketten Sanktionen und Störungen ausgesetzt sind.',
      },
    },
    model: {
      eventCells:
        'Mindestens ein Kampftoter in bewaffneten Konflikten mit staatlicher Beteiligung im Umkreis von {{radiusKm}} km um {{place}} (die PRIO-GRID-Zellen von ViEWS) innerhalb des Zeitraums, wie UCDP sie zählt',
      eventCountry:
        'Mindestens {{minDeaths}} Kampftote in bewaffneten Konflikten mit staatlicher Beteiligung im Land {{country}} innerhalb eines Jahres des Zeitraums (des Zeitraums selbst, wenn er kürzer ist), wie UCDP sie zählt',
      recordedAs:
        'ViEWS und UCDP erfassen Kämpfe im Gebiet {{country}} unter dem Staat {{state}} (die Staatenliste von Gleditsch und Ward führt es nicht als eigenen Staat): Es gelten die Vorhersagen und die Geschichte von {{state}}.',
      local:
        'ViEWS (PRIO/Uppsala), Lauf {{run}}, mit Daten bis {{through}}, sagt {{deaths}} Kampftote in den {{cells}} PRIO-GRID-Zellen im Umkreis von {{radiusKm}} km um {{place}} im Zeitraum vorher; nach seinen eigenen monatlichen Wahrscheinlichkeiten für mindestens einen Toten je Zelle {{pct}} % für mindestens einen dort (Zellen als unabhängig gezählt, was zu hoch liegt, wo Nachbarzellen dieselben Kämpfe teilen; {{url}}).',
      localFromDeaths:
        'ViEWS (PRIO/Uppsala), Lauf {{run}}, mit Daten bis {{through}}, sagt {{deaths}} Kampftote in den {{cells}} PRIO-GRID-Zellen im Umkreis von {{radiusKm}} km um {{place}} im Zeitraum vorher; der Lauf veröffentlicht keine Wahrscheinlichkeiten je Zelle, daher werden sie aus diesen Toten mit der Streuung des Landes gelesen: {{pct}} % für mindestens einen Toten dort ({{url}}).',
      noCells:
        'ViEWS sagt PRIO-GRID-Zellen nur in Afrika und im Nahen Osten vorher und hat keine für diesen Ort: Die Antwort folgt der Vorhersage für das ganze Land {{country}}.',
      cellsFailed:
        'Die Vorhersagen von ViEWS für die Zellen um den Ort konnten nicht gelesen werden: Die Antwort folgt der Vorhersage für das ganze Land {{country}}.',
      cellsTruncated:
        'Nur {{read}} der {{total}} Seiten der Zellvorhersagen von ViEWS wurden gelesen: Die Zahlen der Zellen beruhen auf ihnen.',
      expects:
        'ViEWS (PRIO/Uppsala), Lauf {{run}}, mit Daten bis {{through}}, erwartet {{deaths}} Kampftote in Konflikten mit staatlicher Beteiligung im Land {{country}} in dem Teil des Zeitraums, den es vorhersagt{{months}}; seine Wahrscheinlichkeit für mindestens {{minDeaths}} innerhalb eines Jahres des Zeitraums: {{pct}} % ({{url}}).',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Streuung: ln(1 + Tote) innerhalb von ±{{sigma}} (eine Standardabweichung) um die Vorhersage von ViEWS, der Fehler seiner 12-Monats-Vorhersagen gegenüber den Zählungen von UCDP für {{countries}} Länder.',
      viewsMonthly: 'Die eigene Wahrscheinlichkeit von ViEWS für mindestens {{minDeaths}} Kampftote im {{month}}: {{pct}} %.',
      history:
        'Nach dem letzten Monat von ViEWS ({{month}}) beruhen die letzten {{years}} Jahre des Zeitraums auf den Länderjahren bewaffneter Konflikte von UCDP/PRIO: Das Land {{country}} hatte {{conflictYears}} Jahre mit bewaffnetem Konflikt von {{observedYears}} beobachteten ({{firstYear}}-{{lastYear}}; {{last}}); seit {{fitFrom}} begann in {{onsets}} seiner {{peaceYears}} Jahre nach einem Friedensjahr ein Konflikt; zur Rate der Region {{region}} hin geschätzt ({{regionPct}} % pro Jahr, Gewicht {{strength}} Jahre): {{ratePct}} % pro Jahr.',
      neverConflict: 'keines',
      lastConflict: 'das letzte {{year}}',
      definition:
        'Das Ereignis ist ein bewaffneter Konflikt mit staatlicher Beteiligung, wie UCDP ihn definiert (eine Regierung ist eine Seite): Gewalt von Banden, zwischen Gemeinschaften oder Kriminellen ohne Regierung als Seite sowie einseitige Gewalt gegen Zivilisten gehören nicht dazu.',
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const CONFLICT_EVENT_WORDS = {
  hazard: 'conflict',
  // English
  en: {
    scope: 'scope',
    countryCode: 'country code',
    countryIso3: 'country iso3',
  },
  // Spanish
  es: {
    scope: 'ámbito',
    countryCode: 'código de país',
    countryIso3: 'código ISO3 del país',
  },
  // French
  fr: {
    scope: 'portée',
    countryCode: 'code du pays',
    countryIso3: 'code ISO3 du pays',
  },
  // Portuguese
  pt: {
    scope: 'âmbito',
    countryCode: 'código do país',
    countryIso3: 'código ISO3 do país',
  },
  // German
  de: {
    scope: 'Geltungsbereich',
    countryCode: 'Ländercode',
    countryIso3: 'ISO3-Ländercode',
  },
};
