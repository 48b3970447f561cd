// What every MCP tool gets: the services it calls, who is calling, and the shared error and quota helpers.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ManageTokenVerifier } from '../auth/manage-tokens.js';
import { withManageTokens } from '../auth/ownership.js';
import type { Principal } from '../auth/principal.js';
import type { QuotaDecision, QuotaService } from '../auth/quota.js';
import type { Contracts } from '../contracts/index.js';
import type { TrackRecordReader } from '../contracts/track-record.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { PortfolioRiskService } from '../portfolios/risk.js';
import type { PortfolioService } from '../portfolios/service.js';
import type { RiskService } from '../risk/service.js';
import type { WatchActivity } from '../watches/activity.js';
import type { CreateWatchUseCase } from '../watches/create-watch.js';
import type { EvaluationRecord } from '../watches/evaluations-repo.js';
import type { WatchService } from '../watches/service.js';
import { isStorageError, storageAppError } from '../db/storage-errors.js';
import { AppError } from '../shared/errors.js';
import { msg } from '../i18n/message.js';

export interface McpDeps {
  /** The schemas of the app's hazards: the tools' input and output schemas come from them. */
  contracts: Contracts;
  risk: RiskService;
  createWatch: Pick<CreateWatchUseCase, 'check' | 'fromRequest'>;
  quota: QuotaService;
  /** Management tokens of anonymous watches (a tool's `manageToken`). */
  manageTokens: ManageTokenVerifier;
  /** Absent until the track-record service is wired: get_track_record then answers with a tool error. */
  trackRecord: TrackRecordReader;
  /** The watch routes' services: caller-scoped reads, PATCH, DELETE, and history with delivery health. */
  watches: Pick<WatchService, 'list' | 'getFor' | 'detail' | 'update' | 'remove'>;
  watchActivity: Pick<WatchActivity, 'view' | 'views' | 'history' | 'evaluateNow'>;
  /** Hears each committed evaluation that fired (resources/updated for subscribed clients); returns a stop function. */
  watchEvents: { onFired(listener: (evaluation: EvaluationRecord) => void): () => void };
  /** Portfolios (caller-scoped) and the risk of their sites: create_portfolio, get_portfolio_risk, the portfolio resource. */
  portfolios: Pick<PortfolioService, 'create' | 'getFor' | 'list'>;
  portfolioRisk: PortfolioRiskService;
  /** The hazards served: their definitions and measured reliability are the methodology resources. */
  hazards: HazardRegistry;
  version: string;
  /** Where unexpected tool failures are logged (the request logger over HTTP, stderr over stdio). */
  log?(err: unknown, tool: string): void;
}

/** Who is calling, and how the transport hears about quota use (the HTTP route turns it into headers). */
export interface McpCall {
  principal: Principal;
  onQuota?(decision: QuotaDecision): void;
  /** The server lives beyond one request (an HTTP session, stdio): resource subscriptions are kept. */
  persistent: boolean;
  /** Where the app answers HTTP (the badge URL's origin), e.g. http://127.0.0.1:8787. */
  baseUrl: string;
  /**
   * Management tokens (their ids) this connection was given or made: a tool's `manageToken`, the token create_watch
   * made. Kept as long as the server lives (an HTTP session, a stdio process), so later calls need not repeat them.
   */
  manageTokenIds?: Set<string>;
}

export interface ToolContext {
  deps: McpDeps;
  call: McpCall;
}

export const SERVER_INSTRUCTIONS =
  'Hazardcast forecasts natural-hazard risk for a place. Use get_risk for a forecast (probability, severity and a ' +
  '0-100 risk score with the exact event it is about), create_watch to be alerted when a metric crosses a ' +
  'threshold, list_watches / get_watch / update_watch / evaluate_watch / delete_watch to manage the watches you ' +
  'made, get_badge for an embeddable risk badge, get_track_record to see how well past forecasts scored, and ' +
  'create_portfolio / get_portfolio_risk for many sites at once (an API key or the owner only). Resources: ' +
  'hazardcast://track-record, hazardcast://watches/{id} (subscribe to hear when a watch fires), ' +
  'hazardcast://portfolios/{id} and hazardcast://methodology/{hazard}. get_risk, create_watch, evaluate_watch, ' +
  'create_portfolio and ' +
  'get_portfolio_risk count against the daily quota of the API key ' +
  '(X-Service-API-Key) or, without one, of the client IP; nothing else does. Without a key, create_watch returns a ' +
  'management token once: pass it as manageToken to the watch tools (this session remembers it).';

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

/** Runs a tool's body; whatever it throws becomes a tool error (errorResult), never a protocol error. */
export async function guarded(ctx: ToolContext, tool: string, body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (err) {
    return errorResult(err, ctx, tool);
  }
}

/** Structured content plus its one-line text summary: what every tool returns on success. */
export function toolResult(structuredContent: Record<string, unknown>, summary: string): CallToolResult {
  return { structuredContent, content: [{ type: 'text', text: summary }] };
}

/**
 * Who a watch tool acts as: the connection's caller, holding the management tokens this connection was given and
 * `manageToken` if a tool gives one (an unknown token is refused, as `Authorization: Bearer` is on REST).
 */
export async function callerOf(ctx: ToolContext, manageToken?: string): Promise<Principal> {
  const held = (ctx.call.manageTokenIds ??= new Set());
  if (manageToken !== undefined) {
    const id = await ctx.deps.manageTokens.verify(manageToken);
    if (!id) throw new AppError('unauthorized', msg('errors.details.manageToken'));
    held.add(id);
  }
  return withManageTokens(ctx.call.principal, [...held]);
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
