// The dashboard's session: from Electron's preload, or (headless) from the ?token= in the URL `npm run serve` printed.

export interface Session {
  apiBase: string;
  token: string | null;
  version: string | null;
}

interface Bridge {
  getSession(): Promise<{ apiBase: string; token: string; version: string }>;
}

declare global {
  interface Window {
    bridge?: Bridge;
  }
}

const TOKEN_KEY = 'hazardcast.ownerToken';

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
