// Quota: counts routes marked `config: { quota: 'daily' }`, limits `quota: 'embed'` per minute, and puts the
// X-RateLimit-* / X-Service-Tier headers on every response, problems and 429s included.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../../auth/principal.js';
import { quotaHeaders, type QuotaService, type QuotaStatus } from '../../auth/quota.js';
import { AppError } from '../../shared/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'daily': counted against the caller's daily quota; 'embed': the badge's per-IP per-minute limit. */
    quota?: 'daily' | 'embed';
  }
  interface FastifyRequest {
    /** The quota status this request was counted with (set on counted routes). */
    quotaStatus: QuotaStatus | null;
  }
}

export interface QuotaOptions {
  quota: QuotaService;
  embedLimiter: { hit(ip: string): { allowed: boolean; retryAfterSec: number } };
}

/** The caller for quota purposes: a request refused before auth resolved (bad Host, bad key) counts as its IP. */
export function principalOf(request: FastifyRequest): Principal {
  return request.principal ?? { kind: 'anonymous', ip: request.ip };
}

/** A 429 problem for a used-up daily quota, with Retry-After and the usage headers. */
export function quotaExceededError(status: QuotaStatus & { retryAfterSec: number | null }): AppError {
  const who = status.tier === 'anonymous' ? 'this IP address (anonymous)' : `this ${status.tier} key`;
  return new AppError(
    'quota_exceeded',
    `The daily quota of ${status.limit} requests for ${who} is used up. It resets at 00:00 UTC ` +
      `(${new Date(status.resetSec * 1000).toISOString()}). Send X-Service-API-Key for a higher tier.`,
    {
      headers: { ...quotaHeaders(status), 'retry-after': String(status.retryAfterSec ?? 1) },
      extra: { limit: status.limit, resetAt: new Date(status.resetSec * 1000).toISOString() },
    },
  );
}

export default fp(
  async function quota(app: FastifyInstance, opts: QuotaOptions) {
    app.decorateRequest('quotaStatus', null);

    // After validation: a malformed request is refused without using up the caller's quota.
    app.addHook('preHandler', async (request) => {
      const kind = request.routeOptions.config?.quota;
      if (kind === 'daily') {
        const decision = opts.quota.consume(principalOf(request));
        request.quotaStatus = decision;
        if (!decision.allowed) throw quotaExceededError(decision);
      } else if (kind === 'embed') {
        const principal = principalOf(request);
        if (principal.kind === 'owner') return;
        const { allowed, retryAfterSec } = opts.embedLimiter.hit(request.ip);
        if (!allowed) {
          throw new AppError('rate_limited', 'Too many badge requests from this IP address: the limit is 60 per minute.', {
            headers: { 'retry-after': String(retryAfterSec) },
          });
        }
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const status = request.quotaStatus ?? opts.quota.peek(principalOf(request));
      for (const [name, value] of Object.entries(quotaHeaders(status))) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'quota', dependencies: ['auth'] },
);
