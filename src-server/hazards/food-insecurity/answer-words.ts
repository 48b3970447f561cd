// Food insecurity: the answers' words in each language, pure data importing nothing (hazards/answer-words.ts and
// hazards/hazard-names.ts collect them into the catalogues' `common.hazard.food-insecurity`, `common.risk.food-insecurity`, `guidance.food-insecurity`,
// the `food` model section). The English name is the definition's label (a test checks).

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
        "IPC Phase 3 (Crisis) or worse classified for {{where}} in the window, up to {{until}} (the end of FEWS NET's projections), as FEWS NET's next current-situation map will show",
      whereArea: '{{area}} ({{units}} FEWS NET area)',
      whereAreas: '{{area}} ({{units}} FEWS NET areas)',
      whereCountry: 'any FEWS NET area of {{country}}',
      analysis: "FEWS NET's analysis of {{round}} for {{name}}: {{projections}}.",
      projection: '{{scenario}} ({{from}} to {{to}}) {{phase}}',
      current: 'Current situation ({{date}}): {{phase}}.',
      countryWide: "No FEWS NET area is named for the place: the worst phase over the country's {{units}} FEWS NET areas is used.",
      assistance: 'FEWS NET marks part of the area "!": humanitarian assistance is keeping it at least one phase better than it would be.',
      hitRate:
        "FEWS NET's near-term projections put {{pct}} % of areas in the phase its next current-situation map showed (Bertetti et al. 2024): the chance used that the projection's side of Phase 3 holds.",
      uncovered: 'FEWS NET projects to {{until}}: the last {{days}} days of the window are not forecast.',
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
        'Fase 3 de la CIF (Crisis) o peor clasificada para {{where}} dentro del periodo, hasta el {{until}} (el final de las proyecciones de FEWS NET), tal como mostrará el próximo mapa de situación actual de FEWS NET',
      whereArea: '{{area}} ({{units}} zona de FEWS NET)',
      whereAreas: '{{area}} ({{units}} zonas de FEWS NET)',
      whereCountry: 'cualquier zona de FEWS NET de {{country}}',
      analysis: 'Análisis de FEWS NET del {{round}} para {{name}}: {{projections}}.',
      projection: '{{scenario}} (del {{from}} al {{to}}), {{phase}}',
      current: 'Situación actual ({{date}}): {{phase}}.',
      countryWide: 'Ninguna zona de FEWS NET lleva el nombre del lugar: se usa la peor fase de las {{units}} zonas de FEWS NET del país.',
      assistance:
        'FEWS NET marca parte de la zona con «!»: la ayuda humanitaria la mantiene al menos una fase mejor de lo que estaría sin ella.',
      hitRate:
        'Las proyecciones a corto plazo de FEWS NET situaron el {{pct}} % de las zonas en la fase que mostró su siguiente mapa de situación actual (Bertetti et al. 2024): es la probabilidad usada de que la proyección acierte de qué lado de la fase 3 queda la zona.',
      uncovered: 'FEWS NET proyecta hasta el {{until}}: los últimos {{days}} días del periodo quedan sin previsión.',
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
        'Phase 3 de l’IPC (Crise) ou pire attribuée à {{where}} pendant la période, jusqu’au {{until}} (la fin des projections de FEWS NET), comme le montrera la prochaine carte de la situation actuelle de FEWS NET',
      whereArea: '{{area}} ({{units}} zone FEWS NET)',
      whereAreas: '{{area}} ({{units}} zones FEWS NET)',
      whereCountry: 'n’importe quelle zone FEWS NET du pays ({{country}})',
      analysis: 'Analyse de FEWS NET du {{round}} pour {{name}} : {{projections}}.',
      projection: '{{scenario}} (du {{from}} au {{to}}), {{phase}}',
      current: 'Situation actuelle ({{date}}) : {{phase}}.',
      countryWide: 'Aucune zone FEWS NET ne porte le nom du lieu : la pire phase des {{units}} zones FEWS NET du pays est retenue.',
      assistance:
        'FEWS NET marque une partie de la zone d’un « ! » : l’aide humanitaire la maintient au moins une phase plus favorable qu’elle ne le serait sans elle.',
      hitRate:
        'Les projections à court terme de FEWS NET ont placé {{pct}} % des zones dans la phase que montrait la carte de situation suivante (Bertetti et al. 2024) : c’est la probabilité retenue que la projection tombe du bon côté de la phase 3.',
      uncovered: 'FEWS NET projette jusqu’au {{until}} : les {{days}} derniers jours de la période ne sont pas prévus.',
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
        'Fase 3 da IPC (Crise) ou pior classificada para {{where}} dentro do período, até {{until}} (o fim das projeções da FEWS NET), como mostrará o próximo mapa de situação atual da FEWS NET',
      whereArea: '{{area}} ({{units}} área da FEWS NET)',
      whereAreas: '{{area}} ({{units}} áreas da FEWS NET)',
      whereCountry: 'qualquer área da FEWS NET no país ({{country}})',
      analysis: 'Análise da FEWS NET de {{round}} para {{name}}: {{projections}}.',
      projection: '{{scenario}} (de {{from}} a {{to}}), {{phase}}',
      current: 'Situação atual ({{date}}): {{phase}}.',
      countryWide: 'Nenhuma área da FEWS NET tem o nome do lugar: usa-se a pior fase das {{units}} áreas da FEWS NET do país.',
      assistance:
        'A FEWS NET marca parte da área com «!»: a assistência humanitária a mantém pelo menos uma fase melhor do que estaria sem ela.',
      hitRate:
        'As projeções de curto prazo da FEWS NET puseram {{pct}}% das áreas na fase que o mapa de situação atual seguinte mostrou (Bertetti et al. 2024): é a chance usada de que a projeção acerte o lado da fase 3 em que a área fica.',
      uncovered: 'A FEWS NET projeta até {{until}}: os últimos {{days}} dias do período ficam sem previsão.',
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
        'IPC-Phase 3 (Krise) oder schlimmer für {{where}} innerhalb des Zeitraums eingestuft, bis zum {{until}} (dem Ende der Projektionen von FEWS NET), wie die nächste Karte der aktuellen Lage von FEWS NET zeigen wird',
      whereArea: '{{area}} ({{units}} Gebiet von FEWS NET)',
      whereAreas: '{{area}} ({{units}} Gebiete von FEWS NET)',
      whereCountry: 'ein beliebiges Gebiet von FEWS NET im Land {{country}}',
      analysis: 'Analyse von FEWS NET vom {{round}} für {{name}}: {{projections}}.',
      projection: '{{scenario}} ({{from}} bis {{to}}), {{phase}}',
      current: 'Aktuelle Lage ({{date}}): {{phase}}.',
      countryWide:
        'Kein Gebiet von FEWS NET trägt den Namen des Ortes: Verwendet wird die schlimmste Phase der {{units}} Gebiete von FEWS NET im Land.',
      assistance:
        'FEWS NET markiert einen Teil des Gebiets mit „!“: Humanitäre Hilfe hält es mindestens eine Phase besser, als es ohne sie wäre.',
      hitRate:
        'Die kurzfristigen Projektionen von FEWS NET ordneten {{pct}} % der Gebiete der Phase zu, die die nächste Karte der aktuellen Lage zeigte (Bertetti et al. 2024): Das ist die verwendete Wahrscheinlichkeit, dass die Projektion auf der richtigen Seite der Phase 3 liegt.',
      uncovered: 'FEWS NET projiziert bis zum {{until}}: Für die letzten {{days}} Tage des Zeitraums gibt es keine Vorhersage.',
      phase: 'Phase {{phase}} ({{name}})',
      notClassified: 'nicht eingestuft',
      phaseName: { 1: 'Minimal', 2: 'Angespannt', 3: 'Krise', 4: 'Notlage', 5: 'Hungersnot' },
      scenario: { CS: 'aktuelle Lage', ML1: 'kurzfristige Projektion', ML2: 'mittelfristige Projektion' },
    },
  },
};
