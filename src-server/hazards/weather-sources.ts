// The weather hazards' shared source calls (Open-Meteo forecast, archive, ensemble, climate), made through the evaluation.
import { HORIZON_DAYS } from '../contracts/enums.js';
import { DAY_MS } from '../shared/clock.js';
import { dayWindow } from '../shared/window.js';
import { ENSEMBLE_MODEL_DAILY_VARS, ENSEMBLE_MODELS, ENSEMBLE_DEFAULT_MODEL } from '../sources/open-meteo-ensemble/client.js';
import type { EnsembleDaily, EnsembleDailyVar } from '../sources/open-meteo-ensemble/normalize.js';
import type { ClimateDay } from '../sources/open-meteo-climate/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';
import { withPast } from '../sources/open-meteo-forecast/kept-past.js';
import type { SourceOutcome } from '../sources/types.js';
import type { EnsembleNeed, Evaluation, Fetched, ModelContext } from './types.js';

export const data = <T>(o: SourceOutcome<T> | undefined): T | undefined => (o?.ok ? o.data : undefined);

// The calls below are made through the evaluation: hazards of one question asking the same one share its answer.
export const at = (ctx: ModelContext) => ({ lat: ctx.place.lat, lng: ctx.place.lng, now: ctx.now });
export const forecastOf = (ev: Evaluation) => ev.sources.openMeteoForecast.daily(at(ev.context));
export const archiveOf = (ev: Evaluation) => ev.sources.openMeteoArchive.climatology(at(ev.context));
export const climateOf = (ev: Evaluation) =>
  ev.sources.openMeteoClimate.daily({ ...at(ev.context), horizonYears: HORIZON_DAYS[ev.context.horizon] / 365.25 });
/** The ensemble's past days the bias correction maps (the model side: the Ensemble API's 92 past days). */
export const ENSEMBLE_PAST_DAYS = 92;
const ENSEMBLE_RANGE_DAYS = ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].forecastDays;

/**
 * A hazard's ensemble need for a context: its variables, the forecast days from today to the last day it reads (the
 * window's last day, or `lastDay` when the hazard reads beyond it; at most the ensemble's 15), and the past days.
 */
export function ensembleNeed(
  ctx: ModelContext,
  variables: readonly EnsembleDailyVar[],
  lastDay = dayWindow(ctx.window).last,
): EnsembleNeed {
  const today = Math.floor(ctx.now.getTime() / DAY_MS);
  return { variables, days: Math.max(1, Math.min(ENSEMBLE_RANGE_DAYS, lastDay - today + 1)), pastDays: ENSEMBLE_PAST_DAYS };
}

/** The needs of the hazards asked together, as one call: every variable any asks, the longest range, the most past days. */
export function mergeEnsembleNeeds(needs: readonly (EnsembleNeed | undefined)[]): EnsembleNeed | undefined {
  const asked = needs.filter((n): n is EnsembleNeed => n !== undefined);
  if (asked.length === 0) return undefined;
  const vars = new Set(asked.flatMap((n) => n.variables));
  return {
    // In the one order the API's variables are always asked in: the same set is the same URL, whatever asked it.
    variables: ENSEMBLE_MODEL_DAILY_VARS.filter((v) => vars.has(v)),
    days: Math.max(...asked.map((n) => n.days)),
    pastDays: Math.max(...asked.map((n) => n.pastDays)),
  };
}

/**
 * The ECMWF ensemble as the hazards asked in the evaluation need it, in one call (their needs merged: heat and drought
 * bias-correct against its past days; flood, storm and wildfire read the days from today). Without declared needs
 * (an evaluation that does not know its hazards) the whole call: every variable, 15 days, 92 past days.
 */
export async function ensembleOf(ev: Evaluation): Promise<SourceOutcome<EnsembleDaily>> {
  const need = mergeEnsembleNeeds(ev.needs.map((n) => n.ensemble));
  const q = { ...at(ev.context), ...(need ? { days: need.days } : {}) };
  const vars = need?.variables ?? ENSEMBLE_MODEL_DAILY_VARS;
  const pastClient = ev.sources.ensemblePast;
  if (!pastClient) return ev.sources.openMeteoEnsemble.daily({ ...q, pastDays: need?.pastDays ?? ENSEMBLE_PAST_DAYS }, vars);
  // The members from today; their past days kept (the bias correction's model side: the members' own, or the run's).
  const [e, past] = await Promise.all([ev.sources.openMeteoEnsemble.daily({ ...q, pastDays: 0 }, vars), pastClient.daily(at(ev.context))]);
  return e.ok && past.ok ? { ...e, data: withPast(e.data, past.data) } : e;
}

/** The outcome of the kept past the ensemble carries (undefined: the ensemble asked its own past days, no other call). */
export const ensemblePastOf = (ev: Evaluation): Promise<SourceOutcome<EnsembleDaily>> | undefined =>
  ev.sources.ensemblePast?.daily(at(ev.context));

/** How the drivers name whose past days the members are mapped on, when not the ensemble's own. */
export const pastNames = (o: SourceOutcome<unknown> | undefined): { pastName?: string } =>
  o?.ok && o.source === 'open-meteo-forecast' ? { pastName: "the ECMWF IFS deterministic run's" } : {};
/** ERA5 of the recent past (the bias correction's reference). */
export const recentOf = (ev: Evaluation) => ev.sources.openMeteoArchive.recent(at(ev.context));
/** 10y and 30y questions read the CMIP6 run as well. */
export const decades = (ctx: ModelContext) => ctx.horizon === '10y' || ctx.horizon === '30y';

/**
 * The daily history's name in the drivers, by the source that answered it, when it is not ERA5 (the models' default
 * name): `{ historyName }` to spread into observations, or nothing.
 */
export const historyNames = (o: SourceOutcome<unknown> | undefined): { historyName?: string } =>
  o?.source === 'nasa-power' ? { historyName: 'NASA POWER' } : {};

/** Two answers of one source (e.g. GloFAS members and reanalysis) report as one: ok when either answered (both failed: the second's failure). */
export function asOne(a: SourceOutcome<unknown>, b: SourceOutcome<unknown>): SourceOutcome<unknown> {
  if (a.ok && b.ok) return Date.parse(a.fetchedAt) <= Date.parse(b.fetchedAt) ? a : b;
  return a.ok ? a : b;
}

/** The model runs when at least one source answered; `observations: null` only when none did. */
export function fetched<Obs>(outcomes: SourceOutcome<unknown>[], observations: Obs): Fetched<Obs> {
  return { outcomes, observations: outcomes.some((o) => o.ok) ? observations : null };
}

/** What the weather models (heat, drought) read: the ensemble, ERA5's climatology years and recent past, CMIP6. */
export interface EnsembleWeatherObservations {
  /** Open-Meteo Ensemble (ECMWF IFS ENS): every member, the recent past and the next 15 days. */
  ensemble?: EnsembleDaily;
  /** ERA5 climatology years (Historical Weather API). */
  archive?: readonly WeatherDay[];
  /** ERA5 of the recent past (the same days as the ensemble's past): the quantile-mapping reference. */
  recent?: readonly WeatherDay[];
  /** CMIP6 run, baseline decade to the window's end (10y, 30y). */
  climate?: readonly ClimateDay[];
  /** The daily history's name in the drivers when it is not ERA5 (physical-inputs.ts HISTORY_NAME). */
  historyName?: string;
  /** Whose past days the quantile mapping reads, when not the ensemble's own (named only where `namePast`). */
  pastName?: string;
}

/**
 * The weather models' calls in one go: ERA5's climatology, CMIP6 for 10y/30y, and unless `ensemble` is false (heat's
 * windows of a year or more) the ensemble with its kept past and ERA5's recent past it is mapped on.
 */
export async function weatherRun(
  ev: Evaluation,
  o: { ensemble: boolean; namePast: boolean },
): Promise<Fetched<EnsembleWeatherObservations>> {
  const [ensemble, archive, recent, climate, past] = await Promise.all([
    o.ensemble ? ensembleOf(ev) : undefined,
    archiveOf(ev),
    o.ensemble ? recentOf(ev) : undefined,
    decades(ev.context) ? climateOf(ev) : undefined,
    o.ensemble ? ensemblePastOf(ev) : undefined,
  ]);
  const outcomes = ([ensemble, archive, recent, climate, past] as (SourceOutcome<unknown> | undefined)[]).filter(
    (x): x is SourceOutcome<unknown> => x !== undefined,
  );
  return fetched(outcomes, {
    ensemble: data(ensemble),
    archive: data(archive),
    recent: data(recent),
    climate: data(climate),
    ...historyNames(archive),
    ...(o.namePast ? pastNames(past) : {}),
  });
}
