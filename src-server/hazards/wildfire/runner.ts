// Wildfire's fetch plan: ERA5 (30 years) and its snow depth, the ECMWF ensemble, the forecast's past days (the FWI
// spin-up across ERA5's lag), CMIP6 for 10y/30y, NASA EONET wildfires; judged by ERA5.
import { physicalNeeds, physicalRunner, type PhysicalPlan } from '../physical-sources.js';
import { physicalPartWildfire, WILDFIRE_PHYSICAL } from './model.js';

export const WILDFIRE_PLAN: PhysicalPlan = {
  hazard: 'wildfire',
  companion: WILDFIRE_PHYSICAL.companion,
  forecastPast: true,
  snow: true,
  ensembleVars: ['temperature_2m_max', 'relative_humidity_2m_min', 'wind_speed_10m_mean', 'precipitation_sum'],
  ensembleFullRange: true,
  judgedBy: ['era5'],
  physicalPart: physicalPartWildfire,
};

export const wildfireRunner = physicalRunner(WILDFIRE_PLAN);
export const wildfireNeeds = physicalNeeds(WILDFIRE_PLAN);
