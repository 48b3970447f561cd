// The dashboard's session: from Electron's preload, or (headless) from the ?token= in the URL `npm run serve` printed.
// In the desktop app the bridge also carries menu and tray events, and opens the data folder.

export interface Session {
  apiBase: string;
  token: string | null;
  version: string | null;
}

/** Events the desktop shell sends: go to a tab, or open one watch (from the tray or a notification). */
export type DesktopEvent = { type: 'navigate'; tab: string } | { type: 'open-watch'; id: string };

interface Bridge {
  getSession(): Promise<{ apiBase: string; token: string; version: string }>;
  onEvent?(listener: (event: DesktopEvent) => void): () => void;
  openDataFolder?(): Promise<void>;
}

declare global {
  interface Window {
    bridge?: Bridge;
  }
}

const TOKEN_KEY = 'hazardcast.ownerToken';

export const isDesktopApp = (): boolean => Boolean(window.bridge);

export async function loadSession(): Promise<Session> {
  if (window.bridge) return window.bridge.getSession();
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    // Keep it for this browser session only, and take it out of the address bar and history.
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return { apiBase: window.location.origin, token: fromUrl ?? sessionStorage.getItem(TOKEN_KEY), version: null };
}

const MANAGE_TOKEN_KEY = 'hazardcast.manageToken';

/**
 * Without an owner session (a browser on a team server) the watches this browser makes belong to the management token
 * the server gave with the first one: kept across visits, as the watches are (docs/security.md).
 */
export function loadManageToken(): string | null {
  try {
    return localStorage.getItem(MANAGE_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function rememberManageToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(MANAGE_TOKEN_KEY, token);
    else localStorage.removeItem(MANAGE_TOKEN_KEY);
  } catch {
    // Storage refused (a private window): the token lives as long as the page.
  }
}

/** After a rotation: a reload of this tab keeps working (the desktop shell reads the new token from the server). */
export function rememberToken(token: string): void {
  if (!window.bridge) sessionStorage.setItem(TOKEN_KEY, token);
}

export function onDesktopEvent(listener: (event: DesktopEvent) => void): () => void {
  return window.bridge?.onEvent?.(listener) ?? (() => undefined);
}

export const openDataFolder = (): (() => void) | undefined => {
  const open = window.bridge?.openDataFolder;
  return open ? () => void open() : undefined;
};
