// A built-in hazard's guidance as catalogue messages: its core advice, one sentence per level and per lens
// (the words, in every language, are in i18n/catalogues/<language>/guidance.ts under `guidance.<hazard>`).
import { DECISION_LENSES, RISK_LEVELS, type DecisionLens, type RiskLevel } from '../contracts/enums.js';
import { msg } from '../i18n/message.js';
import type { HazardGuidance } from './types.js';

export function catalogueGuidance(hazard: string): Omit<HazardGuidance, 'situation'> {
  const key = `guidance.${hazard}`;
  return {
    core: msg(`${key}.core`),
    byLevel: Object.fromEntries(RISK_LEVELS.map((l) => [l, msg(`${key}.level.${l}`)])) as Record<RiskLevel, ReturnType<typeof msg>>,
    byLens: Object.fromEntries(DECISION_LENSES.map((l) => [l, msg(`${key}.lens.${l}`)])) as Record<DecisionLens, ReturnType<typeof msg>>,
  };
}
