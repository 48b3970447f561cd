// Electron main: one instance, the server in-process on a free local port (or a team server's URL instead), one window
// on it, a tray and a menu.
import { app as electronApp, BrowserWindow, dialog } from 'electron';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, remoteServerOf, startServer } from '../src-server/index.js';
import { createDesktopNotifier } from './desktop-notifier.js';
import { registerIpc, sendEvent, type DesktopEvent } from './ipc.js';
import { installMenu } from './menu.js';
import { dataDirFlag, resourcePath, unpacked, windowStateFile } from './paths.js';
import { safeStorageSecretBox } from './secret-key.js';
import type { TrayWatch } from './tray-model.js';
import { createTray } from './tray.js';
import { createMainWindow } from './window.js';

if (!electronApp.requestSingleInstanceLock()) {
  electronApp.quit();
} else {
  let server: ReturnType<typeof buildApp> | undefined;
  let window: BrowserWindow | undefined;
  let tray: ReturnType<typeof createTray> | undefined;
  const icon = resourcePath('icons/256x256.png');

  electronApp.on('second-instance', () => showWindow());

  function showWindow(event?: DesktopEvent): void {
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    if (event) sendEvent(window.webContents, event);
  }

  electronApp.whenReady().then(
    async () => {
      // --data-dir wins, then HAZARDCAST_DATA_DIR (inside loadConfig), then Electron's userData.
      const dataDir = dataDirFlag(process.argv);
      // better-sqlite3 built for Electron's ABI by scripts/electron-native.ts (node_modules keeps Node's build).
      const nativeBinding = unpacked(
        fileURLToPath(new URL(`../native/electron-${process.versions.electron}/better_sqlite3.node`, import.meta.url)),
      );
      const config = loadConfig({
        defaultDataDir: electronApp.getPath('userData'),
        overrides: {
          ...(dataDir ? { dataDir } : {}),
          ...(existsSync(nativeBinding) ? { sqliteNativeBinding: nativeBinding } : {}),
          port: 0,
          rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
        },
      });
      const desktopNotifier = createDesktopNotifier({
        icon,
        onClick: (id) => showWindow({ type: 'open-watch', id }),
        onShown: () => void tray?.refresh(),
      });
      // HAZARDCAST_TEAM_SERVER_URL: the window opens on a team server's dashboard and no server runs here.
      const remote = remoteServerOf(config);
      await remote?.check();
      const running = remote
        ? undefined
        : (server = buildApp(config, { desktopNotifier, secretBox: safeStorageSecretBox(config.dataDir) }));
      const url = remote?.url ?? (await startServer(running!, { port: 0 }));
      const token = () => remote?.token ?? running!.ownerToken;
      registerIpc({ apiBase: url, token, version: config.version, dataDir: config.dataDir });
      installMenu({ navigate: (tab) => showWindow({ type: 'navigate', tab }), docsUrl: `${url}/docs`, dataDir: config.dataDir });
      const stateFile = windowStateFile(electronApp.getPath('userData'));
      const openWindow = () => {
        window = createMainWindow(url, { stateFile, icon });
        // Closing the window keeps the app in the tray, so watches go on running and notifying; Quit ends it.
        window.on('close', (event) => {
          if (quitting) return;
          event.preventDefault();
          window?.hide();
        });
      };
      openWindow();
      tray = createTray({
        icon: resourcePath('icons/32x32.png'),
        async loadWatches() {
          if (remote) return (await remote.watches()) as TrayWatch[] | null;
          const res = await running!.inject({ url: '/api/v1/watches', headers: { authorization: `Bearer ${token()}` } });
          return res.statusCode === 200 ? (res.json() as { data: TrayWatch[] }).data : null;
        },
        openWindow: () => showWindow(),
        openWatch: (id) => showWindow({ type: 'open-watch', id }),
        quit: () => electronApp.quit(),
      });
      electronApp.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
        else showWindow();
      });
    },
    (err: unknown) => {
      console.error('Hazardcast failed to start:', err);
      // Said once, then exit: a damaged or too-new database must not become a crash loop.
      dialog.showErrorBox('Hazardcast cannot start', (err as Error).message);
      electronApp.exit(1);
    },
  );

  electronApp.on('window-all-closed', () => {
    if (process.platform !== 'darwin' && !tray) electronApp.quit();
  });

  // Close the server (scheduler, db) once before quitting.
  let closed = false;
  let quitting = false;
  electronApp.on('before-quit', (event) => {
    quitting = true;
    if (closed || !server) return;
    event.preventDefault();
    closed = true;
    tray?.destroy();
    // Fire and forget (a quit handler cannot wait): a failed close is logged, and the app quits either way.
    server
      .close()
      .catch((err: unknown) => console.error('Hazardcast: closing the server failed:', err))
      .finally(() => electronApp.quit());
  });
}
