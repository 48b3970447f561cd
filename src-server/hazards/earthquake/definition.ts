// Earthquake: everything Hazardcast knows about the hazard (smoothed USGS catalogue rate, shaking at the site).
import { defineHazard } from '../define.js';
import { earthquakeEventSchema } from './event.js';
import { EARTHQUAKE_GUIDANCE } from './guidance.js';
import { EARTHQUAKE_MEASUREMENTS } from './measurements.js';
import { earthquakeModel } from './model.js';
import { earthquakeRunner } from './runner.js';
import { EARTHQUAKE_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { EARTHQUAKE_ADVICE_WORDS } from './advice-words.js';
import { EARTHQUAKE_ANSWER_WORDS, EARTHQUAKE_EVENT_WORDS, EARTHQUAKE_NAME_WORDS } from './answer-words.js';

export const earthquakeHazard = defineHazard({
  id: 'earthquake',
  label: 'Earthquake',
  aliases: [],
  event: earthquakeEventSchema,
  verification: 'usgs',
  vocabulary: {
    ...EARTHQUAKE_WORDS,
    en: [
      'earthquake',
      'earthquakes',
      'quake',
      'quakes',
      'seismic',
      'seismicity',
      'tremor',
      'tremors',
      'aftershock',
      'aftershocks',
      'tsunami',
      'tsunamis',
      'ground shaking',
      'the big one',
    ],
  },
  sources: ['usgs'],
  exposure: {},
  guidance: EARTHQUAKE_GUIDANCE,
  words: hazardWords({
    names: EARTHQUAKE_NAME_WORDS,
    answer: EARTHQUAKE_ANSWER_WORDS,
    advice: EARTHQUAKE_ADVICE_WORDS,
    events: EARTHQUAKE_EVENT_WORDS,
  }),
  runner: earthquakeRunner,
  model: earthquakeModel,
  // The rolling hindcast of the shipped model, per horizon (measurements.ts; docs/methodology/earthquake.md).
  reliability: { measured: EARTHQUAKE_MEASUREMENTS },
});
