// The storm event: a day with gusts at or above the damaging level, or 24-hour rain above its local 20-year level, at
// the place in the window (or, for 10y/30y, in a given year). Physical; its EONET companion is verifiable.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const stormEventSchema = eventSchema(
  'storm',
  {
    center: centerSchema,
    minGustKmh: z.number().describe('Daily maximum gust at or above this (km/h)'),
    rainLevelMm: z.number().nullable().describe('Or 24-hour rain above this (mm): the local 20-year level'),
    rainReturnPeriodYears: z.number(),
    perYear: z.boolean(),
    cycloneBasin: z.string().nullable().describe('Tropical-cyclone basin of the place (IBTrACS ids), if any'),
    cycloneSeasonShare: z
      .number()
      .nullable()
      .describe("Share of the window's days in that basin's official cyclone season (null: no basin)"),
    verifiedBy: z.null(),
  },
  'A day of damaging gusts or 20-year rain at the place',
);
export type StormEvent = z.infer<typeof stormEventSchema>;
