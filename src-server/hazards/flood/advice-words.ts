// flood: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a flood here above the 5-year river or rain level',
    long: 'a flood here above the 20-year river or rain level',
  },
  now: {
    aware: 'Know whether you are in a mapped flood zone and how local flood warnings reach you, and keep drains and gutters clear.',
    prepare:
      'Sign up for flood alerts, keep a go-bag with documents, medicines and a torch, and move valuables and electrics above the ground floor (Ready.gov).',
    act: 'Move people, vehicles and critical stock to higher ground now, plan a route that avoids low crossings, switch off electricity at the main if water may enter, and leave when authorities say so.',
  },
  plan: {
    aware: 'Check the flood-zone map before you build, buy or rent, and look at flood cover when you renew insurance.',
    prepare:
      'Keep ground floors flood-resilient (tiled floors, raised sockets and boilers), check that flood insurance is available and affordable, and keep drains and retention basins maintained.',
    act: "Treat flooding as part of the site's future: build or buy above the 100-year flood level, budget for flood-proofing and drainage, insure against flood, and weigh whether the site suits what you plan.",
  },
};

const es = {
  event: {
    short: 'una inundación aquí por encima del nivel del río o de la lluvia de 5 años',
    long: 'una inundación aquí por encima del nivel del río o de la lluvia de 20 años',
  },
  now: {
    aware:
      'Sepa si está en una zona inundable cartografiada y cómo le llegan los avisos locales de inundación, y mantenga limpios los desagües y los canalones.',
    prepare:
      'Suscríbase a las alertas de inundación, tenga preparada una mochila de emergencia con documentos, medicamentos y una linterna, y suba los objetos de valor y los aparatos eléctricos por encima de la planta baja (Ready.gov).',
    act: 'Lleve ya a personas, vehículos y existencias críticas a terreno más alto, planifique una ruta que evite los pasos bajos, corte la electricidad en el cuadro general si el agua puede entrar y márchese cuando lo indiquen las autoridades.',
  },
  plan: {
    aware:
      'Consulte el mapa de zonas inundables antes de construir, comprar o alquilar, y revise la cobertura de inundación al renovar el seguro.',
    prepare:
      'Haga que las plantas bajas resistan el agua (suelos de baldosa, enchufes y calderas elevados), compruebe que el seguro de inundación está disponible y es asequible, y mantenga en buen estado los desagües y las balsas de laminación.',
    act: 'Considere las inundaciones parte del futuro del emplazamiento: construya o compre por encima de la cota de la avenida de 100 años, presupueste la protección contra el agua y el drenaje, asegúrese contra inundaciones y valore si el lugar se ajusta a lo que planea.',
  },
};

const fr = {
  event: {
    short: 'd’une inondation ici au-dessus du niveau de rivière ou de pluie de 5 ans',
    long: 'd’une inondation ici au-dessus du niveau de rivière ou de pluie de 20 ans',
  },
  now: {
    aware:
      'Sachez si vous êtes dans une zone inondable cartographiée et comment les alertes locales aux inondations vous parviennent, et gardez dégagés les évacuations et les gouttières.',
    prepare:
      'Abonnez-vous aux alertes aux inondations, préparez un sac d’urgence avec papiers, médicaments et lampe de poche, et montez les objets de valeur et les appareils électriques au-dessus du rez-de-chaussée (Ready.gov).',
    act: 'Mettez dès maintenant les personnes, les véhicules et les stocks essentiels en hauteur, prévoyez un itinéraire qui évite les passages bas, coupez l’électricité au disjoncteur général si l’eau menace d’entrer et partez quand les autorités le demandent.',
  },
  plan: {
    aware:
      'Consultez la carte des zones inondables avant de construire, d’acheter ou de louer, et examinez la garantie inondation au renouvellement de votre assurance.',
    prepare:
      'Rendez les rez-de-chaussée résilients aux inondations (sols carrelés, prises et chaudières surélevées), vérifiez qu’une assurance inondation est disponible et abordable, et entretenez les évacuations et les bassins de rétention.',
    act: 'Considérez les inondations comme une part de l’avenir du site : construisez ou achetez au-dessus de la crue centennale, prévoyez un budget pour la protection contre l’eau et le drainage, assurez-vous contre les inondations et évaluez si le site convient à votre projet.',
  },
};

const pt = {
  event: {
    short: 'uma inundação aqui acima do nível de 5 anos do rio ou da chuva',
    long: 'uma inundação aqui acima do nível de 20 anos do rio ou da chuva',
  },
  now: {
    aware:
      'Saiba se você está numa área de inundação mapeada e como os alertas locais de enchente chegam até você, e mantenha os ralos e as calhas limpos.',
    prepare:
      'Cadastre-se para receber alertas de enchente, tenha uma mochila de emergência com documentos, remédios e lanterna, e leve objetos de valor e aparelhos elétricos para cima do térreo (Ready.gov).',
    act: 'Leve agora pessoas, veículos e estoques essenciais para terrenos mais altos, planeje uma rota que evite travessias baixas, desligue a energia no quadro geral se a água ameaçar entrar e saia quando as autoridades mandarem.',
  },
  plan: {
    aware:
      'Consulte o mapa de zonas de inundação antes de construir, comprar ou alugar, e verifique a cobertura contra enchentes ao renovar o seguro.',
    prepare:
      'Deixe o térreo resistente a enchentes (pisos de cerâmica, tomadas e aquecedores elevados), verifique se o seguro contra enchentes está disponível e é acessível, e mantenha os ralos e as bacias de retenção em bom estado.',
    act: 'Trate as enchentes como parte do futuro do local: construa ou compre acima da cota da cheia de 100 anos, reserve verba para proteção contra a água e drenagem, faça seguro contra enchentes e avalie se o local serve para o que você planeja.',
  },
};

const de = {
  event: {
    short: 'ein Hochwasser hier über dem 5-jährlichen Fluss- oder Regenniveau',
    long: 'ein Hochwasser hier über dem 20-jährlichen Fluss- oder Regenniveau',
  },
  now: {
    aware:
      'Finden Sie heraus, ob Sie in einem kartierten Überschwemmungsgebiet sind und wie örtliche Hochwasserwarnungen Sie erreichen, und halten Sie Abflüsse und Dachrinnen frei.',
    prepare:
      'Abonnieren Sie Hochwasserwarnungen, halten Sie einen Notfallrucksack mit Dokumenten, Medikamenten und Taschenlampe bereit und bringen Sie Wertsachen und Elektrogeräte über das Erdgeschoss (Ready.gov).',
    act: 'Bringen Sie Menschen, Fahrzeuge und wichtige Bestände jetzt auf höheres Gelände, planen Sie eine Route ohne tief liegende Querungen, schalten Sie den Strom am Hauptschalter ab, wenn Wasser eindringen kann, und gehen Sie, wenn die Behörden es sagen.',
  },
  plan: {
    aware:
      'Prüfen Sie vor dem Bauen, Kaufen oder Mieten die Hochwassergefahrenkarte und bei jeder Vertragsverlängerung, ob Ihre Versicherung Hochwasserschäden abdeckt.',
    prepare:
      'Gestalten Sie Erdgeschosse hochwasserresistent (Fliesenböden, erhöhte Steckdosen und Heizkessel), prüfen Sie, ob eine Hochwasserversicherung erhältlich und bezahlbar ist, und halten Sie Abflüsse und Rückhaltebecken instand.',
    act: 'Betrachten Sie Hochwasser als Teil der Zukunft des Standorts: Bauen oder kaufen Sie über dem hundertjährlichen Hochwasser, planen Sie Geld für Hochwasserschutz und Entwässerung ein, versichern Sie sich gegen Hochwasser und wägen Sie ab, ob der Standort zu Ihrem Vorhaben passt.',
  },
};

export const FLOOD_ADVICE_WORDS = {
  hazard: 'flood',
  en,
  es,
  fr,
  pt,
  de,
};
