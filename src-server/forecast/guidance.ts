// Practical guidance per hazard, decision lens and risk level, drawn from public agencies' advice
// (sources listed per hazard in docs/methodology.md, "Guidance").
import type { DecisionLens, Hazard, RiskLevel } from '../contracts/enums.js';
import { AIR_QUALITY_GUIDANCE } from './guidance/air-quality.js';
import { DROUGHT_GUIDANCE } from './guidance/drought.js';
import { FLOOD_GUIDANCE } from './guidance/flood.js';
import { HEAT_GUIDANCE } from './guidance/heat.js';
import { STORM_GUIDANCE } from './guidance/storm.js';
import { WILDFIRE_GUIDANCE } from './guidance/wildfire.js';

export interface HazardGuidance {
  /** Always given: what to do whatever the level (the agencies' core advice). */
  core: string;
  /** By level: what the number means for preparation. */
  byLevel: Record<RiskLevel, string>;
  /** By lens: what it means for the decision at hand. */
  byLens: Record<DecisionLens, string>;
}

const EARTHQUAKE: HazardGuidance = {
  core: 'If the ground shakes: Drop, Cover, and Hold On until it stops; stay away from windows and do not run outside (Ready.gov).',
  byLevel: {
    low: 'Damaging shaking is unlikely in this window; keep basic preparedness: secure heavy furniture and know where to shelter.',
    moderate:
      'Secure tall furniture, water heaters and shelves to walls, and keep a 3-day kit with water, food, torch and first aid (FEMA P-530).',
    high: 'Plan for strong shaking: check that buildings you rely on meet current seismic codes and agree a family or staff reunion point.',
    severe:
      'Damaging earthquakes are likely here: confirm structural retrofits, store at least 3 days of supplies per person and sign up for local early-warning alerts where available (e.g. ShakeAlert).',
  },
  byLens: {
    'community-planning':
      'Prioritise inspection and retrofit of schools, hospitals and unreinforced masonry, and exercise the emergency plan (e.g. a ShakeOut drill).',
    'family-relocation':
      'Before choosing a home, ask for its construction year and seismic retrofits, and check whether the area is mapped for liquefaction or landslides.',
    'business-setup':
      'Anchor racks and equipment, back up data off-site and write a continuity plan that assumes days without power or road access (FEMA QuakeSmart).',
    travel: 'Note the emergency exits where you stay, keep shoes and a torch by the bed, and follow local authorities and your embassy after a quake.',
    investment:
      'Price seismic exposure in: require structural assessments, check earthquake insurance availability and deductibles, and favour post-code-era buildings.',
  },
};

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

const GUIDANCE: Partial<Record<Hazard, HazardGuidance>> = {
  earthquake: EARTHQUAKE,
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
