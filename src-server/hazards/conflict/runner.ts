// Conflict's source calls: ReliefWeb reports and disasters for the country.
import { countryRunner } from '../country-runner.js';
import { CONFLICT } from './model.js';

export const conflictRunner = countryRunner(CONFLICT);
