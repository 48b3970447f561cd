// The REST API's exchanges conform to its OpenAPI document, as Prism's validation proxy (@stoplight/prism-cli, run
// offline) judges them: requests and responses, status codes, content types and bodies.
//
// How: exchanges are recorded by an onSend hook (test/support/exchanges.ts), then each is sent through `prism proxy`
// in front of a playback server that answers it exactly as recorded; Prism reports what does not conform in the
// `sl-violations` header. Recording first and replaying after keeps every exchange what the app really answered, in its
// own state, and costs one Prism process for all of them.
// What is replayed:
//  - always, a representative set made here: every documented route and each status the integration tests reach
//    (success, validation, auth, origin, not found, quota, media type, size), about 70 exchanges, ~10 s of CPU;
//  - with HAZARDCAST_EXCHANGES_DIR set, also every exchange the REST integration tests recorded
//    (`npm run test:openapi-exchanges` runs them with HAZARDCAST_RECORD_EXCHANGES and then this file).
// Not replayed: exchanges of apps built with another hazard registry (their document differs; the recorder skips
// them) and answers Fastify gives before routing (414 for an over-long URL: no route, so no onSend hook sees them).
// A request the test sent malformed on purpose is refused by the app (4xx) and also by Prism's request check: those
// request violations are expected; every response violation fails, and so does any request violation of a 2xx/3xx.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { startTileServer } from '../support/tile-server.js';
import { readExchanges, replayThroughPrism, type Replayed } from '../support/exchanges.js';

const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const JSON_TYPE = { 'content-type': 'application/json' };

/** Every documented route, with the statuses the integration tests reach. */
async function representativeExchanges(app: FastifyInstance, tileTemplate: string): Promise<void> {
  const inject = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: body === undefined ? headers : { ...JSON_TYPE, ...headers },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  await inject('GET', '/api/v1/health');
  await inject('GET', '/api/v1/health', undefined, { 'x-service-api-key': 'service_live_' + 'x'.repeat(32) });
  await inject('GET', '/api/v1/health', undefined, { origin: 'https://evil.example' });
  await inject('GET', '/api/v1/hazards');

  await inject('POST', '/api/v1/risk', { prompt: 'earthquake risk in Tokyo over the next 30 days' });
  await inject('POST', '/api/v1/risk', { prompt: 'flood and heat risk in Lagos next week', decisionLens: 'business-continuity' });
  await inject('POST', '/api/v1/risk', {
    prompt: 'earthquake risk in Lima',
    alert: { enabled: true, threshold: 40, channels: [{ type: 'webhook', target: 'https://hooks.example.com/a' }] },
  });
  await inject('POST', '/api/v1/risk', { prompt: '' });
  await inject('POST', '/api/v1/risk', { prompt: 'Tokyo', horizn: '7d' });
  await inject('POST', '/api/v1/risk', { prompt: 'earthquake risk in Xqzzyville Nowhere' });
  await app.inject({ method: 'POST', url: '/api/v1/risk', headers: { 'content-type': 'text/plain' }, payload: 'Tokyo' });
  await inject('POST', '/api/v1/risk', { prompt: 'x'.repeat(70_000) });

  await inject('GET', '/api/v1/embed?lat=35.68&lng=139.69');
  const badge = await inject('GET', '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=7d&label=HQ');
  await inject('GET', '/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&horizon=7d&label=HQ', undefined, {
    'if-none-match': String(badge.headers.etag),
  });
  await inject('GET', '/api/v1/embed?lat=95&lng=0');

  await inject('GET', '/api/v1/track-record');
  await inject('GET', '/api/v1/track-record?hazard=earthquake&horizon=30d&from=2026-01-01');
  await inject('GET', '/api/v1/track-record?hazard=conflict');

  const created = (await inject('POST', '/api/v1/keys', { name: 'script', tier: 'pro' }, OWNER)).json() as { id: string; key: string };
  await inject('POST', '/api/v1/keys', { name: 'big', tier: 'enterprise' }, OWNER);
  await inject('POST', '/api/v1/keys', { name: 'x', tier: 'free' });
  await inject('GET', '/api/v1/keys', undefined, OWNER);
  await inject('GET', '/api/v1/keys');
  const key = { 'x-service-api-key': created.key };

  const watch = (
    await inject(
      'POST',
      '/api/v1/watches',
      {
        place: 'Tokyo, Japan',
        hazard: 'earthquake',
        horizon: '7d',
        metric: 'severity',
        threshold: 1,
        channels: [{ type: 'webhook', target: 'https://hooks.example.com/q' }],
      },
      key,
    )
  ).json() as { id: string };
  await inject('POST', '/api/v1/watches', { prompt: 'tell me when flood risk in Lima reaches 30', threshold: 30 }, key);
  await inject('POST', '/api/v1/watches', { place: 'Tokyo', prompt: 'Tokyo' }, key);
  await inject('POST', '/api/v1/watches', { place: 'Xqzzyville Nowhere', hazard: 'flood' }, key);
  await inject('GET', '/api/v1/watches', undefined, key);
  await inject('GET', '/api/v1/watches', undefined, OWNER);
  await inject('GET', `/api/v1/watches/${watch.id}`, undefined, key);
  await inject('GET', `/api/v1/watches/${watch.id}`);
  await inject('PATCH', `/api/v1/watches/${watch.id}`, { status: 'paused', threshold: 2 }, key);
  await inject('PATCH', `/api/v1/watches/${watch.id}`, {}, key);
  await inject('PATCH', `/api/v1/watches/${watch.id}`, { status: 'active', intervalMin: 30, hysteresis: 5 }, key);
  await inject('POST', `/api/v1/watches/${watch.id}/evaluate`, undefined, key);
  await inject('POST', `/api/v1/watches/${watch.id}/test`, undefined, key);
  await inject('GET', `/api/v1/watches/${watch.id}/history?limit=5`, undefined, key);
  await inject('GET', `/api/v1/watches/${watch.id}/history?limit=0`, undefined, key);
  await inject('DELETE', `/api/v1/watches/${watch.id}`, undefined, key);
  await inject('DELETE', `/api/v1/watches/${watch.id}`, undefined, key);

  await inject('GET', '/api/v1/settings/notifications', undefined, OWNER);
  await inject(
    'PATCH',
    '/api/v1/settings/notifications',
    { allowPrivateTargets: false, smtpUrl: 'smtp://user:pass@mail.example.com:587' },
    OWNER,
  );
  await inject('PATCH', '/api/v1/settings/notifications', { smtpUrl: 'not a url' }, OWNER);
  await inject('GET', '/api/v1/settings/notifications');
  await inject('POST', '/api/v1/settings/notifications/test', { channel: { type: 'telegram', target: '12345' } }, OWNER);
  await inject('POST', '/api/v1/settings/notifications/test', { channel: { type: 'webhook', target: 'nope' } }, OWNER);
  await inject('GET', '/api/v1/basemap/tiles/3/4/2', undefined, OWNER);
  await inject('GET', '/api/v1/basemap/tiles/3/99/2', undefined, OWNER);
  await inject('PATCH', '/api/v1/settings/app', { onlineTiles: true, tileUrl: tileTemplate }, OWNER);
  await inject('GET', '/api/v1/basemap/tiles/3/4/2', undefined, OWNER);
  await inject('GET', '/api/v1/settings/app', undefined, OWNER);
  await inject('PATCH', '/api/v1/settings/app', { offline: true }, OWNER);
  await inject('GET', '/api/v1/basemap/tiles/3/4/2', undefined, OWNER);
  await inject('PATCH', '/api/v1/settings/app', { offline: false }, OWNER);
  await inject('PATCH', '/api/v1/settings/app', { onlineTiles: 'yes' }, OWNER);
  await inject('GET', '/api/v1/settings/app');

  await inject('DELETE', `/api/v1/keys/${created.id}`, undefined, OWNER);
  await inject('DELETE', '/api/v1/keys/key_nosuchkey00', undefined, OWNER);
  // The anonymous daily quota (15) runs out: POST /watches counts without running a forecast.
  for (let i = 0; i < 14; i++) await postJson(app, '/api/v1/watches', { place: 'Lima, Peru', hazard: 'earthquake' });
  await postJson(app, '/api/v1/risk', { prompt: 'Tokyo' });
  await inject('POST', '/api/v1/settings/owner-token', undefined, OWNER);
}

const isGeoJson = (e: Replayed['exchange']) =>
  [e.requestHeaders['content-type'], e.responseHeaders['content-type']].some((t) => /^application\/geo\+json/i.test(t ?? ''));

/** A body sent where the document takes none (the fuzz test's DELETEs): the app ignores it, the document is right. */
const IGNORED_BODY = /^No supported content types, but request included a non-empty body/;

/**
 * Violations that fail the check: any in a response (a warning too: Prism warns of a status the document does not
 * list), and any error in a request the app accepted, but an ignored body.
 */
function failures(results: Replayed[]) {
  return results.flatMap(({ exchange: e, violations }) =>
    // A GeoJSON body or answer (`application/geo+json`: a portfolio's import and risk) is a `+json` type that Prism
    // validates against the operation's `application/json` schema, not the geo+json one the document gives beside it;
    // those bodies are checked against their own schemas in portfolios.test.ts and portfolio-risk.test.ts.
    isGeoJson(e)
      ? []
      : violations
          .filter((v) => (v.location[0] === 'request' ? v.severity === 'Error' && e.status < 400 && !IGNORED_BODY.test(v.message) : true))
          .map((v) => `${e.method} ${e.url.slice(0, 80)} → ${e.status}: ${v.location.join('.')} ${v.message}`),
  );
}

describe('OpenAPI conformance through Prism', () => {
  test('every recorded exchange conforms to /api/v1/openapi.json', { timeout: 600_000 }, async (t) => {
    const dir = tempDir('hazardcast-exchanges-');
    const { app } = await buildTestApp(t, { recordExchangesTo: dir });
    const tiles = await startTileServer();
    t.after(() => tiles.close());
    await representativeExchanges(app, tiles.template);
    const specFile = join(dir, 'openapi.json');
    writeFileSync(specFile, (await app.inject({ url: '/api/v1/openapi.json' })).body);

    const mine = readExchanges(dir);
    const statuses = new Set(mine.map((e) => e.status));
    for (const s of [200, 201, 202, 204, 304, 400, 401, 403, 404, 409, 413, 415, 422, 429])
      assert.ok(statuses.has(s), `the set reaches ${s}`);
    const recorded = process.env.HAZARDCAST_EXCHANGES_DIR ? readExchanges(process.env.HAZARDCAST_EXCHANGES_DIR) : [];
    const results = await replayThroughPrism(specFile, [...mine, ...recorded]);
    const problems = failures(results);
    const unsent = results.filter((r) => r.unsent);
    t.diagnostic(
      `${results.length} exchanges (${mine.length} representative, ${recorded.length} recorded by the integration tests), ` +
        `${problems.length} violations, ${unsent.length} not replayed (${[...new Set(unsent.map((r) => r.unsent))].map((why) => `${unsent.filter((r) => r.unsent === why).length}: ${why}`).join('; ')})`,
    );
    assert.deepEqual(problems, []);
    // Only garbage the fuzz test made may go unvalidated: every representative exchange was replayed.
    assert.equal(unsent.filter((r) => mine.includes(r.exchange)).length, 0);
  });
});
