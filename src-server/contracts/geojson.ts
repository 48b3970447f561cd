// GeoJSON (RFC 7946) as the scene layers carry it: a FeatureCollection of features with one of the six simple
// geometries and flat properties. A real schema rather than `any`, so tool and OpenAPI readers see what `data` holds.
import { z } from 'zod';

/** RFC 7946 §3.1.1: longitude, latitude and an optional elevation. An array, not a tuple (no prefixItems). */
export const positionSchema = z
  .array(z.number())
  .min(2)
  .max(3)
  .describe('[longitude, latitude] or [longitude, latitude, elevation] (RFC 7946 position)');

const ring = z.array(positionSchema).describe('Closed linear ring: the first and last positions are the same');

export const geometrySchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('Point'), coordinates: positionSchema }),
    z.object({ type: z.literal('MultiPoint'), coordinates: z.array(positionSchema) }),
    z.object({ type: z.literal('LineString'), coordinates: z.array(positionSchema) }),
    z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(positionSchema)) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
  ])
  .describe('RFC 7946 geometry (GeometryCollection is not used)');

/** Property values the layers write: text, numbers, flags, null, and lists of ids (EONET categories). */
const propertyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const featureSchema = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]).optional().describe("The source's id of the event, when it has one"),
  geometry: geometrySchema.nullable(),
  properties: z
    .record(z.string(), propertyValueSchema)
    .nullable()
    .describe('What the source says of the feature (title, date, magnitude, link, ...)'),
});

export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  // Typed as plain objects: the models build features as such (some deep-frozen and shared between answers); the
  // schema itself checks each against GeoJSON when an answer is written, and describes it to OpenAPI and MCP readers.
  features: z.array(featureSchema as unknown as z.ZodType<object>),
});
export type FeatureCollection = z.infer<typeof featureCollectionSchema>;
