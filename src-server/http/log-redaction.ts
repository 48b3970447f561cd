// Secrets that can arrive in a URL never reach a log line: the owner token the dashboard is opened with (`/?token=…`,
// as `npm run serve` prints it) and an API key someone put in a query string. Fastify logs every request's URL
// through the `req` serializer; ours writes the same fields with those values replaced by `[redacted]`.
import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/** Query parameters whose value is a credential (names compared lower-case, after percent-decoding). */
const SECRET_PARAMS = new Set(['token', 'owner_token', 'access_token', 'key', 'api_key', 'apikey', 'x-service-api-key']);
export const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL (path and query, as Fastify's `request.url`) with every credential parameter's value replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const pairs = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return SECRET_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Credential parameters inside free text (an error message or stack that quotes a URL). */
const SECRET_IN_TEXT = /([?&](?:token|owner_token|access_token|key|api_key|apikey|x-service-api-key)=)[^&#\s'"]*/gi;
export const redactText = (text: string): string => text.replace(SECRET_IN_TEXT, `$1${REDACTED}`);

/** Fastify's request serializer (the same fields as its default), with the URL redacted. */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** pino's error serializer, with URLs quoted in the message or stack redacted. */
function err(error: Error) {
  const out = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & { message?: string; stack?: string };
  if (typeof out.message === 'string') out.message = redactText(out.message);
  if (typeof out.stack === 'string') out.stack = redactText(out.stack);
  return out;
}

/**
 * The logger option for Fastify: `false` stays off; `true` or pino options get our serializers (a caller's own
 * serializers for other keys are kept).
 */
export function redactingLogger(option: boolean | Record<string, unknown>): false | Record<string, unknown> {
  if (option === false) return false;
  const base = option === true ? {} : option;
  return { ...base, serializers: { ...(base.serializers as Record<string, unknown> | undefined), req, err } };
}
