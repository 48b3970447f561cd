// Drought's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past), and the
// CMIP6 run for 10y/30y.
import type { SourceOutcome } from '../../sources/types.js';
import type { HazardRunner } from '../types.js';
import { archiveOf, climateOf, data, decades, ensembleOf, fetched, recentOf } from '../weather-sources.js';
import type { DroughtObservations } from './model.js';

export const droughtRunner: HazardRunner<DroughtObservations> = async (ev) => {
  const [ensemble, archive, recent, climate] = await Promise.all([ensembleOf(ev), archiveOf(ev), recentOf(ev), decades(ev.context) ? climateOf(ev) : undefined]);
  const outcomes = ([ensemble, archive, recent, climate] as (SourceOutcome<unknown> | undefined)[]).filter((o): o is SourceOutcome<unknown> => o !== undefined);
  return fetched(outcomes, { ensemble: data(ensemble), archive: data(archive), recent: data(recent), climate: data(climate) });
};
