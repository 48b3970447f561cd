// The conflict event: ReliefWeb conflict-themed reports or a new complex emergency for the country.
import type { z } from 'zod';
import { countryEventSchema } from '../country-event.js';

export const conflictEventSchema = countryEventSchema('conflict');
export type ConflictEvent = z.infer<typeof conflictEventSchema>;
