// createMcpServer(deps, call): the MCP tools, resources and prompts over any transport; mcpDepsOf(app): what they call.
import { McpServer, type RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { FastifyInstance } from 'fastify';
import { registerPrompts } from './prompts.js';
import { registerResources } from './resources.js';
import { servePortableToolList } from './tool-list.js';
import { registerCreateWatch } from './tools/create-watch.js';
import { registerGetBadge } from './tools/get-badge.js';
import { registerGetRisk } from './tools/get-risk.js';
import { registerGetTrackRecord } from './tools/get-track-record.js';
import { registerPortfolioResource, registerPortfolioTools } from './tools/portfolios.js';
import { registerWatchTools } from './tools/watches.js';
import { SERVER_INSTRUCTIONS, type McpCall, type McpDeps, type ToolContext } from './tool-context.js';

export type { McpCall, McpDeps } from './tool-context.js';

/** The services the MCP layer calls: the same ones the REST routes call. */
export function mcpDepsOf(app: FastifyInstance, log: McpDeps['log']): McpDeps {
  const s = app.services;
  return {
    contracts: app.contracts,
    risk: s.risk,
    createWatch: s.createWatch,
    quota: s.quota,
    manageTokens: s.manageTokens,
    trackRecord: s.trackRecord,
    watches: s.watches,
    watchActivity: s.watchActivity,
    watchEvents: s.watchRunner,
    portfolios: s.portfolios,
    portfolioRisk: s.portfolioRisk,
    hazards: s.hazards,
    version: app.config.version,
    log,
  };
}

/** A fresh server per stateless request, one per HTTP session, one per stdio process. */
export function createMcpServer(deps: McpDeps, call: McpCall): McpServer {
  const server = new McpServer({ name: 'hazardcast', title: 'Hazardcast', version: deps.version }, { instructions: SERVER_INSTRUCTIONS });
  const ctx: ToolContext = { deps, call };
  const tools: [string, RegisteredTool][] = [
    ['get_risk', registerGetRisk(server, ctx)],
    ['get_track_record', registerGetTrackRecord(server, ctx)],
    ['create_watch', registerCreateWatch(server, ctx)],
    ...registerWatchTools(server, ctx),
    ['get_badge', registerGetBadge(server, ctx)],
    ...registerPortfolioTools(server, ctx),
  ];
  servePortableToolList(server, tools);
  registerResources(server, ctx);
  registerPortfolioResource(server, ctx);
  registerPrompts(server, ctx);
  return server;
}
