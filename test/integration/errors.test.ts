// Every kind of bad request gets an RFC 9457 problem naming what is wrong; none gets a 5xx.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';
import type { FastifyInstance } from 'fastify';
import { problemSchema, type Problem } from '../../src-server/contracts/problem.js';

let replay: ReplayServer;
let app: FastifyInstance;
const cleanups: (() => unknown)[] = [];
before(async () => {
  replay = await startReplayServer();
  ({ app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) }, { replay }));
});
after(async () => {
  for (const fn of cleanups) await fn();
  await replay.close();
});

function assertProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  code: string,
): Problem {
  assert.equal(res.statusCode, status);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const p = problemSchema.parse(res.json());
  assert.equal(p.status, status);
  assert.equal(p.code, code);
  assert.equal(p.type, `/docs/errors#${code}`);
  assert.equal(typeof p.title, 'string');
  assert.equal(typeof p.detail, 'string');
  assert.ok(Array.isArray(p.errors));
  assert.ok(!JSON.stringify(p).includes('    at '), 'no stack trace');
  return p;
}

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/v1/risk', payload, headers: { 'content-type': contentType } });

describe('request errors', () => {
  test('malformed JSON is 400 invalid_json', async () => {
    assertProblem(await post('{"prompt": "Tokyo",'), 400, 'invalid_json');
  });

  test('empty JSON body is 400 empty_body', async () => {
    assertProblem(await post(''), 400, 'empty_body');
  });

  test('wrong content type is 415', async () => {
    assertProblem(await post('prompt=Tokyo', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
    assertProblem(await post('Tokyo', 'text/plain'), 415, 'unsupported_media_type');
  });

  test('a 70 KiB body is 413', async () => {
    assertProblem(await post(JSON.stringify({ prompt: 'a'.repeat(70 * 1024) })), 413, 'payload_too_large');
  });

  test('a body that is not an object is 400 naming the body', async () => {
    const p = assertProblem(await post('[1,2]'), 400, 'validation_failed');
    assert.equal(p.errors[0]?.field, 'body');
  });

  test('missing prompt is named', async () => {
    const p = assertProblem(await postJson(app, '/api/v1/risk', {}), 400, 'validation_failed');
    assert.deepEqual(p.errors, [{ field: 'prompt', message: 'prompt is required' }]);
  });

  test('each bad enum value is named with the allowed values', async () => {
    const p = assertProblem(
      await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', hazard: 'lava', horizon: '2w', decisionLens: 'fun' }),
      400,
      'validation_failed',
    );
    const byField = Object.fromEntries(p.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    assert.match(byField.hazard ?? '', /earthquake, flood, wildfire, heat, storm, air-quality, drought, food-insecurity, conflict/);
    assert.match(byField.horizon ?? '', /7d, 30d, 1y, 10y, 30y/);
    assert.match(byField.decisionLens ?? '', /community-planning, family-relocation, business-setup, travel, investment/);
  });

  test('alert fields: metric, threshold range, hazards, channels each named', async () => {
    const p = assertProblem(
      await postJson(app, '/api/v1/risk', {
        prompt: 'Tokyo',
        alert: {
          enabled: 'yes',
          metric: 'loss',
          threshold: 150,
          hazard: 'meteor',
          correlationHazards: ['conflict', 'aliens'],
          channels: [
            { type: 'webhook', target: 'ftp://example.com' },
            { type: 'slack', target: 'not a url' },
            { type: 'telegram', target: 'hello there' },
            { type: 'email', target: 'nobody' },
            { type: 'pager', target: 'x' },
          ],
        },
      }),
      400,
      'validation_failed',
    );
    const fields = p.errors.map((e: { field: string }) => e.field).sort();
    assert.deepEqual(
      fields,
      [
        'alert.channels[0].target',
        'alert.channels[1].target',
        'alert.channels[2].target',
        'alert.channels[3].target',
        'alert.channels[4].type',
        'alert.correlationHazards[1]',
        'alert.enabled',
        'alert.hazard',
        'alert.metric',
        'alert.threshold',
      ].sort(),
    );
    const channelMessage = p.errors.find((e: { field: string }) => e.field === 'alert.channels[0].target')?.message ?? '';
    assert.match(channelMessage, /webhook/);
  });

  test('unknown fields are refused by name', async () => {
    const p = assertProblem(
      await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', horizn: '7d', alert: { enabeld: true } }),
      400,
      'validation_failed',
    );
    assert.deepEqual(p.errors.map((e: { field: string }) => e.field).sort(), ['alert.enabeld', 'horizn']);
  });

  test('correlationThreshold without correlationHazards is refused', async () => {
    const p = assertProblem(
      await postJson(app, '/api/v1/risk', { prompt: 'Tokyo', alert: { enabled: true, correlationThreshold: 40 } }),
      400,
      'validation_failed',
    );
    assert.equal(p.errors[0]?.field, 'alert.correlationThreshold');
  });

  test('an unknown X-Service-API-Key is 401, never anonymous', async () => {
    const res = await postJson(
      app,
      '/api/v1/risk',
      { prompt: 'Tokyo' },
      { 'x-service-api-key': 'service_live_0000000000000000000000000000000' },
    );
    assertProblem(res, 401, 'invalid_api_key');
  });

  test('a wrong owner token is 401', async () => {
    const res = await postJson(app, '/api/v1/risk', { prompt: 'Tokyo' }, { authorization: 'Bearer nope' });
    assertProblem(res, 401, 'unauthorized');
  });

  test('a foreign Host or Origin is 403 (DNS rebinding)', async () => {
    assertProblem(await app.inject({ url: '/api/v1/health', headers: { host: 'attacker.example:8787' } }), 403, 'forbidden_host');
    assertProblem(await app.inject({ url: '/api/v1/health', headers: { origin: 'https://attacker.example' } }), 403, 'forbidden_origin');
    assertProblem(await app.inject({ url: '/api/v1/health', headers: { origin: 'null' } }), 403, 'forbidden_origin');
    const local = await app.inject({ url: '/api/v1/health', headers: { host: '127.0.0.1:8787', origin: 'http://localhost:8787' } });
    assert.equal(local.statusCode, 200);
  });

  test('unknown routes are 404 problems', async () => {
    assertProblem(await app.inject({ url: '/api/v1/nothing-here' }), 404, 'not_found');
    assertProblem(await app.inject({ method: 'DELETE', url: '/api/v1/risk' }), 404, 'not_found');
  });

  test('random bodies never produce a 5xx', async () => {
    const samples: unknown[] = [
      null,
      0,
      'x',
      true,
      [],
      { prompt: null },
      { prompt: 5 },
      { prompt: 'Tokyo', alert: [] },
      { prompt: 'Tokyo', alert: { channels: 'x' } },
      { prompt: 'Tokyo', alert: { channels: [null] } },
      { prompt: '\u0000' },
      { prompt: 'Tokyo', __proto__: { admin: true } },
      { prompt: 'x'.repeat(1001) },
      { prompt: ' ' },
      { prompt: '-91.5, 200.1' },
    ];
    for (const body of samples) {
      const res = await post(JSON.stringify(body));
      assert.ok(res.statusCode < 500, `${JSON.stringify(body)} -> ${res.statusCode} ${res.body}`);
      assert.match(String(res.headers['content-type']), /json/);
    }
  });
});

describe("Fastify's own errors and the error catalogue", () => {
  test("a 300-character watch id is a 414 uri_too_long problem, not Fastify's JSON", async () => {
    const p = assertProblem(await app.inject({ url: `/api/v1/watches/${'w'.repeat(300)}` }), 414, 'uri_too_long');
    assert.equal(p.title, 'URI too long');
  });

  test('a malformed percent-encoding in a path parameter is a 400 bad_request problem', async () => {
    assertProblem(await app.inject({ url: '/api/v1/watches/%E0%A4%A' }), 400, 'bad_request');
  });

  test('an HTTP request the parser refuses gets a problem document on the raw socket', async (t) => {
    const { createConnection } = await import('node:net');
    const { startServer } = await import('../../src-server/index.js');
    const { app: listening } = await buildTestApp(t, { replay });
    const url = new URL(await startServer(listening));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = createConnection(Number(url.port), url.hostname, () =>
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(raw, /^HTTP\/1\.1 400 /);
    assert.match(raw, /content-type: application\/problem\+json/i);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    assert.equal(body.code, 'bad_request');
    assert.equal(body.type, '/docs/errors#bad_request');
  });

  test('/docs/errors lists every catalogue code with its status; the OpenAPI responses come from the catalogue', async () => {
    const { ERROR_CATALOGUE } = await import('../../src-server/shared/error-catalogue.js');
    const page = (await app.inject({ url: '/docs/errors' })).body;
    for (const [code, e] of Object.entries(ERROR_CATALOGUE)) {
      assert.match(page, new RegExp(`<tr id="${code}"><td><code>${code}</code></td><td>${e.status}</td>`));
    }
    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    const responses = spec.paths['/api/v1/risk'].post.responses;
    for (const status of ['400', '401', '403', '413', '415', '422', '429', '503']) assert.ok(responses[status], status);
    assert.match(responses['422'].description, /place_not_found/);
    assert.match(responses['429'].description, /quota_exceeded/);
  });
});
