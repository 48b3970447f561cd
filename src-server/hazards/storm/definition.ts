// Storm: everything Hazardcast knows about the hazard (EONET severe storms scaled by forecast gusts).
import { defineHazard } from '../define.js';
import { stormEventSchema } from './event.js';
import { STORM_GUIDANCE } from './guidance.js';
import { stormModel } from './model.js';
import { stormNeeds, stormRunner } from './runner.js';
import { STORM_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { STORM_ADVICE_WORDS } from './advice-words.js';
import { STORM_ANSWER_WORDS, STORM_EVENT_WORDS, STORM_NAME_WORDS } from './answer-words.js';

export const stormHazard = defineHazard({
  id: 'storm',
  label: 'Storm',
  aliases: [],
  event: stormEventSchema,
  verification: 'eonet',
  vocabulary: {
    ...STORM_WORDS,
    en: [
      'storm',
      'storms',
      'typhoon',
      'typhoons',
      'hurricane',
      'hurricanes',
      'cyclone',
      'cyclones',
      'tornado',
      'tornadoes',
      'tornados',
      'twister',
      'twisters',
      'windstorm',
      'windstorms',
      'thunderstorm',
      'thunderstorms',
      'hail',
      'hailstorm',
      'hailstorms',
      'blizzard',
      'blizzards',
      'snowstorm',
      'snowstorms',
      'gale',
      'gales',
      'tropical storm',
      'severe weather',
      'high winds',
      'damaging winds',
      'derecho',
      'winter storm',
    ],
  },
  sources: ['open-meteo-archive', 'open-meteo-ensemble', 'open-meteo-climate', 'eonet'],
  exposure: {},
  guidance: STORM_GUIDANCE,
  words: hazardWords({ names: STORM_NAME_WORDS, answer: STORM_ANSWER_WORDS, advice: STORM_ADVICE_WORDS, events: STORM_EVENT_WORDS }),
  runner: stormRunner,
  needs: stormNeeds,
  model: stormModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/flood-storm-wildfire.md).
  reliability: { publishedVerification: 'ECMWF IFS ENS 10 m wind gusts (Haiden et al., Evaluation of ECMWF forecasts, yearly)' },
});
