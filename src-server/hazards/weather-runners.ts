// Runners several weather hazards share: forecast + archive + EONET (wildfire, storm); forecast + archive + CMIP6 (heat, drought).
import type { EonetCategory } from '../sources/eonet/categories.js';
import type { HazardRunner } from './types.js';
import type { WeatherObservations } from './weather-common.js';
import { archiveOf, climateOf, data, decades, eonetEvents, fetched, forecastOf } from './weather-sources.js';

/** Forecast and climatology, plus the EONET catalogue of the hazard's category. */
export const eonetWeatherRunner =
  (category: EonetCategory, radiusKm: number): HazardRunner<WeatherObservations> =>
  async (ctx, c) => {
    const [forecast, archive, events] = await Promise.all([forecastOf(ctx, c), archiveOf(ctx, c), eonetEvents(ctx, c, category, radiusKm)]);
    return fetched([forecast, archive, events], { forecast: data(forecast), archive: data(archive), eonet: data(events) });
  };

/** Forecast and climatology, plus the CMIP6 run for 10y/30y. */
export const climateWeatherRunner: HazardRunner<WeatherObservations> = async (ctx, c) => {
  const [forecast, archive, climate] = await Promise.all([forecastOf(ctx, c), archiveOf(ctx, c), decades(ctx) ? climateOf(ctx, c) : undefined]);
  return fetched(climate ? [forecast, archive, climate] : [forecast, archive], {
    forecast: data(forecast),
    archive: data(archive),
    climate: data(climate),
  });
};
