// tools/list with portable schemas: the SDK's own zod → JSON Schema conversion, then the pass the OpenAPI document gets
// too (contracts/json-schema.ts: no type lists, no tuples), so every client reads the same contracts the same way.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { normalizeObjectSchema } from '@modelcontextprotocol/sdk/server/zod-compat.js';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { ListToolsRequestSchema, type ListToolsResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { portableJsonSchema } from '../contracts/json-schema.js';

/** A tool's schema as the SDK would list it (same options), made portable. */
function listed(schema: RegisteredTool['inputSchema'], io: 'input' | 'output'): Tool['inputSchema'] | undefined {
  const object = normalizeObjectSchema(schema);
  if (!object) return undefined;
  return portableJsonSchema(toJsonSchemaCompat(object, { strictUnions: true, pipeStrategy: io })) as Tool['inputSchema'];
}

/** Replaces the SDK's tools/list handler (installed by registerTool) with one listing `tools` in the portable form. */
export function servePortableToolList(server: McpServer, tools: readonly [string, RegisteredTool][]): void {
  // Converted once per server: the schemas do not change while it lives.
  let cache: ListToolsResult | undefined;
  server.server.setRequestHandler(ListToolsRequestSchema, () => {
    cache ??= {
      tools: tools
        .filter(([, tool]) => tool.enabled)
        .map(([name, tool]) => {
          const outputSchema = listed(tool.outputSchema, 'output');
          return {
            name,
            title: tool.title,
            description: tool.description,
            inputSchema: listed(tool.inputSchema, 'input') ?? { type: 'object' as const, properties: {} },
            ...(outputSchema ? { outputSchema } : {}),
            annotations: tool.annotations,
            execution: tool.execution,
            _meta: tool._meta,
          };
        }),
    };
    return cache;
  });
}
