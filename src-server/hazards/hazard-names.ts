// The built-in hazards' names in each language (each hazard's answer-words.ts), in the registry's order, for the
// dashboard's `common.hazard` and `common.risk` only: the renderer bundles them and cannot load the registry (its
// definitions reach zod and Node). The answers take their names from the registry (HazardRegistry.words); a test
// checks this list is the registry's. Imports those data modules only.
import type { HazardNameWords } from './words.js';
import { AIR_QUALITY_NAME_WORDS } from './air-quality/answer-words.js';
import { CONFLICT_NAME_WORDS } from './conflict/answer-words.js';
import { DROUGHT_NAME_WORDS } from './drought/answer-words.js';
import { EARTHQUAKE_NAME_WORDS } from './earthquake/answer-words.js';
import { FLOOD_NAME_WORDS } from './flood/answer-words.js';
import { FOOD_INSECURITY_NAME_WORDS } from './food-insecurity/answer-words.js';
import { HEAT_NAME_WORDS } from './heat/answer-words.js';
import { STORM_NAME_WORDS } from './storm/answer-words.js';
import { WILDFIRE_NAME_WORDS } from './wildfire/answer-words.js';

export const BUILT_IN_HAZARD_NAMES: readonly HazardNameWords[] = [
  EARTHQUAKE_NAME_WORDS,
  FLOOD_NAME_WORDS,
  WILDFIRE_NAME_WORDS,
  HEAT_NAME_WORDS,
  STORM_NAME_WORDS,
  AIR_QUALITY_NAME_WORDS,
  DROUGHT_NAME_WORDS,
  FOOD_INSECURITY_NAME_WORDS,
  CONFLICT_NAME_WORDS,
];
