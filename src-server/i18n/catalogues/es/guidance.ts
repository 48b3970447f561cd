// Spanish guidance per hazard (the English catalogue's sentences; agency names and units kept).
import type { guidance as en } from '../en/guidance.js';
import type { Catalogue } from '../types.js';

export const guidance: Catalogue<typeof en> = {
  earthquake: {
    core: 'Si el suelo tiembla: agáchese, cúbrase y sujétese hasta que pare; aléjese de las ventanas y no salga corriendo (Ready.gov).',
    level: {
      low: 'Es poco probable que haya sacudidas fuertes (MMI VI o más) aquí en este periodo; mantenga una preparación básica: fije los muebles pesados y sepa dónde refugiarse.',
      moderate: 'Las sacudidas fuertes son una posibilidad real en este periodo: fije a la pared los muebles altos, los calentadores de agua y las estanterías, y tenga un kit para 3 días con agua, comida, linterna y botiquín (FEMA P-530).',
      high: 'Prepárese para sacudidas fuertes: compruebe que los edificios de los que depende cumplen la normativa sísmica vigente y acuerde un punto de reunión con la familia o el personal.',
      severe: 'Es probable que haya terremotos dañinos aquí: confirme los refuerzos estructurales, guarde suministros para al menos 3 días por persona y suscríbase a las alertas tempranas locales donde existan (p. ej., ShakeAlert).',
    },
    lens: {
      'community-planning': 'Dé prioridad a la inspección y el refuerzo de escuelas, hospitales y edificios de mampostería sin armar, y ensaye el plan de emergencia (p. ej., un simulacro ShakeOut).',
      'family-relocation': 'Antes de elegir vivienda, pregunte por su año de construcción y sus refuerzos sísmicos, y compruebe si la zona figura en mapas de licuefacción o de deslizamientos.',
      'business-setup': 'Ancle estanterías y equipos, guarde copias de los datos fuera de las instalaciones y redacte un plan de continuidad que prevea días sin electricidad ni acceso por carretera (FEMA QuakeSmart).',
      travel: 'Localice las salidas de emergencia donde se aloje, deje zapatos y una linterna junto a la cama, y siga a las autoridades locales y a su embajada después de un terremoto.',
      investment: 'Incluya la exposición sísmica en el precio: exija estudios estructurales, compruebe la disponibilidad y las franquicias del seguro de terremotos, y prefiera edificios construidos con la normativa sísmica moderna.',
    },
  },
  flood: {
    core: 'Nunca camine ni conduzca por agua de inundación: 15 cm de agua en movimiento pueden derribarle y 30 cm pueden arrastrar un coche; dé la vuelta, no se ahogue (NWS, Ready.gov).',
    level: {
      low: 'Es poco probable una inundación en este periodo; sepa si está en una zona inundable cartografiada y cómo le llegan los avisos locales de inundación.',
      moderate: 'Suscríbase a las alertas de inundación, prepare una mochila de emergencia con documentos, medicamentos y linterna, y suba los objetos de valor y los aparatos eléctricos por encima de la planta baja (Ready.gov).',
      high: 'Prepárese para marcharse: planifique una ruta hacia zonas altas que evite los pasos bajos, limpie desagües y canalones, y tenga sacos terreros o barreras contra inundaciones listos para las puertas.',
      severe: 'Es probable que haya inundaciones: lleve ya a personas, vehículos y existencias críticas a zonas altas, corte la electricidad en el cuadro general si puede entrar agua y evacúe cuando lo indiquen las autoridades.',
    },
    lens: {
      'community-planning': 'Compruebe que los avisos llegan a quienes viven en zonas bajas y asentamientos informales, sitúe de antemano bombas y albergues, y mantenga limpios los desagües y las balsas de laminación antes de las lluvias.',
      'family-relocation': 'Antes de elegir vivienda, consulte el mapa de zonas inundables, pregunte a los vecinos hasta dónde llegaron las inundaciones pasadas y prefiera plantas bajas elevadas sin dormitorios en el sótano.',
      'business-setup': 'Eleve existencias, servidores y cuadros eléctricos por encima de la cota de inundación registrada, guarde copias de los registros fuera de las instalaciones y contrate pronto el seguro de inundación (en EE. UU., las pólizas NFIP entran en vigor tras una espera de 30 días).',
      travel: 'Evite alojarse en zonas bajas junto a ríos o costas en la estación de lluvias, consulte los cortes de carretera antes de conducir y no cruce nunca una carretera o un puente inundados.',
      investment: 'Incluya la exposición a inundaciones en el precio: consulte los mapas de inundación por periodo de retorno y la disponibilidad de seguros, prefiera terrenos por encima de la cota de la avenida de 100 años y presupueste drenaje e impermeabilización.',
    },
    situation: {
      noRiver: 'Ningún río atraviesa la celda de este lugar en la red fluvial de GloFAS, así que una crecida de río no puede alcanzarlo; lo que puede inundarlo es una lluvia intensa que el drenaje y los terrenos bajos no absorban, así que sepa qué calles, pasos subterráneos y sótanos se encharcan y mantenga limpios desagües y canalones.',
    },
  },
  wildfire: {
    core: 'Si le ordenan evacuar, márchese enseguida por la ruta que indiquen las autoridades; no espere a ver el fuego y tenga a mano una mascarilla N95 para el humo (Ready.gov, IAFC «Ready, Set, Go!»).',
    level: {
      low: 'Es poco probable que el tiempo favorezca incendios críticos en este periodo; mantenga libre de hojas secas, mantillo y leña una franja de 1,5 m alrededor de los edificios (NFPA Firewise).',
      moderate: 'Consulte las prohibiciones locales de fuego antes de quemar al aire libre o usar maquinaria, prepare una mochila de emergencia y conozca dos salidas de su barrio.',
      high: 'Es posible un tiempo crítico para los incendios: limpie de restos canalones y tejados, mantenga 30 m de espacio defendible con vegetación escasa y verde donde esté permitido, y tenga el coche con combustible y aparcado en dirección de salida.',
      severe: 'Es probable que haya incendios cerca: esté listo para marcharse con poca antelación, saque pronto a las personas vulnerables, cierre ventanas y respiraderos contra las pavesas y el humo, y siga de inmediato las órdenes de evacuación.',
    },
    lens: {
      'community-planning': 'Mantenga cortafuegos y rutas de evacuación, pruebe los sistemas de aviso y los refugios de aire limpio, y organice transporte para quienes no tienen coche.',
      'family-relocation': 'Compruebe si la vivienda está en una zona de interfaz urbano-forestal, cuántas carreteras permiten salir y si el tejado, los respiraderos y el revestimiento resisten las pavesas.',
      'business-setup': 'Mantenga un espacio defendible alrededor de las instalaciones, almacene con seguridad combustibles e inflamables, prevea cierres por humo y límites al trabajo al aire libre, y proteja al personal con mascarillas N95.',
      travel: 'Consulte los mapas de incendios y de humo antes de hacer senderismo o acampar, respete los cierres de parques y las prohibiciones de fuego, y sepa cómo salir rápido de la zona.',
      investment: 'Incluya la exposición a incendios forestales en el precio: la oferta de seguros se reduce en las zonas de alto riesgo; prefiera construcciones resistentes a las pavesas y terrenos con espacio defendible y buen acceso.',
    },
    situation: {
      noFuel: 'Aquí no hay vegetación que pueda arder (es un lugar hiperárido), así que un incendio forestal no puede declararse en el propio lugar; el humo de incendios lejanos sí puede llegar, así que siga las alertas de calidad del aire cuando haya fuegos en la dirección del viento.',
      starting: 'La temporada de incendios empieza aquí: los días cálidos y secos que vienen ponen fin a la pausa invernal, y la hierba muerta y la hojarasca que deja el invierno se secan en pocos días.',
      snow: 'La nieve cubre el suelo, así que la temporada de incendios no ha empezado aquí y no se calcula ningún peligro de incendio; vuelva a consultar cuando se haya fundido la nieve, porque la hierba muerta y la hojarasca pueden secarse en pocos días.',
      dormant: 'La temporada de incendios no ha empezado aquí (invierno: el peligro se calcula a partir del tercer día seguido por encima de {{startC}} °C); vuelva a consultar cuando suban las temperaturas, porque la hierba muerta y la hojarasca pueden secarse en pocos días.',
    },
  },
  heat: {
    core: 'Con calor, beba agua con regularidad, permanezca en lugares frescos o a la sombra en las horas de más calor, vigile a las personas mayores, los bebés y los enfermos crónicos, y no deje nunca a nadie dentro de un coche aparcado (OMS, CDC).',
    level: {
      low: 'Es poco probable un calor que altere la vida diaria en este periodo (menos de un día previsto; puede haber días calurosos, dentro de lo habitual aquí); conozca los signos del agotamiento por calor (sudor abundante, mareo, náuseas) y del golpe de calor, que es una urgencia médica.',
      moderate: 'Deje la actividad intensa para primera hora de la mañana o la tarde, tenga listos ventiladores y sombra, y sepa dónde está el espacio público climatizado más cercano.',
      high: 'Prepárese para días de calor: compruebe que el aire acondicionado o la refrigeración funcionan, organice llamadas diarias a las personas que viven solas y guarde en fresco los medicamentos que el calor altera.',
      severe: 'Es probable un calor extremo: cancele o traslade el trabajo y los actos al aire libre, abra centros de refugio climático y llame enseguida a emergencias ante confusión, desmayo o piel caliente y seca.',
    },
    lens: {
      'community-planning': 'Active un plan de acción sanitaria ante el calor: avisos tempranos, centros de refugio climático con horario ampliado, atención a personas aisladas y sin hogar, y sombra y agua en los espacios públicos (OMS Europa).',
      'family-relocation': 'Prefiera viviendas con aislamiento, protección solar, ventilación cruzada o climatización y zonas verdes cerca; los áticos bajo cubiertas sin aislar son los que más se calientan.',
      'business-setup': 'Proteja a los trabajadores con agua, descanso y sombra y con un plan de aclimatación al calor para el personal nuevo (OSHA), y compruebe que la refrigeración, la electricidad y la cadena de frío soportan los picos.',
      travel: 'Reserve las visitas para las mañanas y las tardes, lleve agua, elija alojamiento con climatización y extreme el cuidado con los niños y los viajeros mayores.',
      investment: 'Cuente con más días de calor: incluya en las valoraciones los costes de refrigeración, los límites de productividad de los trabajadores y la tensión en la red eléctrica, y prefiera edificios diseñados para refrescarse de forma pasiva.',
    },
  },
  storm: {
    core: 'Cuando se emita un aviso de tormenta, quédese en un interior lejos de las ventanas, no salga a la carretera y nunca use un generador dentro de casa ni a menos de 6 m de las ventanas (Ready.gov, CDC).',
    level: {
      low: 'Es poco probable que haya tormentas dañinas en este periodo; siga los avisos del servicio meteorológico nacional y tenga a mano una linterna y el teléfono cargado.',
      moderate: 'Asegure o recoja los muebles de exterior, los cubos y todo lo que el viento pueda lanzar, pode las ramas secas y tenga agua, comida y medicamentos para 3 días (Ready.gov).',
      high: 'Prepárese para vientos dañinos: revise las contraventanas o tape las ventanas con tablas, cargue los aparatos y las baterías externas, llene el depósito de combustible y sepa cuál es la habitación interior más segura para refugiarse.',
      severe: 'Es probable una tormenta dañina: siga las órdenes de evacuación de las zonas costeras e inundables, refúgiese en una habitación interior pequeña del piso seguro más bajo y manténgase lejos de los cables eléctricos caídos.',
    },
    lens: {
      'community-planning': 'Abra pronto los albergues, sitúe de antemano equipos para despejar carreteras y restablecer la electricidad, compruebe que los avisos llegan a quienes no tienen internet y prevea hospitales con alimentación de reserva.',
      'family-relocation': 'Pregunte cómo afectaron a la zona las tormentas recientes, compruebe la resistencia del tejado y las ventanas de la vivienda y prefiera lugares con tendido eléctrico soterrado y buen drenaje.',
      'business-setup': 'Redacte un plan ante tormentas: asegure el equipo y los rótulos exteriores, haga copias de los datos, prevea electricidad y proveedores de reserva, e indique al personal cuándo quedarse en casa.',
      travel: 'Evite, si puede, el punto álgido de la temporada local de tormentas o ciclones, contrate un seguro que cubra las alteraciones por el tiempo y siga a las autoridades locales si se emite un aviso.',
      investment: 'Incluya la exposición al viento y las tormentas en el precio: consulte la normativa de resistencia al viento de los edificios, las franquicias del seguro para tormentas con nombre y la solidez de los accesos por carretera y del suministro eléctrico.',
    },
    situation: {
      outsideBasins: 'Este lugar está fuera de las cuencas de ciclones tropicales, así que los huracanes y tifones rara vez llegan hasta aquí; los vientos dañinos proceden aquí de otras tormentas, como los temporales de invierno y las rachas descendentes de las tormentas eléctricas.',
      inSeason: 'El periodo cae en {{season}}: sepa cuál es su zona de evacuación y siga los avisos oficiales de ciclones, que advierten con días de antelación antes de que toquen tierra.',
      outsideSeason: 'El periodo queda fuera de {{season}}, así que es poco probable un huracán o un tifón; el viento dañino en este periodo vendría de otras tormentas, como temporales y tormentas eléctricas.',
      season: 'la temporada de ciclones tropicales {{basin}} ({{dates}}, {{agency}})',
      range: 'del {{from}} al {{to}}',
      allYear: 'todo el año',
    },
  },
  'air-quality': {
    core: 'Consulte el índice de calidad del aire (AQI) diario: por encima de 100, las personas con enfermedades cardíacas o pulmonares, los mayores, los niños y las embarazadas deben reducir el esfuerzo prolongado o intenso al aire libre; por encima de 150, todo el mundo (US EPA AirNow).',
    level: {
      low: 'Es poco probable que el aire empeore tanto como para cambiar de planes en este periodo (menos de un día previsto); las personas sensibles deben seguir vigilando la previsión diaria del AQI.',
      moderate: 'En los días de contaminación, haga ejercicio bajo techo o en las horas más limpias de la mañana, mantenga las ventanas cerradas y tenga a mano inhaladores y medicamentos.',
      high: 'Prepárese para un aire insalubre: acondicione una habitación limpia con un purificador HEPA, tenga mascarillas N95/FFP2 bien ajustadas para salir y prevea actividades bajo techo para los niños (EPA).',
      severe: 'Es probable un aire insalubre: limite el tiempo al aire libre de todos, use filtración HEPA en el interior, lleve fuera una mascarilla N95/FFP2 bien ajustada y busque atención médica ante dolor en el pecho o falta de aire.',
    },
    lens: {
      'community-planning': 'Difunda alertas de AQI a través de escuelas y centros de salud, adapte las actividades escolares al aire libre en los días malos y actúe sobre las fuentes locales, como el tráfico, las quemas y el polvo (directrices de la OMS de 2021).',
      'family-relocation': 'Compare los niveles anuales de PM2.5 (directriz de la OMS: media anual de 5 µg/m³), evite viviendas junto a vías muy transitadas o industrias y compruebe que la casa se puede sellar y filtrar.',
      'business-setup': 'Instale una buena filtración (MERV 13 o superior donde el sistema lo permita), controle el aire interior y prevea límites al trabajo al aire libre y mascarillas para el personal en los días de AQI alto.',
      travel: 'Consulte la previsión del AQI antes de salir, sobre todo si tiene asma o una enfermedad cardíaca, lleve mascarillas N95/FFP2 y sus medicamentos, y prevea actividades bajo techo para los días de contaminación.',
      investment: 'La contaminación persistente perjudica la salud, la productividad y el atractivo de los inmuebles: incluya en los planes a largo plazo los costes de filtración y el endurecimiento de la normativa de calidad del aire.',
    },
  },
  drought: {
    core: 'Use el agua con moderación, respete las restricciones locales y guarde suficiente agua potable para cada persona, unos 4 litros al día durante varios días (Ready.gov, OMS).',
    level: {
      low: 'Es poco probable un periodo seco que altere la vida diaria en este periodo (menos de un día previsto); repare las fugas y siga las previsiones estacionales de su servicio meteorológico nacional.',
      moderate: 'Empiece ya a ahorrar agua: repare las fugas, riegue el jardín temprano o al atardecer, recoja agua de lluvia donde esté permitido y revise el estado de pozos y depósitos.',
      high: 'Prepárese para la escasez: acuerde prioridades de uso del agua para beber, la higiene y el ganado, interésese por agricultores y pastores, y actúe pronto sobre los planes de cultivo y forraje (acción temprana de la FAO).',
      severe: 'Es probable una sequía: cuente con restricciones y con precios más altos de los alimentos y del agua, asegure agua potable y productos de higiene, y apoye pronto a los hogares más expuestos.',
    },
    lens: {
      'community-planning': 'Active los planes de alerta temprana ante la sequía: vigile embalses y pozos, coordine el racionamiento de agua y financie de antemano la acción temprana para agricultores y ganaderos (acción anticipatoria de la FAO).',
      'family-relocation': 'Compruebe la fiabilidad del suministro de agua y la profundidad del pozo, las restricciones pasadas y el vínculo con los incendios forestales, y si el jardín y la vivienda están pensados para consumir poca agua.',
      'business-setup': 'Calcule cuánta agua necesitan sus operaciones y sus proveedores, planifique medidas de eficiencia y fuentes alternativas, y revise los contratos ante posibles cortes de suministro.',
      travel: 'Respete las restricciones de agua y las prohibiciones de fuego, lleve agua potable en las zonas rurales y compruebe que los destinos (parques, ríos) están abiertos y son navegables.',
      investment: 'Incluya la escasez de agua en las valoraciones de terrenos, agricultura e industria: los derechos de agua, los costes de riego y las condiciones del seguro agrario pesan más a medida que se agravan las sequías.',
    },
  },
  'food-insecurity': {
    core: 'Siga el análisis de la CIF (IPC) y las previsiones de FEWS NET para el país, y guarde una reserva de alimentos no perecederos y agua (Ready.gov recomienda suministros para varios días como mínimo).',
    level: {
      low: 'FEWS NET no prevé una crisis alimentaria aquí: es poco probable que el acceso a los alimentos le afecte, aunque los precios pueden moverse tras sequías o crisis en el extranjero.',
      moderate: 'Es posible una crisis alimentaria (fase 2 de la CIF, «Acentuada», o cierta probabilidad de fase 3): vigile los precios de los alimentos básicos, tenga provisiones para unas semanas y apoye los programas locales de alerta temprana y nutrición.',
      high: 'Se prevé o es probable una crisis alimentaria (fase 3 de la CIF, «Crisis»): cuente con subidas de precios y escasez; asegure pronto los suministros y compruebe que la ayuda llega a los hogares vulnerables.',
      severe: 'Esto corresponde a una emergencia (fases 4-5 de la CIF): la ayuda alimentaria humanitaria está en marcha o hace falta; coordínese con el PMA y el clúster de seguridad alimentaria y evite aumentar la demanda sobre unas existencias locales escasas.',
    },
    lens: {
      'community-planning': 'Planifique una acción anticipatoria: sitúe existencias de antemano, proteja los medios de vida antes de la temporada de escasez y siga las normas Esfera de seguridad alimentaria y nutrición en cualquier respuesta.',
      'family-relocation': 'Compruebe a lo largo del año los precios locales de los alimentos, el acceso a los mercados y el suministro de agua, también en la temporada de escasez, y cómo salieron adelante los hogares en la última sequía o subida de precios.',
      'business-setup': 'Cuente con volatilidad en los precios de los insumos y de los alimentos básicos: diversifique proveedores, mantenga existencias de reserva y siga los informes por país del SMIA (GIEWS) de la FAO sobre cosechas y alertas de precios.',
      travel: 'Lleve comida y agua potable suficientes para los tramos remotos, no dependa de los mercados locales donde se informe de escasez y siga los consejos de seguridad alimentaria y del agua para viajeros.',
      investment: 'Incluya en la rentabilidad el riesgo de los precios de los alimentos y de la estabilidad social: consulte los informes de la FAO y el PMA sobre focos de hambre y la exposición a una agricultura y unas importaciones sensibles a la sequía.',
    },
  },
  conflict: {
    core: 'Siga las recomendaciones de viaje de su gobierno para el país (p. ej., FCDO del Reino Unido, Departamento de Estado de EE. UU.) y las instrucciones de las autoridades locales, evite manifestaciones y aglomeraciones, y tenga listos los documentos de identidad y una vía de salida.',
    level: {
      low: 'ViEWS prevé pocos o ningún combate de conflicto estatal en el país; bastan las precauciones normales, pero consulte la última recomendación de viaje antes de comprometerse.',
      moderate: 'Es posible que haya combates en el país: extreme la precaución, lea la recomendación de viaje vigente para las regiones que necesite y tenga una lista de contactos de emergencia y de su embajada.',
      high: 'Se prevé un conflicto armado con muertes en combate en el país: reconsidere los viajes o traslados no esenciales, planifique cómo se marcharía (rutas, documentos, efectivo, combustible) y acuerde horas de contacto con la familia o el personal.',
      severe: 'Esto corresponde a una crisis humanitaria: a este nivel, las recomendaciones suelen desaconsejar todo viaje; si está allí, siga las actualizaciones de OCHA y del CICR, prepárese para refugiarse o evacuar con poca antelación y tenga provisiones para varios días.',
    },
    lens: {
      'community-planning': 'Determine adónde pueden llegar las personas desplazadas y qué servicios (agua, salud, escuelas) necesitarán, y coordínese con el sistema de clústeres de OCHA de la ONU y con la protección civil local.',
      'family-relocation': 'Antes de mudarse, lea las recomendaciones oficiales de viaje por regiones, compruebe el acceso a escuelas y hospitales que sigan abiertos durante los disturbios y mantenga al día pasaportes y permisos de residencia.',
      'business-setup': 'Aplique una diligencia debida sensible al conflicto (guía del Pacto Mundial de la ONU y los PRI; guía de la OCDE para zonas afectadas por conflictos y de alto riesgo): planes de seguridad para el personal, seguro de evacuación y control de proveedores.',
      travel: 'Compruebe el nivel de alerta vigente para su ruta exacta, inscríbase en su embajada, contrate un seguro que cubra este país y evite viajar de noche y cerca de fronteras o instalaciones militares.',
      investment: 'Incluya en el precio el riesgo de violencia política: analice las tendencias de eventos de ACLED, el seguro contra riesgos políticos (p. ej., MIGA) y la exposición de activos y cadenas de suministro a sanciones y perturbaciones.',
    },
  },
};
