// English for the layers below the hazard registry (sources/, shared/errors.ts): their error messages and source
// reasons. They cannot import the answers' translator (risk/translate.ts builds it from the registry, whose hazards
// reach sources/: a cycle), so the translator registers its English here when it loads (every app loads it: risk/ and
// http/ render through it); before that, or in a process that never loads it (a unit test of a source), the shared
// catalogue sections alone say it, where a hazard's own words (its name in a reason) would show as their keys.
import type { Message } from './message.js';
import { answerResources } from './catalogues/index.js';
import { createTranslator } from './translator.js';

const shared = createTranslator(answerResources([]));
let answers: ((m: Message) => string) | undefined;

/** Called once by risk/translate.ts with the answers' English (the registry's words included). */
export function useAnswersEnglish(render: (m: Message) => string): void {
  answers = render;
}

/** A message in English: the answers' translator once loaded, else the shared sections'. */
export const english = (m: Message): string => (answers ?? shared.english)(m);
