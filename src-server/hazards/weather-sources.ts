// The weather hazards' shared source calls (Open-Meteo forecast, archive, ensemble, climate), made through the evaluation.
import { HORIZON_DAYS } from '../contracts/enums.js';
import type { SourceOutcome } from '../sources/types.js';
import type { Evaluation, Fetched, ModelContext } from './types.js';

export const data = <T>(o: SourceOutcome<T> | undefined): T | undefined => (o?.ok ? o.data : undefined);

// The calls below are made through the evaluation: hazards of one question asking the same one share its answer.
export const at = (ctx: ModelContext) => ({ lat: ctx.place.lat, lng: ctx.place.lng, now: ctx.now });
export const forecastOf = (ev: Evaluation) => ev.sources.openMeteoForecast.daily(at(ev.context));
export const archiveOf = (ev: Evaluation) => ev.sources.openMeteoArchive.climatology(at(ev.context));
export const climateOf = (ev: Evaluation) => ev.sources.openMeteoClimate.daily({ ...at(ev.context), horizonYears: HORIZON_DAYS[ev.context.horizon] / 365.25 });
/**
 * The ECMWF ensemble with its 92 past days (heat and drought bias-correct against them; flood, storm and wildfire read
 * the days from today): one identical call, so the source layer serves one answer to all.
 */
export const ensembleOf = (ev: Evaluation) => ev.sources.openMeteoEnsemble.daily({ ...at(ev.context), pastDays: 92 });
/** ERA5 of the recent past (the bias correction's reference). */
export const recentOf = (ev: Evaluation) => ev.sources.openMeteoArchive.recent(at(ev.context));
/** 10y and 30y questions read the CMIP6 run as well. */
export const decades = (ctx: ModelContext) => ctx.horizon === '10y' || ctx.horizon === '30y';

/** Two answers of one source (e.g. GloFAS members and reanalysis) report as one: ok when either answered (both failed: the second's failure). */
export function asOne(a: SourceOutcome<unknown>, b: SourceOutcome<unknown>): SourceOutcome<unknown> {
  if (a.ok && b.ok) return Date.parse(a.fetchedAt) <= Date.parse(b.fetchedAt) ? a : b;
  return a.ok ? a : b;
}

/** The model runs when at least one source answered; `observations: null` only when none did. */
export function fetched<Obs>(outcomes: SourceOutcome<unknown>[], observations: Obs): Fetched<Obs> {
  return { outcomes, observations: outcomes.some((o) => o.ok) ? observations : null };
}
