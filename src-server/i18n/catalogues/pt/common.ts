// Portuguese words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> & { risk: Record<string, string> } = {
  notAvailable: 'n/d',
  hazard: {
    earthquake: 'Terremoto',
    flood: 'Inundação',
    wildfire: 'Incêndio florestal',
    heat: 'Calor',
    storm: 'Tempestade',
    'air-quality': 'Qualidade do ar',
    drought: 'Seca',
    'food-insecurity': 'Insegurança alimentar',
    conflict: 'Conflito',
  },
  risk: {
    generic: 'Risco: {{hazard}}',
    earthquake: 'Risco de terremoto',
    flood: 'Risco de inundação',
    wildfire: 'Risco de incêndio florestal',
    heat: 'Risco de calor',
    storm: 'Risco de tempestade',
    'air-quality': 'Risco ligado à qualidade do ar',
    drought: 'Risco de seca',
    'food-insecurity': 'Risco de insegurança alimentar',
    conflict: 'Risco de conflito',
  },
  level: { low: 'baixo', moderate: 'moderado', high: 'alto', severe: 'grave' },
  confidence: { low: 'baixa', medium: 'média', high: 'alta' },
  horizon: { '7d': '7 dias', '30d': '30 dias', '1y': '1 ano', '10y': '10 anos', '30y': '30 anos' },
  lens: {
    'community-planning': 'Planejamento comunitário',
    'family-relocation': 'Mudança da família',
    'business-setup': 'Instalação de empresa',
    travel: 'Viagem',
    investment: 'Investimento',
  },
  join: { comma: ', ', and: ' e ', or: ' ou ', semicolon: '; ' },
};
