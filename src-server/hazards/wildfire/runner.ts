// Wildfire's source calls: ERA5 (30 years), the ECMWF ensemble, the forecast's past days, CMIP6 for 10y/30y, NASA EONET.
import { physicalRunner } from '../physical-sources.js';

export const wildfireRunner = physicalRunner('wildfire');
