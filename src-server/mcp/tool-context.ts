// What every MCP tool gets: the services it calls, who is calling, and the shared error and quota helpers.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../auth/principal.js';
import type { QuotaDecision, QuotaService } from '../auth/quota.js';
import type { Contracts } from '../contracts/index.js';
import type { TrackRecordReader } from '../contracts/track-record.js';
import type { RiskService } from '../risk/service.js';
import type { CreateWatchUseCase } from '../watches/create-watch.js';
import { isStorageError, storageAppError } from '../db/storage-errors.js';
import { AppError } from '../shared/errors.js';

export interface McpDeps {
  /** The schemas of the app's hazards: the tools' input and output schemas come from them. */
  contracts: Contracts;
  risk: RiskService;
  createWatch: Pick<CreateWatchUseCase, 'check' | 'fromRequest'>;
  quota: QuotaService;
  /** Absent until the track-record service is wired: get_track_record then answers with a tool error. */
  trackRecord: TrackRecordReader;
  version: string;
  /** Where unexpected tool failures are logged (the request logger over HTTP, stderr over stdio). */
  log?(err: unknown, tool: string): void;
}

/** Who is calling, and how the transport hears about quota use (the HTTP route turns it into headers). */
export interface McpCall {
  principal: Principal;
  onQuota?(decision: QuotaDecision): void;
}

export interface ToolContext {
  deps: McpDeps;
  call: McpCall;
}

export const SERVER_INSTRUCTIONS =
  'Hazardcast forecasts natural-hazard risk for a place. Use get_risk for a forecast (probability, severity and a ' +
  '0-100 risk score with the exact event it is about), create_watch to be alerted when a metric crosses a ' +
  'threshold, and get_track_record to see how well past forecasts scored. get_risk and create_watch count ' +
  'against the daily quota of the API key (X-Service-API-Key) or, without one, of the client IP.';

export function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

/** An application error as a tool error the model can act on (the field errors say what to fix). */
export function errorResult(err: unknown, ctx?: ToolContext, tool = 'tool'): CallToolResult {
  if (isStorageError(err)) err = storageAppError(err);
  if (err instanceof AppError && err.statusCode < 500) {
    const fields = err.errors.map((e) => `${e.field}: ${e.message}`);
    return toolError(`${err.code}: ${err.message}${fields.length ? ` (${fields.join('; ')})` : ''}`);
  }
  if (err instanceof AppError && err.statusCode === 503) return toolError(`${err.code}: ${err.message}`);
  ctx?.deps.log?.(err, tool);
  return toolError('internal_error: something went wrong on the server; it has been logged.');
}

/** Counts one call against the caller's daily quota; a refusal is returned as a tool error. */
export async function chargeQuota(ctx: ToolContext): Promise<CallToolResult | null> {
  const decision = await ctx.deps.quota.consume(ctx.call.principal);
  ctx.call.onQuota?.(decision);
  if (decision.allowed) return null;
  const reset = new Date(decision.resetSec * 1000).toISOString();
  return toolError(
    `quota_exceeded: the daily quota of ${decision.limit} calls for this ${decision.tier === 'anonymous' ? 'IP address' : `${decision.tier} key`} ` +
      `is used up; it resets at ${reset} (00:00 UTC). Configure an X-Service-API-Key header for a higher tier.`,
  );
}

