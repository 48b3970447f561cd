// Food insecurity: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.food-insecurity`, `common.risk.food-insecurity`, `guidance.food-insecurity`,
// the `food` model section, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const FOOD_INSECURITY_NAME_WORDS = {
  hazard: 'food-insecurity',
  // English
  en: { name: 'Food insecurity' },
  // Spanish
  es: { name: 'Inseguridad alimentaria', risk: 'Riesgo de inseguridad alimentaria' },
  // French
  fr: { name: 'Insécurité alimentaire', risk: 'Risque d’insécurité alimentaire' },
  // Portuguese
  pt: { name: 'Insegurança alimentar', risk: 'Risco de insegurança alimentar' },
  // German
  de: { name: 'Ernährungsunsicherheit', risk: 'Risiko der Ernährungsunsicherheit' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const FOOD_INSECURITY_ANSWER_WORDS = {
  hazard: 'food-insecurity',
  modelSection: 'food',
  // English
  en: {
    guidance: {
      core: 'Follow the IPC analysis and FEWS NET outlook for the country, and keep a reserve of non-perishable food and water (Ready.gov advises at least several days of supplies).',
      lens: {
        'community-planning':
          'Plan for anticipatory action: pre-position stocks, protect livelihoods before the lean season and follow the Sphere food-security and nutrition standards for any response.',
        'family-relocation':
          'Check local food prices, market access and water supply through the year, including the lean season, and how households coped in the last drought or price spike.',
        'business-setup':
          'Plan for volatile input and staple prices: diversify suppliers, hold buffer stock and follow FAO GIEWS country briefs for harvest and price warnings.',
        travel:
          'Carry enough food and safe water for remote stretches, do not rely on local markets where shortages are reported, and follow travellers’ food and water safety advice.',
        investment:
          'Factor food-price and social-stability risk into returns: check FAO/WFP hunger hotspot reports and exposure to drought-sensitive agriculture and imports.',
      },
    },
    model: {
      event:
        'IPC Phase 3 (Crisis) or worse classified by FEWS NET for its unit {{unit}} in the window, as its current-situation classification will show',
      unit: "{{place}} lies in FEWS NET's unit {{unit}} ({{fnid}}), one of the {{units}} units it classified for {{country}} in its round of {{round}} ({{document}}: {{url}}).",
      analysis: "FEWS NET's analysis of {{round}} for {{name}}: {{projections}}.",
      projection: '{{scenario}} ({{from}} to {{to}}) {{phase}}',
      current: 'Current situation ({{date}}): {{phase}}.',
      assistance: 'FEWS NET marks part of the area "!": humanitarian assistance is keeping it at least one phase better than it would be.',
      matrix:
        "In {{country}}'s rounds from {{from}} to {{to}}, FEWS NET's {{scenario}} of {{phase}} was followed by a classification of Phase 3 or worse in {{k}} of {{n}} cases: {{pct}}% (Jeffreys estimate, made to rise with the phase).",
      matrixBorrowed:
        "In {{country}}'s rounds from {{from}} to {{to}}, FEWS NET made no {{scenario}} of {{phase}} that a later classification could score: the estimate for {{borrowed}} is used, {{pct}}%.",
      history:
        "After FEWS NET's projections (to {{until}}), the window's last {{days}} days (about {{rounds}} rounds at {{perYear}} a year) rest on the unit's own classifications: Phase 3 or worse in {{crisis}} of its {{total}} rounds since {{first}} ({{countryPct}}% of {{country}}'s unit-rounds in the rounds read); the chance of entering Phase 3 or worse at a round from below it, {{entryPct}}% (shrunk toward the country's {{countryEntryPct}}%, weight {{strength}} rounds).",
      truncated:
        "FEWS NET's rounds for the country came in {{total}} pages ({{rows}} rows); {{read}} were read within the time budget, the newest first: the measured chances rest on those.",
      phase: 'Phase {{phase}} ({{name}})',
      notClassified: 'not classified',
      phaseName: { 1: 'Minimal', 2: 'Stressed', 3: 'Crisis', 4: 'Emergency', 5: 'Famine' },
      scenario: { CS: 'current situation', ML1: 'near-term projection', ML2: 'medium-term projection' },
    },
  },
  // Spanish
  es: {
    guidance: {
      core: 'Siga el análisis de la CIF (IPC) y las previsiones de FEWS NET para el país, y guarde una reserva de alimentos no perecederos y agua (Ready.gov recomienda suministros para varios días como mínimo).',
      lens: {
        'community-planning':
          'Planifique una acción anticipatoria: sitúe existencias de antemano, proteja los medios de vida antes de la temporada de escasez y siga las normas Esfera de seguridad alimentaria y nutrición en cualquier respuesta.',
        'family-relocation':
          'Compruebe a lo largo del año los precios locales de los alimentos, el acceso a los mercados y el suministro de agua, también en la temporada de escasez, y cómo salieron adelante los hogares en la última sequía o subida de precios.',
        'business-setup':
          'Prepárese para precios volátiles de los insumos y de los alimentos básicos: diversifique proveedores, mantenga existencias de reserva y siga los informes por país del SMIA (GIEWS) de la FAO sobre cosechas y alertas de precios.',
        travel:
          'Lleve comida y agua potable suficientes para los tramos remotos, no dependa de los mercados locales donde se informe de escasez y siga los consejos de seguridad alimentaria y del agua para viajeros.',
        investment:
          'Incluya en la rentabilidad el riesgo de los precios de los alimentos y de la estabilidad social: consulte los informes de la FAO y el PMA sobre focos de hambre y la exposición a una agricultura y unas importaciones sensibles a la sequía.',
      },
    },
    model: {
      event:
        'Fase 3 de la CIF (Crisis) o peor clasificada por FEWS NET para su unidad {{unit}} dentro del periodo, tal como mostrará su clasificación de la situación actual',
      unit: '{{place}} está en la unidad {{unit}} ({{fnid}}) de FEWS NET, una de las {{units}} unidades que clasificó para {{country}} en su ronda del {{round}} ({{document}}: {{url}}).',
      analysis: 'Análisis de FEWS NET del {{round}} para {{name}}: {{projections}}.',
      projection: '{{scenario}} (del {{from}} al {{to}}), {{phase}}',
      current: 'Situación actual ({{date}}): {{phase}}.',
      assistance:
        'FEWS NET marca parte de la zona con «!»: la ayuda humanitaria la mantiene al menos una fase mejor de lo que estaría sin ella.',
      matrix:
        'En las rondas de {{country}} del {{from}} al {{to}}, a la {{scenario}} de {{phase}} de FEWS NET le siguió una clasificación de fase 3 o peor en {{k}} de {{n}} casos: {{pct}} % (estimación de Jeffreys, creciente con la fase).',
      matrixBorrowed:
        'En las rondas de {{country}} del {{from}} al {{to}}, FEWS NET no hizo ninguna {{scenario}} de {{phase}} que una clasificación posterior pudiera evaluar: se usa la estimación de la {{borrowed}}, {{pct}} %.',
      history:
        'Tras las proyecciones de FEWS NET (hasta el {{until}}), los últimos {{days}} días del periodo (unas {{rounds}} rondas, a {{perYear}} por año) se basan en las clasificaciones de la propia unidad: fase 3 o peor en {{crisis}} de sus {{total}} rondas desde el {{first}} ({{countryPct}} % de las rondas por unidad de {{country}} en las rondas leídas); probabilidad de entrar en fase 3 o peor en una ronda desde una fase inferior: {{entryPct}} % (ajustada hacia el {{countryEntryPct}} % del país, peso de {{strength}} rondas).',
      truncated:
        'Las rondas de FEWS NET para el país llegaron en {{total}} páginas ({{rows}} filas); se leyeron {{read}} dentro del tiempo disponible, las más recientes primero: las probabilidades medidas se basan en ellas.',
      phase: 'fase {{phase}} ({{name}})',
      notClassified: 'sin clasificar',
      phaseName: { 1: 'Mínima', 2: 'Acentuada', 3: 'Crisis', 4: 'Emergencia', 5: 'Hambruna' },
      scenario: { CS: 'situación actual', ML1: 'proyección a corto plazo', ML2: 'proyección a medio plazo' },
    },
  },
  // French
  fr: {
    guidance: {
      core: 'Suivez l’analyse IPC et les perspectives de FEWS NET pour le pays, et gardez une réserve de nourriture non périssable et d’eau (Ready.gov conseille au moins plusieurs jours de provisions).',
      lens: {
        'community-planning':
          'Prévoyez une action anticipative : prépositionnez des stocks, protégez les moyens de subsistance avant la période de soudure et suivez les standards Sphère en matière de sécurité alimentaire et de nutrition pour toute réponse.',
        'family-relocation':
          'Vérifiez tout au long de l’année les prix alimentaires locaux, l’accès aux marchés et l’approvisionnement en eau, y compris pendant la période de soudure, et comment les foyers ont tenu lors de la dernière sécheresse ou flambée des prix.',
        'business-setup':
          'Anticipez la volatilité des prix des intrants et des denrées de base : diversifiez vos fournisseurs, gardez un stock tampon et suivez les notes par pays du SMIAR (GIEWS) de la FAO sur les récoltes et les alertes de prix.',
        travel:
          'Emportez assez de nourriture et d’eau potable pour les trajets isolés, ne comptez pas sur les marchés locaux là où des pénuries sont signalées et suivez les conseils de sécurité alimentaire et de l’eau pour les voyageurs.',
        investment:
          'Intégrez aux rendements le risque lié aux prix alimentaires et à la stabilité sociale : consultez les rapports FAO/PAM sur les foyers de faim et l’exposition à une agriculture et à des importations sensibles à la sécheresse.',
      },
    },
    model: {
      event:
        'Phase 3 de l’IPC (Crise) ou pire attribuée par FEWS NET à son unité {{unit}} pendant la période, telle que le montrera sa classification de la situation actuelle',
      unit: '{{place}} se trouve dans l’unité {{unit}} ({{fnid}}) de FEWS NET, l’une des {{units}} unités qu’il a classées pour le pays ({{country}}) lors de son cycle du {{round}} ({{document}} : {{url}}).',
      analysis: 'Analyse de FEWS NET du {{round}} pour {{name}} : {{projections}}.',
      projection: '{{scenario}} (du {{from}} au {{to}}), {{phase}}',
      current: 'Situation actuelle ({{date}}) : {{phase}}.',
      assistance:
        'FEWS NET marque une partie de la zone d’un « ! » : l’aide humanitaire la maintient au moins une phase plus favorable qu’elle ne le serait sans elle.',
      matrix:
        'Dans les cycles du pays ({{country}}) du {{from}} au {{to}}, la {{scenario}} de FEWS NET en {{phase}} a été suivie d’une classification en phase 3 ou pire dans {{k}} cas sur {{n}} : {{pct}} % (estimation de Jeffreys, croissante avec la phase).',
      matrixBorrowed:
        'Dans les cycles du pays ({{country}}) du {{from}} au {{to}}, FEWS NET n’a fait aucune {{scenario}} en {{phase}} qu’une classification ultérieure ait pu évaluer : l’estimation pour la {{borrowed}} est utilisée, {{pct}} %.',
      history:
        'Après les projections de FEWS NET (jusqu’au {{until}}), les {{days}} derniers jours de la période (environ {{rounds}} cycles, à {{perYear}} par an) reposent sur les classifications de l’unité elle-même : phase 3 ou pire dans {{crisis}} de ses {{total}} cycles depuis le {{first}} ({{countryPct}} % des cycles-unités du pays ({{country}}) dans les cycles lus) ; probabilité d’entrer en phase 3 ou pire à un cycle depuis une phase inférieure : {{entryPct}} % (rapprochée des {{countryEntryPct}} % du pays, poids de {{strength}} cycles).',
      truncated:
        'Les cycles de FEWS NET pour le pays sont arrivés en {{total}} pages ({{rows}} lignes) ; {{read}} ont été lues dans le temps imparti, les plus récentes d’abord : les probabilités mesurées reposent sur elles.',
      phase: 'phase {{phase}} ({{name}})',
      notClassified: 'non classée',
      phaseName: { 1: 'Minimale', 2: 'Stress', 3: 'Crise', 4: 'Urgence', 5: 'Famine' },
      scenario: { CS: 'situation actuelle', ML1: 'projection à court terme', ML2: 'projection à moyen terme' },
    },
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Acompanhe a análise da IPC e as perspectivas da FEWS NET para o país, e guarde uma reserva de alimentos não perecíveis e água (o Ready.gov aconselha suprimentos para pelo menos vários dias).',
      lens: {
        'community-planning':
          'Planeje uma ação antecipatória: posicione estoques com antecedência, proteja os meios de subsistência antes da entressafra e siga as normas Esfera de segurança alimentar e nutrição em qualquer resposta.',
        'family-relocation':
          'Verifique ao longo do ano os preços locais dos alimentos, o acesso aos mercados e o abastecimento de água, inclusive na entressafra, e como as famílias enfrentaram a última seca ou alta de preços.',
        'business-setup':
          'Planeje-se para preços voláteis dos insumos e dos alimentos básicos: diversifique os fornecedores, mantenha um estoque de segurança e acompanhe os relatórios por país do GIEWS da FAO sobre colheitas e alertas de preços.',
        travel:
          'Leve comida e água potável suficientes para os trechos isolados, não conte com os mercados locais onde houver relatos de escassez e siga as recomendações de segurança dos alimentos e da água para viajantes.',
        investment:
          'Inclua na rentabilidade o risco dos preços dos alimentos e da estabilidade social: consulte os relatórios da FAO e do PMA sobre focos de fome e a exposição a uma agricultura e a importações sensíveis à seca.',
      },
    },
    model: {
      event:
        'Fase 3 da IPC (Crise) ou pior classificada pela FEWS NET para a sua unidade {{unit}} dentro do período, como mostrará a sua classificação da situação atual',
      unit: '{{place}} fica na unidade {{unit}} ({{fnid}}) da FEWS NET, uma das {{units}} unidades que classificou para o país ({{country}}) na sua ronda de {{round}} ({{document}}: {{url}}).',
      analysis: 'Análise da FEWS NET de {{round}} para {{name}}: {{projections}}.',
      projection: '{{scenario}} (de {{from}} a {{to}}), {{phase}}',
      current: 'Situação atual ({{date}}): {{phase}}.',
      assistance:
        'A FEWS NET marca parte da área com «!»: a assistência humanitária a mantém pelo menos uma fase melhor do que estaria sem ela.',
      matrix:
        'Nas rondas do país ({{country}}) de {{from}} a {{to}}, à {{scenario}} da FEWS NET de {{phase}} seguiu-se uma classificação de fase 3 ou pior em {{k}} de {{n}} casos: {{pct}}% (estimativa de Jeffreys, crescente com a fase).',
      matrixBorrowed:
        'Nas rondas do país ({{country}}) de {{from}} a {{to}}, a FEWS NET não fez nenhuma {{scenario}} de {{phase}} que uma classificação posterior pudesse avaliar: usa-se a estimativa da {{borrowed}}, {{pct}}%.',
      history:
        'Depois das projeções da FEWS NET (até {{until}}), os últimos {{days}} dias do período (cerca de {{rounds}} rondas, a {{perYear}} por ano) assentam nas classificações da própria unidade: fase 3 ou pior em {{crisis}} das suas {{total}} rondas desde {{first}} ({{countryPct}}% das rondas por unidade do país ({{country}}) nas rondas lidas); chance de entrar em fase 3 ou pior numa ronda a partir de uma fase inferior: {{entryPct}}% (aproximada dos {{countryEntryPct}}% do país, peso de {{strength}} rondas).',
      truncated:
        'As rondas da FEWS NET para o país vieram em {{total}} páginas ({{rows}} linhas); foram lidas {{read}} dentro do tempo disponível, as mais recentes primeiro: as chances medidas assentam nelas.',
      phase: 'fase {{phase}} ({{name}})',
      notClassified: 'não classificada',
      phaseName: { 1: 'Mínima', 2: 'Estresse', 3: 'Crise', 4: 'Emergência', 5: 'Fome' },
      scenario: { CS: 'situação atual', ML1: 'projeção de curto prazo', ML2: 'projeção de médio prazo' },
    },
  },
  // German
  de: {
    guidance: {
      core: 'Verfolgen Sie die IPC-Analyse und den Ausblick von FEWS NET für das Land und halten Sie einen Vorrat an haltbaren Lebensmitteln und Wasser (Ready.gov rät zu Vorräten für mindestens mehrere Tage).',
      lens: {
        'community-planning':
          'Planen Sie vorausschauendes Handeln: Lagern Sie Vorräte vorab ein, schützen Sie Lebensgrundlagen vor der mageren Zeit und halten Sie sich bei jeder Hilfe an die Sphere-Standards für Ernährungssicherheit und Ernährung.',
        'family-relocation':
          'Prüfen Sie über das Jahr hinweg die örtlichen Lebensmittelpreise, den Zugang zu Märkten und die Wasserversorgung, auch in der mageren Zeit, und wie die Haushalte die letzte Dürre oder Preisspitze bewältigt haben.',
        'business-setup':
          'Planen Sie für schwankende Preise bei Vorleistungen und Grundnahrungsmitteln: Streuen Sie Lieferanten, halten Sie Pufferbestände und verfolgen Sie die Länderberichte von FAO GIEWS zu Ernten und Preiswarnungen.',
        travel:
          'Nehmen Sie für abgelegene Strecken genug Essen und sicheres Wasser mit, verlassen Sie sich nicht auf örtliche Märkte, wo Engpässe gemeldet werden, und befolgen Sie die Hinweise zur Lebensmittel- und Wassersicherheit für Reisende.',
        investment:
          'Berücksichtigen Sie das Risiko von Lebensmittelpreisen und sozialer Stabilität in den Renditen: Prüfen Sie die Berichte von FAO und WFP zu Hunger-Brennpunkten und die Abhängigkeit von dürreempfindlicher Landwirtschaft und Importen.',
      },
    },
    model: {
      event:
        'IPC-Phase 3 (Krise) oder schlimmer, von FEWS NET für seine Einheit {{unit}} innerhalb des Zeitraums eingestuft, wie seine Einstufung der aktuellen Lage zeigen wird',
      unit: '{{place}} liegt in der FEWS-NET-Einheit {{unit}} ({{fnid}}), einer der {{units}} Einheiten, die FEWS NET für das Land {{country}} in seiner Runde vom {{round}} eingestuft hat ({{document}}: {{url}}).',
      analysis: 'Analyse von FEWS NET vom {{round}} für {{name}}: {{projections}}.',
      projection: '{{scenario}} ({{from}} bis {{to}}), {{phase}}',
      current: 'Aktuelle Lage ({{date}}): {{phase}}.',
      assistance:
        'FEWS NET markiert einen Teil des Gebiets mit „!“: Humanitäre Hilfe hält es mindestens eine Phase besser, als es ohne sie wäre.',
      matrix:
        'In den Runden des Landes {{country}} vom {{from}} bis {{to}} folgte auf die {{scenario}} von FEWS NET mit {{phase}} in {{k}} von {{n}} Fällen eine Einstufung in Phase 3 oder schlimmer: {{pct}} % (Jeffreys-Schätzung, mit der Phase steigend).',
      matrixBorrowed:
        'In den Runden des Landes {{country}} vom {{from}} bis {{to}} gab es keine {{scenario}} von FEWS NET mit {{phase}}, die eine spätere Einstufung hätte prüfen können: Es gilt die Schätzung für {{borrowed}}, {{pct}} %.',
      history:
        'Nach den Projektionen von FEWS NET (bis {{until}}) beruhen die letzten {{days}} Tage des Zeitraums (etwa {{rounds}} Runden bei {{perYear}} pro Jahr) auf den Einstufungen der Einheit selbst: Phase 3 oder schlimmer in {{crisis}} ihrer {{total}} Runden seit {{first}} ({{countryPct}} % der Einheitsrunden des Landes {{country}} in den gelesenen Runden); Wahrscheinlichkeit, in einer Runde aus einer niedrigeren Phase in Phase 3 oder schlimmer zu kommen: {{entryPct}} % (zu den {{countryEntryPct}} % des Landes hin geschätzt, Gewicht {{strength}} Runden).',
      truncated:
        'Die Runden von FEWS NET für das Land kamen in {{total}} Seiten ({{rows}} Zeilen); {{read}} wurden im Zeitbudget gelesen, die neuesten zuerst: Die gemessenen Wahrscheinlichkeiten beruhen auf ihnen.',
      phase: 'Phase {{phase}} ({{name}})',
      notClassified: 'nicht eingestuft',
      phaseName: { 1: 'Minimal', 2: 'Angespannt', 3: 'Krise', 4: 'Notlage', 5: 'Hungersnot' },
      scenario: { CS: 'aktuelle Lage', ML1: 'kurzfristige Projektion', ML2: 'mittelfristige Projektion' },
    },
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const FOOD_INSECURITY_EVENT_WORDS = {
  hazard: 'food-insecurity',
  // English
  en: {
    scope: 'scope',
    countryCode: 'country code',
  },
  // Spanish
  es: {
    scope: 'ámbito',
    countryCode: 'código de país',
  },
  // French
  fr: {
    scope: 'portée',
    countryCode: 'code du pays',
  },
  // Portuguese
  pt: {
    scope: 'âmbito',
    countryCode: 'código do país',
  },
  // German
  de: {
    scope: 'Geltungsbereich',
    countryCode: 'Ländercode',
  },
};
