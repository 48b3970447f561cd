// The heat event: a day at or above the local calendar-day 95th percentile of daily maximum temperature (windows under
// a year), or at or above today's T-year hottest day (a year or more).
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const heatEventSchema = eventSchema(
  'heat',
  {
    minTmaxC: z
      .number()
      .optional()
      .describe("Daily maximum temperature threshold, °C (at the window's start for calendar-day percentiles)"),
    percentile: z.number().optional().describe('The calendar-day percentile of ERA5 daily maxima (windows under a year)'),
    calendarWindowDays: z.number().optional().describe('Days around each calendar day whose values form its percentile'),
    returnPeriodYears: z.number().optional().describe("Windows of a year or more: today's T-year hottest day"),
    center: centerSchema,
    verifiedBy: z.string(),
  },
  "At least one day with a maximum temperature at or above the local calendar-day percentile (or today's T-year hottest day) at the place",
);
export type HeatEvent = z.infer<typeof heatEventSchema>;
