// The tray icon: its menu lists every watch with its state (refreshed every 30 s and after each notification).
import { Menu, nativeImage, Tray } from 'electron';
import { trayLines, trayTooltip, type TrayWatch } from './tray-model.js';

export interface TrayDeps {
  icon: string;
  /** GET /api/v1/watches as the owner (in process); null when it failed. */
  loadWatches(): Promise<TrayWatch[] | null>;
  openWindow(): void;
  openWatch(id: string): void;
  quit(): void;
}

const REFRESH_MS = 30_000;

export function createTray(deps: TrayDeps): { refresh(): Promise<void>; destroy(): void } {
  const tray = new Tray(nativeImage.createFromPath(deps.icon).resize({ width: 16, height: 16 }));
  tray.setToolTip('Hazardcast');
  tray.on('click', deps.openWindow);

  async function refresh(): Promise<void> {
    const watches = await deps.loadWatches();
    const lines = trayLines(watches).map((l) =>
      l.watchId ? { label: l.label, click: () => deps.openWatch(l.watchId!) } : { label: l.label, enabled: false },
    );
    tray.setToolTip(trayTooltip(watches));
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: 'Open Hazardcast', click: deps.openWindow },
        { type: 'separator' },
        { label: 'Watches', enabled: false },
        ...lines,
        { type: 'separator' },
        { label: 'Quit Hazardcast', click: deps.quit },
      ]),
    );
  }

  const timer = setInterval(() => void refresh(), REFRESH_MS);
  void refresh();
  return {
    refresh,
    destroy() {
      clearInterval(timer);
      tray.destroy();
    },
  };
}
