// Standard Webhooks signing (https://www.standardwebhooks.com): whsec_ secrets, v1 HMAC-SHA256 signatures.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret: `whsec_` + base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** The `webhook-signature` value: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signWebhook(secret: string, msgId: string, timestampSec: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${msgId}.${timestampSec}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers for one attempt. */
export function webhookHeaders(secret: string, msgId: string, now: Date, body: string): Record<string, string> {
  const ts = Math.floor(now.getTime() / 1000);
  return { 'webhook-id': msgId, 'webhook-timestamp': String(ts), 'webhook-signature': signWebhook(secret, msgId, ts, body) };
}

/**
 * Receiver-side check (what a consumer does; used by our tests): one of the space-separated v1 signatures
 * matches and the timestamp is within `toleranceSec` of `now`.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  now: Date,
  toleranceSec = 300,
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(now.getTime() / 1000 - ts) > toleranceSec) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, ts, body).slice(3));
  return headers.signature.split(' ').some((part) => {
    const [version, sig] = part.split(',');
    if (version !== 'v1' || !sig) return false;
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
