// French words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> = {
  notAvailable: 'n.d.',
  risk: {
    generic: 'Risque : {{hazard}}',
  },
  level: { low: 'faible', moderate: 'modéré', high: 'élevé', severe: 'grave' },
  confidence: { low: 'faible', medium: 'moyenne', high: 'élevée' },
  horizon: { '7d': '7 jours', '30d': '30 jours', '1y': '1 an', '10y': '10 ans', '30y': '30 ans' },
  lens: {
    'community-planning': 'Planification locale',
    'family-relocation': 'Déménagement familial',
    'business-setup': 'Implantation d’entreprise',
    travel: 'Voyage',
    investment: 'Investissement',
  },
  join: { comma: ', ', and: ' et ', or: ' ou ', semicolon: ' ; ' },
};
