// Preload (sandboxed): hands the dashboard its session (API base + owner token) and nothing else.
import { contextBridge, ipcRenderer } from 'electron';

// Keep this literal in sync with IPC.getSession in ipc.ts (a sandboxed preload imports only `electron`).
const GET_SESSION = 'hazardcast:get-session';

contextBridge.exposeInMainWorld('bridge', {
  getSession: (): Promise<{ apiBase: string; token: string; version: string }> => ipcRenderer.invoke(GET_SESSION),
});
