// Conflict: everything Hazardcast knows about the hazard (ViEWS's forecasts of state-based battle deaths for the
// PRIO-GRID cells around the place and for its country, UCDP/PRIO's country-years past them; ReliefWeb's reports as
// context).
import { defineHazard } from '../define.js';
import { conflictEventSchema } from './event.js';
import { CONFLICT_GUIDANCE } from './guidance.js';
import { CONFLICT_RELIABILITY } from './reliability.js';
import { conflictModel } from './model.js';
import { conflictRunner } from './runner.js';
import { CONFLICT_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { CONFLICT_ADVICE_WORDS } from './advice-words.js';
import { CONFLICT_ANSWER_WORDS, CONFLICT_EVENT_WORDS, CONFLICT_NAME_WORDS } from './answer-words.js';

export const conflictHazard = defineHazard({
  id: 'conflict',
  label: 'Conflict',
  aliases: ['war'],
  event: conflictEventSchema,
  verification: null,
  vocabulary: {
    ...CONFLICT_WORDS,
    en: [
      'conflict',
      'conflicts',
      'war',
      'wars',
      'warfare',
      'unrest',
      'armed',
      'violence',
      'fighting',
      'civil war',
      'insurgency',
      'terrorism',
      'terror attack',
      'terror attacks',
      'militia',
      'militias',
      'riots',
      'rioting',
      'coup',
      'shelling',
      'airstrikes',
      'political instability',
      'clashes',
      'protests',
    ],
  },
  sources: ['views', 'reliefweb'],
  exposure: {},
  guidance: CONFLICT_GUIDANCE,
  words: hazardWords({
    names: CONFLICT_NAME_WORDS,
    answer: CONFLICT_ANSWER_WORDS,
    advice: CONFLICT_ADVICE_WORDS,
    events: CONFLICT_EVENT_WORDS,
  }),
  runner: conflictRunner,
  model: conflictModel,
  reliability: CONFLICT_RELIABILITY,
});
