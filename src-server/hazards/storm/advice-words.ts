// storm: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'a damaging storm here (gusts or rain above the local storm levels)',
    long: 'a damaging storm here (gusts or rain above the local storm levels)',
  },
  now: {
    aware: 'Secure loose outdoor objects and know how weather warnings reach you.',
    prepare:
      'Secure or bring in outdoor items, trim weak branches, charge phones and keep torches, and run generators only outdoors (carbon monoxide, CDC).',
    act: 'Stay indoors away from windows when the storm arrives, avoid travel, follow evacuation orders in coastal and flood zones, and keep a go-bag ready.',
  },
  plan: {
    aware: 'When you build, buy or rent, check that roofs and windows meet the local wind codes.',
    prepare:
      'Keep roofs, windows and doors storm-rated, trim trees near buildings, and check that your insurance covers wind and storm damage.',
    act: 'Build for the storms this place gets: wind-rated roofs and shutters, utilities raised where surge or flooding can reach, backup power, and cover for wind and storm damage.',
  },
};

const es = {
  event: {
    short: 'una tormenta dañina aquí (rachas o lluvia por encima de los niveles locales de tormenta)',
    long: 'una tormenta dañina aquí (rachas o lluvia por encima de los niveles locales de tormenta)',
  },
  now: {
    aware: 'Asegure los objetos sueltos del exterior y sepa cómo le llegan los avisos meteorológicos.',
    prepare:
      'Asegure o guarde bajo techo los objetos del exterior, pode las ramas débiles, cargue los teléfonos y tenga linternas, y use los generadores solo al aire libre (monóxido de carbono, CDC).',
    act: 'Quédese bajo techo y lejos de las ventanas cuando llegue la tormenta, evite los desplazamientos, siga las órdenes de evacuación en las zonas costeras e inundables y tenga lista una mochila de emergencia.',
  },
  plan: {
    aware: 'Cuando construya, compre o alquile, compruebe que tejados y ventanas cumplen la normativa local de viento.',
    prepare:
      'Mantenga tejados, ventanas y puertas homologados para tormentas, pode los árboles cercanos a los edificios y compruebe que su seguro cubre los daños por viento y tormenta.',
    act: 'Construya para las tormentas que recibe este lugar: tejados y contraventanas resistentes al viento, instalaciones elevadas allí donde llegan la marea de tormenta o la inundación, electricidad de reserva y cobertura de daños por viento y tormenta.',
  },
};

const fr = {
  event: {
    short: 'd’une tempête destructrice ici (rafales ou pluie au-dessus des seuils locaux de tempête)',
    long: 'd’une tempête destructrice ici (rafales ou pluie au-dessus des seuils locaux de tempête)',
  },
  now: {
    aware: 'Fixez les objets extérieurs mal attachés et sachez comment les alertes météo vous parviennent.',
    prepare:
      'Fixez ou rentrez les objets extérieurs, élaguez les branches fragiles, chargez les téléphones et gardez des lampes de poche, et n’utilisez les groupes électrogènes qu’en extérieur (monoxyde de carbone, CDC).',
    act: 'Restez à l’intérieur loin des fenêtres quand la tempête arrive, évitez les déplacements, suivez les ordres d’évacuation dans les zones côtières et inondables et gardez un sac d’urgence prêt.',
  },
  plan: {
    aware: 'Quand vous construisez, achetez ou louez, vérifiez que toits et fenêtres respectent les normes locales de résistance au vent.',
    prepare:
      'Gardez toits, fenêtres et portes conformes aux normes anti-tempête, élaguez les arbres proches des bâtiments et vérifiez que votre assurance couvre les dégâts du vent et des tempêtes.',
    act: 'Construisez pour les tempêtes que connaît ce lieu : toits et volets résistants au vent, équipements techniques surélevés là où montent la surcote ou l’inondation, alimentation de secours et garantie contre les dégâts du vent et des tempêtes.',
  },
};

const pt = {
  event: {
    short: 'uma tempestade destrutiva aqui (rajadas ou chuva acima dos níveis locais de tempestade)',
    long: 'uma tempestade destrutiva aqui (rajadas ou chuva acima dos níveis locais de tempestade)',
  },
  now: {
    aware: 'Prenda os objetos soltos na área externa e saiba como os alertas meteorológicos chegam até você.',
    prepare:
      'Prenda ou recolha os objetos externos, pode os galhos fracos, carregue os celulares e tenha lanternas, e use geradores só ao ar livre (monóxido de carbono, CDC).',
    act: 'Fique dentro de casa, longe das janelas, quando a tempestade chegar, evite deslocamentos, siga as ordens de evacuação nas zonas costeiras e de inundação e deixe uma mochila de emergência pronta.',
  },
  plan: {
    aware: 'Ao construir, comprar ou alugar, verifique se telhados e janelas atendem às normas locais de resistência ao vento.',
    prepare:
      'Mantenha telhados, janelas e portas resistentes a tempestades, pode as árvores perto dos prédios e verifique se o seu seguro cobre danos por vento e tempestade.',
    act: 'Construa para as tempestades que este lugar recebe: telhados e venezianas resistentes ao vento, instalações elevadas onde a maré de tempestade ou a inundação chegam, energia de reserva e cobertura para danos por vento e tempestade.',
  },
};

const de = {
  event: {
    short: 'einen schädlichen Sturm hier (Böen oder Regen über den örtlichen Sturmschwellen)',
    long: 'einen schädlichen Sturm hier (Böen oder Regen über den örtlichen Sturmschwellen)',
  },
  now: {
    aware: 'Sichern Sie lose Gegenstände im Freien und wissen Sie, wie Wetterwarnungen Sie erreichen.',
    prepare:
      'Sichern Sie Gegenstände im Freien oder holen Sie sie herein, schneiden Sie schwache Äste zurück, laden Sie Telefone, halten Sie Taschenlampen bereit und betreiben Sie Generatoren nur im Freien (Kohlenmonoxid, CDC).',
    act: 'Bleiben Sie drinnen und weg von Fenstern, wenn der Sturm kommt, verzichten Sie auf Fahrten, folgen Sie Evakuierungsanordnungen in Küsten- und Überschwemmungsgebieten und halten Sie einen Notfallrucksack bereit.',
  },
  plan: {
    aware: 'Prüfen Sie beim Bauen, Kaufen oder Mieten, ob Dächer und Fenster die örtlichen Windlastnormen erfüllen.',
    prepare:
      'Halten Sie Dächer, Fenster und Türen sturmfest, schneiden Sie Bäume nahe an Gebäuden zurück und prüfen Sie, ob Ihre Versicherung Wind- und Sturmschäden abdeckt.',
    act: 'Bauen Sie für die Stürme, die dieser Ort erlebt: windfeste Dächer und Fensterläden, erhöht angebrachte Haustechnik, wo Sturmflut oder Hochwasser hinreichen, Notstrom und Versicherungsschutz gegen Wind- und Sturmschäden.',
  },
};

export const STORM_ADVICE_WORDS = {
  hazard: 'storm',
  en,
  es,
  fr,
  pt,
  de,
};
