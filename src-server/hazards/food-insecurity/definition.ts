// Food insecurity: everything Hazardcast knows about the hazard (ReliefWeb food reports and food crises for the country).
import { HAZARD_CATALOG } from '../catalog.js';
import { defineHazard } from '../define.js';
import { FOOD_INSECURITY_GUIDANCE } from './guidance.js';
import { foodInsecurityModel } from './model.js';
import { foodInsecurityRunner } from './runner.js';
import { FOOD_INSECURITY_WORDS } from './words.js';

export const foodInsecurityHazard = defineHazard({
  ...HAZARD_CATALOG['food-insecurity'],
  vocabulary: {
    ...FOOD_INSECURITY_WORDS,
    en: [
      'food insecurity', 'food security', 'food insecure', 'famine', 'famines', 'hunger', 'food crisis',
      'food shortage', 'food shortages', 'malnutrition', 'starvation', 'crop failure', 'crop failures',
      'food prices',
    ],
  },
  sources: ['reliefweb'],
  exposure: { travel: 0.1 },
  guidance: FOOD_INSECURITY_GUIDANCE,
  runner: foodInsecurityRunner,
  model: foodInsecurityModel,
});
