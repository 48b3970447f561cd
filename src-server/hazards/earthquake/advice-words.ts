// earthquake: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'strong shaking here (intensity VI or more)',
    long: 'strong shaking here (intensity VI or more)',
  },
  now: {
    aware: 'Secure heavy furniture and water heaters, and know where to Drop, Cover and Hold On (Ready.gov).',
    prepare:
      'Secure heavy furniture, keep shoes and a torch by the bed, store water and food for three days, and agree a reunion point; after a quake, stay ready for aftershocks.',
    act: 'Check whether your building is earthquake-resistant and avoid sleeping in weak masonry buildings; keep go-bags ready and follow official aftershock advisories.',
  },
  plan: {
    aware: 'When you build, buy or rent, ask which seismic code the building meets.',
    prepare:
      'Check that the buildings you rely on meet current seismic codes, retrofit soft storeys and unreinforced masonry, and consider earthquake insurance.',
    act: 'Make seismic safety a condition of the site: buildings to current seismic codes or retrofitted, earthquake insurance, business-continuity plans and a family or staff reunion plan.',
  },
};

const es = {
  event: {
    short: 'sacudidas fuertes aquí (intensidad VI o más)',
    long: 'sacudidas fuertes aquí (intensidad VI o más)',
  },
  now: {
    aware: 'Fije los muebles pesados y los calentadores de agua, y sepa dónde agacharse, cubrirse y sujetarse (Ready.gov).',
    prepare:
      'Fije los muebles pesados, deje zapatos y una linterna junto a la cama, guarde agua y comida para tres días y acuerde un punto de reencuentro; después de un terremoto, esté preparado para las réplicas.',
    act: 'Compruebe si su edificio es sismorresistente y evite dormir en edificios de mampostería frágil; tenga listas las mochilas de emergencia y siga los avisos oficiales sobre réplicas.',
  },
  plan: {
    aware: 'Cuando construya, compre o alquile, pregunte qué normativa sísmica cumple el edificio.',
    prepare:
      'Compruebe que los edificios de los que depende cumplen la normativa sísmica vigente, refuerce las plantas débiles y la mampostería sin armar, y valore un seguro de terremotos.',
    act: 'Haga de la seguridad sísmica una condición del emplazamiento: edificios conformes a la normativa sísmica vigente o reforzados, seguro de terremotos, planes de continuidad del negocio y un plan de reencuentro para la familia o el personal.',
  },
};

const fr = {
  event: {
    short: 'de fortes secousses ici (intensité VI ou plus)',
    long: 'de fortes secousses ici (intensité VI ou plus)',
  },
  now: {
    aware: 'Fixez les meubles lourds et les chauffe-eau, et sachez où vous baisser, vous abriter et vous tenir (Ready.gov).',
    prepare:
      'Fixez les meubles lourds, gardez des chaussures et une lampe de poche près du lit, stockez de l’eau et de la nourriture pour trois jours et convenez d’un point de ralliement ; après un séisme, tenez-vous prêt pour les répliques.',
    act: 'Vérifiez si votre bâtiment est parasismique et évitez de dormir dans des bâtiments en maçonnerie fragile ; gardez vos sacs d’urgence prêts et suivez les bulletins officiels sur les répliques.',
  },
  plan: {
    aware: 'Quand vous construisez, achetez ou louez, demandez à quelles normes parasismiques le bâtiment répond.',
    prepare:
      'Vérifiez que les bâtiments dont vous dépendez respectent les normes parasismiques en vigueur, renforcez les étages souples et la maçonnerie non armée, et envisagez une assurance séisme.',
    act: 'Faites de la sécurité sismique une condition du site : bâtiments conformes aux normes parasismiques en vigueur ou renforcés, assurance séisme, plans de continuité d’activité et plan de regroupement pour la famille ou le personnel.',
  },
};

const pt = {
  event: {
    short: 'tremores fortes aqui (intensidade VI ou mais)',
    long: 'tremores fortes aqui (intensidade VI ou mais)',
  },
  now: {
    aware: 'Fixe os móveis pesados e os aquecedores de água, e saiba onde se abaixar, se proteger e se segurar (Ready.gov).',
    prepare:
      'Fixe os móveis pesados, deixe sapatos e uma lanterna junto à cama, guarde água e comida para três dias e combine um ponto de encontro; depois de um terremoto, fique preparado para as réplicas.',
    act: 'Verifique se o seu prédio é resistente a terremotos e evite dormir em construções de alvenaria frágil; deixe as mochilas de emergência prontas e siga os avisos oficiais sobre réplicas.',
  },
  plan: {
    aware: 'Ao construir, comprar ou alugar, pergunte a qual norma sísmica o prédio atende.',
    prepare:
      'Verifique se os prédios de que você depende atendem às normas sísmicas atuais, reforce pavimentos flexíveis e alvenaria não armada, e considere um seguro contra terremotos.',
    act: 'Faça da segurança sísmica uma condição do local: prédios dentro das normas sísmicas atuais ou reforçados, seguro contra terremotos, planos de continuidade de negócios e um plano de reencontro para a família ou a equipe.',
  },
};

const de = {
  event: {
    short: 'starke Erschütterungen hier (Intensität VI oder mehr)',
    long: 'starke Erschütterungen hier (Intensität VI oder mehr)',
  },
  now: {
    aware:
      'Befestigen Sie schwere Möbel und Warmwasserspeicher und legen Sie fest, wo Sie bei einem Beben auf den Boden gehen, Deckung suchen und sich festhalten (Ready.gov).',
    prepare:
      'Befestigen Sie schwere Möbel, stellen Sie Schuhe und eine Taschenlampe ans Bett, lagern Sie Wasser und Lebensmittel für drei Tage und vereinbaren Sie einen Treffpunkt; seien Sie nach einem Beben auf Nachbeben vorbereitet.',
    act: 'Prüfen Sie, ob Ihr Gebäude erdbebengerecht gebaut ist, und schlafen Sie nicht in schwachen Mauerwerksbauten; halten Sie Notfallrucksäcke bereit und folgen Sie den amtlichen Hinweisen zu Nachbeben.',
  },
  plan: {
    aware: 'Fragen Sie beim Bauen, Kaufen oder Mieten, welche Erdbebennorm das Gebäude erfüllt.',
    prepare:
      'Prüfen Sie, ob die Gebäude, auf die Sie angewiesen sind, den geltenden Erdbebennormen entsprechen, ertüchtigen Sie weiche Geschosse und unbewehrtes Mauerwerk und erwägen Sie eine Erdbebenversicherung.',
    act: 'Machen Sie Erdbebensicherheit zur Bedingung für den Standort: Gebäude nach geltenden Erdbebennormen oder ertüchtigt, Erdbebenversicherung, Pläne zur Fortführung des Betriebs und ein Treffpunktplan für Familie oder Personal.',
  },
};

export const EARTHQUAKE_ADVICE_WORDS = {
  hazard: 'earthquake',
  en,
  es,
  fr,
  pt,
  de,
};
