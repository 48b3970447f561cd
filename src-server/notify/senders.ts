// What a delivery goes out through: each channel type's notifier, the guarded transports every outbound call uses, and
// the context an attempt hands a notifier. Shared by the outbox's attempts and its test sends (outbox.ts).
import type { ChannelType } from '../contracts/enums.js';
import type { Resolver } from '../net/guarded-agent.js';
import type { NotifySettingsService } from '../settings/notify-settings.js';
import { createDesktopNotifier, type DesktopNotifierPort } from './channels/desktop.js';
import { createEmailNotifier } from './channels/email.js';
import { slackNotifier } from './channels/slack.js';
import { telegramNotifier } from './channels/telegram.js';
import { webhookNotifier } from './channels/webhook.js';
import { createDeliveryTransports } from './target-fetch.js';
import type { Notifier, SendContext } from './types.js';

/** Why a delivery waits in offline mode (every channel but desktop makes an outbound call). */
export const OFFLINE_WAITING = 'waiting: offline mode is on (it goes out when offline mode is turned off)';

export interface SendersDeps {
  settings: NotifySettingsService;
  timeoutMs: number;
  telegramApiUrl: string;
  emailFrom: string;
  userAgent: string;
  /** DNS for every outbound call (tests script it); node:dns lookup by default. */
  resolver?: Resolver;
  notifiers?: Record<ChannelType, Notifier>;
  /** The desktop shell's notifier, when the app runs as one (null headless: desktop deliveries wait). */
  desktop?: () => DesktopNotifierPort | null;
  /** Offline mode (read before every attempt): only local channels send; the others wait until it is off. */
  isOffline?: () => boolean;
}

/** `signal`: the outbox's current shutdown signal (read at each send: a recovered outbox has a new one). */
export function createSenders(deps: SendersDeps, signal: () => AbortSignal) {
  const email = createEmailNotifier();
  const notifiers: Record<ChannelType, Notifier> = deps.notifiers ?? {
    webhook: webhookNotifier,
    slack: slackNotifier,
    telegram: telegramNotifier,
    email,
    desktop: createDesktopNotifier(deps.desktop ?? (() => null)),
  };
  // Every outbound call a delivery makes goes through the address guard, under the owner's private-targets switch.
  const transports = createDeliveryTransports({
    allowPrivate: () => deps.settings.get().allowPrivateTargets,
    resolver: deps.resolver,
    telegramApiUrl: deps.telegramApiUrl,
  });

  return {
    notifierOf: (type: ChannelType): Notifier => notifiers[type],
    /** Why `notifier` cannot send now (offline mode, its provider not configured); null when it can. */
    waitingFor: (notifier: Notifier, settings: SendContext['settings']): string | null =>
      !notifier.local && deps.isOffline?.() ? OFFLINE_WAITING : notifier.waitingFor(settings),
    contextFor: (settings: SendContext['settings'], now: Date, signingSecret: string | null): SendContext => ({
      targetPost: transports.targetPost,
      telegramPost: transports.telegramPost,
      smtpAddress: transports.smtpAddress,
      timeoutMs: deps.timeoutMs,
      settings,
      telegramApiUrl: deps.telegramApiUrl,
      emailFrom: deps.emailFrom,
      signingSecret,
      now,
      userAgent: deps.userAgent,
      signal: signal(),
    }),
    /** Closes the SMTP pool and the transports' connections (at shutdown, once no send is in flight). */
    async close(): Promise<void> {
      email.close();
      await transports.close();
    },
  };
}
export type Senders = ReturnType<typeof createSenders>;
