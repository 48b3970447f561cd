// MCP test helpers: the real app listening on a loopback port, the SDK's own Client over Streamable HTTP or over the
// stdio command, and short forms for tool calls.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { buildApp, createManualClock, loadConfig, startServer, type ConfigOverrides } from '../../src-server/index.js';
import { SOURCE_URL_ENV } from '../../src-server/config/schema.js';
import type { ReplayServer } from '../support/replay-server.js';
import { tempDir, TEST_OWNER_TOKEN } from './build-app.js';

type After = { after(fn: () => unknown): void };
type ManualClock = ReturnType<typeof createManualClock>;

export const MCP_NOON = '2026-11-22T12:00:00Z';

/** Every tool the MCP server lists, sorted: written out, so that a tool renamed or dropped fails the tests that list them. */
export const MCP_TOOLS = [
  'create_portfolio',
  'create_watch',
  'delete_watch',
  'evaluate_watch',
  'get_badge',
  'get_portfolio_risk',
  'get_risk',
  'get_track_record',
  'get_watch',
  'list_watches',
  'update_watch',
];

/** The app on a loopback port with its sources on `replay`, a manual clock at noon, no scheduler. */
export async function listeningApp(
  t: After,
  replay: ReplayServer,
  overrides: ConfigOverrides = {},
): Promise<{ app: FastifyInstance; url: string; clock: ManualClock }> {
  const config = loadConfig({
    env: {},
    overrides: {
      dataDir: tempDir(),
      logLevel: 'silent',
      port: 0,
      ownerToken: TEST_OWNER_TOKEN,
      sources: replay.sources,
      trackRecordJob: false,
      schedulerEnabled: false,
      // As helpers/build-app.ts: above the production 8 s, for a loaded machine building the replay's series.
      sourceTimeoutMs: 20_000,
      ...overrides,
    },
  });
  const clock = createManualClock(MCP_NOON);
  const app = buildApp(config, { clock });
  t.after(() => app.close());
  const url = await startServer(app);
  return { app, url, clock };
}

/** The SDK client over Streamable HTTP (it opens a session and its event stream as any client would). */
export async function connectHttp(t: After, url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'hazardcast-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  t.after(() => client.close());
  return client;
}

/** The SDK client launching `npm run mcp:stdio`'s script on a fresh data dir, its sources on `replay`. */
export async function connectStdio(t: After, replay: ReplayServer, env: Record<string, string> = {}): Promise<Client> {
  const sources = Object.fromEntries(
    Object.entries(replay.sources).map(([key, url]) => [SOURCE_URL_ENV[key as keyof typeof SOURCE_URL_ENV], url]),
  );
  const client = new Client({ name: 'hazardcast-stdio-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/mcp-stdio.ts'],
    // No scheduler: the test decides when the watch is evaluated.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HAZARDCAST_DATA_DIR: tempDir(),
      HAZARDCAST_SCHEDULER: '0',
      ...sources,
      ...env,
    },
    stderr: 'pipe',
  });
  await client.connect(transport);
  t.after(() => client.close());
  return client;
}

export const text = (r: CallToolResult) => (r.content[0] as { type: 'text'; text: string }).text;
export const callTool = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
