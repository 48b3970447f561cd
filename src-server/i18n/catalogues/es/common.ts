// Spanish words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> & { risk: Record<string, string> } = {
  notAvailable: 'n/d',
  hazard: {
    earthquake: 'Terremoto',
    flood: 'Inundación',
    wildfire: 'Incendio forestal',
    heat: 'Calor',
    storm: 'Tormenta',
    'air-quality': 'Calidad del aire',
    drought: 'Sequía',
    'food-insecurity': 'Inseguridad alimentaria',
    conflict: 'Conflicto',
  },
  risk: {
    generic: 'Riesgo: {{hazard}}',
    earthquake: 'Riesgo de terremoto',
    flood: 'Riesgo de inundación',
    wildfire: 'Riesgo de incendio forestal',
    heat: 'Riesgo de calor',
    storm: 'Riesgo de tormenta',
    'air-quality': 'Riesgo por la calidad del aire',
    drought: 'Riesgo de sequía',
    'food-insecurity': 'Riesgo de inseguridad alimentaria',
    conflict: 'Riesgo de conflicto',
  },
  level: { low: 'bajo', moderate: 'moderado', high: 'alto', severe: 'grave' },
  confidence: { low: 'baja', medium: 'media', high: 'alta' },
  horizon: { '7d': '7 días', '30d': '30 días', '1y': '1 año', '10y': '10 años', '30y': '30 años' },
  lens: {
    'community-planning': 'Planificación comunitaria',
    'family-relocation': 'Traslado familiar',
    'business-setup': 'Implantación de una empresa',
    travel: 'Viaje',
    investment: 'Inversión',
  },
  join: { comma: ', ', and: ' y ', or: ' o ', semicolon: '; ' },
};
