// Food-insecurity guidance: IPC phase descriptions, WFP, FAO GIEWS, FEWS NET, Sphere and Ready.gov
// (docs/methodology/shared.md, "Guidance").
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.food-insecurity`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const FOOD_INSECURITY_GUIDANCE: HazardGuidance = catalogueGuidance('food-insecurity');
