// Portuguese words shared by the answers and the dashboard (see ../en/common.ts).
import type { common as en } from '../en/common.js';
import type { Catalogue } from '../types.js';

export const common: Catalogue<typeof en> = {
  notAvailable: 'n/d',
  risk: {
    generic: 'Risco: {{hazard}}',
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
