// JSON-RPC requests whose params do not fit the MCP schema get -32602 "Invalid params" here: the SDK would answer
// them with -32603 "Internal error" (its schema check throws inside the handler), blaming the server for the client's error.
import { ClientRequestSchema } from '@modelcontextprotocol/sdk/types.js';

interface Schema {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

const SCHEMAS = new Map<string, Schema>(
  (ClientRequestSchema.options as unknown as { shape: { method: { value: string } } }[]).map((s) => [
    s.shape.method.value,
    s as unknown as Schema,
  ]),
);

interface Rpc {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** The -32602 answers for `body` (one message or a batch), or null when every known request's params are valid. */
export function invalidParamsAnswer(body: unknown): object | null {
  const messages = (Array.isArray(body) ? body : [body]) as Rpc[];
  const errors: object[] = [];
  for (const m of messages) {
    // Only well-formed requests to methods we know: malformed envelopes, notifications and unknown methods are the SDK's.
    if (!m || typeof m !== 'object' || m.jsonrpc !== '2.0' || typeof m.method !== 'string') continue;
    if (typeof m.id !== 'string' && typeof m.id !== 'number') continue;
    const schema = SCHEMAS.get(m.method);
    if (!schema) continue;
    const parsed = schema.safeParse({ method: m.method, ...(m.params === undefined ? {} : { params: m.params }) });
    if (parsed.success) continue;
    const why = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
    errors.push({ jsonrpc: '2.0', id: m.id, error: { code: -32602, message: `Invalid params for ${m.method}: ${why}` } });
  }
  if (errors.length === 0) return null;
  return Array.isArray(body) ? errors : errors[0]!;
}
