// Conflict guidance: national travel advisories (US State Dept. levels, UK FCDO), ICRC, UN OCHA, ACLED, the
// UN Global Compact/PRI and OECD conflict-area due-diligence guidance (docs/methodology/shared.md, "Guidance").
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.conflict`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const CONFLICT_GUIDANCE: HazardGuidance = catalogueGuidance('conflict');
