// The wildfire event: the Canadian Fire Weather Index at or above a danger class on at least one day at the place,
// where there is vegetation to burn. Physical; its EONET companion is verifiable.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const wildfireEventSchema = eventSchema(
  'wildfire',
  {
    center: centerSchema,
    minFwi: z.number().describe('FWI at or above this: 21.3 "very high" (7d, 30d), 38 "extreme" (1y, 10y, 30y)'),
    dangerClass: z.string(),
    burnable: z.boolean().nullable().describe('false: hyper-arid (aridity index < 0.05), no fuel'),
    aridityIndex: z.number().nullable(),
    fireSeason: z
      .enum(['active', 'dormant', 'snow'])
      .nullable()
      .describe(
        "Today's fire season (Lawson & Armitage 2008 start-up rules): active, dormant (waiting for warm days), or snow (snow-covered)",
      ),
    verifiedBy: z.null(),
  },
  'Fire weather at or above a danger class on at least one day, where vegetation can burn',
);
export type WildfireEvent = z.infer<typeof wildfireEventSchema>;
