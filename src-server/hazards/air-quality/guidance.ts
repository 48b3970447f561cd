// Air-quality guidance per level and lens (US EPA AirNow "Air Quality Guide for Particle Pollution", WHO 2021 Air Quality Guidelines).
import type { HazardGuidance } from '../types.js';

export const AIR_QUALITY_GUIDANCE: HazardGuidance = {
  core: 'Check the daily AQI: above 100 people with heart or lung disease, older adults, children and pregnant people should cut prolonged or heavy outdoor exertion; above 150 everyone should (US EPA AirNow).',
  byLevel: {
    low: 'Air bad enough to change plans is unlikely in this window (under a day expected); sensitive people should still watch the daily AQI forecast.',
    moderate: 'On polluted days move exercise indoors or to the cleaner morning hours, keep windows closed, and keep inhalers and medicines at hand.',
    high: 'Prepare for unhealthy air: set up a clean room with a HEPA air cleaner, keep well-fitted N95/FFP2 masks for outdoor time, and plan indoor alternatives for children (EPA).',
    severe: 'Unhealthy air is likely: limit time outdoors for everyone, run HEPA filtration indoors, wear a well-fitted N95/FFP2 mask outside, and seek care for chest pain or breathlessness.',
  },
  byLens: {
    'community-planning': 'Issue AQI alerts through schools and clinics, adjust outdoor school activities on bad days, and act on local sources such as traffic, burning and dust (WHO 2021 guidelines).',
    'family-relocation': 'Compare annual PM2.5 levels (WHO guideline: 5 µg/m³ annual mean), avoid homes next to busy roads or industry, and check that the home can be sealed and filtered.',
    'business-setup': 'Fit good filtration (MERV 13 or better where the system allows), monitor indoor air, and plan outdoor-work limits and masks for staff on high-AQI days.',
    travel: 'Check the AQI forecast before you go, especially with asthma or heart disease, pack N95/FFP2 masks and medicines, and plan indoor activities for smoggy days.',
    investment: 'Persistent pollution lowers health, productivity and property appeal: factor filtration costs and tightening air-quality regulation into long-term plans.',
  },
};
