// The built-in hazards' API schemas and list, for tests that parse answers or go through every hazard: the server
// builds its own from the registry buildApp is given (contracts/index.ts), so nothing in src-server holds these.
import { createContracts } from '../../src-server/contracts/index.js';
import { BUILT_IN_REGISTRY } from '../../src-server/hazards/registry.js';

export const BUILT_IN_CONTRACTS = createContracts(BUILT_IN_REGISTRY.catalogue);
export const { riskForecastSchema, forecastEventSchema } = BUILT_IN_CONTRACTS.risk;
export const { trackRecordSchema } = BUILT_IN_CONTRACTS.trackRecord;
export const { portfolioRiskSchema, portfolioRiskGeoJsonSchema } = BUILT_IN_CONTRACTS.portfolio;
export const { createdWatchSchema, evaluateResultSchema, watchListSchema, watchViewSchema } = BUILT_IN_CONTRACTS.watches;
/** The nine built-in hazard ids, in the API's order. */
export const HAZARDS = BUILT_IN_REGISTRY.ids;
