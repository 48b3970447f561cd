// German guidance per hazard (the English catalogue's sentences; agency names and units kept).
import type { guidance as en } from '../en/guidance.js';
import type { Catalogue } from '../types.js';

export const guidance: Catalogue<typeof en> = {
  earthquake: {
    core: 'Wenn der Boden bebt: auf den Boden gehen, Deckung suchen und festhalten, bis es aufhört; halten Sie sich von Fenstern fern und rennen Sie nicht ins Freie (Ready.gov).',
    level: {
      low: 'Starke Erschütterungen (MMI VI oder mehr) sind hier in diesem Zeitraum unwahrscheinlich; bleiben Sie grundlegend vorbereitet: Sichern Sie schwere Möbel und wissen Sie, wo Sie Schutz finden.',
      moderate: 'Starke Erschütterungen sind in diesem Zeitraum gut möglich: Befestigen Sie hohe Möbel, Warmwasserbereiter und Regale an der Wand und halten Sie eine Notfallausrüstung für 3 Tage mit Wasser, Essen, Taschenlampe und Erster Hilfe bereit (FEMA P-530).',
      high: 'Stellen Sie sich auf starke Erschütterungen ein: Prüfen Sie, ob die Gebäude, auf die Sie angewiesen sind, die geltenden Erdbebennormen erfüllen, und vereinbaren Sie einen Treffpunkt mit Familie oder Personal.',
      severe: 'Schadenbringende Erdbeben sind hier wahrscheinlich: Lassen Sie bauliche Ertüchtigungen bestätigen, lagern Sie Vorräte für mindestens 3 Tage pro Person und melden Sie sich, wo vorhanden, für lokale Frühwarnungen an (zum Beispiel ShakeAlert).',
    },
    lens: {
      'community-planning': 'Prüfen und ertüchtigen Sie vorrangig Schulen, Krankenhäuser und unbewehrtes Mauerwerk, und üben Sie den Notfallplan (zum Beispiel mit einer ShakeOut-Übung).',
      'family-relocation': 'Fragen Sie vor der Wahl einer Wohnung nach dem Baujahr und den Erdbebenertüchtigungen, und prüfen Sie, ob das Gebiet als gefährdet für Bodenverflüssigung oder Hangrutschungen kartiert ist.',
      'business-setup': 'Verankern Sie Regale und Anlagen, sichern Sie Daten außer Haus und schreiben Sie einen Notfallplan für den Betrieb, der mit Tagen ohne Strom und ohne Straßenzugang rechnet (FEMA QuakeSmart).',
      travel: 'Merken Sie sich die Notausgänge Ihrer Unterkunft, stellen Sie Schuhe und eine Taschenlampe ans Bett und folgen Sie nach einem Beben den örtlichen Behörden und Ihrer Botschaft.',
      investment: 'Preisen Sie das Erdbebenrisiko ein: Verlangen Sie Baugutachten, prüfen Sie Verfügbarkeit und Selbstbehalte einer Erdbebenversicherung und bevorzugen Sie Gebäude nach modernen Erdbebennormen.',
    },
  },
  flood: {
    core: 'Gehen oder fahren Sie nie durch Hochwasser: 15 cm fließendes Wasser können Sie umwerfen und 30 cm ein Auto mitreißen; kehren Sie um, statt zu ertrinken (NWS, Ready.gov).',
    level: {
      low: 'Ein Hochwasser ist in diesem Zeitraum unwahrscheinlich; wissen Sie, ob Sie in einem kartierten Überschwemmungsgebiet wohnen und wie Sie örtliche Hochwasserwarnungen erreichen.',
      moderate: 'Melden Sie sich für Hochwasserwarnungen an, packen Sie einen Notfallrucksack mit Dokumenten, Medikamenten und Taschenlampe und bringen Sie Wertsachen und Elektrogeräte über das Erdgeschoss (Ready.gov).',
      high: 'Bereiten Sie das Verlassen vor: Planen Sie einen Weg auf höheres Gelände, der tief liegende Übergänge meidet, reinigen Sie Abflüsse und Dachrinnen, und halten Sie Sandsäcke oder Hochwassersperren für die Türen bereit.',
      severe: 'Hochwasser ist wahrscheinlich: Bringen Sie Menschen, Fahrzeuge und wichtige Bestände jetzt auf höheres Gelände, schalten Sie den Strom an der Hauptsicherung ab, wenn Wasser eindringen kann, und verlassen Sie den Ort, wenn die Behörden es anordnen.',
    },
    lens: {
      'community-planning': 'Prüfen Sie, ob Warnungen die Menschen in tief liegenden Gebieten und informellen Siedlungen erreichen, stellen Sie Pumpen und Notunterkünfte vorab bereit und halten Sie Abflüsse und Rückhaltebecken vor der Regenzeit frei.',
      'family-relocation': 'Prüfen Sie vor der Wahl einer Wohnung die Hochwassergefahrenkarte, fragen Sie die Nachbarn, wie hoch frühere Hochwasser standen, und bevorzugen Sie erhöhte Erdgeschosse ohne Schlafräume im Keller.',
      'business-setup': 'Lagern Sie Bestände, Server und Schaltschränke über der höchsten dokumentierten Hochwasserlinie, sichern Sie Unterlagen außer Haus und schließen Sie früh eine Hochwasserversicherung ab (in den USA gelten NFIP-Policen erst nach 30 Tagen Wartezeit).',
      travel: 'Meiden Sie in der Regenzeit tief gelegene Unterkünfte an Flüssen und Küsten, prüfen Sie Straßensperrungen vor der Fahrt und überqueren Sie nie eine überflutete Straße oder Brücke.',
      investment: 'Preisen Sie das Hochwasserrisiko ein: Prüfen Sie Hochwasserkarten nach Wiederkehrperiode und die Versicherbarkeit, bevorzugen Sie Grundstücke über dem hundertjährlichen Hochwasser und planen Sie Geld für Entwässerung und Hochwasserschutz ein.',
    },
    situation: {
      noRiver: 'Durch die Zelle dieses Ortes im Flussnetz von GloFAS fließt kein Fluss, ein Flusshochwasser kann ihn also nicht erreichen; überfluten kann ihn Starkregen, den Kanalisation und tief liegendes Gelände nicht aufnehmen, also wissen Sie, welche Straßen, Unterführungen und Keller volllaufen, und halten Sie Abflüsse und Dachrinnen frei.',
    },
  },
  wildfire: {
    core: 'Wenn Sie zur Evakuierung aufgefordert werden, gehen Sie sofort über den von den Behörden genannten Weg; warten Sie nicht, bis Sie das Feuer sehen, und halten Sie eine N95-Maske gegen Rauch bereit (Ready.gov, IAFC „Ready, Set, Go!“).',
    level: {
      low: 'Kritisches Waldbrandwetter ist in diesem Zeitraum unwahrscheinlich; halten Sie die 1,5 m um Gebäude frei von trockenem Laub, Mulch und Brennholz (NFPA Firewise).',
      moderate: 'Prüfen Sie örtliche Feuerverbote, bevor Sie im Freien etwas verbrennen oder Maschinen einsetzen, packen Sie einen Notfallrucksack und kennen Sie zwei Wege aus Ihrem Viertel.',
      high: 'Kritisches Waldbrandwetter ist möglich: Befreien Sie Dachrinnen und Dächer von Laub und Zweigen, halten Sie, wo erlaubt, einen 30 m breiten Schutzstreifen mit spärlicher, grüner Vegetation und lassen Sie Ihr Auto vollgetankt in Fahrtrichtung Ausfahrt stehen.',
      severe: 'Brände in der Nähe sind wahrscheinlich: Seien Sie bereit, kurzfristig zu gehen, bringen Sie schutzbedürftige Menschen früh weg, schließen Sie Fenster und Lüftungen gegen Funkenflug und Rauch, und befolgen Sie Evakuierungsanordnungen sofort.',
    },
    lens: {
      'community-planning': 'Pflegen Sie Brandschneisen und Fluchtwege, testen Sie Warnsysteme und Schutzräume mit sauberer Luft, und planen Sie Transport für Menschen ohne Auto.',
      'family-relocation': 'Prüfen Sie, ob die Wohnung im Übergangsbereich zwischen Wald und Siedlung liegt, wie viele Straßen hinausführen und ob Dach, Lüftungen und Fassade gegen Funkenflug beständig sind.',
      'business-setup': 'Halten Sie einen Schutzstreifen um das Gelände, lagern Sie Treibstoffe und brennbare Stoffe sicher, planen Sie Schließungen wegen Rauch und Grenzen für Arbeit im Freien, und schützen Sie das Personal mit N95-Masken.',
      travel: 'Prüfen Sie Brand- und Rauchkarten vor Wanderungen oder dem Zelten, beachten Sie Parksperrungen und Feuerverbote, und wissen Sie, wie Sie das Gebiet schnell verlassen.',
      investment: 'Preisen Sie das Waldbrandrisiko ein: In Hochrisikogebieten wird Versicherungsschutz knapper; bevorzugen Sie funkenflugbeständige Bauweisen und Grundstücke mit Schutzstreifen und guter Zufahrt.',
    },
    situation: {
      noFuel: 'Hier gibt es keine brennbare Vegetation (ein hyperarider Ort), ein Waldbrand kann also am Ort selbst nicht entstehen; Rauch von Bränden anderswo kann trotzdem ankommen, also achten Sie auf Luftqualitätswarnungen, wenn es windaufwärts brennt.',
      starting: 'Die Waldbrandsaison beginnt hier: Die kommenden warmen, trockenen Tage beenden die Winterpause, und totes Gras und Streu aus dem Winter trocknen innerhalb weniger Tage.',
      snow: 'Schnee bedeckt den Boden, die Waldbrandsaison hat hier also nicht begonnen und es wird keine Brandgefahr berechnet; schauen Sie wieder nach, sobald der Schnee geschmolzen ist, denn totes Gras und Streu können innerhalb weniger Tage trocknen.',
      dormant: 'Die Waldbrandsaison hat hier nicht begonnen (Winter: Die Gefahr wird ab dem dritten Tag in Folge über {{startC}} °C berechnet); schauen Sie wieder nach, wenn es wärmer wird, denn totes Gras und Streu können innerhalb weniger Tage trocknen.',
    },
  },
  heat: {
    core: 'Trinken Sie bei Hitze regelmäßig Wasser, bleiben Sie in den heißesten Stunden an kühlen oder schattigen Orten, schauen Sie nach älteren Menschen, Säuglingen und chronisch Kranken, und lassen Sie nie jemanden in einem geparkten Auto zurück (WHO, CDC).',
    level: {
      low: 'Hitze, die den Alltag stört, ist in diesem Zeitraum unwahrscheinlich (weniger als ein Tag erwartet; heiße Tage sind im hier gewohnten Rahmen trotzdem möglich); kennen Sie die Anzeichen einer Hitzeerschöpfung (starkes Schwitzen, Schwindel, Übelkeit) und eines Hitzschlags, der ein medizinischer Notfall ist.',
      moderate: 'Legen Sie anstrengende Tätigkeiten auf den frühen Morgen oder den Abend, halten Sie Ventilatoren und Schatten bereit und wissen Sie, wo der nächste gekühlte öffentliche Raum ist.',
      high: 'Bereiten Sie sich auf heiße Tage vor: Prüfen Sie, ob Klimaanlage oder Kühlung funktionieren, vereinbaren Sie tägliche Anrufe bei Alleinlebenden und lagern Sie hitzeempfindliche Medikamente kühl.',
      severe: 'Extreme Hitze ist wahrscheinlich: Sagen Sie Arbeiten und Veranstaltungen im Freien ab oder verlegen Sie sie, öffnen Sie Kühlräume und rufen Sie bei Verwirrtheit, Ohnmacht oder heißer, trockener Haut sofort den Notruf.',
    },
    lens: {
      'community-planning': 'Setzen Sie einen Hitzeaktionsplan in Kraft: Frühwarnungen, Kühlräume mit verlängerten Öffnungszeiten, aufsuchende Hilfe für Isolierte und Obdachlose sowie Schatten und Wasser im öffentlichen Raum (WHO Europa).',
      'family-relocation': 'Bevorzugen Sie Wohnungen mit Dämmung, Sonnenschutz, Querlüftung oder Kühlung und Grünflächen in der Nähe; Dachgeschosswohnungen unter ungedämmten Dächern werden am heißesten.',
      'business-setup': 'Schützen Sie Beschäftigte mit Wasser, Pausen und Schatten und einem Hitzegewöhnungsplan für neues Personal (OSHA), und prüfen Sie, ob Kühlung, Strom und Kühlketten Spitzen standhalten.',
      travel: 'Legen Sie Besichtigungen auf Vormittag und Abend, nehmen Sie Wasser mit, wählen Sie eine Unterkunft mit Kühlung und achten Sie besonders auf Kinder und ältere Mitreisende.',
      investment: 'Rechnen Sie mit mehr heißen Tagen: Berücksichtigen Sie Kühlkosten, Produktivitätsgrenzen der Beschäftigten und die Belastung des Stromnetzes in Bewertungen, und bevorzugen Sie Gebäude, die passiv kühlen.',
    },
  },
  storm: {
    core: 'Wenn eine Sturmwarnung ausgegeben wird, bleiben Sie drinnen und weg von Fenstern, meiden Sie die Straßen und betreiben Sie nie einen Generator im Haus oder näher als 6 m an Fenstern (Ready.gov, CDC).',
    level: {
      low: 'Schadenbringende Stürme sind in diesem Zeitraum unwahrscheinlich; verfolgen Sie die Warnungen des nationalen Wetterdienstes und halten Sie eine Taschenlampe und ein geladenes Telefon griffbereit.',
      moderate: 'Sichern oder verstauen Sie Gartenmöbel, Tonnen und alles, was der Wind schleudern kann, schneiden Sie tote Äste zurück und halten Sie Wasser, Essen und Medikamente für 3 Tage vor (Ready.gov).',
      high: 'Stellen Sie sich auf schädlichen Wind ein: Prüfen Sie Fensterläden oder vernageln Sie Fenster, laden Sie Geräte und Powerbanks, tanken Sie voll und wissen Sie, welcher innen liegende Raum am sichersten ist.',
      severe: 'Ein schadenbringender Sturm ist wahrscheinlich: Befolgen Sie Evakuierungsanordnungen für Küsten- und Überschwemmungsgebiete, suchen Sie Schutz in einem kleinen innen liegenden Raum im tiefsten sicheren Stockwerk und halten Sie Abstand von heruntergefallenen Stromleitungen.',
    },
    lens: {
      'community-planning': 'Öffnen Sie Notunterkünfte früh, stellen Sie Trupps zum Räumen von Straßen und zur Wiederherstellung der Stromversorgung vorab bereit, prüfen Sie, ob Warnungen Menschen ohne Internet erreichen, und planen Sie Krankenhäuser mit Notstrom ein.',
      'family-relocation': 'Fragen Sie, wie sich die letzten Stürme auf die Gegend ausgewirkt haben, prüfen Sie die Widerstandsklassen von Dach und Fenstern und bevorzugen Sie Orte mit Erdkabeln und guter Entwässerung.',
      'business-setup': 'Schreiben Sie einen Sturmplan: Sichern Sie Geräte und Schilder im Freien, sichern Sie Daten, sorgen Sie für Notstrom und Ersatzlieferanten und sagen Sie dem Personal, wann es zu Hause bleiben soll.',
      travel: 'Meiden Sie nach Möglichkeit den Höhepunkt der örtlichen Sturm- oder Zyklonsaison, schließen Sie eine Versicherung gegen wetterbedingte Ausfälle ab und folgen Sie bei einer Warnung den örtlichen Behörden.',
      investment: 'Preisen Sie das Wind- und Sturmrisiko ein: Prüfen Sie die Bauvorschriften zur Windfestigkeit, die Selbstbehalte der Versicherung bei benannten Stürmen und die Widerstandsfähigkeit von Zufahrtsstraßen und Stromversorgung.',
    },
    situation: {
      outsideBasins: 'Dieser Ort liegt außerhalb der Becken tropischer Wirbelstürme, Hurrikane und Taifune erreichen ihn also selten; schädlicher Wind kommt hier von anderen Stürmen, etwa Winterstürmen und Fallböen von Gewittern.',
      inSeason: 'Der Zeitraum fällt in die {{season}}: Kennen Sie Ihre Evakuierungszone und verfolgen Sie die amtlichen Zyklonwarnungen, die Tage vor dem Landfall warnen.',
      outsideSeason: 'Der Zeitraum liegt außerhalb der {{season}}, ein Hurrikan oder Taifun ist also unwahrscheinlich; schädlicher Wind käme in diesem Zeitraum von anderen Stürmen, etwa Sturmtiefs und Gewittern.',
      season: 'Saison tropischer Wirbelstürme {{basin}} ({{dates}}, {{agency}})',
      range: '{{from}} bis {{to}}',
      allYear: 'ganzjährig',
    },
  },
  'air-quality': {
    core: 'Prüfen Sie den täglichen Luftqualitätsindex (AQI): Über 100 sollten Menschen mit Herz- oder Lungenerkrankungen, Ältere, Kinder und Schwangere lange oder starke Anstrengung im Freien einschränken; über 150 alle (US EPA AirNow).',
    level: {
      low: 'Luft, die so schlecht ist, dass sie Pläne ändert, ist in diesem Zeitraum unwahrscheinlich (weniger als ein Tag erwartet); empfindliche Menschen sollten trotzdem die tägliche AQI-Vorhersage verfolgen.',
      moderate: 'Verlegen Sie Sport an belasteten Tagen nach drinnen oder in die saubereren Morgenstunden, halten Sie Fenster geschlossen und Inhalatoren und Medikamente griffbereit.',
      high: 'Stellen Sie sich auf ungesunde Luft ein: Richten Sie einen sauberen Raum mit HEPA-Luftreiniger ein, halten Sie gut sitzende N95/FFP2-Masken für draußen bereit und planen Sie Beschäftigungen drinnen für Kinder (EPA).',
      severe: 'Ungesunde Luft ist wahrscheinlich: Begrenzen Sie für alle die Zeit im Freien, filtern Sie die Raumluft mit HEPA, tragen Sie draußen eine gut sitzende N95/FFP2-Maske und suchen Sie bei Brustschmerzen oder Atemnot ärztliche Hilfe.',
    },
    lens: {
      'community-planning': 'Verbreiten Sie AQI-Warnungen über Schulen und Gesundheitszentren, passen Sie Schulaktivitäten im Freien an schlechten Tagen an und gehen Sie gegen örtliche Quellen wie Verkehr, Verbrennung und Staub vor (WHO-Leitlinien 2021).',
      'family-relocation': 'Vergleichen Sie die jährlichen PM2,5-Werte (WHO-Leitwert: 5 µg/m³ im Jahresmittel), meiden Sie Wohnungen an stark befahrenen Straßen oder neben Industrie und prüfen Sie, ob sich die Wohnung abdichten und filtern lässt.',
      'business-setup': 'Bauen Sie eine gute Filterung ein (MERV 13 oder besser, wo die Anlage es erlaubt), überwachen Sie die Raumluft und planen Sie für Tage mit hohem AQI Grenzen für Arbeit im Freien und Masken für das Personal.',
      travel: 'Prüfen Sie vor der Reise die AQI-Vorhersage, besonders mit Asthma oder einer Herzerkrankung, packen Sie N95/FFP2-Masken und Medikamente ein und planen Sie Beschäftigungen drinnen für Smogtage.',
      investment: 'Anhaltende Luftverschmutzung mindert Gesundheit, Produktivität und Attraktivität von Immobilien: Berücksichtigen Sie Filterkosten und strengere Luftqualitätsvorschriften in langfristigen Plänen.',
    },
  },
  drought: {
    core: 'Gehen Sie sparsam mit Wasser um, halten Sie örtliche Einschränkungen ein und lagern Sie genug sicheres Trinkwasser für jede Person, etwa 4 Liter pro Tag für mehrere Tage (Ready.gov, WHO).',
    level: {
      low: 'Eine Trockenperiode, die den Alltag stört, ist in diesem Zeitraum unwahrscheinlich (weniger als ein Tag erwartet); beheben Sie Lecks und verfolgen Sie die Jahreszeitenvorhersagen Ihres nationalen Wetterdienstes.',
      moderate: 'Sparen Sie ab jetzt Wasser: Beheben Sie Lecks, gießen Sie den Garten früh oder spät, sammeln Sie Regenwasser, wo es erlaubt ist, und prüfen Sie den Zustand von Brunnen und Tanks.',
      high: 'Planen Sie für Knappheit: Legen Sie Prioritäten für Trinkwasser, Hygiene und Vieh fest, erkundigen Sie sich nach Bauern und Viehhaltern und handeln Sie früh bei Anbau- und Futterplänen (frühzeitiges Handeln der FAO).',
      severe: 'Eine Dürre ist wahrscheinlich: Rechnen Sie mit Einschränkungen und höheren Preisen für Lebensmittel und Wasser, sichern Sie Trinkwasser und Hygieneartikel und unterstützen Sie die am stärksten betroffenen Haushalte frühzeitig.',
    },
    lens: {
      'community-planning': 'Lösen Sie Dürre-Frühwarnpläne aus: Überwachen Sie Stauseen und Brunnen, koordinieren Sie die Wasserrationierung und finanzieren Sie frühzeitiges Handeln für Bauern und Viehhalter im Voraus (vorausschauendes Handeln der FAO).',
      'family-relocation': 'Prüfen Sie die Zuverlässigkeit der Wasserversorgung und die Brunnentiefe, frühere Einschränkungen und die Verbindung zu Waldbränden, und ob Garten und Haus auf wenig Wasser ausgelegt sind.',
      'business-setup': 'Ermitteln Sie, wie viel Wasser Ihr Betrieb und Ihre Lieferanten brauchen, planen Sie Einsparungen und andere Quellen, und prüfen Sie Verträge auf Versorgungsunterbrechungen.',
      travel: 'Beachten Sie Wassereinschränkungen und Feuerverbote, nehmen Sie in ländlichen Gebieten Trinkwasser mit und prüfen Sie, ob Ziele (Parks, Flüsse) geöffnet und schiffbar sind.',
      investment: 'Berücksichtigen Sie Wasserknappheit bei der Bewertung von Land, Landwirtschaft und Industrie: Wasserrechte, Bewässerungskosten und die Bedingungen der Ernteversicherung wiegen schwerer, je tiefer die Dürren werden.',
    },
  },
  'food-insecurity': {
    core: 'Verfolgen Sie die IPC-Analyse und den Ausblick von FEWS NET für das Land und halten Sie einen Vorrat an haltbaren Lebensmitteln und Wasser (Ready.gov rät zu Vorräten für mindestens mehrere Tage).',
    level: {
      low: 'FEWS NET erwartet hier keine Ernährungskrise: Der Zugang zu Lebensmitteln dürfte Sie kaum beeinträchtigen, doch die Preise können sich nach Dürren oder Krisen im Ausland trotzdem bewegen.',
      moderate: 'Eine Ernährungskrise ist möglich (IPC-Phase 2, „Angespannt“, oder eine gewisse Chance auf Phase 3): Beobachten Sie die Preise für Grundnahrungsmittel, halten Sie Vorräte für einige Wochen und unterstützen Sie örtliche Frühwarn- und Ernährungsprogramme.',
      high: 'Eine Ernährungskrise wird vorhergesagt oder ist wahrscheinlich (IPC-Phase 3, „Krise“): Rechnen Sie mit Preissteigerungen und Engpässen; sichern Sie sich früh Vorräte und prüfen Sie, ob die Hilfe gefährdete Haushalte erreicht.',
      severe: 'Das entspricht einem Notstand (IPC-Phasen 4-5): Humanitäre Nahrungsmittelhilfe läuft oder wird gebraucht; stimmen Sie sich mit dem WFP und dem Cluster Ernährungssicherheit ab und vermeiden Sie zusätzliche Nachfrage nach knappen örtlichen Vorräten.',
    },
    lens: {
      'community-planning': 'Planen Sie vorausschauendes Handeln: Lagern Sie Vorräte vorab ein, schützen Sie Lebensgrundlagen vor der mageren Zeit und halten Sie sich bei jeder Hilfe an die Sphere-Standards für Ernährungssicherheit und Ernährung.',
      'family-relocation': 'Prüfen Sie über das Jahr hinweg die örtlichen Lebensmittelpreise, den Zugang zu Märkten und die Wasserversorgung, auch in der mageren Zeit, und wie die Haushalte die letzte Dürre oder Preisspitze bewältigt haben.',
      'business-setup': 'Rechnen Sie mit schwankenden Preisen für Vorleistungen und Grundnahrungsmittel: Streuen Sie Lieferanten, halten Sie Pufferbestände und verfolgen Sie die Länderberichte von FAO GIEWS zu Ernten und Preiswarnungen.',
      travel: 'Nehmen Sie für abgelegene Strecken genug Essen und sicheres Wasser mit, verlassen Sie sich nicht auf örtliche Märkte, wo Engpässe gemeldet werden, und befolgen Sie die Hinweise zur Lebensmittel- und Wassersicherheit für Reisende.',
      investment: 'Berücksichtigen Sie das Risiko von Lebensmittelpreisen und sozialer Stabilität in den Renditen: Prüfen Sie die Berichte von FAO und WFP zu Hunger-Brennpunkten und die Abhängigkeit von dürreempfindlicher Landwirtschaft und Importen.',
    },
  },
  conflict: {
    core: 'Befolgen Sie die Reisehinweise Ihrer Regierung für das Land (etwa des britischen FCDO oder des US-Außenministeriums) und die Anweisungen der örtlichen Behörden, meiden Sie Demonstrationen und Menschenmengen und halten Sie Ausweisdokumente und einen Ausweg bereit.',
    level: {
      low: 'ViEWS erwartet im Land wenig oder keine Kämpfe zwischen staatlichen Konfliktparteien; normale Vorsicht genügt, doch prüfen Sie vor einer Zusage den aktuellen Reisehinweis.',
      moderate: 'Im Land sind Kämpfe möglich: Seien Sie besonders vorsichtig, lesen Sie den aktuellen Reisehinweis für die Regionen, die Sie brauchen, und halten Sie eine Liste mit Notfallkontakten und Ihrer Botschaft bereit.',
      high: 'Im Land wird ein bewaffneter Konflikt mit Kampftoten erwartet: Überdenken Sie nicht notwendige Reisen oder Umzüge, planen Sie, wie Sie ausreisen würden (Wege, Dokumente, Bargeld, Treibstoff), und vereinbaren Sie feste Meldezeiten mit Familie oder Personal.',
      severe: 'Das entspricht einer humanitären Krise: Auf dieser Stufe raten Reisehinweise meist von Reisen ab; wenn Sie vor Ort sind, verfolgen Sie die Meldungen von UN OCHA und IKRK, bereiten Sie sich darauf vor, kurzfristig Schutz zu suchen oder das Gebiet zu verlassen, und halten Sie Vorräte für mehrere Tage.',
    },
    lens: {
      'community-planning': 'Ermitteln Sie, wo Vertriebene ankommen könnten und welche Dienste (Wasser, Gesundheit, Schulen) sie brauchen werden, und stimmen Sie sich mit dem Cluster-System von UN OCHA und dem örtlichen Katastrophenschutz ab.',
      'family-relocation': 'Lesen Sie vor einem Umzug die amtlichen Reisehinweise nach Region, prüfen Sie den Zugang zu Schulen und Krankenhäusern, die auch bei Unruhen offen bleiben, und halten Sie Pässe und Aufenthaltspapiere aktuell.',
      'business-setup': 'Führen Sie eine konfliktsensible Sorgfaltsprüfung durch (Leitfaden von UN Global Compact und PRI; OECD-Leitfaden für Konflikt- und Hochrisikogebiete): Sicherheitspläne für das Personal, Evakuierungsversicherung und Lieferantenprüfung.',
      travel: 'Prüfen Sie die aktuelle Warnstufe für Ihre genaue Route, registrieren Sie sich bei Ihrer Botschaft, schließen Sie eine Versicherung ab, die dieses Land abdeckt, und meiden Sie Reisen bei Dunkelheit sowie in der Nähe von Grenzen und militärischen Anlagen.',
      investment: 'Preisen Sie das Risiko politischer Gewalt ein: Betrachten Sie die Ereignistrends von ACLED, Versicherungen gegen politische Risiken (etwa MIGA) und wie stark Vermögenswerte und Lieferketten Sanktionen und Störungen ausgesetzt sind.',
    },
  },
};
