// Drought guidance per level and lens (FAO drought and early-action guidance, Ready.gov "Drought", US Drought Monitor, WHO WASH).
import type { HazardGuidance } from '../types.js';

export const DROUGHT_GUIDANCE: HazardGuidance = {
  core: 'Use water sparingly, follow local water restrictions, and store enough safe drinking water for each person, about 4 litres (1 gallon) a day for several days (Ready.gov, WHO).',
  byLevel: {
    low: 'A dry spell that disrupts daily life is unlikely in this window (under a day expected); fix leaks and keep watching seasonal outlooks from your national meteorological service.',
    moderate: 'Start saving water now: fix leaks, water gardens early or late, collect rainwater where allowed, and check the state of wells and tanks.',
    high: 'Plan for shortages: agree water priorities for drinking, hygiene and livestock, check on farmers and pastoralists, and act early on crop and feed plans (FAO early action).',
    severe: 'Drought is likely: expect restrictions and higher food and water prices, secure safe drinking water and hygiene supplies, and support the most exposed households early.',
  },
  byLens: {
    'community-planning': 'Trigger drought early-warning plans: monitor reservoirs and wells, coordinate water rationing, and pre-fund early action for farmers and livestock keepers (FAO anticipatory action).',
    'family-relocation': 'Check the reliability of the water supply and well depth, past restrictions and wildfire links, and whether the garden and home are designed to use little water.',
    'business-setup': 'Map how much water your operations and suppliers need, plan efficiency and alternative sources, and check contracts for supply interruptions.',
    travel: 'Respect water restrictions and fire bans, carry drinking water in rural areas, and check that destinations (parks, rivers) are open and navigable.',
    investment: 'Factor water scarcity into land, agriculture and industrial valuations: water rights, irrigation costs and crop-insurance terms matter more as droughts deepen.',
  },
};
