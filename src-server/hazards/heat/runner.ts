// Heat's source calls: the ECMWF ensemble with its kept past and ERA5's recent past it is mapped on (every window: a year
// or more joins the members of its first days), ERA5's climatology years, and for a year or more the 30 years of daily
// maxima (a slice of the same kept series: no further call) and, for 10y/30y, the CMIP6 run.
import { windowDays } from '../../shared/window.js';
import type { HazardRunner, ModelContext, SourceNeeds } from '../types.js';
import { at, data, ensembleNeed, weatherRun } from '../weather-sources.js';
import type { HeatObservations } from './model.js';

/** The ensemble variables heat reads: the day's maximum and minimum (EHF's daily mean) and minimum humidity (wet bulb). */
export const HEAT_ENSEMBLE_VARS = ['temperature_2m_max', 'temperature_2m_min', 'relative_humidity_2m_min'] as const;

/** Every window reads the members over the days they cover (at most the ensemble's 15). */
export const heatNeeds = (ctx: ModelContext): SourceNeeds => ({ ensemble: ensembleNeed(ctx, HEAT_ENSEMBLE_VARS) });

export const heatRunner: HazardRunner<HeatObservations> = async (ev) => {
  const long = windowDays(ev.context.window) >= 365;
  const [weather, hottest] = await Promise.all([
    weatherRun(ev, { ensemble: true, namePast: true }),
    long ? ev.sources.era5Physical.daily(at(ev.context)) : undefined,
  ]);
  if (!hottest) return weather;
  const outcomes = [...weather.outcomes, hottest];
  const rows = data(hottest);
  return {
    outcomes,
    observations: weather.observations ? { ...weather.observations, ...(rows ? { hottest: rows } : {}) } : null,
  };
};
