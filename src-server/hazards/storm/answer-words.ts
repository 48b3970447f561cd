// Storm: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.storm`, `common.risk.storm`, `guidance.storm`,
// the `storm` model section, `eonet.hazard.storm`, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const STORM_NAME_WORDS = {
  hazard: 'storm',
  // English
  en: { name: 'Storm' },
  // Spanish
  es: { name: 'Tormenta', risk: 'Riesgo de tormenta' },
  // French
  fr: { name: 'Tempête', risk: 'Risque de tempête' },
  // Portuguese
  pt: { name: 'Tempestade', risk: 'Risco de tempestade' },
  // German
  de: { name: 'Sturm', risk: 'Sturmrisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const STORM_ANSWER_WORDS = {
  hazard: 'storm',
  modelSection: 'storm',
  // English
  en: {
    guidance: {
      core: 'When a storm warning is issued, stay indoors away from windows, keep off the roads, and never run a generator indoors or within 6 m (20 ft) of windows (Ready.gov, CDC).',
      lens: {
        'community-planning':
          'Open shelters early, pre-position crews to clear roads and restore power, check that warnings reach people without internet, and plan for hospitals on backup power.',
        'family-relocation':
          'Ask how recent storms affected the area, check the roof and window ratings of the home, and prefer places with buried power lines and good drainage.',
        'business-setup':
          'Write a storm plan: secure outdoor equipment and signage, back up data, line up backup power and suppliers, and tell staff when to stay home.',
        travel:
          'Avoid the peak of the local storm or cyclone season if you can, buy insurance that covers weather disruption, and follow local authorities if a warning is issued.',
        investment:
          'Price wind and storm exposure in: check building codes for wind resistance, insurance deductibles for named storms, and the resilience of access roads and power.',
      },
      situation: {
        outsideBasins:
          'This place lies outside the tropical-cyclone basins, so hurricanes and typhoons rarely reach it; damaging wind here comes from other storms, such as winter gales and thunderstorm downbursts.',
        inSeason:
          'The window falls in {{season}}: know your evacuation zone and follow the official cyclone advisories, which give days of warning before landfall.',
        outsideSeason:
          'The window lies outside {{season}}, when hurricanes and typhoons form; damaging wind in this window would come from other storms, such as gales and thunderstorms.',
        season: 'the {{basin}} tropical-cyclone season ({{dates}}, {{agency}})',
        range: '{{from}} to {{to}}',
        allYear: 'all year',
      },
    },
    model: {
      inSeason:
        '{{share}}% of the window lies in the {{basin}} tropical-cyclone season ({{agency}}); the climatology of these dates includes it.',
      outsideSeason: 'The window lies outside the {{basin}} tropical-cyclone season ({{agency}}).',
      yearChance: 'Gusts of {{kmh}} km/h or more or the 20-year rain: in {{hits}} of {{years}} {{history}} years ({{chance}} a year).',
      gustLevel:
        'Local 20-year gust (ERA5 annual maxima, {{years}} years): {{level}} km/h; over a year or more the event takes gusts of {{kmh}} km/h or more (never below the damaging {{damaging}} km/h).',
      damage: 'gusts of {{kmh}} km/h or more or the 20-year rain',
      cmip6:
        "CMIP6 (MRI-AGCM3-2-S): extreme-gust days {{gust}}x, extreme-rain days {{rain}}x as frequent by the run's end; mean chance per year over the window {{chance}}.",
      gustMembers: 'Ensemble: {{hits}} of {{members}} members bring gusts of {{kmh}} km/h or more; median member peak {{peak}} km/h.',
      rainMembers: 'Ensemble: {{hits}} of {{members}} members bring a day above the local 20-year rain ({{mm}} mm).',
      rest: 'The {{days}} day(s) past the forecast: {{chance}} (the same dates held the event in {{hits}} of {{years}} {{history}} years).',
      event: 'a day at {{place}} brings gusts of {{kmh}} km/h or more{{rain}}',
      eventRain: ' or more than the local 20-year 24-hour rain ({{mm}} mm)',
      basin: {
        NA: 'North Atlantic',
        EP: 'Eastern North Pacific',
        CP: 'Central North Pacific',
        WP: 'Western North Pacific',
        NI: 'North Indian Ocean',
        SI: 'South-West Indian Ocean',
        AU: 'Australian region',
        SP: 'South Pacific',
      },
    },
    eonet: 'storm',
  },
  // Spanish
  es: {
    guidance: {
      core: 'Cuando se emita un aviso de tormenta, quédese en un interior lejos de las ventanas, no salga a la carretera y nunca use un generador dentro de casa ni a menos de 6 m de las ventanas (Ready.gov, CDC).',
      lens: {
        'community-planning':
          'Abra pronto los albergues, sitúe de antemano equipos para despejar carreteras y restablecer la electricidad, compruebe que los avisos llegan a quienes no tienen internet y prevea hospitales con alimentación de reserva.',
        'family-relocation':
          'Pregunte cómo afectaron a la zona las tormentas recientes, compruebe la resistencia del tejado y las ventanas de la vivienda y prefiera lugares con tendido eléctrico soterrado y buen drenaje.',
        'business-setup':
          'Redacte un plan ante tormentas: asegure el equipo y los rótulos exteriores, haga copias de los datos, prevea electricidad y proveedores de reserva, e indique al personal cuándo quedarse en casa.',
        travel:
          'Evite, si puede, el punto álgido de la temporada local de tormentas o ciclones, contrate un seguro que cubra las alteraciones por el tiempo y siga a las autoridades locales si se emite un aviso.',
        investment:
          'Incluya la exposición al viento y las tormentas en el precio: consulte la normativa de resistencia al viento de los edificios, las franquicias del seguro para tormentas con nombre y la solidez de los accesos por carretera y del suministro eléctrico.',
      },
      situation: {
        outsideBasins:
          'Este lugar está fuera de las cuencas de ciclones tropicales, así que los huracanes y tifones rara vez llegan hasta aquí; los vientos dañinos proceden aquí de otras tormentas, como los temporales de invierno y las rachas descendentes de las tormentas eléctricas.',
        inSeason:
          'El periodo cae en {{season}}: sepa cuál es su zona de evacuación y siga los avisos oficiales de ciclones, que advierten con días de antelación antes de que toquen tierra.',
        outsideSeason:
          'El periodo queda fuera de {{season}}, cuando se forman los huracanes y los tifones; el viento dañino en este periodo vendría de otras tormentas, como temporales y tormentas eléctricas.',
        season: 'la temporada de ciclones tropicales {{basin}} ({{dates}}, {{agency}})',
        range: 'del {{from}} al {{to}}',
        allYear: 'todo el año',
      },
    },
    model: {
      inSeason:
        'El {{share}} % del periodo cae en la temporada de ciclones tropicales {{basin}} ({{agency}}); la climatología de estas fechas la incluye.',
      outsideSeason: 'El periodo queda fuera de la temporada de ciclones tropicales {{basin}} ({{agency}}).',
      yearChance: 'Rachas de {{kmh}} km/h o más o la lluvia de 20 años: en {{hits}} de {{years}} años de {{history}} ({{chance}} al año).',
      gustLevel:
        'Racha local de 20 años (máximos anuales de ERA5, {{years}} años): {{level}} km/h; a un año o más el evento toma rachas de {{kmh}} km/h o más (nunca por debajo de los {{damaging}} km/h dañinos).',
      damage: 'rachas de {{kmh}} km/h o más o la lluvia de 20 años',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): los días de rachas extremas son {{gust}} veces y los de lluvia extrema {{rain}} veces más frecuentes al final de la simulación; probabilidad anual media en el periodo: {{chance}}.',
      gustMembers:
        'Conjunto: {{hits}} de {{members}} miembros traen rachas de {{kmh}} km/h o más; pico mediano de los miembros: {{peak}} km/h.',
      rainMembers: 'Conjunto: {{hits}} de {{members}} miembros traen un día por encima de la lluvia local de 20 años ({{mm}} mm).',
      rest: 'Los {{days}} días posteriores a la previsión: {{chance}} (las mismas fechas tuvieron el evento en {{hits}} de {{years}} años de {{history}}).',
      event: 'un día en {{place}} trae rachas de {{kmh}} km/h o más{{rain}}',
      eventRain: ' o más lluvia que la lluvia local de 24 horas de 20 años ({{mm}} mm)',
      basin: {
        NA: 'del Atlántico Norte',
        EP: 'del Pacífico Norte oriental',
        CP: 'del Pacífico Norte central',
        WP: 'del Pacífico Norte occidental',
        NI: 'del océano Índico Norte',
        SI: 'del suroeste del océano Índico',
        AU: 'de la región australiana',
        SP: 'del Pacífico Sur',
      },
    },
    eonet: 'tormenta',
  },
  // French
  fr: {
    guidance: {
      core: 'Quand une alerte tempête est émise, restez à l’intérieur loin des fenêtres, ne prenez pas la route et n’utilisez jamais de groupe électrogène à l’intérieur ni à moins de 6 m des fenêtres (Ready.gov, CDC).',
      lens: {
        'community-planning':
          'Ouvrez tôt les abris, prépositionnez des équipes pour dégager les routes et rétablir le courant, vérifiez que les alertes atteignent les personnes sans internet et prévoyez des hôpitaux sur alimentation de secours.',
        'family-relocation':
          'Demandez comment les tempêtes récentes ont touché le secteur, vérifiez la résistance du toit et des fenêtres du logement, et privilégiez les lieux aux lignes électriques enterrées et au bon drainage.',
        'business-setup':
          'Rédigez un plan tempête : fixez le matériel et les enseignes extérieurs, sauvegardez les données, prévoyez une alimentation et des fournisseurs de secours, et dites au personnel quand rester chez soi.',
        travel:
          'Évitez si possible le pic de la saison locale des tempêtes ou des cyclones, souscrivez une assurance qui couvre les perturbations météorologiques et suivez les autorités locales si une alerte est émise.',
        investment:
          'Intégrez l’exposition au vent et aux tempêtes dans le prix : vérifiez les normes de résistance au vent des bâtiments, les franchises d’assurance pour les tempêtes nommées et la solidité des routes d’accès et de l’alimentation électrique.',
      },
      situation: {
        outsideBasins:
          'Ce lieu se trouve hors des bassins des cyclones tropicaux, donc les ouragans et les typhons l’atteignent rarement ; les vents destructeurs y viennent d’autres tempêtes, comme les coups de vent d’hiver et les rafales descendantes des orages.',
        inSeason:
          'La période tombe pendant {{season}} : connaissez votre zone d’évacuation et suivez les bulletins officiels sur les cyclones, qui préviennent plusieurs jours avant l’arrivée sur les côtes.',
        outsideSeason:
          'La période se situe hors de {{season}}, quand se forment les ouragans et les typhons ; un vent destructeur sur cette période viendrait d’autres tempêtes, comme les coups de vent et les orages.',
        season: 'la saison des cyclones tropicaux {{basin}} ({{dates}}, {{agency}})',
        range: 'du {{from}} au {{to}}',
        allYear: 'toute l’année',
      },
    },
    model: {
      inSeason:
        '{{share}} % de la période tombe pendant la saison des cyclones tropicaux {{basin}} ({{agency}}) ; la climatologie de ces dates l’inclut.',
      outsideSeason: 'La période se situe hors de la saison des cyclones tropicaux {{basin}} ({{agency}}).',
      yearChance: 'Rafales de {{kmh}} km/h ou plus ou pluie de 20 ans : {{hits}} années {{history}} sur {{years}} ({{chance}} par an).',
      gustLevel:
        'Rafale locale de 20 ans (maxima annuels ERA5, {{years}} ans) : {{level}} km/h ; sur un an ou plus, l’événement retient les rafales de {{kmh}} km/h ou plus (jamais sous les {{damaging}} km/h dommageables).',
      damage: 'rafales de {{kmh}} km/h ou plus ou pluie de 20 ans',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) : les jours de rafales extrêmes deviennent {{gust}} fois et les jours de pluie extrême {{rain}} fois plus fréquents en fin de simulation ; probabilité annuelle moyenne sur la période : {{chance}}.',
      gustMembers:
        'Ensemble : {{hits}} des {{members}} membres apportent des rafales de {{kmh}} km/h ou plus ; pic médian des membres : {{peak}} km/h.',
      rainMembers: 'Ensemble : {{hits}} des {{members}} membres apportent un jour au-dessus de la pluie locale de 20 ans ({{mm}} mm).',
      rest: 'Les {{days}} jours après la prévision : {{chance}} (les mêmes dates ont connu l’événement {{hits}} années {{history}} sur {{years}}).',
      event: 'un jour à {{place}} apporte des rafales de {{kmh}} km/h ou plus{{rain}}',
      eventRain: ' ou plus de pluie que la pluie locale sur 24 heures de 20 ans ({{mm}} mm)',
      basin: {
        NA: 'de l’Atlantique Nord',
        EP: 'du Pacifique Nord-Est',
        CP: 'du Pacifique Nord central',
        WP: 'du Pacifique Nord-Ouest',
        NI: 'du nord de l’océan Indien',
        SI: 'du sud-ouest de l’océan Indien',
        AU: 'de la région australienne',
        SP: 'du Pacifique Sud',
      },
    },
    eonet: 'tempête',
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Quando for emitido um alerta de tempestade, fique dentro de casa longe das janelas, não pegue a estrada e nunca use um gerador dentro de casa nem a menos de 6 m das janelas (Ready.gov, CDC).',
      lens: {
        'community-planning':
          'Abra os abrigos cedo, posicione equipes com antecedência para liberar estradas e restabelecer a energia, verifique se os alertas chegam a quem não tem internet e preveja hospitais com energia de reserva.',
        'family-relocation':
          'Pergunte como as tempestades recentes afetaram a área, verifique a resistência do telhado e das janelas da casa e prefira lugares com rede elétrica subterrânea e boa drenagem.',
        'business-setup':
          'Escreva um plano para tempestades: prenda equipamentos e letreiros externos, faça cópias dos dados, garanta energia e fornecedores de reserva, e diga à equipe quando ficar em casa.',
        travel:
          'Evite, se puder, o auge da temporada local de tempestades ou ciclones, contrate um seguro que cubra transtornos causados pelo tempo e siga as autoridades locais se for emitido um alerta.',
        investment:
          'Inclua a exposição ao vento e às tempestades no preço: verifique as normas de resistência ao vento dos edifícios, as franquias de seguro para tempestades com nome e a resiliência das estradas de acesso e da energia.',
      },
      situation: {
        outsideBasins:
          'Este lugar fica fora das bacias de ciclones tropicais, por isso furacões e tufões raramente chegam até aqui; os ventos destrutivos aqui vêm de outras tempestades, como os vendavais de inverno e as rajadas descendentes das trovoadas.',
        inSeason:
          'O período cai na {{season}}: saiba qual é a sua zona de evacuação e siga os boletins oficiais de ciclones, que avisam com dias de antecedência antes da chegada à costa.',
        outsideSeason:
          'O período fica fora da {{season}}, quando se formam os furacões e os tufões; um vento destrutivo neste período viria de outras tempestades, como vendavais e trovoadas.',
        season: 'estação oficial dos ciclones tropicais {{basin}} ({{dates}}, {{agency}})',
        range: 'de {{from}} a {{to}}',
        allYear: 'o ano todo',
      },
    },
    model: {
      inSeason:
        '{{share}} % do período cai na estação dos ciclones tropicais {{basin}} ({{agency}}); a climatologia destas datas a inclui.',
      outsideSeason: 'O período fica fora da estação dos ciclones tropicais {{basin}} ({{agency}}).',
      yearChance:
        'Rajadas de {{kmh}} km/h ou mais ou a chuva de 20 anos: em {{hits}} de {{years}} anos do {{history}} ({{chance}} por ano).',
      gustLevel:
        'Rajada local de 20 anos (máximos anuais do ERA5, {{years}} anos): {{level}} km/h; a um ano ou mais o evento toma rajadas de {{kmh}} km/h ou mais (nunca abaixo dos {{damaging}} km/h danosos).',
      damage: 'rajadas de {{kmh}} km/h ou mais ou a chuva de 20 anos',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): os dias de rajadas extremas ficam {{gust}} vezes e os de chuva extrema {{rain}} vezes mais frequentes no fim da simulação; probabilidade anual média no período: {{chance}}.',
      gustMembers:
        'Conjunto: {{hits}} de {{members}} membros trazem rajadas de {{kmh}} km/h ou mais; pico mediano dos membros: {{peak}} km/h.',
      rainMembers: 'Conjunto: {{hits}} de {{members}} membros trazem um dia acima da chuva local de 20 anos ({{mm}} mm).',
      rest: 'Os {{days}} dias depois da previsão: {{chance}} (as mesmas datas tiveram o evento em {{hits}} de {{years}} anos do {{history}}).',
      event: 'um dia em {{place}} traz rajadas de {{kmh}} km/h ou mais{{rain}}',
      eventRain: ' ou mais chuva do que a chuva local de 24 horas de 20 anos ({{mm}} mm)',
      basin: {
        NA: 'do Atlântico Norte',
        EP: 'do Pacífico Nordeste',
        CP: 'do Pacífico Norte central',
        WP: 'do Pacífico Noroeste',
        NI: 'do norte do oceano Índico',
        SI: 'do sudoeste do oceano Índico',
        AU: 'da região australiana',
        SP: 'do Pacífico Sul',
      },
    },
    eonet: 'tempestade',
  },
  // German
  de: {
    guidance: {
      core: 'Wenn eine Sturmwarnung ausgegeben wird, bleiben Sie drinnen und weg von Fenstern, meiden Sie die Straßen und betreiben Sie nie einen Generator im Haus oder näher als 6 m an Fenstern (Ready.gov, CDC).',
      lens: {
        'community-planning':
          'Öffnen Sie Notunterkünfte früh, stellen Sie Trupps zum Räumen von Straßen und zur Wiederherstellung der Stromversorgung vorab bereit, prüfen Sie, ob Warnungen Menschen ohne Internet erreichen, und planen Sie Krankenhäuser mit Notstrom ein.',
        'family-relocation':
          'Fragen Sie, wie sich die letzten Stürme auf die Gegend ausgewirkt haben, prüfen Sie die Widerstandsklassen von Dach und Fenstern und bevorzugen Sie Orte mit Erdkabeln und guter Entwässerung.',
        'business-setup':
          'Schreiben Sie einen Sturmplan: Sichern Sie Geräte und Schilder im Freien, sichern Sie Daten, sorgen Sie für Notstrom und Ersatzlieferanten und sagen Sie dem Personal, wann es zu Hause bleiben soll.',
        travel:
          'Meiden Sie nach Möglichkeit den Höhepunkt der örtlichen Sturm- oder Zyklonsaison, schließen Sie eine Versicherung gegen wetterbedingte Ausfälle ab und folgen Sie bei einer Warnung den örtlichen Behörden.',
        investment:
          'Preisen Sie das Wind- und Sturmrisiko ein: Prüfen Sie die Bauvorschriften zur Windfestigkeit, die Selbstbehalte der Versicherung bei benannten Stürmen und die Widerstandsfähigkeit von Zufahrtsstraßen und Stromversorgung.',
      },
      situation: {
        outsideBasins:
          'Dieser Ort liegt außerhalb der Becken tropischer Wirbelstürme, Hurrikane und Taifune erreichen ihn also selten; schädlicher Wind kommt hier von anderen Stürmen, etwa Winterstürmen und Fallböen von Gewittern.',
        inSeason:
          'Der Zeitraum fällt in die {{season}}: Kennen Sie Ihre Evakuierungszone und verfolgen Sie die amtlichen Zyklonwarnungen, die Tage vor dem Landfall warnen.',
        outsideSeason:
          'Der Zeitraum liegt außerhalb der {{season}}, in der sich Hurrikane und Taifune bilden; schädlicher Wind käme in diesem Zeitraum von anderen Stürmen, etwa Sturmtiefs und Gewittern.',
        season: 'Saison tropischer Wirbelstürme {{basin}} ({{dates}}, {{agency}})',
        range: '{{from}} bis {{to}}',
        allYear: 'ganzjährig',
      },
    },
    model: {
      inSeason:
        '{{share}} % des Zeitraums liegen in der Saison tropischer Wirbelstürme {{basin}} ({{agency}}); die Klimatologie dieser Tage schließt sie ein.',
      outsideSeason: 'Der Zeitraum liegt außerhalb der Saison tropischer Wirbelstürme {{basin}} ({{agency}}).',
      yearChance:
        'Böen von {{kmh}} km/h oder mehr oder der 20-jährliche Regen: in {{hits}} von {{years}} {{history}}-Jahren ({{chance}} pro Jahr).',
      gustLevel:
        'Örtliche 20-jährliche Böe (ERA5-Jahresmaxima, {{years}} Jahre): {{level}} km/h; ab einem Jahr nimmt das Ereignis Böen von {{kmh}} km/h oder mehr (nie unter den schädlichen {{damaging}} km/h).',
      damage: 'Böen von {{kmh}} km/h oder mehr oder der 20-jährliche Regen',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): Tage mit extremen Böen werden bis zum Ende des Laufs {{gust}}-mal, Tage mit extremem Regen {{rain}}-mal so häufig; mittlere jährliche Wahrscheinlichkeit im Zeitraum: {{chance}}.',
      gustMembers:
        'Ensemble: {{hits}} von {{members}} Mitgliedern bringen Böen von {{kmh}} km/h oder mehr; mittlere Spitze der Mitglieder: {{peak}} km/h.',
      rainMembers: 'Ensemble: {{hits}} von {{members}} Mitgliedern bringen einen Tag über dem örtlichen 20-jährlichen Regen ({{mm}} mm).',
      rest: 'Die {{days}} Tage nach der Vorhersage: {{chance}} (an denselben Tagen trat das Ereignis in {{hits}} von {{years}} {{history}}-Jahren ein).',
      event: 'ein Tag in {{place}} bringt Böen von {{kmh}} km/h oder mehr{{rain}}',
      eventRain: ' oder mehr als den örtlichen 20-jährlichen 24-Stunden-Regen ({{mm}} mm)',
      basin: {
        NA: 'im Nordatlantik',
        EP: 'im östlichen Nordpazifik',
        CP: 'im zentralen Nordpazifik',
        WP: 'im westlichen Nordpazifik',
        NI: 'im nördlichen Indischen Ozean',
        SI: 'im südwestlichen Indischen Ozean',
        AU: 'in der australischen Region',
        SP: 'im Südpazifik',
      },
    },
    eonet: 'Sturm',
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const STORM_EVENT_WORDS = {
  hazard: 'storm',
  // English
  en: {
    rainLevelMm: 'rain level (mm)',
    minGustKmh: 'min gust (km/h)',
    rainReturnPeriodYears: 'rain return period years',
    cycloneBasin: 'cyclone basin',
    cycloneSeasonShare: 'cyclone season share',
  },
  // Spanish
  es: {
    rainLevelMm: 'nivel de lluvia (mm)',
    minGustKmh: 'racha mínima (km/h)',
    rainReturnPeriodYears: 'periodo de retorno de la lluvia (años)',
    cycloneBasin: 'cuenca de ciclones',
    cycloneSeasonShare: 'parte en la temporada de ciclones',
  },
  // French
  fr: {
    rainLevelMm: 'niveau de pluie (mm)',
    minGustKmh: 'rafale minimale (km/h)',
    rainReturnPeriodYears: 'période de retour de la pluie (années)',
    cycloneBasin: 'bassin cyclonique',
    cycloneSeasonShare: 'part dans la saison cyclonique',
  },
  // Portuguese
  pt: {
    rainLevelMm: 'nível de chuva (mm)',
    minGustKmh: 'rajada mínima (km/h)',
    rainReturnPeriodYears: 'período de retorno da chuva (anos)',
    cycloneBasin: 'bacia de ciclones',
    cycloneSeasonShare: 'parte na estação dos ciclones',
  },
  // German
  de: {
    rainLevelMm: 'Regenmenge (mm)',
    minGustKmh: 'Böe mindestens (km/h)',
    rainReturnPeriodYears: 'Wiederkehrperiode des Regens (Jahre)',
    cycloneBasin: 'Zyklonbecken',
    cycloneSeasonShare: 'Anteil in der Zyklonsaison',
  },
};
