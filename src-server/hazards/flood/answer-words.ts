// Flood: the answers' and the dashboard's words in each language, pure data importing nothing (its definition carries
// them as `words` and the registry composes them into the catalogues; hazards/hazard-names.ts lists its name and event
// words for the dashboard): the catalogues' `common.hazard.flood`, `common.risk.flood`, `guidance.flood`,
// the `flood` model section, `eonet.hazard.flood`, the dashboard's `event.criteria`. The English name is the definition's label (a test checks).

/** Its name, and its "<hazard> risk" where a language words that its own way (English has only the generic one). */
export const FLOOD_NAME_WORDS = {
  hazard: 'flood',
  // English
  en: { name: 'Flood' },
  // Spanish
  es: { name: 'Inundación', risk: 'Riesgo de inundación' },
  // French
  fr: { name: 'Inondation', risk: 'Risque d’inondation' },
  // Portuguese
  pt: { name: 'Inundação', risk: 'Risco de inundação' },
  // German
  de: { name: 'Hochwasser', risk: 'Hochwasserrisiko' },
};

/** Its guidance (agencies' advice by level and lens, what its event says of the place) and its model's sentences. */
export const FLOOD_ANSWER_WORDS = {
  hazard: 'flood',
  modelSection: 'flood',
  // English
  en: {
    guidance: {
      core: "Never walk or drive through flood water: 15 cm (6 in) of moving water can knock you down and 30 cm (1 ft) can sweep a car away; turn around, don't drown (NWS, Ready.gov).",
      lens: {
        'community-planning':
          'Check that warnings reach people in low-lying and informal settlements, pre-position pumps and shelters, and keep drains and retention basins clear before the rains.',
        'family-relocation':
          'Before choosing a home, check its flood-zone map, ask neighbours how high past floods reached, and prefer raised ground floors with no basement bedrooms.',
        'business-setup':
          'Raise stock, servers and electrical panels above the recorded flood height, back up records off-site and line up flood cover early (NFIP policies start after a 30-day wait in the US).',
        travel:
          'Avoid low-lying riverside and coastal lodging in the rainy season, check road closures before driving, and never cross a flooded road or bridge.',
        investment:
          'Price flood exposure in: check return-period flood maps and insurance availability, prefer sites above the 100-year flood level, and budget for drainage and flood-proofing.',
      },
      situation: {
        noRiver:
          "No river runs through this place's cell of the GloFAS river network, so river flooding cannot reach it; what can flood it is heavy rain that drains and low ground cannot take, so know which streets, underpasses and basements pond and keep drains and gutters clear.",
      },
    },
    model: {
      riverPerYear: 'the river above its {{years}}-year level ({{q}} m³/s)',
      rainPerYear: 'a day above the local {{years}}-year rain ({{mm}} mm)',
      chancePerYear: 'Chance per year of {{what}}: {{chance}} in {{years}} past years.',
      cmip6:
        "CMIP6 (MRI-AGCM3-2-S): days above the run's present 99th-percentile rain become {{ratio}}x as frequent by {{year}}; the window's mean chance per year is {{chance}}.",
      riverMembers:
        'GloFAS: {{hits}} of {{members}} members take the river above its {{years}}-year level ({{q}} m³/s) by {{date}}; median member peak {{peak}} m³/s.',
      rainMembers: 'Ensemble rain: {{hits}} of {{members}} members bring a day above the local {{years}}-year rain ({{mm}} mm).',
      rest: 'The {{days}} day(s) past the forecasts: {{chance}} (the same dates held the event in {{hits}} of {{years}} past years).',
      usually: 'Usually (same dates, past years): {{clim}}; this forecast: {{chance}}.',
      noRiver: 'No river at this GloFAS cell (its reanalysis discharge is 0 m³/s): river flooding cannot happen here; rain only.',
      riverUnknown: 'The GloFAS reanalysis did not answer: the river cannot be judged, rain only.',
      riverCell: 'River cell (GloFAS): 2-, 5- and 20-year levels {{levels}} m³/s (Gumbel, {{years}} years of annual maxima).',
      noRain: '{{history}} did not answer: heavy rain is not judged.',
      eventRiver: 'the river at {{place}} rises above its {{years}}-year return level ({{q}} m³/s, GloFAS)',
      eventRain: 'a day brings more rain than the local {{years}}-year level ({{mm}} mm, {{history}})',
      damage: 'floods above the {{years}}-year level, river or rain',
    },
    eonet: 'flood',
  },
  // Spanish
  es: {
    guidance: {
      core: 'Nunca camine ni conduzca por agua de inundación: 15 cm de agua en movimiento pueden derribarle y 30 cm pueden arrastrar un coche; dé la vuelta, no se ahogue (NWS, Ready.gov).',
      lens: {
        'community-planning':
          'Compruebe que los avisos llegan a quienes viven en zonas bajas y asentamientos informales, sitúe de antemano bombas y albergues, y mantenga limpios los desagües y las balsas de laminación antes de las lluvias.',
        'family-relocation':
          'Antes de elegir vivienda, consulte el mapa de zonas inundables, pregunte a los vecinos hasta dónde llegaron las inundaciones pasadas y prefiera plantas bajas elevadas sin dormitorios en el sótano.',
        'business-setup':
          'Eleve existencias, servidores y cuadros eléctricos por encima de la cota de inundación registrada, guarde copias de los registros fuera de las instalaciones y contrate pronto el seguro de inundación (en EE. UU., las pólizas NFIP entran en vigor tras una espera de 30 días).',
        travel:
          'Evite alojarse en zonas bajas junto a ríos o costas en la estación de lluvias, consulte los cortes de carretera antes de conducir y no cruce nunca una carretera o un puente inundados.',
        investment:
          'Incluya la exposición a inundaciones en el precio: consulte los mapas de inundación por periodo de retorno y la disponibilidad de seguros, prefiera terrenos por encima de la cota de la avenida de 100 años y presupueste drenaje e impermeabilización.',
      },
      situation: {
        noRiver:
          'Ningún río atraviesa la celda de este lugar en la red fluvial de GloFAS, así que una crecida de río no puede alcanzarlo; lo que puede inundarlo es una lluvia intensa que el drenaje y los terrenos bajos no absorban, así que sepa qué calles, pasos subterráneos y sótanos se encharcan y mantenga limpios desagües y canalones.',
      },
    },
    model: {
      riverPerYear: 'que el río supere su nivel de {{years}} años ({{q}} m³/s)',
      rainPerYear: 'que un día supere la lluvia local de {{years}} años ({{mm}} mm)',
      chancePerYear: 'Probabilidad anual de {{what}}: {{chance}} en {{years}} años pasados.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): los días por encima del percentil 99 actual de lluvia de la simulación se vuelven {{ratio}} veces más frecuentes hacia {{year}}; la probabilidad anual media del periodo es del {{chance}}.',
      riverMembers:
        'GloFAS: {{hits}} de {{members}} miembros llevan el río por encima de su nivel de {{years}} años ({{q}} m³/s) antes del {{date}}; pico mediano de los miembros: {{peak}} m³/s.',
      rainMembers:
        'Lluvia del conjunto: {{hits}} de {{members}} miembros traen un día por encima de la lluvia local de {{years}} años ({{mm}} mm).',
      rest: 'Los {{days}} días posteriores a las previsiones: {{chance}} (las mismas fechas tuvieron el evento en {{hits}} de {{years}} años pasados).',
      usually: 'Lo habitual (mismas fechas, años pasados): {{clim}}; esta previsión: {{chance}}.',
      noRiver:
        'No hay río en esta celda de GloFAS (su caudal de reanálisis es 0 m³/s): aquí no puede haber crecidas de río; solo cuenta la lluvia.',
      riverUnknown: 'El reanálisis de GloFAS no respondió: no se puede evaluar el río; solo cuenta la lluvia.',
      riverCell: 'Celda fluvial (GloFAS): niveles de 2, 5 y 20 años de {{levels}} m³/s (Gumbel, {{years}} años de máximos anuales).',
      noRain: '{{history}} no respondió: no se evalúa la lluvia intensa.',
      eventRiver: 'el río en {{place}} supera su nivel de retorno de {{years}} años ({{q}} m³/s, GloFAS)',
      eventRain: 'un día trae más lluvia que el nivel local de {{years}} años ({{mm}} mm, {{history}})',
      damage: 'inundaciones por encima del nivel de {{years}} años, de río o de lluvia',
    },
    eonet: 'inundación',
  },
  // French
  fr: {
    guidance: {
      core: 'Ne marchez ni ne roulez jamais dans l’eau d’une inondation : 15 cm d’eau en mouvement peuvent vous faire tomber et 30 cm peuvent emporter une voiture ; faites demi-tour plutôt que de risquer la noyade (NWS, Ready.gov).',
      lens: {
        'community-planning':
          'Vérifiez que les alertes atteignent les habitants des zones basses et des quartiers informels, prépositionnez pompes et abris, et gardez dégagés les caniveaux et les bassins de rétention avant les pluies.',
        'family-relocation':
          'Avant de choisir un logement, consultez la carte des zones inondables, demandez aux voisins jusqu’où sont montées les crues passées et privilégiez un rez-de-chaussée surélevé sans chambre au sous-sol.',
        'business-setup':
          'Placez les stocks, les serveurs et les tableaux électriques au-dessus de la cote de crue relevée, sauvegardez les documents hors site et souscrivez tôt une assurance inondation (aux États-Unis, les polices NFIP ne prennent effet qu’après 30 jours).',
        travel:
          'Évitez les hébergements en zone basse au bord des rivières ou de la mer pendant la saison des pluies, vérifiez les fermetures de routes avant de prendre le volant et ne traversez jamais une route ou un pont inondés.',
        investment:
          'Intégrez l’exposition aux inondations dans le prix : consultez les cartes d’inondation par période de retour et l’offre d’assurance, privilégiez les terrains au-dessus de la crue centennale et prévoyez un budget pour le drainage et la protection contre l’eau.',
      },
      situation: {
        noRiver:
          'Aucune rivière ne traverse la maille de ce lieu dans le réseau hydrographique de GloFAS, donc une crue de rivière ne peut pas l’atteindre ; ce qui peut l’inonder, c’est une forte pluie que les évacuations et les terrains bas n’absorbent pas : sachez quelles rues, quels passages souterrains et quels sous-sols se remplissent d’eau et gardez les évacuations et les gouttières dégagées.',
      },
    },
    model: {
      riverPerYear: 'voir la rivière dépasser son niveau de {{years}} ans ({{q}} m³/s)',
      rainPerYear: 'connaître un jour au-dessus de la pluie locale de {{years}} ans ({{mm}} mm)',
      chancePerYear: 'Probabilité annuelle de {{what}} : {{chance}} sur {{years}} années passées.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S) : les jours au-dessus du 99e centile actuel de pluie de la simulation deviennent {{ratio}} fois plus fréquents d’ici {{year}} ; la probabilité annuelle moyenne de la période est de {{chance}}.',
      riverMembers:
        'GloFAS : {{hits}} des {{members}} membres portent la rivière au-dessus de son niveau de {{years}} ans ({{q}} m³/s) avant le {{date}} ; pic médian des membres : {{peak}} m³/s.',
      rainMembers:
        'Pluie de l’ensemble : {{hits}} des {{members}} membres apportent un jour au-dessus de la pluie locale de {{years}} ans ({{mm}} mm).',
      rest: 'Les {{days}} jours après les prévisions : {{chance}} (les mêmes dates ont connu l’événement {{hits}} années sur {{years}}).',
      usually: 'En temps normal (mêmes dates, années passées) : {{clim}} ; cette prévision : {{chance}}.',
      noRiver:
        'Aucune rivière dans cette maille GloFAS (son débit de réanalyse est de 0 m³/s) : aucune crue de rivière n’est possible ici ; seule la pluie compte.',
      riverUnknown: 'La réanalyse GloFAS n’a pas répondu : la rivière ne peut pas être évaluée ; seule la pluie compte.',
      riverCell: 'Maille fluviale (GloFAS) : niveaux de 2, 5 et 20 ans de {{levels}} m³/s (Gumbel, {{years}} années de maxima annuels).',
      noRain: '{{history}} n’a pas répondu : les fortes pluies ne sont pas évaluées.',
      eventRiver: 'la rivière à {{place}} dépasse son niveau de retour de {{years}} ans ({{q}} m³/s, GloFAS)',
      eventRain: 'un jour apporte plus de pluie que le niveau local de {{years}} ans ({{mm}} mm, {{history}})',
      damage: 'inondations au-delà du niveau de {{years}} ans, de rivière ou de pluie',
    },
    eonet: 'inondation',
  },
  // Portuguese
  pt: {
    guidance: {
      core: 'Nunca ande nem dirija por água de enchente: 15 cm de água em movimento podem derrubar uma pessoa e 30 cm podem arrastar um carro; dê meia-volta, não se arrisque a se afogar (NWS, Ready.gov).',
      lens: {
        'community-planning':
          'Verifique se os alertas chegam a quem vive em áreas baixas e em assentamentos informais, posicione antecipadamente bombas e abrigos, e mantenha limpos os bueiros e as bacias de retenção antes das chuvas.',
        'family-relocation':
          'Antes de escolher uma casa, consulte o mapa de zonas de inundação, pergunte aos vizinhos até onde chegaram as enchentes passadas e prefira térreos elevados, sem quartos no subsolo.',
        'business-setup':
          'Eleve estoques, servidores e quadros elétricos acima da cota de enchente registrada, faça cópias dos registros fora do local e contrate cedo o seguro contra enchentes (nos EUA, as apólices NFIP só valem depois de 30 dias).',
        travel:
          'Evite hospedagem em áreas baixas à beira de rios ou do mar na estação chuvosa, verifique as interdições de estradas antes de dirigir e nunca atravesse uma estrada ou ponte alagada.',
        investment:
          'Inclua a exposição a enchentes no preço: consulte os mapas de inundação por período de retorno e a oferta de seguros, prefira terrenos acima da cota da cheia de 100 anos e reserve verba para drenagem e proteção contra a água.',
      },
      situation: {
        noRiver:
          'Nenhum rio atravessa a célula deste lugar na rede fluvial do GloFAS, por isso a cheia de um rio não pode alcançá-lo; o que pode inundá-lo é uma chuva forte que a drenagem e os terrenos baixos não conseguem absorver, então saiba quais ruas, passagens subterrâneas e porões alagam e mantenha ralos e calhas limpos.',
      },
    },
    model: {
      riverPerYear: 'o rio passar do seu nível de {{years}} anos ({{q}} m³/s)',
      rainPerYear: 'um dia passar da chuva local de {{years}} anos ({{mm}} mm)',
      chancePerYear: 'Probabilidade anual de {{what}}: {{chance}} em {{years}} anos passados.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): os dias acima do percentil 99 atual de chuva da simulação ficam {{ratio}} vezes mais frequentes até {{year}}; a probabilidade anual média do período é de {{chance}}.',
      riverMembers:
        'GloFAS: {{hits}} de {{members}} membros levam o rio acima do seu nível de {{years}} anos ({{q}} m³/s) até {{date}}; pico mediano dos membros: {{peak}} m³/s.',
      rainMembers: 'Chuva do conjunto: {{hits}} de {{members}} membros trazem um dia acima da chuva local de {{years}} anos ({{mm}} mm).',
      rest: 'Os {{days}} dias depois das previsões: {{chance}} (as mesmas datas tiveram o evento em {{hits}} de {{years}} anos passados).',
      usually: 'O habitual (mesmas datas, anos passados): {{clim}}; esta previsão: {{chance}}.',
      noRiver: 'Não há rio nesta célula do GloFAS (a sua vazão de reanálise é 0 m³/s): aqui não pode haver cheia de rio; só conta a chuva.',
      riverUnknown: 'A reanálise do GloFAS não respondeu: não é possível avaliar o rio; só conta a chuva.',
      riverCell: 'Célula fluvial (GloFAS): níveis de 2, 5 e 20 anos de {{levels}} m³/s (Gumbel, {{years}} anos de máximos anuais).',
      noRain: 'O {{history}} não respondeu: a chuva forte não é avaliada.',
      eventRiver: 'o rio em {{place}} passa do seu nível de retorno de {{years}} anos ({{q}} m³/s, GloFAS)',
      eventRain: 'um dia traz mais chuva do que o nível local de {{years}} anos ({{mm}} mm, {{history}})',
      damage: 'inundações acima do nível de {{years}} anos, de rio ou de chuva',
    },
    eonet: 'inundação',
  },
  // German
  de: {
    guidance: {
      core: 'Gehen oder fahren Sie nie durch Hochwasser: 15 cm fließendes Wasser können Sie umwerfen und 30 cm ein Auto mitreißen; kehren Sie um, statt zu ertrinken (NWS, Ready.gov).',
      lens: {
        'community-planning':
          'Prüfen Sie, ob Warnungen die Menschen in tief liegenden Gebieten und informellen Siedlungen erreichen, stellen Sie Pumpen und Notunterkünfte vorab bereit und halten Sie Abflüsse und Rückhaltebecken vor der Regenzeit frei.',
        'family-relocation':
          'Prüfen Sie vor der Wahl einer Wohnung die Hochwassergefahrenkarte, fragen Sie die Nachbarn, wie hoch frühere Hochwasser standen, und bevorzugen Sie erhöhte Erdgeschosse ohne Schlafräume im Keller.',
        'business-setup':
          'Lagern Sie Bestände, Server und Schaltschränke über der höchsten dokumentierten Hochwasserlinie, sichern Sie Unterlagen außer Haus und schließen Sie früh eine Hochwasserversicherung ab (in den USA gelten NFIP-Policen erst nach 30 Tagen Wartezeit).',
        travel:
          'Meiden Sie in der Regenzeit tief gelegene Unterkünfte an Flüssen und Küsten, prüfen Sie Straßensperrungen vor der Fahrt und überqueren Sie nie eine überflutete Straße oder Brücke.',
        investment:
          'Preisen Sie das Hochwasserrisiko ein: Prüfen Sie Hochwasserkarten nach Wiederkehrperiode und die Versicherbarkeit, bevorzugen Sie Grundstücke über dem hundertjährlichen Hochwasser und planen Sie Geld für Entwässerung und Hochwasserschutz ein.',
      },
      situation: {
        noRiver:
          'Durch die Zelle dieses Ortes im Flussnetz von GloFAS fließt kein Fluss, ein Flusshochwasser kann ihn also nicht erreichen; überfluten kann ihn Starkregen, den Kanalisation und tief liegendes Gelände nicht aufnehmen, also wissen Sie, welche Straßen, Unterführungen und Keller volllaufen, und halten Sie Abflüsse und Dachrinnen frei.',
      },
    },
    model: {
      riverPerYear: 'dass der Fluss seinen {{years}}-jährlichen Pegel übersteigt ({{q}} m³/s)',
      rainPerYear: 'dass ein Tag den örtlichen {{years}}-jährlichen Regen übersteigt ({{mm}} mm)',
      chancePerYear: 'Jährliche Wahrscheinlichkeit, {{what}}: {{chance}} in {{years}} vergangenen Jahren.',
      cmip6:
        'CMIP6 (MRI-AGCM3-2-S): Tage über dem heutigen 99. Regenperzentil des Laufs werden bis {{year}} {{ratio}}-mal so häufig; die mittlere jährliche Wahrscheinlichkeit im Zeitraum beträgt {{chance}}.',
      riverMembers:
        'GloFAS: {{hits}} von {{members}} Mitgliedern bringen den Fluss bis {{date}} über seinen {{years}}-jährlichen Pegel ({{q}} m³/s); mittlere Spitze der Mitglieder: {{peak}} m³/s.',
      rainMembers:
        'Ensemble-Regen: {{hits}} von {{members}} Mitgliedern bringen einen Tag über dem örtlichen {{years}}-jährlichen Regen ({{mm}} mm).',
      rest: 'Die {{days}} Tage nach den Vorhersagen: {{chance}} (an denselben Tagen trat das Ereignis in {{hits}} von {{years}} vergangenen Jahren ein).',
      usually: 'Üblich (dieselben Tage, vergangene Jahre): {{clim}}; diese Vorhersage: {{chance}}.',
      noRiver:
        'Kein Fluss in dieser GloFAS-Zelle (ihr Reanalyse-Abfluss ist 0 m³/s): Ein Flusshochwasser ist hier nicht möglich; nur Regen zählt.',
      riverUnknown: 'Die GloFAS-Reanalyse hat nicht geantwortet: Der Fluss lässt sich nicht beurteilen; nur Regen zählt.',
      riverCell: 'Flusszelle (GloFAS): 2-, 5- und 20-jährliche Pegel {{levels}} m³/s (Gumbel, {{years}} Jahre mit Jahreshöchstwerten).',
      noRain: '{{history}} hat nicht geantwortet: Starkregen wird nicht beurteilt.',
      eventRiver: 'der Fluss in {{place}} übersteigt seinen {{years}}-jährlichen Pegel ({{q}} m³/s, GloFAS)',
      eventRain: 'ein Tag bringt mehr Regen als der örtliche {{years}}-jährliche Wert ({{mm}} mm, {{history}})',
      damage: 'Hochwasser über dem {{years}}-jährlichen Wert, durch Fluss oder Regen',
    },
    eonet: 'Hochwasser',
  },
};

/** The names of its event's own criteria, as the dashboard lists them under the event (event.criteria). */
export const FLOOD_EVENT_WORDS = {
  hazard: 'flood',
  // English
  en: {
    returnPeriodYears: 'return period years',
    river: 'river',
    riverLevelM3s: 'river level (m³/s)',
    rainLevelMm: 'rain level (mm)',
  },
  // Spanish
  es: {
    returnPeriodYears: 'periodo de retorno (años)',
    river: 'río',
    riverLevelM3s: 'nivel del río (m³/s)',
    rainLevelMm: 'nivel de lluvia (mm)',
  },
  // French
  fr: {
    returnPeriodYears: 'période de retour (années)',
    river: 'rivière',
    riverLevelM3s: 'niveau de la rivière (m³/s)',
    rainLevelMm: 'niveau de pluie (mm)',
  },
  // Portuguese
  pt: {
    returnPeriodYears: 'período de retorno (anos)',
    river: 'rio',
    riverLevelM3s: 'nível do rio (m³/s)',
    rainLevelMm: 'nível de chuva (mm)',
  },
  // German
  de: {
    returnPeriodYears: 'Wiederkehrperiode (Jahre)',
    river: 'Fluss',
    riverLevelM3s: 'Flusspegel (m³/s)',
    rainLevelMm: 'Regenmenge (mm)',
  },
};
