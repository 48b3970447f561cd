// MCP tools for the rest of a watch's life: list_watches, get_watch, update_watch, evaluate_watch, delete_watch. Each
// calls the services GET/PATCH/DELETE /api/v1/watches call, with the same scope: a caller sees and changes only the
// watches its API key made or its management tokens manage (never by address), the owner all of them. evaluate_watch
// is counted against the quota like get_risk (it answers with the forecast's values); the others are free.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { deliverySchema, watchIdParamsSchema, watchPatchSchema, type WatchView } from '../../contracts/watches.js';
import { validationError } from '../../shared/errors.js';
import { valueText } from '../../shared/format.js';
import { zodIssuesToFieldErrors } from '../../shared/zod-errors.js';
import { callerOf, chargeQuota, guarded, toolResult, type ToolContext } from '../tool-context.js';

/** "tokyo-jp-earthquake-ab12cd (Tokyo, Japan): earthquake probability ≥ 30 over 7d, active, deliveries ok". */
export function describeWatch(w: WatchView): string {
  const c = w.alertCondition;
  return (
    `${w.id} (${w.place.name}): ${c.eventHazards.join(', ')} ${c.metric} ≥ ${w.threshold} over ${c.horizon}, ${w.status}, ` +
    `last value ${valueText(w.state.lastValue)}, deliveries ${w.deliveryHealth.status}`
  );
}

/** get_watch's answer and the watch resource: the watch with its delivery health, latest evaluations and notifications. */
export function watchDocumentSchema(ctx: ToolContext) {
  const { watchViewSchema, evaluationSchema } = ctx.deps.contracts.watches;
  return z.object({
    watch: watchViewSchema,
    evaluations: z.array(evaluationSchema).describe('The latest evaluations, newest first: values of every hazard, decision, reasons'),
    deliveries: z.array(deliverySchema).describe('The latest notifications, newest first, each with its attempts'),
  });
}

/**
 * A watch's document, through its schema as REST answers go through theirs: exactly the fields the schema lists (a
 * stored evaluation also knows its watch id, which the answer does not carry, and clients check additionalProperties).
 */
export async function watchDocument(ctx: ToolContext, id: string, limit: number, manageToken?: string) {
  const { watches, watchActivity } = ctx.deps;
  const record = await watches.getFor(await callerOf(ctx, manageToken), id);
  const watch = await watchActivity.view(watches.detail(record));
  const { evaluations, deliveries } = await watchActivity.history(record, limit);
  return watchDocumentSchema(ctx).parse({ watch, evaluations, deliveries });
}

const SCOPE =
  'You see and change only the watches made with your API key, or, without a key, those of the management token ' +
  'create_watch returned (give it as manageToken; this session remembers the tokens it made or was given); the owner sees all.';

/** The management token of anonymous watches, as a tool argument (an assistant cannot set headers). */
export const manageTokenArg = z
  .string()
  .max(200)
  .optional()
  .describe(
    'The management token (manage_…) create_watch returned when called without an API key; needed for those watches ' +
      'unless this session made or was given it.',
  );

export function registerWatchTools(server: McpServer, ctx: ToolContext): [string, RegisteredTool][] {
  const { watchListSchema, watchViewSchema, evaluateResultSchema } = ctx.deps.contracts.watches;
  const { watches, watchActivity } = ctx.deps;
  const id = watchIdParamsSchema.shape.id;

  const list = server.registerTool(
    'list_watches',
    {
      title: 'List my watches',
      description: `The watches you made, each with its place, condition, status (active or paused), trigger state and delivery health. ${SCOPE} Free.`,
      inputSchema: { manageToken: manageTokenArg },
      outputSchema: watchListSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) =>
      guarded(ctx, 'list_watches', async () => {
        const principal = await callerOf(ctx, args.manageToken);
        const { data } = watchListSchema.parse({ object: 'list', data: await watchActivity.views(await watches.list(principal)) });
        const text =
          data.length === 0
            ? 'No watches yet (create one with create_watch).'
            : `${data.length} watch${data.length === 1 ? '' : 'es'}: ${data.map(describeWatch).join('; ')}.`;
        return toolResult({ object: 'list', data }, text);
      }),
  );

  const get = server.registerTool(
    'get_watch',
    {
      title: 'Read a watch',
      description: `One watch: its condition, status, trigger state (armed, last value, next run), delivery health, and its latest evaluations and notifications. ${SCOPE} Free.`,
      inputSchema: {
        id,
        limit: z
          .number()
          .int()
          .min(1)
          .max(50)
          .optional()
          .describe('How many evaluations and notifications to return, newest first (default 10)'),
        manageToken: manageTokenArg,
      },
      outputSchema: watchDocumentSchema(ctx),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) =>
      guarded(ctx, 'get_watch', async () => {
        const { watch, evaluations, deliveries } = await watchDocument(ctx, args.id, args.limit ?? 10, args.manageToken);
        const last = evaluations[0];
        const text =
          `Watch ${describeWatch(watch)}; ${watch.state.armed ? 'armed' : 'fired, waiting to re-arm'}, ` +
          `next run ${watch.state.nextRunAt ?? 'none (paused)'}; ` +
          (last ? `last evaluation ${last.evaluatedAt}: ${last.decision}` : 'not evaluated yet') +
          `; ${watch.deliveryHealth.delivered} delivered, ${watch.deliveryHealth.failed} failed.`;
        return toolResult({ watch, evaluations, deliveries }, text);
      }),
  );

  const update = server.registerTool(
    'update_watch',
    {
      title: 'Change a watch',
      description:
        'Change a watch as PATCH /api/v1/watches/{id} does: status "paused" or "active" (pause or resume), threshold, ' +
        'correlationThreshold, hysteresis, intervalMin, or channels (replaces the list). Give the id and at least one ' +
        `field. Resuming or a new interval schedules the next run within a few minutes. ${SCOPE} Free.`,
      // Strict, as the PATCH body is: a misspelt field is refused, not silently dropped.
      inputSchema: z.strictObject({ id, manageToken: manageTokenArg, ...watchPatchSchema.shape }),
      outputSchema: z.object({ watch: watchViewSchema }),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ id: watchId, manageToken, ...fields }) =>
      guarded(ctx, 'update_watch', async () => {
        const principal = await callerOf(ctx, manageToken);
        // The PATCH body's own schema, so its rules (at least one field) hold here as they do on REST.
        const parsed = watchPatchSchema.safeParse(fields);
        if (!parsed.success) throw validationError(zodIssuesToFieldErrors(parsed.error.issues, ''));
        const watch = await watchActivity.view(await watches.update(principal, watchId, parsed.data));
        const changed = Object.keys(parsed.data).join(', ');
        return toolResult({ watch }, `Watch ${describeWatch(watch)} (changed: ${changed}).`);
      }),
  );

  const remove = server.registerTool(
    'delete_watch',
    {
      title: 'Delete a watch',
      description: `Delete a watch with its evaluations and undelivered notifications (cannot be undone; to stop it for a while, pause it with update_watch). ${SCOPE} Free.`,
      inputSchema: { id, manageToken: manageTokenArg },
      outputSchema: z.object({ object: z.literal('service.watch_deleted'), id: z.string(), deleted: z.literal(true) }),
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args) =>
      guarded(ctx, 'delete_watch', async () => {
        await watches.remove(await callerOf(ctx, args.manageToken), args.id);
        return toolResult(
          { object: 'service.watch_deleted', id: args.id, deleted: true },
          `Watch ${args.id} deleted, with its history and undelivered notifications.`,
        );
      }),
  );
  const evaluate = server.registerTool(
    'evaluate_watch',
    {
      title: 'Evaluate a watch now',
      description:
        'Run one evaluation of a watch now, as POST /api/v1/watches/{id}/evaluate does: the same decision and history as a ' +
        'scheduled run (the schedule is unchanged); if it fires, its notifications are queued and subscribers of ' +
        `hazardcast://watches/{id} hear resources/updated. Calls the live sources. ${SCOPE} Counts against the daily quota, ` +
        'like get_risk: it answers with the forecast values.',
      inputSchema: { id, manageToken: manageTokenArg },
      outputSchema: evaluateResultSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args) =>
      guarded(ctx, 'evaluate_watch', async () => {
        const principal = await callerOf(ctx, args.manageToken);
        // Counted as POST /api/v1/watches/{id}/evaluate is: an evaluation answers with the forecast's values.
        const refused = await chargeQuota(ctx);
        if (refused) return refused;
        const result = evaluateResultSchema.parse(await watchActivity.evaluateNow(await watches.getFor(principal, args.id)));
        const e = result.evaluation;
        const fired = e.fired ? ` (fired: ${e.reasons.join(' + ')}; ${result.deliveries.length} notification(s) queued)` : '';
        const text = `Watch ${args.id} evaluated at ${e.evaluatedAt}: value ${valueText(e.value)}, decision ${e.decision}${fired}${e.error ? `; ${e.error}` : ''}.`;
        return toolResult(result, text);
      }),
  );
  return [
    ['list_watches', list],
    ['get_watch', get],
    ['update_watch', update],
    ['evaluate_watch', evaluate],
    ['delete_watch', remove],
  ];
}
