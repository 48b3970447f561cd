// The drought event: the 90-day climatic water balance falls into its driest tail.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const droughtEventSchema = eventSchema(
  'drought',
  {
    balanceDays: z.number().describe('Days of the water-balance accumulation'),
    percentile: z
      .number()
      .describe(
        'The dry tail: 10 for the driest 10% on some day of a 7- or 30-day window, 2 for the driest 2% in some 90-day season of a year or more',
      ),
    maxSpei: z.number().describe('The dry line as SPEI-3 (standard normal), e.g. -1.28 for the driest 10%'),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  'The water balance (precipitation minus reference evapotranspiration) over balanceDays falls into its driest percentile within the window',
);
export type DroughtEvent = z.infer<typeof droughtEventSchema>;
