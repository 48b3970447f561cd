// German words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> & { risk: Record<string, string> } = {
  notAvailable: 'k. A.',
  hazard: {
    earthquake: 'Erdbeben',
    flood: 'Hochwasser',
    wildfire: 'Waldbrand',
    heat: 'Hitze',
    storm: 'Sturm',
    'air-quality': 'Luftqualität',
    drought: 'Dürre',
    'food-insecurity': 'Ernährungsunsicherheit',
    conflict: 'Konflikt',
  },
  risk: {
    generic: 'Risiko: {{hazard}}',
    earthquake: 'Erdbebenrisiko',
    flood: 'Hochwasserrisiko',
    wildfire: 'Waldbrandrisiko',
    heat: 'Hitzerisiko',
    storm: 'Sturmrisiko',
    'air-quality': 'Risiko durch Luftverschmutzung',
    drought: 'Dürrerisiko',
    'food-insecurity': 'Risiko der Ernährungsunsicherheit',
    conflict: 'Konfliktrisiko',
  },
  level: { low: 'niedrig', moderate: 'mäßig', high: 'hoch', severe: 'schwer' },
  confidence: { low: 'niedrig', medium: 'mittel', high: 'hoch' },
  horizon: { '7d': '7 Tage', '30d': '30 Tage', '1y': '1 Jahr', '10y': '10 Jahre', '30y': '30 Jahre' },
  lens: {
    'community-planning': 'Kommunale Planung',
    'family-relocation': 'Umzug der Familie',
    'business-setup': 'Standort für ein Unternehmen',
    travel: 'Reise',
    investment: 'Investition',
  },
  join: { comma: ', ', and: ' und ', or: ' oder ', semicolon: '; ' },
};
