// `npm run mcp:stdio`: the MCP tools, resources and prompts over stdio for clients that launch a command. stdout
// carries only JSON-RPC.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Principal } from '../src-server/auth/principal.js';
import { buildApp, loadConfig } from '../src-server/index.js';
import { createMcpServer, mcpDepsOf } from '../src-server/mcp/server.js';

// Logs must never reach stdout (it is the protocol channel): the app is built without a logger.
const config = loadConfig();
const app = buildApp(config, { logger: false });
await app.ready();
const services = app.services;

// Whoever can launch this command can read the data dir, so by default it acts as the owner (unlimited).
// HAZARDCAST_API_KEY makes it act as that key instead, with the key's tier and daily quota.
const rawKey = process.env.HAZARDCAST_API_KEY?.trim();
let principal: Principal = { kind: 'owner' };
if (rawKey) {
  const found = await services.apiKeys.verify(rawKey);
  if (!found) {
    process.stderr.write('HAZARDCAST_API_KEY is unknown or revoked.\n');
    await app.close();
    process.exit(1);
  }
  principal = { kind: 'key', ...found };
}

const server = createMcpServer(
  mcpDepsOf(app, (err, tool) =>
    process.stderr.write(`${tool} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`),
  ),
  // One client for the life of the process: its resource subscriptions are kept. Badges are served by the app on its
  // configured address (`npm run serve` or the desktop app), not by this process.
  { principal, persistent: true, baseUrl: `http://${config.host}:${config.port}` },
);
const transport = new StdioServerTransport();
let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await server.close().catch(() => undefined);
  await app.close().catch(() => undefined);
  process.exit(0);
};
transport.onclose = () => void shutdown();
process.stdin.on('end', () => void shutdown());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown());
await server.connect(transport);
process.stderr.write(`Hazardcast MCP (stdio) ready; data dir ${config.dataDir}\n`);
