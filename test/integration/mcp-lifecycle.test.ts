// The whole product through MCP, with the SDK's own Client: get_risk (with progress) → create_watch → list_watches →
// subscribe to the watch → it fires on replay data (resources/updated) → update_watch (pause) → get_watch → read the
// resource → delete_watch; both prompts; over Streamable HTTP against the listening server and over the stdio command.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResourceUpdatedNotificationSchema, type Progress } from '@modelcontextprotocol/sdk/types.js';
import type { RiskForecast } from '../../src-server/contracts/risk.js';
import { createdWatchSchema, evaluateResultSchema, riskForecastSchema, watchListSchema, watchViewSchema } from '../helpers/built-in.js';
import { postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { callTool, connectHttp, connectStdio, listeningApp, MCP_TOOLS, text } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

/** Resolves with the URIs the client hears in resources/updated, once `count` have arrived (or fails after 10 s). */
function updatesHeard(client: Client, count: number): Promise<string[]> {
  const uris: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${uris.length} of ${count} resources/updated`)), 10_000);
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      uris.push(n.params.uri);
      if (uris.length === count) {
        clearTimeout(timer);
        resolve(uris);
      }
    });
  });
}

/** A severity threshold the replay's Tokyo earthquake is at or above: the watch's first evaluation crosses it. */
function crossedThreshold(forecast: RiskForecast): number {
  const quake = forecast.forecast.hazardBreakdown.find((h) => h.hazard === 'earthquake');
  assert.ok(quake?.severity !== null && quake?.severity !== undefined, 'the replay scores Tokyo earthquakes');
  assert.ok(quake.severity >= 1, `a positive severity to cross (${quake.severity})`);
  return Math.floor(quake.severity);
}

/** Both prompts are listed with their arguments and fill messages that name the site and the tools to call. */
async function checkPrompts(client: Client): Promise<void> {
  const { prompts } = await client.listPrompts();
  assert.deepEqual(prompts.map((p) => p.name).sort(), ['assess_site', 'monitor_site']);
  const assess = prompts.find((p) => p.name === 'assess_site')!;
  assert.deepEqual(
    assess.arguments?.map((a) => [a.name, a.required]),
    [
      ['site', true],
      ['hazards', false],
      ['horizon', false],
      ['purpose', false],
    ],
  );
  const a = await client.getPrompt({ name: 'assess_site', arguments: { site: 'Lagos, Nigeria', hazards: 'flood', horizon: '7d' } });
  const aText = (a.messages[0]!.content as { text: string }).text;
  assert.match(aText, /Call get_risk with prompt "flood risk at Lagos, Nigeria", horizon "7d"/);
  assert.match(aText, /hazardcast:\/\/methodology\//);
  const m = await client.getPrompt({
    name: 'monitor_site',
    arguments: { site: 'Lagos, Nigeria', hazard: 'flood', threshold: '40', channel: 'ops@example.com' },
  });
  const mText = (m.messages[0]!.content as { text: string }).text;
  assert.match(
    mText,
    /Call create_watch with place "Lagos, Nigeria", hazard "flood", metric "riskScore", threshold 40, and a channel for "ops@example.com"/,
  );
  assert.match(mText, /get_watch/);
}

describe('MCP life cycle over Streamable HTTP (SDK Client, listening server)', () => {
  test('forecast, watch, subscription that fires, pause, read, delete; prompts; only get_risk and create_watch counted', async (t) => {
    const { app, url } = await listeningApp(t, replay);
    const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
    const { key } = (await postJson(app, '/api/v1/keys', { name: 'assistant', tier: 'free' }, owner)).json();
    const { key: otherKey } = (await postJson(app, '/api/v1/keys', { name: 'someone else', tier: 'free' }, owner)).json();
    const client = await connectHttp(t, url, { 'X-Service-API-Key': key });
    assert.deepEqual((await client.listTools()).tools.map((x) => x.name).sort(), MCP_TOOLS);

    // A cold question with two hazards: one progress notification as each hazard's run completes.
    const progress: Progress[] = [];
    const risk = await client.callTool(
      { name: 'get_risk', arguments: { prompt: 'earthquake and flood risk in Tokyo over the next 30 days' } },
      undefined,
      {
        onprogress: (p) => progress.push(p),
      },
    );
    const forecast = riskForecastSchema.parse(risk.structuredContent);
    assert.deepEqual(
      progress.map((p) => [p.progress, p.total]),
      [
        [1, 2],
        [2, 2],
      ],
    );
    assert.ok(progress.every((p) => /^(Earthquake|Flood) evaluated$/.test(p.message ?? '')));

    const threshold = crossedThreshold(forecast);
    const created = await callTool(client, 'create_watch', {
      place: 'Tokyo, Japan',
      hazard: 'earthquake',
      horizon: '30d',
      metric: 'severity',
      threshold,
      channels: [{ type: 'webhook', target: 'https://hooks.example.com/quake' }],
    });
    assert.equal(created.isError, undefined, text(created));
    const { id } = createdWatchSchema.parse((created.structuredContent as { watch: unknown }).watch);
    const uri = `hazardcast://watches/${id}`;

    const listed = watchListSchema.parse((await callTool(client, 'list_watches')).structuredContent);
    assert.deepEqual(
      listed.data.map((w) => [w.id, w.status, w.deliveryHealth.status]),
      [[id, 'active', 'none']],
    );
    const { resources } = await client.listResources();
    assert.ok(
      resources.some((r) => r.uri === uri),
      'the watch is listed as a resource',
    );
    assert.ok(resources.some((r) => r.uri === 'hazardcast://track-record'));
    assert.equal(resources.filter((r) => r.uri.startsWith('hazardcast://methodology/')).length, 9);

    // Subscribed, the client hears resources/updated on its session's event stream when the watch fires.
    const heard = updatesHeard(client, 1);
    await client.subscribeResource({ uri });
    const fired = await app.services.watchActivity.evaluateNow((await app.services.watches.get(id))!);
    assert.equal(fired.evaluation.fired, true, `value ${fired.evaluation.value} ≥ threshold ${threshold}`);
    assert.deepEqual(await heard, [uri]);

    const paused = await callTool(client, 'update_watch', { id, status: 'paused' });
    assert.equal(paused.isError, undefined, text(paused));
    assert.equal(watchViewSchema.parse((paused.structuredContent as { watch: unknown }).watch).status, 'paused');
    assert.match(text(await callTool(client, 'update_watch', { id })), /validation_failed: .*nothing to change/);
    assert.match(text(await callTool(client, 'update_watch', { id, treshold: 3 })), /treshold/, 'a misspelt field is refused, as on REST');

    const got = await callTool(client, 'get_watch', { id });
    const doc = got.structuredContent as { watch: unknown; evaluations: { decision: string }[]; deliveries: { status: string }[] };
    const view = watchViewSchema.parse(doc.watch);
    assert.equal(view.status, 'paused');
    assert.equal(view.state.nextRunAt, null);
    assert.equal(view.state.armed, false, 'fired: disarmed');
    assert.deepEqual(
      doc.evaluations.map((e) => e.decision),
      ['fired'],
    );
    assert.equal(doc.deliveries.length, 1, 'the webhook notification is queued');
    assert.match(text(got), /paused.*last evaluation .*: fired/);

    const read = await client.readResource({ uri });
    assert.equal(JSON.parse((read.contents[0] as { text: string }).text).watch.status, 'paused');
    const methodology = JSON.parse(
      ((await client.readResource({ uri: 'hazardcast://methodology/earthquake' })).contents[0] as { text: string }).text,
    );
    assert.equal(methodology.model.verifiedBy, 'USGS Earthquake Catalog');
    assert.equal(methodology.reliability.hindcasts['30d'].source, 'hindcast');

    // Someone else's key sees nothing of it, exactly as a missing watch.
    const other = await connectHttp(t, url, { 'X-Service-API-Key': otherKey });
    assert.match(text(await callTool(other, 'get_watch', { id })), /^watch_not_found/);
    assert.match(text(await callTool(other, 'delete_watch', { id })), /^watch_not_found/);
    await assert.rejects(other.subscribeResource({ uri }), /not found/);
    assert.deepEqual(watchListSchema.parse((await callTool(other, 'list_watches')).structuredContent).data, []);

    const deleted = await callTool(client, 'delete_watch', { id });
    assert.deepEqual(deleted.structuredContent, { object: 'service.watch_deleted', id, deleted: true });
    assert.deepEqual(watchListSchema.parse((await callTool(client, 'list_watches')).structuredContent).data, []);
    assert.match(text(await callTool(client, 'get_watch', { id })), /^watch_not_found/);

    const badge = await callTool(client, 'get_badge', { lat: 35.68, lng: 139.69, hazard: 'earthquake', label: 'HQ "Tokyo" & co' });
    assert.deepEqual(badge.structuredContent, {
      url: `${url}/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=30d&label=HQ+%22Tokyo%22+%26+co`,
      html: `<img src="${url}/api/v1/embed?lat=35.68&amp;lng=139.69&amp;hazard=earthquake&amp;horizon=30d&amp;label=HQ+%22Tokyo%22+%26+co" width="320" height="120" alt="Hazardcast earthquake risk badge for HQ &quot;Tokyo&quot; &amp; co">`,
      width: 320,
      height: 120,
      alt: 'Hazardcast earthquake risk badge for HQ "Tokyo" & co',
    });
    assert.equal(
      (await fetch((badge.structuredContent as { url: string }).url)).headers.get('content-type'),
      'image/svg+xml; charset=utf-8',
    );
    assert.match(text(await callTool(client, 'get_badge', { lat: 95, lng: 0 })), /lat/);

    await checkPrompts(client);
    // Counted: get_risk and create_watch only (list, get, update, delete, badge, resources and prompts are free).
    const health = await fetch(`${url}/api/v1/health`, { headers: { 'x-service-api-key': key } });
    assert.equal(health.headers.get('x-ratelimit-remaining'), '98');
  });
});

describe('MCP over stdio (SDK Client launching npm run mcp:stdio)', () => {
  test('the same life: tools, progress, a watch that fires for its subscriber, pause, delete; both prompts', async (t) => {
    const client = await connectStdio(t, replay);
    assert.deepEqual((await client.listTools()).tools.map((x) => x.name).sort(), MCP_TOOLS);
    const progress: Progress[] = [];
    const risk = await client.callTool(
      { name: 'get_risk', arguments: { prompt: 'earthquake risk in Tokyo over the next 30 days' } },
      undefined,
      { onprogress: (p) => progress.push(p) },
    );
    const forecast = riskForecastSchema.parse(risk.structuredContent);
    assert.deepEqual(
      progress.map((p) => [p.progress, p.total]),
      [[1, 1]],
    );

    const created = await callTool(client, 'create_watch', {
      place: 'Tokyo, Japan',
      hazard: 'earthquake',
      horizon: '30d',
      metric: 'severity',
      threshold: crossedThreshold(forecast),
    });
    assert.equal(created.isError, undefined, text(created));
    const { id } = createdWatchSchema.parse((created.structuredContent as { watch: unknown }).watch);
    const uri = `hazardcast://watches/${id}`;
    assert.deepEqual(
      watchListSchema.parse((await callTool(client, 'list_watches')).structuredContent).data.map((w) => w.id),
      [id],
    );

    const heard = updatesHeard(client, 1);
    await client.subscribeResource({ uri });
    // Run now in the stdio process (its scheduler is off): the replay's value crosses the threshold.
    const evaluated = await callTool(client, 'evaluate_watch', { id });
    assert.equal(evaluateResultSchema.parse(evaluated.structuredContent).evaluation.fired, true, text(evaluated));
    assert.deepEqual(await heard, [uri]);

    assert.equal(
      watchViewSchema.parse(
        ((await callTool(client, 'update_watch', { id, status: 'paused' })).structuredContent as { watch: unknown }).watch,
      ).status,
      'paused',
    );
    const got = (await callTool(client, 'get_watch', { id })).structuredContent as {
      watch: { status: string };
      evaluations: { decision: string }[];
    };
    assert.equal(got.watch.status, 'paused');
    assert.deepEqual(
      got.evaluations.map((e) => e.decision),
      ['fired'],
    );
    assert.equal(JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text).watch.id, id);
    assert.equal((await callTool(client, 'delete_watch', { id })).isError, undefined);
    assert.deepEqual(watchListSchema.parse((await callTool(client, 'list_watches')).structuredContent).data, []);

    const { resources } = await client.listResources();
    assert.deepEqual(
      resources.map((r) => r.uri).filter((u) => !u.startsWith('hazardcast://methodology/')),
      ['hazardcast://track-record'],
    );
    assert.equal(resources.length, 10, 'the track record and nine methodologies (the watch is gone)');
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(resourceTemplates.map((r) => r.uriTemplate).sort(), [
      'hazardcast://methodology/{hazard}',
      'hazardcast://portfolios/{id}',
      'hazardcast://watches/{id}',
    ]);
    await checkPrompts(client);
  });
});
