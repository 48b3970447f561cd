// Issue 46, finding 1: behind the documented reverse proxy every request arrives from the proxy's address, so an
// anonymous watch must belong to whoever created it (its management token), not to an address. Every request here comes
// from one address (the proxy's), with the proxy's Host, as docs/team-server.md configures it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { buildTestApp, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool, connectHttp, listeningApp, text } from '../helpers/mcp.js';
import { watchRecord } from '../helpers/watch-record.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const PROXY = '10.0.0.2';
const HOST = 'hazards.example.org';
const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const SLACK_A = 'https://hooks.slack.com/services/T0AAAA/B0AAAA/client-a-secret';
const SLACK_B = 'https://hooks.slack.com/services/T0BBBB/B0BBBB/client-b-secret';

/** The app as a team server behind nginx: its public host allowed, every request from the proxy's address. */
async function behindProxy(t: Parameters<typeof buildTestApp>[0]) {
  const { app } = await buildTestApp(t, {
    replay,
    clock: createManualClock('2026-11-22T12:00:00Z'),
    overrides: { allowedHosts: [HOST] },
  });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    app.inject({
      method,
      url,
      remoteAddress: PROXY,
      headers: { host: HOST, ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { app, call };
}

type Call = Awaited<ReturnType<typeof behindProxy>>['call'];

async function createAnonymous(call: Call, slack: string, headers: Record<string, string> = {}) {
  const res = await call('POST', '/api/v1/watches', headers, {
    place: 'Tokyo, Japan',
    hazard: 'earthquake',
    horizon: '7d',
    channels: [{ type: 'slack', target: slack }],
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: string; manageToken?: string; channels: { target: string }[] };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('anonymous watches behind a proxy (finding 1)', () => {
  test("client B, from the proxy's address, can neither list, read, change nor delete client A's watch", async (t) => {
    const { app, call } = await behindProxy(t);
    const a = await createAnonymous(call, SLACK_A);
    assert.match(a.manageToken ?? '', /^manage_[0-9A-Za-z]{40}$/, 'creation returns a management token, once');

    // Client B: the same address, no token. Before the fix: its list held A's watch with its Slack URL, PATCH 200, DELETE 204.
    const list = await call('GET', '/api/v1/watches');
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().data, []);
    assert.ok(!list.body.includes(SLACK_A));
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { channels: [{ type: 'slack', target: SLACK_B }] }],
      ['POST', '/evaluate', undefined],
      ['POST', '/test', undefined],
      ['GET', '/history', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await call(method, `/api/v1/watches/${a.id}${suffix}`, {}, payload);
      assert.equal(res.statusCode, 404, `${method} ${suffix}: ${res.body}`);
      assert.equal(res.json().code, 'watch_not_found');
    }
    // Client B's own watch gets its own token, which does not open A's.
    const b = await createAnonymous(call, SLACK_B);
    assert.ok(b.manageToken && b.manageToken !== a.manageToken);
    assert.deepEqual(
      (await call('GET', '/api/v1/watches', bearer(b.manageToken))).json().data.map((w: { id: string }) => w.id),
      [b.id],
    );
    assert.equal((await call('GET', `/api/v1/watches/${a.id}`, bearer(b.manageToken))).statusCode, 404);
    assert.equal((await call('DELETE', `/api/v1/watches/${a.id}`, bearer(b.manageToken))).statusCode, 404);

    // The token, not the address, opens it: from any address with the token, from none without.
    const elsewhere = (headers: Record<string, string>) =>
      app.inject({ url: `/api/v1/watches/${a.id}`, remoteAddress: '192.0.2.7', headers: { host: HOST, ...headers } });
    assert.equal((await elsewhere(bearer(a.manageToken!))).statusCode, 200);
    assert.equal((await elsewhere({})).statusCode, 404);
    assert.equal(
      (await call('GET', '/api/v1/watches/nope-earthquake-zzzzzz', OWNER)).statusCode,
      404,
      'a missing watch, for the owner too',
    );

    // Client A, with its token: reads (its Slack URL as given), changes and deletes it.
    const read = await call('GET', `/api/v1/watches/${a.id}`, bearer(a.manageToken!));
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().channels[0].target, SLACK_A);
    assert.equal(read.json().manageToken, undefined, 'the token is shown at creation only');
    const patched = await call('PATCH', `/api/v1/watches/${a.id}`, bearer(a.manageToken!), { threshold: 40 });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().threshold, 40);
    // The owner sees both, with their targets.
    const all = await call('GET', '/api/v1/watches', OWNER);
    assert.deepEqual(
      all
        .json()
        .data.map((w: { id: string }) => w.id)
        .sort(),
      [a.id, b.id].sort(),
    );
    assert.equal((await call('DELETE', `/api/v1/watches/${a.id}`, bearer(a.manageToken!))).statusCode, 204);
    assert.equal((await call('GET', `/api/v1/watches/${b.id}`, OWNER)).statusCode, 200, "B's watch is untouched");
  });

  test('a token given at creation adds the watch to its set; POST /risk returns the token too; an unknown token is a 401', async (t) => {
    const { call } = await behindProxy(t);
    const first = await createAnonymous(call, SLACK_A);
    const second = await createAnonymous(call, SLACK_A, bearer(first.manageToken!));
    assert.equal(second.manageToken, undefined, 'no new token: the watch joined the one given');
    const risk = await call('POST', '/api/v1/risk', bearer(first.manageToken!), {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      alert: { enabled: true, channels: [{ type: 'slack', target: SLACK_A }] },
    });
    assert.equal(risk.statusCode, 201, risk.body);
    assert.equal(risk.json().alertWatch.manageToken, undefined);
    const mine = (await call('GET', '/api/v1/watches', bearer(first.manageToken!))).json().data.map((w: { id: string }) => w.id);
    assert.deepEqual(mine.sort(), [first.id, second.id, risk.json().alertWatch.id].sort());

    const fresh = await call('POST', '/api/v1/risk', {}, { prompt: 'Tokyo', hazard: 'earthquake', alert: { enabled: true } });
    assert.equal(fresh.statusCode, 201);
    assert.match(fresh.json().alertWatch.manageToken, /^manage_/, 'POST /risk with alert.enabled returns a new token once');

    const unknown = await call('GET', '/api/v1/watches', bearer(`manage_${'x'.repeat(40)}`));
    assert.equal(unknown.statusCode, 401);
    assert.equal(unknown.json().code, 'unauthorized');
    assert.match(unknown.json().detail, /management token/);
    assert.equal(unknown.headers['www-authenticate'], 'Bearer realm="hazardcast"');
  });

  test("a watch made by an address before tokens is the owner's alone; key holders keep their key's watches", async (t) => {
    const { app, call } = await behindProxy(t);
    // A row as the last build wrote it for an anonymous caller: owned by its address (the proxy's, here).
    await app.services.watchesRepo.insert(
      watchRecord('legacy-jp-earthquake-aaaaaa', '2026-11-22T12:00:00Z', { ownerKind: 'anonymous', ownerRef: PROXY }),
    );
    assert.deepEqual((await call('GET', '/api/v1/watches')).json().data, []);
    assert.equal((await call('GET', '/api/v1/watches/legacy-jp-earthquake-aaaaaa')).statusCode, 404);
    assert.equal((await call('GET', '/api/v1/watches/legacy-jp-earthquake-aaaaaa', OWNER)).statusCode, 200);
    assert.equal((await call('PATCH', '/api/v1/watches/legacy-jp-earthquake-aaaaaa', OWNER, { status: 'paused' })).statusCode, 200);

    const { key } = (await call('POST', '/api/v1/keys', OWNER, { name: 'script', tier: 'free' })).json();
    const keyed = await createAnonymous(call, SLACK_A, { 'x-service-api-key': key });
    assert.equal(keyed.manageToken, undefined, "a key holder's watch is its key's: no token");
    assert.deepEqual(
      (await call('GET', '/api/v1/watches', { 'x-service-api-key': key })).json().data.map((w: { id: string }) => w.id),
      [keyed.id],
    );
    assert.equal((await call('GET', `/api/v1/watches/${keyed.id}`)).statusCode, 404);
  });
});

describe('anonymous watches over MCP behind one address (finding 1)', () => {
  test('create_watch returns the token; tools need it (argument or the session that made it); others see nothing', async (t) => {
    const { url } = await listeningApp(t, replay);
    // Every client here connects from 127.0.0.1: the same address, as behind a proxy.
    const a = await connectHttp(t, url);
    const created = await callTool(a, 'create_watch', {
      place: 'Tokyo, Japan',
      hazard: 'earthquake',
      channels: [{ type: 'slack', target: SLACK_A }],
    });
    assert.equal(created.isError, undefined, text(created));
    const watch = (created.structuredContent as { watch: { id: string; manageToken?: string } }).watch;
    assert.match(watch.manageToken ?? '', /^manage_/);
    assert.match(text(created), /manageToken/);
    // The session that created it remembers its token.
    assert.equal((await callTool(a, 'get_watch', { id: watch.id })).isError, undefined);

    const b = await connectHttp(t, url);
    const bList = await callTool(b, 'list_watches');
    assert.deepEqual((bList.structuredContent as { data: unknown[] }).data, []);
    assert.ok(!JSON.stringify(bList).includes(SLACK_A));
    for (const [tool, args] of [
      ['get_watch', { id: watch.id }],
      ['update_watch', { id: watch.id, channels: [{ type: 'slack', target: SLACK_B }] }],
      ['evaluate_watch', { id: watch.id }],
      ['delete_watch', { id: watch.id }],
    ] as const) {
      assert.match(text(await callTool(b, tool, args)), /^watch_not_found/, tool);
    }
    await assert.rejects(b.subscribeResource({ uri: `hazardcast://watches/${watch.id}` }), /not found/);
    assert.match(text(await callTool(b, 'get_watch', { id: watch.id, manageToken: `manage_${'y'.repeat(40)}` })), /^unauthorized/);

    // With the token as an argument, another client manages it.
    const got = await callTool(b, 'get_watch', { id: watch.id, manageToken: watch.manageToken });
    assert.equal(got.isError, undefined, text(got));
    assert.equal((got.structuredContent as { watch: { channels: { target: string }[] } }).watch.channels[0]!.target, SLACK_A);
    const paused = await callTool(b, 'update_watch', { id: watch.id, manageToken: watch.manageToken, status: 'paused' });
    assert.equal(paused.isError, undefined, text(paused));
    const deleted = await callTool(b, 'delete_watch', { id: watch.id, manageToken: watch.manageToken });
    assert.equal(deleted.isError, undefined, text(deleted));
  });
});
