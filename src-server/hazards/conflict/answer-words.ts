// Conflict: the answers' words in each language, pure data importing nothing (hazards/answer-words.ts and
// hazards/hazard-names.ts collect them into the catalogues' `common.hazard.conflict`, `common.risk.conflict`, `guidance.conflict`,
// the `conflict` model section). The English name is the definition's label (a test checks).

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
      eventWindow:
        'At least {{minDeaths}} battle-related deaths in state-based armed conflict in {{country}} within the window, as UCDP counts them',
      eventPerYear:
        'At least {{minDeaths}} battle-related deaths in state-based armed conflict in {{country}} within a year (the mean chance per year over the window), as UCDP counts them',
      expects:
        'ViEWS (PRIO/Uppsala) run {{run}}, on data through {{through}}, expects {{deaths}} state-based battle deaths in {{country}} {{period}}{{months}}.',
      perYear: 'per year',
      overWindow: 'over the window',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Spread: ln(1 + deaths) within ±{{sigma}} (one standard deviation) of ViEWS\'s forecast, the error of its 12-month forecasts against UCDP\'s counts for {{countries}} countries (docs/methodology.md "Conflict").',
      viewsMonthly: "ViEWS's own chance of at least {{minDeaths}} battle deaths in {{month}}: {{pct}}%.",
      extrapolated:
        "ViEWS forecasts up to {{month}}; for the {{days}} days after it, its last year's rate is assumed to persist: read that part as a scenario.",
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
      eventWindow:
        'Al menos {{minDeaths}} muertes en combate en conflictos armados con participación estatal en {{country}} dentro del periodo, según las cuenta el UCDP',
      eventPerYear:
        'Al menos {{minDeaths}} muertes en combate en conflictos armados con participación estatal en {{country}} en un año (la probabilidad media por año a lo largo del periodo), según las cuenta el UCDP',
      expects:
        'La ejecución {{run}} de ViEWS (PRIO/Uppsala), con datos hasta {{through}}, espera {{deaths}} muertes en combate en conflictos con participación estatal en {{country}} {{period}}{{months}}.',
      perYear: 'por año',
      overWindow: 'a lo largo del periodo',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Dispersión: ln(1 + muertes) dentro de ±{{sigma}} (una desviación típica) alrededor de la previsión de ViEWS, el error de sus previsiones a 12 meses frente a los recuentos del UCDP en {{countries}} países (docs/methodology.md, «Conflict»).',
      viewsMonthly: 'Probabilidad que da el propio ViEWS de al menos {{minDeaths}} muertes en combate en {{month}}: {{pct}} %.',
      extrapolated:
        'ViEWS pronostica hasta {{month}}; para los {{days}} días siguientes se supone que se mantiene su ritmo del último año: lea esa parte como un escenario.',
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
      eventWindow:
        'Au moins {{minDeaths}} morts au combat dans des conflits armés impliquant un État dans le pays ({{country}}) pendant la période, selon le décompte de l’UCDP',
      eventPerYear:
        'Au moins {{minDeaths}} morts au combat dans des conflits armés impliquant un État dans le pays ({{country}}) en un an (la probabilité moyenne par an sur la période), selon le décompte de l’UCDP',
      expects:
        'Le run {{run}} de ViEWS (PRIO/Uppsala), sur des données allant jusqu’à {{through}}, prévoit {{deaths}} morts au combat dans des conflits impliquant un État dans le pays ({{country}}) {{period}}{{months}}.',
      perYear: 'par an',
      overWindow: 'sur la période',
      months: ' ({{list}})',
      month: '{{month}} : {{deaths}}',
      spread:
        'Dispersion : ln(1 + morts) à ±{{sigma}} (un écart type) autour de la prévision de ViEWS, soit l’erreur de ses prévisions à 12 mois face aux décomptes de l’UCDP pour {{countries}} pays (docs/methodology.md, « Conflict »).',
      viewsMonthly: 'Probabilité donnée par ViEWS lui-même d’au moins {{minDeaths}} morts au combat en {{month}} : {{pct}} %.',
      extrapolated:
        'ViEWS prévoit jusqu’en {{month}} ; pour les {{days}} jours suivants, on suppose que son rythme de la dernière année se maintient : lisez cette partie comme un scénario.',
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
      eventWindow:
        'Pelo menos {{minDeaths}} mortes em combate em conflitos armados com participação estatal no país ({{country}}) dentro do período, segundo a contagem do UCDP',
      eventPerYear:
        'Pelo menos {{minDeaths}} mortes em combate em conflitos armados com participação estatal no país ({{country}}) em um ano (a chance média por ano ao longo do período), segundo a contagem do UCDP',
      expects:
        'A execução {{run}} do ViEWS (PRIO/Uppsala), com dados até {{through}}, espera {{deaths}} mortes em combate em conflitos com participação estatal no país ({{country}}) {{period}}{{months}}.',
      perYear: 'por ano',
      overWindow: 'ao longo do período',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Dispersão: ln(1 + mortes) dentro de ±{{sigma}} (um desvio-padrão) em torno da previsão do ViEWS, o erro das suas previsões de 12 meses frente às contagens do UCDP para {{countries}} países (docs/methodology.md, «Conflict»).',
      viewsMonthly: 'Chance dada pelo próprio ViEWS de pelo menos {{minDeaths}} mortes em combate em {{month}}: {{pct}}%.',
      extrapolated:
        'O ViEWS prevê até {{month}}; para os {{days}} dias seguintes, supõe-se que a sua taxa do último ano se mantém: leia essa parte como um cenário.',
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
      eventWindow:
        'Mindestens {{minDeaths}} Kampftote in bewaffneten Konflikten mit staatlicher Beteiligung im Land {{country}} innerhalb des Zeitraums, wie UCDP sie zählt',
      eventPerYear:
        'Mindestens {{minDeaths}} Kampftote in bewaffneten Konflikten mit staatlicher Beteiligung im Land {{country}} innerhalb eines Jahres (die mittlere Wahrscheinlichkeit pro Jahr über den Zeitraum), wie UCDP sie zählt',
      expects:
        'ViEWS (PRIO/Uppsala), Lauf {{run}}, mit Daten bis {{through}}, erwartet {{deaths}} Kampftote in Konflikten mit staatlicher Beteiligung im Land {{country}} {{period}}{{months}}.',
      perYear: 'pro Jahr',
      overWindow: 'über den Zeitraum',
      months: ' ({{list}})',
      month: '{{month}}: {{deaths}}',
      spread:
        'Streuung: ln(1 + Tote) innerhalb von ±{{sigma}} (eine Standardabweichung) um die Vorhersage von ViEWS, der Fehler seiner 12-Monats-Vorhersagen gegenüber den Zählungen von UCDP für {{countries}} Länder (docs/methodology.md, „Conflict“).',
      viewsMonthly: 'Die eigene Wahrscheinlichkeit von ViEWS für mindestens {{minDeaths}} Kampftote im {{month}}: {{pct}} %.',
      extrapolated:
        'ViEWS sagt bis {{month}} vorher; für die {{days}} Tage danach wird angenommen, dass seine Rate des letzten Jahres anhält: Lesen Sie diesen Teil als Szenario.',
    },
  },
};
