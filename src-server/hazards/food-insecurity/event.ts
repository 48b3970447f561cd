// The food-insecurity event: IPC Phase 3 (Crisis) or worse classified for the place's FEWS NET area in the window,
// as FEWS NET's next current-situation classification will say (the outcome its projections are scored against).
import { z } from 'zod';
import { eventSchema } from '../event-fields.js';

export const FEWS_NET_VERIFIER = 'FEWS NET current-situation classification';

export const foodInsecurityEventSchema = eventSchema(
  'food-insecurity',
  {
    scope: z.enum(['area', 'country']).describe("area: the FEWS NET areas named for the place; country: all the country's areas"),
    countryCode: z.string().describe('ISO 3166-1 alpha-2'),
    areaName: z.string(),
    areaUnits: z.number().int().describe('FEWS NET geographic units (FNIDs) in the area'),
    minPhase: z.number().int().describe('IPC Acute Food Insecurity phase (3 = Crisis)'),
    projectedPhase: z.number().int().describe('The worst phase FEWS NET projects for the area in the window'),
    scenarios: z.array(z.enum(['ML1', 'ML2'])).describe('FEWS NET projections covering the window: ML1 near-term, ML2 medium-term'),
    analysisDate: z.string().describe('The FEWS NET analysis (reporting round) the projections come from, YYYY-MM-DD'),
    projectedUntil: z.string().describe("The end of FEWS NET's projections (YYYY-MM-DD); the window after it is not forecast"),
    verifiedBy: z.literal(FEWS_NET_VERIFIER),
  },
  "IPC Phase minPhase (Crisis) or worse classified for the FEWS NET area in the window, as FEWS NET's current-situation map will show",
);
export type FoodInsecurityEvent = z.infer<typeof foodInsecurityEventSchema>;
