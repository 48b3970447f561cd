// Heat's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past the ensemble
// is quantile-mapped on), and the CMIP6 run for 10y/30y. Windows of a year or more read ERA5 and CMIP6 only.
import { HORIZON_DAYS } from '../../contracts/enums.js';
import type { SourceOutcome } from '../../sources/types.js';
import type { HazardRunner, ModelContext } from '../types.js';
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
  pastNames,
  recentOf,
} from '../weather-sources.js';
import type { SourceNeeds } from '../types.js';
import type { HeatObservations } from './model.js';

/** The ensemble variables heat reads: the day's maximum and minimum (EHF's daily mean) and minimum humidity (wet bulb). */
export const HEAT_ENSEMBLE_VARS = ['temperature_2m_max', 'temperature_2m_min', 'relative_humidity_2m_min'] as const;

/** Windows of a year or more read ERA5 and CMIP6 only; shorter ones the ensemble over the window's days. */
export const heatNeeds = (ctx: ModelContext): SourceNeeds =>
  HORIZON_DAYS[ctx.horizon] >= 365 ? {} : { ensemble: ensembleNeed(ctx, HEAT_ENSEMBLE_VARS) };

export const heatRunner: HazardRunner<HeatObservations> = async (ev) => {
  const long = HORIZON_DAYS[ev.context.horizon] >= 365;
  const [ensemble, archive, recent, climate, past] = await Promise.all([
    long ? undefined : ensembleOf(ev),
    archiveOf(ev),
    long ? undefined : recentOf(ev),
    decades(ev.context) ? climateOf(ev) : undefined,
    long ? undefined : ensemblePastOf(ev),
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
    ...pastNames(past),
  });
};
