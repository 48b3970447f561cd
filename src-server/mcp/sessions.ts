// The MCP sessions of the HTTP endpoint, in memory: each holds its server and transport and belongs to the principal
// that opened it. A session with nothing in flight (no request, no open event stream) for the idle time is closed; the
// least recently used idle one makes room when the table is full; all of them close with the app.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ownerRef, type Principal } from '../auth/principal.js';
import type { Clock } from '../shared/clock.js';

export interface McpSession {
  id: string;
  server: McpServer;
  transport: StreamableHTTPServerTransport;
  /** `kind:ref` of the principal that opened it (owner, key id, or anonymous IP). */
  owner: string;
  lastSeenMs: number;
  /** Requests (including an open GET event stream) being answered now. */
  inFlight: number;
}

export interface SessionStoreOptions {
  clock: Clock;
  idleMs: number;
  /** Sessions kept at most; a new one beyond it replaces the least recently used idle one. */
  maxSessions: number;
}

const ownerKey = (p: Principal) => {
  const o = ownerRef(p);
  return `${o.kind}:${o.ref}`;
};

export function createSessionStore(options: SessionStoreOptions) {
  const sessions = new Map<string, McpSession>();
  const now = () => options.clock.now().getTime();
  const idle = (s: McpSession, at: number) => s.inFlight === 0 && at - s.lastSeenMs >= options.idleMs;

  function close(s: McpSession): Promise<void> {
    sessions.delete(s.id);
    // Closing the server closes its transport (and any event stream still open).
    return s.server.close().catch(() => undefined);
  }

  return {
    /** Room for one more session: idle ones go first; false when every kept session is busy. */
    makeRoom(): boolean {
      this.sweep();
      if (sessions.size < options.maxSessions) return true;
      let oldest: McpSession | undefined;
      for (const s of sessions.values()) if (s.inFlight === 0 && (!oldest || s.lastSeenMs < oldest.lastSeenMs)) oldest = s;
      if (!oldest) return false;
      void close(oldest);
      return true;
    },
    add(id: string, principal: Principal, server: McpServer, transport: StreamableHTTPServerTransport): McpSession {
      const session: McpSession = { id, server, transport, owner: ownerKey(principal), lastSeenMs: now(), inFlight: 0 };
      sessions.set(id, session);
      return session;
    },
    /** The session `id` when it exists, is not idle-expired and belongs to `principal`; otherwise undefined. */
    get(id: string, principal: Principal): McpSession | undefined {
      const s = sessions.get(id);
      if (!s) return undefined;
      if (idle(s, now())) {
        void close(s);
        return undefined;
      }
      // Another caller's session is answered as a missing one: ids are not confirmed to others.
      return s.owner === ownerKey(principal) ? s : undefined;
    },
    /** Marks a request of the session as started; the returned function marks it finished. */
    begin(s: McpSession): () => void {
      s.inFlight++;
      s.lastSeenMs = now();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        s.inFlight--;
        s.lastSeenMs = now();
      };
    },
    /** Forgets a session its transport closed (DELETE /mcp). */
    forget(id: string): void {
      sessions.delete(id);
    },
    /** Closes the sessions idle for the idle time. */
    sweep(): void {
      const at = now();
      for (const s of [...sessions.values()]) if (idle(s, at)) void close(s);
    },
    async closeAll(): Promise<void> {
      await Promise.all([...sessions.values()].map(close));
    },
    get size(): number {
      return sessions.size;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
