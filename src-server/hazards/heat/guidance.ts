// Heat guidance per level and lens (WHO heat-health guidance, US CDC "Extreme Heat", NWS HeatRisk, OSHA "Water. Rest. Shade.").
import type { HazardGuidance } from '../types.js';

export const HEAT_GUIDANCE: HazardGuidance = {
  core: 'In the heat, drink water regularly, stay in cool or shaded places in the hottest hours, check on older people, infants and the chronically ill, and never leave anyone in a parked car (WHO, CDC).',
  byLevel: {
    low: 'Heat that disrupts daily life is unlikely in this window (under a day expected; hot days may still come, within what people here are used to); know the signs of heat exhaustion (heavy sweating, dizziness, nausea) and of heat stroke, a medical emergency.',
    moderate: 'Plan strenuous activity for early morning or evening, keep fans and shade ready, and know where the nearest cooled public space is.',
    high: 'Prepare for hot days: check that air conditioning or cooling works, arrange daily check-ins for people living alone, and keep medicines that heat affects stored cool.',
    severe: 'Extreme heat is likely: cancel or move outdoor work and events, open cooling centres, and call emergency services at once for confusion, fainting or a hot dry skin.',
  },
  byLens: {
    'community-planning': 'Activate a heat-health action plan: early warnings, cooling centres with extended hours, outreach to isolated and homeless people, and shade and water in public spaces (WHO Europe).',
    'family-relocation': 'Prefer homes with insulation, shading, cross-ventilation or cooling and green space nearby; top-floor flats under uninsulated roofs get the hottest.',
    'business-setup': 'Protect workers with water, rest and shade and a heat-acclimatisation plan for new staff (OSHA), and check that cooling, power and cold chains can cope with peaks.',
    travel: 'Schedule sightseeing for mornings and evenings, carry water, choose accommodation with cooling, and take extra care with children and older travellers.',
    investment: 'Expect more hot days: factor cooling costs, worker productivity limits and grid stress into valuations, and favour buildings designed for passive cooling.',
  },
};
