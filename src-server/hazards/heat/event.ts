// The heat event: for windows under a year, at least one damaging heatwave day (a severe or extreme Excess Heat Factor
// day, or a wet-bulb of 31 °C or more); for a year or more, at least one day at or above the record's 1-in-20-year
// hottest day (docs/methodology/heat.md).
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const heatEventSchema = eventSchema(
  'heat',
  {
    minDailyMeanC: z
      .number()
      .optional()
      .describe("Windows under a year: the three-day mean temperature a heatwave exceeds, °C (the place's 95th percentile of daily means)"),
    minExcessHeatFactor: z
      .number()
      .optional()
      .describe("Windows under a year: the Excess Heat Factor of a severe heatwave, °C² (the place's EHF85, Nairn & Fawcett 2015)"),
    minWetBulbC: z.number().optional().describe('Windows under a year: the wet-bulb temperature that makes a day damaging on its own, °C'),
    percentile: z.number().optional().describe('Windows under a year: the percentile of daily mean temperature the heatwave threshold is'),
    minTmaxC: z
      .number()
      .optional()
      .describe("Windows of a year or more: the daily maximum temperature of the record's 1-in-T-year hottest day, °C"),
    returnPeriodYears: z.number().optional().describe("Windows of a year or more: T of the record's 1-in-T-year hottest day"),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  "At least one day of a severe heatwave at the place (windows under a year), or at least one day as hot as the record's 1-in-20-year hottest day (a year or more)",
);
export type HeatEvent = z.infer<typeof heatEventSchema>;
