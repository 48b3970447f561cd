// GET /api/v1/track-record and the get_track_record MCP tool: query filters and the public scoreboard
// (SERVICE-INTERFACE 2.2 and 4.2, PRODUCT.md "Track record").
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';
import { HORIZONS } from './enums.js';
import { oneOf } from './risk.js';

/** Horizons short enough to be verified. */
export const TRACKED_HORIZONS = ['7d', '30d'] as const satisfies readonly (typeof HORIZONS)[number][];
export type TrackedHorizon = (typeof TRACKED_HORIZONS)[number];

const isoDate = (name: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${name} must be an ISO 8601 date or date-time (e.g. 2026-01-31)`)
    .describe(`${name === 'from' ? 'Earliest' : 'Latest'} forecast issue time to include (ISO 8601)`);

export const reliabilityRowSchema = z.object({
  binLower: z.number(),
  binUpper: z.number(),
  meanPredicted: z.number().nullable(),
  observedFrequency: z.number().nullable(),
  count: z.number().int(),
});

/** "a", "a and b", "a, b and c". */
const inWords = (ids: readonly string[]) => (ids.length < 2 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)!}`);

/** The track-record schemas for one set of hazards: its tracked ones (see createRiskContracts). */
export function createTrackRecordContracts(c: HazardCatalogue) {
  /** Filters shared by the REST query string and the MCP tool input. */
  const trackRecordFilterShape = {
    hazard: oneOf(c.tracked, 'hazard').optional().describe('Only this hazard'),
    horizon: oneOf(TRACKED_HORIZONS, 'horizon').optional().describe('Only this horizon'),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
  };
  const trackRecordFilterSchema = z.object(trackRecordFilterShape);

  const perHazardSchema = z.object({
    hazard: z.enum(c.tracked),
    brierScore: z.number().nullable(),
    baselineBrierScore: z.number().nullable(),
    resolved: z.number().int(),
    logged: z.number().int(),
  });

  const trackRecordSchema = z.object({
    object: z.literal('service.track_record'),
    brierScore: z.number().nullable().describe('Mean squared error of the probabilities (0 best, 1 worst); null while nothing is resolved'),
    baselineBrierScore: z.number().nullable().describe("Brier score of forecasting each hazard's observed base rate"),
    skillVsBaselinePct: z.number().nullable().describe('100 × (1 − brierScore / baselineBrierScore)'),
    forecastsResolved: z.number().int(),
    forecastsLogged: z.number().int(),
    perHazard: z.array(perHazardSchema).describe(`Every tracked hazard, always listed: ${c.tracked.join(', ')}`),
    reliability: z.array(reliabilityRowSchema).describe('Ten equal-width bins of forecast probability'),
    decomposition: z
      .object({ reliability: z.number(), resolution: z.number(), uncertainty: z.number() })
      .nullable()
      .describe('Murphy (1973): BS = reliability − resolution + uncertainty (plus a within-bin term)'),
    recalibration: z
      .array(
        z.object({
          hazard: z.enum(c.recalibrated),
          method: z.enum(['none', 'platt', 'isotonic']),
          resolved: z.number().int(),
          events: z.number().int(),
          platt: z.object({ a: z.number(), b: z.number() }).nullable().describe('p = 1 / (1 + exp(-(a + b logit(p_link))))'),
          isotonic: z
            .array(z.object({ from: z.number(), value: z.number() }))
            .nullable()
            .describe('Steps: from this link probability on, this value'),
          note: z.string().nullable(),
        }),
      )
      .describe(
        `How the EONET companion probability of ${inWords(c.recalibrated)} is recalibrated from its resolved forecasts: none until 20 of the rarer outcome, Platt scaling, isotonic regression from 1,000 (docs/methodology.md)`,
      ),
    filters: trackRecordFilterSchema,
    generatedAt: z.string(),
  });
  return { trackRecordFilterShape, trackRecordFilterSchema, perHazardSchema, trackRecordSchema };
}
export type TrackRecordContracts = ReturnType<typeof createTrackRecordContracts>;

export type TrackRecordFilter = z.infer<TrackRecordContracts['trackRecordFilterSchema']>;
export type TrackRecord = z.infer<TrackRecordContracts['trackRecordSchema']>;

/** What the REST route and the MCP tool call. */
export interface TrackRecordReader {
  get(filter: TrackRecordFilter): Promise<TrackRecord>;
}
