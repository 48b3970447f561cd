// The Notifier port every channel implements, and what a send attempt reports.
import type { LookupAddress } from 'node:dns';
import type { DeliveryRecord } from './outbox-repo.js';
import type { HttpPost } from './post-transport.js';
import type { NotifySettings } from '../settings/notify-settings.js';

export interface SendContext {
  /** For user-given URLs (webhook, Slack): every address is checked at connect time (target-fetch.ts). */
  targetPost: HttpPost;
  /** For the Telegram Bot API (the owner's configured host, trusted as written). */
  telegramPost: HttpPost;
  /** The checked address of an SMTP host, for nodemailer to connect to (rejects when it is private and not allowed). */
  smtpAddress(hostname: string): Promise<LookupAddress>;
  timeoutMs: number;
  settings: NotifySettings;
  /** Telegram Bot API base (config.sources.telegram). */
  telegramApiUrl: string;
  emailFrom: string;
  /** The watch's Standard Webhooks secret (webhook channel). */
  signingSecret: string | null;
  now: Date;
  userAgent: string;
  /** Aborted when the app closes. */
  signal?: AbortSignal;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** A failure no retry can fix (e.g. a refused target): the delivery ends `failed` at once. */
  permanent?: boolean;
}

export interface Notifier {
  /** True for a channel that makes no network call (desktop): it still sends in offline mode. */
  local?: boolean;
  /** Null when the channel can send now; otherwise why it waits (its provider is not configured). */
  waitingFor(settings: NotifySettings): string | null;
  send(delivery: DeliveryRecord, ctx: SendContext): Promise<SendResult>;
}
