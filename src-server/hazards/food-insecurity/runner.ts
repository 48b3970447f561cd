// Food insecurity's source calls: ReliefWeb reports and disasters for the country.
import { countryRunner } from '../country-runner.js';
import { FOOD_INSECURITY } from './model.js';

export const foodInsecurityRunner = countryRunner(FOOD_INSECURITY);
