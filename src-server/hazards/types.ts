// What a hazard is made of: its model's context and result, its guidance, its runner (source calls) and its definition.
import type { AdviceTier, DecisionLens, Horizon } from '../contracts/enums.js';
import type { ForecastEvent, HazardCurvePoint, Place, SceneLayer } from '../contracts/risk.js';
import type { EonetClient } from '../sources/eonet/client.js';
import type { GbifClient } from '../sources/gbif/client.js';
import type { OpenMeteoAirQualityClient } from '../sources/open-meteo-air-quality/client.js';
import type { KeptEra5Clients } from '../sources/open-meteo-archive/kept.js';
import type { ClimatePhysicalClient, OpenMeteoClimateClient } from '../sources/open-meteo-climate/client.js';
import type { OpenMeteoEnsembleClient } from '../sources/open-meteo-ensemble/client.js';
import type { EnsembleDaily } from '../sources/open-meteo-ensemble/normalize.js';
import type { EnsembleDailyVar } from '../sources/open-meteo-ensemble/normalize.js';
import type { GlofasClient, OpenMeteoFloodClient } from '../sources/open-meteo-flood/client.js';
import type { Calibration } from '../science/recalibration.js';
import type { OpenMeteoForecastClient } from '../sources/open-meteo-forecast/client.js';
import type { FewsNetClient } from '../sources/fews-net/client.js';
import type { ReliefWebClient } from '../sources/reliefweb/client.js';
import type { Keyed, RequestKey, SourceId, SourceOutcome } from '../sources/types.js';
import type { UsgsClient } from '../sources/usgs/client.js';
import type { ViewsClient } from '../sources/views/client.js';
import type { ForecastEventSchema, VerifiableEvent } from './event-fields.js';
import type { EventWindow } from '../shared/window.js';
import type { Message } from '../i18n/message.js';
import type { HazardWords } from './words.js';

export interface ModelContext {
  place: Place;
  horizon: Horizon;
  lens: DecisionLens;
  /** When the forecast is made: data up to here is the past. */
  now: Date;
  /** The period the event must happen in (default: now to now + horizon). Models compute over this, never now + horizon. */
  window: EventWindow;
}

/**
 * An event as a model states it: its description is a message (a catalogue key and values, or plain English text not
 * converted yet), rendered in the answer's language at the response boundary, so one model run serves every language.
 */
export type ModelEvent<E extends { description: string } = ForecastEvent> = E extends unknown
  ? Omit<E, 'description'> & { description: Message }
  : never;
/** A map layer as a model states it: its title is a message. */
export type ModelLayer = Omit<SceneLayer, 'title'> & { title: Message };
/** The verifiable companion of a model's event, with its own probability (0-100). */
export interface ModelCompanion {
  event: ModelEvent<VerifiableEvent>;
  probability: number;
}

export interface ModelResult<E extends ForecastEvent = ForecastEvent> {
  hazard: E['hazard'];
  /** 0-100: chance that `event` happens at least once within the window (never a mean chance per year). */
  probability: number;
  /** 0-100: the mean chance per year of the event over the window (long horizons); absent for short windows. */
  probabilityPerYear?: number;
  /** 0-100: expected disruption if it happens. */
  severity: number;
  event: ModelEvent<E>;
  /**
   * Where the physical event is not the one a public feed can decide (USGS, NASA EONET), the event the feed decides,
   * with its own probability (0-100): shown as `companionEvent` and logged by the track record.
   */
  companion?: ModelCompanion;
  /** Plain-language reasons, e.g. "37 M4.5+ earthquakes within 150 km since 1986", as messages. */
  drivers: Message[];
  /** What the model looked at, for the Earth scene. */
  layers: ModelLayer[];
  /** Long horizons rest on climatology/catalogues: the model says how much it extrapolates (0 none - 1 all). */
  extrapolation: number;
  /** Share (0-1) of the inputs the model needed that it had (ensemble members, archive years...); 1 when unset. */
  dataCompleteness?: number;
  /**
   * Earthquake: the chance (0-100) of at least each Modified Mercalli intensity V..IX at the place within the window
   * (`forecast.hazardCurve` when earthquake is the lead hazard). Other hazards leave it out.
   */
  hazardCurve?: HazardCurvePoint[];
}

/**
 * A hazard's guidance, as messages (a built-in hazard's words, per language, are in its folder's answer-words.ts and
 * advice-words.ts). hazards/advice.ts puts them together: the chance of `event` in the calibrated term of its band, the
 * `situation`, the advice of the tier (by band and severity) for the horizon's class, the lens's sentence, the core.
 */
export interface HazardGuidance {
  /** Always given: what to do whatever the chance (the agencies' core advice). */
  core: Message;
  /** The headline event as the subject of "Chance of …": for 7d/30d (`short`) and a year or more (`long`). */
  event: Record<'short' | 'long', Message>;
  /** Act-now advice for 7d and 30d, by tier; no likelihood words (the chance sentence carries them). */
  now: Record<AdviceTier, Message>;
  /** Planning advice (building, insurance, siting) for a year or more, by tier; no likelihood words. */
  plan: Record<AdviceTier, Message>;
  /** By lens: what it means for the decision at hand. */
  byLens: Record<DecisionLens, Message>;
  /**
   * What the forecast's own event says about this place (no river, no fuel, outside the cyclone season), given after
   * the chance; it replaces the tier's advice when that no longer applies (e.g. fire advice where nothing can burn).
   */
  situation?: (event: ModelEvent, tier: AdviceTier) => { sentence: Message; replacesAction?: boolean } | undefined;
}

/** Every source client a runner may call (each method answers with the outcome and the key it is kept under). */
export interface SourceClients {
  usgs: UsgsClient;
  eonet: EonetClient;
  gbif: GbifClient;
  reliefweb: ReliefWebClient;
  /** ViEWS conflict forecasts (PRIO/Uppsala). */
  views: ViewsClient;
  /** FEWS NET IPC-compatible classifications and projections. */
  fewsNet: FewsNetClient;
  openMeteoForecast: OpenMeteoForecastClient;
  /** The daily history's 10-year climatology and recent past (ERA5 or NASA POWER, kept per cell: sources/history). */
  openMeteoArchive: KeptEra5Clients['openMeteoArchive'];
  openMeteoFlood: OpenMeteoFloodClient;
  openMeteoAirQuality: OpenMeteoAirQualityClient;
  openMeteoClimate: OpenMeteoClimateClient;
  openMeteoEnsemble: OpenMeteoEnsembleClient;
  /** GloFAS members and the whole reanalysis (Flood API). */
  glofas: GlofasClient;
  /** The daily history for the physical hazards: 30 years of rain, gusts and the FWI inputs, snow depth, the gusts alone. */
  era5Physical: KeptEra5Clients['era5Physical'];
  /** CMIP6 rain, gusts and FWI inputs (10y/30y). */
  climatePhysical: ClimatePhysicalClient;
  /**
   * The past days the members' bias correction maps (its model side), kept per answer cell: the ensemble's own
   * (sources/open-meteo-ensemble/kept-past.ts), or the deterministic IFS run's with NASA POWER as the daily history
   * (sources/open-meteo-forecast/kept-past.ts). Absent: the ensemble call asks its past days itself, every time.
   */
  ensemblePast?: EnsemblePastClient;
}

/** A kept past of the ensemble's model: the last days before today, as members (`withPast` puts them before the forecast). */
export interface EnsemblePastClient {
  daily(q: { lat: number; lng: number; now: Date }): Promise<Keyed<EnsembleDaily>>;
}

/** A client method as a runner calls it through its evaluation: the outcome alone. */
type OutcomeCall<F> = F extends (...args: infer A) => Promise<Keyed<infer T>> ? (...args: A) => Promise<SourceOutcome<T>> : never;

/** The source clients as an evaluation hands them to its runners (hazards/evaluation.ts). */
export type EvaluationSources = {
  readonly [C in keyof SourceClients]: {
    readonly [M in keyof NonNullable<SourceClients[C]>]: OutcomeCall<NonNullable<SourceClients[C]>[M]>;
  };
};

/** One source call an evaluation made: the client method, the key its answer is kept under, and what it returned. */
export interface MadeCall {
  call: string;
  key: RequestKey;
  outcome: SourceOutcome<unknown>;
}

/**
 * One request-scoped evaluation (hazards/evaluation.ts): the context every hazard of one question is forecast in, the
 * sources they call through it (a call the evaluation has made already is not made again: hazards asked together
 * share it), and the calls made, with what each returned.
 */
export interface Evaluation {
  /** Place, horizon, lens, the clock's instant (`now`) and the window: what the models read. */
  readonly context: ModelContext;
  /** The place's 0.1° cell (shared/geo placeCell), the unit the source cache shares answers by. */
  readonly cell: string;
  readonly sources: EvaluationSources;
  /** Recalibration of a hazard's companion link, fitted from the resolved track record (undefined: none yet). */
  calibration(hazard: string): Calibration | undefined;
  /** The calls made so far, in the order their answers came. */
  calls(): readonly MadeCall[];
  /** What the hazards asked in this evaluation need of the shared calls (empty: not known, every call whole). */
  readonly needs: readonly SourceNeeds[];
}

/** What a runner fetched: every source asked (ok or failed) and the model's input, null when nothing it needs answered. */
export interface Fetched<Obs> {
  outcomes: SourceOutcome<unknown>[];
  observations: Obs | null;
}

/** What a hazard asks of the ensemble for one context: its variables, forecast days from today, and past days. */
export interface EnsembleNeed {
  variables: readonly EnsembleDailyVar[];
  /** Forecast days from today (1-15: the ECMWF ensemble's range). */
  days: number;
  /** Past days before today (0-92: the model side of the bias correction). */
  pastDays: number;
}

/**
 * What a hazard asks of the calls several hazards share, declared in its folder (runner.ts): one evaluation merges the
 * needs of the hazards asked into one call per source (weather-sources.ts).
 */
export interface SourceNeeds {
  ensemble?: EnsembleNeed;
}

/** A hazard's IO half: the source calls its model needs, made in parallel through the evaluation. */
export type HazardRunner<Obs> = (evaluation: Evaluation) => Promise<Fetched<Obs>>;

/**
 * A hazard's pure half: observations and context in, the forecast of its event out; null when what answered cannot
 * decide the event (e.g. no river and no rain record), which the API shows as unavailable.
 */
export type HazardModel<Obs> = (observations: Obs, ctx: ModelContext) => ModelResult | null;

/**
 * A measured reliability of a hazard's forecasts at one horizon (a hindcast really run, or the live track record): what
 * the confidence rule (forecast/reliability.ts, docs/methodology/shared.md "Confidence") caps confidence with.
 */
export interface Measurement {
  source: 'hindcast' | 'track-record';
  /** Forecasts scored and how many of them saw the event. */
  forecasts: number;
  events: number;
  /** Brier skill in percent against the reference named in `reference` (per-place climatology or base rate). */
  brierSkillPct: number;
  /** 95% bootstrap interval of the skill (resampling places); null when not computed. */
  skillCiLowPct: number | null;
  skillCiHighPct: number | null;
  /** Murphy (1973) reliability and uncertainty terms of the Brier score. */
  reliability: number | null;
  uncertainty: number | null;
  /** Command, date and data of the run, or "track record". */
  reference: string;
  /**
   * True when what was scored is the verifiable companion event, not the headline event the probability is about
   * (the earthquake hindcast scores "M5+ within 150 km", not shaking at the site): such a measurement supports at
   * most "medium", since the step from the companion to the headline event is unmeasured.
   */
  companionOnly?: boolean;
}

/** What is known of how good a hazard's forecasts are, before the live track record has enough of them. */
export interface HazardReliability {
  /**
   * Our hindcasts per horizon: numbers only from runs someone really made (docs/methodology.md gives each one's command
   * and data). An online hindcast not yet run on a machine with internet is not a measurement.
   */
  measured?: Partial<Record<Horizon, Measurement>>;
  /**
   * The published verification of the operational forecast system the live part rests on (that variable and lead
   * time). Without a measurement of ours it allows "medium" while the live part covers at least half the window.
   */
  publishedVerification?: string;
}

/** How a logged forecast of the hazard is decided: by USGS, by NASA EONET, or not at all (not logged). */
export type Verification = 'usgs' | 'eonet' | null;

/** Everything Hazardcast knows about one hazard (each hazard's definition.ts). */
export interface HazardDefinition<Obs = unknown> {
  id: string;
  /** Display words (headlines, badge, dashboard). */
  label: string;
  /** Other spellings accepted for the hazard in alert fields (e.g. "war" for conflict). */
  aliases: readonly string[];
  /** Prompt words per language (folded: lowercase, no diacritics, hyphens as spaces). */
  vocabulary: { en: readonly string[] } & Partial<Record<string, readonly string[]>>;
  /** The sources the runner calls. */
  sources: readonly SourceId[];
  /** Schema of the event the model forecasts (`hazard` is its literal id). */
  event: ForecastEventSchema;
  /** How a logged forecast is verified; a model may still log a verifiable companion event. */
  verification: Verification;
  /** Lens exposure weights relative to 1 (docs/methodology/shared.md); lenses left out weigh 1. */
  exposure: Partial<Record<DecisionLens, number>>;
  guidance: HazardGuidance;
  /** Its name, guidance, model and advice sentences in every language (the registry composes them for the catalogues); a hazard without them is named by its label. */
  words?: HazardWords;
  runner: HazardRunner<Obs>;
  /** What its runner asks of the calls hazards share, for a context (absent: nothing it would trim). */
  needs?: (ctx: ModelContext) => SourceNeeds;
  model: HazardModel<Obs>;
  /** Measured hindcasts and published verification (docs/methodology/shared.md "Confidence"); left out, confidence stays low. */
  reliability?: HazardReliability;
}

/** One hazard's forecast run: every source asked, and the model's result (null when no source it needs answered). */
export interface HazardRun {
  outcomes: SourceOutcome<unknown>[];
  result: ModelResult | null;
}
