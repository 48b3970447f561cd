// Heat guidance per tier and lens (WHO heat-health guidance, US CDC "Extreme Heat", NWS HeatRisk, OSHA "Water. Rest. Shade.").
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.heat`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const HEAT_GUIDANCE: HazardGuidance = catalogueGuidance('heat');
