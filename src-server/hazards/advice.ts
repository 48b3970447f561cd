// Words that follow the numbers (SCIENCE.md rule 7, docs/api-decisions.md "Guidance"): the IPCC likelihood term of a
// probability, the advice tier chosen by that band and the severity (never by the risk level alone), act-now advice for
// 7d and 30d and planning advice for a year or more, and the guidance of one hazard put together from them.
import type { AdviceTier, DecisionLens, Horizon } from '../contracts/enums.js';
import { day, msg, percent, type Message } from '../i18n/message.js';
import type { HazardGuidance, ModelEvent } from './types.js';

/**
 * The IPCC calibrated likelihood terms (AR6 WG1 Box 1.1; Mastrandrea et al. 2010), each named by the narrowest range
 * a probability falls in: virtually certain 99-100 %, very likely 90-100 %, likely 66-100 %, about as likely as not
 * 33-66 %, unlikely 0-33 %, very unlikely 0-10 %, exceptionally unlikely 0-1 %.
 */
export const LIKELIHOOD_BANDS = [
  'exceptionallyUnlikely',
  'veryUnlikely',
  'unlikely',
  'aboutAsLikelyAsNot',
  'likely',
  'veryLikely',
  'virtuallyCertain',
] as const;
export type LikelihoodBand = (typeof LIKELIHOOD_BANDS)[number];

/** Lower bound (percent) of each band, in LIKELIHOOD_BANDS' order. */
export const BAND_FLOORS: Readonly<Record<LikelihoodBand, number>> = {
  exceptionallyUnlikely: 0,
  veryUnlikely: 1,
  unlikely: 10,
  aboutAsLikelyAsNot: 33,
  likely: 66,
  veryLikely: 90,
  virtuallyCertain: 99,
};

/** The band of a probability in percent, read on the number as the answer shows it (one decimal). */
export function likelihoodBand(pct: number): LikelihoodBand {
  const p = Math.round((Number.isFinite(pct) ? pct : 0) * 10) / 10;
  for (let i = LIKELIHOOD_BANDS.length - 1; i > 0; i--) if (p >= BAND_FLOORS[LIKELIHOOD_BANDS[i]!]) return LIKELIHOOD_BANDS[i]!;
  return 'exceptionallyUnlikely';
}

export type { AdviceTier };
/** Act-now advice for the next days and weeks; planning advice (building, insurance, siting) for a year or more. */
export type AdviceClass = 'now' | 'plan';
/** The event group of a horizon (SCIENCE.md rule 4): 7d and 30d forecast one event, a year or more a rarer one. */
export type EventGroup = 'short' | 'long';

export const adviceClass = (h: Horizon): AdviceClass => (h === '7d' || h === '30d' ? 'now' : 'plan');
export const eventGroup = (h: Horizon): EventGroup => (h === '7d' || h === '30d' ? 'short' : 'long');

/**
 * The tier from the probability's band and the severity (docs/api-decisions.md "Guidance"): the severity classes are the
 * scale's anchors, under a day (S < 20), a day to ten (20-40), more (40+):
 *
 * | chance            | under a day | 1-10 days | 10+ days |
 * |-------------------|-------------|-----------|----------|
 * | under 10 %        | aware       | aware     | aware    |
 * | 10-33 % unlikely  | aware       | aware     | prepare  |
 * | 33-66 % even      | aware       | prepare   | prepare  |
 * | 66 %+ likely      | prepare     | act       | act      |
 */
export function adviceTier(probabilityPct: number, severity: number): AdviceTier {
  const band = likelihoodBand(probabilityPct);
  const s = Number.isFinite(severity) ? severity : 0;
  const column = s >= 40 ? 2 : s >= 20 ? 1 : 0;
  const row =
    band === 'likely' || band === 'veryLikely' || band === 'virtuallyCertain'
      ? 3
      : band === 'aboutAsLikelyAsNot'
        ? 2
        : band === 'unlikely'
          ? 1
          : 0;
  return TIERS[row]![column]!;
}
const TIERS: readonly (readonly AdviceTier[])[] = [
  ['aware', 'aware', 'aware'],
  ['aware', 'aware', 'prepare'],
  ['aware', 'prepare', 'prepare'],
  ['prepare', 'act', 'act'],
];

/** What one hazard's guidance is chosen by. */
export interface AdviceInput {
  lens: DecisionLens;
  horizon: Horizon;
  /** The headline event's probability in the window (0-100, as the answer shows it). */
  probability: number;
  severity: number;
  /** The window the answer is about; a period the prompt named is said by its dates. */
  window?: { start: string; end: string; source: string };
  /** The forecast's event: what it says of the place (the hazard's `situation`). */
  event?: ModelEvent;
}

/** "in the next 30 days", or the period asked ("in the period asked (1 Mar – 31 Mar 2027)"). */
function windowPhrase(input: AdviceInput): Message {
  if (input.window && input.window.source === 'prompt')
    return msg('advice.window.asked', { start: day(input.window.start.slice(0, 10)), end: day(lastDay(input.window.end)) });
  return msg(`advice.window.next.${input.horizon}`);
}
/** The last day a window [start, end) touches. */
const lastDay = (end: string) => new Date(Date.parse(end) - 1).toISOString().slice(0, 10);

/**
 * One hazard's guidance: the chance of its event in the window in the calibrated term of its band; what the event
 * says of the place (its `situation`); the advice of the tier for the horizon's class (unless the situation stands in
 * for it); the lens's sentence; the agencies' core advice. Messages, rendered in the answer's language.
 */
export function hazardAdvice(g: HazardGuidance, input: AdviceInput): Message[] {
  const p = Math.round((Number.isFinite(input.probability) ? input.probability : 0) * 10) / 10;
  const tier = adviceTier(p, input.severity);
  const chance = msg('advice.chance', {
    event: g.event[eventGroup(input.horizon)],
    window: windowPhrase(input),
    chance: percent(p / 100, Number.isInteger(p) ? 0 : 1),
    term: msg(`advice.likelihood.${likelihoodBand(p)}`),
  });
  const situation = input.event && g.situation ? g.situation(input.event, tier) : undefined;
  const action = situation?.replacesAction ? [] : [g[adviceClass(input.horizon)][tier]];
  return [chance, ...(situation ? [situation.sentence] : []), ...action, g.byLens[input.lens], g.core];
}
