// Flood's source calls: Open-Meteo forecast and archive, the GloFAS forecast and reanalysis, EONET floods.
import type { HazardRunner } from '../types.js';
import type { WeatherObservations } from '../weather-common.js';
import { archiveOf, asOne, at, data, eonetEvents, fetched, forecastOf } from '../weather-sources.js';
import { FLOOD } from './model.js';

export const floodRunner: HazardRunner<WeatherObservations> = async (ctx, c) => {
  const [forecast, archive, discharge, history, events] = await Promise.all([
    forecastOf(ctx, c),
    archiveOf(ctx, c),
    c.openMeteoFlood.forecast(at(ctx)),
    c.openMeteoFlood.history(at(ctx)),
    eonetEvents(ctx, c, FLOOD.category, FLOOD.radiusKm),
  ]);
  return fetched([forecast, archive, asOne(discharge, history), events], {
    forecast: data(forecast),
    archive: data(archive),
    discharge: data(discharge),
    dischargeHistory: data(history),
    eonet: data(events),
  });
};
