// MCP end to end: the SDK's own Client against the real listening server (Streamable HTTP) and the stdio command.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { TrackRecord, TrackRecordFilter, TrackRecordReader } from '../../src-server/contracts/track-record.js';
import { createdWatchSchema, riskForecastSchema, trackRecordSchema } from '../helpers/built-in.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool as call, connectHttp as connect, connectStdio, listeningApp, MCP_NOON as NOON, MCP_TOOLS, text } from '../helpers/mcp.js';

/** create_watch's structured output for the built-in hazards. */
const createWatchOutputSchema = z.object({ watch: createdWatchSchema });

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

/** A small, valid scoreboard standing in for the track-record service (built on another branch). */
class FixedTrackRecord implements TrackRecordReader {
  filters: TrackRecordFilter[] = [];
  async get(filter: TrackRecordFilter): Promise<TrackRecord> {
    this.filters.push(filter);
    return {
      object: 'service.track_record',
      brierScore: 0.12,
      baselineBrierScore: 0.15,
      skillVsBaselinePct: 20,
      forecastsResolved: 8,
      forecastsLogged: 10,
      perHazard: (['earthquake', 'flood', 'wildfire', 'storm'] as const).map((hazard) => ({
        hazard,
        brierScore: hazard === 'earthquake' ? 0.12 : null,
        baselineBrierScore: hazard === 'earthquake' ? 0.15 : null,
        resolved: hazard === 'earthquake' ? 8 : 0,
        logged: hazard === 'earthquake' ? 10 : 0,
      })),
      reliability: Array.from({ length: 10 }, (_, i) => ({
        binLower: i / 10,
        binUpper: (i + 1) / 10,
        meanPredicted: i === 1 ? 0.15 : null,
        observedFrequency: i === 1 ? 0.125 : null,
        count: i === 1 ? 8 : 0,
      })),
      decomposition: { reliability: 0.01, resolution: 0.02, uncertainty: 0.13 },
      recalibration: (['flood', 'wildfire', 'storm'] as const).map((hazard) => ({
        hazard,
        method: 'none' as const,
        resolved: 0,
        events: 0,
        platt: null,
        isotonic: null,
        note: 'needs at least 20 resolved forecasts of the rarer outcome (has 0)',
      })),
      filters: filter,
      generatedAt: NOON,
    };
  }
}

async function listening(t: { after(fn: () => unknown): void }, trackRecord?: TrackRecordReader) {
  const { app, url } = await listeningApp(t, replay);
  // Test seam: a fixed scoreboard to check the tool passes filters and summarises.
  if (trackRecord) app.services.trackRecord.get = (filter) => trackRecord.get(filter);
  return { app, url };
}

/** One raw JSON-RPC tools/call, to see the HTTP headers. */
function rawCall(url: string, name: string, args: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
}

describe('MCP over Streamable HTTP (SDK Client, real server)', () => {
  test('lists the tools with descriptions, annotations, input and output schemas', async (t) => {
    const { url } = await listening(t);
    const client = await connect(t, url);
    assert.equal(client.getServerVersion()?.name, 'hazardcast');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((x) => x.name).sort(), MCP_TOOLS);
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 80, `${tool.name} has a real description`);
      assert.equal(tool.outputSchema?.type, 'object');
      assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean', `${tool.name} says whether it changes anything`);
    }
    const byName = Object.fromEntries(tools.map((x) => [x.name, x]));
    assert.deepEqual(byName.get_risk!.inputSchema.required, ['prompt']);
    assert.ok((byName.get_risk!.inputSchema.properties as Record<string, { enum?: string[] }>).hazard!.enum!.includes('food-insecurity'));
    assert.deepEqual(Object.keys(byName.get_track_record!.inputSchema.properties ?? {}).sort(), ['from', 'hazard', 'horizon', 'to']);
    assert.deepEqual(Object.keys(byName.update_watch!.inputSchema.properties ?? {}).sort(), [
      'channels',
      'correlationThreshold',
      'hysteresis',
      'id',
      'intervalMin',
      'manageToken',
      'status',
      'threshold',
    ]);
    assert.deepEqual(byName.update_watch!.inputSchema.required, ['id']);
    assert.deepEqual(byName.delete_watch!.annotations, {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
    assert.deepEqual(byName.get_badge!.inputSchema.required, ['lat', 'lng']);
    for (const field of ['prompt', 'place', 'metric', 'threshold', 'correlationHazards', 'correlationThreshold', 'channels']) {
      assert.ok(field in (byName.create_watch!.inputSchema.properties ?? {}), `create_watch takes ${field}`);
    }
  });

  test('get_risk returns the REST forecast as structured content and a summary naming place and score', async (t) => {
    const { url } = await listening(t);
    const client = await connect(t, url);
    const res = await call(client, 'get_risk', { prompt: 'earthquake risk in Tokyo over the next 30 days' });
    assert.equal(res.isError, undefined);
    const forecast = riskForecastSchema.parse(res.structuredContent);
    assert.equal(forecast.riskInput.place.name, 'Tokyo, Japan');
    assert.equal(forecast.forecast.hazard, 'earthquake');
    assert.match(text(res), /Tokyo, Japan/);
    assert.ok(text(res).includes(`risk score ${forecast.forecast.riskScore}/100`));
  });

  test('get_track_record passes the filters to the track record and summarises it', async (t) => {
    const reader = new FixedTrackRecord();
    const { url } = await listening(t, reader);
    const client = await connect(t, url);
    const res = await call(client, 'get_track_record', { hazard: 'earthquake', horizon: '7d' });
    assert.equal(res.isError, undefined);
    const record = trackRecordSchema.parse(res.structuredContent);
    assert.equal(record.brierScore, 0.12);
    assert.deepEqual(reader.filters, [{ hazard: 'earthquake', horizon: '7d' }]);
    assert.match(text(res), /Brier score 0\.120 vs base-rate baseline 0\.150 \(skill 20\.0%\), 8 of 10/);
    const bad = await call(client, 'get_track_record', { hazard: 'conflict' });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /hazard/);
  });

  test('get_track_record on the real service: the same scoreboard as GET /api/v1/track-record', async (t) => {
    const { app, url } = await listening(t);
    const client = await connect(t, url);
    // A 7-day earthquake forecast is verifiable: it is logged, and unresolved until its window ends.
    const risk = await call(client, 'get_risk', { prompt: 'earthquake risk in Tokyo next 7 days', horizon: '7d' });
    assert.equal(risk.isError, undefined);
    const res = await call(client, 'get_track_record', { hazard: 'earthquake' });
    assert.equal(res.isError, undefined);
    const record = trackRecordSchema.parse(res.structuredContent);
    assert.equal(record.forecastsLogged, 1);
    assert.equal(record.forecastsResolved, 0);
    assert.equal(record.brierScore, null, 'null, not 0, while nothing is resolved');
    const rest = (await app.inject({ url: '/api/v1/track-record?hazard=earthquake' })).json();
    assert.deepEqual({ ...record, generatedAt: '' }, { ...rest, generatedAt: '' });
  });

  test('create_watch creates a stored watch for the caller from a place plus alert fields', async (t) => {
    const { app, url } = await listening(t);
    const { key, id: keyId } = (
      await postJson(app, '/api/v1/keys', { name: 'agent', tier: 'free' }, { authorization: `Bearer ${TEST_OWNER_TOKEN}` })
    ).json();
    const client = await connect(t, url, { 'X-Service-API-Key': key });
    const callsBefore = replay.calls.length;
    const res = await call(client, 'create_watch', {
      place: 'Tokyo, Japan',
      hazard: 'earthquake',
      horizon: '7d',
      metric: 'probability',
      threshold: 30,
      channels: [{ type: 'webhook', target: 'https://hooks.example.com/quake' }],
    });
    assert.equal(res.isError, undefined, text(res));
    const out = createWatchOutputSchema.parse(res.structuredContent);
    assert.match(out.watch.id, /^tokyo-jp-earthquake-[a-z0-9]{6}$/);
    assert.equal(out.watch.threshold, 30);
    assert.deepEqual(out.watch.alertCondition, {
      metric: 'probability',
      eventHazards: ['earthquake'],
      correlationHazards: [],
      correlationThreshold: null,
      horizon: '7d',
    });
    assert.match(
      text(res),
      new RegExp(`Watch ${out.watch.id} created for Tokyo, Japan: fires when earthquake probability crosses 30 over 7d`),
    );
    assert.match(out.watch.signingSecret, /^whsec_/);
    assert.ok(out.watch.state.nextRunAt, 'scheduled');
    // No forecast was run to create it: no source was called.
    assert.equal(replay.calls.length, callsBefore);
    const stored = await app.services.watches.get(out.watch.id);
    assert.equal(stored?.ownerKind, 'key');
    assert.equal(stored?.ownerRef, keyId);

    const fromPrompt = await call(client, 'create_watch', { prompt: 'tell me when quake risk in Lima goes above 40', threshold: 40 });
    assert.equal(fromPrompt.isError, undefined, text(fromPrompt));
    assert.equal(createWatchOutputSchema.parse(fromPrompt.structuredContent).watch.place.name, 'Lima, Peru');
  });

  test('invalid input is a tool error naming the problem, and is not counted', async (t) => {
    const { url } = await listening(t);
    const client = await connect(t, url);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['get_risk', {}, /prompt/],
      ['get_risk', { prompt: 'Tokyo', hazard: 'meteor' }, /must be one of.*"meteor".*at hazard/],
      ['get_risk', { prompt: 'Tokyo', horizon: '2d' }, /horizon/],
      ['create_watch', { threshold: 30 }, /prompt: give exactly one of prompt or place/],
      ['create_watch', { prompt: 'Tokyo', place: 'Tokyo' }, /exactly one of prompt or place/],
      ['create_watch', { place: 'Tokyo', threshold: 130 }, /threshold must be between 0 and 100/],
      ['create_watch', { place: 'Tokyo', correlationThreshold: 20 }, /correlationThreshold needs correlationHazards/],
      ['create_watch', { place: 'Tokyo', channels: [{ type: 'webhook', target: 'not a url' }] }, /webhook target must be an http\(s\) URL/],
      ['create_watch', { place: 'Xqzzyville Nowhere' }, /place_not_found/],
    ];
    for (const [name, args, pattern] of cases) {
      const res = await call(client, name, args);
      assert.equal(res.isError, true, `${name} ${JSON.stringify(args)}`);
      assert.match(text(res), pattern, `${name} ${JSON.stringify(args)}: ${text(res)}`);
    }
    // Only the valid request whose place could not be found was counted (as a 422 is on REST).
    const health = await fetch(`${url}/api/v1/health`);
    assert.equal(health.headers.get('x-ratelimit-remaining'), '14');
  });
});

describe('MCP auth and quota', () => {
  test('counted tools share the REST quota; the 16th anonymous call is a quota_exceeded tool error with headers', async (t) => {
    const { url } = await listening(t);
    for (let i = 0; i < 14; i++) assert.equal((await rawCall(url, 'get_risk', { prompt: 'Tokyo', hazard: 'earthquake' })).status, 200);
    // get_track_record is free, so it does not use the quota.
    await rawCall(url, 'get_track_record', {});
    const last = await fetch(`${url}/api/v1/risk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Tokyo', hazard: 'earthquake' }),
    });
    assert.equal(last.status, 200);
    assert.equal(last.headers.get('x-ratelimit-remaining'), '0');
    const refused = await rawCall(url, 'get_risk', { prompt: 'Tokyo' });
    assert.equal(refused.status, 200, 'JSON-RPC answers 200; the refusal is in the tool result');
    assert.equal(refused.headers.get('x-ratelimit-limit'), '15');
    assert.equal(refused.headers.get('x-ratelimit-remaining'), '0');
    assert.equal(refused.headers.get('x-ratelimit-reset'), String(Date.UTC(2026, 10, 23) / 1000));
    assert.equal(refused.headers.get('x-service-tier'), 'anonymous');
    assert.equal(refused.headers.get('retry-after'), String(12 * 3600));
    const body = (await refused.json()) as { result: CallToolResult };
    assert.equal(body.result.isError, true);
    assert.match(text(body.result), /^quota_exceeded: the daily quota of 15 calls/);
  });

  test('a key raises the tier; an unknown key is refused with 401', async (t) => {
    const { app, url } = await listening(t);
    const { key } = (
      await postJson(app, '/api/v1/keys', { name: 'agent', tier: 'pro' }, { authorization: `Bearer ${TEST_OWNER_TOKEN}` })
    ).json();
    const res = await rawCall(url, 'get_risk', { prompt: 'Tokyo', hazard: 'earthquake' }, { 'x-service-api-key': key });
    assert.equal(res.headers.get('x-service-tier'), 'pro');
    assert.equal(res.headers.get('x-ratelimit-remaining'), '4999');
    await assert.rejects(connect(t, url, { 'X-Service-API-Key': 'service_live_' + 'x'.repeat(32) }), /401|invalid/i);
    const raw = await rawCall(url, 'get_risk', { prompt: 'Tokyo' }, { 'x-service-api-key': 'nope' });
    assert.equal(raw.status, 401);
    assert.equal(((await raw.json()) as { code: string }).code, 'invalid_api_key');
  });

  test('a foreign Origin is refused with 403 (client and raw), a foreign Host too; GET and DELETE are 405', async (t) => {
    const { url } = await listening(t);
    await assert.rejects(connect(t, url, { Origin: 'http://evil.example' }), /403|not allowed/i);
    const raw = await rawCall(url, 'get_risk', { prompt: 'Tokyo' }, { origin: 'https://evil.example' });
    assert.equal(raw.status, 403);
    assert.equal(((await raw.json()) as { code: string }).code, 'forbidden_origin');
    // A local page may call it.
    assert.equal((await rawCall(url, 'get_track_record', {}, { origin: url })).status, 200);

    const { port } = new URL(url);
    const hostStatus = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/mcp',
          method: 'POST',
          headers: { host: 'attacker.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
    });
    assert.equal(hostStatus, 403);

    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${url}/mcp`, { method });
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'POST');
      assert.equal(((await res.json()) as { code: string }).code, 'method_not_allowed');
    }
  });
});

describe('npm run mcp:stdio', () => {
  test('serves the same tools to a client that launches the command', async (t) => {
    const client = await connectStdio(t, replay);
    const res = await call(client, 'get_risk', { prompt: 'earthquake risk in Tokyo this week' });
    assert.equal(res.isError, undefined, text(res));
    assert.equal(riskForecastSchema.parse(res.structuredContent).riskInput.place.name, 'Tokyo, Japan');
    assert.match(text(res), /Tokyo, Japan.*risk score \d+/);
  });
});
