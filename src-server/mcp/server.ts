// createMcpServer(deps, call): the MCP tools get_risk, get_track_record and create_watch over any transport.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerCreateWatch } from './tools/create-watch.js';
import { registerGetRisk } from './tools/get-risk.js';
import { registerGetTrackRecord } from './tools/get-track-record.js';
import { SERVER_INSTRUCTIONS, type McpCall, type McpDeps, type ToolContext } from './tool-context.js';

export type { McpCall, McpDeps } from './tool-context.js';

/** A fresh server per call (stateless HTTP) or per process (stdio). */
export function createMcpServer(deps: McpDeps, call: McpCall): McpServer {
  const server = new McpServer({ name: 'hazardcast', title: 'Hazardcast', version: deps.version }, { instructions: SERVER_INSTRUCTIONS });
  const ctx: ToolContext = { deps, call };
  registerGetRisk(server, ctx);
  registerGetTrackRecord(server, ctx);
  registerCreateWatch(server, ctx);
  return server;
}
