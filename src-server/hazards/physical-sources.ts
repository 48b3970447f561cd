// The IO half of the physical hazards (flood, storm, wildfire): the calls a hazard's fetch plan declares, in parallel.
// Each hazard's runner.ts declares its plan; this file knows no hazard.
import { DAY_MS } from '../shared/clock.js';
import { dayWindow } from '../shared/window.js';
import { HORIZON_DAYS } from '../contracts/enums.js';
import type { SourceOutcome } from '../sources/types.js';
import type { Calibration } from '../science/recalibration.js';
import { EONET_CATALOGUE_YEARS } from './eonet-hazard.js';
import type { CompanionSpec } from './physical-companion.js';
import { physicalPartInputs, projectsLaterYears, type PhysicalContext, type PhysicalObservations } from './physical-inputs.js';
import { canMemoise } from '../shared/derived.js';
import type { EonetEvent } from '../sources/eonet/normalize.js';
import { asOne, data, ensembleNeed, ensembleOf, ensemblePastOf, historyNames, pastNames } from './weather-sources.js';
import type { EnsembleDaily, EnsembleDailyVar } from '../sources/open-meteo-ensemble/normalize.js';
import type { Evaluation, EvaluationSources, Fetched, SourceNeeds } from './types.js';

/** The sources the physical hazards call (as an evaluation hands them out: outcomes). */
export type PhysicalClients = Pick<
  EvaluationSources,
  'eonet' | 'openMeteoEnsemble' | 'glofas' | 'era5Physical' | 'climatePhysical' | 'openMeteoForecast'
> & {
  /** ERA5 of the recent past (the bias correction's reference; the same call heat and drought make). */
  openMeteoArchive?: EvaluationSources['openMeteoArchive'];
};

/**
 * What one physical hazard fetches, declared in its own folder (runner.ts). Every plan reads ERA5's 30 years, the
 * ensemble for windows that start within its range, whatever their length (with ERA5's recent past, the bias
 * correction's reference: a long window's first year is forecast as the 1y answer), CMIP6 for the years after the
 * first (10y, 30y) and its EONET companion's catalogue; the flags add the hazard's own calls.
 */
export interface PhysicalPlan {
  /** The hazard's id: the track record's recalibration of its companion link is asked by it. */
  hazard: string;
  /** The EONET companion: its category and radius (the catalogue asked). */
  companion: Pick<CompanionSpec, 'category' | 'radiusKm'>;
  /** GloFAS: the reanalysis at every horizon, the members over at most `memberDays` days from today. */
  river?: { memberDays: number };
  /** Open-Meteo Forecast's past days (they bridge ERA5's lag). */
  forecastPast?: boolean;
  /** ERA5's snow depth over the same years (its own call: without it only what reads snow is lost). */
  snow?: boolean;
  /**
   * The model reads ERA5's gusts: their own outcome is reported (the daily history's rows carry them; with NASA POWER
   * as the history, they come from ERA5 all the same).
   */
  gusts?: boolean;
  /** The ensemble variables the model reads (the members it bias-corrects and counts). */
  ensembleVars: readonly EnsembleDailyVar[];
  /** The model reads every ensemble day, not only the window's (wildfire's season start-up counts them). */
  ensembleFullRange?: boolean;
  /** The records the event is judged against: the model runs when at least one of them answered. */
  judgedBy: readonly (keyof PhysicalObservations)[];
  /** The model's physical part (kept per payloads), started while EONET is still out; the model then finds it. */
  physicalPart: (obs: PhysicalObservations, ctx: PhysicalContext) => unknown;
}

/**
 * Fetches what one physical hazard's plan needs. Per-year horizons (10y, 30y) skip the ensembles and ask for the CMIP6
 * run; shorter ones skip CMIP6. Through an evaluation's sources, calls several hazards of it make are made once.
 */
export async function fetchPhysical(
  plan: PhysicalPlan,
  ctx: PhysicalContext,
  clients: PhysicalClients,
  opts: {
    calibration?: Calibration;
    /** Called with the observations but EONET's when they are in and EONET is not (the model's physical part can start). */
    early?: (observations: PhysicalObservations) => void;
    /** The ensemble call (an evaluation's: the needs of every hazard asked, merged); default the whole call. */
    ensemble?: () => Promise<SourceOutcome<EnsembleDaily>>;
    /** The call of the run whose past days the ensemble carries, when not its own (reported with the others). */
    past?: () => Promise<SourceOutcome<EnsembleDaily>> | undefined;
  } = {},
): Promise<{ outcomes: SourceOutcome<unknown>[]; observations: PhysicalObservations }> {
  const at = { lat: ctx.place.lat, lng: ctx.place.lng, now: ctx.now };
  // Every day the window touches, from today (a 7-day window from noon touches 8 days).
  const windowDaysAhead = dayWindow(ctx.window).last - Math.floor(ctx.now.getTime() / DAY_MS) + 1;
  const ensembleCall = opts.ensemble ?? (() => clients.openMeteoEnsemble.daily({ ...at, pastDays: 92 }));
  const calls = {
    era5: clients.era5Physical.daily(at),
    ensemble: wantsEnsemble(ctx) ? ensembleCall() : undefined,
    climate: projectsLaterYears(ctx.horizon)
      ? clients.climatePhysical.daily({ ...at, horizonYears: HORIZON_DAYS[ctx.horizon] / 365.25 })
      : undefined,
    eonet: clients.eonet.events({
      lat: ctx.place.lat,
      lng: ctx.place.lng,
      radiusKm: plan.companion.radiusKm,
      start: new Date(ctx.now.getTime() - EONET_CATALOGUE_YEARS * 365.25 * DAY_MS),
      end: ctx.now,
      categories: [plan.companion.category],
    }),
    members:
      plan.river && ctx.window.start.getTime() < ctx.now.getTime() + plan.river.memberDays * DAY_MS
        ? clients.glofas.members({ ...at, days: Math.min(windowDaysAhead, plan.river.memberDays) })
        : undefined,
    reanalysis: plan.river ? clients.glofas.reanalysis(at) : undefined,
    // The days between the history's last (the physical period ends on the Thursday at least a week back) and today.
    recent: plan.forecastPast ? clients.openMeteoForecast.daily(at, FORECAST_BRIDGE) : undefined,
    // The members' bias correction: the recent-archive call heat and drought make (same call, one answer).
    era5Recent: wantsEnsemble(ctx) && clients.openMeteoArchive ? clients.openMeteoArchive.recent(at) : undefined,
    snow: plan.snow ? clients.era5Physical.snow(at) : undefined,
    gusts: plan.gusts ? clients.era5Physical.gusts(at) : undefined,
    past: wantsEnsemble(ctx) ? opts.past?.() : undefined,
  };
  let eonetIn = false;
  // Both settlements mark it (a rejection is awaited, and reported, below: this side promise must not leave it unhandled).
  const markIn = () => (eonetIn = true);
  void calls.eonet.then(markIn, markIn);
  const [era5, ensemble, climate, members, reanalysis, recent, era5Recent, snow, gusts, past] = await Promise.all([
    calls.era5,
    calls.ensemble,
    calls.climate,
    calls.members,
    calls.reanalysis,
    calls.recent,
    calls.era5Recent,
    calls.snow,
    calls.gusts,
    calls.past,
  ]);
  const observationsWith = (eonet: SourceOutcome<EonetEvent[]> | undefined): PhysicalObservations => ({
    era5: data(era5),
    ensemble: data(ensemble),
    climate: data(climate),
    eonet: data(eonet),
    discharge: data(members),
    dischargeHistory: data(reanalysis),
    recent: data(recent),
    era5Recent: data(era5Recent),
    era5Snow: data(snow),
    calibration: opts.calibration,
    ...historyNames(era5),
    ...pastNames(past),
  });
  // EONET (NASA) is often the slowest source, and only the companion reads it: the physical part need not wait for it.
  if (opts.early && !eonetIn) opts.early(observationsWith(undefined));
  const eonet = await calls.eonet;
  const outcomes: SourceOutcome<unknown>[] = [era5];
  if (era5Recent) outcomes.push(era5Recent);
  if (snow) outcomes.push(snow);
  if (gusts) outcomes.push(gusts);
  if (ensemble) outcomes.push(ensemble);
  if (past) outcomes.push(past);
  if (climate) outcomes.push(climate);
  if (members && reanalysis) outcomes.push(asOne(members, reanalysis));
  else if (reanalysis) outcomes.push(reanalysis);
  if (recent) outcomes.push(recent);
  outcomes.push(eonet);
  return { outcomes, observations: observationsWith(eonet) };
}

/**
 * The forecast API's days that bridge the daily history's lag for the FWI spin-up: the physical period ends on the
 * Thursday 7 to 13 days back (open-meteo-archive era5PhysicalPeriod), so 14 past days to yesterday hold every day read.
 */
const FORECAST_BRIDGE = { pastDays: 14, forecastDays: 0 };

/** Windows that start within the ensemble's 15 days read it, whatever their length (a long window's first year). */
const wantsEnsemble = (ctx: PhysicalContext) => ctx.window.start.getTime() < ctx.now.getTime() + 15 * DAY_MS;

/** What a plan asks of the shared ensemble call for a context (merged with the other hazards' in an evaluation). */
export const physicalNeeds =
  (plan: PhysicalPlan) =>
  (ctx: PhysicalContext): SourceNeeds =>
    wantsEnsemble(ctx)
      ? {
          ensemble: ensembleNeed(
            ctx as Evaluation['context'],
            plan.ensembleVars,
            plan.ensembleFullRange ? Number.POSITIVE_INFINITY : undefined,
          ),
        }
      : {};

/** The records the event is judged against answered (the plan's `judgedBy`). */
const judged = (plan: PhysicalPlan, obs: PhysicalObservations): boolean => plan.judgedBy.some((k) => obs[k] !== undefined);

/**
 * Computes the hazard's physical part (kept per payloads: the model then finds it) while EONET is awaited. Only when
 * every payload is memoisable (the source layer's frozen answers): otherwise it would be computed twice. A failure here
 * is left to the model, which meets it again in its own time.
 */
function startPhysicalPart(plan: PhysicalPlan, obs: PhysicalObservations, ctx: PhysicalContext): void {
  if (!judged(plan, obs)) return; // the model will not run
  if (!canMemoise(physicalPartInputs(obs, ctx))) return;
  try {
    plan.physicalPart(obs, ctx);
  } catch {
    // the model reports it
  }
}

/**
 * A registry runner for one physical hazard's plan: its calls, shared with the other hazards of the same evaluation,
 * and `observations: null` when none of the records the event is judged against answered.
 */
export const physicalRunner =
  (plan: PhysicalPlan) =>
  async (ev: Evaluation): Promise<Fetched<PhysicalObservations>> => {
    const ctx = ev.context;
    const { outcomes, observations } = await fetchPhysical(plan, ctx, ev.sources, {
      calibration: ev.calibration(plan.hazard),
      early: (obs) => startPhysicalPart(plan, obs, ctx),
      ensemble: () => ensembleOf(ev),
      past: () => ensemblePastOf(ev),
    });
    return { outcomes, observations: judged(plan, observations) ? observations : null };
  };
