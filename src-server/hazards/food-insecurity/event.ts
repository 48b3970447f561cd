// The food-insecurity event: IPC Phase 3 (Crisis) or worse classified for the FEWS NET unit that contains the place, in
// the window, as FEWS NET's current-situation classification will say (the outcome its projections are scored against).
import { z } from 'zod';
import { eventSchema } from '../event-fields.js';

export const FEWS_NET_VERIFIER = 'FEWS NET current-situation classification';

export const foodInsecurityEventSchema = eventSchema(
  'food-insecurity',
  {
    scope: z.literal('unit').describe('The FEWS NET geographic unit whose outline contains the place'),
    countryCode: z.string().describe('ISO 3166-1 alpha-2'),
    fnid: z.string().describe("FEWS NET's id of the unit (FNID)"),
    unitName: z.string(),
    unitType: z.string().describe("FEWS NET's unit type, e.g. fsc_admin_lhz (an admin unit crossed with a livelihood zone)"),
    minPhase: z.number().int().describe('IPC Acute Food Insecurity phase (3 = Crisis)'),
    projectedPhase: z
      .number()
      .int()
      .nullable()
      .describe('The worst phase FEWS NET projects for the unit in the window; null when its projections do not reach it'),
    scenarios: z.array(z.enum(['ML1', 'ML2'])).describe('FEWS NET projections covering the window: ML1 near-term, ML2 medium-term'),
    analysisDate: z.string().describe('The FEWS NET reporting round the projections come from, YYYY-MM-DD'),
    projectedUntil: z.string().describe("The end of FEWS NET's projections (YYYY-MM-DD); the window after it rests on the unit's history"),
    historyRounds: z.number().int().describe("The unit's current-situation rounds the history part rests on"),
    sourceDocument: z.string().describe('The FEWS NET report of the round, e.g. "Sudan - Food Security Outlook"'),
    outlookUrl: z.string().describe("FEWS NET's page for the country, where its reports are"),
    dataUrl: z.string().describe("The FEWS NET Data Warehouse address of the unit's classifications"),
    verifiedBy: z.literal(FEWS_NET_VERIFIER),
  },
  "IPC Phase minPhase (Crisis) or worse classified for the FEWS NET unit that contains the place in the window, as FEWS NET's current-situation classification will show",
);
export type FoodInsecurityEvent = z.infer<typeof foodInsecurityEventSchema>;
