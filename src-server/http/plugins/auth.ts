// Who is calling: the desktop owner (Bearer owner token), an API key holder, or an anonymous caller (by its IP for the
// quota), each possibly holding a management token (Bearer manage_…) for the anonymous watches made with it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tokensEqual } from '../../auth/owner-token.js';
import { MANAGE_TOKEN_PATTERN, type ManageTokenVerifier } from '../../auth/manage-tokens.js';
import { withManageTokens } from '../../auth/ownership.js';
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
  /** Management tokens of anonymous watches (`Authorization: Bearer manage_…`). */
  manageTokens: ManageTokenVerifier;
}

/**
 * The caller, when the headers alone say who it is (the owner, anonymous, or a refused token); a Promise when an API key
 * or a management token must be looked up in the database.
 */
export function resolvePrincipal(request: FastifyRequest, opts: AuthOptions): Principal | Promise<Principal> {
  const authorization = request.headers.authorization;
  let manageToken: string | undefined;
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (
      bearer !== undefined &&
      (tokensEqual(bearer, opts.ownerToken()) || (opts.rereadOwnerToken && tokensEqual(bearer, opts.rereadOwnerToken())))
    ) {
      return { kind: 'owner' };
    }
    // Not the owner's: a management token, or refused (a bad token is never treated as anonymous).
    if (bearer === undefined || !MANAGE_TOKEN_PATTERN.test(bearer)) throw unauthorized(msg('errors.details.ownerToken'));
    manageToken = bearer;
  }
  const rawKey = request.headers[API_KEY_HEADER];
  if (rawKey === undefined && manageToken === undefined) return { kind: 'anonymous', ip: request.ip };
  return (async (): Promise<Principal> => {
    let principal: Principal = { kind: 'anonymous', ip: request.ip };
    if (rawKey !== undefined) {
      const key = (Array.isArray(rawKey) ? rawKey[0] : rawKey)?.trim();
      const found = key ? await opts.apiKeys.verify(key) : null;
      // A bad key is never treated as anonymous: the caller meant to use a tier and must know it failed.
      if (!found) throw invalidKey();
      principal = { kind: 'key', ...found };
    }
    if (manageToken === undefined) return principal;
    const tokenId = await opts.manageTokens.verify(manageToken);
    if (!tokenId) throw unauthorized(msg('errors.details.manageToken'));
    return withManageTokens(principal, [tokenId]);
  })();
}

const unauthorized = (detail: ReturnType<typeof msg>) =>
  new AppError('unauthorized', detail, { headers: { 'www-authenticate': 'Bearer realm="hazardcast"' } });
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
