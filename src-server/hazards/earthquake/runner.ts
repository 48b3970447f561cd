// Earthquake's source call: the USGS catalogue around the place over the catalogue years.
import type { Quake } from '../../sources/usgs/normalize.js';
import type { HazardRunner } from '../types.js';
import { EARTHQUAKE } from './model.js';

export const earthquakeRunner: HazardRunner<readonly Quake[]> = async (ctx, clients) => {
  const catalogue = await clients.usgs.quakes({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm: EARTHQUAKE.radiusKm,
    start: new Date(ctx.now.getTime() - EARTHQUAKE.catalogueYears * 365.25 * 86_400_000),
    end: ctx.now,
    minMagnitude: EARTHQUAKE.catalogueMinMagnitude,
  });
  return { outcomes: [catalogue], observations: catalogue.ok ? catalogue.data : null };
};
