// Every language's answer catalogue, as i18next resources: one namespace, sections by topic (common words,
// guidance, the models' words, the answer's frame, errors, the sources' failures). The hazards' own words (names,
// guidance, model sections, advice) are given: a registry's `words` (each hazard's folder, hazards/<id>/answer-words.ts
// and advice-words.ts), placed under the keys the catalogue has always had them.
import type { Language } from '../../contracts/enums.js';
import type { HazardWords } from '../../hazards/words.js';
import * as de from './de/index.js';
import * as en from './en/index.js';
import * as es from './es/index.js';
import * as fr from './fr/index.js';
import * as pt from './pt/index.js';
import { withHazardNames } from './hazard-sections.js';

interface LanguageCatalogue {
  common: { risk: object };
  models: { eonet: object };
  answer: object;
  errors: object;
  sources: object;
}

/** The hazards' model sections by their catalogue key; a key the shared sections already use is a mistake. */
function modelSections(words: readonly HazardWords[], language: Language, shared: object): Record<string, object> {
  return Object.fromEntries(
    words.map(({ answer: w }) => {
      if (w.modelSection in shared) throw new Error(`hazard ${w.hazard}: model section ${w.modelSection} is a shared section's key`);
      return [w.modelSection, w[language].model];
    }),
  );
}

function answerCatalogue(words: readonly HazardWords[], language: Language, c: LanguageCatalogue) {
  const eonet = words.flatMap(({ answer: w }) => {
    const word = w[language].eonet;
    return word === undefined ? [] : [[w.hazard, word] as const];
  });
  return {
    common: withHazardNames(
      language,
      c.common,
      words.map((w) => w.names),
    ),
    guidance: Object.fromEntries(words.map((w) => [w.hazard, { ...w.answer[language].guidance, ...w.advice[language] }])),
    ...c.models,
    ...modelSections(words, language, c.models),
    eonet: { ...c.models.eonet, hazard: Object.fromEntries(eonet) },
    ...c.answer,
    errors: c.errors,
    sources: c.sources,
  };
}

/** Every language's answer catalogue with the given hazards' words (a registry's `words`; none: the shared sections only). */
export function answerResources(words: readonly HazardWords[]): Record<Language, object> {
  return {
    en: answerCatalogue(words, 'en', en),
    es: answerCatalogue(words, 'es', es),
    fr: answerCatalogue(words, 'fr', fr),
    pt: answerCatalogue(words, 'pt', pt),
    de: answerCatalogue(words, 'de', de),
  };
}
