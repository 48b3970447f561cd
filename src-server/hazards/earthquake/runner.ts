// Earthquake's source call: the USGS catalogue the model needs (EARTHQUAKE_MODEL.query), returned with the query.
import type { HazardRunner } from '../types.js';
import { EARTHQUAKE_MODEL, type EarthquakeCatalogue } from './forecast.js';

const YEAR_MS = 365.25 * 86_400_000;

export const earthquakeRunner: HazardRunner<EarthquakeCatalogue> = async (ctx, clients) => {
  const q = EARTHQUAKE_MODEL.query;
  const query = {
    center: { lat: ctx.place.lat, lng: ctx.place.lng },
    radiusKm: q.radiusKm,
    minMagnitude: q.minMagnitude,
    start: new Date(ctx.now.getTime() - q.years * YEAR_MS),
    end: ctx.now,
  };
  const catalogue = await clients.usgs.quakes({ lat: ctx.place.lat, lng: ctx.place.lng, radiusKm: query.radiusKm, start: query.start, end: query.end, minMagnitude: query.minMagnitude });
  return { outcomes: [catalogue], observations: catalogue.ok ? { events: catalogue.data, query } : null };
};
