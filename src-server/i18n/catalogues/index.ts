// Every language's answer catalogue, as i18next resources: one namespace, sections by topic (common words,
// guidance, the models' words, the answer's frame, errors, the sources' failures).
import type { Language } from '../../contracts/enums.js';
import * as de from './de/index.js';
import * as en from './en/index.js';
import * as es from './es/index.js';
import * as fr from './fr/index.js';
import * as pt from './pt/index.js';

interface LanguageCatalogue {
  common: object;
  guidance: object;
  models: object;
  answer: object;
  errors: object;
  sources: object;
}

const answerCatalogue = (c: LanguageCatalogue) => ({ common: c.common, guidance: c.guidance, ...c.models, ...c.answer, errors: c.errors, sources: c.sources });

export const ANSWER_RESOURCES: Record<Language, object> = {
  en: answerCatalogue(en),
  es: answerCatalogue(es),
  fr: answerCatalogue(fr),
  pt: answerCatalogue(pt),
  de: answerCatalogue(de),
};
