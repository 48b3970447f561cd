// conflict: its advice in each language (hazards/advice.ts): its event as the subject of "Chance of …" for 7d/30d
// (`short`) and a year or more (`long`), act-now advice (`now`) and planning advice (`plan`) by tier. No likelihood
// words here: the chance sentence carries the calibrated term. Pure data, importing nothing.

const en = {
  event: {
    short: 'deadly armed conflict here (25 or more battle deaths, as UCDP counts them)',
    long: 'deadly armed conflict in the country (25 or more battle deaths a year, as UCDP counts them)',
  },
  now: {
    aware: 'Follow official travel advisories and local news, and register with your embassy when you travel.',
    prepare:
      'Keep documents, cash and supplies for several days ready, know your exits and shelters, and check the latest advisories (US State Dept., UK FCDO) before travelling.',
    act: 'Advisories at this level usually say do not travel; if you are there, follow UN OCHA and ICRC updates, prepare to shelter or leave at short notice, and keep supplies for several days.',
  },
  plan: {
    aware: 'Watch conflict trends (ACLED, ViEWS) in the area when planning long-term work there.',
    prepare:
      'Plan for insecurity: security and evacuation plans for staff, insurance that covers political violence, and partners on the ground.',
    act: 'Treat armed conflict as a standing condition: duty-of-care plans, political-violence insurance, remote-management options, and a clear threshold for suspending work.',
  },
};

const es = {
  event: {
    short: 'un conflicto armado mortífero aquí (25 o más muertes en combate, según el recuento del UCDP)',
    long: 'un conflicto armado mortífero en el país (25 o más muertes en combate al año, según el recuento del UCDP)',
  },
  now: {
    aware: 'Siga las recomendaciones oficiales de viaje y las noticias locales, e inscríbase en su embajada cuando viaje.',
    prepare:
      'Tenga listos documentos, dinero en efectivo y suministros para varios días, conozca sus salidas y refugios, y consulte las últimas recomendaciones (Departamento de Estado de EE. UU., FCDO del Reino Unido) antes de viajar.',
    act: 'Las recomendaciones de este nivel suelen desaconsejar el viaje; si está allí, siga las actualizaciones de OCHA de la ONU y del CICR, prepárese para refugiarse o marcharse con poca antelación y tenga suministros para varios días.',
  },
  plan: {
    aware: 'Siga las tendencias del conflicto (ACLED, ViEWS) en la zona cuando planifique trabajos a largo plazo allí.',
    prepare:
      'Prepárese para la inseguridad: planes de seguridad y evacuación para el personal, un seguro que cubra la violencia política y socios sobre el terreno.',
    act: 'Trate el conflicto armado como una condición permanente: planes de deber de cuidado, seguro contra la violencia política, opciones de gestión a distancia y un umbral claro para suspender el trabajo.',
  },
};

const fr = {
  event: {
    short: 'd’un conflit armé meurtrier ici (25 morts au combat ou plus, selon le décompte de l’UCDP)',
    long: 'd’un conflit armé meurtrier dans le pays (25 morts au combat ou plus par an, selon le décompte de l’UCDP)',
  },
  now: {
    aware:
      'Suivez les conseils officiels aux voyageurs et l’actualité locale, et inscrivez-vous auprès de votre ambassade quand vous voyagez.',
    prepare:
      'Gardez prêts papiers, argent liquide et provisions pour plusieurs jours, connaissez vos sorties et vos abris, et consultez les derniers conseils aux voyageurs (Département d’État américain, FCDO britannique) avant de partir.',
    act: 'À ce niveau, les conseils aux voyageurs déconseillent en général de s’y rendre ; si vous y êtes, suivez les mises à jour de l’OCHA et du CICR, préparez-vous à vous mettre à l’abri ou à partir à bref délai et gardez des provisions pour plusieurs jours.',
  },
  plan: {
    aware: 'Suivez les tendances des conflits (ACLED, ViEWS) dans la zone quand vous y planifiez un travail à long terme.',
    prepare:
      'Préparez-vous à l’insécurité : plans de sécurité et d’évacuation pour le personnel, assurance couvrant la violence politique et partenaires sur le terrain.',
    act: 'Traitez le conflit armé comme une condition durable : plans de devoir de protection, assurance contre la violence politique, options de gestion à distance et seuil clair de suspension des activités.',
  },
};

const pt = {
  event: {
    short: 'um conflito armado letal aqui (25 ou mais mortes em combate, segundo a contagem do UCDP)',
    long: 'um conflito armado letal no país (25 ou mais mortes em combate por ano, segundo a contagem do UCDP)',
  },
  now: {
    aware: 'Acompanhe as recomendações oficiais de viagem e o noticiário local, e registre-se na sua embaixada quando viajar.',
    prepare:
      'Deixe prontos documentos, dinheiro vivo e suprimentos para vários dias, conheça suas saídas e abrigos, e consulte as recomendações mais recentes (Departamento de Estado dos EUA, FCDO do Reino Unido) antes de viajar.',
    act: 'Neste nível, as recomendações costumam desaconselhar a viagem; se você estiver lá, acompanhe as atualizações do OCHA da ONU e do CICV, prepare-se para se abrigar ou sair em pouco tempo e tenha suprimentos para vários dias.',
  },
  plan: {
    aware: 'Acompanhe as tendências de conflito (ACLED, ViEWS) na área ao planejar trabalhos de longo prazo lá.',
    prepare:
      'Prepare-se para a insegurança: planos de segurança e evacuação para a equipe, seguro que cubra violência política e parceiros no local.',
    act: 'Trate o conflito armado como uma condição permanente: planos de dever de cuidado, seguro contra violência política, opções de gestão remota e um limite claro para suspender o trabalho.',
  },
};

const de = {
  event: {
    short: 'einen tödlichen bewaffneten Konflikt hier (25 oder mehr Kampftote, wie das UCDP sie zählt)',
    long: 'einen tödlichen bewaffneten Konflikt im Land (25 oder mehr Kampftote im Jahr, wie das UCDP sie zählt)',
  },
  now: {
    aware:
      'Verfolgen Sie die amtlichen Reisehinweise und die örtlichen Nachrichten und registrieren Sie sich auf Reisen bei Ihrer Botschaft.',
    prepare:
      'Halten Sie Dokumente, Bargeld und Vorräte für mehrere Tage bereit, kennen Sie Ihre Ausgänge und Schutzräume und prüfen Sie vor der Reise die neuesten Hinweise (US-Außenministerium, britisches FCDO).',
    act: 'Hinweise dieser Stufe raten meist von Reisen ab; wenn Sie dort sind, verfolgen Sie die Meldungen von UN OCHA und IKRK, seien Sie bereit, kurzfristig Schutz zu suchen oder abzureisen, und halten Sie Vorräte für mehrere Tage bereit.',
  },
  plan: {
    aware: 'Beobachten Sie Konflikttrends (ACLED, ViEWS) in der Gegend, wenn Sie dort langfristige Arbeit planen.',
    prepare:
      'Planen Sie für Unsicherheit: Sicherheits- und Evakuierungspläne für das Personal, eine Versicherung gegen politische Gewalt und Partner vor Ort.',
    act: 'Behandeln Sie bewaffneten Konflikt als Dauerzustand: Fürsorgepläne, Versicherung gegen politische Gewalt, Optionen für Steuerung aus der Ferne und eine klare Schwelle für die Einstellung der Arbeit.',
  },
};

export const CONFLICT_ADVICE_WORDS = {
  hazard: 'conflict',
  en,
  es,
  fr,
  pt,
  de,
};
