// The hazards' names in a language's shared words: `common.hazard.<id>` and `common.risk.<id>`, from each built-in
// hazard's own words (hazards/<id>/answer-words.ts). Node-free: the dashboard's chunks use it too.
import type { Language } from '../../contracts/enums.js';
import { BUILT_IN_HAZARD_NAMES } from '../../hazards/hazard-names.js';

/** A language's common words with the hazards' names, and their "<hazard> risk" where the language has its own. */
export function withHazardNames<C extends { risk: object }>(language: Language, common: C) {
  const risks = BUILT_IN_HAZARD_NAMES.flatMap((h) => {
    const risk = h[language].risk;
    return risk === undefined ? [] : [[h.hazard, risk] as const];
  });
  return {
    ...common,
    hazard: Object.fromEntries(BUILT_IN_HAZARD_NAMES.map((h) => [h.hazard, h[language].name])),
    risk: { ...common.risk, ...Object.fromEntries(risks) },
  };
}
