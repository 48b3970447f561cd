// Heat: the answers' words in each language, pure data importing nothing (hazards/answer-words.ts and
// hazards/hazard-names.ts collect them into the catalogues' `common.hazard.heat`, `common.risk.heat`, `guidance.heat`,
// the `heat` model section). The English name is the definition's label (a test checks).

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
      noClimatology:
        'No {{history}} climatology answered: the local 95th percentile cannot be set, so the chance rests on the 5% definition alone.',
      returnLevel: "Today's 1-in-{{years}}-year hottest day here: {{tempC}} °C (Gumbel fit of {{period}} {{history}} annual maxima).",
      cmip6:
        "CMIP6 (MRI-AGCM3-2-S) moves the hottest day of the year by {{shiftC}} °C between its baseline and final decades: the yearly chance of that day goes from {{now}} now to {{end}} by the window's end.",
      noCmip6: 'No CMIP6 run answered: the yearly chance stays 1 in {{years}} (no warming assumed).',
      spells:
        'About {{events}} such days expected in the window; a spell around one costs about {{days}} disruption-days ({{history}} spells, Excess Heat Factor class, wet-bulb).',
      members:
        '{{hits}} of {{members}} ECMWF ensemble members reach the local 95th percentile on at least one of {{days}} forecast days (peak {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', wet-bulb {{tempC}} °C',
      biasRemoved:
        'Bias removed by quantile mapping of {{past}} last {{days}} days against {{history}} (mean correction {{correctionC}} °C).',
      biasKept: 'No recent {{history}} days to map the ensemble against: its bias is not removed.',
      noEnsemble: 'No ensemble forecast answered: the whole window uses the {{history}} climatology.',
      threshold:
        "Threshold at the window's start: {{tempC}} °C, the 95th percentile of {{history}} daily maxima within 7 days of the date ({{period}}).",
      rest: '{{days}} days beyond the forecast: {{chance}} from {{history}} windows of the same season (their spells as they happened).',
      eventReturnLevel:
        "At least one day with a maximum temperature of {{tempC}} °C or more at {{place}}: today's 1-in-{{years}}-year hottest day ({{history}} {{period}})",
      eventPercentile:
        'At least one day with a maximum temperature at or above the local 95th percentile for the date ({{history}} {{period}}, ±7 days) at {{place}}',
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
      noClimatology:
        'No respondió ninguna climatología {{history}}: no se puede fijar el percentil 95 local, así que la probabilidad se basa solo en la definición del 5 %.',
      returnLevel:
        'El día más caluroso que hoy ocurre una vez cada {{years}} años aquí: {{tempC}} °C (ajuste de Gumbel de los máximos anuales de {{history}} de {{period}}).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) desplaza el día más caluroso del año {{shiftC}} °C entre sus décadas inicial y final: la probabilidad anual de ese día pasa del {{now}} actual al {{end}} al final del periodo.',
      noCmip6: 'No respondió ninguna simulación CMIP6: la probabilidad anual se mantiene en 1 entre {{years}} (sin suponer calentamiento).',
      spells:
        'Se esperan unos {{events}} días así en el periodo; una racha en torno a cada uno cuesta unos {{days}} días de interrupción (rachas de {{history}}, clase del Excess Heat Factor, temperatura de bulbo húmedo).',
      members:
        '{{hits}} de {{members}} miembros del conjunto de ECMWF alcanzan el percentil 95 local en al menos uno de {{days}} días de previsión (máximo de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', bulbo húmedo de {{tempC}} °C',
      biasRemoved:
        'Sesgo corregido mediante el mapeo de cuantiles de los últimos {{days}} días {{past}} frente a {{history}} (corrección media de {{correctionC}} °C).',
      biasKept: 'No hay días recientes de {{history}} con los que mapear el conjunto: su sesgo no se corrige.',
      noEnsemble: 'No respondió ninguna previsión por conjuntos: todo el periodo usa la climatología de {{history}}.',
      threshold:
        'Umbral al inicio del periodo: {{tempC}} °C, el percentil 95 de las máximas diarias de {{history}} en los 7 días en torno a la fecha ({{period}}).',
      rest: '{{days}} días más allá de la previsión: {{chance}} según las ventanas de {{history}} de la misma estación (con sus rachas tal como ocurrieron).',
      eventReturnLevel:
        'Al menos un día con una temperatura máxima de {{tempC}} °C o más en {{place}}: el día más caluroso que hoy ocurre una vez cada {{years}} años ({{history}} {{period}})',
      eventPercentile:
        'Al menos un día con una temperatura máxima igual o superior al percentil 95 local para la fecha ({{history}} {{period}}, ±7 días) en {{place}}',
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
      noClimatology:
        'Aucune climatologie {{history}} n’a répondu : le 95e centile local ne peut pas être fixé, donc la probabilité repose sur la seule définition des 5 %.',
      returnLevel:
        'Le jour le plus chaud qui revient aujourd’hui une fois tous les {{years}} ans ici : {{tempC}} °C (ajustement de Gumbel des maxima annuels {{history}} de {{period}}).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) décale le jour le plus chaud de l’année de {{shiftC}} °C entre ses décennies de départ et de fin : la probabilité annuelle de ce jour passe de {{now}} aujourd’hui à {{end}} à la fin de la période.',
      noCmip6: 'Aucune simulation CMIP6 n’a répondu : la probabilité annuelle reste de 1 sur {{years}} (aucun réchauffement supposé).',
      spells:
        'Environ {{events}} jours de ce type attendus sur la période ; un épisode autour de chacun coûte environ {{days}} jours de perturbation (épisodes {{history}}, classe de l’Excess Heat Factor, température humide).',
      members:
        '{{hits}} des {{members}} membres de l’ensemble ECMWF atteignent le 95e centile local sur au moins un des {{days}} jours de prévision (pic de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', température humide de {{tempC}} °C',
      biasRemoved:
        'Biais retiré par correspondance des quantiles des {{days}} derniers jours {{past}} avec {{history}} (correction moyenne de {{correctionC}} °C).',
      biasKept: 'Aucun jour récent d’{{history}} pour caler l’ensemble : son biais n’est pas retiré.',
      noEnsemble: 'Aucune prévision d’ensemble n’a répondu : toute la période repose sur la climatologie {{history}}.',
      threshold:
        'Seuil au début de la période : {{tempC}} °C, le 95e centile des maxima quotidiens {{history}} à 7 jours de la date ({{period}}).',
      rest: '{{days}} jours au-delà de la prévision : {{chance}} d’après les fenêtres {{history}} de la même saison (avec leurs épisodes tels qu’ils se sont produits).',
      eventReturnLevel:
        'Au moins un jour avec une température maximale de {{tempC}} °C ou plus à {{place}} : le jour le plus chaud qui revient aujourd’hui une fois tous les {{years}} ans ({{history}} {{period}})',
      eventPercentile:
        'Au moins un jour avec une température maximale égale ou supérieure au 95e centile local pour la date ({{history}} {{period}}, ±7 jours) à {{place}}',
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
      noClimatology:
        'Nenhuma climatologia {{history}} respondeu: não é possível fixar o percentil 95 local, por isso a probabilidade se baseia apenas na definição dos 5 %.',
      returnLevel:
        'O dia mais quente que hoje acontece uma vez a cada {{years}} anos aqui: {{tempC}} °C (ajuste de Gumbel dos máximos anuais do {{history}} de {{period}}).',
      cmip6:
        'O CMIP6 (MRI-AGCM3-2-S) desloca o dia mais quente do ano em {{shiftC}} °C entre as suas décadas inicial e final: a probabilidade anual desse dia passa de {{now}} hoje para {{end}} no fim do período.',
      noCmip6: 'Nenhuma simulação CMIP6 respondeu: a probabilidade anual fica em 1 em {{years}} (sem supor aquecimento).',
      spells:
        'Cerca de {{events}} dias assim esperados no período; uma sequência em torno de cada um custa cerca de {{days}} dias de transtorno (sequências do {{history}}, classe do Excess Heat Factor, temperatura de bulbo úmido).',
      members:
        '{{hits}} de {{members}} membros do conjunto do ECMWF atingem o percentil 95 local em pelo menos um de {{days}} dias de previsão (pico de {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', bulbo úmido de {{tempC}} °C',
      biasRemoved:
        'Viés corrigido pelo mapeamento de quantis dos últimos {{days}} dias {{past}} em relação ao {{history}} (correção média de {{correctionC}} °C).',
      biasKept: 'Não há dias recentes do {{history}} para mapear o conjunto: o seu viés não é corrigido.',
      noEnsemble: 'Nenhuma previsão por conjunto respondeu: todo o período usa a climatologia do {{history}}.',
      threshold:
        'Limiar no início do período: {{tempC}} °C, o percentil 95 das máximas diárias do {{history}} num intervalo de 7 dias em torno da data ({{period}}).',
      rest: '{{days}} dias além da previsão: {{chance}} segundo as janelas do {{history}} da mesma estação (com as suas sequências tal como aconteceram).',
      eventReturnLevel:
        'Pelo menos um dia com temperatura máxima de {{tempC}} °C ou mais em {{place}}: o dia mais quente que hoje acontece uma vez a cada {{years}} anos ({{history}} {{period}})',
      eventPercentile:
        'Pelo menos um dia com temperatura máxima igual ou superior ao percentil 95 local para a data ({{history}} {{period}}, ±7 dias) em {{place}}',
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
      noClimatology:
        'Keine {{history}}-Klimatologie hat geantwortet: Das örtliche 95. Perzentil lässt sich nicht festlegen, die Wahrscheinlichkeit beruht also allein auf der 5-%-Definition.',
      returnLevel:
        'Der heute alle {{years}} Jahre einmal auftretende heißeste Tag hier: {{tempC}} °C (Gumbel-Anpassung der {{history}}-Jahresmaxima {{period}}).',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) verschiebt den heißesten Tag des Jahres zwischen seinem Anfangs- und Endjahrzehnt um {{shiftC}} °C: Die jährliche Wahrscheinlichkeit dieses Tages steigt von heute {{now}} auf {{end}} am Ende des Zeitraums.',
      noCmip6: 'Kein CMIP6-Lauf hat geantwortet: Die jährliche Wahrscheinlichkeit bleibt bei 1 zu {{years}} (keine Erwärmung angenommen).',
      spells:
        'Etwa {{events}} solche Tage im Zeitraum erwartet; eine Hitzeperiode um jeden davon kostet etwa {{days}} Ausfalltage ({{history}}-Hitzeperioden, Klasse des Excess Heat Factor, Feuchtkugeltemperatur).',
      members:
        '{{hits}} von {{members}} Mitgliedern des ECMWF-Ensembles erreichen an mindestens einem von {{days}} Vorhersagetagen das örtliche 95. Perzentil (Spitze {{peakC}} °C{{wetBulb}}).',
      wetBulb: ', Feuchtkugeltemperatur {{tempC}} °C',
      biasRemoved:
        'Verzerrung durch Quantilabgleich der letzten {{days}} Tage {{past}} mit {{history}} entfernt (mittlere Korrektur {{correctionC}} °C).',
      biasKept: 'Keine aktuellen {{history}}-Tage zum Abgleich des Ensembles: Seine Verzerrung wird nicht entfernt.',
      noEnsemble: 'Keine Ensemblevorhersage hat geantwortet: Der ganze Zeitraum stützt sich auf die {{history}}-Klimatologie.',
      threshold:
        'Schwelle zu Beginn des Zeitraums: {{tempC}} °C, das 95. Perzentil der {{history}}-Tageshöchstwerte innerhalb von 7 Tagen um das Datum ({{period}}).',
      rest: '{{days}} Tage jenseits der Vorhersage: {{chance}} nach {{history}}-Zeitfenstern derselben Jahreszeit (mit ihren Hitzeperioden, wie sie eintraten).',
      eventReturnLevel:
        'Mindestens ein Tag mit einer Höchsttemperatur von {{tempC}} °C oder mehr in {{place}}: der heute alle {{years}} Jahre einmal auftretende heißeste Tag ({{history}} {{period}})',
      eventPercentile:
        'Mindestens ein Tag mit einer Höchsttemperatur auf oder über dem örtlichen 95. Perzentil für das Datum ({{history}} {{period}}, ±7 Tage) in {{place}}',
      layer: 'Gebiet des Hitzemodells (Umgebung der {{km}}-km-Gitterzelle)',
    },
  },
};
