// The built-in hazards' names in each language (each hazard's answer-words.ts), in the registry's order: the answers'
// and the dashboard's `common.hazard` and `common.risk`. Imports those data modules only (the dashboard bundles it).
import type { Language } from '../contracts/enums.js';
import { AIR_QUALITY_NAME_WORDS } from './air-quality/answer-words.js';
import { CONFLICT_NAME_WORDS } from './conflict/answer-words.js';
import { DROUGHT_NAME_WORDS } from './drought/answer-words.js';
import { EARTHQUAKE_NAME_WORDS } from './earthquake/answer-words.js';
import { FLOOD_NAME_WORDS } from './flood/answer-words.js';
import { FOOD_INSECURITY_NAME_WORDS } from './food-insecurity/answer-words.js';
import { HEAT_NAME_WORDS } from './heat/answer-words.js';
import { STORM_NAME_WORDS } from './storm/answer-words.js';
import { WILDFIRE_NAME_WORDS } from './wildfire/answer-words.js';

/** A hazard's name per language, and its "<hazard> risk" where the language has its own wording. */
export type HazardNameWords = { readonly hazard: string } & Readonly<Record<Language, { readonly name: string; readonly risk?: string }>>;

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
