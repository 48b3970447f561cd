// Heat: everything Hazardcast knows about the hazard (daily maxima against the local hot tail).
import { defineHazard } from '../define.js';
import { heatEventSchema } from './event.js';
import { HEAT_GUIDANCE } from './guidance.js';
import { heatModel } from './model.js';
import { heatNeeds, heatRunner } from './runner.js';
import { HEAT_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { HEAT_ADVICE_WORDS } from './advice-words.js';
import { HEAT_ANSWER_WORDS, HEAT_EVENT_WORDS, HEAT_NAME_WORDS } from './answer-words.js';

export const heatHazard = defineHazard({
  id: 'heat',
  label: 'Heat',
  aliases: [],
  event: heatEventSchema,
  verification: null,
  vocabulary: {
    ...HEAT_WORDS,
    en: [
      'heat',
      'heatwave',
      'heatwaves',
      'heat wave',
      'heat waves',
      'heat stress',
      'extreme heat',
      'hot weather',
      'heatstroke',
      'heat stroke',
      'high temperatures',
      'scorching',
    ],
  },
  sources: ['open-meteo-ensemble', 'open-meteo-archive', 'open-meteo-climate'],
  exposure: {},
  guidance: HEAT_GUIDANCE,
  words: hazardWords({ names: HEAT_NAME_WORDS, answer: HEAT_ANSWER_WORDS, advice: HEAT_ADVICE_WORDS, events: HEAT_EVENT_WORDS }),
  runner: heatRunner,
  needs: heatNeeds,
  model: heatModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/heat.md).
  reliability: {
    publishedVerification: 'ECMWF IFS ENS 2 m temperature (Haiden et al., Evaluation of ECMWF forecasts, ECMWF Tech. Memo., yearly)',
  },
});
