// MCP resources: the track record, each of the caller's watches (hazardcast://watches/{id}, a template listing them)
// and each hazard's methodology; and resources/subscribe for watches, whose subscribers hear resources/updated when the
// watch fires.
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  McpError,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../shared/errors.js';
import { methodologyOf, methodologySummary } from './methodology.js';
import { callerOf, type ToolContext } from './tool-context.js';
import { watchDocument } from './tools/watches.js';

export const TRACK_RECORD_URI = 'hazardcast://track-record';
export const watchUri = (id: string) => `hazardcast://watches/${id}`;
const WATCH_URI = /^hazardcast:\/\/watches\/([^/?#]+)$/;
/** The spec's "resource not found" code (the SDK has no name for it). */
const RESOURCE_NOT_FOUND = -32002;

const json = (uri: string, value: unknown): ReadResourceResult => ({
  contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
});

/** A watch the caller cannot see is "not found", as on REST (ids are not confirmed to strangers). */
async function readWatch(ctx: ToolContext, uri: string, id: string): Promise<ReadResourceResult> {
  try {
    return json(uri, await watchDocument(ctx, id, 10));
  } catch (err) {
    if (err instanceof AppError && err.code === 'watch_not_found') throw new McpError(RESOURCE_NOT_FOUND, `Resource ${uri} not found`);
    throw err;
  }
}

export function registerResources(server: McpServer, ctx: ToolContext): void {
  const { hazards, trackRecord, watches } = ctx.deps;
  server.registerResource(
    'track-record',
    TRACK_RECORD_URI,
    {
      title: 'Forecast track record',
      description:
        'How past 7d and 30d forecasts scored against what happened: Brier scores, baseline, skill, reliability table (same as get_track_record with no filter).',
      mimeType: 'application/json',
    },
    async (uri) => json(uri.href, await trackRecord.get({})),
  );

  server.registerResource(
    'watch',
    new ResourceTemplate('hazardcast://watches/{id}', {
      list: async () => ({
        resources: (await watches.list(await callerOf(ctx))).map((w) => ({
          uri: watchUri(w.id),
          name: w.id,
          title: `${w.place.name}: ${w.alertCondition.eventHazards.join(', ')} ${w.alertCondition.metric} ≥ ${w.threshold}`,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'A watch',
      description:
        'One of your watches: condition, status, trigger state, delivery health, latest evaluations and notifications. Subscribe to hear when it fires.',
      mimeType: 'application/json',
    },
    async (uri, variables) => readWatch(ctx, uri.href, String(variables.id)),
  );

  server.registerResource(
    'methodology',
    new ResourceTemplate('hazardcast://methodology/{hazard}', {
      list: async () => ({
        resources: hazards.definitions.map((d) => ({
          uri: `hazardcast://methodology/${d.id}`,
          name: `methodology-${d.id}`,
          title: `${d.label} methodology`,
          description: methodologySummary(d),
          mimeType: 'application/json',
        })),
      }),
      complete: { hazard: (value) => hazards.ids.filter((id) => id.startsWith(value)) },
    }),
    {
      title: 'Hazard methodology',
      description: "What a hazard's forecast event is, the model's sources and verification, and its measured reliability.",
      mimeType: 'application/json',
    },
    async (uri, variables) => {
      const id = String(variables.hazard);
      if (!hazards.has(id)) throw new McpError(RESOURCE_NOT_FOUND, `Resource ${uri.href} not found (hazards: ${hazards.ids.join(', ')})`);
      return json(uri.href, await methodologyOf(hazards.get(id), trackRecord));
    },
  );
  registerSubscriptions(server, ctx);
}

/**
 * resources/subscribe and unsubscribe for watch resources. A persistent server (an HTTP session, stdio) keeps the
 * caller's subscriptions and tells it resources/updated when one of those watches fires; a per-request server cannot.
 */
function registerSubscriptions(server: McpServer, ctx: ToolContext): void {
  server.server.registerCapabilities({ resources: { subscribe: true, listChanged: true } });
  const subscribed = new Set<string>();
  let stop: (() => void) | undefined;
  const onFired = (evaluation: { watchId: string }) => {
    const uri = watchUri(evaluation.watchId);
    if (subscribed.has(uri)) void server.server.sendResourceUpdated({ uri }).catch(() => undefined);
  };

  server.server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    if (!ctx.call.persistent) {
      throw new McpError(
        ErrorCode.InvalidRequest,
        'resources/subscribe needs a session: send the Mcp-Session-Id header the initialize response gave.',
      );
    }
    const uri = request.params.uri;
    const id = WATCH_URI.exec(uri)?.[1];
    if (!id) throw new McpError(ErrorCode.InvalidParams, `Only watch resources (hazardcast://watches/{id}) can be subscribed, not ${uri}.`);
    // The caller must be able to read the watch: someone else's is not found.
    await readWatch(ctx, uri, decodeURIComponent(id));
    subscribed.add(uri);
    stop ??= ctx.deps.watchEvents.onFired(onFired);
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    subscribed.delete(request.params.uri);
    return {};
  });
  // The fire listener goes with the connection (a closed session, a stdio client gone).
  const previous = server.server.onclose;
  server.server.onclose = () => {
    stop?.();
    stop = undefined;
    previous?.();
  };
}
