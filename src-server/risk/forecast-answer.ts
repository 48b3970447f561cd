// The body of a POST /risk answer (RiskForecast): the question as read, the scene, the lead hazard's forecast and
// guidance in the answer's language, and every asked hazard's entry of the breakdown.
import type { Language, UnsupportedHazard } from '../contracts/enums.js';
import type { HazardAssessment, Place, RiskForecast, RiskRequest } from '../contracts/risk.js';
import { sourceStatuses, type ModelAssessment, type ScoredHazard } from '../forecast/engine.js';
import type { leadComparer } from '../forecast/risk-score.js';
import type { HazardRegistry } from '../hazards/registry.js';
import { isDescriptor, msg, seq, type Message } from '../i18n/message.js';
import { render } from './translate.js';
import { BIODIVERSITY_RADIUS_KM } from '../sources/gbif/client.js';
import type { OccurrenceCount } from '../sources/gbif/normalize.js';
import type { SourceOutcome } from '../sources/types.js';
import type { AnswerWords } from './answer-words.js';
import type { Intent, Question } from './question.js';
import { buildScene } from './scene.js';

export interface AnswerParts {
  request: RiskRequest;
  intent: Intent;
  place: Place;
  question: Question;
  language: Language;
  now: Date;
  /** The hazard with the highest risk of those scored. */
  lead: ScoredHazard;
  scored: readonly ScoredHazard[];
  /** Every asked hazard's entry, in the order the answer gives them (orderBreakdown). */
  breakdown: readonly ModelAssessment[];
  /** The hazards' source outcomes (GBIF's is the scene's, not the forecast's). */
  hazardOutcomes: SourceOutcome<unknown>[];
  gbif: SourceOutcome<OccurrenceCount>;
}

/**
 * The answer, and its breakdown as answered (in the answer's language: the track record logs it when that is English).
 */
export function forecastAnswer(
  a: AnswerParts,
  { words, hazards }: { words: AnswerWords; hazards: HazardRegistry },
): { forecast: RiskForecast; answered: HazardAssessment[] } {
  const { request, intent, place, language, now, lead, scored, breakdown, gbif } = a;
  const { horizon, lens, unsupported } = a.question;
  // The forecast's sources only: GBIF's occurrences are the scene's (earth.biodiversity carries their status).
  const sourceStatus = sourceStatuses(dedupeOutcomes(a.hazardOutcomes), now);
  const answerWindow = {
    start: a.question.window.start.toISOString(),
    end: a.question.window.end.toISOString(),
    source: a.question.window.source,
  };
  const answered = breakdown.map((b) => words.assessment(b, language));
  const label = hazards.label(lead.hazard);
  const forecast: RiskForecast = {
    object: 'service.risk_forecast',
    generatedAt: now.toISOString(),
    riskInput: {
      prompt: request.prompt,
      hazard: lead.hazard,
      hazards: a.question.hazards,
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
        ...hazards.guidance(lead.hazard, {
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
  return { forecast, answered };
}

/**
 * The breakdown in the answer's order: by risk, as the lead is chosen (one scale of expected disruption over the
 * window), the hazards that could not be scored last (docs/risk-scale.md 4). Sorts in place.
 */
export function orderBreakdown(breakdown: ModelAssessment[], compareForLead: ReturnType<typeof leadComparer>): void {
  breakdown.sort((a, b) =>
    a.riskScore === null || b.riskScore === null
      ? (b.riskScore ?? -1) - (a.riskScore ?? -1)
      : compareForLead(
          { hazard: a.hazard, riskScore: a.riskScore, severity: a.severity ?? 0 },
          { hazard: b.hazard, riskScore: b.riskScore, severity: b.severity ?? 0 },
        ),
  );
}

/** One status per source: a source asked by several hazards reports its worst outcome once. */
export function dedupeOutcomes(outcomes: SourceOutcome<unknown>[]): SourceOutcome<unknown>[] {
  const bySource = new Map<string, SourceOutcome<unknown>>();
  for (const o of outcomes) {
    const prev = bySource.get(o.source);
    if (!prev || (prev.ok && !o.ok)) bySource.set(o.source, o);
  }
  return [...bySource.values()];
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
