// The MCP sessions of the HTTP endpoint, in memory: each holds its server and transport and belongs to the caller
// that opened it. A session with nothing in flight (no request, no open event stream) for the idle time is closed. Room
// is bounded twice: per caller (an anonymous caller is its address, so behind a proxy or on a desktop every anonymous
// client shares one share) and in all; a new session first replaces its caller's oldest session that is idle or only
// holding an event stream, then the least recently used idle one, then the oldest stream-holding session of whoever
// holds the most. A session answering a request is never closed to make room. The owner is never refused one.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../auth/principal.js';
import type { Clock } from '../shared/clock.js';

export interface McpSession {
  id: string;
  server: McpServer;
  transport: StreamableHTTPServerTransport;
  /** The caller that opened it: `owner`, `key:<id>` or `anonymous:<ip>`. */
  owner: string;
  lastSeenMs: number;
  /** Requests (POST, DELETE) being answered now. */
  requests: number;
  /** Open GET event streams. */
  streams: number;
}

export interface SessionStoreOptions {
  clock: Clock;
  idleMs: number;
  /** Sessions kept at most, the owner's aside. */
  maxSessions: number;
  /** Sessions one caller keeps at most (the owner included). */
  maxPerCaller: number;
}

const OWNER = 'owner';

/** Whose a session is: the owner, a key, or an anonymous address (management tokens do not open sessions). */
export const callerKey = (p: Principal): string => (p.kind === 'owner' ? OWNER : p.kind === 'key' ? `key:${p.keyId}` : `anonymous:${p.ip}`);

export function createSessionStore(options: SessionStoreOptions) {
  const sessions = new Map<string, McpSession>();
  const now = () => options.clock.now().getTime();
  const idle = (s: McpSession, at: number) => s.requests === 0 && s.streams === 0 && at - s.lastSeenMs >= options.idleMs;
  /** Nothing is being answered: it is quiet, or only holds its event stream (the client reconnects with a new session). */
  const evictable = (s: McpSession) => s.requests === 0;

  /** The least recently used of `list` that passes `ok` (the first made, among equals). */
  function oldest(list: Iterable<McpSession>, ok: (s: McpSession) => boolean): McpSession | undefined {
    let found: McpSession | undefined;
    for (const s of list) if (ok(s) && (!found || s.lastSeenMs < found.lastSeenMs)) found = s;
    return found;
  }

  function close(s: McpSession): Promise<void> {
    sessions.delete(s.id);
    // Closing the server closes its transport (and any event stream still open).
    return s.server.close().catch(() => undefined);
  }

  /** Room in the whole table for a caller other than the owner: a quiet session goes first, then the biggest holder's. */
  function roomInAll(): boolean {
    const others = [...sessions.values()].filter((s) => s.owner !== OWNER);
    if (others.length < options.maxSessions) return true;
    const held = new Map<string, number>();
    for (const s of others) held.set(s.owner, (held.get(s.owner) ?? 0) + 1);
    const most = Math.max(...held.values());
    const victim =
      oldest(others, (s) => s.requests === 0 && s.streams === 0) ?? oldest(others, (s) => held.get(s.owner) === most && evictable(s));
    if (!victim) return false;
    void close(victim);
    return true;
  }

  return {
    /** Room for one more session of `principal`; false when everything it could replace is answering a request. */
    makeRoom(principal: Principal): boolean {
      this.sweep();
      const caller = callerKey(principal);
      const mine = [...sessions.values()].filter((s) => s.owner === caller);
      if (mine.length >= options.maxPerCaller) {
        // The owner is never refused: at its own limit its oldest session goes, busy or not.
        const victim = oldest(mine, evictable) ?? (caller === OWNER ? oldest(mine, () => true) : undefined);
        if (!victim) return false;
        void close(victim);
      }
      return caller === OWNER || roomInAll();
    },
    add(id: string, principal: Principal, server: McpServer, transport: StreamableHTTPServerTransport): McpSession {
      const session: McpSession = { id, server, transport, owner: callerKey(principal), lastSeenMs: now(), requests: 0, streams: 0 };
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
      return s.owner === callerKey(principal) ? s : undefined;
    },
    /** Marks a request (or an event stream, `stream`) of the session as started; the returned function ends it. */
    begin(s: McpSession, kind: 'request' | 'stream' = 'request'): () => void {
      const counter = kind === 'stream' ? 'streams' : 'requests';
      s[counter]++;
      s.lastSeenMs = now();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        s[counter]--;
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
