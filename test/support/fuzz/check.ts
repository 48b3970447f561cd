// What every fuzzed answer must be: never a 5xx (503 only as a documented problem), errors as RFC 9457 problem
// documents (or JSON-RPC errors on /mcp), never a stack trace, never an internal error inside an MCP result.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

const UNAVAILABLE = ['sources_unavailable', 'forecast_pending', 'storage_full', 'storage_unavailable', 'offline_mode', 'tile_unavailable'];

/** Null when the answer is acceptable, else what is wrong. */
export function checkAnswer(req: InjectOptions, res: LightMyRequestResponse, mcpTarget: boolean): string | null {
  // The router resolves dot segments (`/mcp/x/%2e%2e` is `/mcp/`), as the URL standard does.
  const mcp = mcpTarget || /^\/mcp\/?$/.test(pathOf(String(req.url)));
  const where = `${req.method} ${String(req.url).slice(0, 120)} -> ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 500 && res.statusCode !== 503) return `${where}: server error ${res.body.slice(0, 300)}`;
  if (/\n\s+at .+:\d+:\d+/.test(res.body)) return `${where}: stack trace in the body`;
  if (req.method === 'HEAD') return res.statusCode >= 400 && !type.startsWith('application/problem+json') ? `${where}: ${type}` : null;
  if (res.statusCode >= 400 || res.statusCode === 503) {
    if (mcp && type.startsWith('application/json')) {
      const body = parse(res.body) as { jsonrpc?: string; error?: { code?: number } } | null;
      if (body?.jsonrpc === '2.0' && typeof body.error?.code === 'number')
        return body.error.code === -32603 ? `${where}: JSON-RPC internal error` : null;
    }
    if (!type.startsWith('application/problem+json'))
      return `${where}: error without a problem document (${type}) ${res.body.slice(0, 200)}`;
    const p = parse(res.body) as Record<string, unknown> | null;
    if (
      !p ||
      p.status !== res.statusCode ||
      typeof p.code !== 'string' ||
      typeof p.title !== 'string' ||
      typeof p.detail !== 'string' ||
      typeof p.type !== 'string' ||
      !Array.isArray(p.errors)
    ) {
      return `${where}: malformed problem document ${res.body.slice(0, 300)}`;
    }
    // 503 only for a dependency that is down or switched off, never for a bug.
    if (res.statusCode === 503 && !UNAVAILABLE.includes(p.code as string)) return `${where}: unexpected 503 ${p.code as string}`;
    return null;
  }
  if (mcp && res.body) {
    const messages = ([] as unknown[]).concat(parse(res.body) ?? []);
    for (const m of messages as { error?: { code?: number }; result?: { isError?: boolean; content?: { text?: string }[] } }[]) {
      if (m?.error?.code === -32603) return `${where}: JSON-RPC internal error ${res.body.slice(0, 300)}`;
      const text = m?.result?.isError ? (m.result.content?.[0]?.text ?? '') : '';
      if (text.startsWith('internal_error')) return `${where}: MCP tool internal error ${res.body.slice(0, 300)}`;
    }
  }
  return null;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
