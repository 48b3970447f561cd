// The weather hazards' shared source calls (Open-Meteo forecast, archive, climate; NASA EONET), used by their runners.
import { HORIZON_DAYS } from '../contracts/enums.js';
import { YEAR_MS } from '../shared/clock.js';
import type { EonetCategory } from '../sources/eonet/categories.js';
import type { SourceOutcome } from '../sources/types.js';
import { EONET_CATALOGUE_YEARS } from './eonet-hazard.js';
import type { Fetched, ModelContext, SourceClients } from './types.js';

export const data = <T>(o: SourceOutcome<T> | undefined): T | undefined => (o?.ok ? o.data : undefined);

/**
 * One evaluation asks several hazards at once with the same context object; the forecast and archive
 * calls they share are made once per evaluation (the source layer's cache dedupes across requests).
 */
const perEvaluation = new WeakMap<ModelContext, Map<string, Promise<SourceOutcome<unknown>>>>();
export function shared<T>(ctx: ModelContext, key: string, call: () => Promise<SourceOutcome<T>>): Promise<SourceOutcome<T>> {
  let calls = perEvaluation.get(ctx);
  if (!calls) perEvaluation.set(ctx, (calls = new Map()));
  let p = calls.get(key);
  if (!p) calls.set(key, (p = call()));
  return p as Promise<SourceOutcome<T>>;
}

export const at = (ctx: ModelContext) => ({ lat: ctx.place.lat, lng: ctx.place.lng, now: ctx.now });
export const forecastOf = (ctx: ModelContext, c: SourceClients) => shared(ctx, 'forecast', () => c.openMeteoForecast.daily(at(ctx)));
export const archiveOf = (ctx: ModelContext, c: SourceClients) => shared(ctx, 'archive', () => c.openMeteoArchive.climatology(at(ctx)));
export const climateOf = (ctx: ModelContext, c: SourceClients) =>
  shared(ctx, 'climate', () => c.openMeteoClimate.daily({ ...at(ctx), horizonYears: HORIZON_DAYS[ctx.horizon] / 365.25 }));
/**
 * The ECMWF ensemble with its 92 past days (heat and drought bias-correct against them; flood, storm and wildfire read
 * the days from today): one identical call, so the source layer serves one answer to all.
 */
export const ensembleOf = (ctx: ModelContext, c: SourceClients) => shared(ctx, 'ensemble', () => c.openMeteoEnsemble.daily({ ...at(ctx), pastDays: 92 }));
/** ERA5 of the recent past (the bias correction's reference). */
export const recentOf = (ctx: ModelContext, c: SourceClients) => shared(ctx, 'archive-recent', () => c.openMeteoArchive.recent(at(ctx)));
/** 10y and 30y questions read the CMIP6 run as well. */
export const decades = (ctx: ModelContext) => ctx.horizon === '10y' || ctx.horizon === '30y';

/** EONET events of one category near the place over the catalogue years. */
export const eonetEvents = (ctx: ModelContext, clients: SourceClients, category: EonetCategory, radiusKm: number) =>
  clients.eonet.events({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm,
    start: new Date(ctx.now.getTime() - EONET_CATALOGUE_YEARS * YEAR_MS),
    end: ctx.now,
    categories: [category],
  });

/** The model runs when at least one source answered; `observations: null` only when none did. */
export function fetched<Obs>(outcomes: SourceOutcome<unknown>[], observations: Obs): Fetched<Obs> {
  return { outcomes, observations: outcomes.some((o) => o.ok) ? observations : null };
}
