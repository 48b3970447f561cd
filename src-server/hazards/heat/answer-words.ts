// Heat: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.heat`, `common.risk.heat`, `guidance.heat`,
// the `heat` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const HEAT_NAME_WORDS = {
  hazard: 'heat',
  // English
  en: { name: 'Heat' },
  // Spanish
  es: { name: 'Calor', risk: 'Riesgo de calor' },
  // French
  fr: { name: 'Chaleur', risk: 'Risque de chaleur' },
  // Portuguese
  pt: { name: 'Calor', risk: 'Risco de calor' },
  // German
  de: { name: 'Hitze', risk: 'Hitzerisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const HEAT_ANSWER_WORDS = {
  hazard: 'heat',
  modelSection: 'heat',
  // English
  en: {
    guidance: {
      core: 'In the heat, drink water regularly, stay in cool or shaded places in the hottest hours, check on older people, infants and the chronically ill, and never leave anyone in a parked car (WHO, CDC).',
      lens: {
        'community-planning':
          'Activate a heat-health action plan: early warnings, cooling centres with extended hours, outreach to isolated and homeless people, and shade and water in public spaces (WHO Europe).',
        'family-relocation':
          'Prefer homes with insulation, shading, cross-ventilation or cooling and green space nearby; top-floor flats under uninsulated roofs get the hottest.',
        'business-setup':
          'Protect workers with water, rest and shade and a heat-acclimatisation plan for new staff (OSHA), and check that cooling, power and cold chains can cope with peaks.',
        travel:
          'Schedule sightseeing for mornings and evenings, carry water, choose accommodation with cooling, and take extra care with children and older travellers.',
        investment:
          'Plan for hotter summers: factor cooling costs, worker productivity limits and grid stress into valuations, and favour buildings designed for passive cooling.',
      },
    },
    model: {
      heatwave:
        "A severe heatwave here: a three-day mean temperature above {{t95}} °C (the 95th percentile of every day's mean in {{history}} {{period}}) with an Excess Heat Factor of {{ehf85}} °C² or more, or a wet-bulb temperature of {{wetBulb}} °C or more.",
      members:
        '{{hits}} of {{members}} ECMWF ensemble members have a severe heatwave day in {{days}} forecast days (peak {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', wet-bulb {{tempC}} °C',
      warmForDate:
        '{{hits}} of {{members}} members have a day at or above {{tempC}} °C, the 95th percentile of {{history}} daily maxima for the date: warm for the season, which is not a heatwave by itself.',
      biasRemoved:
        'Bias removed by quantile mapping of {{past}} last {{days}} days against {{history}} (mean correction {{correctionC}} °C).',
      biasKept: 'No recent {{history}} days to map the ensemble against: its bias is not removed.',
      noEnsemble: 'No ensemble member covers the window: it rests on the {{history}} record alone.',
      rest: '{{days}} days beyond the forecast: {{chance}} from {{history}} windows of the same season (their spells as they happened).',
      record:
        '{{history}} {{period}}: {{spells}} severe heatwaves a year, {{days}} disruption-days each on average (Excess Heat Factor class, wet-bulb).',
      returnLevel:
        'The 1-in-{{years}}-year hottest day of {{period}} here: {{tempC}} °C (Gumbel fit of {{count}} {{history}} annual maxima).',
      trend:
        "The hottest day of the year moved {{trendC}} °C a decade over {{period}}: the chance of {{tempC}} °C in the window's first year is {{now}}.",
      noTrend:
        "Fewer than {{years}} years of {{history}} annual maxima: no trend is read, and the chance of {{tempC}} °C in the window's first year is {{now}}.",
      membersLevel: '{{hits}} of {{members}} ECMWF ensemble members reach {{tempC}} °C in {{days}} forecast days (peak {{peakC}} °C).',
      restYear: 'The first year beyond the forecast ({{days}} days, which held {{share}} of the hottest days of {{period}}): {{chance}}.',
      cmip6:
        "CMIP6 (MRI-AGCM3-2-S) moves the hottest day of the year by {{shiftC}} °C a decade: the yearly chance of {{tempC}} °C is {{end}} in the window's last year.",
      noCmip6: "No CMIP6 run answered: the later years keep the first year's chance of {{now}} (no further warming assumed).",
      heatwaves:
        'Every severe heatwave counts toward the risk: {{days}} disruption-days over the window on average ({{spells}} a year in {{history}} {{period}}).',
      severityLong:
        'Severity {{severity}}: {{expected}} disruption-days on average from every severe heatwave in the window, over the {{chance}} chance of the event: {{days}} days for each window that holds it.',
      eventHeatwave:
        'At least one day of a severe heatwave at {{place}}: a three-day mean temperature above {{t95}} °C with an Excess Heat Factor of {{ehf85}} °C² or more, or a wet-bulb temperature of {{wetBulb}} °C or more ({{history}} {{period}})',
      eventHotDay:
        'At least one day with a maximum temperature of {{tempC}} °C or more at {{place}}: the 1-in-{{years}}-year hottest day of {{history}} {{period}}',
      layer: 'Heat model area ({{km}} km grid cell neighbourhood)',
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Con calor, beba agua con regularidad, permanezca en lugares frescos o a la sombra en las horas de más calor, vigile a las personas mayores, los bebés y los enfermos crónicos, y no deje nunca a nadie dentro de un coche aparcado (OMS, CDC).',
      lens: {
        'community-planning':
          'Active un plan de acción sanitaria ante el calor: avisos tempranos, centros de refugio climático con horario ampliado, atención a personas aisladas y sin hogar, y sombra y agua en los espacios públicos (OMS Europa).',
        'family-relocation':
          'Prefiera viviendas con aislamiento, protección solar, ventilación cruzada o climatización y zonas verdes cerca; los áticos bajo cubiertas sin aislar son los que más se calientan.',
        'business-setup':
          'Proteja a los trabajadores con agua, descanso y sombra y con un plan de aclimatación al calor para el personal nuevo (OSHA), y compruebe que la refrigeración, la electricidad y la cadena de frío soportan los picos.',
        travel:
          'Reserve las visitas para las mañanas y las tardes, lleve agua, elija alojamiento con climatización y extreme el cuidado con los niños y los viajeros mayores.',
        investment:
          'Prepárese para veranos más calurosos: incluya en las valoraciones los costes de refrigeración, los límites de productividad de los trabajadores y la tensión en la red eléctrica, y prefiera edificios diseñados para refrescarse de forma pasiva.',
      },
    },
    model: {
      heatwave:
        'Una ola de calor severa aquí: una temperatura media de tres días superior a {{t95}} °C (el percentil 95 de las medias diarias de {{history}} {{period}}) con un Excess Heat Factor de {{ehf85}} °C² o más, o una temperatura de bulbo húmedo de {{wetBulb}} °C o más.',
      members:
        '{{hits}} de {{members}} miembros del conjunto de ECMWF tienen un día de ola de calor severa en {{days}} días de previsión (máximo de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', bulbo húmedo de {{tempC}} °C',
      warmForDate:
        '{{hits}} de {{members}} miembros tienen un día de {{tempC}} °C o más, el percentil 95 de las máximas diarias de {{history}} para la fecha: cálido para la estación, lo que por sí solo no es una ola de calor.',
      biasRemoved:
        'Sesgo corregido mediante el mapeo de cuantiles de los últimos {{days}} días {{past}} frente a {{history}} (corrección media de {{correctionC}} °C).',
      biasKept: 'No hay días recientes de {{history}} con los que mapear el conjunto: su sesgo no se corrige.',
      noEnsemble: 'Ningún miembro del conjunto cubre el periodo: se basa solo en el registro de {{history}}.',
      rest: '{{days}} días más allá de la previsión: {{chance}} según las ventanas de {{history}} de la misma estación (con sus rachas tal como ocurrieron).',
      record:
        '{{history}} {{period}}: {{spells}} olas de calor severas al año, de {{days}} días de interrupción cada una en promedio (clase del Excess Heat Factor, bulbo húmedo).',
      returnLevel:
        'El día más caluroso que ocurre una vez cada {{years}} años en {{period}} aquí: {{tempC}} °C (ajuste de Gumbel de {{count}} máximos anuales de {{history}}).',
      trend:
        'El día más caluroso del año se desplazó {{trendC}} °C por década en {{period}}: la probabilidad de {{tempC}} °C en el primer año del periodo es del {{now}}.',
      noTrend:
        'Menos de {{years}} años de máximos anuales de {{history}}: no se lee ninguna tendencia, y la probabilidad de {{tempC}} °C en el primer año del periodo es del {{now}}.',
      membersLevel:
        '{{hits}} de {{members}} miembros del conjunto de ECMWF alcanzan {{tempC}} °C en {{days}} días de previsión (máximo de {{peakC}} °C).',
      restYear:
        'El primer año más allá de la previsión ({{days}} días, en los que cayó el {{share}} de los días más calurosos de {{period}}): {{chance}}.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) desplaza el día más caluroso del año {{shiftC}} °C por década: la probabilidad anual de {{tempC}} °C es del {{end}} en el último año del periodo.',
      noCmip6:
        'No respondió ninguna simulación CMIP6: los años siguientes mantienen la probabilidad del primer año, del {{now}} (sin suponer más calentamiento).',
      heatwaves:
        'Toda ola de calor severa cuenta para el riesgo: {{days}} días de interrupción en el periodo en promedio ({{spells}} al año en {{history}} {{period}}).',
      severityLong:
        'Gravedad {{severity}}: {{expected}} días de interrupción en promedio por todas las olas de calor severas del periodo, sobre la probabilidad del {{chance}} del evento: {{days}} días por cada periodo en que ocurre.',
      eventHeatwave:
        'Al menos un día de ola de calor severa en {{place}}: una temperatura media de tres días superior a {{t95}} °C con un Excess Heat Factor de {{ehf85}} °C² o más, o una temperatura de bulbo húmedo de {{wetBulb}} °C o más ({{history}} {{period}})',
      eventHotDay:
        'Al menos un día con una temperatura máxima de {{tempC}} °C o más en {{place}}: el día más caluroso que ocurre una vez cada {{years}} años en {{history}} {{period}}',
      layer: 'Zona del modelo de calor (entorno de la celda de {{km}} km)',
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Par forte chaleur, buvez de l’eau régulièrement, restez au frais ou à l’ombre aux heures les plus chaudes, prenez des nouvelles des personnes âgées, des nourrissons et des malades chroniques, et ne laissez jamais personne dans une voiture garée (OMS, CDC).',
      lens: {
        'community-planning':
          'Activez un plan canicule : alertes précoces, lieux rafraîchis aux horaires élargis, visites aux personnes isolées et sans abri, et ombre et eau dans les espaces publics (OMS Europe).',
        'family-relocation':
          'Privilégiez les logements isolés, protégés du soleil, traversants ou rafraîchis et proches d’espaces verts ; les appartements au dernier étage sous un toit non isolé sont les plus chauds.',
        'business-setup':
          'Protégez les travailleurs avec de l’eau, du repos et de l’ombre et un plan d’acclimatation à la chaleur pour le personnel nouveau (OSHA), et vérifiez que le rafraîchissement, l’électricité et la chaîne du froid tiennent lors des pics.',
        travel:
          'Prévoyez les visites le matin et le soir, emportez de l’eau, choisissez un hébergement rafraîchi et redoublez de précautions avec les enfants et les voyageurs âgés.',
        investment:
          'Anticipez des étés plus chauds : intégrez aux valorisations les coûts de rafraîchissement, les limites de productivité des travailleurs et la tension sur le réseau électrique, et privilégiez les bâtiments conçus pour le rafraîchissement passif.',
      },
    },
    model: {
      heatwave:
        'Une vague de chaleur sévère ici : une température moyenne sur trois jours supérieure à {{t95}} °C (le 95e centile des moyennes quotidiennes {{history}} de {{period}}) avec un Excess Heat Factor d’au moins {{ehf85}} °C², ou une température humide d’au moins {{wetBulb}} °C.',
      members:
        '{{hits}} des {{members}} membres de l’ensemble ECMWF ont un jour de vague de chaleur sévère sur {{days}} jours de prévision (pic de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', température humide de {{tempC}} °C',
      warmForDate:
        '{{hits}} des {{members}} membres ont un jour d’au moins {{tempC}} °C, le 95e centile des maxima quotidiens {{history}} pour la date : chaud pour la saison, ce qui n’est pas à lui seul une vague de chaleur.',
      biasRemoved:
        'Biais retiré par correspondance des quantiles des {{days}} derniers jours {{past}} avec {{history}} (correction moyenne de {{correctionC}} °C).',
      biasKept: 'Aucun jour récent d’{{history}} pour caler l’ensemble : son biais n’est pas retiré.',
      noEnsemble: 'Aucun membre de l’ensemble ne couvre la période : elle repose sur le seul historique {{history}}.',
      rest: '{{days}} jours au-delà de la prévision : {{chance}} d’après les fenêtres {{history}} de la même saison (avec leurs épisodes tels qu’ils se sont produits).',
      record:
        '{{history}} {{period}} : {{spells}} vagues de chaleur sévères par an, de {{days}} jours de perturbation chacune en moyenne (classe de l’Excess Heat Factor, température humide).',
      returnLevel:
        'Le jour le plus chaud qui revient une fois tous les {{years}} ans sur {{period}} ici : {{tempC}} °C (ajustement de Gumbel de {{count}} maxima annuels {{history}}).',
      trend:
        'Le jour le plus chaud de l’année s’est déplacé de {{trendC}} °C par décennie sur {{period}} : la probabilité de {{tempC}} °C la première année de la période est de {{now}}.',
      noTrend:
        'Moins de {{years}} ans de maxima annuels {{history}} : aucune tendance n’est lue, et la probabilité de {{tempC}} °C la première année de la période est de {{now}}.',
      membersLevel:
        '{{hits}} des {{members}} membres de l’ensemble ECMWF atteignent {{tempC}} °C sur {{days}} jours de prévision (pic de {{peakC}} °C).',
      restYear:
        'La première année au-delà de la prévision ({{days}} jours, qui ont compté {{share}} des jours les plus chauds de {{period}}) : {{chance}}.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) déplace le jour le plus chaud de l’année de {{shiftC}} °C par décennie : la probabilité annuelle de {{tempC}} °C est de {{end}} la dernière année de la période.',
      noCmip6:
        'Aucune simulation CMIP6 n’a répondu : les années suivantes gardent la probabilité de la première année, {{now}} (aucun réchauffement supplémentaire supposé).',
      heatwaves:
        'Chaque vague de chaleur sévère compte dans le risque : {{days}} jours de perturbation sur la période en moyenne ({{spells}} par an sur {{history}} {{period}}).',
      severityLong:
        'Gravité {{severity}} : {{expected}} jours de perturbation en moyenne dus à toutes les vagues de chaleur sévères de la période, rapportés à la probabilité de {{chance}} de l’événement : {{days}} jours par période où il se produit.',
      eventHeatwave:
        'Au moins un jour de vague de chaleur sévère à {{place}} : une température moyenne sur trois jours supérieure à {{t95}} °C avec un Excess Heat Factor d’au moins {{ehf85}} °C², ou une température humide d’au moins {{wetBulb}} °C ({{history}} {{period}})',
      eventHotDay:
        'Au moins un jour avec une température maximale de {{tempC}} °C ou plus à {{place}} : le jour le plus chaud qui revient une fois tous les {{years}} ans sur {{history}} {{period}}',
      layer: 'Zone du modèle de chaleur (voisinage de la maille de {{km}} km)',
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'No calor, beba água regularmente, fique em lugares frescos ou à sombra nas horas mais quentes, acompanhe idosos, bebês e doentes crônicos, e nunca deixe ninguém dentro de um carro estacionado (OMS, CDC).',
      lens: {
        'community-planning':
          'Ative um plano de ação de saúde para o calor: alertas antecipados, centros de resfriamento com horário ampliado, atenção a pessoas isoladas e em situação de rua, e sombra e água nos espaços públicos (OMS Europa).',
        'family-relocation':
          'Prefira casas com isolamento, proteção solar, ventilação cruzada ou climatização e áreas verdes por perto; apartamentos no último andar sob telhados sem isolamento são os mais quentes.',
        'business-setup':
          'Proteja os trabalhadores com água, descanso e sombra e com um plano de aclimatação ao calor para os recém-contratados (OSHA), e verifique se a refrigeração, a energia e a cadeia de frio aguentam os picos.',
        travel:
          'Programe os passeios para as manhãs e o fim da tarde, leve água, escolha hospedagem com climatização e redobre o cuidado com crianças e viajantes idosos.',
        investment:
          'Planeje-se para verões mais quentes: inclua nas avaliações os custos de refrigeração, os limites de produtividade dos trabalhadores e a sobrecarga da rede elétrica, e prefira edifícios projetados para o resfriamento passivo.',
      },
    },
    model: {
      heatwave:
        'Uma onda de calor severa aqui: uma temperatura média de três dias acima de {{t95}} °C (o percentil 95 das médias diárias do {{history}} de {{period}}) com um Excess Heat Factor de {{ehf85}} °C² ou mais, ou uma temperatura de bulbo úmido de {{wetBulb}} °C ou mais.',
      members:
        '{{hits}} de {{members}} membros do conjunto do ECMWF têm um dia de onda de calor severa em {{days}} dias de previsão (pico de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', bulbo úmido de {{tempC}} °C',
      warmForDate:
        '{{hits}} de {{members}} membros têm um dia de {{tempC}} °C ou mais, o percentil 95 das máximas diárias do {{history}} para a data: quente para a estação, o que por si só não é uma onda de calor.',
      biasRemoved:
        'Viés corrigido pelo mapeamento de quantis dos últimos {{days}} dias {{past}} em relação ao {{history}} (correção média de {{correctionC}} °C).',
      biasKept: 'Não há dias recentes do {{history}} para mapear o conjunto: o seu viés não é corrigido.',
      noEnsemble: 'Nenhum membro do conjunto cobre o período: ele se baseia apenas no registro do {{history}}.',
      rest: '{{days}} dias além da previsão: {{chance}} segundo as janelas do {{history}} da mesma estação (com as suas sequências tal como aconteceram).',
      record:
        '{{history}} {{period}}: {{spells}} ondas de calor severas por ano, de {{days}} dias de transtorno cada uma em média (classe do Excess Heat Factor, bulbo úmido).',
      returnLevel:
        'O dia mais quente que acontece uma vez a cada {{years}} anos em {{period}} aqui: {{tempC}} °C (ajuste de Gumbel de {{count}} máximos anuais do {{history}}).',
      trend:
        'O dia mais quente do ano deslocou-se {{trendC}} °C por década em {{period}}: a probabilidade de {{tempC}} °C no primeiro ano do período é de {{now}}.',
      noTrend:
        'Menos de {{years}} anos de máximos anuais do {{history}}: nenhuma tendência é lida, e a probabilidade de {{tempC}} °C no primeiro ano do período é de {{now}}.',
      membersLevel:
        '{{hits}} de {{members}} membros do conjunto do ECMWF atingem {{tempC}} °C em {{days}} dias de previsão (pico de {{peakC}} °C).',
      restYear: 'O primeiro ano além da previsão ({{days}} dias, que tiveram {{share}} dos dias mais quentes de {{period}}): {{chance}}.',
      cmip6:
        'O CMIP6 (MRI-AGCM3-2-S) desloca o dia mais quente do ano em {{shiftC}} °C por década: a probabilidade anual de {{tempC}} °C é de {{end}} no último ano do período.',
      noCmip6:
        'Nenhuma simulação CMIP6 respondeu: os anos seguintes mantêm a probabilidade do primeiro ano, {{now}} (sem supor mais aquecimento).',
      heatwaves:
        'Toda onda de calor severa conta para o risco: {{days}} dias de transtorno no período em média ({{spells}} por ano no {{history}} {{period}}).',
      severityLong:
        'Gravidade {{severity}}: {{expected}} dias de transtorno em média por todas as ondas de calor severas do período, sobre a probabilidade de {{chance}} do evento: {{days}} dias por período em que ele ocorre.',
      eventHeatwave:
        'Pelo menos um dia de onda de calor severa em {{place}}: uma temperatura média de três dias acima de {{t95}} °C com um Excess Heat Factor de {{ehf85}} °C² ou mais, ou uma temperatura de bulbo úmido de {{wetBulb}} °C ou mais ({{history}} {{period}})',
      eventHotDay:
        'Pelo menos um dia com temperatura máxima de {{tempC}} °C ou mais em {{place}}: o dia mais quente que acontece uma vez a cada {{years}} anos no {{history}} {{period}}',
      layer: 'Área do modelo de calor (vizinhança da célula de {{km}} km)',
    },
  },
  // German
  de: {
    guidance: {
      core: 'Trinken Sie bei Hitze regelmäßig Wasser, bleiben Sie in den heißesten Stunden an kühlen oder schattigen Orten, schauen Sie nach älteren Menschen, Säuglingen und chronisch Kranken, und lassen Sie nie jemanden in einem geparkten Auto zurück (WHO, CDC).',
      lens: {
        'community-planning':
          'Setzen Sie einen Hitzeaktionsplan in Kraft: Frühwarnungen, Kühlräume mit verlängerten Öffnungszeiten, aufsuchende Hilfe für Isolierte und Obdachlose sowie Schatten und Wasser im öffentlichen Raum (WHO Europa).',
        'family-relocation':
          'Bevorzugen Sie Wohnungen mit Dämmung, Sonnenschutz, Querlüftung oder Kühlung und Grünflächen in der Nähe; Dachgeschosswohnungen unter ungedämmten Dächern werden am heißesten.',
        'business-setup':
          'Schützen Sie Beschäftigte mit Wasser, Pausen und Schatten und einem Hitzegewöhnungsplan für neues Personal (OSHA), und prüfen Sie, ob Kühlung, Strom und Kühlketten Spitzen standhalten.',
        travel:
          'Legen Sie Besichtigungen auf Vormittag und Abend, nehmen Sie Wasser mit, wählen Sie eine Unterkunft mit Kühlung und achten Sie besonders auf Kinder und ältere Mitreisende.',
        investment:
          'Planen Sie für heißere Sommer: Berücksichtigen Sie Kühlkosten, Produktivitätsgrenzen der Beschäftigten und die Belastung des Stromnetzes in Bewertungen, und bevorzugen Sie Gebäude, die passiv kühlen.',
      },
    },
    model: {
      heatwave:
        'Eine schwere Hitzewelle hier: ein Dreitagesmittel der Temperatur über {{t95}} °C (das 95. Perzentil aller Tagesmittel in {{history}} {{period}}) mit einem Excess Heat Factor von mindestens {{ehf85}} °C², oder eine Feuchtkugeltemperatur von mindestens {{wetBulb}} °C.',
      members:
        '{{hits}} von {{members}} Mitgliedern des ECMWF-Ensembles haben in {{days}} Vorhersagetagen einen Tag schwerer Hitzewelle (Spitze {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', Feuchtkugeltemperatur {{tempC}} °C',
      warmForDate:
        '{{hits}} von {{members}} Mitgliedern haben einen Tag mit mindestens {{tempC}} °C, dem 95. Perzentil der {{history}}-Tageshöchstwerte für das Datum: warm für die Jahreszeit, was allein noch keine Hitzewelle ist.',
      biasRemoved:
        'Verzerrung durch Quantilabgleich der letzten {{days}} Tage {{past}} mit {{history}} entfernt (mittlere Korrektur {{correctionC}} °C).',
      biasKept: 'Keine aktuellen {{history}}-Tage zum Abgleich des Ensembles: Seine Verzerrung wird nicht entfernt.',
      noEnsemble: 'Kein Ensemblemitglied deckt den Zeitraum ab: Er stützt sich allein auf die {{history}}-Daten.',
      rest: '{{days}} Tage jenseits der Vorhersage: {{chance}} nach {{history}}-Zeitfenstern derselben Jahreszeit (mit ihren Hitzeperioden, wie sie eintraten).',
      record:
        '{{history}} {{period}}: {{spells}} schwere Hitzewellen pro Jahr, mit durchschnittlich je {{days}} Ausfalltagen (Klasse des Excess Heat Factor, Feuchtkugeltemperatur).',
      returnLevel:
        'Der heißeste Tag, der in {{period}} einmal in {{years}} Jahren vorkam, hier: {{tempC}} °C (Gumbel-Anpassung an {{count}} {{history}}-Jahresmaxima).',
      trend:
        'Der heißeste Tag des Jahres hat sich in {{period}} um {{trendC}} °C pro Jahrzehnt verschoben: Die Wahrscheinlichkeit von {{tempC}} °C im ersten Jahr des Zeitraums beträgt {{now}}.',
      noTrend:
        'Weniger als {{years}} Jahre {{history}}-Jahresmaxima: Es wird kein Trend gelesen, und die Wahrscheinlichkeit von {{tempC}} °C im ersten Jahr des Zeitraums beträgt {{now}}.',
      membersLevel:
        '{{hits}} von {{members}} Mitgliedern des ECMWF-Ensembles erreichen in {{days}} Vorhersagetagen {{tempC}} °C (Spitze {{peakC}} °C).',
      restYear:
        'Das erste Jahr jenseits der Vorhersage ({{days}} Tage, auf die {{share}} der heißesten Tage von {{period}} fielen): {{chance}}.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) verschiebt den heißesten Tag des Jahres um {{shiftC}} °C pro Jahrzehnt: Die jährliche Wahrscheinlichkeit von {{tempC}} °C beträgt im letzten Jahr des Zeitraums {{end}}.',
      noCmip6:
        'Kein CMIP6-Lauf hat geantwortet: Die späteren Jahre behalten die Wahrscheinlichkeit des ersten Jahres von {{now}} (keine weitere Erwärmung angenommen).',
      heatwaves:
        'Jede schwere Hitzewelle zählt zum Risiko: durchschnittlich {{days}} Ausfalltage im Zeitraum ({{spells}} pro Jahr in {{history}} {{period}}).',
      severityLong:
        'Schwere {{severity}}: durchschnittlich {{expected}} Ausfalltage durch alle schweren Hitzewellen im Zeitraum, bezogen auf die Wahrscheinlichkeit von {{chance}} des Ereignisses: {{days}} Tage je Zeitraum, in dem es eintritt.',
      eventHeatwave:
        'Mindestens ein Tag einer schweren Hitzewelle in {{place}}: ein Dreitagesmittel der Temperatur über {{t95}} °C mit einem Excess Heat Factor von mindestens {{ehf85}} °C², oder eine Feuchtkugeltemperatur von mindestens {{wetBulb}} °C ({{history}} {{period}})',
      eventHotDay:
        'Mindestens ein Tag mit einer Höchsttemperatur von {{tempC}} °C oder mehr in {{place}}: der heißeste Tag, der in {{history}} {{period}} einmal in {{years}} Jahren vorkam',
      layer: 'Gebiet des Hitzemodells (Umgebung der {{km}}-km-Gitterzelle)',
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const HEAT_EVENT_WORDS = {
  hazard: 'heat',
  // English
  en: {
    percentile: 'percentile',
    returnPeriodYears: 'return period years',
    minTmaxC: 'min tmax (°C)',
    minDailyMeanC: 'min daily mean temperature (°C)',
    minExcessHeatFactor: 'min Excess Heat Factor (°C²)',
    minWetBulbC: 'min wet-bulb temperature (°C)',
  },
  // Spanish
  es: {
    percentile: 'percentil',
    returnPeriodYears: 'periodo de retorno (años)',
    minTmaxC: 'umbral de temperatura máxima (°C)',
    minDailyMeanC: 'umbral de temperatura media diaria (°C)',
    minExcessHeatFactor: 'umbral del Excess Heat Factor (°C²)',
    minWetBulbC: 'umbral de temperatura de bulbo húmedo (°C)',
  },
  // French
  fr: {
    percentile: 'centile',
    returnPeriodYears: 'période de retour (années)',
    minTmaxC: 'température maximale minimale (°C)',
    minDailyMeanC: 'température moyenne quotidienne minimale (°C)',
    minExcessHeatFactor: 'Excess Heat Factor minimal (°C²)',
    minWetBulbC: 'température humide minimale (°C)',
  },
  // Portuguese
  pt: {
    percentile: 'percentil',
    returnPeriodYears: 'período de retorno (anos)',
    minTmaxC: 'temperatura máxima mínima (°C)',
    minDailyMeanC: 'temperatura média diária mínima (°C)',
    minExcessHeatFactor: 'Excess Heat Factor mínimo (°C²)',
    minWetBulbC: 'temperatura de bulbo úmido mínima (°C)',
  },
  // German
  de: {
    percentile: 'Perzentil',
    returnPeriodYears: 'Wiederkehrperiode (Jahre)',
    minTmaxC: 'Tageshöchsttemperatur mindestens (°C)',
    minDailyMeanC: 'Tagesmitteltemperatur mindestens (°C)',
    minExcessHeatFactor: 'Excess Heat Factor mindestens (°C²)',
    minWetBulbC: 'Feuchtkugeltemperatur mindestens (°C)',
  },
};
