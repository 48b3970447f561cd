// POST /mcp: stateless Streamable HTTP (a fresh server and transport per request); GET and DELETE answer 405.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { quotaHeaders, type QuotaStatus } from '../auth/quota.js';
import { AppError } from '../shared/errors.js';
import { invalidParamsAnswer } from './invalid-params.js';
import { createMcpServer } from './server.js';

function setHeaders(res: ServerResponse, status: QuotaStatus & { retryAfterSec?: number | null }): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(quotaHeaders(status))) res.setHeader(name, value);
  if (status.retryAfterSec) res.setHeader('retry-after', String(status.retryAfterSec));
}

export default async function mcpRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.post(
    '/mcp',
    {
      schema: {
        tags: ['mcp'],
        summary: 'MCP Streamable HTTP endpoint (JSON-RPC)',
        description:
          'Model Context Protocol over Streamable HTTP, stateless, JSON responses. Tools: get_risk, get_track_record, ' +
          'create_watch. Send Accept: application/json, text/event-stream. get_risk and create_watch calls count ' +
          'against the daily quota (X-Service-API-Key or client IP).',
      },
    },
    async (request, reply) => {
      const res = reply.raw;
      const invalid = invalidParamsAnswer(request.body);
      if (invalid) {
        setHeaders(res, await services.quota.peek(request.principal));
        reply.hijack();
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(invalid));
        return;
      }
      // Hijacked replies skip onSend: the usage headers go on the raw response before the transport writes it,
      // and are updated when a counted tool call uses the quota.
      setHeaders(res, await services.quota.peek(request.principal));
      const server = createMcpServer(
        {
          contracts: app.contracts,
          risk: services.risk,
          createWatch: services.createWatch,
          quota: services.quota,
          trackRecord: services.trackRecord,
          version: app.config.version,
          log: (err, tool) => request.log.error({ err, tool }, 'mcp tool failed'),
        },
        { principal: request.principal, onQuota: (decision) => setHeaders(res, decision) },
      );
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      reply.hijack();
      try {
        await server.connect(transport);
        await transport.handleRequest(request.raw, res, request.body);
      } catch (err) {
        request.log.error({ err }, 'mcp request failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
        }
      }
    },
  );

  const notAllowed = async () => {
    throw new AppError('method_not_allowed', 'This MCP endpoint is stateless: send JSON-RPC messages with POST /mcp.', {
      headers: { allow: 'POST' },
    });
  };
  app.get('/mcp', { schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { schema: { hide: true } }, notAllowed);
}
