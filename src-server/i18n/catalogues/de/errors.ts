// German words of the problem documents (see ../en/errors.ts); field names, headers and values are kept as they are.
import type { errors as en } from '../en/errors.js';
import type { Catalogue } from '../types.js';
import { fields } from './fields.js';

export const errors: Catalogue<typeof en> = {
  codes: {
    bad_request: {
      title: 'Fehlerhafte Anfrage',
      explanation: 'Die Anfrage ließ sich nicht lesen (zum Beispiel eine fehlerhafte URL oder HTTP-Anfrage).',
    },
    validation_failed: {
      title: 'Ungültige Anfrage',
      explanation: 'Ein Feld fehlt oder hat einen Wert außerhalb der erlaubten. Die Liste errors nennt jedes Feld und die erlaubten Werte.',
    },
    invalid_json: { title: 'Fehlerhafter JSON-Inhalt', explanation: 'Der Inhalt ließ sich nicht als JSON lesen.' },
    empty_body: { title: 'Leerer Anfrageinhalt', explanation: 'Content-Type gibt JSON an, aber der Inhalt ist leer.' },
    unauthorized: {
      title: 'Nicht autorisiert',
      explanation: 'Das Token in Authorization: Bearer ist weder das Token des Eigentümers noch ein Verwaltungstoken dieses Servers.',
    },
    invalid_api_key: {
      title: 'Ungültiger API-Schlüssel',
      explanation: 'Der X-Service-API-Key ist unbekannt oder widerrufen. Ein falscher Schlüssel wird nie als anonym behandelt.',
    },
    forbidden: {
      title: 'Verboten',
      explanation: 'Der Aufrufer darf das nicht (Schlüsselverwaltung und Einstellungen gehören dem Eigentümer).',
    },
    forbidden_host: { title: 'Host nicht erlaubt', explanation: 'Der Host-Header ist kein lokaler Name (Schutz vor DNS-Rebinding).' },
    forbidden_origin: { title: 'Herkunft nicht erlaubt', explanation: 'Der Origin-Header gehört nicht zu einer lokalen Seite.' },
    not_found: { title: 'Nicht gefunden', explanation: 'Diese Route oder Ressource gibt es nicht.' },
    watch_not_found: {
      title: 'Überwachung nicht gefunden',
      explanation: 'Für diesen Aufrufer ist keine Überwachung mit dieser Kennung sichtbar.',
    },
    api_key_required: {
      title: 'API-Schlüssel erforderlich',
      explanation:
        'Portfolios gehören einem API-Schlüssel oder dem Eigentümer: Senden Sie X-Service-API-Key (oder das Token des Eigentümers). Anonyme Aufrufer haben keine.',
    },
    portfolio_not_found: {
      title: 'Portfolio nicht gefunden',
      explanation: 'Für diesen Aufrufer ist kein Portfolio mit dieser Kennung sichtbar.',
    },
    no_usable_sites: {
      title: 'Kein verwendbarer Standort',
      explanation:
        'Keine Zeile des Imports ließ sich verwenden: Jede braucht gültige Koordinaten oder einen auffindbaren Ort. rejected nennt den Grund jeder Zeile.',
    },
    too_many_sites: {
      title: 'Zu viele Standorte',
      explanation: 'Ein Portfolio umfasst höchstens 1.000 Standorte: Teilen Sie den Import auf.',
    },
    key_not_found: {
      title: 'API-Schlüssel nicht gefunden',
      explanation: 'Es gibt keinen API-Schlüssel mit dieser Kennung (Schlüsselverwaltung des Eigentümers).',
    },
    method_not_allowed: { title: 'Methode nicht erlaubt', explanation: 'Die Route gibt es, aber nicht für diese HTTP-Methode.' },
    setting_locked: {
      title: 'Einstellung durch die Umgebung festgelegt',
      explanation:
        'Eine Umgebungsvariable legt diese Einstellung fest (zum Beispiel HAZARDCAST_OFFLINE=1): Ändern Sie sie dort und starten Sie neu.',
    },
    tiles_disabled: {
      title: 'Online-Kartenkacheln sind ausgeschaltet',
      explanation: 'Online-Kartenkacheln sind in den Einstellungen ausgeschaltet (onlineTiles).',
    },
    not_acceptable: {
      title: 'Nicht annehmbar',
      explanation: 'Der Server kann in keinem Medientyp antworten, den der Accept-Header erlaubt.',
    },
    payload_too_large: {
      title: 'Anfrageinhalt zu groß',
      explanation: 'Inhalte sind auf 64 KiB begrenzt (ein Portfolio-Import auf 1 MiB).',
    },
    uri_too_long: {
      title: 'URI zu lang',
      explanation:
        'Ein Pfadparameter (etwa die Kennung einer Überwachung) ist länger als 100 Zeichen; die Kennungen, die Hazardcast vergibt, sind viel kürzer.',
    },
    unsupported_media_type: {
      title: 'Nicht unterstützter Medientyp',
      explanation:
        'Nur Inhalte mit Content-Type: application/json werden angenommen (ein Portfolio-Import auch text/csv und application/geo+json).',
    },
    place_not_found: {
      title: 'Ort nicht gefunden',
      explanation:
        'In der Frage wurde kein Ort erkannt. Nennen Sie eine Stadt oder Koordinaten. Ein Name, der als Ort gelesen wurde, aber unbekannt ist, steht in `unknownPlace`, mit den nächsten bekannten Namen in `candidates`; für keinen anderen Ort wird geantwortet.',
    },
    quota_exceeded: {
      title: 'Tageskontingent aufgebraucht',
      explanation: 'Das Tageskontingent ist aufgebraucht; es wird um 00:00 UTC zurückgesetzt (siehe Retry-After und X-RateLimit-Reset).',
    },
    rate_limited: { title: 'Zu viele Anfragen', explanation: 'Zu viele Anfragen in kurzer Zeit; siehe Retry-After.' },
    internal_error: {
      title: 'Interner Fehler',
      explanation: 'Ein unerwarteter Fehler auf unserer Seite. Er wurde protokolliert; die Einzelheiten werden absichtlich nicht gezeigt.',
    },
    invalid_config: {
      title: 'Ungültige Konfiguration',
      explanation:
        'Eine Einstellung (Umgebungsvariable oder Konfigurationsdatei) ist ungültig; die Anwendung startet nicht. Wird nie über HTTP gesendet.',
    },
    db_out_of_sync: {
      title: 'Datenbank aus einer neueren Version',
      explanation:
        'Die Datenbank enthält Migrationen, die diese Version nicht kennt; die Anwendung startet nicht. Wird nie über HTTP gesendet.',
    },
    db_corrupt: {
      title: 'Datenbank beschädigt',
      explanation:
        'Nur beim Start: Die Datenbankdatei ist beschädigt. Stellen Sie eine Sicherung mit npm run restore wieder her (docs/reliability.md). Wird nie über HTTP gesendet.',
    },
    restore_refused: {
      title: 'Wiederherstellung abgelehnt',
      explanation:
        'Nur bei npm run restore: Die Sicherung ist beschädigt oder zu neu, oder die Anwendung läuft noch. Wird nie über HTTP gesendet.',
    },
    copy_refused: {
      title: 'Kopie abgelehnt',
      explanation:
        'Nur bei npm run db:copy: Die Datenbank des Team-Servers ist nicht leer, oder die beiden haben verschiedene Schemaversionen. Wird nie über HTTP gesendet.',
    },
    copy_mismatch: {
      title: 'Kopie nicht bestätigt',
      explanation:
        'Nur bei npm run db:copy: Eine Tabelle enthält nach dem Kopieren auf beiden Seiten verschiedene Zeilen (Anzahl oder Prüfsummen weichen ab). Wird nie über HTTP gesendet.',
    },
    storage_full: {
      title: 'Speicher voll',
      explanation:
        'Die Festplatte der Datenbank ist voll, daher ließ sich die Anfrage nicht speichern. Nichts wurde halb geschrieben. Geben Sie Speicher frei und versuchen Sie es erneut (Retry-After).',
    },
    storage_unavailable: {
      title: 'Speicher nicht verfügbar',
      explanation:
        'Die Datenbank ließ sich nicht lesen oder schreiben (ein Festplattenfehler). Nichts wurde halb geschrieben. Versuchen Sie es später erneut.',
    },
    secret_key_unavailable: {
      title: 'Geheimnisschlüssel nicht verfügbar',
      explanation:
        'Der Schlüssel, der gespeicherte Geheimnisse versiegelt, ist nicht lesbar (secret.key fehlt, ist fehlerhaft oder liegt im Schlüsselbund der Desktop-Anwendung).',
    },
    secret_unreadable: {
      title: 'Gespeichertes Geheimnis nicht lesbar',
      explanation:
        'Ein gespeichertes Geheimnis lässt sich mit dem aktuellen Schlüssel nicht öffnen (der Schlüssel wurde ersetzt oder ging verloren). Geben Sie das Geheimnis in den Einstellungen erneut ein.',
    },
    offline_mode: {
      title: 'Der Offline-Modus ist eingeschaltet',
      explanation:
        'Der Offline-Modus ist eingeschaltet, daher wird nichts aus dem Internet geladen. Schalten Sie ihn in den Einstellungen aus (außer HAZARDCAST_OFFLINE=1 legt ihn fest).',
    },
    tile_unavailable: {
      title: 'Kartenkachel nicht verfügbar',
      explanation:
        'Der Online-Kachelserver ist ausgefallen oder hat etwas anderes als ein Bild geliefert; die Offline-Grundkarte wird weiter gezeichnet.',
    },
    forecast_pending: {
      title: 'Vorhersage ausstehend',
      explanation:
        'Noch konnte nichts bewertet werden: Die Aufrufe, die die gefragten Gefahren brauchen, warten im Open-Meteo-Budget (oder auf das `Retry-After` einer Quelle), bis sie an der Reihe sind, und laufen inzwischen. Fragen Sie nach `Retry-After` Sekunden erneut; `hazards[]` nennt Status, `readyAt` und Grund jeder Gefahr. Kein Fehler: keine Quelle ist ausgefallen.',
    },
    sources_unavailable: {
      title: 'Datenquellen nicht verfügbar',
      explanation:
        'Keine gefragte Gefahr konnte bewertet werden, und keine wartet darauf, an die Reihe zu kommen: Eine Quelle ist ohne Zwischenspeicher ausgefallen, oder dem Modell fehlte eine Angabe. Das Detail und `hazards[]` nennen den Grund jeder Gefahr; `sources` listet den Status jeder Quelle. Versuchen Sie es später erneut.',
    },
  },
  details: {
    hidden: 'Auf unserer Seite ist etwas schiefgegangen. Es wurde protokolliert.',
    unsupportedMediaType: 'Senden Sie den Inhalt als JSON mit dem Header Content-Type: application/json.',
    bodyTooLarge: 'Der Anfrageinhalt ist größer als erlaubt: 64 KiB (1 MiB für einen Portfolio-Import).',
    emptyBody: 'Der Inhalt ist leer, aber Content-Type gibt JSON an; senden Sie ein JSON-Objekt.',
    invalidJson: 'Der Inhalt ist kein gültiges JSON.',
    contentLength: 'Der Content-Length-Header passt nicht zum Inhalt.',
    paramTooLong: 'Ein Pfadparameter ist länger als 100 Zeichen.',
    badUrl: 'Die URL ist ungültig (eine fehlerhafte Prozentkodierung?).',
    unparsable: 'Die HTTP-Anfrage ließ sich nicht lesen.',
    noRoute: 'Keine Route für {{method}} {{path}}. Die API ist unter /docs beschrieben.',
    ownerToken: 'Das Bearer-Token in Authorization ist nicht das Token des Eigentümers dieser Anwendung.',
    manageToken:
      'Das Bearer-Token in Authorization ist kein Verwaltungstoken dieses Servers (jedes wird einmal angezeigt, wenn eine anonyme Überwachung angelegt wird).',
    apiKey: 'Der X-Service-API-Key ist unbekannt oder widerrufen.',
    host: 'Der Host „{{host}}“ ist nicht erlaubt. Hazardcast antwortet nur auf localhost (setzen Sie HAZARDCAST_ALLOWED_HOSTS, um Namen hinzuzufügen).',
    origin: 'Die Herkunft „{{origin}}“ ist nicht erlaubt. Nur Seiten, die von localhost ausgeliefert werden, dürfen diese API aufrufen.',
    quota:
      'Das Tageskontingent von {{limit}} Anfragen für {{who}} ist aufgebraucht. Es wird um 00:00 UTC zurückgesetzt ({{reset}}). Senden Sie einen X-Service-API-Key für eine höhere Stufe.',
    quotaAnonymous: 'diese IP-Adresse (anonym)',
    quotaKey: 'diesen Schlüssel der Stufe {{tier}}',
    badgeRate: 'Zu viele Badge-Anfragen von dieser IP-Adresse: Die Grenze liegt bei {{limit}} pro Minute.',
    ownerSettings: 'Die Einstellungen der Anwendung gehören ihrem Eigentümer (Authorization: Bearer <Eigentümer-Token>).',
    ownerTests: 'Testsendungen gehören dem Eigentümer (Authorization: Bearer <Eigentümer-Token>).',
    ownerKeys: 'Die Schlüsselverwaltung ist allein Sache des Eigentümers der Anwendung (Authorization: Bearer <Eigentümer-Token>).',
    ownerNotify: 'Die Benachrichtigungseinstellungen gehören dem Eigentümer (Authorization: Bearer <Eigentümer-Token>).',
    offlineLocked:
      'HAZARDCAST_OFFLINE=1 hält den Offline-Modus eingeschaltet: Entfernen Sie die Variable und starten Sie neu, um online zu gehen.',
    keyNotFound: 'Es gibt keinen API-Schlüssel mit der Kennung „{{id}}“.',
    watchNotFound: 'Keine Überwachung {{id}} für diesen Aufrufer.',
    apiKeyRequired:
      'Portfolios brauchen einen API-Schlüssel (X-Service-API-Key) oder das Token des Eigentümers; anonyme Aufrufer können keine anlegen.',
    portfolioNotFound: 'Kein Portfolio {{id}} für diesen Aufrufer.',
    offlineTiles: 'Der Offline-Modus ist eingeschaltet: Es werden keine Online-Kartenkacheln geladen.',
    tilesOff: 'Online-Kartenkacheln sind in den Einstellungen ausgeschaltet.',
    tileRange: '{{field}} muss bei Zoomstufe {{z}} kleiner als 2^z ({{max}}) sein.',
    tileNoAnswer: 'Der Kachelserver hat nicht geantwortet: {{error}}.',
    tileStatus: 'Der Kachelserver hat mit HTTP {{status}} geantwortet.',
    tileType: 'Der Kachelserver hat mit {{type}} geantwortet, das ist kein Bild.',
    tileNoType: 'keinem Inhaltstyp',
    tilePrivate:
      'Der Kachelserver führte zu einer privaten Adresse ({{target}}); der Eigentümer kann private Ziele in den Einstellungen erlauben.',
    tileRedirectPrivate:
      'Der Kachelserver hat auf eine private Adresse umgeleitet ({{target}}); der Eigentümer kann private Ziele in den Einstellungen erlauben.',
    tileRedirects: 'Der Kachelserver hat mehr als {{max}}-mal umgeleitet.',
    tileRedirectNotUrl: 'Der Kachelserver hat auf etwas umgeleitet, das keine URL ist.',
    tileRedirectScheme: 'Der Kachelserver hat auf eine {{scheme}}-URL umgeleitet.',
    pendingAll: 'Noch konnte nichts bewertet werden; fragen Sie in {{seconds}} s erneut. {{reasons}}.',
    noneScored: 'Keine Gefahr konnte bewertet werden. {{reasons}}.',
    storageFull:
      'Die Festplatte der Hazardcast-Datenbank ist voll, daher ließ sich diese Anfrage nicht speichern. Nichts wurde halb geschrieben; geben Sie Speicher frei und versuchen Sie es erneut.',
    storageUnavailable:
      'Die Hazardcast-Datenbank ließ sich gerade nicht schreiben oder lesen (ein Festplattenfehler). Nichts wurde halb geschrieben; versuchen Sie es später erneut.',
    mcpNoSession: 'Ohne Sitzung senden Sie JSON-RPC-Nachrichten mit POST /mcp; GET und DELETE benötigen die Mcp-Session-Id einer Sitzung.',
    enterpriseQuota: 'dailyQuota ist für einen Schlüssel der Stufe enterprise erforderlich.',
    quotaRange: 'dailyQuota muss eine ganze Zahl von 1 bis {{max}} sein.',
    fixedQuota: 'Die Stufe {{tier}} hat ein festes Kontingent von {{quota}} pro Tag; nur enterprise-Schlüssel nehmen dailyQuota an.',
    place: {
      notFound:
        'In der Frage wurde kein Ort gefunden. Nennen Sie eine Stadt (z. B. „Hochwasserrisiko in Lagos, Nigeria“) oder geben Sie Koordinaten an (z. B. „bei 6.45, 3.39“).{{detail}}{{hint}}',
      offline: ' „{{name}}“ steht nicht im Offline-Ortsverzeichnis.',
      lookupFailed: ' „{{name}}“ steht nicht im Offline-Ortsverzeichnis, und die Online-Suche ist fehlgeschlagen ({{reason}}).',
      unknown: ' Weder das Offline-Ortsverzeichnis noch die Online-Suche kennen „{{name}}“{{where}}.',
      in: ' in {{countries}}',
      candidates: ' Die nächsten bekannten Namen: {{names}}.',
      candidate: '{{name}} ({{admin1}}{{country}}, {{population}} Einwohner)',
      admin1: '{{admin1}}, ',
    },
  },
  fields,
};
