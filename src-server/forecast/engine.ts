// The pure engine: a model's result plus the sources' statuses -> scores, level, confidence, companion (guidance is the registry's).
import { HORIZON_DAYS, type Horizon } from '../contracts/enums.js';
import type { HazardAssessment, SourceStatus } from '../contracts/risk.js';
import { SOURCE_NAMES, type SourceOutcome } from '../sources/types.js';
import { confidenceLabel } from './confidence.js';
import type { HazardReliability, Measurement, ModelCompanion, ModelEvent, ModelResult } from '../hazards/types.js';
import type { Message } from '../i18n/message.js';
import { round1 } from '../shared/math.js';
import { riskLevel, riskScore } from './risk-score.js';

export function sourceStatuses(outcomes: readonly SourceOutcome<unknown>[], now: Date): SourceStatus[] {
  return outcomes.map((o) =>
    o.ok
      ? {
          name: SOURCE_NAMES[o.source],
          ok: true,
          ageSec: Math.max(0, Math.round((now.getTime() - Date.parse(o.fetchedAt)) / 1000)),
          cached: o.cached,
          // A stale cached answer says why it was not fetched live.
          error: o.liveError ?? null,
        }
      : { name: SOURCE_NAMES[o.source], ok: false, ageSec: null, cached: false, error: o.reason },
  );
}

/** Windows shorter than this many days have no chance per year (a year is 365 or 366 days). */
const YEAR_DAYS = 365;

/**
 * The chance per year (0-100, one decimal) of a window of a year or more: the model's own annual chance when it states
 * one, else the constant yearly chance p that gives the window's probability P over its years, 1 - (1 - P)^(1/years)
 * (SCIENCE.md rule 4: the window's probability is never replaced by it). Null for shorter windows.
 */
export function perYearOf(result: Pick<ModelResult, 'probability' | 'probabilityPerYear'>, windowDays: number): number | null {
  if (!(windowDays >= YEAR_DAYS)) return null;
  if (result.probabilityPerYear !== undefined) return round1(result.probabilityPerYear);
  const years = windowDays / 365.25;
  const P = Math.min(1, Math.max(0, result.probability / 100));
  // A sure window says nothing finer about one year than that it is sure too.
  if (years <= 1 || P >= 1) return round1(100 * P);
  return round1(-100 * Math.expm1(Math.log1p(-P) / years));
}

type NonNullFields<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * A breakdown entry as the engine makes it: the event and companion as the model stated them (descriptions as
 * messages), rendered in the answer's language at the response boundary (risk/answer-words.ts).
 */
/** A breakdown entry before words: its event, companion and reason still messages (risk/answer-words.ts renders them). */
export type ModelAssessment = Omit<HazardAssessment, 'event' | 'companionEvent' | 'reason'> & {
  event: ModelEvent | null;
  companionEvent: ModelCompanion | null;
  reason?: Message;
};

/** A scored hazard: the breakdown entry with every score present (the companion stays optional), plus what produced it. */
export interface ScoredHazard extends Omit<NonNullFields<ModelAssessment>, 'companionEvent' | 'probabilityPerYear'> {
  companionEvent: ModelCompanion | null;
  /** Null for windows under a year. */
  probabilityPerYear: number | null;
  result: ModelResult;
  dataAgeSec: number;
}

export function toAssessment(s: ScoredHazard): ModelAssessment {
  const { result: _result, dataAgeSec: _age, ...assessment } = s;
  return assessment;
}

/**
 * Scores one hazard's model result. `outcomes` are every source the hazard wanted, ok or not; `exposure` is the
 * decision lens's weight for the hazard; `reliability` its definition's (the confidence cap without a track record).
 */
export function scoreHazard(
  result: ModelResult,
  outcomes: readonly SourceOutcome<unknown>[],
  ctx: {
    horizon: Horizon;
    now: Date;
    exposure: number;
    reliability?: HazardReliability;
    trackRecord?: Measurement | null;
    /** The window's length in days (default: the horizon's): a year or more gives the chance per year. */
    windowDays?: number;
  },
): ScoredHazard {
  const statuses = sourceStatuses(outcomes, ctx.now);
  const ok = statuses.filter((s) => s.ok);
  const dataAgeSec = ok.reduce((max, s) => Math.max(max, s.ageSec ?? 0), 0);
  const score = riskScore(result.probability, result.severity, ctx.exposure);
  return {
    hazard: result.hazard,
    riskScore: score,
    probability: round1(result.probability),
    probabilityPerYear: perYearOf(result, ctx.windowDays ?? HORIZON_DAYS[ctx.horizon]),
    severity: round1(result.severity),
    riskLevel: riskLevel(score),
    confidenceLabel: confidenceLabel({
      sourcesWanted: outcomes.length,
      sourcesOk: ok.length,
      dataAgeSec,
      horizon: ctx.horizon,
      extrapolation: result.extrapolation,
      dataCompleteness: result.dataCompleteness,
      reliability: ctx.reliability,
      trackRecord: ctx.trackRecord,
    }),
    event: result.event,
    companionEvent: result.companion ? { event: result.companion.event, probability: round1(result.companion.probability) } : null,
    // A hazard may call one source twice (ViEWS's run list, then a country's months): list it once.
    dataSources: [...new Set(ok.map((s) => s.name))],
    status: 'ok',
    result,
    dataAgeSec,
  };
}
