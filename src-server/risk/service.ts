// assess(): the orchestration behind POST /api/v1/risk and the MCP get_risk tool.
import { DEFAULT_HORIZON, DEFAULT_LENS, type DecisionLens, type HazardId, type Horizon, type Language } from '../contracts/enums.js';
import type { HazardAssessment, Place, RiskForecast, RiskRequest } from '../contracts/risk.js';
import type { Principal } from '../auth/principal.js';
import { scoreHazard, sourceStatuses, toAssessment, type ModelAssessment, type ScoredHazard } from '../forecast/engine.js';
import { leadComparer } from '../forecast/risk-score.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { Measurement, SourceClients } from '../hazards/types.js';
import { createEvaluations } from '../hazards/evaluation.js';
import type { Calibration } from '../science/recalibration.js';
import type { OutcomeMemo } from '../sources/outcome-memo.js';
import { horizonWindow } from '../hazards/window.js';
import type { EventWindow } from '../shared/window.js';
import type { PromptWords } from '../geocode/languages/prompt-words.js';
import type { PromptUnderstanding } from '../geocode/understand.js';
import { render } from '../i18n/translate.js';
import type { Clock } from '../shared/clock.js';
import { AppError } from '../shared/errors.js';
import { BIODIVERSITY_RADIUS_KM } from '../sources/gbif/client.js';
import type { SourceOutcome } from '../sources/types.js';
import type { TrackRecordService } from '../track-record/service.js';
import type { CreateWatchUseCase } from '../watches/create-watch.js';
import { answerLanguage } from './answer-language.js';
import { createAnswerWords } from './answer-words.js';
import { createForecastCache, forecastKey, type ForecastCache } from './forecast-cache.js';
import { reasonsInWords, retryAfterOf, unscoredEntry, whyUnscored, type Unscored } from './hazard-status.js';
import { buildScene } from './scene.js';
import { forecastWindow, type AnswerWindow } from './window.js';
import { isDescriptor, msg, seq, type Message } from '../i18n/message.js';
import { NEAREST_HAZARD } from '../geocode/unsupported-hazards.js';
import type { UnsupportedHazard } from '../contracts/enums.js';
import { createAnswerValidity, type AnswerReuse, type AnswerValidity } from './answer-validity.js';

/** What the risk service uses of the track record: logging each answer, and (optionally) its scores. */
type TrackRecordHook = Pick<TrackRecordService, 'logAssessment'> & Partial<Pick<TrackRecordService, 'get'>>;

export interface RiskServiceDeps {
  clock: Clock;
  /** Reads a prompt (place first, then hazards, horizon, lens); throws 422 place_not_found. Memoised by its caller. */
  understand: (prompt: string, now: Date) => Promise<PromptUnderstanding>;
  /** The words `understand` reads with (the registry's hazard words): whether a prompt's words show its language. */
  promptWords: PromptWords;
  clients: SourceClients;
  /** The process's memo of request keys (sources/outcome-memo.ts); absent: every call goes to the clients. */
  memo?: OutcomeMemo;
  /** The companion links' recalibration from the resolved track record; absent: none. */
  calibration?: (hazard: string) => Calibration | undefined;
  hazards: HazardRegistry;
  createWatch: Pick<CreateWatchUseCase, 'forForecast'>;
  /** Logs verifiable forecasts for the public track record (throws only when the disk is full or failing). */
  trackRecord?: TrackRecordHook;
  /** Reuses model runs while their sources stay fresh (default: none, every evaluation runs the models). */
  forecastCache?: ForecastCache;
}

export interface AssessResult {
  forecast: RiskForecast;
  /** The language the answer is in (Content-Language). */
  language: Language;
  /** Set when a watch was created (201 + Location). */
  watchId?: string;
  /** Set when some hazards are pending: seconds until the last of them is ready (the Retry-After header). */
  retryAfterSec?: number;
  /** Set when the answer may be served again as it is: until when, and the versions of the data it was made from. */
  reuse?: AnswerReuse;
}

export interface EvaluateInput {
  place: Place;
  hazards: readonly HazardId[];
  horizon: Horizon;
  lens: DecisionLens;
  now: Date;
  /** The period the events must happen in; default now → now + horizon. */
  window?: EventWindow;
  /** Called as each hazard's run completes (from the cache or its sources), with why it is not scored (null: scored). */
  onRun?: (hazard: HazardId, why: Unscored | null) => void;
  /** Collects what the evaluation read and how long that holds (the answer cache: answer-validity.ts). */
  validity?: AnswerValidity;
}

/** What a caller of assess may ask beside the request. */
export interface AssessOptions {
  /**
   * Called as each hazard's run completes, e.g. for MCP progress notifications while a cold question waits: scored
   * ("Flood evaluated"), or pending or unavailable with the reason ("Heat pending: waiting for the Open-Meteo budget: …").
   */
  onProgress?: (p: { done: number; total: number; message: string }) => void;
  /** The caller's Accept-Language, when it names one of ours (the answer's language after the body's and the prompt's). */
  accepted?: Language;
}

/**
 * What the models answer for one place (`evaluate`): the hazards scored, one breakdown entry per hazard asked, and the
 * source outcomes behind them. Not the question's `Evaluation` (hazards/types.ts), the context the models run in.
 */
export interface PlaceRisk {
  /** Hazards whose model ran on live (or cached) data, with every score. */
  scored: ScoredHazard[];
  /** One entry per hazard asked, scored or not, in the order asked (events as the models stated them). */
  breakdown: ModelAssessment[];
  /** Every source outcome, ok or failed. */
  outcomes: SourceOutcome<unknown>[];
}

/** How long a track-record measurement is reused before it is read again (it changes as forecasts resolve, hourly). */
const TRACK_RECORD_MEASUREMENT_TTL_MS = 600_000;

export function createRiskService(deps: RiskServiceDeps) {
  const forecastCache = deps.forecastCache ?? createForecastCache({ enabled: false });
  const evaluationOf = createEvaluations({ clients: deps.clients, memo: deps.memo, calibration: deps.calibration });
  const words = createAnswerWords();
  const compareForLead = leadComparer(deps.hazards.ids);

  const measured = new Map<string, { at: number; m: Measurement | null }>();
  /**
   * The live track record of a hazard at a horizon, as a Measurement for the confidence rule (null without one): from
   * memory while fresh, else a Promise of it read from the database.
   */
  function trackRecordMeasurement(hazard: string, horizon: Horizon, now: Date): Measurement | null | Promise<Measurement | null> {
    // The track record logs 7d and 30d forecasts only.
    if (!deps.trackRecord?.get || (horizon !== '7d' && horizon !== '30d')) return null;
    const key = `${hazard}|${horizon}`;
    const hit = measured.get(key);
    if (hit && now.getTime() - hit.at < TRACK_RECORD_MEASUREMENT_TTL_MS) return hit.m;
    return readMeasurement(deps.trackRecord.get, key, hazard, horizon, now);
  }
  async function readMeasurement(
    get: NonNullable<TrackRecordHook['get']>,
    key: string,
    hazard: string,
    horizon: '7d' | '30d',
    now: Date,
  ): Promise<Measurement | null> {
    let m: Measurement | null = null;
    try {
      const tr = await get({ hazard: hazard as never, horizon });
      if (tr.forecastsResolved > 0 && tr.skillVsBaselinePct !== null) {
        m = {
          source: 'track-record',
          forecasts: tr.forecastsResolved,
          events: Math.round(tr.reliability.reduce((sum, r) => sum + (r.observedFrequency ?? 0) * r.count, 0)),
          brierSkillPct: tr.skillVsBaselinePct,
          skillCiLowPct: null,
          skillCiHighPct: null,
          reliability: tr.decomposition?.reliability ?? null,
          uncertainty: tr.decomposition?.uncertainty ?? null,
          reference: 'track record',
        };
      }
    } catch {
      m = null; // a hazard the track record does not follow
    }
    measured.set(key, { at: now.getTime(), m });
    return m;
  }
  /** When the measurement in use for a hazard at a horizon is read again (none kept: never). */
  const measuredUntil = (hazard: string, horizon: Horizon): number => {
    const at = measured.get(`${hazard}|${horizon}`)?.at;
    return at === undefined ? Infinity : at + TRACK_RECORD_MEASUREMENT_TTL_MS;
  };

  /**
   * Runs the models for a known place: the engine behind POST /risk, watch evaluations and the badge. A hazard's run
   * (source outcomes + model result) comes from the forecast cache while its sources stay fresh; scores, confidence
   * and data ages are computed here, at `now`, every time.
   */
  async function evaluate(input: EvaluateInput): Promise<PlaceRisk> {
    const { place, horizon, lens, now } = input;
    const ctx = { place, horizon, lens, now, window: input.window ?? horizonWindow(now, horizon) };
    // One evaluation for every hazard asked: a call two of them make is made once, their needs merged (hazards/evaluation.ts).
    const evaluation = evaluationOf(
      ctx,
      input.hazards.map((h) => deps.hazards.get(h)),
    );
    // now → now + horizon (the default, also when assess passes it) is keyed by its day; a period the prompt named
    // by its instants.
    const named = input.window && (input.window as Partial<AnswerWindow>).source !== 'horizon' ? input.window : undefined;
    const key = forecastKey({ place, horizon, lens, now, window: named });
    const runs = await Promise.all(
      input.hazards.map(async (hazard) => {
        // A reused run comes with its sources marked as answered from the cache (forecast-cache.ts asKept).
        const { run, kept } = await forecastCache.run(`${key}|${hazard}`, now, () => deps.hazards.get(hazard).run(evaluation));
        input.validity?.run(`${key}|${hazard}`, kept);
        input.onRun?.(hazard, whyUnscored(run));
        return { hazard, run };
      }),
    );

    const outcomes: SourceOutcome<unknown>[] = [];
    const scored: ScoredHazard[] = [];
    const breakdown: ModelAssessment[] = [];
    for (const { hazard, run } of runs) {
      outcomes.push(...run.outcomes);
      const why = whyUnscored(run);
      if (why) {
        breakdown.push(unscoredEntry(hazard, why, now));
        continue;
      }
      const measurement = trackRecordMeasurement(hazard, horizon, now);
      // No reason not to score it: the model gave a result.
      const s = scoreHazard(run.result!, run.outcomes, {
        horizon,
        now,
        exposure: deps.hazards.exposure(hazard, lens),
        reliability: deps.hazards.get(hazard).reliability,
        trackRecord: measurement instanceof Promise ? await measurement : measurement,
        windowDays: (ctx.window.end.getTime() - ctx.window.start.getTime()) / 86_400_000,
      });
      input.validity?.until(measuredUntil(hazard, horizon));
      scored.push(s);
      breakdown.push(toAssessment(s));
    }
    return { scored, breakdown, outcomes };
  }

  /** Occurrences near the place (earth.biodiversity), through the memo like the hazards' calls. */
  async function gbifCount(place: Place) {
    const args = [place.lat, place.lng] as const;
    const call = () => deps.clients.gbif.occurrenceCount(...args);
    return (await (deps.memo ? deps.memo.call('gbif.occurrenceCount', args, call) : call())).outcome;
  }

  async function assess(request: RiskRequest, principal: Principal, options: AssessOptions = {}): Promise<AssessResult> {
    const now = deps.clock.now();
    const { place, ...intent } = await deps.understand(request.prompt, now);
    const language = answerLanguage({
      asked: request.language,
      prompt: request.prompt,
      read: intent.language,
      accepted: options.accepted,
      words: deps.promptWords,
    });

    // Explicit body fields win; the prompt fills the rest; then defaults (PRODUCT.md). A hazard we do not forecast
    // (tsunami, landslide...) named alone is answered by the nearest one we do, and the answer says so.
    const unsupported = request.hazard ? [] : intent.unsupported.filter((u) => !deps.hazards.has(u));
    const named: HazardId[] = request.hazard
      ? [request.hazard]
      : intent.hazards.length > 0
        ? intent.hazards
        : [...new Set(unsupported.map((u) => NEAREST_HAZARD[u]).filter((h) => deps.hazards.has(h)))];
    const hazards: HazardId[] = named.length > 0 ? named : [...deps.hazards.ids];
    const horizon = request.horizon ?? intent.horizon ?? DEFAULT_HORIZON;
    const lens = request.decisionLens ?? intent.lens ?? DEFAULT_LENS;
    const window = forecastWindow(now, horizon, intent.window);
    const { onProgress } = options;
    let done = 0;
    const onRun =
      onProgress &&
      ((hazard: HazardId, why: Unscored | null) =>
        onProgress({
          done: ++done,
          total: hazards.length,
          message: `${deps.hazards.label(hazard)} ${why ? `${why.status}: ${render(language, why.reason)}` : 'evaluated'}`,
        }));

    // GBIF (earth.biodiversity) runs beside the hazard models, not after them.
    const validity = createAnswerValidity(now.getTime());
    const [{ scored, breakdown, outcomes: hazardOutcomes }, gbif] = await Promise.all([
      evaluate({ place, hazards, horizon, lens, now, window, onRun, validity }),
      gbifCount(place),
    ]);
    validity.outcome(gbif);
    validity.reports([...hazardOutcomes, gbif]);

    // The lead hazard: the highest risk of those asked (one scale of expected disruption over the window), named or
    // not; the breakdown follows in order of risk, the hazards that could not be scored last (docs/risk-scale.md 4).
    const lead = [...scored].sort(compareForLead)[0];
    const retryAfterSec = retryAfterOf(breakdown);
    if (!lead) throw nothingScored(breakdown, dedupeOutcomes(hazardOutcomes), now, retryAfterSec, deps.hazards.label);
    breakdown.sort((a, b) =>
      a.riskScore === null || b.riskScore === null
        ? (b.riskScore ?? -1) - (a.riskScore ?? -1)
        : compareForLead(
            { hazard: a.hazard, riskScore: a.riskScore, severity: a.severity ?? 0 },
            { hazard: b.hazard, riskScore: b.riskScore, severity: b.severity ?? 0 },
          ),
    );

    // The forecast's sources only: GBIF's occurrences are the scene's (earth.biodiversity carries their status).
    const sourceStatus = sourceStatuses(dedupeOutcomes(hazardOutcomes), now);
    const answerWindow = { start: window.start.toISOString(), end: window.end.toISOString(), source: window.source };
    const answered = breakdown.map((a) => words.assessment(a, language));
    const label = deps.hazards.label(lead.hazard);
    const forecast: RiskForecast = {
      object: 'service.risk_forecast',
      generatedAt: now.toISOString(),
      riskInput: {
        prompt: request.prompt,
        hazard: lead.hazard,
        hazards,
        horizon,
        window: answerWindow,
        decisionLens: lens,
        decisionLensCue: request.decisionLens || !intent.lens ? null : (intent.lensCue ?? null),
        language: intent.language,
        place,
        unsupportedHazards: unsupported,
      },
      earth: {
        sceneSpec: buildScene(
          place,
          lead.result.event.radiusKm,
          words.layers(
            scored.flatMap((s) => s.result.layers),
            language,
          ),
        ),
        biodiversity: gbif.ok
          ? { source: 'GBIF', totalCount: gbif.data.totalCount, radiusKm: BIODIVERSITY_RADIUS_KM, status: 'ok' }
          : { source: 'GBIF', totalCount: null, radiusKm: BIODIVERSITY_RADIUS_KM, status: 'unavailable', reason: gbif.reason },
      },
      forecast: {
        headline: words.headline(lead.hazard, label, place, language),
        hazard: lead.hazard,
        horizon,
        riskScore: lead.riskScore,
        probability: lead.probability,
        probabilityPerYear: lead.probabilityPerYear,
        severity: lead.severity,
        riskLevel: lead.riskLevel,
        confidenceLabel: lead.confidenceLabel,
        event: words.event(lead.event, language),
        companionEvent: words.companion(lead.companionEvent, language),
        hazardCurve: lead.result.hazardCurve ?? null,
        dataSources: [...new Set(scored.flatMap((s) => s.dataSources))],
        sourceStatus,
        dataAgeSec: lead.dataAgeSec,
        practicalGuidance: [
          ...notices(unsupported, breakdown),
          ...deps.hazards.guidance(lead.hazard, {
            lens,
            horizon,
            probability: lead.probability,
            severity: lead.severity,
            window: answerWindow,
            event: lead.result.event,
          }),
        ].map((m) => render(language, m)),
        drivers: words.messages(lead.result.drivers, language),
        hazardBreakdown: answered,
      },
    };

    // Every scored forecast of a tracked hazard at 7d/30d goes into the track record (deduped per cell and day).
    // It keeps the events' descriptions in English, whatever the answer's language.
    const logged = language === 'en' ? answered : breakdown.map((a) => words.assessment(a, 'en'));
    await deps.trackRecord?.logAssessment({ place, horizon, breakdown: logged, issuedAt: now });

    const waits = retryAfterSec !== undefined ? { retryAfterSec } : {};
    // An answer made without a watch and without waits may be served again while what it read holds (answer-validity.ts).
    const reuse = request.alert?.enabled || retryAfterSec !== undefined ? undefined : validity.result();
    if (request.alert?.enabled) {
      const watch = await deps.createWatch.forForecast({
        alert: request.alert,
        place,
        hazard: lead.hazard,
        horizon,
        lens,
        principal,
        request,
      });
      forecast.alertWatch = watch;
      return { forecast, watchId: watch.id, language, ...waits };
    }
    return { forecast, language, ...waits, ...(reuse ? { reuse } : {}) };
  }

  /**
   * One place's asked hazards as POST /risk's `hazardBreakdown` says them (a portfolio's rows): the same evaluation
   * over now → now + horizon, in `language`, logged to the track record as an answer is.
   */
  async function placeBreakdown(input: Omit<EvaluateInput, 'window' | 'onRun'> & { language: Language }): Promise<HazardAssessment[]> {
    const { breakdown } = await evaluate({ ...input, window: forecastWindow(input.now, input.horizon) });
    const answered = breakdown.map((a) => words.assessment(a, input.language));
    const logged = input.language === 'en' ? answered : breakdown.map((a) => words.assessment(a, 'en'));
    await deps.trackRecord?.logAssessment({ place: input.place, horizon: input.horizon, breakdown: logged, issuedAt: input.now });
    return answered;
  }

  return { assess, evaluate, placeBreakdown, forecastCache };
}
export type RiskService = ReturnType<typeof createRiskService>;

/**
 * The problem when no asked hazard was scored: 503 forecast_pending when some only wait for their turn (ask again
 * after Retry-After), else 503 sources_unavailable; the detail names each hazard's reason.
 */
function nothingScored(
  breakdown: ModelAssessment[],
  outcomes: SourceOutcome<unknown>[],
  now: Date,
  retryAfterSec: number | undefined,
  label: (hazard: string) => string,
): AppError {
  // Each hazard's reason in the problem's language (in `extra`, English: the document's order and the logs').
  const hazards = (language: Language) =>
    breakdown.map(({ hazard, status, reason, readyAt, retryAfterSec: wait }) => ({
      hazard,
      status,
      reason: reason && render(language, reason),
      readyAt,
      retryAfterSec: wait,
    }));
  const extra = { hazards: hazards('en'), sources: sourceStatuses(outcomes, now) };
  const extraIn = (language: Language) => ({ hazards: hazards(language) });
  if (retryAfterSec !== undefined) {
    return new AppError(
      'forecast_pending',
      msg('errors.details.pendingAll', { seconds: retryAfterSec, reasons: reasonsInWords(breakdown, label) }),
      {
        extra: { ...extra, retryAfterSec, readyAt: new Date(now.getTime() + retryAfterSec * 1000).toISOString() },
        extraIn,
        headers: { 'retry-after': String(retryAfterSec) },
      },
    );
  }
  // Asking again helps when a source failed, not when every one of them said it does not cover the place.
  const notCovered = breakdown.every((b) => b.status === 'unavailable' && isDescriptor(b.reason) && b.reason.key === 'unscored.notCovered');
  const headers: Record<string, string> = notCovered ? {} : { 'retry-after': '60' };
  return new AppError('sources_unavailable', msg('errors.details.noneScored', { reasons: reasonsInWords(breakdown, label) }), {
    extra,
    extraIn,
    headers,
  });
}

/**
 * What the answer's guidance says before the lead hazard's own: that a hazard named is one we do not forecast (and which
 * one answers it), and which hazards asked could not be assessed, with why (SCIENCE.md rule 7: nothing left unsaid).
 */
function notices(unsupported: readonly UnsupportedHazard[], breakdown: readonly ModelAssessment[]): Message[] {
  const out: Message[] = unsupported.map((u) => msg(`advice.unsupported.${u}`));
  const missing = breakdown.filter((b) => b.status !== 'ok');
  if (missing.length > 0)
    out.push(
      msg('advice.notAssessed', {
        hazards: seq(
          missing.map((b) => msg('advice.notAssessedOne', { hazard: msg(`common.hazard.${b.hazard}`), reason: shortReason(b) })),
          'semicolon',
        ),
      }),
    );
  return out;
}

/** Why a hazard is not assessed, in a few plain words (the whole reason, sources named, stays in its breakdown entry). */
function shortReason(b: ModelAssessment): Message {
  if (b.status === 'pending') return msg('advice.why.pending', { seconds: b.retryAfterSec ?? 60 });
  const key = isDescriptor(b.reason) ? b.reason.key : undefined;
  return msg(
    key === 'unscored.notCovered' ? 'advice.why.notCovered' : key === 'unscored.sourceFailed' ? 'advice.why.failed' : 'advice.why.noInput',
  );
}

/** One status per source: a source asked by several hazards reports its worst outcome once. */
function dedupeOutcomes(outcomes: SourceOutcome<unknown>[]): SourceOutcome<unknown>[] {
  const bySource = new Map<string, SourceOutcome<unknown>>();
  for (const o of outcomes) {
    const prev = bySource.get(o.source);
    if (!prev || (prev.ok && !o.ok)) bySource.set(o.source, o);
  }
  return [...bySource.values()];
}
