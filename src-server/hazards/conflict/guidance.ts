// Conflict guidance: national travel advisories (US State Dept. levels, UK FCDO), ICRC, UN OCHA, ACLED, the
// UN Global Compact/PRI and OECD conflict-area due-diligence guidance (docs/methodology.md, "Guidance").
// The words are in i18n/catalogues/<language>/guidance.ts (`guidance.conflict`).
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';

export const CONFLICT_GUIDANCE: HazardGuidance = catalogueGuidance('conflict');
