// The hazards' names in a language's shared words: `common.hazard.<id>` and `common.risk.<id>`, from the hazards' own
// words it is given (a registry's, or the dashboard's list). Node-free: the dashboard's chunks use it too.
import type { Language } from '../../contracts/enums.js';
import type { HazardNameWords } from '../../hazards/words.js';

/** A language's common words with the hazards' names, and their "<hazard> risk" where the language has its own. */
export function withHazardNames<C extends { risk: object }>(language: Language, common: C, names: readonly HazardNameWords[]) {
  const risks = names.flatMap((h) => {
    const risk = h[language].risk;
    return risk === undefined ? [] : [[h.hazard, risk] as const];
  });
  return {
    ...common,
    hazard: Object.fromEntries(names.map((h) => [h.hazard, h[language].name])),
    risk: { ...common.risk, ...Object.fromEntries(risks) },
  };
}
