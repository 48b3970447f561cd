// Earthquake's source call: the USGS catalogue around the place over the catalogue years.
import { YEAR_MS } from '../../shared/clock.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import type { HazardRunner } from '../types.js';
import { EARTHQUAKE } from './model.js';

export const earthquakeRunner: HazardRunner<readonly Quake[]> = async (ctx, clients) => {
  const catalogue = await clients.usgs.quakes({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm: EARTHQUAKE.radiusKm,
    start: new Date(ctx.now.getTime() - EARTHQUAKE.catalogueYears * YEAR_MS),
    end: ctx.now,
    minMagnitude: EARTHQUAKE.catalogueMinMagnitude,
  });
  return { outcomes: [catalogue], observations: catalogue.ok ? catalogue.data : null };
};
