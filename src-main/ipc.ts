// IPC channel allowlist: the only messages the preload may send, and their handlers.
import { ipcMain } from 'electron';

export const IPC = {
  /** Returns { apiBase, token, version } so the dashboard can call the local server as the owner. */
  getSession: 'hazardcast:get-session',
} as const;

export interface Session {
  apiBase: string;
  token: string;
  version: string;
}

export function registerIpc(session: Session): void {
  ipcMain.removeHandler(IPC.getSession);
  ipcMain.handle(IPC.getSession, () => session);
}
