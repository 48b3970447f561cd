// Air quality's source calls: the CAMS hourly series (92 past days and the forecast) and the CAMS history (daily means
// of the last complete years) for the seasonal climatology.
import type { HazardRunner } from '../types.js';
import { at, data, fetched } from '../weather-sources.js';
import type { AirObservations } from './model.js';

export const airQualityRunner: HazardRunner<AirObservations> = async (ev) => {
  const [air, history] = await Promise.all([
    ev.sources.openMeteoAirQuality.hourly(at(ev.context)),
    ev.sources.openMeteoAirQuality.history(at(ev.context)),
  ]);
  return fetched([air, history], { air: data(air), history: data(history) });
};
