// The built-in hazards' words the dashboard bundles, in the registry's order: each hazard's names (`common.hazard`,
// `common.risk`) and its event criteria's names (`event.criteria`), from its folder (hazards/<id>/answer-words.ts). The
// renderer cannot load the registry (its definitions reach zod and Node); the answers take the same words from the
// registry (HazardRegistry.words) and a test checks this list is the registry's. Imports those data modules only.
import type { DashboardHazardWords } from './words.js';
import { AIR_QUALITY_EVENT_WORDS, AIR_QUALITY_NAME_WORDS } from './air-quality/answer-words.js';
import { CONFLICT_EVENT_WORDS, CONFLICT_NAME_WORDS } from './conflict/answer-words.js';
import { DROUGHT_EVENT_WORDS, DROUGHT_NAME_WORDS } from './drought/answer-words.js';
import { EARTHQUAKE_EVENT_WORDS, EARTHQUAKE_NAME_WORDS } from './earthquake/answer-words.js';
import { FLOOD_EVENT_WORDS, FLOOD_NAME_WORDS } from './flood/answer-words.js';
import { FOOD_INSECURITY_EVENT_WORDS, FOOD_INSECURITY_NAME_WORDS } from './food-insecurity/answer-words.js';
import { HEAT_EVENT_WORDS, HEAT_NAME_WORDS } from './heat/answer-words.js';
import { STORM_EVENT_WORDS, STORM_NAME_WORDS } from './storm/answer-words.js';
import { WILDFIRE_EVENT_WORDS, WILDFIRE_NAME_WORDS } from './wildfire/answer-words.js';

const words = (names: DashboardHazardWords['names'], events: DashboardHazardWords['events']): DashboardHazardWords => ({
  hazard: names.hazard,
  names,
  events,
});

export const BUILT_IN_DASHBOARD_WORDS: readonly DashboardHazardWords[] = [
  words(EARTHQUAKE_NAME_WORDS, EARTHQUAKE_EVENT_WORDS),
  words(FLOOD_NAME_WORDS, FLOOD_EVENT_WORDS),
  words(WILDFIRE_NAME_WORDS, WILDFIRE_EVENT_WORDS),
  words(HEAT_NAME_WORDS, HEAT_EVENT_WORDS),
  words(STORM_NAME_WORDS, STORM_EVENT_WORDS),
  words(AIR_QUALITY_NAME_WORDS, AIR_QUALITY_EVENT_WORDS),
  words(DROUGHT_NAME_WORDS, DROUGHT_EVENT_WORDS),
  words(FOOD_INSECURITY_NAME_WORDS, FOOD_INSECURITY_EVENT_WORDS),
  words(CONFLICT_NAME_WORDS, CONFLICT_EVENT_WORDS),
];

/** The hazards' names, for the shared catalogue's `common.hazard` and `common.risk`. */
export const BUILT_IN_HAZARD_NAMES = BUILT_IN_DASHBOARD_WORDS.map((w) => w.names);
