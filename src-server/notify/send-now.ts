// A test send: one notification to one channel now, outside the outbox (no row, no retry).
import type { ChannelType } from '../contracts/enums.js';
import type { NotifySettingsService } from '../settings/notify-settings.js';
import type { Clock } from '../shared/clock.js';
import { newDeliveryId } from './enqueue.js';
import type { DeliveryRecord, NotificationPayload } from './outbox-repo.js';
import type { Senders } from './senders.js';
import type { SendResult } from './types.js';

export function createSendNow(deps: { settings: NotifySettingsService; clock: Clock }, senders: Senders) {
  /**
   * Sends one notification to one channel now, outside the outbox (no row, no retry): the settings' "send a test"
   * for a channel or provider before any watch uses it. Webhooks go unsigned (no watch, so no secret yet).
   */
  return async function sendNow(
    channel: { type: ChannelType; target: string },
    payload: NotificationPayload,
  ): Promise<SendResult & { waiting: boolean }> {
    const notifier = senders.notifierOf(channel.type);
    const settings = deps.settings.get();
    const waiting = senders.waitingFor(notifier, settings);
    if (waiting) return { ok: false, statusCode: null, error: waiting, waiting: true };
    const now = deps.clock.now();
    const d: DeliveryRecord = {
      id: newDeliveryId(),
      watchId: payload.data.watchId,
      evaluationId: null,
      kind: 'test',
      channelIndex: 0,
      channelType: channel.type,
      target: channel.target,
      payload,
      status: 'sending',
      attempts: 1,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      deliveredAt: null,
    };
    try {
      const result = await notifier.send(d, senders.contextFor(settings, now, null));
      return { ...result, waiting: false };
    } catch (err) {
      return { ok: false, statusCode: null, error: `unexpected: ${(err as Error).message}`, waiting: false };
    }
  };
}
