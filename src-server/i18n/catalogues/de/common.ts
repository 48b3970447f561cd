// German words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> = {
  notAvailable: 'k. A.',
  risk: {
    generic: 'Risiko: {{hazard}}',
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
