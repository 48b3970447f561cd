// MCP tool create_watch: a scheduled alert on a place (from a prompt or a place name/coordinates) plus the alert fields.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Principal } from '../../auth/principal.js';
import { HAZARDS } from '../../contracts/enums.js';
import {
  alertRequestSchema,
  alertWatchSchema,
  placeSchema,
  riskRequestSchema,
  type AlertRequest,
  type AlertWatch,
  type RiskForecast,
  type RiskRequest,
} from '../../contracts/risk.js';
import type { RiskService } from '../../risk/service.js';
import { validationError } from '../../shared/errors.js';
import { zodIssuesToFieldErrors } from '../../shared/zod-errors.js';
import { chargeQuota, errorResult, type ToolContext } from '../tool-context.js';

const alert = alertRequestSchema.shape;
const req = riskRequestSchema.shape;

export const createWatchInputShape = {
  prompt: req.prompt.optional().describe('A place-based question, e.g. "flood risk for our warehouse in Lagos". Give this or place.'),
  place: z
    .string()
    .trim()
    .min(1, 'place must not be empty')
    .max(200, 'place must be at most 200 characters')
    .optional()
    .describe('A place name ("Lagos, Nigeria", "Paris, Texas") or coordinates ("6.45, 3.39"). Give this or prompt.'),
  hazard: alert.hazard.describe('Hazard to monitor (also the forecast hazard). Default: what the prompt names, else the highest-risk one.'),
  horizon: alert.horizon.describe('Alert window, e.g. 7d. Default 30d (or what the prompt says).'),
  decisionLens: req.decisionLens,
  metric: alert.metric,
  threshold: alert.threshold,
  correlationHazards: alert.correlationHazards.describe('Hazards that must all reach correlationThreshold together, e.g. ["conflict", "food-insecurity"]'),
  correlationThreshold: alert.correlationThreshold,
  channels: alert.channels.describe('Where notifications go: [{type: "webhook"|"slack"|"telegram"|"email", target}]'),
  intervalMin: alert.intervalMin,
  hysteresis: alert.hysteresis,
};
type CreateWatchArgs = z.infer<z.ZodObject<typeof createWatchInputShape>>;

export const createWatchOutputSchema = z.object({
  watch: alertWatchSchema,
  forecast: z.object({
    place: placeSchema,
    hazard: z.enum(HAZARDS),
    horizon: z.string(),
    riskScore: z.number(),
    probability: z.number(),
    severity: z.number(),
    riskLevel: z.string(),
    confidenceLabel: z.string(),
    headline: z.string(),
  }),
});
type CreateWatchOutput = z.infer<typeof createWatchOutputSchema>;

/** The tool's arguments as a POST /api/v1/risk request with alert.enabled, or a 400-style validation error. */
export function toRiskRequest(args: CreateWatchArgs): RiskRequest {
  const prompt = args.prompt ?? args.place;
  if ((args.prompt === undefined) === (args.place === undefined) || prompt === undefined) {
    const field = args.prompt === undefined ? 'prompt' : 'place';
    throw validationError([{ field, message: 'give exactly one of prompt or place' }]);
  }
  const parsed = alertRequestSchema.safeParse({
    enabled: true,
    metric: args.metric,
    threshold: args.threshold,
    hazard: args.hazard,
    horizon: args.horizon,
    correlationHazards: args.correlationHazards,
    correlationThreshold: args.correlationThreshold,
    channels: args.channels,
    intervalMin: args.intervalMin,
    hysteresis: args.hysteresis,
  } satisfies Record<keyof AlertRequest, unknown>);
  if (!parsed.success) throw validationError(zodIssuesToFieldErrors(parsed.error.issues, ''));
  return { prompt, hazard: args.hazard, horizon: args.horizon, decisionLens: args.decisionLens, alert: parsed.data };
}

/**
 * The one call into the forecast and watch services: resolves the place and creates the watch on the same
 * engine as POST /api/v1/risk with alert.enabled (kept in one function so it is easy to adapt).
 */
export async function createWatchViaRisk(
  risk: RiskService,
  request: RiskRequest,
  principal: Principal,
): Promise<{ watch: AlertWatch; forecast: RiskForecast }> {
  const { forecast } = await risk.assess(request, principal);
  if (!forecast.alertWatch) throw new Error('the risk service did not create the watch');
  return { watch: forecast.alertWatch, forecast };
}

export function summariseWatch(out: CreateWatchOutput): string {
  const w = out.watch;
  const c = w.alertCondition;
  const corr = c.correlationHazards.length
    ? ` It also fires when ${c.correlationHazards.join(' and ')} all reach ${c.correlationThreshold}.`
    : '';
  return (
    `Watch ${w.id} created for ${w.place.name}: fires when ${c.eventHazards.join(', ')} ${c.metric} crosses ${w.threshold} ` +
    `over ${c.horizon} (now: risk score ${out.forecast.riskScore}/100, ${out.forecast.riskLevel}).${corr} ` +
    `Channels: ${w.channels.map((ch) => ch.type).join(', ') || 'none (check it in the dashboard)'}.`
  );
}

export function registerCreateWatch(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'create_watch',
    {
      title: 'Create an alert watch',
      description:
        'Create a scheduled watch that alerts when a metric (riskScore, severity or probability, 0-100) for a hazard ' +
        'at a place crosses a threshold, or when correlated hazards all cross correlationThreshold. Give the place as ' +
        '`prompt` (a question) or `place` (a name or "lat, lng"), plus the alert fields; defaults: metric riskScore, ' +
        'threshold 50. Notifications go to the channels given. Counts against the daily quota.',
      inputSchema: createWatchInputShape,
      outputSchema: createWatchOutputSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args) => {
      let request: RiskRequest;
      try {
        request = toRiskRequest(args);
      } catch (err) {
        return errorResult(err, ctx, 'create_watch');
      }
      // Counted once the request is valid, as on POST /api/v1/risk.
      const refused = chargeQuota(ctx);
      if (refused) return refused;
      try {
        const { watch, forecast } = await createWatchViaRisk(ctx.deps.risk, request, ctx.call.principal);
        const f = forecast.forecast;
        const out: CreateWatchOutput = {
          watch,
          forecast: {
            place: forecast.riskInput.place,
            hazard: f.hazard,
            horizon: f.horizon,
            riskScore: f.riskScore,
            probability: f.probability,
            severity: f.severity,
            riskLevel: f.riskLevel,
            confidenceLabel: f.confidenceLabel,
            headline: f.headline,
          },
        };
        return { structuredContent: out, content: [{ type: 'text', text: summariseWatch(out) }] };
      } catch (err) {
        return errorResult(err, ctx, 'create_watch');
      }
    },
  );
}
