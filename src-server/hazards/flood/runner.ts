// Flood's fetch plan: ERA5 (30 years), the ECMWF ensemble, GloFAS members (30 days) and reanalysis, CMIP6 for 10y/30y, NASA
// EONET floods; judged by ERA5's rain or GloFAS's river.
import { physicalNeeds, physicalRunner, type PhysicalPlan } from '../physical-sources.js';
import { FLOOD_PHYSICAL, physicalPartFlood } from './model.js';

export const FLOOD_PLAN: PhysicalPlan = {
  hazard: 'flood',
  companion: FLOOD_PHYSICAL.companion,
  river: { memberDays: FLOOD_PHYSICAL.memberDays },
  ensembleVars: ['precipitation_sum'],
  judgedBy: ['era5', 'dischargeHistory'],
  physicalPart: physicalPartFlood,
};

export const floodRunner = physicalRunner(FLOOD_PLAN);
export const floodNeeds = physicalNeeds(FLOOD_PLAN);
