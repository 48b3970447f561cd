// A tiny stdio MCP server whose one tool lists zod's default spelling of a nullable number (`type: ["number", "null"]`)
// through the SDK's own tools/list: the MCP Inspector's --strict check must report it (the test's negative control).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'unportable-stub', version: '0.0.0' });
server.registerTool(
  'nullable',
  { description: 'Returns a nullable number.', outputSchema: { value: z.number().nullable() } },
  async () => ({ structuredContent: { value: null }, content: [{ type: 'text', text: 'null' }] }),
);
await server.connect(new StdioServerTransport());
