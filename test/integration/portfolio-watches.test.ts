// Watches on a portfolio (issue 48, item 4) on the real server: a watch names a portfolio instead of a place; each site
// is decided from its own state; one alert (a signed webhook here) lists the sites that crossed, with their values; a
// site that stays above does not fire again; the scheduled tick evaluates it too; only the portfolio's holder may
// watch it; deleting the portfolio deletes its watches.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../src-server/index.js';
import { verifyWebhook } from '../../src-server/notify/signing.js';
import { portfolioRiskSchema } from '../helpers/built-in.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { startHttpReceiver, type HttpReceiver } from '../support/receivers.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const START = '2026-11-22T12:00:00Z';

let replay: ReplayServer;
let hook: HttpReceiver;
before(async () => {
  replay = await startReplayServer();
  hook = await startHttpReceiver();
});
after(async () => {
  await replay.close();
  await hook.close();
});

const SITES = [
  { name: 'Tokyo office', lat: 35.68, lng: 139.69 },
  { name: 'Lima depot', lat: -12.05, lng: -77.04 },
  { name: 'Berlin office', lat: 52.52, lng: 13.4 },
];

async function setUp(t: Parameters<typeof buildTestApp>[0]) {
  const clock = createManualClock(START);
  // A long source budget: the replay's first decades of a cell may be slow on a loaded machine.
  const { app } = await buildTestApp(t, { replay, clock, overrides: { allowPrivateTargets: true, sourceTimeoutMs: 120_000 } });
  const created = await postJson(app, '/api/v1/portfolios', { name: 'Offices', sites: SITES }, owner);
  assert.equal(created.statusCode, 201, created.body);
  const portfolio = created.json() as { id: string; sites: { id: string; name: string }[] };
  // Earthquake chance (MMI VI+) over a year differs a lot between Tokyo, Lima and Berlin: a threshold between them.
  const risk = portfolioRiskSchema.parse(
    (await postJson(app, `/api/v1/portfolios/${portfolio.id}/risk`, { horizon: '1y', hazards: ['earthquake'] }, owner)).json(),
  );
  const values = risk.rows.map((r) => r.probability!);
  const sorted = [...values].sort((a, b) => a - b);
  assert.ok(sorted[0]! < sorted[2]!, `the sites' earthquake chances differ: ${values}`);
  const threshold = (sorted[0]! + sorted[1]!) / 2;
  const above = risk.rows.filter((r) => r.probability! >= threshold).map((r) => r.siteName);
  return { app, clock, portfolio, threshold, above, values: Object.fromEntries(risk.rows.map((r) => [r.siteName, r.probability])) };
}

async function watchPortfolio(app: FastifyInstance, body: object, headers: Record<string, string> = owner) {
  return postJson(app, '/api/v1/watches', body, headers);
}

describe('watches on a portfolio', () => {
  test('one alert lists the sites that crossed with their values; staying above does not fire again; the tick runs it', async (t) => {
    const { app, clock, portfolio, threshold, above, values } = await setUp(t);
    const res = await watchPortfolio(app, {
      portfolioId: portfolio.id,
      hazard: 'earthquake',
      horizon: '1y',
      metric: 'probability',
      threshold,
      channels: [{ type: 'webhook', target: `${hook.url}/portfolio` }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const watch = res.json() as { id: string; portfolioId: string; place: { name: string }; signingSecret: string };
    assert.equal(watch.portfolioId, portfolio.id);
    assert.equal(watch.place.name, 'Offices (portfolio, 3 sites)');
    assert.match(watch.id, /^offices-earthquake-[a-z0-9]{6}$/);

    const first = await app.inject({ method: 'POST', url: `/api/v1/watches/${watch.id}/evaluate`, headers: owner });
    assert.equal(first.statusCode, 200, first.body);
    const e = first.json().evaluation as {
      fired: boolean;
      decision: string;
      value: number;
      sites: { siteName: string; value: number; decision: string }[];
    };
    assert.equal(e.fired, true);
    assert.equal(e.decision, 'fired');
    assert.equal(e.value, Math.max(...Object.values(values).map(Number)));
    assert.deepEqual(
      e.sites.filter((s) => s.decision === 'fired').map((s) => s.siteName),
      SITES.map((s) => s.name).filter((n) => above.includes(n)),
    );
    assert.ok(e.sites.filter((s) => s.decision === 'below').length >= 1);
    assert.equal(first.json().deliveries.length, 1, 'one notification for all the sites that crossed');

    const before = hook.requests.length;
    await app.services.notify.outbox.process();
    await hook.waitFor(before + 1);
    const delivery = hook.requests.at(-1)!;
    const signed = {
      id: String(delivery.headers['webhook-id']),
      timestamp: String(delivery.headers['webhook-timestamp']),
      signature: String(delivery.headers['webhook-signature']),
    };
    assert.ok(verifyWebhook(watch.signingSecret, signed, delivery.body, new Date(START)), 'signed as any watch alert');
    const data = JSON.parse(delivery.body).data as {
      portfolio: { id: string; name: string; sites: number };
      sites: { name: string; value: number }[];
      summary: string;
    };
    assert.deepEqual(data.portfolio, { id: portfolio.id, name: 'Offices', sites: 3 });
    assert.deepEqual(data.sites.map((s) => s.name).sort(), [...above].sort());
    for (const s of data.sites) assert.equal(s.value, values[s.name]);
    assert.match(data.summary, new RegExp(`^In Offices over the next 1y, ${above.length} of 3 sites crossed`));

    // Evaluated again, the same values: the sites that fired stay above and do not fire again.
    const again = (await app.inject({ method: 'POST', url: `/api/v1/watches/${watch.id}/evaluate`, headers: owner })).json();
    assert.equal(again.evaluation.fired, false);
    assert.equal(again.evaluation.decision, 'above');
    assert.equal(again.deliveries.length, 0);

    // The scheduled tick evaluates it at its slot, as any watch.
    clock.advance(3 * 3_600_000);
    const report = await app.services.watchRunner.tick(clock.now());
    const ticked = report.evaluations.find((x) => x.watchId === watch.id);
    assert.ok(ticked, JSON.stringify(report));
    assert.equal(ticked.sites?.length, 3);
    const history = (await app.inject({ url: `/api/v1/watches/${watch.id}/history`, headers: owner })).json();
    assert.equal(history.evaluations.length, 3);
    assert.equal(history.evaluations[0].sites.length, 3);
  });

  test("only the portfolio's holder may watch it; it needs a hazard; deleting the portfolio deletes its watches", async (t) => {
    const { app, portfolio } = await setUp(t);
    const key = (await postJson(app, '/api/v1/keys', { name: 'other', tier: 'free' }, owner)).json().key as string;
    const other = await watchPortfolio(app, { portfolioId: portfolio.id, hazard: 'flood' }, { 'x-service-api-key': key });
    assert.equal(other.statusCode, 404, other.body);
    assert.equal(other.json().code, 'portfolio_not_found');
    const anonymous = await watchPortfolio(app, { portfolioId: portfolio.id, hazard: 'flood' }, {});
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 'api_key_required');
    const noHazard = await watchPortfolio(app, { portfolioId: portfolio.id });
    assert.equal(noHazard.statusCode, 400);
    assert.equal(noHazard.json().errors[0].field, 'hazard');
    const both = await watchPortfolio(app, { portfolioId: portfolio.id, place: 'Lima', hazard: 'flood' });
    assert.equal(both.statusCode, 400);

    const made = await watchPortfolio(app, { portfolioId: portfolio.id, hazard: 'flood' });
    assert.equal(made.statusCode, 201, made.body);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/portfolios/${portfolio.id}`, headers: owner });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await app.inject({ url: `/api/v1/watches/${made.json().id}`, headers: owner })).statusCode, 404);
  });
});
