// Flood's source calls: ERA5 (30 years), the ECMWF ensemble, GloFAS members and reanalysis, CMIP6 for 10y/30y, NASA EONET.
import { physicalRunner } from '../physical-sources.js';

export const floodRunner = physicalRunner('flood');
