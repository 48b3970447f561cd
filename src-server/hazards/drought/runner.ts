// Drought's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past), and the
// CMIP6 run for 10y/30y.
import type { SourceOutcome } from '../../sources/types.js';
import type { HazardRunner, ModelContext, SourceNeeds } from '../types.js';
import {
  archiveOf,
  climateOf,
  data,
  decades,
  ensembleNeed,
  ensembleOf,
  ensemblePastOf,
  fetched,
  historyNames,
  recentOf,
} from '../weather-sources.js';
import type { DroughtObservations } from './model.js';

/** The ensemble variables drought reads: the water balance's rain and reference evapotranspiration. */
export const DROUGHT_ENSEMBLE_VARS = ['precipitation_sum', 'et0_fao_evapotranspiration'] as const;

/** The ensemble over the first season's days (the window's, within the ensemble's range), with its past days. */
export const droughtNeeds = (ctx: ModelContext): SourceNeeds => ({ ensemble: ensembleNeed(ctx, DROUGHT_ENSEMBLE_VARS) });

export const droughtRunner: HazardRunner<DroughtObservations> = async (ev) => {
  const [ensemble, archive, recent, climate, past] = await Promise.all([
    ensembleOf(ev),
    archiveOf(ev),
    recentOf(ev),
    decades(ev.context) ? climateOf(ev) : undefined,
    ensemblePastOf(ev),
  ]);
  const outcomes = ([ensemble, archive, recent, climate, past] as (SourceOutcome<unknown> | undefined)[]).filter(
    (o): o is SourceOutcome<unknown> => o !== undefined,
  );
  return fetched(outcomes, {
    ensemble: data(ensemble),
    archive: data(archive),
    recent: data(recent),
    climate: data(climate),
    ...historyNames(archive),
  });
};
