// The flood event: a NASA EONET flood event observed within radiusKm of the place in the window (decided by EONET).
import type { z } from 'zod';
import { eonetCriteria, eventSchema } from '../event-fields.js';

export const floodEventSchema = eventSchema('flood', eonetCriteria, 'At least one NASA EONET event of the category observed within radiusKm of center');
export type FloodEvent = z.infer<typeof floodEventSchema>;
