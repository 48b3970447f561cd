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
};
