// Every language's answer catalogue, as i18next resources: one namespace, sections by topic (common words,
// guidance, the models' words, the answer's frame, errors, the sources' failures). Each built-in hazard's own words
// (its name, guidance and model section) come from its folder (hazards/<id>/answer-words.ts), placed under the keys
// the catalogue has always had them.
import type { Language } from '../../contracts/enums.js';
import { BUILT_IN_ADVICE_WORDS, BUILT_IN_ANSWER_WORDS } from '../../hazards/answer-words.js';
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
function modelSections(language: Language, shared: object): Record<string, object> {
  return Object.fromEntries(
    BUILT_IN_ANSWER_WORDS.map((w) => {
      if (w.modelSection in shared) throw new Error(`hazard ${w.hazard}: model section ${w.modelSection} is a shared section's key`);
      return [w.modelSection, w[language].model];
    }),
  );
}

function answerCatalogue(language: Language, c: LanguageCatalogue) {
  const eonet = BUILT_IN_ANSWER_WORDS.flatMap((w) => {
    const word = w[language].eonet;
    return word === undefined ? [] : [[w.hazard, word] as const];
  });
  return {
    common: withHazardNames(language, c.common),
    guidance: Object.fromEntries(
      BUILT_IN_ANSWER_WORDS.map((w) => [
        w.hazard,
        { ...w[language].guidance, ...BUILT_IN_ADVICE_WORDS.find((a) => a.hazard === w.hazard)?.[language] },
      ]),
    ),
    ...c.models,
    ...modelSections(language, c.models),
    eonet: { ...c.models.eonet, hazard: Object.fromEntries(eonet) },
    ...c.answer,
    errors: c.errors,
    sources: c.sources,
  };
}

export const ANSWER_RESOURCES: Record<Language, object> = {
  en: answerCatalogue('en', en),
  es: answerCatalogue('es', es),
  fr: answerCatalogue('fr', fr),
  pt: answerCatalogue('pt', pt),
  de: answerCatalogue('de', de),
};
