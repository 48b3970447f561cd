// wildfire: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'critical fire weather here (fire danger very high or worse)',
    long: 'critical fire weather here (fire danger very high or worse)',
  },
  now: {
    aware: 'Know your evacuation routes and how fire warnings reach you, and keep roofs and gutters clear of dry leaves.',
    prepare:
      'Clean gutters and roofs of debris, keep 30 m (100 ft) of lean, green defensible space where allowed, keep your car fuelled and facing out, and keep N95 masks for smoke.',
    act: 'Follow "Ready, Set, Go!": keep go-bags in the car, leave early when authorities warn, avoid outdoor burning and spark-making work, and keep windows shut against smoke.',
  },
  plan: {
    aware: 'Before you build or buy near wildland, check the local fire-hazard map.',
    prepare: 'Build and maintain for fire: ember-resistant vents, a Class A roof, defensible space, and fire cover in your insurance.',
    act: 'Treat wildfire as a recurring threat to the site: fire-resistant construction, a maintained defensible zone, two evacuation routes, insurance that covers wildfire, and a plan for smoke days.',
  },
};

const es = {
  event: {
    short: 'condiciones meteorológicas críticas de incendio aquí (peligro de incendio muy alto o peor)',
    long: 'condiciones meteorológicas críticas de incendio aquí (peligro de incendio muy alto o peor)',
  },
  now: {
    aware: 'Conozca sus rutas de evacuación y cómo le llegan los avisos de incendio, y mantenga tejados y canalones libres de hojas secas.',
    prepare:
      'Limpie de restos canalones y tejados, mantenga 30 m de espacio defendible con vegetación escasa y verde donde esté permitido, tenga el coche con el depósito lleno y aparcado en dirección de salida, y guarde mascarillas N95 para el humo.',
    act: 'Siga «Ready, Set, Go!»: lleve las mochilas de emergencia en el coche, márchese pronto cuando avisen las autoridades, evite las quemas al aire libre y los trabajos que produzcan chispas, y mantenga las ventanas cerradas frente al humo.',
  },
  plan: {
    aware: 'Antes de construir o comprar cerca de zonas forestales, consulte el mapa local de peligro de incendios.',
    prepare:
      'Construya y mantenga pensando en el fuego: respiraderos resistentes a las pavesas, una cubierta de clase A, espacio defendible y cobertura de incendios en su seguro.',
    act: 'Trate los incendios forestales como una amenaza recurrente para el emplazamiento: construcción resistente al fuego, una zona defendible mantenida, dos rutas de evacuación, un seguro que cubra incendios forestales y un plan para los días de humo.',
  },
};

const fr = {
  event: {
    short: 'd’une météo critique pour les feux ici (danger d’incendie très élevé ou pire)',
    long: 'd’une météo critique pour les feux ici (danger d’incendie très élevé ou pire)',
  },
  now: {
    aware:
      'Connaissez vos itinéraires d’évacuation et la façon dont les alertes incendie vous parviennent, et débarrassez toits et gouttières des feuilles sèches.',
    prepare:
      'Débarrassez gouttières et toits des débris, maintenez 30 m d’espace défendable à végétation clairsemée et verte là où c’est autorisé, gardez le plein de la voiture et garez-la dans le sens du départ, et gardez des masques N95 contre la fumée.',
    act: 'Suivez « Ready, Set, Go! » : gardez les sacs d’urgence dans la voiture, partez tôt quand les autorités avertissent, évitez les brûlages en plein air et les travaux qui font des étincelles, et gardez les fenêtres fermées contre la fumée.',
  },
  plan: {
    aware: 'Avant de construire ou d’acheter près d’espaces naturels, consultez la carte locale des aléas d’incendie.',
    prepare:
      'Construisez et entretenez en pensant au feu : aérations résistantes aux braises, toiture de classe A, espace défendable et garantie incendie dans votre assurance.',
    act: 'Traitez les feux de forêt comme une menace récurrente pour le site : construction résistante au feu, zone défendable entretenue, deux itinéraires d’évacuation, assurance couvrant les feux de forêt et plan pour les jours de fumée.',
  },
};

const pt = {
  event: {
    short: 'condições meteorológicas críticas para incêndios aqui (perigo de incêndio muito alto ou pior)',
    long: 'condições meteorológicas críticas para incêndios aqui (perigo de incêndio muito alto ou pior)',
  },
  now: {
    aware:
      'Conheça suas rotas de evacuação e como os alertas de incêndio chegam até você, e mantenha telhados e calhas livres de folhas secas.',
    prepare:
      'Limpe a sujeira de calhas e telhados, mantenha 30 m de espaço defensável com vegetação rala e verde onde for permitido, deixe o carro abastecido e estacionado de frente para a saída, e tenha máscaras N95 para a fumaça.',
    act: 'Siga o «Ready, Set, Go!»: deixe as mochilas de emergência no carro, saia cedo quando as autoridades avisarem, evite queimadas ao ar livre e trabalhos que soltem faíscas, e mantenha as janelas fechadas contra a fumaça.',
  },
  plan: {
    aware: 'Antes de construir ou comprar perto de áreas de vegetação nativa, consulte o mapa local de perigo de incêndio.',
    prepare:
      'Construa e faça a manutenção pensando no fogo: respiros resistentes a brasas, telhado classe A, espaço defensável e cobertura contra incêndio no seu seguro.',
    act: 'Trate os incêndios florestais como uma ameaça recorrente ao local: construção resistente ao fogo, zona defensável mantida, duas rotas de evacuação, seguro que cubra incêndios florestais e um plano para os dias de fumaça.',
  },
};

const de = {
  event: {
    short: 'kritisches Brandwetter hier (Waldbrandgefahr sehr hoch oder höher)',
    long: 'kritisches Brandwetter hier (Waldbrandgefahr sehr hoch oder höher)',
  },
  now: {
    aware: 'Kennen Sie Ihre Fluchtwege und wie Brandwarnungen Sie erreichen, und halten Sie Dächer und Dachrinnen frei von trockenem Laub.',
    prepare:
      'Befreien Sie Dachrinnen und Dächer von Ablagerungen, halten Sie, wo erlaubt, 30 m Schutzzone mit spärlicher, grüner Vegetation, halten Sie das Auto vollgetankt und mit der Front zur Ausfahrt geparkt und legen Sie N95-Masken gegen Rauch bereit.',
    act: 'Folgen Sie „Ready, Set, Go!“: Halten Sie Notfallrucksäcke im Auto bereit, brechen Sie früh auf, wenn die Behörden warnen, vermeiden Sie Feuer im Freien und funkenschlagende Arbeiten, und halten Sie die Fenster gegen Rauch geschlossen.',
  },
  plan: {
    aware: 'Prüfen Sie vor dem Bauen oder Kaufen in der Nähe von Wald und Buschland die örtliche Waldbrandgefahrenkarte.',
    prepare:
      'Bauen und pflegen Sie brandgerecht: funkenflugbeständige Lüftungsöffnungen, ein Dach der Klasse A, eine Schutzzone und Feuerschutz in Ihrer Versicherung.',
    act: 'Behandeln Sie Waldbrand als wiederkehrende Bedrohung für den Standort: feuerbeständige Bauweise, eine gepflegte Schutzzone, zwei Fluchtwege, eine Versicherung, die Waldbrand abdeckt, und einen Plan für Rauchtage.',
  },
};

export const WILDFIRE_ADVICE_WORDS = {
  hazard: 'wildfire',
  en,
  es,
  fr,
  pt,
  de,
};
