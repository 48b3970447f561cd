// The dashboard window: sandboxed, context-isolated, no Node; external links open in the browser; its size and
// position are remembered.
import { BrowserWindow, screen, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { MIN_SIZE, readWindowState, restoreBounds, writeWindowState } from './window-state.js';

export function createMainWindow(url: string, opts: { stateFile: string; icon: string }): BrowserWindow {
  const saved = readWindowState(opts.stateFile);
  const bounds = restoreBounds(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Hazardcast',
    icon: opts.icon,
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/preload.cjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  const origin = new URL(url).origin;
  win.once('ready-to-show', () => {
    if (saved?.maximized && bounds.x !== undefined) win.maximize();
    win.show();
  });
  // Remember where it was: the normal (unmaximized) bounds, written shortly after the last move or resize.
  let timer: NodeJS.Timeout | undefined;
  const save = () => writeWindowState(opts.stateFile, { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', () => {
    clearTimeout(timer);
    save();
  });
  win.webContents.setWindowOpenHandler(({ url: target }) => {
    if (/^https?:/.test(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  // Navigation stays on our own server; anything else goes to the system browser.
  win.webContents.on('will-navigate', (event, target) => {
    if (new URL(target).origin !== origin) {
      event.preventDefault();
      if (/^https?:/.test(target)) void shell.openExternal(target);
    }
  });
  void win.loadURL(process.env.ELECTRON_RENDERER_URL ?? url);
  return win;
}
