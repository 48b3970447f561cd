// Heat's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past the ensemble
// is quantile-mapped on), and the CMIP6 run for 10y/30y. Windows of a year or more read ERA5 and CMIP6 only.
import { HORIZON_DAYS } from '../../contracts/enums.js';
import type { SourceOutcome } from '../../sources/types.js';
import type { HazardRunner } from '../types.js';
import { archiveOf, climateOf, data, decades, ensembleOf, fetched, recentOf } from '../weather-sources.js';
import type { HeatObservations } from './model.js';

export const heatRunner: HazardRunner<HeatObservations> = async (ev) => {
  const long = HORIZON_DAYS[ev.context.horizon] >= 365;
  const [ensemble, archive, recent, climate] = await Promise.all([
    long ? undefined : ensembleOf(ev),
    archiveOf(ev),
    long ? undefined : recentOf(ev),
    decades(ev.context) ? climateOf(ev) : undefined,
  ]);
  const outcomes = ([ensemble, archive, recent, climate] as (SourceOutcome<unknown> | undefined)[]).filter((o): o is SourceOutcome<unknown> => o !== undefined);
  return fetched(outcomes, { ensemble: data(ensemble), archive: data(archive), recent: data(recent), climate: data(climate) });
};
