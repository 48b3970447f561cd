// /api/v1/watches: creation, detail, list, PATCH, evaluation and delivery history shapes (PRODUCT.md "Watches").
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';
import { channelSchema, MAX_CHANNELS, type RiskContracts } from './risk.js';

export const watchIdParamsSchema = z.object({
  id: z.string().min(1).max(200).describe('Watch id, e.g. lagos-ng-flood-k3x9q2'),
});

export const deliveryHealthSchema = z
  .object({
    status: z
      .enum(['none', 'ok', 'sending', 'waiting', 'retrying', 'failing'])
      .describe(
        'From the latest notification to each channel (worst wins): none (never notified), ok (delivered), sending, ' +
          'waiting (for its provider, the desktop app or the end of offline mode), retrying (an attempt failed, more to come), failing (gave up)',
      ),
    delivered: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int().describe('Waiting for a (next) attempt, or in flight'),
    queued: z.number().int().describe('Waiting for their provider'),
    lastDeliveredAt: z.string().nullable(),
    lastError: z.string().nullable().describe('Error of the latest undelivered notification, if any'),
  })
  .describe("Delivery health of the watch's notifications");
export type DeliveryHealth = z.infer<typeof deliveryHealthSchema>;

const number0to100 = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} must be between 0 and 100`)
    .max(100, `${what} must be between 0 and 100`);

export const watchPatchSchema = z
  .strictObject({
    status: z.enum(['active', 'paused'], { error: 'status must be one of: active, paused' }).optional().describe('Pause or resume'),
    threshold: number0to100('threshold').optional(),
    correlationThreshold: number0to100('correlationThreshold').optional(),
    hysteresis: z
      .number({ error: 'hysteresis must be a number' })
      .min(0, 'hysteresis must be between 0 and 50')
      .max(50, 'hysteresis must be between 0 and 50')
      .optional(),
    intervalMin: z
      .number({ error: 'intervalMin must be a number' })
      .min(1, 'intervalMin must be between 1 and 10080 (a week)')
      .max(10080, 'intervalMin must be between 1 and 10080 (a week)')
      .optional(),
    channels: z
      .array(channelSchema, { error: 'channels must be an array of {type, target}' })
      .max(MAX_CHANNELS, `at most ${MAX_CHANNELS} channels`)
      .optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'nothing to change: send at least one field' });
export type WatchPatch = z.infer<typeof watchPatchSchema>;

export const attemptSchema = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['in_flight', 'ok', 'error', 'interrupted']),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
});

export const deliverySchema = z.object({
  id: z.string().describe('Idempotency id (webhook-id), the same on every attempt'),
  kind: z.enum(['alert', 'test']),
  evaluationId: z.number().nullable(),
  channel: z.object({
    type: z.string(),
    target: z.string().describe('As given; empty when unreadable'),
    unreadable: z.boolean().optional().describe("Present when the stored target cannot be opened with this server's secret key"),
    reason: z.string().optional(),
  }),
  status: z.enum(['pending', 'queued', 'sending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attemptLog: z.array(attemptSchema),
});
export type DeliveryView = z.infer<typeof deliverySchema>;

export const historyQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit must be between 1 and 500')
    .max(500, 'limit must be between 1 and 500')
    .optional(),
});

export const testResultSchema = z.object({
  object: z.literal('service.watch_test'),
  watchId: z.string(),
  deliveries: z.array(deliverySchema),
});

const metricValue = z.number().nullable();

/** The watch schemas that name hazards, for one set of hazards (see createRiskContracts). */
export function createWatchContracts(c: HazardCatalogue, risk: RiskContracts) {
  const { ids } = c;

  const watchDetailSchema = risk.alertWatchSchema.extend({
    portfolioId: z
      .string()
      .nullable()
      .describe("A watch on a portfolio's sites: its id (place then names the portfolio, at its sites' centre); null for one place"),
    intervalMin: z.number().describe('Minutes between scheduled evaluations'),
    hysteresis: z.number().describe('Re-arm margin: the value must fall below threshold - hysteresis'),
    state: z.object({
      armed: z.boolean().describe('True while below the threshold (or never evaluated): the next crossing fires'),
      correlationArmed: z.boolean(),
      lastValue: metricValue,
      lastEvaluatedAt: z.string().nullable(),
      nextRunAt: z.string().nullable().describe('Next scheduled evaluation (null while paused)'),
    }),
    updatedAt: z.string(),
  });

  /** What GET/PATCH /watches answer: the watch and how its notifications are doing. */
  const watchViewSchema = watchDetailSchema.extend({ deliveryHealth: deliveryHealthSchema });

  const watchListSchema = z.object({
    object: z.literal('list'),
    data: z.array(watchViewSchema),
  });

  const hazardValuesSchema = z.object({
    riskScore: metricValue,
    probability: metricValue,
    severity: metricValue,
    status: z.string().describe('ok, pending (waited for its turn in the Open-Meteo budget) or unavailable'),
    readyAt: z.string().optional().describe('Pending only: when its calls were to be made'),
  });

  const evaluationSchema = z.object({
    id: z.number().int(),
    evaluatedAt: z.string(),
    trigger: z.enum(['scheduled', 'manual']),
    value: metricValue.describe('The monitored metric'),
    values: z.partialRecord(z.enum(ids), hazardValuesSchema),
    decision: z.enum(['fired', 'above', 'rearmed', 'below', 'hold', 'no_data']),
    fired: z.boolean(),
    reasons: z.array(z.enum(['crossing', 'correlation'])),
    error: z.string().nullable(),
    dataAgeSec: z
      .number()
      .int()
      .nullable()
      .describe(
        'Age in seconds of the oldest data the evaluation used (between planned refreshes a watch reads kept answers); null when nothing was scored',
      ),
    sites: z
      .array(
        z.object({
          siteId: z.string(),
          siteName: z.string(),
          value: metricValue.describe("The site's monitored metric"),
          status: z.string().describe('ok, pending or unavailable: the monitored hazard at the site'),
          decision: z.enum(['fired', 'above', 'rearmed', 'below', 'hold', 'no_data']),
          reasons: z.array(z.enum(['crossing', 'correlation'])),
        }),
      )
      .optional()
      .describe("A portfolio watch's sites, each with its own decision (values and value: the highest of the sites)"),
  });

  const historySchema = z.object({
    object: z.literal('service.watch_history'),
    watchId: z.string(),
    evaluations: z.array(evaluationSchema),
    deliveries: z.array(deliverySchema),
  });

  const evaluateResultSchema = z.object({
    object: z.literal('service.watch_evaluation'),
    watchId: z.string(),
    evaluation: evaluationSchema,
    deliveries: z.array(deliverySchema).describe('Notifications this evaluation queued (empty unless it fired)'),
  });

  const alertFields = risk.alertRequestSchema.shape;
  const requestFields = risk.riskRequestSchema.shape;

  /** A watch request: the place as a question or a name, plus the alert fields (flat, as MCP tools take them). */
  const createWatchShape = {
    prompt: requestFields.prompt
      .optional()
      .describe('A place-based question, e.g. "flood risk for our warehouse in Lagos". Give this, place or portfolioId.'),
    place: z
      .string({ error: 'place must be a string' })
      .trim()
      .min(1, 'place must not be empty')
      .max(200, 'place must be at most 200 characters')
      .optional()
      .describe('A place name ("Lagos, Nigeria", "Paris, Texas") or coordinates ("6.45, 3.39"). Give this, prompt or portfolioId.'),
    portfolioId: z
      .string({ error: 'portfolioId must be a string' })
      .min(1, 'portfolioId must not be empty')
      .max(100, 'portfolioId must be at most 100 characters')
      .optional()
      .describe(
        'Watch every site of a portfolio (yours; an API key or the owner): one alert lists the sites that crossed, with their values. Needs hazard. Give this, prompt or place.',
      ),
    hazard: alertFields.hazard.describe('Hazard to monitor. Default: the first hazard the prompt names (required when it names none).'),
    horizon: alertFields.horizon.describe('Alert window, e.g. 7d. Default: what the prompt says, else 30d.'),
    decisionLens: requestFields.decisionLens,
    metric: alertFields.metric,
    threshold: alertFields.threshold,
    correlationHazards: alertFields.correlationHazards.describe(
      'Hazards that must all reach correlationThreshold together, e.g. ["conflict", "food-insecurity"]',
    ),
    correlationThreshold: alertFields.correlationThreshold,
    channels: alertFields.channels.describe('Where notifications go: [{type: "webhook"|"slack"|"telegram"|"email", target}]'),
    intervalMin: alertFields.intervalMin,
    hysteresis: alertFields.hysteresis,
  };
  const createWatchBodySchema = z.strictObject(createWatchShape).superRefine((body, ctx) => {
    if (body.portfolioId !== undefined) {
      if (body.prompt !== undefined || body.place !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['portfolioId'], message: 'give portfolioId alone, without prompt or place' });
      }
    } else if ((body.prompt === undefined) === (body.place === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [body.prompt === undefined ? 'prompt' : 'place'],
        message: 'give exactly one of prompt or place',
      });
    }
    if (body.correlationThreshold !== undefined && !body.correlationHazards) {
      ctx.addIssue({ code: 'custom', path: ['correlationThreshold'], message: 'correlationThreshold needs correlationHazards' });
    }
  });

  /** A created watch: its detail (schedule and state) and its webhook signing secret, shown this once. */
  const createdWatchSchema = watchDetailSchema.extend({
    signingSecret: z.string().describe("Standard Webhooks secret (whsec_…) that signs this watch's webhooks. Shown once."),
  });
  return {
    watchDetailSchema,
    watchViewSchema,
    watchListSchema,
    evaluationSchema,
    historySchema,
    evaluateResultSchema,
    createWatchShape,
    createWatchBodySchema,
    createdWatchSchema,
  };
}
export type WatchContracts = ReturnType<typeof createWatchContracts>;

export type WatchDetail = z.infer<WatchContracts['watchDetailSchema']>;
export type WatchView = z.infer<WatchContracts['watchViewSchema']>;
export type CreateWatchBody = z.infer<WatchContracts['createWatchBodySchema']>;
export type CreatedWatch = z.infer<WatchContracts['createdWatchSchema']>;
