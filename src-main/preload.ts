// Preload (sandboxed): hands the dashboard its session (API base + owner token), menu/tray events and one action.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

// Keep these literals in sync with IPC in ipc.ts (a sandboxed preload imports only `electron`).
const GET_SESSION = 'hazardcast:get-session';
const OPEN_DATA_FOLDER = 'hazardcast:open-data-folder';
const EVENT = 'hazardcast:event';

contextBridge.exposeInMainWorld('bridge', {
  getSession: (): Promise<{ apiBase: string; token: string; version: string }> => ipcRenderer.invoke(GET_SESSION),
  openDataFolder: (): Promise<void> => ipcRenderer.invoke(OPEN_DATA_FOLDER),
  /** Subscribes to menu and tray events; returns the unsubscribe function. */
  onEvent(listener: (event: unknown) => void): () => void {
    const handler = (_e: IpcRendererEvent, event: unknown) => listener(event);
    ipcRenderer.on(EVENT, handler);
    return () => ipcRenderer.removeListener(EVENT, handler);
  },
});
