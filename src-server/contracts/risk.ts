// POST /api/v1/risk: request and response shapes (SERVICE-INTERFACE 2.1 and 4.1, PRODUCT.md decisions).
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';
import { verifiableEventSchema } from '../hazards/event-fields.js';
import {
  ALERT_METRICS,
  CHANNEL_TYPES,
  CONFIDENCE_LABELS,
  DECISION_LENSES,
  HORIZONS,
  LANGUAGES,
  RISK_LEVELS,
  UNSUPPORTED_HAZARDS,
} from './enums.js';
import { CHANNEL_TARGET_RULES } from './channel-rules.js';
import { featureCollectionSchema } from './geojson.js';

const list = (values: readonly string[]) => values.join(', ');

/** An enum whose error message names every allowed value. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? `${what} is required` : `must be one of: ${list(values)} (got ${JSON.stringify(issue.input)})`,
  });
}

const number0to100 = (what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be a number`) })
    .min(0, `${what} must be between 0 and 100`)
    .max(100, `${what} must be between 0 and 100`);

export { CHANNEL_TARGET_RULES };

export const channelSchema = z
  .strictObject({
    type: oneOf(CHANNEL_TYPES, 'type'),
    target: z
      .string({ error: (i) => (i.input === undefined ? 'target is required' : 'target must be a string') })
      .trim()
      .min(1, 'target is required')
      .max(2048, 'target must be at most 2048 characters'),
  })
  .superRefine((channel, ctx) => {
    const rule = CHANNEL_TARGET_RULES[channel.type];
    if (!rule.check(channel.target)) ctx.addIssue({ code: 'custom', path: ['target'], message: rule.message });
  })
  .describe(
    'A delivery target: webhook (http(s) URL), slack (incoming-webhook URL), telegram (chat id), email (address), desktop ("local": a notification on the computer running Hazardcast)',
  );
export type ChannelInput = z.infer<typeof channelSchema>;

/** A channel as answers show it: a sealed target this server cannot open is marked, with why (docs/security.md). */
export const channelViewSchema = z.object({
  type: z.enum(CHANNEL_TYPES),
  target: z.string().describe('As given; empty when unreadable'),
  unreadable: z.boolean().optional().describe("Present when the stored target cannot be opened with this server's secret key"),
  reason: z.string().optional().describe('Why the target is unreadable and what to do (set the channel again)'),
});

export const manageTokenSchema = z
  .string()
  .describe(
    'Management token (manage_…) of an anonymous watch, shown once: send it as Authorization: Bearer <token> to read, change, ' +
      'evaluate or delete the watch, and when creating more watches to keep them under the same token. Absent for the owner, ' +
      'a key holder, or a caller that presented its token.',
  );

export const MAX_CHANNELS = 10;

// ---------------------------------------------------------------- response

export const placeSchema = z.object({
  name: z.string().describe('"<city>, <country>"'),
  city: z.string(),
  country: z.string(),
  countryCode: z.string().describe('ISO 3166-1 alpha-2'),
  admin1: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(['gazetteer', 'geocoding', 'coordinates']),
});
export type Place = z.infer<typeof placeSchema>;

export const sourceStatusSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  ageSec: z.number().nullable().describe('Age of the data in seconds (0 when fetched for this answer)'),
  cached: z.boolean(),
  error: z.string().nullable(),
});
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

const scoreFields = {
  riskScore: z.number().min(0).max(100),
  probability: z
    .number()
    .min(0)
    .max(100)
    .describe('Chance (0-100) of the event at least once in the window, whatever the horizon (never a chance per year)'),
  probabilityPerYear: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .describe(
      'Windows of a year or more: the chance (0-100) of the event in any one year of the window, as the model reads it (its climatological or projected annual chance), else the constant yearly chance that gives the window its probability; null for 7d and 30d',
    ),
  severity: z.number().min(0).max(100),
  riskLevel: z.enum(RISK_LEVELS),
  confidenceLabel: z.enum(CONFIDENCE_LABELS),
};

export const sceneLayerSchema = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  kind: z.enum(['events', 'radius', 'place']),
  data: featureCollectionSchema,
});
export type SceneLayer = z.infer<typeof sceneLayerSchema>;

export const sceneSpecSchema = z.object({
  region: z.object({
    name: z.string(),
    lat: z.number(),
    lng: z.number(),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[west, south, east, north]'),
  }),
  camera: z.object({
    center: z.tuple([z.number(), z.number()]).describe('[lng, lat]'),
    zoom: z.number(),
    pitch: z.number(),
    bearing: z.number(),
  }),
  layers: z.array(sceneLayerSchema),
});
export type SceneSpec = z.infer<typeof sceneSpecSchema>;

export const biodiversitySchema = z.object({
  source: z.string(),
  totalCount: z.number().int().nullable().describe('null when the source did not answer'),
  radiusKm: z.number(),
  status: z.enum(['ok', 'unavailable']),
  reason: z
    .string()
    .optional()
    .describe("Unavailable only: why the source did not answer (the forecast's sourceStatus lists its own sources)"),
});

/** The verifiable companion of a physical event, with its own probability (0-100). */
export const companionEventSchema = z
  .object({ probability: z.number().min(0).max(100), event: verifiableEventSchema })
  .describe('The event a public feed (USGS, NASA EONET) decides, forecast beside the physical one; the track record scores it');
export type CompanionEvent = z.infer<typeof companionEventSchema>;

/** One point of the earthquake hazard curve: the chance of shaking of at least `intensity` in the window. */
export const hazardCurvePointSchema = z.object({
  intensity: z.number().int().min(5).max(9).describe('Modified Mercalli intensity (5 = V "moderate" … 9 = IX "violent")'),
  probability: z.number().min(0).max(100).describe('Chance (0-100) of shaking of at least this intensity at the place within the window'),
});
export type HazardCurvePoint = z.infer<typeof hazardCurvePointSchema>;

/** The hazard curve of the forecast's lead hazard, MMI V to IX; null when the lead hazard has none (every hazard but earthquake). */
export const hazardCurveSchema = z
  .array(hazardCurvePointSchema)
  .nullable()
  .describe(
    'Earthquake: the chance (0-100) of at least each intensity MMI V..IX at the place within the window, one model from 7 days to 30 years; null for other hazards',
  );

export const MAX_PROMPT_CHARS = 1000;

export const forecastWindowSchema = z
  .object({
    start: z.string().describe('ISO 8601, UTC: the first instant the forecast is about'),
    end: z.string().describe('ISO 8601, UTC, exclusive: e.g. next week on Monday 23 Nov 2026 is 2026-11-30T00:00Z → 2026-12-07T00:00Z'),
    source: z
      .enum(['prompt', 'horizon'])
      .describe('prompt: the calendar period the prompt names ("next week", "in June", "over Christmas"); horizon: now → now + horizon'),
  })
  .describe('The period the probability is about');
export type ForecastWindow = z.infer<typeof forecastWindowSchema>;

/**
 * The schemas that name hazards, for one set of hazards: the app's registry's (buildApp builds its routes' and tools'
 * schemas from it, so a hazard added there is in the API and the OpenAPI document, and one left out is not).
 */
export function createRiskContracts(c: HazardCatalogue) {
  const hazardSchema = oneOf(c.ids, 'hazard');

  /** A hazard that also accepts the documented aliases (e.g. "war"), answered in canonical form. */
  const aliasedHazardSchema = z
    .string({ error: 'must be a string naming a hazard' })
    .transform((value, ctx): string => {
      const key = value.trim().toLowerCase();
      if (c.ids.includes(key)) return key;
      // Own keys only: "__proto__" or "toString" would otherwise name Object.prototype's (a 500, found by the fuzz test).
      const alias = Object.hasOwn(c.aliases, key) ? c.aliases[key] : undefined;
      if (alias) return alias;
      ctx.addIssue({ code: 'custom', message: `must be one of: ${list(c.ids)} (got ${JSON.stringify(value)})` });
      return z.NEVER;
    })
    .meta({ enum: [...c.ids, ...Object.keys(c.aliases)] });

  const alertRequestSchema = z
    .strictObject({
      enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
      metric: oneOf(ALERT_METRICS, 'metric').optional().describe('Metric to watch, 0–100. Default riskScore.'),
      threshold: number0to100('threshold').optional().describe('Threshold on the metric, 0–100. Default 50.'),
      hazard: aliasedHazardSchema.optional().describe('Hazard to monitor. Default: the forecast hazard.'),
      horizon: oneOf(HORIZONS, 'horizon').optional().describe('Alert window. Default: the forecast horizon.'),
      correlationHazards: z
        .array(aliasedHazardSchema, { error: 'correlationHazards must be an array of hazards' })
        .min(1, 'correlationHazards must name at least one hazard')
        .max(c.ids.length, `correlationHazards may name at most ${c.ids.length} hazards`)
        .optional(),
      correlationThreshold: number0to100('correlationThreshold')
        .optional()
        .describe('Threshold every correlated hazard must reach. Default: threshold.'),
      channels: z
        .array(channelSchema, { error: 'channels must be an array of {type, target}' })
        .max(MAX_CHANNELS, `at most ${MAX_CHANNELS} channels`)
        .optional(),
      intervalMin: z
        .number({ error: 'intervalMin must be a number' })
        .min(1, 'intervalMin must be between 1 and 10080 (a week)')
        .max(10080, 'intervalMin must be between 1 and 10080 (a week)')
        .optional()
        .describe('Minutes between evaluations. Default: the global setting (60).'),
      hysteresis: z
        .number({ error: 'hysteresis must be a number' })
        .min(0, 'hysteresis must be between 0 and 50')
        .max(50, 'hysteresis must be between 0 and 50')
        .optional()
        .describe('Re-arm margin: after firing, the value must fall below threshold - hysteresis before it can fire again. Default 0.'),
    })
    .superRefine((alert, ctx) => {
      if (alert.correlationThreshold !== undefined && !alert.correlationHazards) {
        ctx.addIssue({
          code: 'custom',
          path: ['correlationThreshold'],
          message: 'correlationThreshold needs correlationHazards',
        });
      }
    });

  const riskRequestSchema = z.strictObject({
    prompt: z
      .string({ error: (i) => (i.input === undefined ? 'prompt is required' : 'prompt must be a string') })
      .trim()
      .min(1, 'prompt must not be empty')
      .max(MAX_PROMPT_CHARS, `prompt must be at most ${MAX_PROMPT_CHARS} characters`)
      .describe('A place-based risk question, e.g. "flood and heat risk for our warehouse in Lagos over the next 30 days"'),
    hazard: hazardSchema.optional().describe('Overrides the hazard named in the prompt. Default: every hazard, highest risk first.'),
    horizon: oneOf(HORIZONS, 'horizon').optional().describe('Default 30d (or what the prompt says).'),
    decisionLens: oneOf(DECISION_LENSES, 'decisionLens').optional().describe('Default community-planning (or what the prompt says).'),
    language: oneOf(LANGUAGES, 'language')
      .optional()
      .describe(
        "The answer's language (headline, guidance, drivers, event descriptions, errors). Default: the prompt's own, else Accept-Language, else en.",
      ),
    alert: alertRequestSchema.optional(),
  });

  /**
   * The exact event the probability is about: one branch per hazard (its schema lives in hazards/<hazard>/event.ts),
   * told apart by `hazard`.
   */
  const forecastEventSchema = z
    .discriminatedUnion('hazard', c.events)
    .meta({ discriminator: { propertyName: 'hazard' } })
    .describe('The exact event the probability is about, with its criteria (e.g. minMagnitude)');

  const hazardAssessmentSchema = z.object({
    hazard: z.enum(c.ids),
    riskScore: scoreFields.riskScore.nullable(),
    probability: scoreFields.probability.nullable(),
    probabilityPerYear: scoreFields.probabilityPerYear,
    severity: scoreFields.severity.nullable(),
    riskLevel: scoreFields.riskLevel.nullable(),
    confidenceLabel: scoreFields.confidenceLabel.nullable(),
    event: forecastEventSchema.nullable(),
    companionEvent: companionEventSchema.nullable(),
    dataSources: z.array(z.string()),
    status: z
      .enum(['ok', 'pending', 'unavailable'])
      .describe(
        "ok: scored; pending: its calls wait for their turn in the Open-Meteo budget (or a source's Retry-After) and are being made: ask again at readyAt; " +
          'unavailable: a source failed, or the model lacked an input (scores null; reason says which)',
      ),
    reason: z.string().optional().describe('Why a hazard is not scored (pending or unavailable), naming the source'),
    readyAt: z.string().optional().describe('Pending only: when its calls will have been made (ISO 8601); asking again then scores it'),
    retryAfterSec: z.number().int().optional().describe('Pending only: seconds from this answer until readyAt'),
  });

  const alertConditionSchema = z.object({
    metric: z.enum(ALERT_METRICS),
    eventHazards: z.array(z.enum(c.ids)),
    correlationHazards: z.array(z.enum(c.ids)),
    correlationThreshold: z.number().nullable(),
    horizon: z.enum(HORIZONS),
  });

  const alertWatchSchema = z.object({
    object: z.literal('service.alert_watch'),
    id: z.string().describe('<place-slug>-<hazard>-<suffix>'),
    status: z.enum(['active', 'paused']),
    threshold: z.number(),
    alertCondition: alertConditionSchema,
    channels: z.array(channelViewSchema),
    place: placeSchema,
    createdAt: z.string(),
    signingSecret: z
      .string()
      .optional()
      .describe("Standard Webhooks secret (whsec_…) that signs this watch's webhooks. Shown once, in the creation response only."),
    manageToken: manageTokenSchema.optional(),
  });

  const riskForecastSchema = z.object({
    object: z.literal('service.risk_forecast'),
    generatedAt: z.string(),
    riskInput: z.object({
      prompt: z.string(),
      hazard: z.enum(c.ids),
      hazards: z.array(z.enum(c.ids)).describe('Every hazard evaluated'),
      horizon: z.enum(HORIZONS),
      window: forecastWindowSchema,
      decisionLens: z.enum(DECISION_LENSES),
      decisionLensCue: z
        .string()
        .nullable()
        .describe(
          'The prompt\'s words that decided decisionLens, as typed (e.g. "conference", "buy-to-let"), so a reader can correct it; null when the body\'s decisionLens or the default (community-planning) decided',
        ),
      language: z
        .enum(LANGUAGES)
        .describe(
          "The prompt's language, as read from its words; the place is named in it. The answer's own language is in the Content-Language header",
        ),
      place: placeSchema,
      unsupportedHazards: z
        .array(z.enum(UNSUPPORTED_HAZARDS))
        .describe(
          'Hazards the prompt names that Hazardcast does not forecast; the answer covers the nearest one it does (tsunami and volcano: earthquake; landslide: flood; avalanche: storm) and its first guidance sentence says so',
        ),
    }),
    earth: z.object({
      sceneSpec: sceneSpecSchema,
      biodiversity: biodiversitySchema,
    }),
    forecast: z.object({
      headline: z.string(),
      hazard: z.enum(c.ids),
      horizon: z.enum(HORIZONS),
      ...scoreFields,
      event: forecastEventSchema.nullable(),
      companionEvent: companionEventSchema.nullable(),
      hazardCurve: hazardCurveSchema,
      dataSources: z.array(z.string()),
      sourceStatus: z.array(sourceStatusSchema),
      dataAgeSec: z.number().nullable().describe('Age of the oldest data used, in seconds'),
      practicalGuidance: z.array(z.string()),
      drivers: z.array(z.string()).describe('Plain-language reasons behind the numbers'),
      hazardBreakdown: z.array(hazardAssessmentSchema),
    }),
    alertWatch: alertWatchSchema.optional(),
  });
  return {
    catalogue: c,
    hazardSchema,
    aliasedHazardSchema,
    alertRequestSchema,
    riskRequestSchema,
    forecastEventSchema,
    hazardAssessmentSchema,
    alertConditionSchema,
    alertWatchSchema,
    riskForecastSchema,
  };
}
export type RiskContracts = ReturnType<typeof createRiskContracts>;

// The types are the same for every set of hazards (an id is a string, an event any branch's shape): no instance here.
export type AlertRequest = z.infer<RiskContracts['alertRequestSchema']>;
export type RiskRequest = z.infer<RiskContracts['riskRequestSchema']>;
export type ForecastEvent = z.infer<RiskContracts['forecastEventSchema']>;
export type HazardAssessment = z.infer<RiskContracts['hazardAssessmentSchema']>;
export type AlertWatch = z.infer<RiskContracts['alertWatchSchema']>;
export type RiskForecast = z.infer<RiskContracts['riskForecastSchema']>;
