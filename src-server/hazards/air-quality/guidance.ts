// Air-quality guidance per level and lens (US EPA AirNow "Air Quality Guide for Particle Pollution", WHO 2021 Air Quality Guidelines).
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.air-quality`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const AIR_QUALITY_GUIDANCE: HazardGuidance = catalogueGuidance('air-quality');
