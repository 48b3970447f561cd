// German words of the answer's frame: headline, badge and the MCP summary (see ../en/answer.ts).
import type { answer as en } from '../en/answer.js';
import type { Catalogue } from '../types.js';

export const answer: Catalogue<typeof en> = {
  headline: '{{risk}} in {{place}}',
  badge: {
    risk: 'Risiko',
    unavailable: 'keine Daten',
    notAvailable: 'k. A.',
    chance: '{{chance}} Wahrscheinlichkeit · Vertrauen {{confidence}}',
    chanceShort: '{{chance}} · Vertrauen {{confidence}}',
    noData: 'gerade keine Live-Daten',
    what: '{{risk}} · Horizont {{horizon}}',
    whatShort: '{{hazard}} · Horizont {{horizon}}',
    whatShortest: '{{hazard}} · {{horizon}}',
    footer: 'Hazardcast · öffentliche Live-Daten',
    summary: '{{risk}} für {{label}} über {{horizon}}: {{score}} von 100, {{level}}',
    summaryUnavailable: '{{risk}} für {{label}}: keine Daten',
  },
  summary: {
    text: '{{headline}}, {{when}}: Risikowert {{score}}/100 ({{level}}), Wahrscheinlichkeit {{probability}} %, Schwere {{severity}} %, Vertrauen {{confidence}}. Ereignis: {{event}}. Quellen: {{sources}}.',
    asked: '{{window}} (der erfragte Zeitraum; Horizont {{horizon}})',
    over: 'über {{horizon}} ({{window}})',
    noSources: 'keine',
  },
  unscored: {
    budget: 'wartet auf das Open-Meteo-Budget: {{sources}} in {{seconds}} s',
    retryAfter: 'wartet auf das Retry-After der Quelle: {{sources}} in {{seconds}} s',
    notCovered: 'von der Quelle nicht abgedeckt: {{failures}}',
    sourceFailed: 'Quelle ausgefallen: {{failures}}',
    noInput: 'alle Quellen haben geantwortet, doch dem Modell fehlte eine Angabe, die es für die Entscheidung über das Ereignis braucht',
    hazard: '{{hazard}}: {{reason}}',
    failure: '{{source}} ({{reason}})',
  },
  advice: {
    // "Eintrittswahrscheinlichkeit" (probability of occurrence) names the number; bare "Wahrscheinlichkeit" reads as a
    // likelihood claim (test/unit/hazards/guidance.test.ts counts it as one outside the term).
    chance: 'Eintrittswahrscheinlichkeit für {{event}} {{window}}: {{chance}} ({{term}}).',
    window: {
      next: {
        '7d': 'in den nächsten 7 Tagen',
        '30d': 'in den nächsten 30 Tagen',
        '1y': 'im nächsten Jahr',
        '10y': 'in den nächsten 10 Jahren',
        '30y': 'in den nächsten 30 Jahren',
      },
      asked: 'zwischen dem {{start}} und dem {{end}}',
    },
    // The IPCC's calibrated language as the German IPCC Coordination Office's translations word it (docs/api-decisions.md "Guidance").
    likelihood: {
      virtuallyCertain: 'praktisch sicher',
      veryLikely: 'sehr wahrscheinlich',
      likely: 'wahrscheinlich',
      aboutAsLikelyAsNot: 'etwa ebenso wahrscheinlich wie nicht',
      unlikely: 'unwahrscheinlich',
      veryUnlikely: 'sehr unwahrscheinlich',
      exceptionallyUnlikely: 'besonders unwahrscheinlich',
    },
    notAssessed: 'Hier nicht bewertet: {{hazards}}.',
    notAssessedOne: '{{hazard}} ({{reason}})',
    why: {
      pending: 'die Daten sind unterwegs: fragen Sie in {{seconds}} s erneut',
      notCovered: 'die Quellen decken diesen Ort nicht ab',
      failed: 'die Quellen haben gerade nicht geantwortet',
      noInput: 'den Quellen fehlten nötige Daten',
    },
    unsupported: {
      tsunami:
        'Hazardcast sagt keine Tsunamis vorher. Diese Antwort betrifft Erdbebenerschütterungen am Ort, die übliche Ursache von Tsunamis; für Evakuierungszonen und Warnungen folgen Sie Ihrem nationalen Tsunami-Warnzentrum.',
      volcano:
        'Hazardcast sagt keine Vulkanausbrüche vorher. Diese Antwort betrifft Erdbebenerschütterungen am Ort; für vulkanische Gefahrenkarten und Warnstufen folgen Sie dem örtlichen Vulkanobservatorium.',
      landslide:
        'Hazardcast sagt keine Erdrutsche vorher. Diese Antwort betrifft Hochwasser und Starkregen am Ort, die die meisten Erdrutsche auslösen; zu rutschgefährdeten Hängen fragen Sie den örtlichen geologischen Dienst.',
      avalanche:
        'Hazardcast sagt keine Lawinen vorher. Diese Antwort betrifft schädliche Stürme am Ort; zur Lawinengefahr folgen Sie dem regionalen Lawinenwarndienst.',
    },
  },
};
