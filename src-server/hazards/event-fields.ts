// The fields every forecast event shares, and the two verifiable event shapes (USGS, NASA EONET). Pure zod:
// the API contracts and the dashboard's types are built from these.
import { z } from 'zod';
import { EONET_CATEGORY_IDS } from '../sources/eonet/categories.js';

/** What every event states: what happens, within which radius, in which window. */
export const eventBaseShape = {
  description: z.string(),
  radiusKm: z.number(),
  windowStart: z.string().describe('ISO 8601'),
  windowEnd: z.string().describe('ISO 8601'),
};

export const centerSchema = z.object({ lat: z.number(), lng: z.number() });

/** The type of any hazard's event schema: a zod object whose `hazard` is a literal (the union's discriminator). */
export type ForecastEventSchema = z.ZodObject<{ hazard: z.ZodLiteral<string> } & typeof eventBaseShape>;

/** One hazard's event schema: the shared fields plus the hazard's own criteria. */
export function eventSchema<const Id extends string, S extends z.ZodRawShape>(hazard: Id, criteria: S, description: string) {
  return z.object({ hazard: z.literal(hazard), ...eventBaseShape, ...criteria }).describe(description);
}

export const USGS_VERIFIER = 'USGS Earthquake Catalog';
export const EONET_VERIFIER = 'NASA EONET';

/** Criteria of an event the USGS catalogue decides: at least one M >= minMagnitude epicentre within radiusKm of center. */
export const usgsCriteria = {
  minMagnitude: z.number(),
  center: centerSchema,
  verifiedBy: z.literal(USGS_VERIFIER),
};

/** Criteria of an event NASA EONET decides: an event of the category observed within radiusKm of center. */
export const eonetCriteria = {
  category: z.enum(EONET_CATEGORY_IDS),
  center: centerSchema,
  verifiedBy: z.literal(EONET_VERIFIER),
  /** For a companion: the link's probability (0-1) before recalibration, so the track record can refit it. */
  linkProbability: z.number().optional(),
};

/** An event a public feed can decide after its window: what the track record logs and resolves. */
export const verifiableEventSchema = z
  .discriminatedUnion('verifiedBy', [
    z.object({ hazard: z.string(), ...eventBaseShape, ...usgsCriteria }),
    z.object({ hazard: z.string(), ...eventBaseShape, ...eonetCriteria }),
  ])
  .meta({ discriminator: { propertyName: 'verifiedBy' } })
  .describe('An event the USGS catalogue or NASA EONET decides once its window has ended');
export type VerifiableEvent = z.infer<typeof verifiableEventSchema>;
