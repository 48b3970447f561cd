// Air quality: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.air-quality`, `common.risk.air-quality`, `guidance.air-quality`,
// the `airQuality` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const AIR_QUALITY_NAME_WORDS = {
  hazard: 'air-quality',
  // English
  en: { name: 'Air quality' },
  // Spanish
  es: { name: 'Calidad del aire', risk: 'Riesgo por la calidad del aire' },
  // French
  fr: { name: 'Qualité de l’air', risk: 'Risque lié à la qualité de l’air' },
  // Portuguese
  pt: { name: 'Qualidade do ar', risk: 'Risco ligado à qualidade do ar' },
  // German
  de: { name: 'Luftqualität', risk: 'Risiko durch Luftverschmutzung' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const AIR_QUALITY_ANSWER_WORDS = {
  hazard: 'air-quality',
  modelSection: 'airQuality',
  // English
  en: {
    guidance: {
      core: 'Check the daily AQI: above 100 people with heart or lung disease, older adults, children and pregnant people should cut prolonged or heavy outdoor exertion; above 150 everyone should (US EPA AirNow).',
      lens: {
        'community-planning':
          'Issue AQI alerts through schools and clinics, adjust outdoor school activities on bad days, and act on local sources such as traffic, burning and dust (WHO 2021 guidelines).',
        'family-relocation':
          'Compare annual PM2.5 levels (WHO guideline: 5 µg/m³ annual mean), avoid homes next to busy roads or industry, and check that the home can be sealed and filtered.',
        'business-setup':
          'Fit good filtration (MERV 13 or better where the system allows), monitor indoor air, and plan outdoor-work limits and masks for staff on high-AQI days.',
        travel:
          'Check the AQI forecast before you go, especially with asthma or heart disease, pack N95/FFP2 masks and medicines, and plan indoor activities for smoggy days.',
        investment:
          'Persistent pollution lowers health, productivity and property appeal: factor filtration costs and tightening air-quality regulation into long-term plans.',
      },
    },
    model: {
      climHistory: 'CAMS history {{from}}-{{to}}',
      climRecent: 'the last 92 days only (no CAMS history answered)',
      episodes:
        'About {{rate}} episodes a year at or above {{pm25}} µg/m³ (US AQI {{aqi}}): a log-normal per calendar month fitted to the {{clim}}, with episodes lasting {{days}} days on average.',
      steady: 'CAMS gives no projection of future pollution: the rate is taken as steady over the window.',
      noHistory: 'Not enough CAMS history to estimate how often such days come.',
      forecast:
        'CAMS forecast: daily mean PM2.5 up to {{peak}} µg/m³ (US AQI {{aqi}}) over {{days}} days; {{chance}} that one reaches {{pm25}} µg/m³.',
      error:
        "Forecast error measured from the {{clim}}: ln PM2.5 changes by ±{{oneDay}} in a day, ±{{fiveDays}} in five (a persistence error, larger than CAMS's own).",
      noError: 'Too little history to measure the forecast error: forecast days are taken as they are.',
      rest: '{{days}} days beyond the CAMS forecast: {{chance}}, from {{share}} of {{windows}} windows of the same season in the {{clim}}, weighed with its log-normal tail ({{tail}}) as one more year.',
      restSteady:
        '{{days}} days beyond the CAMS forecast: {{chance}}, from {{share}} of days at the line in the {{clim}}, taken as steady.',
      laterYears: 'Each of the {{years}} later years: {{chance}}, the chance of a year in the {{clim}}.',
      ifItHappens:
        'If it happens: about {{days}} disruption-days over the window, counting every day at US AQI 101 or more (EPA AQI categories; severity {{severity}}).',
      event: 'At least one day with a 24-hour mean PM2.5 of {{pm25}} µg/m³ or more (US AQI {{aqi}}+) at {{place}}',
      layer: 'Air-quality model cell ({{km}} km)',
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Consulte el índice de calidad del aire (AQI) diario: por encima de 100, las personas con enfermedades cardíacas o pulmonares, los mayores, los niños y las embarazadas deben reducir el esfuerzo prolongado o intenso al aire libre; por encima de 150, todo el mundo (US EPA AirNow).',
      lens: {
        'community-planning':
          'Difunda alertas de AQI a través de escuelas y centros de salud, adapte las actividades escolares al aire libre en los días malos y actúe sobre las fuentes locales, como el tráfico, las quemas y el polvo (directrices de la OMS de 2021).',
        'family-relocation':
          'Compare los niveles anuales de PM2.5 (directriz de la OMS: media anual de 5 µg/m³), evite viviendas junto a vías muy transitadas o industrias y compruebe que la casa se puede sellar y filtrar.',
        'business-setup':
          'Instale una buena filtración (MERV 13 o superior donde el sistema lo permita), controle el aire interior y prevea límites al trabajo al aire libre y mascarillas para el personal en los días de AQI alto.',
        travel:
          'Consulte la previsión del AQI antes de salir, sobre todo si tiene asma o una enfermedad cardíaca, lleve mascarillas N95/FFP2 y sus medicamentos, y prevea actividades bajo techo para los días de contaminación.',
        investment:
          'La contaminación persistente perjudica la salud, la productividad y el atractivo de los inmuebles: incluya en los planes a largo plazo los costes de filtración y el endurecimiento de la normativa de calidad del aire.',
      },
    },
    model: {
      climHistory: 'el histórico de CAMS de {{from}}-{{to}}',
      climRecent: 'solo los últimos 92 días (no respondió ningún histórico de CAMS)',
      episodes:
        'Unos {{rate}} episodios al año con {{pm25}} µg/m³ o más (AQI de EE. UU. {{aqi}}): una ley log-normal por mes del año ajustada a {{clim}}, con episodios que duran de media {{days}} días.',
      steady: 'CAMS no proyecta la contaminación futura: se supone que la frecuencia se mantiene a lo largo del periodo.',
      noHistory: 'No hay histórico de CAMS suficiente para estimar con qué frecuencia llegan esos días.',
      forecast:
        'Previsión de CAMS: media diaria de PM2.5 de hasta {{peak}} µg/m³ (AQI de EE. UU. {{aqi}}) en {{days}} días; {{chance}} de que alguno llegue a {{pm25}} µg/m³.',
      error:
        'Error de previsión medido con {{clim}}: el logaritmo de PM2.5 varía ±{{oneDay}} en un día y ±{{fiveDays}} en cinco (un error de persistencia, mayor que el del propio CAMS).',
      noError: 'No hay histórico suficiente para medir el error de previsión: los días previstos se toman tal cual.',
      rest: '{{days}} días más allá de la previsión de CAMS: {{chance}}, a partir del {{share}} de {{windows}} ventanas de la misma estación en {{clim}}, ponderado con su cola log-normal ({{tail}}) como un año más.',
      restSteady:
        '{{days}} días más allá de la previsión de CAMS: {{chance}}, a partir del {{share}} de días en el umbral en {{clim}}, supuesto constante.',
      laterYears: 'Cada uno de los {{years}} años siguientes: {{chance}}, la probabilidad de un año en {{clim}}.',
      ifItHappens:
        'Si ocurre: unos {{days}} días de interrupción en el periodo, contando cada día con AQI de EE. UU. de 101 o más (categorías del AQI de la EPA; gravedad {{severity}}).',
      event: 'Al menos un día con una media de 24 horas de PM2.5 de {{pm25}} µg/m³ o más (AQI de EE. UU. {{aqi}}+) en {{place}}',
      layer: 'Celda del modelo de calidad del aire ({{km}} km)',
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Consultez l’indice quotidien de qualité de l’air (AQI) : au-dessus de 100, les personnes atteintes de maladies cardiaques ou pulmonaires, les personnes âgées, les enfants et les femmes enceintes doivent réduire les efforts prolongés ou intenses en extérieur ; au-dessus de 150, tout le monde (US EPA AirNow).',
      lens: {
        'community-planning':
          'Diffusez les alertes AQI par les écoles et les centres de santé, adaptez les activités scolaires en extérieur les mauvais jours et agissez sur les sources locales comme la circulation, les brûlages et la poussière (lignes directrices de l’OMS de 2021).',
        'family-relocation':
          'Comparez les niveaux annuels de PM2.5 (ligne directrice de l’OMS : moyenne annuelle de 5 µg/m³), évitez les logements proches de grands axes ou d’industries et vérifiez que le logement peut être rendu étanche et filtré.',
        'business-setup':
          'Installez une bonne filtration (MERV 13 ou mieux là où le système le permet), surveillez l’air intérieur et prévoyez des limites au travail en extérieur et des masques pour le personnel les jours d’AQI élevé.',
        travel:
          'Consultez la prévision de l’AQI avant de partir, surtout en cas d’asthme ou de maladie cardiaque, emportez des masques N95/FFP2 et vos médicaments, et prévoyez des activités en intérieur pour les jours de smog.',
        investment:
          'Une pollution persistante nuit à la santé, à la productivité et à l’attrait des biens immobiliers : intégrez aux plans à long terme les coûts de filtration et le durcissement de la réglementation sur la qualité de l’air.',
      },
    },
    model: {
      climHistory: 'l’historique CAMS {{from}}-{{to}}',
      climRecent: 'les seuls 92 derniers jours (aucun historique CAMS n’a répondu)',
      episodes:
        'Environ {{rate}} épisodes par an à {{pm25}} µg/m³ ou plus (AQI américain {{aqi}}) : une loi log-normale par mois de l’année ajustée sur {{clim}}, avec des épisodes de {{days}} jours en moyenne.',
      steady: 'CAMS ne donne aucune projection de la pollution future : la fréquence est supposée stable sur la période.',
      noHistory: 'L’historique CAMS ne suffit pas pour estimer la fréquence de tels jours.',
      forecast:
        'Prévision CAMS : moyenne quotidienne de PM2.5 jusqu’à {{peak}} µg/m³ (AQI américain {{aqi}}) sur {{days}} jours ; {{chance}} de chances que l’un d’eux atteigne {{pm25}} µg/m³.',
      error:
        'Erreur de prévision mesurée sur {{clim}} : le logarithme des PM2.5 varie de ±{{oneDay}} en un jour et de ±{{fiveDays}} en cinq (une erreur de persistance, plus grande que celle de CAMS).',
      noError: 'Trop peu d’historique pour mesurer l’erreur de prévision : les jours prévus sont pris tels quels.',
      rest: '{{days}} jours au-delà de la prévision CAMS : {{chance}}, d’après {{share}} de {{windows}} fenêtres de la même saison dans {{clim}}, pondéré par sa queue log-normale ({{tail}}) comme une année de plus.',
      restSteady:
        '{{days}} jours au-delà de la prévision CAMS : {{chance}}, d’après {{share}} de jours au seuil dans {{clim}}, supposé stable.',
      laterYears: 'Chacune des {{years}} années suivantes : {{chance}}, la probabilité d’une année dans {{clim}}.',
      ifItHappens:
        'S’il se produit : environ {{days}} jours de perturbation sur la période, en comptant chaque jour à un AQI américain de 101 ou plus (catégories de l’AQI de l’EPA ; gravité {{severity}}).',
      event: 'Au moins un jour avec une moyenne sur 24 heures de PM2.5 de {{pm25}} µg/m³ ou plus (AQI américain {{aqi}}+) à {{place}}',
      layer: 'Maille du modèle de qualité de l’air ({{km}} km)',
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Consulte o índice diário de qualidade do ar (AQI): acima de 100, pessoas com doenças cardíacas ou pulmonares, idosos, crianças e gestantes devem reduzir o esforço prolongado ou intenso ao ar livre; acima de 150, todos devem fazê-lo (US EPA AirNow).',
      lens: {
        'community-planning':
          'Divulgue alertas de AQI por meio de escolas e postos de saúde, adapte as atividades escolares ao ar livre nos dias ruins e atue sobre as fontes locais, como o trânsito, as queimadas e a poeira (diretrizes da OMS de 2021).',
        'family-relocation':
          'Compare os níveis anuais de PM2.5 (diretriz da OMS: média anual de 5 µg/m³), evite casas ao lado de vias movimentadas ou indústrias e verifique se a casa pode ser vedada e filtrada.',
        'business-setup':
          'Instale uma boa filtragem (MERV 13 ou melhor onde o sistema permitir), monitore o ar interno e preveja limites ao trabalho ao ar livre e máscaras para a equipe nos dias de AQI alto.',
        travel:
          'Consulte a previsão do AQI antes de ir, sobretudo se tiver asma ou doença cardíaca, leve máscaras N95/FFP2 e os seus remédios, e planeje atividades em ambientes fechados para os dias de poluição.',
        investment:
          'A poluição persistente prejudica a saúde, a produtividade e a atratividade dos imóveis: inclua nos planos de longo prazo os custos de filtragem e o endurecimento das regras de qualidade do ar.',
      },
    },
    model: {
      climHistory: 'o histórico do CAMS de {{from}}-{{to}}',
      climRecent: 'apenas os últimos 92 dias (nenhum histórico do CAMS respondeu)',
      episodes:
        'Cerca de {{rate}} episódios por ano com {{pm25}} µg/m³ ou mais (AQI dos EUA {{aqi}}): uma distribuição log-normal por mês do ano ajustada usando {{clim}}, com episódios que duram em média {{days}} dias.',
      steady: 'O CAMS não projeta a poluição futura: a frequência é considerada estável ao longo do período.',
      noHistory: 'Não há histórico do CAMS suficiente para estimar com que frequência esses dias acontecem.',
      forecast:
        'Previsão do CAMS: média diária de PM2.5 de até {{peak}} µg/m³ (AQI dos EUA {{aqi}}) em {{days}} dias; {{chance}} de que algum chegue a {{pm25}} µg/m³.',
      error:
        'Erro de previsão medido usando {{clim}}: o logaritmo do PM2.5 varia ±{{oneDay}} em um dia e ±{{fiveDays}} em cinco (um erro de persistência, maior do que o do próprio CAMS).',
      noError: 'Há pouco histórico para medir o erro de previsão: os dias previstos são usados como estão.',
      rest: '{{days}} dias além da previsão do CAMS: {{chance}}, a partir de {{share}} de {{windows}} janelas da mesma estação (fonte: {{clim}}), ponderado pela sua cauda log-normal ({{tail}}) como mais um ano.',
      restSteady:
        '{{days}} dias além da previsão do CAMS: {{chance}}, a partir de {{share}} de dias no limiar (fonte: {{clim}}), considerado estável.',
      laterYears: 'Cada um dos {{years}} anos seguintes: {{chance}}, a probabilidade de um ano (fonte: {{clim}}).',
      ifItHappens:
        'Se acontecer: cerca de {{days}} dias de transtorno no período, contando cada dia com AQI dos EUA de 101 ou mais (categorias do AQI da EPA; gravidade {{severity}}).',
      event: 'Pelo menos um dia com média de 24 horas de PM2.5 de {{pm25}} µg/m³ ou mais (AQI dos EUA {{aqi}}+) em {{place}}',
      layer: 'Célula do modelo de qualidade do ar ({{km}} km)',
    },
  },
  // German
  de: {
    guidance: {
      core: 'Prüfen Sie den täglichen Luftqualitätsindex (AQI): Über 100 sollten Menschen mit Herz- oder Lungenerkrankungen, Ältere, Kinder und Schwangere lange oder starke Anstrengung im Freien einschränken; über 150 alle (US EPA AirNow).',
      lens: {
        'community-planning':
          'Verbreiten Sie AQI-Warnungen über Schulen und Gesundheitszentren, passen Sie Schulaktivitäten im Freien an schlechten Tagen an und gehen Sie gegen örtliche Quellen wie Verkehr, Verbrennung und Staub vor (WHO-Leitlinien 2021).',
        'family-relocation':
          'Vergleichen Sie die jährlichen PM2,5-Werte (WHO-Leitwert: 5 µg/m³ im Jahresmittel), meiden Sie Wohnungen an stark befahrenen Straßen oder neben Industrie und prüfen Sie, ob sich die Wohnung abdichten und filtern lässt.',
        'business-setup':
          'Bauen Sie eine gute Filterung ein (MERV 13 oder besser, wo die Anlage es erlaubt), überwachen Sie die Raumluft und planen Sie für Tage mit hohem AQI Grenzen für Arbeit im Freien und Masken für das Personal.',
        travel:
          'Prüfen Sie vor der Reise die AQI-Vorhersage, besonders mit Asthma oder einer Herzerkrankung, packen Sie N95/FFP2-Masken und Medikamente ein und planen Sie Beschäftigungen drinnen für Smogtage.',
        investment:
          'Anhaltende Luftverschmutzung mindert Gesundheit, Produktivität und Attraktivität von Immobilien: Berücksichtigen Sie Filterkosten und strengere Luftqualitätsvorschriften in langfristigen Plänen.',
      },
    },
    model: {
      climHistory: 'der CAMS-Zeitreihe {{from}}-{{to}}',
      climRecent: 'den letzten 92 Tagen allein (keine CAMS-Zeitreihe hat geantwortet)',
      episodes:
        'Etwa {{rate}} Episoden pro Jahr mit {{pm25}} µg/m³ oder mehr (US-AQI {{aqi}}): eine Log-Normalverteilung je Kalendermonat, angepasst an die Werte aus {{clim}}, mit Episoden von durchschnittlich {{days}} Tagen.',
      steady: 'CAMS liefert keine Projektion der künftigen Belastung: Die Häufigkeit wird über den Zeitraum als gleichbleibend angenommen.',
      noHistory: 'Die CAMS-Zeitreihe reicht nicht aus, um zu schätzen, wie oft solche Tage kommen.',
      forecast:
        'CAMS-Vorhersage: PM2,5-Tagesmittel bis {{peak}} µg/m³ (US-AQI {{aqi}}) über {{days}} Tage; {{chance}} Wahrscheinlichkeit, dass einer {{pm25}} µg/m³ erreicht.',
      error:
        'Vorhersagefehler, gemessen an {{clim}}: Der Logarithmus von PM2,5 ändert sich um ±{{oneDay}} an einem Tag und um ±{{fiveDays}} in fünf (ein Persistenzfehler, größer als der von CAMS selbst).',
      noError: 'Zu wenig Zeitreihe, um den Vorhersagefehler zu messen: Die Vorhersagetage werden so genommen, wie sie sind.',
      rest: '{{days}} Tage jenseits der CAMS-Vorhersage: {{chance}}, aus {{share}} von {{windows}} Zeitfenstern derselben Jahreszeit in {{clim}}, gewichtet mit deren log-normalem Ausläufer ({{tail}}) wie ein weiteres Jahr.',
      restSteady:
        '{{days}} Tage jenseits der CAMS-Vorhersage: {{chance}}, aus {{share}} der Tage an der Schwelle in {{clim}}, als gleichbleibend angenommen.',
      laterYears: 'Jedes der {{years}} folgenden Jahre: {{chance}}, die Wahrscheinlichkeit eines Jahres in {{clim}}.',
      ifItHappens:
        'Wenn es eintritt: etwa {{days}} Ausfalltage im Zeitraum, jeder Tag mit US-AQI 101 oder mehr gezählt (AQI-Kategorien der EPA; Schwere {{severity}}).',
      event: 'Mindestens ein Tag mit einem 24-Stunden-Mittel von PM2,5 von {{pm25}} µg/m³ oder mehr (US-AQI {{aqi}}+) in {{place}}',
      layer: 'Zelle des Luftqualitätsmodells ({{km}} km)',
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const AIR_QUALITY_EVENT_WORDS = {
  hazard: 'air-quality',
  // English
  en: {
    minDailyPm25: 'min daily PM2.5',
    minUsAqi: 'min us aqi',
  },
  // Spanish
  es: {
    minDailyPm25: 'PM2.5 diario mínimo',
    minUsAqi: 'AQI de EE. UU. mínimo',
  },
  // French
  fr: {
    minDailyPm25: 'PM2.5 quotidien minimal',
    minUsAqi: 'AQI américain minimal',
  },
  // Portuguese
  pt: {
    minDailyPm25: 'PM2.5 diário mínimo',
    minUsAqi: 'AQI dos EUA mínimo',
  },
  // German
  de: {
    minDailyPm25: 'PM2.5-Tagesmittel mindestens',
    minUsAqi: 'US-AQI mindestens',
  },
};
