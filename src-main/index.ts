// Electron main: one instance, the server in-process on a free local port, one window on it.
import { app as electronApp, BrowserWindow, dialog } from 'electron';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, startServer } from '../src-server/index.js';
import { registerIpc } from './ipc.js';
import { dataDirFlag } from './paths.js';
import { safeStorageSecretBox } from './secret-key.js';
import { createMainWindow } from './window.js';

if (!electronApp.requestSingleInstanceLock()) {
  electronApp.quit();
} else {
  let server: ReturnType<typeof buildApp> | undefined;
  let window: BrowserWindow | undefined;

  electronApp.on('second-instance', () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });

  electronApp.whenReady().then(async () => {
    // --data-dir wins, then HAZARDCAST_DATA_DIR (inside loadConfig), then Electron's userData.
    const dataDir = dataDirFlag(process.argv);
    // better-sqlite3 built for Electron's ABI by scripts/electron-native.ts (node_modules keeps Node's build).
    const nativeBinding = fileURLToPath(new URL(`../native/electron-${process.versions.electron}/better_sqlite3.node`, import.meta.url));
    const config = loadConfig({
      defaultDataDir: electronApp.getPath('userData'),
      overrides: {
        ...(dataDir ? { dataDir } : {}),
        ...(existsSync(nativeBinding) ? { sqliteNativeBinding: nativeBinding } : {}),
        port: 0,
        rendererDir: fileURLToPath(new URL('../renderer', import.meta.url)),
      },
    });
    server = buildApp(config, { secretBox: safeStorageSecretBox(config.dataDir) });
    const url = await startServer(server, { port: 0 });
    registerIpc({ apiBase: url, token: server.ownerToken, version: config.version });
    window = createMainWindow(url);
    electronApp.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) window = createMainWindow(url);
    });
  }, (err: unknown) => {
    console.error('Hazardcast failed to start:', err);
    // Said once, then exit: a damaged or too-new database must not become a crash loop.
    dialog.showErrorBox('Hazardcast cannot start', (err as Error).message);
    electronApp.exit(1);
  });

  electronApp.on('window-all-closed', () => {
    if (process.platform !== 'darwin') electronApp.quit();
  });

  // Close the server (scheduler, db) once before quitting.
  let closed = false;
  electronApp.on('before-quit', (event) => {
    if (closed || !server) return;
    event.preventDefault();
    closed = true;
    server.close().finally(() => electronApp.quit());
  });
}
