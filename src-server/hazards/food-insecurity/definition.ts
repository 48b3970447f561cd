// Food insecurity: everything Hazardcast knows about the hazard (FEWS NET's IPC-compatible projections for the unit
// that contains the place, read through the country's measured confusion matrix, and the unit's history past them;
// ReliefWeb's reports as context).
import { defineHazard } from '../define.js';
import { foodInsecurityEventSchema } from './event.js';
import { FOOD_INSECURITY_GUIDANCE } from './guidance.js';
import { foodInsecurityModel } from './model.js';
import { foodInsecurityRunner } from './runner.js';
import { FOOD_INSECURITY_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { FOOD_INSECURITY_ADVICE_WORDS } from './advice-words.js';
import { FOOD_INSECURITY_ANSWER_WORDS, FOOD_INSECURITY_EVENT_WORDS, FOOD_INSECURITY_NAME_WORDS } from './answer-words.js';

export const foodInsecurityHazard = defineHazard({
  id: 'food-insecurity',
  label: 'Food insecurity',
  aliases: [],
  event: foodInsecurityEventSchema,
  verification: null,
  vocabulary: {
    ...FOOD_INSECURITY_WORDS,
    en: [
      'food insecurity',
      'food security',
      'food insecure',
      'famine',
      'famines',
      'hunger',
      'food crisis',
      'food shortage',
      'food shortages',
      'malnutrition',
      'starvation',
      'crop failure',
      'crop failures',
      'food prices',
    ],
  },
  sources: ['fews-net', 'reliefweb'],
  exposure: { travel: 0.1 },
  guidance: FOOD_INSECURITY_GUIDANCE,
  words: hazardWords({
    names: FOOD_INSECURITY_NAME_WORDS,
    answer: FOOD_INSECURITY_ANSWER_WORDS,
    advice: FOOD_INSECURITY_ADVICE_WORDS,
    events: FOOD_INSECURITY_EVENT_WORDS,
  }),
  runner: foodInsecurityRunner,
  model: foodInsecurityModel,
  // No measurement of ours: FEWS NET's archive cannot be had offline here (docs/methodology/food-insecurity.md).
  reliability: {
    publishedVerification:
      'FEWS NET near-term projections against the next current-situation map: 78 % of areas in the projected phase (Bertetti et al. 2024); 84 % overall, 2009-2020 (Backer & Billing 2021, Global Food Security 29)',
  },
});
