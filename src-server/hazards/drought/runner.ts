// Drought's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past), and the
// CMIP6 run for 10y/30y.
import type { HazardRunner, ModelContext, SourceNeeds } from '../types.js';
import { ensembleNeed, weatherRun } from '../weather-sources.js';
import type { DroughtObservations } from './model.js';

/** The ensemble variables drought reads: the water balance's rain and reference evapotranspiration. */
export const DROUGHT_ENSEMBLE_VARS = ['precipitation_sum', 'et0_fao_evapotranspiration'] as const;

/** The ensemble over the first season's days (the window's, within the ensemble's range), with its past days. */
export const droughtNeeds = (ctx: ModelContext): SourceNeeds => ({ ensemble: ensembleNeed(ctx, DROUGHT_ENSEMBLE_VARS) });

// The drivers do not name whose past the members are mapped on (drought's words never did).
export const droughtRunner: HazardRunner<DroughtObservations> = (ev) => weatherRun(ev, { ensemble: true, namePast: false });
