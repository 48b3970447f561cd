// Earthquake's source call: the USGS catalogue the model needs (EARTHQUAKE_MODEL.query), returned with the query.
import { YEAR_MS } from '../../shared/clock.js';
import { USGS_MAX_LIMIT } from '../../sources/usgs/client.js';
import type { Quake } from '../../sources/usgs/normalize.js';
import type { HazardRunner } from '../types.js';
import type { EarthquakeCatalogue } from './catalogue.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';

export const earthquakeRunner: HazardRunner<EarthquakeCatalogue> = async (ev) => {
  const { context: ctx, sources: clients } = ev;
  const q = EARTHQUAKE_MODEL.query;
  const query = {
    center: { lat: ctx.place.lat, lng: ctx.place.lng },
    radiusKm: q.radiusKm,
    minMagnitude: q.minMagnitude,
    start: new Date(ctx.now.getTime() - q.years * YEAR_MS),
    end: ctx.now,
  };
  const catalogue = await clients.usgs.quakes({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm: query.radiusKm,
    start: query.start,
    end: query.end,
    minMagnitude: query.minMagnitude,
  });
  if (!catalogue.ok) return { outcomes: [catalogue], observations: null };
  return { outcomes: [catalogue], observations: { events: catalogue.data, query: coveredQuery(query, catalogue.data) } };
};

/**
 * FDSN returns at most USGS_MAX_LIMIT events, newest first: a full answer covers only back to its oldest event,
 * so the model is told that span rather than the 50 years asked (its rates would otherwise be diluted).
 */
export function coveredQuery(query: EarthquakeCatalogue['query'], events: readonly Quake[]): EarthquakeCatalogue['query'] {
  if (events.length < USGS_MAX_LIMIT) return query;
  const oldest = events.reduce((min, e) => {
    const t = Date.parse(e.time);
    return Number.isFinite(t) && t < min ? t : min;
  }, Number.POSITIVE_INFINITY);
  return Number.isFinite(oldest) && oldest > query.start.getTime() ? { ...query, start: new Date(oldest) } : query;
}
