// Storm: everything Hazardcast knows about the hazard (EONET severe storms scaled by forecast gusts).
import { defineHazard } from '../define.js';
import { stormEventSchema } from './event.js';
import { STORM_GUIDANCE } from './guidance.js';
import { stormModel } from './model.js';
import { stormNeeds, stormRunner } from './runner.js';
import { STORM_WORDS } from './words.js';

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
  runner: stormRunner,
  needs: stormNeeds,
  model: stormModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/flood-storm-wildfire.md).
  reliability: { publishedVerification: 'ECMWF IFS ENS 10 m wind gusts (Haiden et al., Evaluation of ECMWF forecasts, yearly)' },
});
