// drought: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a severe dry spell here (the driest 10% for the season)',
    long: 'an exceptional drought season here (the driest 2% of 90-day seasons, US Drought Monitor D4)',
  },
  now: {
    aware: 'Fix leaks and keep watching the seasonal outlooks of your national meteorological service.',
    prepare: 'Start saving water now: fix leaks, water gardens early or late, collect rainwater where allowed, and check wells and tanks.',
    act: 'Follow water restrictions, agree priorities for drinking, hygiene and livestock, check on farmers and pastoralists, and act early on crop and feed plans (FAO early action).',
  },
  plan: {
    aware: 'When you choose a site, check where its water comes from and how it fared in past droughts.',
    prepare:
      'Plan for dry seasons: water storage, efficient irrigation, drought-tolerant planting, and supply contracts that hold under restrictions.',
    act: 'Make drought part of the site plan: water rights or storage for several dry seasons, crops and processes that need less water, and insurance or reserves for lost harvests or output.',
  },
};

const es = {
  event: {
    short: 'un periodo de sequía severa aquí (el 10 % más seco para la estación)',
    long: 'una estación de sequía excepcional aquí (el 2 % más seco de las estaciones de 90 días, D4 del US Drought Monitor)',
  },
  now: {
    aware: 'Repare las fugas y siga atento a las predicciones estacionales de su servicio meteorológico nacional.',
    prepare:
      'Empiece ya a ahorrar agua: repare las fugas, riegue el jardín temprano o al anochecer, recoja agua de lluvia donde esté permitido y revise pozos y depósitos.',
    act: 'Respete las restricciones de agua, acuerde prioridades para el consumo, la higiene y el ganado, interésese por agricultores y pastores, y actúe pronto en los planes de cultivo y forraje (acción temprana de la FAO).',
  },
  plan: {
    aware: 'Cuando elija un emplazamiento, averigüe de dónde procede su agua y cómo resistió las sequías pasadas.',
    prepare:
      'Prepárese para las estaciones secas: almacenamiento de agua, riego eficiente, plantas tolerantes a la sequía y contratos de suministro que se mantengan bajo restricciones.',
    act: 'Incluya la sequía en el plan del emplazamiento: derechos de agua o almacenamiento para varias estaciones secas, cultivos y procesos que necesiten menos agua, y seguros o reservas ante cosechas o producción perdidas.',
  },
};

const fr = {
  event: {
    short: 'd’un épisode de sécheresse sévère ici (les 10 % les plus secs pour la saison)',
    long: 'd’une saison de sécheresse exceptionnelle ici (les 2 % les plus secs des saisons de 90 jours, D4 du US Drought Monitor)',
  },
  now: {
    aware: 'Réparez les fuites et suivez les prévisions saisonnières de votre service météorologique national.',
    prepare:
      'Commencez dès maintenant à économiser l’eau : réparez les fuites, arrosez tôt le matin ou le soir, récupérez l’eau de pluie là où c’est autorisé et vérifiez puits et cuves.',
    act: 'Respectez les restrictions d’eau, fixez des priorités pour la boisson, l’hygiène et le bétail, prenez des nouvelles des agriculteurs et des éleveurs, et agissez tôt sur les plans de cultures et de fourrage (action précoce de la FAO).',
  },
  plan: {
    aware: 'Quand vous choisissez un site, vérifiez d’où vient son eau et comment il a traversé les sécheresses passées.',
    prepare:
      'Préparez-vous aux saisons sèches : stockage de l’eau, irrigation efficace, plantations résistantes à la sécheresse et contrats d’approvisionnement qui tiennent en cas de restrictions.',
    act: 'Intégrez la sécheresse au plan du site : droits d’eau ou stockage pour plusieurs saisons sèches, cultures et procédés moins gourmands en eau, et assurances ou réserves contre les pertes de récolte ou de production.',
  },
};

const pt = {
  event: {
    short: 'um período de seca severa aqui (os 10% mais secos para a estação)',
    long: 'uma estação de seca excepcional aqui (os 2% mais secos das estações de 90 dias, D4 do US Drought Monitor)',
  },
  now: {
    aware: 'Conserte os vazamentos e continue acompanhando as previsões sazonais do seu serviço meteorológico nacional.',
    prepare:
      'Comece já a economizar água: conserte vazamentos, regue o jardim cedo ou no fim do dia, colete água da chuva onde for permitido e verifique poços e caixas-d’água.',
    act: 'Respeite as restrições de água, defina prioridades para o consumo, a higiene e os animais, acompanhe agricultores e pastores, e aja cedo nos planos de plantio e de ração (ação antecipada da FAO).',
  },
  plan: {
    aware: 'Ao escolher um local, verifique de onde vem a água e como ele enfrentou as secas passadas.',
    prepare:
      'Prepare-se para as estações secas: armazenamento de água, irrigação eficiente, plantas tolerantes à seca e contratos de fornecimento que se mantenham sob restrições.',
    act: 'Inclua a seca no plano do local: direitos de uso da água ou armazenamento para várias estações secas, culturas e processos que precisem de menos água, e seguros ou reservas para colheitas ou produção perdidas.',
  },
};

const de = {
  event: {
    short: 'eine schwere Trockenphase hier (die trockensten 10 % für die Jahreszeit)',
    long: 'eine außergewöhnliche Dürrezeit hier (die trockensten 2 % der 90-Tage-Zeiträume, D4 des US Drought Monitor)',
  },
  now: {
    aware: 'Beheben Sie Lecks und verfolgen Sie weiter die Jahreszeitenvorhersagen Ihres nationalen Wetterdienstes.',
    prepare:
      'Sparen Sie ab jetzt Wasser: Beheben Sie Lecks, gießen Sie früh oder spät am Tag, sammeln Sie Regenwasser, wo erlaubt, und prüfen Sie Brunnen und Tanks.',
    act: 'Halten Sie Wassereinschränkungen ein, legen Sie Prioritäten für Trinkwasser, Hygiene und Vieh fest, kümmern Sie sich um Bauern und Hirten und handeln Sie früh bei Anbau- und Futterplänen (frühzeitiges Handeln der FAO).',
  },
  plan: {
    aware: 'Prüfen Sie bei der Wahl eines Standorts, woher sein Wasser kommt und wie er frühere Dürren überstanden hat.',
    prepare:
      'Planen Sie für Trockenzeiten: Wasserspeicher, effiziente Bewässerung, dürretolerante Pflanzen und Lieferverträge, die auch bei Einschränkungen gelten.',
    act: 'Machen Sie Dürre zum Teil der Standortplanung: Wasserrechte oder Speicher für mehrere Trockenzeiten, Kulturen und Verfahren mit geringerem Wasserbedarf und Versicherungen oder Rücklagen für Ernte- oder Produktionsausfälle.',
  },
};

export const DROUGHT_ADVICE_WORDS = {
  hazard: 'drought',
  en,
  es,
  fr,
  pt,
  de,
};
