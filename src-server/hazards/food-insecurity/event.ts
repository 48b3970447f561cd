// The food-insecurity event: ReliefWeb food-and-nutrition reports or a new drought or food crisis for the country.
import type { z } from 'zod';
import { countryEventSchema } from '../country-event.js';

export const foodInsecurityEventSchema = countryEventSchema('food-insecurity');
export type FoodInsecurityEvent = z.infer<typeof foodInsecurityEventSchema>;
