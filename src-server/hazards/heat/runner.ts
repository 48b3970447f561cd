// Heat's source calls: the ECMWF ensemble with its 92 past days, ERA5 (climatology and the recent past the ensemble
// is quantile-mapped on), and the CMIP6 run for 10y/30y. Windows of a year or more read ERA5 and CMIP6 only.
import { HORIZON_DAYS } from '../../contracts/enums.js';
import type { HazardRunner, ModelContext, SourceNeeds } from '../types.js';
import { ensembleNeed, weatherRun } from '../weather-sources.js';
import type { HeatObservations } from './model.js';

/** The ensemble variables heat reads: the day's maximum and minimum (EHF's daily mean) and minimum humidity (wet bulb). */
export const HEAT_ENSEMBLE_VARS = ['temperature_2m_max', 'temperature_2m_min', 'relative_humidity_2m_min'] as const;

/** Windows of a year or more read ERA5 and CMIP6 only; shorter ones the ensemble over the window's days. */
export const heatNeeds = (ctx: ModelContext): SourceNeeds =>
  HORIZON_DAYS[ctx.horizon] >= 365 ? {} : { ensemble: ensembleNeed(ctx, HEAT_ENSEMBLE_VARS) };

export const heatRunner: HazardRunner<HeatObservations> = (ev) =>
  weatherRun(ev, { ensemble: HORIZON_DAYS[ev.context.horizon] < 365, namePast: true });
