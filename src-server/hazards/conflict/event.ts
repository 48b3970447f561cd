// The conflict event, as UCDP counts battle-related deaths in state-based armed conflict (the data ViEWS forecasts and
// is scored on). Where ViEWS forecasts the place's PRIO-GRID cells (Africa and the Middle East), the 7- and 30-day event
// is local: at least one death in the cells within radiusKm. Everywhere else, and at 1, 10 and 30 years (where the
// history behind the long windows is country-years), it is the country's: at least 25 deaths within one year-long slice
// of the window (the window itself when shorter), UCDP's armed-conflict threshold.
import { z } from 'zod';
import { eventSchema } from '../event-fields.js';

export const UCDP_VERIFIER = 'UCDP GED / Candidate';

export const conflictEventSchema = eventSchema(
  'conflict',
  {
    scope: z
      .enum(['cells', 'country'])
      .describe("cells: ViEWS's PRIO-GRID cells within radiusKm of the place; country: the whole country (ViEWS's country code)"),
    countryCode: z.string().describe('ISO 3166-1 alpha-2 of the place'),
    countryIso3: z.string().describe('The country ViEWS forecasts the place under (its isoab, e.g. XKX for Kosovo)'),
    recordedAs: z
      .string()
      .nullable()
      .describe('Set when ViEWS and UCDP record the place under another state (the Palestinian territories under Israel, ISR)'),
    minDeaths: z.number().int().describe('Battle-related deaths in state-based armed conflict (UCDP definitions)'),
    cells: z.array(z.number().int()).describe('PRIO-GRID cell ids (gid) the local event covers; empty for the country event'),
    expectedDeaths: z.number().describe("ViEWS's expected deaths in the scope over the part of the window it forecasts"),
    forecastRun: z.string().describe('The ViEWS run the forecast comes from, e.g. fatalities003_2026_10_t01'),
    forecastUrl: z.string().describe('The ViEWS API address the forecast rows were read from'),
    forecastUntil: z.string().describe("The last day of ViEWS's forecasts (YYYY-MM-DD); the window after it rests on UCDP/PRIO history"),
    verifiedBy: z.literal(UCDP_VERIFIER),
  },
  'At least minDeaths battle-related deaths in state-based armed conflict (UCDP) in the cells within radiusKm (scope cells) or in the country within one year-long slice of the window (scope country), within the window',
);
export type ConflictEvent = z.infer<typeof conflictEventSchema>;
