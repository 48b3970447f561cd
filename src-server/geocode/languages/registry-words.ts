// Hazard words of one language from the hazard registry (each hazard's definition.ts and words.ts).
import type { Hazard, Language } from '../../contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../hazards/registry.js';

/** Every hazard's words in `language`; a hazard without words in it has an empty list. */
export function registryWords(language: Language): Record<Hazard, readonly string[]> {
  const words = BUILT_IN_REGISTRY.vocabulary(language);
  return Object.fromEntries(BUILT_IN_REGISTRY.ids.map((id) => [id, words[id] ?? []])) as Record<Hazard, readonly string[]>;
}
