// The earthquake event: at least one M >= minMagnitude epicentre within radiusKm of the place (decided by USGS).
import type { z } from 'zod';
import { eventSchema, usgsCriteria } from '../event-fields.js';

export const earthquakeEventSchema = eventSchema('earthquake', usgsCriteria, 'At least one earthquake of minMagnitude or more with its epicentre within radiusKm of center');
export type EarthquakeEvent = z.infer<typeof earthquakeEventSchema>;
