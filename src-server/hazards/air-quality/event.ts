// The air-quality event: a day whose 24-hour mean PM2.5 reaches the US EPA "unhealthy for sensitive groups" line.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const airQualityEventSchema = eventSchema(
  'air-quality',
  {
    minDailyPm25: z.number().describe('µg/m³, 24-hour mean'),
    minUsAqi: z.number(),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  'At least one day with a 24-hour mean PM2.5 of minDailyPm25 or more at the place',
);
export type AirQualityEvent = z.infer<typeof airQualityEventSchema>;
