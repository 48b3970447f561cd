// air-quality: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a day of polluted air here (PM2.5 at or above the US EPA level for sensitive groups)',
    long: 'a day of very unhealthy air here (US AQI 201 or more, PM2.5 of 125.5 µg/m³ or more)',
  },
  now: {
    aware: 'Check the daily air-quality index and move exercise indoors on days it reaches unhealthy levels.',
    prepare:
      'On polluted days move exercise indoors, keep windows closed, run an air purifier, and keep inhalers and medicines at hand (US EPA AirNow).',
    act: 'Limit time outdoors for everyone, run HEPA filtration indoors, wear a well-fitted N95/FFP2 mask outside, and seek care for chest pain or breathlessness.',
  },
  plan: {
    aware: 'When you choose a home, school or office, check the local air-quality record.',
    prepare:
      'Plan for polluted seasons: buildings with good filtration (MERV 13 or better), air purifiers in bedrooms and classrooms, and outdoor work scheduled around bad-air days.',
    act: 'Make clean indoor air part of the site: sealed buildings with high-grade filtration, air monitoring, and health plans for children, older people and those with heart or lung disease (WHO 2021 guidelines).',
  },
};

const es = {
  event: {
    short: 'un día de aire contaminado aquí (PM2.5 igual o superior al nivel de la EPA de EE. UU. para grupos sensibles)',
    long: 'un día de aire muy insalubre aquí (AQI de EE. UU. de 201 o más, PM2.5 de 125,5 µg/m³ o más)',
  },
  now: {
    aware:
      'Consulte el índice diario de calidad del aire y haga ejercicio bajo techo los días en que alcance niveles perjudiciales para la salud.',
    prepare:
      'En los días de contaminación haga ejercicio bajo techo, mantenga las ventanas cerradas, encienda un purificador de aire y tenga a mano inhaladores y medicamentos (US EPA AirNow).',
    act: 'Limite el tiempo al aire libre para todos, use filtración HEPA en interiores, lleve fuera una mascarilla N95/FFP2 bien ajustada y busque atención médica ante dolor en el pecho o falta de aliento.',
  },
  plan: {
    aware: 'Cuando elija vivienda, escuela u oficina, consulte el historial local de calidad del aire.',
    prepare:
      'Prepárese para las temporadas de contaminación: edificios con buena filtración (MERV 13 o superior), purificadores de aire en dormitorios y aulas, y trabajo al aire libre programado fuera de los días de aire malo.',
    act: 'Haga del aire interior limpio parte del emplazamiento: edificios estancos con filtración de alta calidad, control del aire y planes de salud para niños, personas mayores y quienes padecen enfermedades cardíacas o pulmonares (directrices de la OMS de 2021).',
  },
};

const fr = {
  event: {
    short: 'd’une journée d’air pollué ici (PM2.5 au niveau de l’EPA américaine pour les groupes sensibles ou au-dessus)',
    long: 'd’une journée d’air très malsain ici (AQI américain de 201 ou plus, PM2.5 de 125,5 µg/m³ ou plus)',
  },
  now: {
    aware:
      'Consultez l’indice quotidien de qualité de l’air et faites votre sport en intérieur les jours où il atteint des niveaux mauvais pour la santé.',
    prepare:
      'Les jours de pollution, faites votre sport en intérieur, gardez les fenêtres fermées, faites tourner un purificateur d’air et gardez inhalateurs et médicaments à portée de main (US EPA AirNow).',
    act: 'Limitez le temps passé dehors pour tous, utilisez une filtration HEPA à l’intérieur, portez dehors un masque N95/FFP2 bien ajusté et consultez en cas de douleur thoracique ou d’essoufflement.',
  },
  plan: {
    aware: 'Quand vous choisissez un logement, une école ou un bureau, consultez l’historique local de la qualité de l’air.',
    prepare:
      'Préparez-vous aux saisons de pollution : bâtiments bien filtrés (MERV 13 ou mieux), purificateurs d’air dans les chambres et les salles de classe, et travail en extérieur planifié en dehors des jours d’air pollué.',
    act: 'Faites d’un air intérieur sain une composante du site : bâtiments étanches à filtration haut de gamme, surveillance de l’air et plans de santé pour les enfants, les personnes âgées et les personnes atteintes de maladies cardiaques ou pulmonaires (lignes directrices de l’OMS de 2021).',
  },
};

const pt = {
  event: {
    short: 'um dia de ar poluído aqui (PM2.5 no nível da EPA dos EUA para grupos sensíveis ou acima)',
    long: 'um dia de ar muito insalubre aqui (AQI dos EUA de 201 ou mais, PM2.5 de 125,5 µg/m³ ou mais)',
  },
  now: {
    aware:
      'Consulte o índice diário de qualidade do ar e faça exercícios em ambientes fechados nos dias em que ele atingir níveis prejudiciais à saúde.',
    prepare:
      'Nos dias de poluição, faça exercícios em ambientes fechados, mantenha as janelas fechadas, ligue um purificador de ar e tenha à mão inaladores e remédios (US EPA AirNow).',
    act: 'Limite o tempo ao ar livre para todos, use filtragem HEPA em ambientes fechados, use na rua uma máscara N95/FFP2 bem ajustada e procure atendimento em caso de dor no peito ou falta de ar.',
  },
  plan: {
    aware: 'Ao escolher casa, escola ou escritório, consulte o histórico local de qualidade do ar.',
    prepare:
      'Prepare-se para as estações de poluição: prédios com boa filtragem (MERV 13 ou melhor), purificadores de ar nos quartos e nas salas de aula, e trabalho ao ar livre programado fora dos dias de ar ruim.',
    act: 'Faça do ar interno limpo parte do local: prédios vedados com filtragem de alta qualidade, monitoramento do ar e planos de proteção da saúde para crianças, idosos e pessoas com doenças cardíacas ou pulmonares (diretrizes da OMS de 2021).',
  },
};

const de = {
  event: {
    short: 'einen Tag mit verschmutzter Luft hier (PM2,5 auf oder über dem Wert der US-Umweltbehörde EPA für empfindliche Gruppen)',
    long: 'einen Tag mit sehr ungesunder Luft hier (US-AQI 201 oder mehr, PM2,5 ab 125,5 µg/m³)',
  },
  now: {
    aware: 'Prüfen Sie den täglichen Luftqualitätsindex und verlegen Sie Sport an Tagen mit gesundheitsschädlichen Werten nach drinnen.',
    prepare:
      'Verlegen Sie an Tagen mit schlechter Luft Sport nach drinnen, halten Sie Fenster geschlossen, betreiben Sie einen Luftreiniger und halten Sie Inhalatoren und Medikamente griffbereit (US EPA AirNow).',
    act: 'Begrenzen Sie für alle die Zeit im Freien, nutzen Sie drinnen HEPA-Filter, tragen Sie draußen eine gut sitzende N95/FFP2-Maske und suchen Sie bei Brustschmerzen oder Atemnot ärztliche Hilfe.',
  },
  plan: {
    aware: 'Prüfen Sie bei der Wahl von Wohnung, Schule oder Büro die bisherigen Luftqualitätswerte vor Ort.',
    prepare:
      'Planen Sie für Zeiten schlechter Luft: Gebäude mit guter Filterung (MERV 13 oder besser), Luftreiniger in Schlaf- und Klassenzimmern und Arbeit im Freien, die Tage mit schlechter Luft ausspart.',
    act: 'Machen Sie saubere Innenluft zum Teil des Standorts: dichte Gebäude mit hochwertiger Filterung, Luftüberwachung und Gesundheitspläne für Kinder, ältere Menschen und Menschen mit Herz- oder Lungenerkrankungen (WHO-Leitlinien 2021).',
  },
};

export const AIR_QUALITY_ADVICE_WORDS = {
  hazard: 'air-quality',
  en,
  es,
  fr,
  pt,
  de,
};
