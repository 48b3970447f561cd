// GET /api/v1/embed query: lat and lng required and range-checked; the rest optional.
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';
import { HORIZONS, LANGUAGES } from './enums.js';
import { oneOf } from './risk.js';

// Query values arrive as strings; an empty one (`?lat=`) means missing, not 0.
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: (i) => (i.input === undefined ? `${name} is required` : `${name} must be a number`) })
      .refine(Number.isFinite, `${name} must be a number`)
      .refine((v) => v >= -limit && v <= limit, `${name} must be between -${limit} and ${limit}`),
  );

/** The badge's query for one set of hazards (see createRiskContracts). */
export function createEmbedQuerySchema(c: HazardCatalogue) {
  return (
    z
      .object({
        lat: coordinate('lat', 90).describe('Latitude in decimal degrees, -90 to 90'),
        lng: coordinate('lng', 180).describe('Longitude in decimal degrees, -180 to 180'),
        hazard: oneOf(c.ids, 'hazard').optional().describe('Default: the highest-risk hazard'),
        horizon: oneOf(HORIZONS, 'horizon').default('30d'),
        label: z
          .string()
          .max(200, 'label must be at most 200 characters')
          .optional()
          .describe('Shown on the badge; truncated to 19 characters'),
        lang: oneOf(LANGUAGES, 'lang').optional().describe("The badge's language (en, es, fr, pt, de). Default: Accept-Language, else en"),
      })
      // Unknown parameters are ignored here (not refused): embeds often carry cache-busters such as ?v=2.
      .loose()
  );
}

/**
 * The badge's parameters as MCP get_badge takes them: numbers rather than query strings, and every other field (and its
 * rule) the query's own.
 */
export function badgeArgsShape(query: ReturnType<typeof createEmbedQuerySchema>) {
  const { hazard, horizon, label } = query.shape;
  return {
    lat: z
      .number()
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90')
      .describe('Latitude in decimal degrees, -90 to 90'),
    lng: z
      .number()
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180')
      .describe('Longitude in decimal degrees, -180 to 180'),
    hazard,
    horizon: horizon.optional(),
    label,
  };
}

export type EmbedQuery = z.infer<ReturnType<typeof createEmbedQuerySchema>>;
