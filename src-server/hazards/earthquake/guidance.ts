// Earthquake guidance: Ready.gov "Earthquakes", FEMA P-530, FEMA QuakeSmart, ShakeAlert (docs/methodology/shared.md, "Guidance").
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.earthquake`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const EARTHQUAKE_GUIDANCE: HazardGuidance = catalogueGuidance('earthquake');
