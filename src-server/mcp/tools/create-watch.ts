// MCP tool create_watch: a scheduled alert on a place (from a prompt or a place name/coordinates) plus the alert
// fields, through the create-watch use case. No forecast is run: the answer is the stored watch (schedule, state and
// signing secret); its first evaluation follows on the schedule.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { CreatedWatch } from '../../contracts/watches.js';
import { callerOf, chargeQuota, errorResult, type ToolContext } from '../tool-context.js';
import { manageTokenArg } from './watches.js';

type CreateWatchOutput = { watch: CreatedWatch };

export function summariseWatch(w: CreatedWatch): string {
  const c = w.alertCondition;
  const corr = c.correlationHazards.length
    ? ` It also fires when ${c.correlationHazards.join(' and ')} all reach ${c.correlationThreshold}.`
    : '';
  return (
    `Watch ${w.id} created for ${w.place.name}: fires when ${c.eventHazards.join(', ')} ${c.metric} crosses ${w.threshold} ` +
    `over ${c.horizon}, checked every ${w.intervalMin} min (first evaluation ${w.state.nextRunAt ?? 'when resumed'}).${corr} ` +
    `Channels: ${w.channels.map((ch) => ch.type).join(', ') || 'none (check it in the dashboard)'}.` +
    (w.manageToken
      ? ` Its management token (manageToken, shown this once; keep it): ${w.manageToken}. Give it as manageToken to ` +
        'get_watch, update_watch, evaluate_watch and delete_watch from another session; this session remembers it.'
      : '')
  );
}

export function registerCreateWatch(server: McpServer, ctx: ToolContext): RegisteredTool {
  const { createWatchShape, createdWatchSchema: created } = ctx.deps.contracts.watches;
  return server.registerTool(
    'create_watch',
    {
      title: 'Create an alert watch',
      description:
        'Create a scheduled watch that alerts when a metric (riskScore, severity or probability, 0-100) for a hazard ' +
        'at a place crosses a threshold, or when correlated hazards all cross correlationThreshold. Give the place as ' +
        '`prompt` (a question) or `place` (a name or "lat, lng"), plus the alert fields; the hazard is the one given, else ' +
        'the first the prompt names; defaults: metric riskScore, threshold 50. No forecast is run: the answer is the ' +
        'stored watch, evaluated on its schedule (use get_risk for the current numbers). Without an API key the answer ' +
        'carries a management token (manageToken) once: keep it to manage the watch; give it here to put a new watch under ' +
        'the same token. Counts against the daily quota.',
      inputSchema: { ...createWatchShape, manageToken: manageTokenArg },
      outputSchema: z.object({ watch: created }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async ({ manageToken, ...body }) => {
      // Counted as POST /api/v1/watches is: once the request is well-formed.
      let principal;
      try {
        ctx.deps.createWatch.check(body);
        principal = await callerOf(ctx, manageToken);
      } catch (err) {
        return errorResult(err, ctx, 'create_watch');
      }
      const refused = await chargeQuota(ctx);
      if (refused) return refused;
      try {
        const watch = await ctx.deps.createWatch.fromRequest(body, principal);
        // The token made for this caller manages the next watches of this connection too.
        if (watch.manageToken) await callerOf(ctx, watch.manageToken);
        const out: CreateWatchOutput = { watch };
        return { structuredContent: out, content: [{ type: 'text', text: summariseWatch(watch) }] };
      } catch (err) {
        return errorResult(err, ctx, 'create_watch');
      }
    },
  );
}
