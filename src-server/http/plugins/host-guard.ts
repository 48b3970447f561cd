// DNS-rebinding guard: only loopback (or explicitly allowed) Host and Origin values reach any route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.js';
import { msg } from '../../i18n/message.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Hostname part of a Host header value ("127.0.0.1:8787", "[::1]:8787", "localhost"). */
export function hostnameOf(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

export function isAllowedHostname(hostname: string, extra: readonly string[]): boolean {
  return LOOPBACK_NAMES.has(hostname) || hostname.endsWith('.localhost') || extra.includes(hostname);
}

/** Routes meant to be embedded by any web page (images): Origin is not checked there. */
const ORIGIN_EXEMPT = ['/api/v1/embed'];

/** Host header values already found allowed (a bounded set: the check is then one lookup per request). */
const ALLOWED_SEEN_MAX = 256;

export default fp(
  async function hostGuard(app: FastifyInstance, opts: { allowedHosts: readonly string[] }) {
    const allowedSeen = new Set<string>();
    app.addHook('onRequest', (request, _reply, done) => {
      const host = request.headers.host;
      if (host !== undefined && !allowedSeen.has(host)) {
        if (!isAllowedHostname(hostnameOf(host), opts.allowedHosts)) {
          return done(new AppError('forbidden_host', msg('errors.details.host', { host })));
        }
        if (allowedSeen.size < ALLOWED_SEEN_MAX) allowedSeen.add(host);
      }
      const origin = request.headers.origin;
      if (origin === undefined) return done();
      const path = request.url.split('?')[0] ?? '';
      if (request.method === 'GET' && ORIGIN_EXEMPT.includes(path)) return done();
      let hostname = '';
      try {
        const url = new URL(origin);
        if (url.protocol === 'http:' || url.protocol === 'https:') hostname = url.hostname.toLowerCase();
      } catch {
        // "null" and other opaque origins fall through to the refusal below.
      }
      // WHATWG URL keeps IPv6 brackets in `hostname` ("[::1]"), matching the Host header form.
      if (!hostname || !isAllowedHostname(hostname, opts.allowedHosts)) {
        return done(new AppError('forbidden_origin', msg('errors.details.origin', { origin })));
      }
      done();
    });
  },
  { name: 'host-guard' },
);
