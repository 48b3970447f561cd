// The answers' translator (here, above hazards/, since it composes the registry's words; i18n/ below keeps the catalogues
// and the translator's machinery): the shared catalogue sections with the hazard registry's words (HazardRegistry.words, each
// hazard's own folder), rendered through i18next (i18n/translator.ts). The process serves one registry's words: the
// built-in registry's, which every app serves (an app given another registry names hazards the built-in one lacks
// by their label).
import { BUILT_IN_REGISTRY } from '../hazards/registry.js';
import { answerResources } from '../i18n/catalogues/index.js';
import { useAnswersEnglish } from '../i18n/english.js';
import { createTranslator } from '../i18n/translator.js';

export const ANSWER_TRANSLATOR = createTranslator(answerResources(BUILT_IN_REGISTRY.words));

export const { text, viaI18next, renderValue, render, english, hasText } = ANSWER_TRANSLATOR;

// Error messages and source reasons (sources/, shared/errors.ts) say hazards' names through the same words.
useAnswersEnglish(english);
