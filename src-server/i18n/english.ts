// English from the shared catalogue sections alone (errors, sources' failures, the answer's frame): what the layers
// below the hazard registry (sources/, shared/errors.ts) say in their error messages and source reasons. They never
// name a hazard's own words, so they need no registry (and importing one would close a cycle: registry → hazards →
// sources). The answers themselves render through the registry's catalogues (i18n/translate.ts).
import { answerResources } from './catalogues/index.js';
import { createTranslator } from './translator.js';

export const { english } = createTranslator(answerResources([]));
