// Drought: everything Hazardcast knows about the hazard (the 90-day water balance against its dry tail).
import { defineHazard } from '../define.js';
import { droughtEventSchema } from './event.js';
import { DROUGHT_GUIDANCE } from './guidance.js';
import { droughtModel } from './model.js';
import { droughtNeeds, droughtRunner } from './runner.js';
import { DROUGHT_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { DROUGHT_ADVICE_WORDS } from './advice-words.js';
import { DROUGHT_ANSWER_WORDS, DROUGHT_EVENT_WORDS, DROUGHT_NAME_WORDS } from './answer-words.js';

export const droughtHazard = defineHazard({
  id: 'drought',
  label: 'Drought',
  aliases: [],
  event: droughtEventSchema,
  verification: null,
  vocabulary: {
    ...DROUGHT_WORDS,
    en: [
      'drought',
      'droughts',
      'dry spell',
      'dry spells',
      'water shortage',
      'water shortages',
      'water scarcity',
      'rainfall deficit',
      'aridity',
    ],
  },
  sources: ['open-meteo-ensemble', 'open-meteo-archive', 'open-meteo-climate'],
  exposure: { travel: 0.1 },
  guidance: DROUGHT_GUIDANCE,
  words: hazardWords({
    names: DROUGHT_NAME_WORDS,
    answer: DROUGHT_ANSWER_WORDS,
    advice: DROUGHT_ADVICE_WORDS,
    events: DROUGHT_EVENT_WORDS,
  }),
  runner: droughtRunner,
  needs: droughtNeeds,
  model: droughtModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/drought.md).
  reliability: { publishedVerification: 'ECMWF IFS ENS precipitation (Haiden et al., Evaluation of ECMWF forecasts, yearly)' },
});
