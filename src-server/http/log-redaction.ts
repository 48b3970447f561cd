// Secrets never reach a log line. Two layers:
// - by value, on every line pino writes (its `streamWrite` hook), whatever carried it (a URL under any parameter name or
//   as a path segment, a header, an error's message or stack): the owner token in force, and anything shaped like an API
//   key, a management token, a webhook signing secret, a Telegram bot token or a URL's password; percent-encoded forms
//   too (the line is read with its escapes decoded);
// - by name, in the request and error serializers: the values of credential-named query parameters (a token this
//   server does not know, such as one already rotated away or another instance's).
// Auth never reads a credential from a URL, so these only ever appear there by mistake.
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { API_KEY_PREFIX } from '../auth/api-keys.js';
import { MANAGE_TOKEN_PREFIX } from '../auth/manage-tokens.js';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential (names compared lower-case, after percent-decoding). */
const SECRET_PARAMS = new Set([
  'token',
  'owner_token',
  'owner-token',
  'ownertoken',
  'access_token',
  'manage_token',
  'managetoken',
  'key',
  'api_key',
  'apikey',
  'x-service-api-key',
  'auth',
  'authorization',
  'bearer',
  'password',
  'secret',
]);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL (path and query, as Fastify's `request.url`) with every credential-named parameter's value replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const pairs = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return SECRET_PARAMS.has(decodedName(name).replace(/\[\]$/, '')) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

/** Credential-named parameters inside free text (an error message or stack that quotes a URL). */
const SECRET_IN_TEXT = new RegExp(
  `([?&;](?:${[...SECRET_PARAMS].map((n) => n.replace(/[-_]/g, '[-_]?')).join('|')})(?:\\[\\])?=)[^&#\\s'"]*`,
  'gi',
);
export const redactText = (text: string): string => text.replace(SECRET_IN_TEXT, `$1${REDACTED}`);

/** Secrets recognised by their shape, wherever they are (the values of keys and tokens this server made). */
const SECRET_SHAPES: [RegExp, string][] = [
  [new RegExp(`${API_KEY_PREFIX}[0-9A-Za-z]{32}`, 'g'), REDACTED],
  [new RegExp(`${MANAGE_TOKEN_PREFIX}[0-9A-Za-z]{40}`, 'g'), REDACTED],
  // Standard Webhooks secrets: whsec_ + base64 of 32 bytes.
  [/whsec_[A-Za-z0-9+/]{20,}={0,2}/g, REDACTED],
  // Telegram bot tokens (<bot id>:<35 characters>), as in api.telegram.org/bot<token>/sendMessage.
  [/\b\d{6,12}:[A-Za-z0-9_-]{30,}/g, REDACTED],
  // A URL's password (smtp://user:password@host).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@"'<>]*:)[^@\s/"'<>]+@/gi, `$1${REDACTED}@`],
];

/** `text` with every known secret value and every secret-shaped string replaced. */
export function redactSecrets(text: string, values: readonly string[] = []): string {
  let out = text;
  for (const value of values) if (value.length >= 12 && out.includes(value)) out = out.split(value).join(REDACTED);
  for (const [pattern, replacement] of SECRET_SHAPES) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Escapes of characters a token can hold (letters, digits, `+/=_.~-`) decoded: a secret written `%74%65…` is found.
 * Escapes of anything else stay, so a JSON log line stays JSON.
 */
const decodeTokenChars = (text: string): string =>
  text.replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9+/=_.~-]/.test(c) ? c : escape;
  });

/** A log line without secrets: as written when it holds none, else with them replaced (its token escapes decoded). */
export function redactLine(line: string, values: readonly string[] = []): string {
  const decoded = line.includes('%') ? decodeTokenChars(line) : line;
  const out = redactSecrets(decoded, values);
  return out === decoded ? line : out;
}

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
 * serializers for other keys are kept) and the by-value redaction of every line. `secrets` gives the values in force
 * (the owner token, which may be rotated), read per line.
 */
export function redactingLogger(
  option: boolean | Record<string, unknown>,
  secrets: () => readonly string[] = () => [],
): false | Record<string, unknown> {
  if (option === false) return false;
  const base = option === true ? {} : option;
  const hooks = base.hooks as { streamWrite?: (line: string) => string } | undefined;
  const own = hooks?.streamWrite ?? ((line: string) => line);
  return {
    ...base,
    serializers: { ...(base.serializers as Record<string, unknown> | undefined), req, err },
    hooks: { ...hooks, streamWrite: (line: string) => own(redactLine(line, secrets())) },
  };
}
