// How a source's GET goes out. The app's transport is undici's `request` (Node's own HTTP client, without the
// WHATWG streams `fetch` wraps every body in): receiving the 10,000-watch tick's 1,375 answers (138 MB) cost
// 2.5-2.6 s of CPU through `fetch` + `text()` and 1.3-1.6 s through `request` on this machine
// (`npm run bench:watches`, 2026-11-27). It does what `fetch` did for our sources: follows redirects (up to 20), asks for and decodes gzip,
// deflate and brotli, drops a UTF-8 byte-order mark, and aborts the connection and the body on the caller's signal.
// Where a caller injects `fetch` (tests, scripts), `fetchTransport` wraps it instead.
import { Agent, interceptors, request, type Dispatcher } from 'undici';
import { createGuardedAgent, type AddressPolicy } from '../net/guarded-agent.js';
import { bodyDecoders, headerValue, utf8Text } from '../shared/http-body.js';

export interface SourceResponse {
  status: number;
  /** A response header by lower-case name, or null. */
  header(name: string): string | null;
  /** The body decoded as UTF-8 text (read once). */
  text(): Promise<string>;
}

export type SourceTransport = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<SourceResponse>;

/** `fetch` (an injected one, or the global) as a transport. */
export function fetchTransport(fetchFn: typeof globalThis.fetch): SourceTransport {
  return async (url, init) => {
    const res = await fetchFn(url, init);
    return { status: res.status, header: (name) => res.headers.get(name), text: () => res.text() };
  };
}

const decoders = bodyDecoders({ lenient: false });

/** Decodes a body by its Content-Encoding (applied in order, so undone in reverse); identity is left as is. */
export async function decodeBody(body: Buffer, contentEncoding: string | null): Promise<Buffer> {
  if (!contentEncoding) return body;
  const codings = contentEncoding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  let out = body;
  for (const coding of codings.reverse()) {
    const decode = decoders.get(coding);
    if (!decode) throw new Error(`unsupported content-encoding ${coding}`);
    out = await decode(out);
  }
  return out;
}

/**
 * The app's transport: undici's request through its own keep-alive pool, closed with `close()` (at app close). With
 * `policy`, every connection passes the address guard (net/guarded-agent.ts), each redirect hop included: a hop to
 * another host is a new connection, checked like any other.
 */
export function undiciTransport(policy?: AddressPolicy): SourceTransport & { close(): Promise<void> } {
  const agent = policy ? createGuardedAgent(policy) : new Agent();
  const dispatcher: Dispatcher = agent.compose(interceptors.redirect({ maxRedirections: 20 }));
  const transport: SourceTransport = async (url, init) => {
    const res = await request(url, {
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
      signal: init.signal,
      dispatcher,
    });
    const header = (name: string) => headerValue(res.headers[name]);
    return {
      status: res.statusCode,
      header,
      text: async () => utf8Text(await decodeBody(Buffer.from(await res.body.arrayBuffer()), header('content-encoding'))),
    };
  };
  return Object.assign(transport, { close: () => dispatcher.close() });
}
