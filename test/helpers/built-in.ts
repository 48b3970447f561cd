// The built-in hazards' API schemas and list, for tests that parse answers or go through every hazard: the server
// builds its own from the registry buildApp is given (contracts/index.ts), so nothing in src-server holds these.
import { createContracts } from '../../src-server/contracts/index.js';
import { createPromptWords } from '../../src-server/geocode/languages/prompt-words.js';
import { BUILT_IN_REGISTRY } from '../../src-server/hazards/registry.js';
import { answerResources } from '../../src-server/i18n/catalogues/index.js';

export const BUILT_IN_CONTRACTS = createContracts(BUILT_IN_REGISTRY.catalogue);
export const { riskForecastSchema, forecastEventSchema } = BUILT_IN_CONTRACTS.risk;
export const { trackRecordSchema } = BUILT_IN_CONTRACTS.trackRecord;
export const { portfolioRiskSchema, portfolioRiskGeoJsonSchema } = BUILT_IN_CONTRACTS.portfolio;
export const { createdWatchSchema, evaluateResultSchema, watchListSchema, watchViewSchema } = BUILT_IN_CONTRACTS.watches;
/** The nine built-in hazard ids, in the API's order. */
export const HAZARDS = BUILT_IN_REGISTRY.ids;
/** The prompt reader's words for the built-in hazards (the server makes its own from its registry: services.ts). */
export const PROMPT_WORDS = createPromptWords(BUILT_IN_REGISTRY);
/** Every language's answer catalogue with the built-in hazards' words (what risk/translate.ts renders through). */
export const ANSWER_RESOURCES = answerResources(BUILT_IN_REGISTRY.words);
