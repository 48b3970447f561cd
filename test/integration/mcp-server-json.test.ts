// server.json (the MCP registry's format, schema 2025-12-11) describes a server that works: its fields keep the
// registry's rules, its version is the app's, and the SDK client reaches the tools through the remote it names (port
// variable filled in, the API key header it declares sent).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { VERSION } from '../../src-server/index.js';
import { postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool, connectHttp, listeningApp, MCP_TOOLS } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

interface ServerJson {
  $schema: string;
  name: string;
  description: string;
  version: string;
  remotes: {
    type: string;
    url: string;
    variables: Record<string, { default: string }>;
    headers: { name: string; isSecret: boolean; isRequired: boolean }[];
  }[];
  _meta: Record<string, { stdio: { args: string[] } }>;
}

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('server.json', () => {
  test('registry rules, the app version, and a remote the SDK client reaches with its declared header', async (t) => {
    const doc = JSON.parse(readFileSync('server.json', 'utf8')) as ServerJson;
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; scripts: Record<string, string> };
    assert.equal(doc.$schema, 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json');
    // The registry schema's own constraints on these fields.
    assert.match(doc.name, /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
    assert.ok(doc.description.length >= 1 && doc.description.length <= 100);
    assert.equal(doc.version, VERSION);
    assert.equal(doc.version, pkg.version);
    assert.ok(pkg.scripts[doc._meta['io.modelcontextprotocol.registry/publisher-provided']!.stdio.args.at(-1)!], 'the stdio script exists');

    const [remote] = doc.remotes;
    assert.equal(remote!.type, 'streamable-http');
    assert.equal(remote!.variables.port!.default, '8787');
    const header = remote!.headers[0]!;
    assert.deepEqual([header.name, header.isSecret, header.isRequired], ['X-Service-API-Key', true, false]);

    const { app, url } = await listeningApp(t, replay);
    const { key } = (
      await postJson(app, '/api/v1/keys', { name: 'assistant', tier: 'pro' }, { authorization: `Bearer ${TEST_OWNER_TOKEN}` })
    ).json();
    const filled = remote!.url.replace('{port}', new URL(url).port);
    assert.equal(filled, `${url}/mcp`);
    const client = await connectHttp(t, filled.replace(/\/mcp$/, ''), { [header.name]: key });
    assert.equal(client.getServerVersion()?.version, doc.version);
    assert.equal((await client.listTools()).tools.length, MCP_TOOLS.length);
    const risk = await callTool(client, 'get_risk', { prompt: 'earthquake risk in Tokyo' });
    assert.equal(risk.isError, undefined);
    const health = await fetch(`${url}/api/v1/health`, { headers: { [header.name]: key } });
    assert.equal(health.headers.get('x-service-tier'), 'pro', 'the header carried the key');
    assert.equal(health.headers.get('x-ratelimit-remaining'), '4999');
  });
});
