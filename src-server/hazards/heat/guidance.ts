// Heat guidance per level and lens (WHO heat-health guidance, US CDC "Extreme Heat", NWS HeatRisk, OSHA "Water. Rest. Shade.").
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.heat`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const HEAT_GUIDANCE: HazardGuidance = catalogueGuidance('heat');
