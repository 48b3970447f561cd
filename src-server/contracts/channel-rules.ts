// What each notification channel accepts as a target. Plain functions (no zod schema), so the dashboard can check a
// target as it is typed with exactly the rules the server applies.
import { regexes } from 'zod/v4/core';
import type { ChannelType } from './enums.js';

const TELEGRAM_CHAT_ID = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** The one target of a desktop channel: the computer running Hazardcast. */
export const DESKTOP_TARGET = 'local';

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** What each channel type accepts as a target; the message is the 400's explanation. */
export const CHANNEL_TARGET_RULES: Record<ChannelType, { check: (t: string) => boolean; message: string; example: string }> = {
  webhook: {
    check: (t) => isUrl(t, ['http:', 'https:']),
    message: 'webhook target must be an http(s) URL',
    example: 'https://example.com/hooks/hazardcast',
  },
  slack: {
    check: (t) => isUrl(t, ['https:', 'http:']),
    message: 'slack target must be a Slack incoming-webhook URL (https://hooks.slack.com/services/…)',
    example: 'https://hooks.slack.com/services/T000/B000/XXXX',
  },
  telegram: {
    check: (t) => TELEGRAM_CHAT_ID.test(t),
    message: 'telegram target must be a chat id (e.g. 123456789 or -1001234567890) or a @channelname',
    example: '123456789',
  },
  // The same pattern as zod's z.email() (its default), so server and dashboard agree.
  email: { check: (t) => regexes.email.test(t), message: 'email target must be an email address', example: 'analyst@example.com' },
  desktop: {
    check: (t) => t === DESKTOP_TARGET,
    message: `desktop target must be "${DESKTOP_TARGET}" (a notification on the computer running Hazardcast)`,
    example: DESKTOP_TARGET,
  },
};
