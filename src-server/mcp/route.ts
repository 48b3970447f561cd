// /mcp: Streamable HTTP. An initialize opens a session (its own server and transport, kept in memory, with the GET event
// stream for server-to-client notifications); a request without Mcp-Session-Id is answered statelessly, as before, by a
// fresh server and transport. The Host/Origin guard and key/owner auth run on every request, sessions included.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { quotaHeaders, type QuotaStatus } from '../auth/quota.js';
import { AppError } from '../shared/errors.js';
import { invalidParamsAnswer } from './invalid-params.js';
import { createMcpServer, mcpDepsOf } from './server.js';
import { createSessionStore, type McpSession } from './sessions.js';
import { msg } from '../i18n/message.js';

/**
 * Sessions kept at most: each holds a server whose tool list (~75 KB of JSON) is built once; a session with an
 * in-process client measured ~0.4 MB of heap together, so 100 bound them to some tens of MB.
 */
const MAX_SESSIONS = 100;
/**
 * Sessions one caller keeps (an assistant opens one or two; a client that reconnects leaves its old one to expire). An
 * anonymous caller is its address: on a desktop every local process, behind a proxy every anonymous client, shares it.
 */
const MAX_SESSIONS_PER_CALLER = 10;
const SWEEP_EVERY_MS = 60_000;

function setHeaders(res: ServerResponse, status: QuotaStatus & { retryAfterSec?: number | null }): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(quotaHeaders(status))) res.setHeader(name, value);
  if (status.retryAfterSec) res.setHeader('retry-after', String(status.retryAfterSec));
}

function writeJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** True when a message of the body asks for progress: its answer must then stream (JSON answers drop notifications). */
function wantsProgress(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (m) => (m as { params?: { _meta?: { progressToken?: unknown } } } | null)?.params?._meta?.progressToken !== undefined,
  );
}

const sessionHeader = (request: FastifyRequest) => {
  const v = request.headers['mcp-session-id'];
  return Array.isArray(v) ? v[0] : v;
};

export default async function mcpRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;
  const store = createSessionStore({
    clock: app.clock,
    idleMs: app.config.mcpSessionIdleMin * 60_000,
    maxSessions: MAX_SESSIONS,
    maxPerCaller: MAX_SESSIONS_PER_CALLER,
  });
  const sweeper = setInterval(() => store.sweep(), SWEEP_EVERY_MS).unref();
  // Before the server stops listening: open event streams would otherwise hold it open.
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    await store.closeAll();
  });
  const sessionDeps = mcpDepsOf(app, (err, tool) => app.log.error({ err, tool }, 'mcp tool failed'));
  const baseUrl = (request: FastifyRequest) => `http://${request.headers.host ?? `${app.config.host}:${app.config.port}`}`;

  /** Hands the request to a transport; an unexpected failure is a JSON-RPC internal error, never a stack. */
  async function serve(transport: StreamableHTTPServerTransport, request: FastifyRequest, res: ServerResponse, body?: unknown) {
    try {
      await transport.handleRequest(request.raw, res, body);
    } catch (err) {
      request.log.error({ err }, 'mcp request failed');
      if (!res.headersSent) writeJson(res, 500, { jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  }

  async function inSession(request: FastifyRequest, reply: FastifyReply, id: string, body?: unknown) {
    const session = store.get(id, request.principal);
    reply.hijack();
    if (!session) return writeJson(reply.raw, 404, { jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null });
    // A GET is the session's event stream: held open, it may be closed to make room; a request being answered never is.
    const end = store.begin(session, request.method === 'GET' ? 'stream' : 'request');
    reply.raw.on('close', end);
    await serve(session.transport, request, reply.raw, body);
  }

  async function openSession(request: FastifyRequest, reply: FastifyReply) {
    const principal = request.principal;
    const server = createMcpServer(sessionDeps, { principal, persistent: true, baseUrl: baseUrl(request) });
    let session: McpSession | undefined;
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      // Answers stream (SSE), so a request's progress notifications travel with it; see docs/auth-quota-mcp.md.
      enableJsonResponse: false,
      onsessioninitialized: (id) => {
        session = store.add(id, principal, server, transport);
      },
      onsessionclosed: (id) => store.forget(id),
    });
    await server.connect(transport);
    reply.hijack();
    reply.raw.on('close', () => {
      // An initialize that opened no session leaves nothing behind.
      if (!session) void server.close();
    });
    await serve(transport, request, reply.raw, request.body);
  }

  async function stateless(request: FastifyRequest, reply: FastifyReply) {
    const res = reply.raw;
    const server = createMcpServer(
      mcpDepsOf(app, (err, tool) => request.log.error({ err, tool }, 'mcp tool failed')),
      {
        principal: request.principal,
        onQuota: (decision) => setHeaders(res, decision),
        persistent: false,
        baseUrl: baseUrl(request),
      },
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !wantsProgress(request.body),
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await serve(transport, request, res, request.body);
  }

  app.post(
    '/mcp',
    {
      schema: {
        tags: ['mcp'],
        summary: 'MCP Streamable HTTP endpoint (JSON-RPC)',
        description:
          'Model Context Protocol over Streamable HTTP. initialize opens a session (Mcp-Session-Id; GET /mcp with it opens ' +
          'the event stream for resources/updated); requests without a session are answered statelessly with JSON. Tools: ' +
          'get_risk, create_watch, list_watches, get_watch, update_watch, evaluate_watch, delete_watch, get_badge, ' +
          'get_track_record; resources and prompts too. Send Accept: application/json, text/event-stream. get_risk and ' +
          'create_watch calls count against the daily quota (X-Service-API-Key or client IP).',
      },
    },
    async (request, reply) => {
      // Hijacked replies skip onSend: the usage headers go on the raw response before the transport writes it, and are
      // updated when a counted tool call of a JSON answer uses the quota.
      setHeaders(reply.raw, await services.quota.peek(request.principal));
      const invalid = invalidParamsAnswer(request.body);
      if (invalid) {
        reply.hijack();
        return writeJson(reply.raw, 200, invalid);
      }
      const id = sessionHeader(request);
      if (id !== undefined) return inSession(request, reply, id, request.body);
      if (isInitializeRequest(request.body) && store.makeRoom(request.principal)) return openSession(request, reply);
      // Without a session (or with no room: every session it could replace is answering, and the initialize is answered
      // without one).
      return stateless(request, reply);
    },
  );

  const streamOrNotAllowed = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = sessionHeader(request);
    if (id === undefined) {
      throw new AppError('method_not_allowed', msg('errors.details.mcpNoSession'), {
        headers: { allow: 'POST' },
      });
    }
    setHeaders(reply.raw, await services.quota.peek(request.principal));
    return inSession(request, reply, id);
  };
  app.get('/mcp', { schema: { hide: true } }, streamOrNotAllowed);
  app.delete('/mcp', { schema: { hide: true } }, streamOrNotAllowed);
}
