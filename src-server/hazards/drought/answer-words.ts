// Drought: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.drought`, `common.risk.drought`, `guidance.drought`,
// the `drought` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const DROUGHT_NAME_WORDS = {
  hazard: 'drought',
  // English
  en: { name: 'Drought' },
  // Spanish
  es: { name: 'Sequía', risk: 'Riesgo de sequía' },
  // French
  fr: { name: 'Sécheresse', risk: 'Risque de sécheresse' },
  // Portuguese
  pt: { name: 'Seca', risk: 'Risco de seca' },
  // German
  de: { name: 'Dürre', risk: 'Dürrerisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const DROUGHT_ANSWER_WORDS = {
  hazard: 'drought',
  modelSection: 'drought',
  // English
  en: {
    guidance: {
      core: 'Use water sparingly, follow local water restrictions, and store enough safe drinking water for each person, about 4 litres (1 gallon) a day for several days (Ready.gov, WHO).',
      lens: {
        'community-planning':
          'Trigger drought early-warning plans: monitor reservoirs and wells, coordinate water rationing, and pre-fund early action for farmers and livestock keepers (FAO anticipatory action).',
        'family-relocation':
          'Check the reliability of the water supply and well depth, past restrictions and wildfire links, and whether the garden and home are designed to use little water.',
        'business-setup':
          'Map how much water your operations and suppliers need, plan efficiency and alternative sources, and check contracts for supply interruptions.',
        travel:
          'Respect water restrictions and fire bans, carry drinking water in rural areas, and check that destinations (parks, rivers) are open and navigable.',
        investment:
          'Factor water scarcity into land, agriculture and industrial valuations: water rights, irrigation costs and crop-insurance terms matter more as droughts deepen.',
      },
    },
    model: {
      climEra5: '{{history}} {{period}}',
      climCmip6: 'the CMIP6 baseline decade (no {{history}} answered)',
      climNone: 'none',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) changes the 90-day water balance by {{mm}} mm between its baseline and final decades ({{sd}} standard deviations).',
      noClimatology: 'No climatology answered: the chance is the definition of the dry line alone.',
      balance:
        '90-day water balance to {{end}}: {{observed}} days observed ({{observedMm}} mm), {{ensemble}}, {{unknown}} days from the climatology ({{clim}}).',
      ensembleDays: '{{days}} days from {{members}} ECMWF members (bias-corrected by quantile mapping{{noBias}})',
      noBias: ': not possible, no recent {{history}}',
      noEnsemble: 'no ensemble',
      dryLine: 'Dry line: SPEI {{spei}} (driest {{share}}% for the season), {{mm}} mm of balance for this season.',
      persistence:
        '{{seasons}} consecutive 90-day seasons; lag-1 persistence between seasons ρ = {{rho}} ± {{se}} (fitted on {{fitted}} {{history}} seasons).',
      noPersistence: '{{seasons}} consecutive 90-day seasons; persistence could not be fitted (seasons treated as independent).',
      paths:
        '90-day water balance ending on each of the window’s {{days}} days: {{observed}} days observed ({{observedMm}} mm), {{ensemble}}, {{unknown}} days from {{analogs}} past paths of the same season ({{clim}}).',
      shares:
        '{{share}} of the forecast paths reach the dry line on some day, {{climShare}} of the same days in the climatology; weighing the climatology as one draw beside {{weight}} independent ones: {{chance}}.',
      dryDays:
        'Every dry day counts (SPEI-3 at or below -0.8, US Drought Monitor D1 or worse, a day carrying 1/90 of its season): {{days}} disruption-days over the window on average, {{first}} of them in the first year.',
      chance:
        'Chance: {{chance}}; if it happens, about {{days}} disruption-days over the window (US Drought Monitor classes, severity {{severity}}).',
      eventWindow:
        'The 90-day water balance (precipitation minus FAO-56 reference evapotranspiration) at {{place}} falls into its driest {{share}}% for the time of year on at least one day of the window (SPEI-3 ≤ {{spei}}; {{clim}})',
      eventSeasons:
        'The 90-day water balance at {{place}} ends at least one of {{seasons}} consecutive 90-day seasons in its driest {{share}}% for the time of year (SPEI-3 ≤ {{spei}}; {{clim}})',
      layer: 'Drought model area ({{km}} km)',
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Use el agua con moderación, respete las restricciones locales y guarde suficiente agua potable para cada persona, unos 4 litros al día durante varios días (Ready.gov, OMS).',
      lens: {
        'community-planning':
          'Active los planes de alerta temprana ante la sequía: vigile embalses y pozos, coordine el racionamiento de agua y financie de antemano la acción temprana para agricultores y ganaderos (acción anticipatoria de la FAO).',
        'family-relocation':
          'Compruebe la fiabilidad del suministro de agua y la profundidad del pozo, las restricciones pasadas y el vínculo con los incendios forestales, y si el jardín y la vivienda están pensados para consumir poca agua.',
        'business-setup':
          'Calcule cuánta agua necesitan sus operaciones y sus proveedores, planifique medidas de eficiencia y fuentes alternativas, y revise qué prevén los contratos ante cortes de suministro.',
        travel:
          'Respete las restricciones de agua y las prohibiciones de fuego, lleve agua potable en las zonas rurales y compruebe que los destinos (parques, ríos) están abiertos y son navegables.',
        investment:
          'Incluya la escasez de agua en las valoraciones de terrenos, agricultura e industria: los derechos de agua, los costes de riego y las condiciones del seguro agrario pesan más a medida que se agravan las sequías.',
      },
    },
    model: {
      climEra5: '{{history}} {{period}}',
      climCmip6: 'la década de referencia de CMIP6 (no respondió {{history}})',
      climNone: 'ninguna',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) cambia el balance hídrico de 90 días en {{mm}} mm entre sus décadas inicial y final ({{sd}} desviaciones típicas).',
      noClimatology: 'No respondió ninguna climatología: la probabilidad es solo la definición del umbral de sequía.',
      balance:
        'Balance hídrico de 90 días hasta el {{end}}: {{observed}} días observados ({{observedMm}} mm), {{ensemble}}, {{unknown}} días según la climatología ({{clim}}).',
      ensembleDays: '{{days}} días de {{members}} miembros de ECMWF (corregidos por mapeo de cuantiles{{noBias}})',
      noBias: ': no es posible, no hay {{history}} reciente',
      noEnsemble: 'sin previsión por conjuntos',
      dryLine: 'Umbral de sequía: SPEI {{spei}} (el {{share}} % más seco para la estación), {{mm}} mm de balance en esta estación.',
      persistence:
        '{{seasons}} estaciones consecutivas de 90 días; persistencia de retardo 1 entre estaciones ρ = {{rho}} ± {{se}} (ajustada con {{fitted}} estaciones de {{history}}).',
      noPersistence:
        '{{seasons}} estaciones consecutivas de 90 días; no se pudo ajustar la persistencia (estaciones tratadas como independientes).',
      paths:
        'Balance hídrico de 90 días que termina en cada uno de los {{days}} días del periodo: {{observed}} días observados ({{observedMm}} mm), {{ensemble}}, {{unknown}} días de {{analogs}} trayectorias pasadas de la misma estación ({{clim}}).',
      shares:
        'El {{share}} de las trayectorias previstas llega al umbral de sequía algún día, el {{climShare}} de los mismos días en la climatología; ponderando la climatología como una muestra junto a {{weight}} independientes: {{chance}}.',
      dryDays:
        'Cuenta cada día seco (SPEI-3 de -0,8 o menos, clase D1 o peor del US Drought Monitor, cada día con 1/90 de su estación): {{days}} días de interrupción en el periodo de media, {{first}} de ellos en el primer año.',
      chance:
        'Probabilidad: {{chance}}; si ocurre, unos {{days}} días de interrupción en el periodo (clases del US Drought Monitor, gravedad {{severity}}).',
      eventWindow:
        'El balance hídrico de 90 días (precipitación menos evapotranspiración de referencia FAO-56) en {{place}} cae en su {{share}} % más seco para la época del año al menos un día del periodo (SPEI-3 ≤ {{spei}}; {{clim}})',
      eventSeasons:
        'El balance hídrico de 90 días en {{place}} termina al menos una de {{seasons}} estaciones consecutivas de 90 días en su {{share}} % más seco para la época del año (SPEI-3 ≤ {{spei}}; {{clim}})',
      layer: 'Zona del modelo de sequía ({{km}} km)',
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Utilisez l’eau avec parcimonie, respectez les restrictions locales et stockez assez d’eau potable pour chaque personne, environ 4 litres par jour pendant plusieurs jours (Ready.gov, OMS).',
      lens: {
        'community-planning':
          'Déclenchez les plans d’alerte précoce sécheresse : surveillez barrages et puits, coordonnez le rationnement de l’eau et préfinancez l’action précoce pour les agriculteurs et les éleveurs (action anticipative de la FAO).',
        'family-relocation':
          'Vérifiez la fiabilité de l’approvisionnement en eau et la profondeur du puits, les restrictions passées et le lien avec les feux de forêt, et si le jardin et le logement sont conçus pour consommer peu d’eau.',
        'business-setup':
          'Évaluez les besoins en eau de vos activités et de vos fournisseurs, prévoyez des économies et des sources de substitution, et vérifiez les contrats en cas de coupures d’approvisionnement.',
        travel:
          'Respectez les restrictions d’eau et les interdictions de feu, emportez de l’eau potable en zone rurale et vérifiez que les destinations (parcs, rivières) sont ouvertes et navigables.',
        investment:
          'Intégrez la rareté de l’eau aux valorisations foncières, agricoles et industrielles : les droits d’eau, les coûts d’irrigation et les conditions de l’assurance récolte pèsent davantage à mesure que les sécheresses s’aggravent.',
      },
    },
    model: {
      climEra5: '{{history}} {{period}}',
      climCmip6: 'la décennie de référence de CMIP6 ({{history}} n’a pas répondu)',
      climNone: 'aucune',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) modifie le bilan hydrique sur 90 jours de {{mm}} mm entre ses décennies de départ et de fin ({{sd}} écarts-types).',
      noClimatology: 'Aucune climatologie n’a répondu : la probabilité est la seule définition du seuil de sécheresse.',
      balance:
        'Bilan hydrique sur 90 jours jusqu’au {{end}} : {{observed}} jours observés ({{observedMm}} mm), {{ensemble}}, {{unknown}} jours tirés de la climatologie ({{clim}}).',
      ensembleDays: '{{days}} jours de {{members}} membres ECMWF (corrigés par correspondance des quantiles{{noBias}})',
      noBias: ' : impossible, pas d’{{history}} récent',
      noEnsemble: 'pas de prévision d’ensemble',
      dryLine: 'Seuil de sécheresse : SPEI {{spei}} (les {{share}} % les plus secs pour la saison), {{mm}} mm de bilan pour cette saison.',
      persistence:
        '{{seasons}} saisons consécutives de 90 jours ; persistance d’une saison à la suivante ρ = {{rho}} ± {{se}} (ajustée sur {{fitted}} saisons {{history}}).',
      noPersistence:
        '{{seasons}} saisons consécutives de 90 jours ; la persistance n’a pas pu être ajustée (saisons traitées comme indépendantes).',
      paths:
        'Bilan hydrique sur 90 jours se terminant chacun des {{days}} jours de la période : {{observed}} jours observés ({{observedMm}} mm), {{ensemble}}, {{unknown}} jours tirés de {{analogs}} trajectoires passées de la même saison ({{clim}}).',
      shares:
        '{{share}} des trajectoires prévues atteignent le seuil de sécheresse un jour, {{climShare}} des mêmes jours dans la climatologie ; la climatologie pesant comme un tirage à côté de {{weight}} indépendants : {{chance}}.',
      dryDays:
        'Chaque jour sec compte (SPEI-3 à -0,8 ou moins, classe D1 ou pire de l’US Drought Monitor, chaque jour portant 1/90 de sa saison) : {{days}} jours de perturbation sur la période en moyenne, dont {{first}} la première année.',
      chance:
        'Probabilité : {{chance}} ; si elle survient, environ {{days}} jours de perturbation sur la période (classes de l’US Drought Monitor, gravité {{severity}}).',
      eventWindow:
        'Le bilan hydrique sur 90 jours (précipitations moins évapotranspiration de référence FAO-56) à {{place}} tombe dans ses {{share}} % les plus secs pour la période de l’année au moins un jour de la période (SPEI-3 ≤ {{spei}} ; {{clim}})',
      eventSeasons:
        'Le bilan hydrique sur 90 jours à {{place}} termine au moins une des {{seasons}} saisons consécutives de 90 jours dans ses {{share}} % les plus secs pour la période de l’année (SPEI-3 ≤ {{spei}} ; {{clim}})',
      layer: 'Zone du modèle de sécheresse ({{km}} km)',
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Use a água com moderação, siga as restrições locais e guarde água potável suficiente para cada pessoa, cerca de 4 litros por dia durante vários dias (Ready.gov, OMS).',
      lens: {
        'community-planning':
          'Acione os planos de alerta antecipado de seca: monitore reservatórios e poços, coordene o racionamento de água e financie antecipadamente a ação para agricultores e criadores (ação antecipatória da FAO).',
        'family-relocation':
          'Verifique a confiabilidade do abastecimento de água e a profundidade do poço, as restrições passadas e a relação com os incêndios florestais, e se o jardim e a casa foram pensados para gastar pouca água.',
        'business-setup':
          'Calcule quanta água as suas operações e os seus fornecedores precisam, planeje medidas de eficiência e fontes alternativas, e verifique os contratos em caso de interrupção do abastecimento.',
        travel:
          'Respeite as restrições de água e as proibições de fogo, leve água potável nas áreas rurais e verifique se os destinos (parques, rios) estão abertos e navegáveis.',
        investment:
          'Inclua a escassez de água nas avaliações de terras, agricultura e indústria: os direitos de uso da água, os custos de irrigação e as condições do seguro agrícola pesam mais à medida que as secas se agravam.',
      },
    },
    model: {
      climEra5: '{{history}} {{period}}',
      climCmip6: 'a década de referência do CMIP6 (o {{history}} não respondeu)',
      climNone: 'nenhuma',
      cmip6:
        'O CMIP6 (MRI-AGCM3-2-S) altera o balanço hídrico de 90 dias em {{mm}} mm entre as suas décadas inicial e final ({{sd}} desvios-padrão).',
      noClimatology: 'Nenhuma climatologia respondeu: a probabilidade é apenas a definição do limiar de seca.',
      balance:
        'Balanço hídrico de 90 dias até {{end}}: {{observed}} dias observados ({{observedMm}} mm), {{ensemble}}, {{unknown}} dias segundo a climatologia ({{clim}}).',
      ensembleDays: '{{days}} dias de {{members}} membros do ECMWF (corrigidos por mapeamento de quantis{{noBias}})',
      noBias: ': não foi possível, não há {{history}} recente',
      noEnsemble: 'sem previsão por conjunto',
      dryLine: 'Limiar de seca: SPEI {{spei}} (os {{share}} % mais secos para a estação), {{mm}} mm de balanço nesta estação.',
      persistence:
        '{{seasons}} estações consecutivas de 90 dias; persistência de uma estação para a seguinte ρ = {{rho}} ± {{se}} (ajustada com {{fitted}} estações do {{history}}).',
      noPersistence:
        '{{seasons}} estações consecutivas de 90 dias; não foi possível ajustar a persistência (estações tratadas como independentes).',
      paths:
        'Balanço hídrico de 90 dias terminando em cada um dos {{days}} dias do período: {{observed}} dias observados ({{observedMm}} mm), {{ensemble}}, {{unknown}} dias de {{analogs}} trajetórias passadas da mesma estação ({{clim}}).',
      shares:
        '{{share}} das trajetórias previstas chegam ao limiar de seca em algum dia, {{climShare}} dos mesmos dias na climatologia; pesando a climatologia como uma amostra ao lado de {{weight}} independentes: {{chance}}.',
      dryDays:
        'Cada dia seco conta (SPEI-3 de -0,8 ou menos, classe D1 ou pior do US Drought Monitor, cada dia com 1/90 da sua estação): {{days}} dias de transtorno no período em média, {{first}} deles no primeiro ano.',
      chance:
        'Probabilidade: {{chance}}; se acontecer, cerca de {{days}} dias de transtorno no período (classes do US Drought Monitor, gravidade {{severity}}).',
      eventWindow:
        'O balanço hídrico de 90 dias (precipitação menos evapotranspiração de referência FAO-56) em {{place}} cai entre os seus {{share}} % mais secos para a época do ano em pelo menos um dia do período (SPEI-3 ≤ {{spei}}; {{clim}})',
      eventSeasons:
        'O balanço hídrico de 90 dias em {{place}} termina pelo menos uma de {{seasons}} estações consecutivas de 90 dias entre os seus {{share}} % mais secos para a época do ano (SPEI-3 ≤ {{spei}}; {{clim}})',
      layer: 'Área do modelo de seca ({{km}} km)',
    },
  },
  // German
  de: {
    guidance: {
      core: 'Gehen Sie sparsam mit Wasser um, halten Sie örtliche Einschränkungen ein und lagern Sie genug sicheres Trinkwasser für jede Person, etwa 4 Liter pro Tag für mehrere Tage (Ready.gov, WHO).',
      lens: {
        'community-planning':
          'Lösen Sie Dürre-Frühwarnpläne aus: Überwachen Sie Stauseen und Brunnen, koordinieren Sie die Wasserrationierung und finanzieren Sie frühzeitiges Handeln für Bauern und Viehhalter im Voraus (vorausschauendes Handeln der FAO).',
        'family-relocation':
          'Prüfen Sie die Zuverlässigkeit der Wasserversorgung und die Brunnentiefe, frühere Einschränkungen und die Verbindung zu Waldbränden, und ob Garten und Haus auf wenig Wasser ausgelegt sind.',
        'business-setup':
          'Ermitteln Sie, wie viel Wasser Ihr Betrieb und Ihre Lieferanten brauchen, planen Sie Einsparungen und andere Quellen, und prüfen Sie Verträge auf Versorgungsunterbrechungen.',
        travel:
          'Beachten Sie Wassereinschränkungen und Feuerverbote, nehmen Sie in ländlichen Gebieten Trinkwasser mit und prüfen Sie, ob Ziele (Parks, Flüsse) geöffnet und schiffbar sind.',
        investment:
          'Berücksichtigen Sie Wasserknappheit bei der Bewertung von Land, Landwirtschaft und Industrie: Wasserrechte, Bewässerungskosten und die Bedingungen der Ernteversicherung wiegen schwerer, je tiefer die Dürren werden.',
      },
    },
    model: {
      climEra5: '{{history}} {{period}}',
      climCmip6: 'das Bezugsjahrzehnt von CMIP6 ({{history}} hat nicht geantwortet)',
      climNone: 'keine',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) verändert die 90-Tage-Wasserbilanz zwischen seinem Anfangs- und Endjahrzehnt um {{mm}} mm ({{sd}} Standardabweichungen).',
      noClimatology: 'Keine Klimatologie hat geantwortet: Die Wahrscheinlichkeit ist allein die Definition der Dürreschwelle.',
      balance:
        '90-Tage-Wasserbilanz bis {{end}}: {{observed}} Tage beobachtet ({{observedMm}} mm), {{ensemble}}, {{unknown}} Tage aus der Klimatologie ({{clim}}).',
      ensembleDays: '{{days}} Tage aus {{members}} ECMWF-Mitgliedern (per Quantilabgleich korrigiert{{noBias}})',
      noBias: ': nicht möglich, kein aktuelles {{history}}',
      noEnsemble: 'kein Ensemble',
      dryLine: 'Dürreschwelle: SPEI {{spei}} (die trockensten {{share}} % für die Jahreszeit), {{mm}} mm Bilanz für diese Jahreszeit.',
      persistence:
        '{{seasons}} aufeinanderfolgende 90-Tage-Zeiträume; Erhaltungsneigung von einem Zeitraum zum nächsten ρ = {{rho}} ± {{se}} (angepasst an {{fitted}} {{history}}-Zeiträume).',
      noPersistence:
        '{{seasons}} aufeinanderfolgende 90-Tage-Zeiträume; die Erhaltungsneigung ließ sich nicht anpassen (Zeiträume als unabhängig behandelt).',
      paths:
        '90-Tage-Wasserbilanz bis zu jedem der {{days}} Tage des Zeitraums: {{observed}} beobachtete Tage ({{observedMm}} mm), {{ensemble}}, {{unknown}} Tage aus {{analogs}} vergangenen Verläufen derselben Jahreszeit ({{clim}}).',
      shares:
        '{{share}} der vorhergesagten Verläufe erreichen an einem Tag die Dürreschwelle, {{climShare}} derselben Tage in der Klimatologie; die Klimatologie gewichtet wie eine Ziehung neben {{weight}} unabhängigen: {{chance}}.',
      dryDays:
        'Jeder trockene Tag zählt (SPEI-3 bei -0,8 oder darunter, Klasse D1 oder schlimmer des US Drought Monitor, jeder Tag mit 1/90 seiner Jahreszeit): im Mittel {{days}} Ausfalltage im Zeitraum, davon {{first}} im ersten Jahr.',
      chance:
        'Wahrscheinlichkeit: {{chance}}; wenn es eintritt, etwa {{days}} Ausfalltage im Zeitraum (Klassen des US Drought Monitor, Schwere {{severity}}).',
      eventWindow:
        'Die 90-Tage-Wasserbilanz (Niederschlag minus FAO-56-Referenzverdunstung) in {{place}} fällt an mindestens einem Tag des Zeitraums unter die trockensten {{share}} % für die Jahreszeit (SPEI-3 ≤ {{spei}}; {{clim}})',
      eventSeasons:
        'Die 90-Tage-Wasserbilanz in {{place}} beendet mindestens einen von {{seasons}} aufeinanderfolgenden 90-Tage-Zeiträumen unter den trockensten {{share}} % für die Jahreszeit (SPEI-3 ≤ {{spei}}; {{clim}})',
      layer: 'Gebiet des Dürremodells ({{km}} km)',
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const DROUGHT_EVENT_WORDS = {
  hazard: 'drought',
  // English
  en: {
    balanceDays: 'balance days',
    percentile: 'percentile',
    maxSpei: 'max spei',
  },
  // Spanish
  es: {
    balanceDays: 'días del balance',
    percentile: 'percentil',
    maxSpei: 'SPEI máximo',
  },
  // French
  fr: {
    balanceDays: 'jours du bilan',
    percentile: 'centile',
    maxSpei: 'SPEI maximal',
  },
  // Portuguese
  pt: {
    balanceDays: 'dias do balanço',
    percentile: 'percentil',
    maxSpei: 'SPEI máximo',
  },
  // German
  de: {
    balanceDays: 'Tage der Bilanz',
    percentile: 'Perzentil',
    maxSpei: 'SPEI höchstens',
  },
};
