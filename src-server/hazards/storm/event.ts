// The storm event: a NASA EONET severe storm event observed within radiusKm of the place in the window (decided by EONET).
import type { z } from 'zod';
import { eonetCriteria, eventSchema } from '../event-fields.js';

export const stormEventSchema = eventSchema('storm', eonetCriteria, 'At least one NASA EONET event of the category observed within radiusKm of center');
export type StormEvent = z.infer<typeof stormEventSchema>;
