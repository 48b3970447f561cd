// French words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> & { risk: Record<string, string> } = {
  notAvailable: 'n.d.',
  hazard: {
    earthquake: 'Séisme',
    flood: 'Inondation',
    wildfire: 'Feu de forêt',
    heat: 'Chaleur',
    storm: 'Tempête',
    'air-quality': 'Qualité de l’air',
    drought: 'Sécheresse',
    'food-insecurity': 'Insécurité alimentaire',
    conflict: 'Conflit',
  },
  risk: {
    generic: 'Risque : {{hazard}}',
    earthquake: 'Risque de séisme',
    flood: 'Risque d’inondation',
    wildfire: 'Risque de feu de forêt',
    heat: 'Risque de chaleur',
    storm: 'Risque de tempête',
    'air-quality': 'Risque lié à la qualité de l’air',
    drought: 'Risque de sécheresse',
    'food-insecurity': 'Risque d’insécurité alimentaire',
    conflict: 'Risque de conflit',
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
