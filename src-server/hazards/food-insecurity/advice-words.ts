// food-insecurity: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a food crisis here (IPC Phase 3 or worse)',
    long: 'a food crisis here (IPC Phase 3 or worse)',
  },
  now: {
    aware: "Keep an eye on food prices and FEWS NET's outlook for the area, and keep a few days of food in stock.",
    prepare: 'Keep a stock of staple food and water, budget for higher prices, and know where WFP and local programmes distribute aid.',
    act: 'Support WFP, UNICEF and local food programmes, check on the most vulnerable households, and secure supplies for staff and dependants.',
  },
  plan: {
    aware: "Follow FEWS NET's outlooks for the area when planning work or travel there.",
    prepare:
      'Plan for food shortages in the area: supply chains with alternatives, reserves for staff and dependants, and partnerships with local food programmes.',
    act: 'Treat hunger as a standing condition of the area: long-term support to local food systems, supply reserves, and programmes that protect the nutrition of children and mothers.',
  },
};

const es = {
  event: {
    short: 'una crisis alimentaria aquí (fase 3 de la CIF o peor)',
    long: 'una crisis alimentaria aquí (fase 3 de la CIF o peor)',
  },
  now: {
    aware: 'Vigile los precios de los alimentos y las perspectivas de FEWS NET para la zona, y tenga en reserva comida para unos días.',
    prepare:
      'Tenga una reserva de alimentos básicos y agua, presupueste precios más altos y sepa dónde reparten ayuda el PMA y los programas locales.',
    act: 'Apoye al PMA, a UNICEF y a los programas alimentarios locales, interésese por los hogares más vulnerables y asegure suministros para el personal y las personas a su cargo.',
  },
  plan: {
    aware: 'Siga las perspectivas de FEWS NET para la zona cuando planifique trabajos o viajes allí.',
    prepare:
      'Prepárese para la escasez de alimentos en la zona: cadenas de suministro con alternativas, reservas para el personal y las personas a su cargo, y alianzas con los programas alimentarios locales.',
    act: 'Trate el hambre como una condición permanente de la zona: apoyo a largo plazo a los sistemas alimentarios locales, reservas de suministros y programas que protejan la nutrición de niños y madres.',
  },
};

const fr = {
  event: {
    short: 'd’une crise alimentaire ici (phase 3 de l’IPC ou pire)',
    long: 'd’une crise alimentaire ici (phase 3 de l’IPC ou pire)',
  },
  now: {
    aware:
      'Surveillez les prix alimentaires et les perspectives de FEWS NET pour la zone, et gardez quelques jours de nourriture en réserve.',
    prepare:
      'Gardez un stock de denrées de base et d’eau, prévoyez un budget pour des prix plus élevés et sachez où le PAM et les programmes locaux distribuent l’aide.',
    act: 'Soutenez le PAM, l’UNICEF et les programmes alimentaires locaux, prenez des nouvelles des foyers les plus vulnérables et sécurisez l’approvisionnement du personnel et des personnes à charge.',
  },
  plan: {
    aware: 'Suivez les perspectives de FEWS NET pour la zone quand vous y planifiez un travail ou un voyage.',
    prepare:
      'Préparez-vous aux pénuries alimentaires dans la zone : chaînes d’approvisionnement avec solutions de repli, réserves pour le personnel et les personnes à charge, et partenariats avec les programmes alimentaires locaux.',
    act: 'Traitez la faim comme une condition durable de la zone : soutien à long terme aux systèmes alimentaires locaux, réserves d’approvisionnement et programmes qui protègent la nutrition des enfants et des mères.',
  },
};

const pt = {
  event: {
    short: 'uma crise alimentar aqui (fase 3 da IPC ou pior)',
    long: 'uma crise alimentar aqui (fase 3 da IPC ou pior)',
  },
  now: {
    aware:
      'Fique de olho nos preços dos alimentos e nas perspectivas da FEWS NET para a área, e mantenha em estoque comida para alguns dias.',
    prepare:
      'Mantenha um estoque de alimentos básicos e água, reserve verba para preços mais altos e saiba onde o PMA e os programas locais distribuem ajuda.',
    act: 'Apoie o PMA, o UNICEF e os programas alimentares locais, acompanhe as famílias mais vulneráveis e garanta suprimentos para a equipe e os dependentes.',
  },
  plan: {
    aware: 'Acompanhe as perspectivas da FEWS NET para a área ao planejar trabalho ou viagens para lá.',
    prepare:
      'Prepare-se para a falta de alimentos na área: cadeias de suprimento com alternativas, reservas para a equipe e os dependentes, e parcerias com programas alimentares locais.',
    act: 'Trate a fome como uma condição permanente da área: apoio de longo prazo aos sistemas alimentares locais, reservas de suprimentos e programas que protejam a nutrição de crianças e mães.',
  },
};

const de = {
  event: {
    short: 'eine Ernährungskrise hier (IPC-Phase 3 oder schlimmer)',
    long: 'eine Ernährungskrise hier (IPC-Phase 3 oder schlimmer)',
  },
  now: {
    aware:
      'Behalten Sie Lebensmittelpreise und den Ausblick von FEWS NET für die Gegend im Blick und halten Sie Lebensmittel für einige Tage vorrätig.',
    prepare:
      'Legen Sie einen Vorrat an Grundnahrungsmitteln und Wasser an, planen Sie höhere Preise ein und wissen Sie, wo das WFP und örtliche Programme Hilfe verteilen.',
    act: 'Unterstützen Sie das WFP, UNICEF und örtliche Ernährungsprogramme, kümmern Sie sich um die verwundbarsten Haushalte und sichern Sie die Versorgung von Personal und Angehörigen.',
  },
  plan: {
    aware: 'Verfolgen Sie die Ausblicke von FEWS NET für die Gegend, wenn Sie dort Arbeit oder Reisen planen.',
    prepare:
      'Planen Sie für Nahrungsmittelknappheit in der Gegend: Lieferketten mit Alternativen, Vorräte für Personal und Angehörige und Partnerschaften mit örtlichen Ernährungsprogrammen.',
    act: 'Behandeln Sie Hunger als dauerhaften Zustand der Gegend: langfristige Unterstützung örtlicher Ernährungssysteme, Versorgungsreserven und Programme, die die Ernährung von Kindern und Müttern schützen.',
  },
};

export const FOOD_INSECURITY_ADVICE_WORDS = {
  hazard: 'food-insecurity',
  en,
  es,
  fr,
  pt,
  de,
};
