// heat: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a severe heatwave here',
    long: "a day hotter than today's 1-in-20-year hottest day here",
  },
  now: {
    aware:
      'Know the signs of heat exhaustion (heavy sweating, dizziness, nausea) and of heat stroke, a medical emergency, and keep water at hand on hot days.',
    prepare:
      'Check that cooling works, plan daily check-ins for people living alone, older people and infants, move strenuous work to the cooler hours, and keep medicines that heat affects stored cool (WHO, CDC).',
    act: 'Keep people cool now: stay indoors in the hottest hours, use cooling centres if homes have no cooling, drink water regularly, never leave anyone in a parked car, and call emergency services for confusion or fainting.',
  },
  plan: {
    aware: 'When you build or renovate, favour shade, insulation and ventilation that keep rooms cool.',
    prepare:
      'Plan for hotter summers: shading, insulation, efficient cooling, trees around buildings, and heat plans for workers and people at risk.',
    act: 'Make extreme heat part of the site plan: passive cooling and backup power for cooling, heat-action plans for staff and residents, and work schedules that avoid the hottest hours.',
  },
};

const es = {
  event: {
    short: 'una ola de calor intensa aquí',
    long: 'un día aquí más caluroso que el actual día más cálido de cada 20 años',
  },
  now: {
    aware:
      'Conozca los signos del agotamiento por calor (sudor abundante, mareo, náuseas) y del golpe de calor, que es una urgencia médica, y tenga agua a mano en los días calurosos.',
    prepare:
      'Compruebe que la refrigeración funciona, organice contactos diarios con quienes viven solos, las personas mayores y los bebés, pase el trabajo pesado a las horas más frescas y guarde en lugar fresco los medicamentos que el calor altera (OMS, CDC).',
    act: 'Mantenga fresca a la gente ya: quédese bajo techo en las horas de más calor, use los refugios climáticos si las viviendas no tienen refrigeración, beba agua con regularidad, no deje nunca a nadie en un coche aparcado y llame a emergencias ante confusión o desmayo.',
  },
  plan: {
    aware: 'Cuando construya o reforme, priorice la sombra, el aislamiento y la ventilación que mantienen frescas las habitaciones.',
    prepare:
      'Prepárese para veranos más calurosos: protección solar, aislamiento, refrigeración eficiente, árboles alrededor de los edificios y planes ante el calor para los trabajadores y las personas de riesgo.',
    act: 'Incluya el calor extremo en el plan del emplazamiento: refrigeración pasiva y electricidad de reserva para la refrigeración, planes de acción ante el calor para el personal y los residentes, y horarios de trabajo que eviten las horas de más calor.',
  },
};

const fr = {
  event: {
    short: 'd’une canicule sévère ici',
    long: 'd’une journée ici plus chaude que l’actuelle journée la plus chaude sur 20 ans',
  },
  now: {
    aware:
      'Connaissez les signes de l’épuisement dû à la chaleur (sueurs abondantes, vertiges, nausées) et du coup de chaleur, une urgence médicale, et gardez de l’eau à portée de main les jours chauds.',
    prepare:
      'Vérifiez que le rafraîchissement fonctionne, prévoyez des prises de nouvelles quotidiennes des personnes seules, des personnes âgées et des nourrissons, déplacez les travaux pénibles vers les heures fraîches et conservez au frais les médicaments sensibles à la chaleur (OMS, CDC).',
    act: 'Gardez les gens au frais dès maintenant : restez à l’intérieur aux heures les plus chaudes, rendez-vous dans les lieux rafraîchis si les logements ne sont pas climatisés, buvez de l’eau régulièrement, ne laissez jamais personne dans une voiture garée et appelez les secours en cas de confusion ou d’évanouissement.',
  },
  plan: {
    aware: 'Quand vous construisez ou rénovez, privilégiez l’ombre, l’isolation et la ventilation qui gardent les pièces fraîches.',
    prepare:
      'Préparez-vous à des étés plus chauds : protections solaires, isolation, rafraîchissement efficace, arbres autour des bâtiments et plans chaleur pour les travailleurs et les personnes à risque.',
    act: 'Intégrez la chaleur extrême au plan du site : rafraîchissement passif et alimentation de secours pour la climatisation, plans d’action chaleur pour le personnel et les résidents, et horaires de travail qui évitent les heures les plus chaudes.',
  },
};

const pt = {
  event: {
    short: 'uma onda de calor severa aqui',
    long: 'um dia aqui mais quente que o atual dia mais quente de cada 20 anos',
  },
  now: {
    aware:
      'Conheça os sinais de exaustão pelo calor (suor intenso, tontura, náusea) e de insolação, que é uma emergência médica, e tenha água à mão nos dias quentes.',
    prepare:
      'Verifique se a refrigeração funciona, combine contatos diários com quem mora sozinho, idosos e bebês, passe o trabalho pesado para as horas mais frescas e guarde em local fresco os remédios que o calor afeta (OMS, CDC).',
    act: 'Mantenha as pessoas refrescadas agora: fique em ambientes fechados nas horas mais quentes, use centros de resfriamento se as casas não tiverem refrigeração, beba água regularmente, nunca deixe ninguém num carro estacionado e chame o serviço de emergência em caso de confusão ou desmaio.',
  },
  plan: {
    aware: 'Ao construir ou reformar, dê preferência a sombra, isolamento e ventilação que mantenham os cômodos frescos.',
    prepare:
      'Planeje-se para verões mais quentes: proteção solar, isolamento, refrigeração eficiente, árvores em volta dos prédios e planos de calor para trabalhadores e pessoas em risco.',
    act: 'Inclua o calor extremo no plano do local: resfriamento passivo e energia de reserva para a refrigeração, planos de ação contra o calor para a equipe e os moradores, e horários de trabalho que evitem as horas mais quentes.',
  },
};

const de = {
  event: {
    short: 'eine schwere Hitzewelle hier',
    long: 'einen Tag hier über der heutigen 20-jährlichen Höchsttemperatur',
  },
  now: {
    aware:
      'Kennen Sie die Anzeichen einer Hitzeerschöpfung (starkes Schwitzen, Schwindel, Übelkeit) und eines Hitzschlags, eines medizinischen Notfalls, und halten Sie an heißen Tagen Wasser griffbereit.',
    prepare:
      'Prüfen Sie, ob die Kühlung funktioniert, planen Sie tägliche Kontakte zu Alleinlebenden, älteren Menschen und Säuglingen, verlegen Sie schwere Arbeit in die kühleren Stunden und lagern Sie hitzeempfindliche Medikamente kühl (WHO, CDC).',
    act: 'Sorgen Sie jetzt für Kühlung: Bleiben Sie in den heißesten Stunden drinnen, nutzen Sie Kühlräume, wenn Wohnungen keine Kühlung haben, trinken Sie regelmäßig Wasser, lassen Sie nie jemanden in einem geparkten Auto und rufen Sie bei Verwirrtheit oder Ohnmacht den Notruf.',
  },
  plan: {
    aware: 'Setzen Sie beim Bauen oder Renovieren auf Verschattung, Dämmung und Lüftung, die Räume kühl halten.',
    prepare:
      'Planen Sie für heißere Sommer: Verschattung, Dämmung, effiziente Kühlung, Bäume um Gebäude und Hitzepläne für Beschäftigte und gefährdete Menschen.',
    act: 'Machen Sie extreme Hitze zum Teil der Standortplanung: passive Kühlung und Notstrom für die Kühlung, Hitzeaktionspläne für Personal und Bewohner und Arbeitszeiten, die die heißesten Stunden meiden.',
  },
};

export const HEAT_ADVICE_WORDS = {
  hazard: 'heat',
  en,
  es,
  fr,
  pt,
  de,
};
