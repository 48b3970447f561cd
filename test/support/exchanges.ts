// REST exchanges for the OpenAPI conformance check: a recorder (an onSend hook writing each /api exchange as a JSON
// line), and a replay of recorded exchanges through Prism's validation proxy (`prism proxy`, a devDependency) in front
// of a playback server that answers each one exactly as recorded. Prism reports what does not conform in the
// `sl-violations` header of each answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** JSON text of the parsed body (a body that did not parse is not kept). */
  requestBody?: string;
  status: number;
  responseHeaders: Record<string, string>;
  /** Base64 of the response body. */
  responseBody: string;
}

export interface Replayed {
  exchange: Exchange;
  violations: Violation[];
  /** Why the request could not be sent again, when it could not. */
  unsent?: string;
}

export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

const REQUEST_HEADERS = ['content-type', 'authorization', 'x-service-api-key', 'if-none-match', 'accept'];
const RESPONSE_HEADERS = [
  'content-type',
  'location',
  'etag',
  'cache-control',
  'retry-after',
  'allow',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-service-tier',
];

const pick = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.flatMap((n) => (headers[n] === undefined ? [] : [[n, String(headers[n])]])));

/** Records every /api exchange `app` answers into `<dir>/<pid>.jsonl` (test apps only: see test/helpers/build-app.ts). */
export function recordExchanges(app: FastifyInstance, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.jsonl`);
  app.addHook('onSend', async (request, reply, payload) => {
    // The API only: the dashboard's files, the docs and the MCP endpoint (hijacked) are not in the document's scope, nor
    // HEAD (Fastify's automatic twin of each GET).
    if (!request.url.startsWith('/api/v1/') || request.url.startsWith('/api/v1/openapi.json') || request.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload) && payload !== null && payload !== undefined) return payload;
    const exchange: Exchange = {
      method: request.method,
      url: request.url,
      requestHeaders: pick(request.headers, REQUEST_HEADERS),
      ...(request.body === undefined ? {} : { requestBody: JSON.stringify(request.body) }),
      status: reply.statusCode,
      responseHeaders: pick(reply.getHeaders(), RESPONSE_HEADERS),
      responseBody: Buffer.from(payload ?? '').toString('base64'),
    };
    appendFileSync(file, `${JSON.stringify(exchange)}\n`);
    return payload;
  });
}

/** Every exchange recorded under `dir`, the same exchange (method, URL, status, body) once. */
export function readExchanges(dir: string): Exchange[] {
  const seen = new Map<string, Exchange>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const e = JSON.parse(line) as Exchange;
      if (e.method === 'HEAD') continue;
      seen.set(`${e.method} ${e.url} ${e.status} ${e.requestBody ?? ''} ${e.responseBody}`, e);
    }
  }
  return [...seen.values()];
}

/** Answers the request carrying `x-exchange: n` with exchange n as recorded. */
async function startPlayback(exchanges: Exchange[]): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const e = exchanges[Number(req.headers['x-exchange'])];
    req.resume();
    if (!e) return void res.writeHead(599).end();
    res.writeHead(e.status, e.responseHeaders);
    res.end(Buffer.from(e.responseBody, 'base64'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** `prism proxy <spec> <upstream>` on a free port; resolves once it listens. */
async function startPrism(specFile: string, upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  const child = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'prism'),
    ['proxy', specFile, upstream, '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Never left running, whatever ends the test process.
  process.once('exit', () => child.kill());
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${log.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited (${code}):\n${log.slice(-2000)}`)));
  });
  // Keep draining its log so the pipe never fills.
  child.stdout!.resume();
  child.stderr!.resume();
  return { url: `http://127.0.0.1:${port}`, child };
}

/** The URL without a trailing slash: the app routes both alike (ignoreTrailingSlash), Prism reads `/watches/` as `/watches/{id}`. */
function samePath(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const trimmed = path!.length > 1 ? path!.replace(/\/+$/, '') : path!;
  return query === undefined ? trimmed : `${trimmed}?${query}`;
}

/** Prism's `sl-violations` header: a JSON list, or a sentence when there are too many to list (kept as one violation). */
function violationsOf(header: string | null): Violation[] {
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return [{ location: ['response'], severity: 'Error', code: 'unlisted', message: header }];
  }
}

/** Whether `child` has exited, or does within `ms`. */
function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Each exchange sent through Prism's proxy (in front of the playback); the violations Prism found in each. */
export async function replayThroughPrism(specFile: string, exchanges: Exchange[]): Promise<Replayed[]> {
  const playback = await startPlayback(exchanges);
  let prism = await startPrism(specFile, playback.url);
  try {
    const out: Replayed[] = [];
    for (const [i, e] of exchanges.entries()) {
      let res: Response;
      try {
        res = await fetch(`${prism.url}${samePath(e.url)}`, {
          method: e.method,
          // A fresh connection per exchange: nothing one exchange leaves on a socket reaches the next.
          headers: { ...e.requestHeaders, 'x-exchange': String(i), connection: 'close' },
          body: e.requestBody,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        // Not validated, and reported: a request fetch cannot send, or one that brought Prism down (some fuzz bodies
        // do), after which a fresh Prism takes the next exchange.
        const crashed = await exited(prism.child, 2000);
        out.push({ exchange: e, violations: [], unsent: crashed ? 'Prism exited on this request' : String((err as Error).cause ?? err) });
        if (crashed) prism = await startPrism(specFile, playback.url);
        continue;
      }
      await res.arrayBuffer();
      if (res.status === 431 && e.status !== 431) {
        // Prism's HTTP server takes at most 16 KB of headers; the app took this (fuzzed) URL.
        out.push({ exchange: e, violations: [], unsent: "the URL is over Prism's header limit (431)" });
        continue;
      }
      const violations = violationsOf(res.headers.get('sl-violations'));
      // Prism answers with the upstream's status; another one means the exchange did not reach the playback as sent.
      if (res.status !== e.status)
        violations.push({
          location: ['response'],
          severity: 'Error',
          code: 'replay',
          message: `Prism answered ${res.status}, not the recorded ${e.status}`,
        });
      out.push({ exchange: e, violations });
    }
    return out;
  } finally {
    prism.child.kill();
    await playback.close();
  }
}
