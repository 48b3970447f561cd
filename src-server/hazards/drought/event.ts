// The drought event: the 90-day climatic water balance falls into its driest tail.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const droughtEventSchema = eventSchema(
  'drought',
  {
    balanceDays: z.number().describe('Days of the water-balance accumulation'),
    percentile: z.number().describe('The dry tail, e.g. 10 for the driest 10% (2 and 0.5 for 10y and 30y windows)'),
    maxSpei: z.number().describe('The dry line as SPEI-3 (standard normal), e.g. -1.28 for the driest 10%'),
    maxBalanceMm: z.number().optional().describe('Threshold of the balance (mm), for windows of one balance period'),
    evaluatedOn: z.string().optional().describe('YYYY-MM-DD the balance ends, for windows of one balance period'),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  'The water balance (precipitation minus reference evapotranspiration) over balanceDays falls into its driest percentile',
);
export type DroughtEvent = z.infer<typeof droughtEventSchema>;
