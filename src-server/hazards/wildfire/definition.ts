// Wildfire: everything Hazardcast knows about the hazard (EONET wildfires scaled by fire weather).
import { defineHazard } from '../define.js';
import { wildfireEventSchema } from './event.js';
import { WILDFIRE_GUIDANCE } from './guidance.js';
import { wildfireModel } from './model.js';
import { wildfireNeeds, wildfireRunner } from './runner.js';
import { WILDFIRE_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { WILDFIRE_ADVICE_WORDS } from './advice-words.js';
import { WILDFIRE_ANSWER_WORDS, WILDFIRE_EVENT_WORDS, WILDFIRE_NAME_WORDS } from './answer-words.js';

export const wildfireHazard = defineHazard({
  id: 'wildfire',
  label: 'Wildfire',
  aliases: ['fire'],
  event: wildfireEventSchema,
  verification: 'eonet',
  vocabulary: {
    ...WILDFIRE_WORDS,
    en: [
      'wildfire',
      'wildfires',
      'bushfire',
      'bushfires',
      'bush fire',
      'bush fires',
      'forest fire',
      'forest fires',
      'wild fire',
      'wild fires',
      'fire',
      'fires',
      'smoke',
      'wildland fire',
      'grass fire',
      'grassfire',
      'fire season',
    ],
  },
  sources: ['open-meteo-archive', 'open-meteo-ensemble', 'open-meteo-forecast', 'open-meteo-climate', 'eonet'],
  exposure: {},
  guidance: WILDFIRE_GUIDANCE,
  words: hazardWords({
    names: WILDFIRE_NAME_WORDS,
    answer: WILDFIRE_ANSWER_WORDS,
    advice: WILDFIRE_ADVICE_WORDS,
    events: WILDFIRE_EVENT_WORDS,
  }),
  runner: wildfireRunner,
  needs: wildfireNeeds,
  model: wildfireModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/flood-storm-wildfire.md).
  reliability: { publishedVerification: 'ECMWF IFS ENS surface weather (Haiden et al.); fire weather: Di Giuseppe et al. 2016, GEFF' },
});
