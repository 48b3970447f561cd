// Issue 46, finding 2: running a watch now is an answer (the forecast's values), so it counts against the caller's
// daily quota like POST /risk; once the quota is spent it is a 429, on REST and over MCP (docs/auth-quota-mcp.md).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../src-server/index.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool, connectHttp, listeningApp, text } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const PROXY = '10.0.0.2';

async function keyWithQuota(app: FastifyInstance, dailyQuota: number): Promise<string> {
  const res = await postJson(app, '/api/v1/keys', { name: 'script', tier: 'enterprise', dailyQuota }, OWNER);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().key as string;
}

const evaluate = (app: FastifyInstance, id: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, remoteAddress: PROXY, headers });

describe('POST /api/v1/watches/{id}/evaluate and the quota (finding 2)', () => {
  test('counted like an answer: a spent quota is a 429 for evaluate as for /risk, no values given', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-22T12:00:00Z') });
    const key = await keyWithQuota(app, 3);
    const headers = { 'x-service-api-key': key };
    const created = await postJson(app, '/api/v1/watches', { place: 'Tokyo, Japan', hazard: 'earthquake', horizon: '7d' }, headers);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.headers['x-ratelimit-remaining'], '2');
    const id = created.json().id as string;

    const first = await evaluate(app, id, headers);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['x-ratelimit-remaining'], '1', 'an evaluation uses one request of the quota');
    assert.equal((await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake' }, headers)).statusCode, 200);

    // Spent: /risk is refused, and so is every evaluation (before the fix: 200 with riskScore, probability, severity).
    assert.equal((await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'earthquake' }, headers)).statusCode, 429);
    for (let i = 0; i < 5; i++) {
      const res = await evaluate(app, id, headers);
      assert.equal(res.statusCode, 429, res.body);
      assert.equal(res.json().code, 'quota_exceeded');
      assert.equal(res.headers['x-ratelimit-remaining'], '0');
      assert.ok(Number(res.headers['retry-after']) > 0);
      assert.ok(!/riskScore|probability|severity/.test(res.body), 'no forecast values in the refusal');
    }
    const history = await app.inject({ url: `/api/v1/watches/${id}/history`, headers });
    assert.equal(history.json().evaluations.length, 1, 'refused evaluations ran nothing');

    // The owner is never counted; someone else's (or a missing) watch still reads as not found to a caller with quota.
    assert.equal((await evaluate(app, id, OWNER)).statusCode, 200);
    const other = await keyWithQuota(app, 5);
    const stranger = await evaluate(app, id, { 'x-service-api-key': other });
    assert.equal(stranger.statusCode, 404);
  });

  test('anonymous: evaluations count against the address like any answer', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-22T12:00:00Z') });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/watches',
      remoteAddress: PROXY,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ place: 'Tokyo, Japan', hazard: 'earthquake', horizon: '7d' }),
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id, manageToken } = created.json() as { id: string; manageToken: string };
    const headers = { authorization: `Bearer ${manageToken}` };
    const remaining: string[] = [];
    for (let i = 0; i < 14; i++) remaining.push(String((await evaluate(app, id, headers)).headers['x-ratelimit-remaining']));
    assert.deepEqual(remaining, ['13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    assert.equal((await evaluate(app, id, headers)).statusCode, 429);
  });
});

describe('MCP evaluate_watch and the quota (finding 2)', () => {
  test('counted like get_risk: a spent quota is a quota_exceeded tool error with no values', async (t) => {
    const { app, url } = await listeningApp(t, replay);
    const key = await keyWithQuota(app, 2);
    const client = await connectHttp(t, url, { 'X-Service-API-Key': key });
    const created = await callTool(client, 'create_watch', { place: 'Tokyo, Japan', hazard: 'earthquake', horizon: '7d' });
    assert.equal(created.isError, undefined, text(created));
    const id = (created.structuredContent as { watch: { id: string } }).watch.id;
    const ok = await callTool(client, 'evaluate_watch', { id });
    assert.equal(ok.isError, undefined, text(ok));
    for (let i = 0; i < 5; i++) {
      const refused = await callTool(client, 'evaluate_watch', { id });
      assert.equal(refused.isError, true);
      assert.match(text(refused), /^quota_exceeded: /);
      assert.equal(refused.structuredContent, undefined);
    }
    assert.match(text(await callTool(client, 'get_risk', { prompt: 'Tokyo', hazard: 'earthquake' })), /^quota_exceeded/);
    const history = await app.inject({ url: `/api/v1/watches/${id}/history`, headers: OWNER });
    assert.equal(history.json().evaluations.length, 1);
  });
});
