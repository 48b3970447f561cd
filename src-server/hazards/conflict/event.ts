// The conflict event: at least N battle-related deaths in state-based armed conflict in the country in the window,
// as UCDP counts them (the data ViEWS forecasts and is scored on).
import { z } from 'zod';
import { eventSchema } from '../event-fields.js';

export const UCDP_VERIFIER = 'UCDP GED / Candidate';

export const conflictEventSchema = eventSchema(
  'conflict',
  {
    scope: z.literal('country'),
    countryCode: z.string().describe('ISO 3166-1 alpha-2'),
    countryIso3: z.string(),
    minDeaths: z.number().int().describe('Battle-related deaths in state-based armed conflict (UCDP definitions)'),
    perYear: z.boolean().describe('true: the probability is the mean chance per year over the window (10y, 30y)'),
    expectedDeaths: z.number().describe("ViEWS's expected deaths over the window (per year when perYear)"),
    forecastRun: z.string().describe('The ViEWS run the forecast comes from, e.g. fatalities003_2026_10_t01'),
    verifiedBy: z.literal(UCDP_VERIFIER),
  },
  'At least minDeaths battle-related deaths in state-based armed conflict in the country within the window, as UCDP counts them (perYear: within a year)',
);
export type ConflictEvent = z.infer<typeof conflictEventSchema>;
