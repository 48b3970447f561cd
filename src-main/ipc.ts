// IPC channel allowlist: the only messages the preload may send or receive, and their handlers.
import { ipcMain, shell, type WebContents } from 'electron';

export const IPC = {
  /** Returns { apiBase, token, version } so the dashboard can call the local server as the owner. */
  getSession: 'hazardcast:get-session',
  /** Opens the data folder in the system's file manager. */
  openDataFolder: 'hazardcast:open-data-folder',
  /** Main → dashboard: { type: 'navigate', tab } or { type: 'open-watch', id } (menu, tray, notifications). */
  event: 'hazardcast:event',
} as const;

export type DesktopEvent = { type: 'navigate'; tab: string } | { type: 'open-watch'; id: string };

export interface SessionSource {
  apiBase: string;
  /** Read on every call: the owner may rotate the token from the dashboard. */
  token(): string;
  version: string;
  dataDir: string;
}

export function registerIpc(session: SessionSource): void {
  ipcMain.removeHandler(IPC.getSession);
  ipcMain.handle(IPC.getSession, () => ({ apiBase: session.apiBase, token: session.token(), version: session.version }));
  ipcMain.removeHandler(IPC.openDataFolder);
  ipcMain.handle(IPC.openDataFolder, async () => {
    const error = await shell.openPath(session.dataDir);
    if (error) throw new Error(error);
  });
}

export function sendEvent(contents: WebContents | undefined, event: DesktopEvent): void {
  contents?.send(IPC.event, event);
}
