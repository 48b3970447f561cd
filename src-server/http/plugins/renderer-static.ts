// Serves the built dashboard (out/renderer) at `/`, one origin with the API: no CORS, same as Electron.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The dashboard only talks to its own origin; maplibre draws with blob workers and data-URL images. */
const CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export default async function rendererStatic(app: FastifyInstance, opts: { root: string }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/docs')) {
      reply.header('content-security-policy', CSP);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
  await app.register(fastifyStatic, { root: opts.root, prefix: '/', decorateReply: false, index: ['index.html'] });
}
