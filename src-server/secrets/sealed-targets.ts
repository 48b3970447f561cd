// Notification targets that are credentials are sealed at rest like the other secrets: every webhook and Slack target
// (a Slack incoming-webhook URL is a bearer secret; a webhook URL may carry a token or a password), wherever it is
// stored: the watch's channels, the request the watch was made from, and each delivery. A sealed target is opened
// when it is read, not before, so listing or ticking watches decrypts nothing and a lost key stops only the channels
// that need it.
import { AppError } from '../shared/errors.js';
import { isSealed, SECRET_CONTEXT, type SecretBox } from './secret-box.js';

/** The channel types whose targets are sealed: URLs that may carry a credential. */
export const SEALED_TARGET_TYPES: ReadonlySet<string> = new Set(['webhook', 'slack']);

interface Channel {
  type: string;
  target: string;
}

/** The target as stored: sealed (bound to `context`) for a webhook or Slack channel, as it is otherwise. */
export const sealTarget = (box: SecretBox, type: string, target: string, context: string): string =>
  SEALED_TARGET_TYPES.has(type) && !isSealed(target) ? box.seal(target, context) : target;

/** `channels` as stored, their URL targets sealed. */
export const sealChannels = <T extends Channel>(box: SecretBox, channels: readonly T[], context: string): T[] =>
  channels.map((c) => ({ ...c, target: sealTarget(box, c.type, c.target, context) }));

/**
 * `item` (a channel, a delivery) whose sealed target opens on first read and is then kept: `target` stays an
 * enumerable property, so spreading, serialising and comparing the item see the plain target. A target that is not
 * sealed is left as it is.
 */
export function openingTarget<T extends { target: string }>(box: SecretBox, item: T, type: string, context: string): T {
  if (!SEALED_TARGET_TYPES.has(type) || !isSealed(item.target)) return item;
  const sealed = item.target;
  let plain: string | undefined;
  return Object.defineProperty({ ...item }, 'target', {
    enumerable: true,
    configurable: true,
    get: () => (plain ??= box.open(sealed, context)),
  });
}

const isChannel = (c: unknown): c is Channel =>
  typeof c === 'object' && c !== null && typeof (c as Channel).type === 'string' && typeof (c as Channel).target === 'string';

const sealList = (box: SecretBox, list: unknown): unknown =>
  Array.isArray(list)
    ? list.map((c: unknown) => (isChannel(c) ? { ...c, target: sealTarget(box, c.type, c.target, SECRET_CONTEXT.requestTarget) } : c))
    : list;

/**
 * The request a watch was made from (POST /risk's `alert.channels`, POST /watches' and MCP's `channels`) with its URL
 * targets sealed, as a copy; kept for audit only (nothing reads it back), so it stays sealed when read.
 */
export function sealRequestTargets(box: SecretBox, request: unknown): unknown {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return request;
  const out: Record<string, unknown> = { ...(request as Record<string, unknown>) };
  if ('channels' in out) out.channels = sealList(box, out.channels);
  const alert = out.alert;
  if (typeof alert === 'object' && alert !== null && !Array.isArray(alert) && 'channels' in alert) {
    out.alert = { ...(alert as Record<string, unknown>), channels: sealList(box, (alert as { channels: unknown }).channels) };
  }
  return out;
}

/** A channel as an answer shows it: its target, or, when the sealed target cannot be opened here, why not. */
export type ChannelView<T extends string = string> =
  { type: T; target: string } | { type: T; target: ''; unreadable: true; reason: string };

const UNOPENED: Record<string, string> = {
  secret_unreadable: "it was sealed with another secret.key (was this server's replaced or lost, or does another instance keep its own?)",
  secret_key_unavailable: "this server's secret.key cannot be read",
};

/**
 * The channel with its target read now (`readTarget` opens it): a target that cannot be opened (another instance's
 * key, a lost key) makes the channel `unreadable` with the reason instead of failing the whole answer; sending to it
 * still fails, as it must.
 */
export function channelView<T extends string>(type: T, readTarget: () => string): ChannelView<T> {
  try {
    return { type, target: readTarget() };
  } catch (err) {
    const why = UNOPENED[(err as { code?: string }).code ?? ''];
    if (!(err instanceof AppError) || why === undefined) throw err;
    return {
      type,
      target: '',
      unreadable: true,
      reason: `The stored ${type} target cannot be opened: ${why}. Set the channel again to seal it with this server's key.`,
    };
  }
}
