// The MCP session table's room (issue 46, finding 3): a per-caller cap, eviction of a caller's oldest quiet or
// stream-holding session, never of one answering a request, and the owner never refused.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../../../src-server/auth/principal.js';
import { createSessionStore } from '../../../src-server/mcp/sessions.js';
import { createManualClock } from '../../../src-server/shared/clock.js';

const anonymous = (ip: string): Principal => ({ kind: 'anonymous', ip });
const key = (keyId: string): Principal => ({ kind: 'key', keyId, tier: 'free', dailyQuota: 100, name: keyId });
const OWNER: Principal = { kind: 'owner' };

function store(maxSessions: number, maxPerCaller: number) {
  const clock = createManualClock('2026-11-22T12:00:00Z');
  const sessions = createSessionStore({ clock, idleMs: 30 * 60_000, maxSessions, maxPerCaller });
  const closed: string[] = [];
  let n = 0;
  /** Opens a session for `p` if there is room (as the route does), a minute after the previous one. */
  const open = (p: Principal) => {
    clock.advance(60_000);
    if (!sessions.makeRoom(p)) return undefined;
    const id = `s${++n}`;
    const server = { close: async () => void closed.push(id) } as unknown as McpServer;
    return sessions.add(id, p, server, {} as StreamableHTTPServerTransport);
  };
  const alive = (p: Principal, ids: (string | undefined)[]) => ids.filter((id) => id && sessions.get(id, p));
  return { sessions, open, closed, alive };
}

describe('MCP session store', () => {
  test('a caller at its cap replaces its own oldest quiet or stream-holding session; one answering a request stays', () => {
    const { sessions, open, alive } = store(100, 3);
    const a = anonymous('10.0.0.2');
    const [s1, s2, s3] = [open(a)!, open(a)!, open(a)!];
    sessions.begin(s1, 'request'); // answering a slow question
    sessions.begin(s2, 'stream'); // holding its event stream
    const s4 = open(a);
    assert.ok(s4, 'room was made');
    assert.deepEqual(alive(a, [s1.id, s2.id, s3.id, s4.id]), [s1.id, s3.id, s4.id], 'the stream-holding s2 (oldest evictable) went');
    sessions.begin(s3, 'request');
    sessions.begin(s4, 'request');
    assert.equal(open(a), undefined, 'every session of the caller is answering: no room, the initialize goes without one');
  });

  test("one caller's sessions never push out another's below the caps; a full table takes from the biggest holder", () => {
    const { sessions, open, alive } = store(6, 4);
    const a = anonymous('10.0.0.2');
    const b = key('key_b');
    const mine = [open(a), open(a), open(a), open(a)].map((s) => s!);
    for (const s of mine) sessions.begin(s, 'stream');
    const theirs = [open(b)!, open(b)!];
    sessions.begin(theirs[0]!, 'stream');
    sessions.begin(theirs[1]!, 'stream');
    // Full (6): a third caller's session takes the oldest stream-holding session of the biggest holder, a.
    const c = open(key('key_c'));
    assert.ok(c);
    assert.deepEqual(
      alive(
        a,
        mine.map((s) => s.id),
      ),
      mine.slice(1).map((s) => s.id),
    );
    assert.deepEqual(
      alive(
        b,
        theirs.map((s) => s.id),
      ),
      theirs.map((s) => s.id),
    );
  });

  test('the owner is never refused, even when every session in the table is busy', () => {
    const { sessions, open, alive } = store(5, 5);
    const a = anonymous('127.0.0.1');
    for (let i = 0; i < 5; i++) sessions.begin(open(a)!, 'request');
    assert.equal(open(anonymous('127.0.0.1')), undefined);
    const owned = [open(OWNER), open(OWNER), open(OWNER), open(OWNER), open(OWNER)];
    assert.ok(owned.every(Boolean), 'the owner gets sessions beyond the table (bounded by its own cap)');
    for (const s of owned) sessions.begin(s!, 'request');
    const sixth = open(OWNER);
    assert.ok(sixth, 'at its own cap, with every session busy, its oldest makes room');
    assert.deepEqual(
      alive(
        OWNER,
        [...owned, sixth].map((s) => s!.id),
      ),
      [...owned.slice(1), sixth].map((s) => s!.id),
    );
  });

  test('quiet sessions expire after the idle time; stream-holding ones do not', () => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const sessions = createSessionStore({ clock, idleMs: 60_000, maxSessions: 10, maxPerCaller: 10 });
    const server = { close: async () => undefined } as unknown as McpServer;
    const quiet = sessions.add('q', OWNER, server, {} as StreamableHTTPServerTransport);
    const listening = sessions.add('l', OWNER, server, {} as StreamableHTTPServerTransport);
    const end = sessions.begin(listening, 'stream');
    clock.advance(120_000);
    assert.equal(sessions.get(quiet.id, OWNER), undefined);
    assert.equal(sessions.get(listening.id, OWNER), listening);
    end();
    clock.advance(120_000);
    assert.equal(sessions.get(listening.id, OWNER), undefined);
  });
});
