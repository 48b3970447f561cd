// MCP tool get_track_record: the public scoreboard (open, not counted), same filters as GET /api/v1/track-record.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { TrackRecord } from '../../contracts/track-record.js';
import { fixedText } from '../../shared/format.js';
import { errorResult, type ToolContext } from '../tool-context.js';

export function summariseTrackRecord(r: TrackRecord): string {
  if (r.forecastsResolved === 0) return `Track record: ${r.forecastsLogged} forecasts logged, none resolved yet, so no score.`;
  return (
    `Track record: Brier score ${fixedText(r.brierScore, 3)} vs base-rate baseline ${fixedText(r.baselineBrierScore, 3)} ` +
    `(skill ${fixedText(r.skillVsBaselinePct, 1)}%), ${r.forecastsResolved} of ${r.forecastsLogged} forecasts resolved. ` +
    `Per hazard: ${r.perHazard.map((h) => `${h.hazard} ${fixedText(h.brierScore, 3)} (${h.resolved}/${h.logged})`).join(', ')}.`
  );
}

export function registerGetTrackRecord(server: McpServer, ctx: ToolContext): RegisteredTool {
  const { trackRecordFilterShape, trackRecordSchema } = ctx.deps.contracts.trackRecord;
  return server.registerTool(
    'get_track_record',
    {
      title: 'Get the forecast track record',
      description:
        'How well past short-horizon (7d, 30d) forecasts scored against what happened: overall and per-hazard Brier ' +
        'scores (lower is better), the base-rate baseline, skill vs baseline in percent, and a reliability table. ' +
        'Optional filters: hazard, horizon, from, to (ISO dates). Scores are null while nothing is resolved. Free.',
      inputSchema: trackRecordFilterShape,
      outputSchema: trackRecordSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (filter) => {
      try {
        const record = await ctx.deps.trackRecord.get(filter);
        return { structuredContent: record, content: [{ type: 'text', text: summariseTrackRecord(record) }] };
      } catch (err) {
        return errorResult(err, ctx, 'get_track_record');
      }
    },
  );
}
