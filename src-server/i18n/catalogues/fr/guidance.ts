// French guidance per hazard (the English catalogue's sentences; agency names and units kept).
import type { guidance as en } from '../en/guidance.js';
import type { Catalogue } from '../types.js';

export const guidance: Catalogue<typeof en> = {
  earthquake: {
    core: 'Si le sol tremble : baissez-vous, abritez-vous et tenez bon jusqu’à l’arrêt des secousses ; éloignez-vous des fenêtres et ne sortez pas en courant (Ready.gov).',
    level: {
      low: 'De fortes secousses (MMI VI ou plus) sont peu probables ici sur cette période ; gardez une préparation de base : fixez les meubles lourds et sachez où vous abriter.',
      moderate: 'De fortes secousses sont une possibilité réelle sur cette période : fixez aux murs les meubles hauts, les chauffe-eau et les étagères, et gardez un kit de 3 jours avec eau, nourriture, lampe de poche et trousse de secours (FEMA P-530).',
      high: 'Préparez-vous à de fortes secousses : vérifiez que les bâtiments dont vous dépendez respectent les normes parasismiques en vigueur et convenez d’un point de rassemblement avec votre famille ou votre personnel.',
      severe: 'Des séismes destructeurs sont probables ici : faites confirmer les renforcements structurels, stockez au moins 3 jours de provisions par personne et inscrivez-vous aux alertes précoces locales là où elles existent (par exemple ShakeAlert).',
    },
    lens: {
      'community-planning': 'Donnez la priorité à l’inspection et au renforcement des écoles, des hôpitaux et des maçonneries non armées, et exercez le plan d’urgence (par exemple un exercice ShakeOut).',
      'family-relocation': 'Avant de choisir un logement, demandez son année de construction et ses renforcements parasismiques, et vérifiez si le secteur est cartographié pour la liquéfaction ou les glissements de terrain.',
      'business-setup': 'Ancrez les rayonnages et les équipements, sauvegardez les données hors site et rédigez un plan de continuité qui prévoit des jours sans électricité ni accès routier (FEMA QuakeSmart).',
      travel: 'Repérez les sorties de secours de votre hébergement, gardez des chaussures et une lampe de poche près du lit, et suivez les autorités locales et votre ambassade après un séisme.',
      investment: 'Intégrez l’exposition sismique dans le prix : exigez des expertises structurelles, vérifiez la disponibilité et les franchises de l’assurance séisme, et privilégiez les bâtiments conformes aux normes parasismiques récentes.',
    },
  },
  flood: {
    core: 'Ne marchez ni ne roulez jamais dans l’eau d’une inondation : 15 cm d’eau en mouvement peuvent vous faire tomber et 30 cm peuvent emporter une voiture ; faites demi-tour plutôt que de risquer la noyade (NWS, Ready.gov).',
    level: {
      low: 'Une inondation est peu probable sur cette période ; sachez si vous êtes dans une zone inondable cartographiée et comment les alertes locales vous parviennent.',
      moderate: 'Inscrivez-vous aux alertes inondation, préparez un sac d’urgence avec papiers, médicaments et lampe de poche, et montez les objets de valeur et les appareils électriques au-dessus du rez-de-chaussée (Ready.gov).',
      high: 'Préparez-vous à partir : prévoyez un itinéraire vers les hauteurs qui évite les passages bas, dégagez les évacuations et les gouttières, et gardez des sacs de sable ou des barrières anti-inondation prêts pour les portes.',
      severe: 'Des inondations sont probables : mettez dès maintenant les personnes, les véhicules et les stocks essentiels en hauteur, coupez l’électricité au disjoncteur général si l’eau risque d’entrer et évacuez quand les autorités le demandent.',
    },
    lens: {
      'community-planning': 'Vérifiez que les alertes atteignent les habitants des zones basses et des quartiers informels, prépositionnez pompes et abris, et gardez dégagés les caniveaux et les bassins de rétention avant les pluies.',
      'family-relocation': 'Avant de choisir un logement, consultez la carte des zones inondables, demandez aux voisins jusqu’où sont montées les crues passées et privilégiez un rez-de-chaussée surélevé sans chambre au sous-sol.',
      'business-setup': 'Placez les stocks, les serveurs et les tableaux électriques au-dessus de la cote de crue relevée, sauvegardez les documents hors site et souscrivez tôt une assurance inondation (aux États-Unis, les polices NFIP ne prennent effet qu’après 30 jours).',
      travel: 'Évitez les hébergements en zone basse au bord des rivières ou de la mer pendant la saison des pluies, vérifiez les fermetures de routes avant de prendre le volant et ne traversez jamais une route ou un pont inondés.',
      investment: 'Intégrez l’exposition aux inondations dans le prix : consultez les cartes d’inondation par période de retour et l’offre d’assurance, privilégiez les terrains au-dessus de la crue centennale et prévoyez un budget pour le drainage et la protection contre l’eau.',
    },
    situation: {
      noRiver: 'Aucune rivière ne traverse la maille de ce lieu dans le réseau hydrographique de GloFAS, donc une crue de rivière ne peut pas l’atteindre ; ce qui peut l’inonder, c’est une forte pluie que les évacuations et les terrains bas n’absorbent pas : sachez quelles rues, quels passages souterrains et quels sous-sols se remplissent d’eau et gardez les évacuations et les gouttières dégagées.',
    },
  },
  wildfire: {
    core: 'Si l’on vous demande d’évacuer, partez immédiatement par l’itinéraire indiqué par les autorités ; n’attendez pas de voir le feu et gardez un masque N95 contre la fumée (Ready.gov, IAFC « Ready, Set, Go! »).',
    level: {
      low: 'Une météo critique pour les feux est peu probable sur cette période ; gardez les 1,5 m autour des bâtiments libres de feuilles sèches, de paillis et de bois de chauffage (NFPA Firewise).',
      moderate: 'Vérifiez les interdictions locales de feu avant tout brûlage en plein air ou usage de machines, préparez un sac d’urgence et repérez deux façons de quitter votre quartier.',
      high: 'Une météo critique pour les feux est possible : débarrassez gouttières et toits des débris, entretenez 30 m d’espace défendable peu végétalisé et vert là où c’est autorisé, et gardez votre voiture pleine et garée dans le sens du départ.',
      severe: 'Des feux sont probables à proximité : soyez prêt à partir à bref délai, faites partir tôt les personnes vulnérables, fermez fenêtres et aérations contre les braises et la fumée, et suivez sans attendre les ordres d’évacuation.',
    },
    lens: {
      'community-planning': 'Entretenez les coupe-feu et les itinéraires d’évacuation, testez les systèmes d’alerte et les abris à air pur, et organisez le transport des personnes sans voiture.',
      'family-relocation': 'Vérifiez si le logement se trouve à l’interface entre forêt et habitat, combien de routes permettent d’en sortir, et si le toit, les aérations et le bardage résistent aux braises.',
      'business-setup': 'Gardez un espace défendable autour des locaux, stockez en sécurité carburants et produits inflammables, prévoyez des fermetures pour cause de fumée et des limites au travail en extérieur, et protégez le personnel avec des masques N95.',
      travel: 'Consultez les cartes des feux et de la fumée avant une randonnée ou un camping, respectez les fermetures de parcs et les interdictions de feu, et sachez comment quitter rapidement la zone.',
      investment: 'Intégrez l’exposition aux feux de forêt dans le prix : l’offre d’assurance se réduit dans les zones à haut risque ; privilégiez les constructions résistantes aux braises et les terrains avec un espace défendable et un bon accès.',
    },
    situation: {
      noFuel: 'Il n’y a ici aucune végétation qui puisse brûler (un lieu hyperaride), donc un feu de forêt ne peut pas se déclarer sur place ; la fumée de feux lointains peut toutefois arriver, alors suivez les alertes de qualité de l’air quand des feux brûlent sous le vent.',
      starting: 'La saison des feux commence ici : les journées chaudes et sèches à venir mettent fin à la pause hivernale, et l’herbe morte et la litière laissées par l’hiver sèchent en quelques jours.',
      snow: 'La neige couvre le sol, donc la saison des feux n’a pas commencé ici et aucun danger d’incendie n’est calculé ; revenez voir une fois la neige fondue, car l’herbe morte et la litière peuvent sécher en quelques jours.',
      dormant: 'La saison des feux n’a pas commencé ici (hiver : le danger est calculé à partir du troisième jour de suite au-dessus de {{startC}} °C) ; revenez voir quand le temps se réchauffe, car l’herbe morte et la litière peuvent sécher en quelques jours.',
    },
  },
  heat: {
    core: 'Par forte chaleur, buvez de l’eau régulièrement, restez au frais ou à l’ombre aux heures les plus chaudes, prenez des nouvelles des personnes âgées, des nourrissons et des malades chroniques, et ne laissez jamais personne dans une voiture garée (OMS, CDC).',
    level: {
      low: 'Une chaleur qui perturbe la vie quotidienne est peu probable sur cette période (moins d’une journée attendue ; des journées chaudes restent possibles, dans les limites habituelles ici) ; connaissez les signes de l’épuisement dû à la chaleur (forte transpiration, vertiges, nausées) et du coup de chaleur, qui est une urgence médicale.',
      moderate: 'Prévoyez les efforts soutenus tôt le matin ou le soir, gardez ventilateurs et ombre à disposition, et sachez où se trouve le lieu public rafraîchi le plus proche.',
      high: 'Préparez-vous aux journées chaudes : vérifiez que la climatisation ou le rafraîchissement fonctionnent, organisez un appel quotidien aux personnes qui vivent seules et gardez au frais les médicaments sensibles à la chaleur.',
      severe: 'Une chaleur extrême est probable : annulez ou déplacez le travail et les événements en extérieur, ouvrez des lieux rafraîchis et appelez immédiatement les secours en cas de confusion, d’évanouissement ou de peau chaude et sèche.',
    },
    lens: {
      'community-planning': 'Activez un plan canicule : alertes précoces, lieux rafraîchis aux horaires élargis, visites aux personnes isolées et sans abri, et ombre et eau dans les espaces publics (OMS Europe).',
      'family-relocation': 'Privilégiez les logements isolés, protégés du soleil, traversants ou rafraîchis et proches d’espaces verts ; les appartements au dernier étage sous un toit non isolé sont les plus chauds.',
      'business-setup': 'Protégez les travailleurs avec de l’eau, du repos et de l’ombre et un plan d’acclimatation à la chaleur pour le personnel nouveau (OSHA), et vérifiez que le rafraîchissement, l’électricité et la chaîne du froid tiennent lors des pics.',
      travel: 'Prévoyez les visites le matin et le soir, emportez de l’eau, choisissez un hébergement rafraîchi et redoublez de précautions avec les enfants et les voyageurs âgés.',
      investment: 'Attendez-vous à davantage de journées chaudes : intégrez aux valorisations les coûts de rafraîchissement, les limites de productivité des travailleurs et la tension sur le réseau électrique, et privilégiez les bâtiments conçus pour le rafraîchissement passif.',
    },
  },
  storm: {
    core: 'Quand une alerte tempête est émise, restez à l’intérieur loin des fenêtres, ne prenez pas la route et n’utilisez jamais de groupe électrogène à l’intérieur ni à moins de 6 m des fenêtres (Ready.gov, CDC).',
    level: {
      low: 'Des tempêtes destructrices sont peu probables sur cette période ; suivez les alertes du service météorologique national et gardez à portée de main une lampe de poche et un téléphone chargé.',
      moderate: 'Fixez ou rentrez le mobilier de jardin, les poubelles et tout ce que le vent peut projeter, élaguez les branches mortes et gardez 3 jours d’eau, de nourriture et de médicaments (Ready.gov).',
      high: 'Préparez-vous à des vents destructeurs : vérifiez les volets ou condamnez les fenêtres, rechargez appareils et batteries externes, faites le plein et repérez la pièce intérieure la plus sûre pour vous abriter.',
      severe: 'Une tempête destructrice est probable : suivez les ordres d’évacuation des zones côtières et inondables, abritez-vous dans une petite pièce intérieure à l’étage sûr le plus bas et tenez-vous loin des lignes électriques tombées.',
    },
    lens: {
      'community-planning': 'Ouvrez tôt les abris, prépositionnez des équipes pour dégager les routes et rétablir le courant, vérifiez que les alertes atteignent les personnes sans internet et prévoyez des hôpitaux sur alimentation de secours.',
      'family-relocation': 'Demandez comment les tempêtes récentes ont touché le secteur, vérifiez la résistance du toit et des fenêtres du logement, et privilégiez les lieux aux lignes électriques enterrées et au bon drainage.',
      'business-setup': 'Rédigez un plan tempête : fixez le matériel et les enseignes extérieurs, sauvegardez les données, prévoyez une alimentation et des fournisseurs de secours, et dites au personnel quand rester chez soi.',
      travel: 'Évitez si possible le pic de la saison locale des tempêtes ou des cyclones, souscrivez une assurance qui couvre les perturbations météorologiques et suivez les autorités locales si une alerte est émise.',
      investment: 'Intégrez l’exposition au vent et aux tempêtes dans le prix : vérifiez les normes de résistance au vent des bâtiments, les franchises d’assurance pour les tempêtes nommées et la solidité des routes d’accès et de l’alimentation électrique.',
    },
    situation: {
      outsideBasins: 'Ce lieu se trouve hors des bassins des cyclones tropicaux, donc les ouragans et les typhons l’atteignent rarement ; les vents destructeurs y viennent d’autres tempêtes, comme les coups de vent d’hiver et les rafales descendantes des orages.',
      inSeason: 'La période tombe pendant {{season}} : connaissez votre zone d’évacuation et suivez les bulletins officiels sur les cyclones, qui préviennent plusieurs jours avant l’arrivée sur les côtes.',
      outsideSeason: 'La période se situe hors de {{season}}, donc un ouragan ou un typhon est peu probable ; un vent destructeur sur cette période viendrait d’autres tempêtes, comme les coups de vent et les orages.',
      season: 'la saison des cyclones tropicaux {{basin}} ({{dates}}, {{agency}})',
      range: 'du {{from}} au {{to}}',
      allYear: 'toute l’année',
    },
  },
  'air-quality': {
    core: 'Consultez l’indice quotidien de qualité de l’air (AQI) : au-dessus de 100, les personnes atteintes de maladies cardiaques ou pulmonaires, les personnes âgées, les enfants et les femmes enceintes doivent réduire les efforts prolongés ou intenses en extérieur ; au-dessus de 150, tout le monde (US EPA AirNow).',
    level: {
      low: 'Un air assez mauvais pour changer vos projets est peu probable sur cette période (moins d’une journée attendue) ; les personnes sensibles doivent tout de même suivre la prévision quotidienne de l’AQI.',
      moderate: 'Les jours de pollution, faites votre sport à l’intérieur ou aux heures plus propres du matin, gardez les fenêtres fermées et ayez inhalateurs et médicaments à portée de main.',
      high: 'Préparez-vous à un air malsain : aménagez une pièce propre avec un purificateur HEPA, gardez des masques N95/FFP2 bien ajustés pour sortir et prévoyez des activités en intérieur pour les enfants (EPA).',
      severe: 'Un air malsain est probable : limitez le temps passé dehors pour tous, faites tourner une filtration HEPA à l’intérieur, portez dehors un masque N95/FFP2 bien ajusté et consultez en cas de douleur thoracique ou d’essoufflement.',
    },
    lens: {
      'community-planning': 'Diffusez les alertes AQI par les écoles et les centres de santé, adaptez les activités scolaires en extérieur les mauvais jours et agissez sur les sources locales comme la circulation, les brûlages et la poussière (lignes directrices de l’OMS de 2021).',
      'family-relocation': 'Comparez les niveaux annuels de PM2.5 (ligne directrice de l’OMS : moyenne annuelle de 5 µg/m³), évitez les logements proches de grands axes ou d’industries et vérifiez que le logement peut être rendu étanche et filtré.',
      'business-setup': 'Installez une bonne filtration (MERV 13 ou mieux là où le système le permet), surveillez l’air intérieur et prévoyez des limites au travail en extérieur et des masques pour le personnel les jours d’AQI élevé.',
      travel: 'Consultez la prévision de l’AQI avant de partir, surtout en cas d’asthme ou de maladie cardiaque, emportez des masques N95/FFP2 et vos médicaments, et prévoyez des activités en intérieur pour les jours de smog.',
      investment: 'Une pollution persistante nuit à la santé, à la productivité et à l’attrait des biens immobiliers : intégrez aux plans à long terme les coûts de filtration et le durcissement de la réglementation sur la qualité de l’air.',
    },
  },
  drought: {
    core: 'Utilisez l’eau avec parcimonie, respectez les restrictions locales et stockez assez d’eau potable pour chaque personne, environ 4 litres par jour pendant plusieurs jours (Ready.gov, OMS).',
    level: {
      low: 'Une période sèche qui perturbe la vie quotidienne est peu probable sur cette période (moins d’une journée attendue) ; réparez les fuites et suivez les prévisions saisonnières de votre service météorologique national.',
      moderate: 'Commencez dès maintenant à économiser l’eau : réparez les fuites, arrosez le jardin tôt ou tard, récupérez l’eau de pluie là où c’est permis et vérifiez l’état des puits et des réservoirs.',
      high: 'Préparez-vous aux pénuries : fixez les priorités d’usage de l’eau pour la boisson, l’hygiène et le bétail, prenez des nouvelles des agriculteurs et des éleveurs, et agissez tôt sur les plans de culture et de fourrage (action précoce de la FAO).',
      severe: 'Une sécheresse est probable : attendez-vous à des restrictions et à des prix plus élevés de la nourriture et de l’eau, assurez-vous d’eau potable et de produits d’hygiène, et soutenez tôt les foyers les plus exposés.',
    },
    lens: {
      'community-planning': 'Déclenchez les plans d’alerte précoce sécheresse : surveillez barrages et puits, coordonnez le rationnement de l’eau et préfinancez l’action précoce pour les agriculteurs et les éleveurs (action anticipative de la FAO).',
      'family-relocation': 'Vérifiez la fiabilité de l’approvisionnement en eau et la profondeur du puits, les restrictions passées et le lien avec les feux de forêt, et si le jardin et le logement sont conçus pour consommer peu d’eau.',
      'business-setup': 'Évaluez les besoins en eau de vos activités et de vos fournisseurs, prévoyez des économies et des sources de substitution, et vérifiez les contrats en cas de coupures d’approvisionnement.',
      travel: 'Respectez les restrictions d’eau et les interdictions de feu, emportez de l’eau potable en zone rurale et vérifiez que les destinations (parcs, rivières) sont ouvertes et navigables.',
      investment: 'Intégrez la rareté de l’eau aux valorisations foncières, agricoles et industrielles : les droits d’eau, les coûts d’irrigation et les conditions de l’assurance récolte pèsent davantage à mesure que les sécheresses s’aggravent.',
    },
  },
  'food-insecurity': {
    core: 'Suivez l’analyse IPC et les perspectives de FEWS NET pour le pays, et gardez une réserve de nourriture non périssable et d’eau (Ready.gov conseille au moins plusieurs jours de provisions).',
    level: {
      low: 'FEWS NET ne prévoit pas de crise alimentaire ici : l’accès à la nourriture ne devrait pas vous perturber, mais les prix peuvent encore bouger après des sécheresses ou des chocs à l’étranger.',
      moderate: 'Une crise alimentaire est possible (phase 2 de l’IPC, « Stress », ou une probabilité de phase 3) : surveillez les prix des denrées de base, gardez quelques semaines de provisions et soutenez les programmes locaux d’alerte précoce et de nutrition.',
      high: 'Une crise alimentaire est prévue ou probable (phase 3 de l’IPC, « Crise ») : attendez-vous à des hausses de prix et à des pénuries ; constituez tôt vos provisions et vérifiez que l’aide atteint les foyers vulnérables.',
      severe: 'Cela correspond à une urgence (phases 4-5 de l’IPC) : une aide alimentaire humanitaire est en cours ou nécessaire ; coordonnez-vous avec le PAM et le cluster sécurité alimentaire et évitez d’ajouter de la demande sur des stocks locaux rares.',
    },
    lens: {
      'community-planning': 'Prévoyez une action anticipative : prépositionnez des stocks, protégez les moyens de subsistance avant la période de soudure et suivez les standards Sphère en matière de sécurité alimentaire et de nutrition pour toute réponse.',
      'family-relocation': 'Vérifiez tout au long de l’année les prix alimentaires locaux, l’accès aux marchés et l’approvisionnement en eau, y compris pendant la période de soudure, et comment les foyers ont tenu lors de la dernière sécheresse ou flambée des prix.',
      'business-setup': 'Attendez-vous à des prix volatils des intrants et des denrées de base : diversifiez vos fournisseurs, gardez un stock tampon et suivez les notes par pays du SMIAR (GIEWS) de la FAO sur les récoltes et les alertes de prix.',
      travel: 'Emportez assez de nourriture et d’eau potable pour les trajets isolés, ne comptez pas sur les marchés locaux là où des pénuries sont signalées et suivez les conseils de sécurité alimentaire et de l’eau pour les voyageurs.',
      investment: 'Intégrez aux rendements le risque lié aux prix alimentaires et à la stabilité sociale : consultez les rapports FAO/PAM sur les foyers de faim et l’exposition à une agriculture et à des importations sensibles à la sécheresse.',
    },
  },
  conflict: {
    core: 'Suivez les conseils aux voyageurs de votre gouvernement pour le pays (par exemple le FCDO britannique ou le Département d’État américain) et les consignes des autorités locales, évitez les manifestations et les foules, et gardez papiers d’identité et itinéraire de sortie prêts.',
    level: {
      low: 'ViEWS ne prévoit que peu ou pas de combats entre forces étatiques dans le pays ; les précautions habituelles suffisent, mais consultez le dernier conseil aux voyageurs avant de vous engager.',
      moderate: 'Des combats sont possibles dans le pays : redoublez de prudence, lisez le conseil aux voyageurs en vigueur pour les régions concernées et gardez une liste des contacts d’urgence et de votre ambassade.',
      high: 'Un conflit armé avec des morts au combat est prévu dans le pays : reconsidérez les voyages ou déménagements non essentiels, prévoyez comment vous partiriez (itinéraires, papiers, argent liquide, carburant) et convenez d’heures de contact avec votre famille ou votre personnel.',
      severe: 'Cela correspond à une crise humanitaire : à ce niveau, les conseils aux voyageurs déconseillent généralement tout voyage ; si vous êtes sur place, suivez les mises à jour de l’OCHA et du CICR, préparez-vous à vous abriter ou à évacuer à bref délai et gardez des provisions pour plusieurs jours.',
    },
    lens: {
      'community-planning': 'Repérez où les personnes déplacées peuvent arriver et de quels services (eau, santé, écoles) elles auront besoin, et coordonnez-vous avec le système des clusters de l’OCHA et la protection civile locale.',
      'family-relocation': 'Avant de déménager, lisez les conseils officiels aux voyageurs par région, vérifiez l’accès à des écoles et à des hôpitaux qui restent ouverts pendant les troubles, et tenez à jour passeports et titres de séjour.',
      'business-setup': 'Menez une diligence raisonnable adaptée aux conflits (guide du Pacte mondial de l’ONU et des PRI ; guide de l’OCDE pour les zones de conflit ou à haut risque) : plans de sécurité du personnel, assurance évacuation et contrôle des fournisseurs.',
      travel: 'Vérifiez le niveau d’alerte en vigueur pour votre itinéraire exact, inscrivez-vous auprès de votre ambassade, souscrivez une assurance qui couvre ce pays et évitez de voyager de nuit et près des frontières ou des sites militaires.',
      investment: 'Intégrez le risque de violence politique dans le prix : examinez les tendances des événements ACLED, l’assurance contre les risques politiques (par exemple la MIGA) et l’exposition des actifs et des chaînes d’approvisionnement aux sanctions et aux perturbations.',
    },
  },
};
