// Drought guidance per tier and lens (FAO drought and early-action guidance, Ready.gov "Drought", US Drought Monitor, WHO WASH).
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.drought`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const DROUGHT_GUIDANCE: HazardGuidance = catalogueGuidance('drought');
