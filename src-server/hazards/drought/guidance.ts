// Drought guidance per level and lens (FAO drought and early-action guidance, Ready.gov "Drought", US Drought Monitor, WHO WASH).
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.drought`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const DROUGHT_GUIDANCE: HazardGuidance = catalogueGuidance('drought');
