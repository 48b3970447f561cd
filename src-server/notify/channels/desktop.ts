// Desktop channel: a notification on the computer running Hazardcast, through a port the desktop shell implements
// (src-main shows it with Electron's Notification). Headless there is no port: deliveries wait, like email without SMTP.
import type { DeliveryRecord } from '../outbox-repo.js';
import type { Notifier } from '../types.js';

/** One notification as the desktop shows it. */
export interface DesktopNotification {
  /** The delivery's idempotency id: a shell may use it to drop a repeat after a crash. */
  id: string;
  watchId: string;
  kind: 'alert' | 'test';
  title: string;
  body: string;
}

/**
 * The port: src-main implements it while the app runs; tests pass a recording fake. `show` resolves once the
 * notification was handed to the system (throwing counts as a failed attempt, retried like any other).
 */
export interface DesktopNotifierPort {
  show(notification: DesktopNotification): Promise<void> | void;
}

export const DESKTOP_WAITING = 'waiting for the desktop app (desktop notifications show while Hazardcast runs as a desktop app)';

export function desktopNotification(d: DeliveryRecord): DesktopNotification {
  const { data } = d.payload;
  return { id: d.id, watchId: d.watchId, kind: d.kind, title: data.headline.slice(0, 120), body: data.summary.slice(0, 400) };
}

export function createDesktopNotifier(port: () => DesktopNotifierPort | null): Notifier {
  return {
    local: true,
    waitingFor: () => (port() ? null : DESKTOP_WAITING),
    async send(d) {
      const p = port();
      if (!p) return { ok: false, statusCode: null, error: DESKTOP_WAITING };
      try {
        await p.show(desktopNotification(d));
        return { ok: true, statusCode: null, error: null };
      } catch (err) {
        return { ok: false, statusCode: null, error: `desktop notification failed: ${(err as Error).message}` };
      }
    },
  };
}
