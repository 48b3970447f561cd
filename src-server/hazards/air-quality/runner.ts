// Air quality's source call: the Open-Meteo air-quality (CAMS) hourly series.
import type { HazardRunner } from '../types.js';
import type { WeatherObservations } from '../weather-common.js';
import { at, data, fetched } from '../weather-sources.js';

export const airQualityRunner: HazardRunner<WeatherObservations> = async (ctx, c) => {
  const air = await c.openMeteoAirQuality.hourly(at(ctx));
  return fetched([air], { air: data(air) });
};
