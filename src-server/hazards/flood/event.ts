// The flood event: the river at the place's GloFAS cell above its T-year return level, or a day of rain above the local
// T-year level (ERA5), at least once in the window (T = 5 for 7d/30d, 20 for 1y-30y). Physical; its EONET companion is
// verifiable.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const floodEventSchema = eventSchema(
  'flood',
  {
    center: centerSchema,
    returnPeriodYears: z.number().describe('T of the return levels the event exceeds: 5 (7d, 30d) or 20 (1y, 10y, 30y)'),
    river: z.enum(['present', 'absent', 'unknown']).describe('absent: the GloFAS cell is off the river network'),
    riverLevelM3s: z.number().nullable().describe('The T-year discharge (m³/s), Gumbel fit of the reanalysis annual maxima'),
    rainLevelMm: z.number().nullable().describe('The T-year daily rain (mm), Gumbel fit of ERA5 annual maxima'),
    riverLevels: z.object({ q2: z.number(), q5: z.number(), q20: z.number() }).nullable(),
    rainLevels: z.object({ r2: z.number(), r5: z.number(), r20: z.number() }).nullable(),
    verifiedBy: z.null().describe('Physical: decided by the reanalysis, not a feed (see companionEvent)'),
  },
  'The river above its T-year level or a day of rain above its local T-year level, at the place',
);
export type FloodEvent = z.infer<typeof floodEventSchema>;
