// assess(): the orchestration behind POST /api/v1/risk and the MCP get_risk tool.
//
// The parts: evaluate.ts (the models run for a place: `evaluate`, the engine behind answers, watches, portfolios and the
// badge), question.ts (what a question asks), forecast-answer.ts (the answer's body), nothing-scored.ts (the problem
// when no hazard could be scored), measurements.ts (the live track record the confidence rule reads).
import type { Language } from '../contracts/enums.js';
import type { HazardAssessment, Place, RiskForecast, RiskRequest } from '../contracts/risk.js';
import type { Principal } from '../auth/principal.js';
import { leadComparer } from '../forecast/risk-score.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { PromptWords } from '../geocode/languages/prompt-words.js';
import type { PromptUnderstanding } from '../geocode/understand.js';
import type { Clock } from '../shared/clock.js';
import type { CreateWatchUseCase } from '../watches/create-watch.js';
import { answerLanguage } from './answer-language.js';
import { createAnswerValidity, type AnswerReuse } from './answer-validity.js';
import { createAnswerWords } from './answer-words.js';
import { createEvaluate, type EvaluateDeps, type EvaluateInput } from './evaluate.js';
import { createForecastCache, type ForecastCache } from './forecast-cache.js';
import { dedupeOutcomes, forecastAnswer, orderBreakdown } from './forecast-answer.js';
import { retryAfterOf } from './hazard-status.js';
import { createMeasurements, type TrackRecordHook } from './measurements.js';
import { nothingScored } from './nothing-scored.js';
import { progressOf, questionOf } from './question.js';
import { forecastWindow } from './window.js';

export type { EvaluateInput, PlaceRisk } from './evaluate.js';

export interface RiskServiceDeps extends EvaluateDeps {
  clock: Clock;
  /** Reads a prompt (place first, then hazards, horizon, lens); throws 422 place_not_found. Memoised by its caller. */
  understand: (prompt: string, now: Date) => Promise<PromptUnderstanding>;
  /** The words `understand` reads with (the registry's hazard words): whether a prompt's words show its language. */
  promptWords: PromptWords;
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

export function createRiskService(deps: RiskServiceDeps) {
  const forecastCache = deps.forecastCache ?? createForecastCache({ enabled: false });
  const evaluate = createEvaluate(deps, forecastCache, createMeasurements(deps.trackRecord));
  const words = createAnswerWords();
  const compareForLead = leadComparer(deps.hazards.ids);

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
    const question = questionOf(request, intent, now, deps.hazards);
    const { hazards, horizon, lens, window } = question;
    const onRun = progressOf(options.onProgress, hazards, language, (h) => deps.hazards.label(h));

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
    orderBreakdown(breakdown, compareForLead);
    const { forecast, answered } = forecastAnswer(
      { request, intent, place, question, language, now, lead, scored, breakdown, hazardOutcomes, gbif },
      { words, hazards: deps.hazards },
    );

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
