// The earthquake event: shaking of at least minIntensity (Modified Mercalli) at the place in the window. The
// USGS catalogue cannot decide it, so the model adds a verifiable companion (at least one M >= 5 within 150 km).
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const earthquakeEventSchema = eventSchema(
  'earthquake',
  {
    minIntensity: z.number().describe('Modified Mercalli intensity the shaking reaches or exceeds at the place (6 = "strong")'),
    intensityScale: z.literal('MMI'),
    center: centerSchema,
  },
  "Shaking of minIntensity (MMI) or more at center in the window; radiusKm is the frame of the sources shown (the companion event's radius)",
);
export type EarthquakeEvent = z.infer<typeof earthquakeEventSchema>;
