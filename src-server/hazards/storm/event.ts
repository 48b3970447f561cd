// The storm event: a day with gusts at or above the damaging level (over a year or more, the local 20-year gust where
// higher), or 24-hour rain above its local 20-year level, at the place at least once in the window. Physical; its EONET
// companion is verifiable.
import { z } from 'zod';
import { centerSchema, eventSchema } from '../event-fields.js';

export const stormEventSchema = eventSchema(
  'storm',
  {
    center: centerSchema,
    minGustKmh: z
      .number()
      .describe('Daily maximum gust at or above this (km/h): 90 km/h, or over 1y-30y the local 20-year gust where higher'),
    gustReturnPeriodYears: z.number().nullable().describe('20: minGustKmh is the local 20-year gust (1y-30y); null: the damaging 90 km/h'),
    rainLevelMm: z.number().nullable().describe('Or 24-hour rain above this (mm): the local 20-year level'),
    rainReturnPeriodYears: z.number(),
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
