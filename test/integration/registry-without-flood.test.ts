// An app whose registry drops a built-in hazard (flood) has none of it: a prompt about floods reads no hazard (every
// hazard the app serves is forecast, never a 500), a request or watch naming flood is a 400 naming the field, and
// the OpenAPI document, the MCP tools' schemas, prompts and resources, GET /api/v1/hazards and the track record list no
// flood anywhere.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { createRegistry, HAZARD_DEFINITIONS } from '../../src-server/hazards/registry.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const noFlood = createRegistry(HAZARD_DEFINITIONS.filter((d) => d.id !== 'flood'));

/** Every `enum` list and `const` value anywhere in a JSON schema or document, with where it is. */
function enumValues(node: unknown, path = '$'): { path: string; value: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((x, i) => enumValues(x, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [
    ...(k === 'enum' && Array.isArray(v) ? v.map((value) => ({ path: `${path}.enum`, value })) : []),
    ...(k === 'const' ? [{ path: `${path}.const`, value: v }] : []),
    ...enumValues(v, `${path}.${k}`),
  ]);
}
const floods = (node: unknown) => enumValues(node).filter((e) => e.value === 'flood');

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('a registry without flood', () => {
  test('prompts about floods read no hazard; flood named in a field is a 400; no answer is a 5xx', async (t) => {
    const { app } = await buildTestApp(t, { replay, hazards: noFlood, clock: createManualClock('2026-11-22T12:00:00Z') });
    const eight = [...noFlood.ids];
    for (const prompt of [
      'flood risk in Lagos, Nigeria next week',
      'riesgo de inundación en Sevilla',
      'Hochwassergefahr in Köln',
      'risque de crue à Lyon',
    ]) {
      const res = await postJson(app, '/api/v1/risk', { prompt });
      assert.equal(res.statusCode, 200, `${prompt}: ${res.body.slice(0, 300)}`);
      const body = res.json();
      assert.deepEqual([...body.riskInput.hazards].sort(), [...eight].sort(), `${prompt}: no hazard read, so every one the app serves`);
      assert.ok(!body.forecast.hazardBreakdown.some((h: { hazard: string }) => h.hazard === 'flood'));
    }
    // A prompt naming flood and another hazard reads the other one only.
    const both = await postJson(app, '/api/v1/risk', { prompt: 'flood and heat risk in Lagos, Nigeria' });
    assert.equal(both.statusCode, 200, both.body.slice(0, 300));
    assert.deepEqual(both.json().riskInput.hazards, ['heat']);

    const named = await postJson(app, '/api/v1/risk', { prompt: 'Lagos, Nigeria', hazard: 'flood' });
    assert.equal(named.statusCode, 400);
    assert.equal(named.json().errors[0].field, 'hazard');
    assert.match(named.json().errors[0].message, /must be one of: earthquake, wildfire, .*conflict \(got "flood"\)/);

    // A watch: the prompt names no hazard it serves (400 naming hazard), and flood given outright is refused.
    const fromPrompt = await postJson(app, '/api/v1/watches', { prompt: 'flood watch for Lagos, Nigeria' });
    assert.equal(fromPrompt.statusCode, 400, fromPrompt.body.slice(0, 300));
    assert.equal(fromPrompt.json().errors[0].field, 'hazard');
    const given = await postJson(app, '/api/v1/watches', { place: 'Lagos, Nigeria', hazard: 'flood' });
    assert.equal(given.statusCode, 400, given.body.slice(0, 300));
    assert.equal(given.json().errors[0].field, 'hazard');

    const badge = await app.inject({ url: '/api/v1/embed?lat=6.45&lng=3.39&hazard=flood' });
    assert.equal(badge.statusCode, 400);
    const scoreboard = await app.inject({ url: '/api/v1/track-record?hazard=flood' });
    assert.equal(scoreboard.statusCode, 400);
  });

  test('OpenAPI, the MCP tools, prompts and resources, GET /api/v1/hazards and the track record list no flood', async (t) => {
    const { app } = await buildTestApp(t, { replay, hazards: noFlood });

    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    assert.deepEqual(floods(spec), []);
    const hazardEnum = spec.paths['/api/v1/risk'].post.requestBody.content['application/json'].schema.properties.hazard.enum;
    assert.deepEqual(hazardEnum, [...noFlood.ids]);
    const event = spec.paths['/api/v1/risk'].post.responses['200'].content['application/json'].schema.properties.forecast.properties.event;
    const union = event.oneOf ?? event.anyOf?.find((x: { oneOf?: unknown }) => x.oneOf)?.oneOf;
    assert.equal(union.length, 8);
    // The built-in app's document does list it (the walk above can see one).
    const { app: builtIn } = await buildTestApp(t, { replay });
    assert.ok(floods((await builtIn.inject({ url: '/api/v1/openapi.json' })).json()).length > 0);

    // MCP: the tools' schemas, the prompts' words and the methodology resources are the registry's.
    const mcp = async (method: string, params: object = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${TEST_OWNER_TOKEN}`,
        },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      return res.json() as { result?: Record<string, unknown>; error?: { message: string } };
    };
    const { tools } = (await mcp('tools/list')).result as { tools: { name: string; inputSchema: unknown; outputSchema: unknown }[] };
    for (const name of ['get_risk', 'create_watch', 'get_track_record', 'get_badge'])
      assert.ok(
        tools.some((x) => x.name === name),
        name,
      );
    assert.deepEqual(floods(tools), []);
    const getRisk = tools.find((x) => x.name === 'get_risk')!.inputSchema as { properties: { hazard: { enum: string[] } } };
    assert.deepEqual(getRisk.properties.hazard.enum, [...noFlood.ids]);
    const prompts = (await mcp('prompts/list')).result!;
    assert.match(JSON.stringify(prompts), /earthquake, wildfire/);
    assert.doesNotMatch(JSON.stringify(prompts), /flood/);
    const { resources } = (await mcp('resources/list')).result as { resources: { uri: string }[] };
    assert.ok(resources.some((r) => r.uri === 'hazardcast://methodology/earthquake'));
    assert.ok(!resources.some((r) => r.uri.includes('flood')));
    assert.match((await mcp('resources/read', { uri: 'hazardcast://methodology/flood' })).error?.message ?? '', /not found/);

    const hazards = (await app.inject({ url: '/api/v1/hazards' })).json();
    assert.equal(hazards.object, 'list');
    assert.deepEqual(
      hazards.data.map((h: { id: string }) => h.id),
      [...noFlood.ids],
    );
    assert.deepEqual(hazards.data[0], { id: 'earthquake', label: 'Earthquake', aliases: [], verification: 'usgs' });

    const board = await app.inject({ url: '/api/v1/track-record' });
    assert.equal(board.statusCode, 200, board.body.slice(0, 300));
    assert.deepEqual(
      board.json().perHazard.map((h: { hazard: string }) => h.hazard),
      ['earthquake', 'wildfire', 'storm'],
    );
    assert.deepEqual(
      board.json().recalibration.map((h: { hazard: string }) => h.hazard),
      ['wildfire', 'storm'],
    );
  });
});
