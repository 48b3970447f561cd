// Practical guidance registry: one file per hazard, drawn from public agencies' advice
// (sources listed per hazard in docs/methodology.md, "Guidance").
import type { DecisionLens, Hazard, RiskLevel } from '../../contracts/enums.js';
import { CONFLICT } from './conflict.js';
import { EARTHQUAKE } from './earthquake.js';
import { FOOD_INSECURITY } from './food-insecurity.js';
import { AIR_QUALITY_GUIDANCE } from './air-quality.js';
import { DROUGHT_GUIDANCE } from './drought.js';
import { FLOOD_GUIDANCE } from './flood.js';
import { HEAT_GUIDANCE } from './heat.js';
import { STORM_GUIDANCE } from './storm.js';
import { WILDFIRE_GUIDANCE } from './wildfire.js';

export interface HazardGuidance {
  /** Always given: what to do whatever the level (the agencies' core advice). */
  core: string;
  /** By level: what the number means for preparation. */
  byLevel: Record<RiskLevel, string>;
  /** By lens: what it means for the decision at hand. */
  byLens: Record<DecisionLens, string>;
}

const GENERIC: HazardGuidance = {
  core: 'Follow warnings from your national meteorological or civil-protection agency.',
  byLevel: {
    low: 'The hazard is unlikely to disrupt you in this window; keep an eye on official forecasts.',
    moderate: 'Review your plan and supplies for this hazard and know where official warnings are published.',
    high: 'Prepare now: check supplies, routes and contacts, and decide in advance what would make you act.',
    severe: 'Expect disruption: put your plan into action early and follow official instructions.',
  },
  byLens: {
    'community-planning': 'Check that warning channels reach vulnerable residents and that shelters and responders are ready.',
    'family-relocation': 'Ask locals and the municipality how often this hazard has affected the area you are considering.',
    'business-setup': 'Write a continuity plan for this hazard: staff safety, supply chains, backups and insurance.',
    travel: 'Keep travel plans flexible, carry insurance that covers this hazard and register with your embassy.',
    investment: 'Factor this hazard into valuation, insurance cost and long-term maintenance.',
  },
};

/** One entry per hazard with its own guidance file; hazards without one get GENERIC. */
const GUIDANCE: Partial<Record<Hazard, HazardGuidance>> = {
  earthquake: EARTHQUAKE,
  conflict: CONFLICT,
  'food-insecurity': FOOD_INSECURITY,
  flood: FLOOD_GUIDANCE,
  wildfire: WILDFIRE_GUIDANCE,
  heat: HEAT_GUIDANCE,
  storm: STORM_GUIDANCE,
  'air-quality': AIR_QUALITY_GUIDANCE,
  drought: DROUGHT_GUIDANCE,
};

/** At least three sentences: level-specific, lens-specific, and the agencies' core advice. */
export function practicalGuidance(hazard: Hazard, lens: DecisionLens, level: RiskLevel): string[] {
  const g = GUIDANCE[hazard] ?? GENERIC;
  return [g.byLevel[level], g.byLens[lens], g.core];
}
