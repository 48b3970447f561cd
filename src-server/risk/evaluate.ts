// evaluate(): the models run for a known place, each asked hazard scored at the caller's instant (the risk service's
// engine: answers, watches, portfolios, the badge).
import type { DecisionLens, HazardId, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import { scoreHazard, toAssessment, type ModelAssessment, type ScoredHazard } from '../forecast/engine.js';
import { createEvaluations } from '../hazards/evaluation.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { SourceClients } from '../hazards/types.js';
import { horizonWindow } from '../hazards/window.js';
import type { Calibration } from '../science/recalibration.js';
import type { EventWindow } from '../shared/window.js';
import type { OutcomeMemo } from '../sources/outcome-memo.js';
import type { SourceOutcome } from '../sources/types.js';
import type { AnswerValidity } from './answer-validity.js';
import { forecastKey, type ForecastCache } from './forecast-cache.js';
import { unscoredEntry, whyUnscored, type Unscored } from './hazard-status.js';
import type { Measurements } from './measurements.js';
import type { AnswerWindow } from './window.js';

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

export interface EvaluateDeps {
  clients: SourceClients;
  /** The process's memo of request keys (sources/outcome-memo.ts); absent: every call goes to the clients. */
  memo?: OutcomeMemo;
  /** The companion links' recalibration from the resolved track record; absent: none. */
  calibration?: (hazard: string) => Calibration | undefined;
  hazards: HazardRegistry;
}

export function createEvaluate(deps: EvaluateDeps, forecastCache: ForecastCache, measurements: Measurements) {
  const evaluationOf = createEvaluations({ clients: deps.clients, memo: deps.memo, calibration: deps.calibration });

  /**
   * Runs the models for a known place: the engine behind POST /risk, watch evaluations and the badge. A hazard's run
   * (source outcomes + model result) comes from the forecast cache while its sources stay fresh; scores, confidence
   * and data ages are computed here, at `now`, every time.
   */
  return async function evaluate(input: EvaluateInput): Promise<PlaceRisk> {
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
      const measurement = measurements.measurementOf(hazard, horizon, now);
      // No reason not to score it: the model gave a result.
      const s = scoreHazard(run.result!, run.outcomes, {
        horizon,
        now,
        exposure: deps.hazards.exposure(hazard, lens),
        reliability: deps.hazards.get(hazard).reliability,
        trackRecord: measurement instanceof Promise ? await measurement : measurement,
        windowDays: (ctx.window.end.getTime() - ctx.window.start.getTime()) / 86_400_000,
      });
      input.validity?.until(measurements.until(hazard, horizon));
      scored.push(s);
      breakdown.push(toAssessment(s));
    }
    return { scored, breakdown, outcomes };
  };
}
