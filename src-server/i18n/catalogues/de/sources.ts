// German reasons our source layer gives for a source that did not answer (see ../en/sources.ts).
import type { sources as en } from '../en/sources.js';
import type { Catalogue } from '../types.js';

export const sources: Catalogue<typeof en> = {
  offline: 'Offline-Modus: kein Abruf gemacht',
  timeout: 'Zeitüberschreitung nach {{ms}} ms',
  timeoutBody: 'Zeitüberschreitung nach {{ms}} ms beim Lesen der Antwort',
  timeoutAttempt: 'Zeitüberschreitung nach {{ms}} ms ({{attempts}} Versuch)',
  timeoutAttempts: 'Zeitüberschreitung nach {{ms}} ms ({{attempts}} Versuche)',
  dropped: 'die Verbindung brach beim Lesen der Antwort ab',
  notJson: 'die Antwort ist kein gültiges JSON ({{type}})',
  noContentType: 'kein Inhaltstyp',
  retryAfterWait: 'Abruflimit: noch {{seconds}} s Wartezeit, wie Retry-After verlangt',
  circuitOpen: 'Schutzschalter offen nach {{failures}} fehlgeschlagenen Abrufen in Folge; nächster Versuch in höchstens {{seconds}} s',
  budgetRefused:
    'Open-Meteo-Budget: {{used}} von {{max}} gewichteten Abrufen {{window}} verbraucht oder eingeplant; dieser Abruf (Gewicht {{weight}}) wäre in {{wait}} an der Reihe, später als die {{timeout}}, die jede Quelle hat',
  refusalQueued: '{{refusal}}; bis dahin in der Warteschlange',
  queued: 'Open-Meteo-Budget: dieser Abruf (Gewicht {{weight}}) steht in der Warteschlange und ist in {{wait}} an der Reihe',
  plannedRefresh: 'Open-Meteo-Budget: für die nächste Aktualisierung dieses Ortes eingeplant, in {{seconds}} s',
  window: {
    minute: 'in der letzten Minute',
    hour: 'in der letzten Stunde',
    day: 'in den letzten 24 Stunden',
    other: 'im letzten Zeitraum ({{label}})',
  },
  duration: { ms: '{{n}} ms', s: '{{n}} s', min: '{{n}} min', hMin: '{{h}} h {{min}} min' },
  reliefwebRefused:
    'ReliefWeb hat den Appname „{{appname}}“ abgelehnt (HTTP 403: kein genehmigter Appname). Beantragen Sie einen unter {{page}} und tragen Sie ihn in den Einstellungen oder in RELIEFWEB_APPNAME ein.',
  reliefwebNoAppname:
    'Kein ReliefWeb-Appname gesetzt: ReliefWeb bedient nur vorab genehmigte Appnames ({{page}}); tragen Sie Ihren in den Einstellungen oder in RELIEFWEB_APPNAME ein.',
  viewsNotCovered:
    'Der ViEWS-Lauf {{run}} enthält keine Vorhersage für {{country}} ({{iso3}}): ViEWS sagt nur die unabhängigen Staaten der Gleditsch-Ward-Liste vorher, daher ist das Konfliktrisiko hier nicht verfügbar.',
  fewsNetNoCountry:
    'FEWS NET veröffentlicht keine IPC-kompatible Einstufung für {{country}} (es beobachtet etwa 30 Länder), daher ist die Ernährungsunsicherheit hier nicht verfügbar.',
  fewsNetNoUnit:
    'Keine von FEWS NET für {{country}} in der Runde vom {{round}} eingestufte Einheit ({{units}} Einheiten) enthält {{place}}: FEWS NET hat diesen Ort nicht eingestuft, daher ist die Ernährungsunsicherheit hier nicht verfügbar (die Phase einer anderen Einheit wird nicht verwendet).',
  fewsNetNoPairs:
    'Die Runden von FEWS NET für {{country}} enthalten keine Projektion, die eine spätere Einstufung geprüft hat: Die Wahrscheinlichkeit seiner Projektionen lässt sich nicht messen, daher ist die Ernährungsunsicherheit hier nicht verfügbar.',
};
