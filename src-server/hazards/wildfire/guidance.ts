// Wildfire guidance per level and lens (Ready.gov "Wildfires", NFPA Firewise, IAFC "Ready, Set, Go!", US EPA/AirNow smoke advice).
import type { HazardGuidance } from '../types.js';

export const WILDFIRE_GUIDANCE: HazardGuidance = {
  core: 'If told to evacuate, leave immediately by the route officials give; do not wait to see the fire, and keep an N95 mask for smoke (Ready.gov, IAFC "Ready, Set, Go!").',
  byLevel: {
    low: 'Fire weather is unlikely to be critical in this window; keep the 1.5 m (5 ft) around buildings clear of dry leaves, mulch and firewood (NFPA Firewise).',
    moderate: 'Check local fire bans before any outdoor burning or machinery use, pack a go-bag, and know two ways out of your neighbourhood.',
    high: 'Critical fire weather is possible: clean gutters and roofs of debris, keep 30 m (100 ft) of lean, green defensible space where allowed, and keep your car fuelled and facing out.',
    severe: 'Fires are likely nearby: be ready to leave at short notice, move vulnerable people out early, close windows and vents against embers and smoke, and follow evacuation orders at once.',
  },
  byLens: {
    'community-planning': 'Maintain fuel breaks and evacuation routes, test warning systems and clean-air shelters, and plan transport for people without cars.',
    'family-relocation': 'Check whether the home lies in a wildland-urban interface zone, how many roads lead out, and whether its roof, vents and siding are ember-resistant.',
    'business-setup': 'Keep defensible space around premises, store fuels and flammables safely, plan for smoke closures and outdoor-work limits, and protect staff with N95 masks.',
    travel: 'Check fire and smoke maps before hiking or camping, respect park closures and fire bans, and know how to leave the area quickly.',
    investment: 'Price wildfire exposure in: insurance availability is shrinking in high-risk zones; favour ember-resistant construction and sites with defensible space and good access.',
  },
};
