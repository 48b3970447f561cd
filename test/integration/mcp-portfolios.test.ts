// The portfolio tools and resource as an assistant uses them: the SDK's own client over Streamable HTTP against the
// listening server, sources on the replay. create_portfolio keeps the good rows and names the bad ones;
// get_portfolio_risk answers the REST rows; a key sees only its own portfolios; anonymous callers are refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { portfolioSchema } from '../../src-server/contracts/portfolio.js';
import { portfolioRiskSchema } from '../helpers/built-in.js';
import { postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool, connectHttp, listeningApp, text } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

describe('MCP portfolio tools', () => {
  test('create_portfolio (CSV with a bad row), get_portfolio_risk equal to REST, the resource, and other callers', async (t) => {
    // A long source budget: the replay's first decades of history may be slow on a loaded machine.
    const { app, url } = await listeningApp(t, replay, { sourceTimeoutMs: 120_000 });
    const newKey = async (name: string) =>
      ((await postJson(app, '/api/v1/keys', { name, tier: 'free' }, owner)).json() as { key: string }).key;
    const alice = await connectHttp(t, url, { 'x-service-api-key': await newKey('alice') });
    const bob = await connectHttp(t, url, { 'x-service-api-key': await newKey('bob') });
    const anonymous = await connectHttp(t, url);

    const created = await callTool(alice, 'create_portfolio', {
      name: 'Depots',
      csv: 'name,lat,lng\nApapa,6.45,3.36\nBroken,,\nNairobi,-1.29,36.82\n',
    });
    assert.equal(created.isError, undefined, text(created));
    const portfolio = portfolioSchema.parse((created.structuredContent as { portfolio: unknown }).portfolio);
    assert.deepEqual(
      portfolio.sites.map((s) => s.name),
      ['Apapa', 'Nairobi'],
    );
    assert.deepEqual(portfolio.rejected, [{ row: 2, reason: 'no coordinates (lat and lng) and no place' }]);
    assert.match(text(created), /2 sites kept .*1 row\(s\) rejected: row 2: no coordinates/);

    const risk = await callTool(alice, 'get_portfolio_risk', {
      portfolioId: portfolio.id,
      horizon: '30d',
      hazards: ['earthquake', 'flood'],
    });
    assert.equal(risk.isError, undefined, text(risk));
    const body = portfolioRiskSchema.parse(risk.structuredContent);
    assert.equal(body.rows.length, 4);
    assert.match(text(risk), new RegExp(`^Portfolio ${portfolio.id}, 30d .*: 2 sites, 4 rows\\. Highest risk: `));
    // The same rows as the REST endpoint (the runs are cached: the same forecast).
    const rest = await postJson(
      app,
      `/api/v1/portfolios/${portfolio.id}/risk`,
      { horizon: '30d', hazards: ['earthquake', 'flood'] },
      owner,
    );
    assert.deepEqual(
      portfolioRiskSchema.parse(rest.json()).rows.map((r) => [r.siteName, r.hazard, r.probability, r.riskScore]),
      body.rows.map((r) => [r.siteName, r.hazard, r.probability, r.riskScore]),
    );

    // The resource: listed for its key, read as the portfolio with its sites; another key finds nothing.
    const uri = `hazardcast://portfolios/${portfolio.id}`;
    assert.ok((await alice.listResources()).resources.some((r) => r.uri === uri));
    const read = JSON.parse(((await alice.readResource({ uri })).contents[0] as { text: string }).text);
    assert.deepEqual(portfolioSchema.parse(read).sites, portfolio.sites);
    assert.ok(!(await bob.listResources()).resources.some((r) => r.uri === uri));
    await assert.rejects(bob.readResource({ uri }), /not found/);
    const bobs = await callTool(bob, 'get_portfolio_risk', { portfolioId: portfolio.id });
    assert.equal(bobs.isError, true);
    assert.match(text(bobs), /^portfolio_not_found: /);

    // Anonymous: no portfolios at all.
    const anon = await callTool(anonymous, 'create_portfolio', { name: 'x', sites: [{ lat: 1.5, lng: 2.5 }] });
    assert.equal(anon.isError, true);
    assert.match(text(anon), /^api_key_required: /);
    // Exactly one of sites and csv.
    const both = await callTool(alice, 'create_portfolio', { name: 'x' });
    assert.match(text(both), /^validation_failed: .*give exactly one of sites or csv/);
  });
});
