// The runner heat and drought share: forecast + archive + CMIP6 (flood, storm, wildfire: physical-sources.ts).
import type { HazardRunner } from './types.js';
import type { WeatherObservations } from './weather-common.js';
import { archiveOf, climateOf, data, decades, fetched, forecastOf } from './weather-sources.js';

/** Forecast and climatology, plus the CMIP6 run for 10y/30y. */
export const climateWeatherRunner: HazardRunner<WeatherObservations> = async (ctx, c) => {
  const [forecast, archive, climate] = await Promise.all([forecastOf(ctx, c), archiveOf(ctx, c), decades(ctx) ? climateOf(ctx, c) : undefined]);
  return fetched(climate ? [forecast, archive, climate] : [forecast, archive], {
    forecast: data(forecast),
    archive: data(archive),
    climate: data(climate),
  });
};
