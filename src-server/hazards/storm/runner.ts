// Storm's fetch plan: ERA5 (30 years), the ECMWF ensemble, CMIP6 for 10y/30y, NASA EONET severe storms; judged by ERA5.
import { physicalNeeds, physicalRunner, type PhysicalPlan } from '../physical-sources.js';
import { physicalPartStorm, STORM_PHYSICAL } from './model.js';

export const STORM_PLAN: PhysicalPlan = {
  hazard: 'storm',
  companion: STORM_PHYSICAL.companion,
  gusts: true,
  ensembleVars: ['wind_gusts_10m_max', 'precipitation_sum'],
  judgedBy: ['era5'],
  physicalPart: physicalPartStorm,
};

export const stormRunner = physicalRunner(STORM_PLAN);
export const stormNeeds = physicalNeeds(STORM_PLAN);
