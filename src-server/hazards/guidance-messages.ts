// A built-in hazard's guidance as catalogue messages: its core advice, its event's words, its advice per tier (act now
// and plan) and per lens (the words, in every language, are in the hazard's answer-words.ts and advice-words.ts,
// catalogue keys `guidance.<hazard>`).
import { ADVICE_TIERS, DECISION_LENSES, type AdviceTier, type DecisionLens } from '../contracts/enums.js';
import { msg, type Descriptor } from '../i18n/message.js';
import type { HazardGuidance } from './types.js';

const byTier = (key: string) => Object.fromEntries(ADVICE_TIERS.map((t) => [t, msg(`${key}.${t}`)])) as Record<AdviceTier, Descriptor>;

export function catalogueGuidance(hazard: string): Omit<HazardGuidance, 'situation'> {
  const key = `guidance.${hazard}`;
  return {
    core: msg(`${key}.core`),
    event: { short: msg(`${key}.event.short`), long: msg(`${key}.event.long`) },
    now: byTier(`${key}.now`),
    plan: byTier(`${key}.plan`),
    byLens: Object.fromEntries(DECISION_LENSES.map((l) => [l, msg(`${key}.lens.${l}`)])) as Record<DecisionLens, Descriptor>,
  };
}
