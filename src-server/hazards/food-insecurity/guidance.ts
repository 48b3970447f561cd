// Food-insecurity guidance: IPC phase descriptions, WFP, FAO GIEWS, FEWS NET, Sphere and Ready.gov
// (docs/methodology.md, "Guidance").
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.food-insecurity`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const FOOD_INSECURITY_GUIDANCE: HazardGuidance = catalogueGuidance('food-insecurity');
