// Every language's answer catalogue, as i18next resources (one namespace, sections by topic), and the dashboard's.
import type { Language } from '../../contracts/enums.js';
import { answer as enAnswer } from './en/answer.js';
import { common as enCommon } from './en/common.js';
import { guidance as enGuidance } from './en/guidance.js';
import { errors as enErrors } from './en/errors.js';
import { models as enModels } from './en/models.js';

/** One language's answer catalogue: common words, guidance, the models' words, the answer's frame, errors. */
export const answerCatalogue = (common: object, guidance: object, models: object, answer: object, errors: object) => ({ common, guidance, ...models, ...answer, errors });

export const ANSWER_RESOURCES: Partial<Record<Language, object>> = {
  en: answerCatalogue(enCommon, enGuidance, enModels, enAnswer, enErrors),
};
