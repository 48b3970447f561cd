// Every schema that names hazards, built for one set of hazards: buildApp builds its routes' and tools' schemas from
// its registry's catalogue, so a registered hazard is in the API, the MCP tools and the OpenAPI document.
import type { HazardCatalogue } from '../hazards/catalog.js';
import { createEmbedQuerySchema } from './embed.js';
import { createHazardListSchema } from './hazards.js';
import { createPortfolioContracts } from './portfolio.js';
import { createRiskContracts } from './risk.js';
import { createTrackRecordContracts } from './track-record.js';
import { createWatchContracts } from './watches.js';

export function createContracts(c: HazardCatalogue) {
  const risk = createRiskContracts(c);
  return {
    risk,
    watches: createWatchContracts(c, risk),
    embedQuerySchema: createEmbedQuerySchema(c),
    trackRecord: createTrackRecordContracts(c),
    hazardList: createHazardListSchema(c),
    portfolio: createPortfolioContracts(c),
  };
}
export type Contracts = ReturnType<typeof createContracts>;
