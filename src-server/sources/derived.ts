// The earthquake model's named memo (hazards/earthquake/forecast.ts) until its owner moves it to shared/derived.ts
// `memo` (one line: `memo(prepareCatalogue)(catalogue.events)`); then this file goes. Holds no state.
export { deriveByName as derive } from '../shared/derived.js';
