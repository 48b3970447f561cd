// Flood: everything Hazardcast knows about the hazard (EONET floods scaled by GloFAS river and heavy rain).
import { defineHazard } from '../define.js';
import { floodEventSchema } from './event.js';
import { FLOOD_GUIDANCE } from './guidance.js';
import { floodModel } from './model.js';
import { floodNeeds, floodRunner } from './runner.js';
import { FLOOD_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { FLOOD_ADVICE_WORDS } from './advice-words.js';
import { FLOOD_ANSWER_WORDS, FLOOD_EVENT_WORDS, FLOOD_NAME_WORDS } from './answer-words.js';

export const floodHazard = defineHazard({
  id: 'flood',
  label: 'Flood',
  aliases: [],
  event: floodEventSchema,
  verification: 'eonet',
  vocabulary: {
    ...FLOOD_WORDS,
    en: [
      'flood',
      'floods',
      'flooding',
      'flooded',
      'floodwater',
      'floodwaters',
      'monsoon',
      'monsoons',
      'storm surge',
      'storm surges',
      'sea level',
      'sea levels',
      'sea level rise',
      'rising seas',
      'inundation',
      'flash flood',
      'flash floods',
      'river overflow',
      'high water',
      'king tides',
      'coastal flooding',
    ],
  },
  sources: ['open-meteo-archive', 'open-meteo-ensemble', 'open-meteo-flood', 'open-meteo-climate', 'eonet'],
  exposure: {},
  guidance: FLOOD_GUIDANCE,
  words: hazardWords({ names: FLOOD_NAME_WORDS, answer: FLOOD_ANSWER_WORDS, advice: FLOOD_ADVICE_WORDS, events: FLOOD_EVENT_WORDS }),
  runner: floodRunner,
  needs: floodNeeds,
  model: floodModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/flood-storm-wildfire.md).
  reliability: { publishedVerification: 'GloFAS v4 medium-range ensemble (Harrigan et al. 2020; GloFAS skill maps)' },
});
