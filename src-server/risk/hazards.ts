// Binds each hazard's model to the source calls it needs (the IO half; models stay pure).
import type { Hazard } from '../contracts/enums.js';
import { CONFLICT } from '../forecast/models/conflict.js';
import { EARTHQUAKE, earthquakeModel } from '../forecast/models/earthquake.js';
import { FOOD_INSECURITY } from '../forecast/models/food-insecurity.js';
import type { ModelContext, ModelResult } from '../forecast/types.js';
import type { GbifClient } from '../sources/gbif/client.js';
import type { SourceOutcome } from '../sources/types.js';
import type { EonetClient } from '../sources/eonet/client.js';
import type { ReliefWebClient } from '../sources/reliefweb/client.js';
import type { UsgsClient } from '../sources/usgs/client.js';
import { countryRunner } from './country-runners.js';
import { WEATHER_RUNNERS, type WeatherClients } from './weather-runners.js';

export interface SourceClients extends WeatherClients {
  usgs: UsgsClient;
  eonet: EonetClient;
  gbif: GbifClient;
  reliefweb: ReliefWebClient;
}

export interface HazardRun {
  /** Every source the hazard asked, ok or failed. */
  outcomes: SourceOutcome<unknown>[];
  /** Null when no source the model needs answered. */
  result: ModelResult | null;
}

export type HazardRunner = (ctx: ModelContext, clients: SourceClients) => Promise<HazardRun>;

const earthquake: HazardRunner = async (ctx, clients) => {
  const catalogue = await clients.usgs.quakes({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm: EARTHQUAKE.radiusKm,
    start: new Date(ctx.now.getTime() - EARTHQUAKE.catalogueYears * 365.25 * 86_400_000),
    end: ctx.now,
    minMagnitude: EARTHQUAKE.catalogueMinMagnitude,
  });
  return { outcomes: [catalogue], result: catalogue.ok ? earthquakeModel(catalogue.data, ctx) : null };
};

/** One runner per hazard: the type makes a hazard without a model a compile error, not a runtime state. */
export const HAZARD_RUNNERS: Record<Hazard, HazardRunner> = {
  earthquake,
  ...WEATHER_RUNNERS,
  conflict: countryRunner(CONFLICT),
  'food-insecurity': countryRunner(FOOD_INSECURITY),
};
