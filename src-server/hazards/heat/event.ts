// The heat event: a day at or above the local percentile of daily maximum temperature.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const heatEventSchema = eventSchema(
  'heat',
  {
    minTmaxC: z.number().describe('Daily maximum temperature threshold, °C'),
    percentile: z.number().describe('The climatological percentile the threshold is'),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  'At least one day with a maximum temperature of minTmaxC or more at the place',
);
export type HeatEvent = z.infer<typeof heatEventSchema>;
