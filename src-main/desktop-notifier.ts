// The server's desktop channel, implemented with Electron's Notification while the app runs; a click opens the watch.
import { Notification } from 'electron';
import type { DesktopNotification, DesktopNotifierPort } from '../src-server/index.js';

export function createDesktopNotifier(deps: { icon: string; onClick(watchId: string): void; onShown(): void }): DesktopNotifierPort {
  // Electron drops a notification's click handler once the object is garbage-collected: keep each until it closes.
  const live = new Set<Notification>();
  return {
    show(n: DesktopNotification) {
      if (!Notification.isSupported()) throw new Error('this system does not support desktop notifications');
      const note = new Notification({ title: n.title, body: n.body, icon: deps.icon, silent: n.kind === 'test' });
      live.add(note);
      note.on('click', () => deps.onClick(n.watchId));
      note.on('close', () => live.delete(note));
      note.show();
      deps.onShown();
    },
  };
}
