// German words the models share (see ../en/models.ts).
import type { models as en } from '../en/models.js';
import type { Catalogue } from '../types.js';

export const models: Catalogue<typeof en> = {
  weather: {
    noYears: 'keine Jahre',
    pastEnsemble: 'des Ensembles',
    pastIfs: 'des deterministischen ECMWF-IFS-Laufs',
    era5And: 'ERA5 und {{history}}',
    ifItHappens: 'Wenn es eintritt: etwa {{days}} Ausfalltage erwartet (Schwere {{severity}}).',
  },
  physical: {
    noCmip6: 'Kein CMIP6-Lauf hat geantwortet: Die Wahrscheinlichkeit der späteren Jahre geht vom heutigen Klima aus.',
    usually: 'Üblich (dieselben Tage, {{history}}-Jahre): {{clim}}; diese Vorhersage: {{chance}}.',
    laterYears:
      'Die {{years}} Jahr(e) nach dem ersten: im Mittel {{perYear}} pro Jahr, als unabhängig angenommen; mit dem ersten Jahr ({{first}}) {{chance}} über den ganzen Zeitraum.',
    expected: 'Im Mittel über den Zeitraum: {{episodes}} schädliche Episode(n) ({{what}}), insgesamt {{days}} Ausfalltage.',
    once: 'Mindestens einmal im Zeitraum: {{what}}',
  },
  eonet: {
    companion:
      'Überprüfbares Begleitereignis: {{count}} {{plural}} laut EONET im Umkreis von {{km}} km in {{years}} Jahren; verknüpfte Wahrscheinlichkeit eines Ereignisses im Zeitraum: {{chance}}.',
    noAnswer: 'NASA EONET hat nicht geantwortet: Das Begleitereignis beruht auf der A-priori-Wahrscheinlichkeit eines ruhigen Katalogs.',
    event: 'Mindestens ein von NASA EONET beobachtetes Ereignis der Art „{{noun}}“ im Umkreis von {{km}} km um {{place}}',
    eventsLayer: 'EONET: {{plural}} im Umkreis von {{km}} km ({{years}} Jahre)',
    radiusLayer: 'Radius des EONET-Begleitereignisses ({{hazard}}, {{km}} km)',
    noun: { floods: 'Überschwemmung', severeStorms: 'schwerer Sturm', wildfires: 'Waldbrand' },
    plural: { floods: 'Überschwemmungen', severeStorms: 'schwere Stürme', wildfires: 'Waldbrände' },
  },
  bias: {
    corrected:
      'Mitglieder per Quantilabgleich der letzten {{days}} Tage {{past}} gegen {{history}} korrigiert (mittlere Korrektur: {{parts}}).',
    additive: '{{variable}} {{sign}}{{amount}}{{unit}}',
    multiplicative: '{{variable}} ×{{factor}}',
    fewDays:
      'Zu wenige aktuelle {{history}}-Tage, um {{variable}} des Ensembles abzugleichen ({{days}} < {{min}}): Für {{variable}} werden die Mitglieder unkorrigiert wie vorhergesagt verwendet, und die Datenvollständigkeit ist geringer.',
    fewValues:
      'Zu wenige aktuelle Werte der Mitglieder, um {{variable}} des Ensembles abzugleichen ({{values}} < {{min}}): Für {{variable}} werden die Mitglieder unkorrigiert wie vorhergesagt verwendet, und die Datenvollständigkeit ist geringer.',
    variable: {
      gustMaxKmh: 'Böen',
      windMeanKmh: 'mittleren Wind',
      precipMm: 'Regen',
      tmaxC: 'Höchsttemperatur',
      rhMinPct: 'Mindestfeuchte',
    },
    unit: { tmaxC: ' °C', rhMinPct: ' Punkte' },
  },
  reliefweb: {
    unread: 'Die Lageberichte von ReliefWeb (nur Kontext) konnten nicht gelesen werden: {{reason}}',
    none: 'ReliefWeb führt in den letzten {{days}} Tagen keinen Bericht über das Land {{country}} mit dem Schlagwort {{themes}} (nur Kontext).',
    latest:
      'Neueste Lageberichte von ReliefWeb über das Land {{country}} ({{total}} mit dem Schlagwort {{themes}} in {{days}} Tagen; Kontext, nicht Teil der Wahrscheinlichkeit): {{titles}}.',
    theme: '„{{name}}“',
    report: '„{{title}}“',
    reportDated: '„{{title}}“ ({{date}})',
  },
};
