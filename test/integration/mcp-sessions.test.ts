// /mcp sessions, raw over HTTP: a session belongs to the principal that opened it (another key, anonymous or even the
// owner get 404, a revoked key 401); an idle one closes after the idle time unless its event stream is open; DELETE
// ends it; closing the app ends open streams. Without a session: JSON answers as before, or a stream when a request
// asks for progress.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { listeningApp, MCP_TOOLS } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const ACCEPT = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/mcp`, { method: 'POST', headers: { ...ACCEPT, ...headers }, body: JSON.stringify(body) });
}

/** The JSON-RPC messages of an SSE answer, in order. */
async function events(
  res: Response,
): Promise<{ id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: unknown }[]> {
  const body = await res.text();
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)));
}

/** initialize + initialized: the session id the server gave. */
async function openSession(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await post(
    url,
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    },
    headers,
  );
  assert.equal(res.status, 200);
  const id = res.headers.get('mcp-session-id');
  assert.ok(id, 'initialize opens a session');
  assert.equal((await events(res))[0]!.id, 1);
  assert.equal(
    (await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { ...headers, 'mcp-session-id': id })).status,
    202,
  );
  return id;
}

const listTools = (url: string, session: string, headers: Record<string, string> = {}) =>
  post(url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { ...headers, 'mcp-session-id': session });

describe('MCP sessions', () => {
  test('a session answers only the principal that opened it; auth runs on each of its requests', async (t) => {
    const { app, url } = await listeningApp(t, replay);
    const { key, id: keyId } = (await postJson(app, '/api/v1/keys', { name: 'a', tier: 'free' }, OWNER)).json();
    const { key: other } = (await postJson(app, '/api/v1/keys', { name: 'b', tier: 'free' }, OWNER)).json();
    const session = await openSession(url, { 'x-service-api-key': key });
    const mine = await listTools(url, session, { 'x-service-api-key': key });
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('x-service-tier'), 'free', 'usage headers on session answers too');
    assert.equal(((await events(mine))[0]!.result as { tools: unknown[] }).tools.length, MCP_TOOLS.length);
    for (const headers of [{ 'x-service-api-key': other }, {}, OWNER] as Record<string, string>[]) {
      const res = await listTools(url, session, headers);
      assert.equal(res.status, 404, JSON.stringify(headers));
      assert.deepEqual(await res.json(), { jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null });
    }
    const foreign = await listTools(url, session, { 'x-service-api-key': key, origin: 'https://evil.example' });
    assert.equal(foreign.status, 403, 'the Origin guard holds inside a session');
    await app.inject({ method: 'DELETE', url: `/api/v1/keys/${keyId}`, headers: OWNER });
    const revoked = await listTools(url, session, { 'x-service-api-key': key });
    assert.equal(revoked.status, 401);
    assert.equal(((await revoked.json()) as { code: string }).code, 'invalid_api_key');
  });

  test('idle sessions close after the idle time, not while their event stream is open; DELETE ends one', async (t) => {
    const { url, clock } = await listeningApp(t, replay, { mcpSessionIdleMin: 1 });
    const quiet = await openSession(url);
    const listening = await openSession(url);
    const stream = await fetch(`${url}/mcp`, { headers: { accept: 'text/event-stream', 'mcp-session-id': listening } });
    assert.equal(stream.status, 200);
    assert.equal(stream.headers.get('content-type'), 'text/event-stream');
    clock.advance(2 * 60_000);
    assert.equal((await listTools(url, quiet)).status, 404, 'idle for 2 min with a 1 min idle time: closed');
    assert.equal((await listTools(url, listening)).status, 200, 'an open event stream keeps its session');
    await stream.body!.cancel();
    await new Promise((r) => setTimeout(r, 50));
    clock.advance(2 * 60_000);
    assert.equal((await listTools(url, listening)).status, 404);

    const ended = await openSession(url);
    const del = await fetch(`${url}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': ended } });
    assert.equal(del.status, 200);
    assert.equal((await listTools(url, ended)).status, 404);
    const unknown = await fetch(`${url}/mcp`, { headers: { accept: 'text/event-stream', 'mcp-session-id': 'no-such-session' } });
    assert.equal(unknown.status, 404);
  });

  test('closing the app ends open event streams', async (t) => {
    const { app, url } = await listeningApp(t, replay);
    const session = await openSession(url);
    const stream = await fetch(`${url}/mcp`, { headers: { accept: 'text/event-stream', 'mcp-session-id': session } });
    const ended = stream.text().then(
      () => 'ended',
      () => 'ended',
    );
    const started = Date.now();
    await app.close();
    assert.equal(await ended, 'ended');
    assert.ok(Date.now() - started < 5000, `closed in ${Date.now() - started} ms`);
  });
});

describe('MCP session table (finding 3 of issue 46)', () => {
  /** A session whose event stream is held open, as a client listening for notifications does. */
  async function holdingStream(url: string, headers: Record<string, string> = {}) {
    const id = await openSession(url, headers);
    const stream = await fetch(`${url}/mcp`, { headers: { ...headers, accept: 'text/event-stream', 'mcp-session-id': id } });
    assert.equal(stream.status, 200);
    return { id, stream };
  }

  test('100 anonymous sessions holding streams from one address lock out neither the owner nor a key holder', async (t) => {
    const { app, url } = await listeningApp(t, replay);
    const { key } = (await postJson(app, '/api/v1/keys', { name: 'a', tier: 'free' }, OWNER)).json();
    // Every request comes from 127.0.0.1: on a desktop any local process, behind the proxy every anonymous client.
    const held: { id: string; stream: Response }[] = [];
    t.after(async () => {
      for (const h of held) await h.stream.body?.cancel().catch(() => undefined);
    });
    for (let i = 0; i < 100; i++) held.push(await holdingStream(url));

    // The owner's initialize opens a session (before the fix: no Mcp-Session-Id) and may subscribe.
    const watch = await postJson(app, '/api/v1/watches', { place: 'Tokyo, Japan', hazard: 'earthquake' }, OWNER);
    assert.equal(watch.statusCode, 201, watch.body);
    const owner = await openSession(url, OWNER);
    const sub = await post(
      url,
      { jsonrpc: '2.0', id: 3, method: 'resources/subscribe', params: { uri: `hazardcast://watches/${watch.json().id}` } },
      { ...OWNER, 'mcp-session-id': owner },
    );
    assert.equal(sub.status, 200);
    assert.deepEqual((await events(sub))[0], { jsonrpc: '2.0', id: 3, result: {} });
    // A key holder gets one too.
    const keyed = await openSession(url, { 'x-service-api-key': key });
    assert.equal((await listTools(url, keyed, { 'x-service-api-key': key })).status, 200);

    // The anonymous caller is held to its own share: its oldest stream-holding sessions made room for its newest.
    const newest = held.at(-1)!;
    assert.equal((await listTools(url, newest.id)).status, 200);
    assert.equal((await listTools(url, held[0]!.id)).status, 404, 'the oldest was closed');
    const alive = [];
    for (const h of held) if ((await listTools(url, h.id)).status === 200) alive.push(h.id);
    assert.ok(alive.length <= 10, `at most 10 sessions per caller (${alive.length} alive)`);
  });
});

describe('MCP without a session', () => {
  test('JSON answers as before; a request carrying a progressToken streams its progress, then its result', async (t) => {
    const { url } = await listeningApp(t, replay);
    const call = (meta: Record<string, unknown>) =>
      post(url, {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'get_risk', arguments: { prompt: 'earthquake and flood risk in Tokyo' }, ...meta },
      });
    const plain = await call({});
    assert.equal(plain.headers.get('content-type'), 'application/json');
    assert.equal(((await plain.json()) as { id: number }).id, 7);

    const streamed = await call({ _meta: { progressToken: 'p-1' } });
    assert.equal(streamed.headers.get('content-type'), 'text/event-stream');
    const messages = await events(streamed);
    const progress = messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params);
    assert.deepEqual(
      progress.map((p) => [p!.progressToken, p!.progress, p!.total]),
      [
        ['p-1', 1, 2],
        ['p-1', 2, 2],
      ],
    );
    assert.equal(messages.at(-1)!.id, 7, 'the result comes last');
    assert.equal((messages.at(-1)!.result as { isError?: boolean }).isError, undefined);

    const subscribe = await post(url, { jsonrpc: '2.0', id: 8, method: 'resources/subscribe', params: { uri: 'hazardcast://watches/x' } });
    assert.match(JSON.stringify(await subscribe.json()), /resources\/subscribe needs a session/);
    const get = await fetch(`${url}/mcp`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
  });
});
