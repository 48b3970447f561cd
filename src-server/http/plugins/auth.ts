// Who is calling: the desktop owner (Bearer owner token), an API key holder, or an anonymous client IP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tokensEqual } from '../../auth/owner-token.js';
import type { ApiKeyVerifier, Principal } from '../../auth/principal.js';
import { AppError } from '../../shared/errors.js';
import { msg } from '../../i18n/message.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

export const API_KEY_HEADER = 'x-service-api-key';

export interface AuthOptions {
  /** The owner token in force (read per request: the owner may rotate it). */
  ownerToken: () => string;
  /** The token as stored now, when a request's does not match (another instance of a team server rotated it). */
  rereadOwnerToken?: () => string;
  apiKeys: ApiKeyVerifier;
}

/**
 * The caller, when the headers alone say who it is (the owner, anonymous, or a refused token); a Promise when an API key
 * must be looked up in the database.
 */
export function resolvePrincipal(request: FastifyRequest, opts: AuthOptions): Principal | Promise<Principal> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (
      !match ||
      (!tokensEqual(match[1]!, opts.ownerToken()) && !(opts.rereadOwnerToken && tokensEqual(match[1]!, opts.rereadOwnerToken())))
    ) {
      throw new AppError('unauthorized', msg('errors.details.ownerToken'), {
        headers: { 'www-authenticate': 'Bearer realm="hazardcast"' },
      });
    }
    return { kind: 'owner' };
  }
  const rawKey = request.headers[API_KEY_HEADER];
  if (rawKey !== undefined) {
    const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    if (!key) throw invalidKey();
    return opts.apiKeys.verify(key.trim()).then((found) => {
      // A bad key is never treated as anonymous: the caller meant to use a tier and must know it failed.
      if (!found) throw invalidKey();
      return { kind: 'key', ...found };
    });
  }
  return { kind: 'anonymous', ip: request.ip };
}

const invalidKey = () => new AppError('invalid_api_key', msg('errors.details.apiKey'));

export default fp(
  async function auth(app: FastifyInstance, opts: AuthOptions) {
    // null placeholder keeps the request shape stable (Fastify's decorator guidance); the hook sets it.
    app.decorateRequest('principal', null as never);
    // Callback style: no promise per request unless a key is looked up.
    app.addHook('onRequest', (request, _reply, done) => {
      let found: Principal | Promise<Principal>;
      try {
        found = resolvePrincipal(request, opts);
      } catch (err) {
        return done(err as Error);
      }
      if (!(found instanceof Promise)) {
        request.principal = found;
        return done();
      }
      found.then(
        (principal) => {
          request.principal = principal;
          done();
        },
        (err: Error) => done(err),
      );
    });
  },
  { name: 'auth', dependencies: ['host-guard'] },
);
