// Earthquake guidance: Ready.gov "Earthquakes", FEMA P-530, FEMA QuakeSmart, ShakeAlert (docs/methodology.md, "Guidance").
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.earthquake`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const EARTHQUAKE_GUIDANCE: HazardGuidance = catalogueGuidance('earthquake');
