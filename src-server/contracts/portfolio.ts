// /api/v1/portfolios: an organisation's sites at once (issue 48). Import (JSON, CSV, GeoJSON), the portfolio and its
// sites, PATCH, and the risk of every site for one horizon, as JSON, CSV or GeoJSON. docs/portfolios.md.
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';
import { CONFIDENCE_LABELS, DECISION_LENSES, HORIZONS, LANGUAGES, RISK_LEVELS } from './enums.js';
import { positionSchema } from './geojson.js';
import { forecastWindowSchema, oneOf } from './risk.js';

/** A portfolio holds at most this many sites (more: 422 too_many_sites). */
export const MAX_SITES = 1000;
/** The largest import body (JSON, CSV or GeoJSON): 1,000 GeoJSON points with a few properties each fit. */
export const PORTFOLIO_BODY_LIMIT_BYTES = 1024 * 1024;
export const MAX_NAME_CHARS = 200;

/** The media types POST /portfolios takes. */
export const IMPORT_MEDIA_TYPES = ['application/json', 'text/csv', 'application/geo+json'] as const;

const nameSchema = (what: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${what} is required` : `${what} must be a string`) })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(MAX_NAME_CHARS, `${what} must be at most ${MAX_NAME_CHARS} characters`);

/** A coordinate as a number, or as text a script wrote it (a row with an unusable value is rejected, not the body). */
const coordinate = (what: string, range: string) =>
  z
    .union([z.number(), z.string()], { error: `${what} must be a number` })
    .optional()
    .describe(`${range} (a number, or a string holding one)`);

/**
 * One site as JSON sends it: coordinates, or a place to find. Types are checked here (a 400 names the field); values
 * per row (a latitude of 95, a place nobody knows): such a row is listed in `rejected` and the others are kept.
 */
export const siteInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'name must be a string' })
      .max(MAX_NAME_CHARS, `name must be at most ${MAX_NAME_CHARS} characters`)
      .optional()
      .describe('What you call the site ("Apapa warehouse"). Default: the place it resolves to.'),
    lat: coordinate('lat', 'Latitude, -90 to 90'),
    lng: coordinate('lng', 'Longitude, -180 to 180'),
    place: z
      .string({ error: 'place must be a string' })
      .max(MAX_NAME_CHARS, `place must be at most ${MAX_NAME_CHARS} characters`)
      .optional()
      .describe('A place to find when there are no coordinates ("Lagos, Nigeria"). Coordinates win when both are given.'),
  })
  .describe('A site: lat and lng, or place');
export type SiteInput = z.infer<typeof siteInputSchema>;

export const portfolioCreateBodySchema = z
  .strictObject({
    name: nameSchema('name').optional().describe("The portfolio's name (or ?name=)"),
    sites: z.array(siteInputSchema, { error: 'sites must be an array of sites' }).describe(`At most ${MAX_SITES} sites`),
  })
  .describe('A portfolio as JSON');
export type PortfolioCreateBody = z.infer<typeof portfolioCreateBodySchema>;

/** The GeoJSON import: a FeatureCollection; each feature a Point (other geometries are rejected rows). */
export const geoJsonImportSchema = z
  .looseObject({
    type: z.literal('FeatureCollection', { error: 'type must be "FeatureCollection"' }),
    name: z.string().optional().describe("The collection's name (QGIS and ogr2ogr write one): the portfolio's, unless ?name= is given"),
    features: z
      .array(
        z.looseObject({
          type: z.literal('Feature', { error: 'type must be "Feature"' }),
          geometry: z.unknown().describe('A Point ([longitude, latitude]); other geometries are rejected rows'),
          properties: z.unknown().describe('`name` names the site; `place` is found when the geometry is null'),
        }),
        { error: 'features must be an array of features' },
      )
      .describe(`At most ${MAX_SITES} features`),
  })
  .describe('RFC 7946 FeatureCollection of Points with properties.name');

export const importQuerySchema = z.strictObject({
  name: nameSchema('name')
    .optional()
    .describe("The portfolio's name: required for CSV; for GeoJSON the collection's `name` is used without it; wins over the body's"),
});

export const portfolioIdParamsSchema = z.object({
  id: z.string().min(1).max(100).describe('Portfolio id, e.g. west-africa-warehouses-k3x9q2'),
});

export const siteSchema = z.object({
  id: z.string().describe('Stable within the portfolio (rows and watches name it)'),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  place: z.string().describe('The place it resolved to, "<city>, <country>" (coordinates are named by the nearest town)'),
  countryCode: z.string().describe('ISO 3166-1 alpha-2 of the place (conflict and food insecurity are read by country)'),
});
export type SiteView = z.infer<typeof siteSchema>;

export const rejectedRowSchema = z.object({
  row: z.number().int().describe('1 = the first data row (CSV: the line after the header; JSON: sites[0]; GeoJSON: features[0])'),
  reason: z.string().describe('Why the row was not kept (English)'),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const portfolioSchema = z.object({
  object: z.literal('service.portfolio'),
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sites: z.array(siteSchema),
  rejected: z
    .array(rejectedRowSchema)
    .optional()
    .describe('Import and PATCH answers only: the rows of this request that were not kept, each with its reason'),
});
export type PortfolioView = z.infer<typeof portfolioSchema>;

export const portfolioSummarySchema = z.object({
  object: z.literal('service.portfolio'),
  id: z.string(),
  name: z.string(),
  siteCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

export const portfolioListSchema = z.object({
  object: z.literal('list'),
  data: z.array(portfolioSummarySchema).describe('Newest first; GET /portfolios/{id} for the sites'),
});

export const portfolioPatchSchema = z
  .strictObject({
    name: nameSchema('name').optional(),
    addSites: z
      .array(siteInputSchema, { error: 'addSites must be an array of sites' })
      .optional()
      .describe('Sites to add, as in the import; rows that cannot be used are listed in `rejected`'),
    removeSiteIds: z
      .array(z.string({ error: 'each site id must be a string' }), { error: 'removeSiteIds must be an array of site ids' })
      .optional()
      .describe('Ids of sites to remove (an id the portfolio does not hold is a 400)'),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'nothing to change: send name, addSites or removeSiteIds' });
export type PortfolioPatch = z.infer<typeof portfolioPatchSchema>;

/** The portfolio schemas that name hazards, for one set of hazards (see createRiskContracts). */
export function createPortfolioContracts(c: HazardCatalogue) {
  const hazardSchema = oneOf(c.ids, 'hazard');

  const portfolioRiskRequestSchema = z.strictObject({
    horizon: oneOf(HORIZONS, 'horizon').optional().describe('Default 30d'),
    hazards: z
      .array(hazardSchema, { error: 'hazards must be an array of hazards' })
      .min(1, 'hazards must name at least one hazard')
      .max(c.ids.length, `hazards may name at most ${c.ids.length} hazards`)
      .optional()
      .describe('Default: every hazard'),
    decisionLens: oneOf(DECISION_LENSES, 'decisionLens').optional().describe('Default community-planning'),
    language: oneOf(LANGUAGES, 'language').optional().describe("The reasons' language. Default: Accept-Language, else en."),
  });

  const rowSchema = z.object({
    siteId: z.string(),
    siteName: z.string(),
    hazard: z.enum(c.ids),
    status: z
      .enum(['ok', 'pending', 'unavailable'])
      .describe(
        "ok: scored; pending: its calls wait for their turn in the Open-Meteo budget (or a source's Retry-After): ask again at readyAt; unavailable: a source failed or does not cover the place",
      ),
    probability: z.number().min(0).max(100).nullable().describe("Chance (0-100) of the hazard's event at least once in the window"),
    severity: z.number().min(0).max(100).nullable(),
    riskScore: z.number().min(0).max(100).nullable(),
    riskLevel: z.enum(RISK_LEVELS).nullable(),
    confidenceLabel: z.enum(CONFIDENCE_LABELS).nullable(),
    reason: z.string().nullable().describe('Why it is not scored (pending or unavailable), naming the source; null when ok'),
    readyAt: z.string().nullable().describe('Pending only: when its calls will have been made (ISO 8601)'),
  });

  const byHazardSchema = z.object({
    hazard: z.enum(c.ids),
    sitesScored: z.number().int(),
    sitesHighOrAbove: z.number().int().describe('Sites whose riskLevel is high or severe'),
    maxRiskScore: z.number().nullable().describe('null while no site is scored'),
    meanRiskScore: z.number().nullable().describe('Over the scored sites; null while none is'),
  });

  const portfolioRiskSchema = z.object({
    object: z.literal('service.portfolio_risk'),
    portfolioId: z.string(),
    generatedAt: z.string(),
    horizon: z.enum(HORIZONS),
    decisionLens: z.enum(DECISION_LENSES),
    window: forecastWindowSchema,
    rows: z.array(rowSchema).describe("One per site and hazard, in the portfolio's site order, hazards in the asked order"),
    summary: z.object({
      sites: z.number().int(),
      byHazard: z.array(byHazardSchema),
    }),
    pendingRows: z.number().int().describe('Rows waiting for their turn in the budget: ask again after retryAfterSec'),
    readyAt: z.string().nullable().describe('When the last pending row will be ready (null: none pending)'),
    retryAfterSec: z.number().int().nullable().describe('Seconds until then, plus one (also the Retry-After header); null: none pending'),
  });

  /** The risk as GeoJSON (Accept: application/geo+json): one Point per site, its rows as properties. */
  const portfolioRiskGeoJsonSchema = z
    .object({
      type: z.literal('FeatureCollection'),
      portfolioId: z.string(),
      generatedAt: z.string(),
      horizon: z.enum(HORIZONS),
      window: forecastWindowSchema,
      features: z.array(
        z.object({
          type: z.literal('Feature'),
          id: z.string().describe('The site id'),
          geometry: z.object({ type: z.literal('Point'), coordinates: positionSchema }),
          properties: z.object({
            siteId: z.string(),
            name: z.string(),
            place: z.string(),
            maxRiskScore: z.number().nullable().describe("The highest risk score of the site's scored rows (null: none scored)"),
            maxRiskLevel: z.enum(RISK_LEVELS).nullable(),
            maxRiskHazard: z.enum(c.ids).nullable(),
            pendingRows: z.number().int(),
            rows: z.array(rowSchema.omit({ siteId: true, siteName: true })),
          }),
        }),
      ),
    })
    .describe('RFC 7946 FeatureCollection of the sites (horizon and window as foreign members)');

  return { portfolioRiskRequestSchema, rowSchema, portfolioRiskSchema, portfolioRiskGeoJsonSchema };
}
export type PortfolioContracts = ReturnType<typeof createPortfolioContracts>;
export type PortfolioRiskRequest = z.infer<PortfolioContracts['portfolioRiskRequestSchema']>;
export type PortfolioRiskRow = z.infer<PortfolioContracts['rowSchema']>;
export type PortfolioRisk = z.infer<PortfolioContracts['portfolioRiskSchema']>;
