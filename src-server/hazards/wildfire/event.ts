// The wildfire event: a NASA EONET wildfire event observed within radiusKm of the place in the window (decided by EONET).
import type { z } from 'zod';
import { eonetCriteria, eventSchema } from '../event-fields.js';

export const wildfireEventSchema = eventSchema('wildfire', eonetCriteria, 'At least one NASA EONET event of the category observed within radiusKm of center');
export type WildfireEvent = z.infer<typeof wildfireEventSchema>;
