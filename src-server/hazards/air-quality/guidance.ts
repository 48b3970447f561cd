// Air-quality guidance per tier and lens (US EPA AirNow "Air Quality Guide for Particle Pollution", WHO 2021 Air Quality Guidelines).
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.air-quality`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const AIR_QUALITY_GUIDANCE: HazardGuidance = catalogueGuidance('air-quality');
