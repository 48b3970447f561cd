// The event of the ReliefWeb country hazards (conflict, food insecurity): reports or a new disaster for the country.
import { z } from 'zod';
import { eventSchema } from './event-fields.js';

export const countryEventCriteria = {
  scope: z.literal('country'),
  countryCode: z.string().describe('ISO 3166-1 alpha-2'),
  countryIso3: z.string(),
  minReports: z.number().int(),
  periodDays: z.number(),
  reportThemes: z.array(z.string()),
  disasterTypes: z.array(z.string()),
  verifiedBy: z.literal('ReliefWeb'),
};

export const countryEventSchema = <const Id extends string>(hazard: Id) =>
  eventSchema(hazard, countryEventCriteria, 'ReliefWeb publishes at least minReports reports on the country with the themes within periodDays, or lists a new disaster of the kind');
