// Quota: counts routes marked `config: { quota: 'daily' }`, limits `quota: 'embed'` per minute, and puts the
// X-RateLimit-* / X-Service-Tier headers on every response, problems and 429s included.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal } from '../../auth/principal.js';
import { quotaHeaders, type QuotaService, type QuotaStatus } from '../../auth/quota.js';
import { AppError } from '../../shared/errors.js';
import { msg } from '../../i18n/message.js';

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
  embedLimiter: { readonly perMinute: number; hit(ip: string): { allowed: boolean; retryAfterSec: number } };
}

/** The caller for quota purposes: a request refused before auth resolved (bad Host, bad key) counts as its IP. */
export function principalOf(request: FastifyRequest): Principal {
  return request.principal ?? { kind: 'anonymous', ip: request.ip };
}

/** A 429 problem for a used-up daily quota, with Retry-After and the usage headers. */
export function quotaExceededError(status: QuotaStatus & { retryAfterSec: number | null }): AppError {
  const who = status.tier === 'anonymous' ? msg('errors.details.quotaAnonymous') : msg('errors.details.quotaKey', { tier: status.tier });
  return new AppError(
    'quota_exceeded',
    msg('errors.details.quota', { limit: status.limit ?? 'null', who, reset: new Date(status.resetSec * 1000).toISOString() }),
    {
      headers: { ...quotaHeaders(status), 'retry-after': String(status.retryAfterSec ?? 1) },
      extra: { limit: status.limit, resetAt: new Date(status.resetSec * 1000).toISOString() },
    },
  );
}

/** The usage headers of `status`, set where the route did not set its own. */
function setQuotaHeaders(reply: FastifyReply, status: QuotaStatus): void {
  const reset = String(status.resetSec);
  if (!reply.hasHeader('x-ratelimit-reset')) reply.header('x-ratelimit-reset', reset);
  if (!reply.hasHeader('x-service-tier')) reply.header('x-service-tier', status.tier);
  if (status.limit !== null && status.remaining !== null) {
    if (!reply.hasHeader('x-ratelimit-limit')) reply.header('x-ratelimit-limit', String(status.limit));
    if (!reply.hasHeader('x-ratelimit-remaining')) reply.header('x-ratelimit-remaining', String(status.remaining));
  }
}

export default fp(
  async function quota(app: FastifyInstance, opts: QuotaOptions) {
    app.decorateRequest('quotaStatus', null);

    // After validation: a malformed request is refused without using up the caller's quota.
    const daily: preHandlerHookHandler = (request, _reply, done) => {
      opts.quota.consume(principalOf(request)).then(
        (decision) => {
          request.quotaStatus = decision;
          done(decision.allowed ? undefined : quotaExceededError(decision));
        },
        (err: Error) => done(err),
      );
    };
    const embed: preHandlerHookHandler = (request, _reply, done) => {
      if (principalOf(request).kind === 'owner') return done();
      const { allowed, retryAfterSec } = opts.embedLimiter.hit(request.ip);
      if (allowed) return done();
      done(
        new AppError('rate_limited', msg('errors.details.badgeRate', { limit: opts.embedLimiter.perMinute }), {
          headers: { 'retry-after': String(retryAfterSec) },
        }),
      );
    };
    // Only the routes that count or limit get a preHandler (the others pay nothing for it).
    app.addHook('onRoute', (route) => {
      const kind = route.config?.quota;
      if (kind !== 'daily' && kind !== 'embed') return;
      const hook = kind === 'daily' ? daily : embed;
      const own = route.preHandler;
      route.preHandler = own === undefined ? [hook] : Array.isArray(own) ? [hook, ...own] : [hook, own];
    });

    // Every response, problems and 429s included, carries the usage headers (callback style: no promise per request
    // unless the counter must be read from the database).
    app.addHook('onSend', (request, reply, payload, done) => {
      const known = request.quotaStatus ?? opts.quota.peekCached(principalOf(request));
      if (known) {
        setQuotaHeaders(reply, known);
        return done(null, payload);
      }
      opts.quota.peek(principalOf(request)).then(
        (status) => {
          setQuotaHeaders(reply, status);
          done(null, payload);
        },
        // The headers are not worth a failed response: without the database's count, they are left off.
        () => done(null, payload),
      );
    });
  },
  { name: 'quota', dependencies: ['auth'] },
);
