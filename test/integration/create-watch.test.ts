// POST /api/v1/watches: the create-watch use case over REST. No forecast is run; it fails only for the watch's reasons.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { createdWatchSchema } from '../helpers/built-in.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('POST /api/v1/watches', () => {
  test("from a prompt: 201, Location, the prompt's hazard and horizon, a signing secret, and no source called", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: createManualClock('2026-11-22T12:00:00Z') });
    const before = replay.calls.length;
    const res = await postJson(app, '/api/v1/watches', {
      prompt: 'flood risk for our warehouse in Lagos over the next 7 days',
      threshold: 40,
      channels: [{ type: 'webhook', target: 'https://hooks.example.com/flood' }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const w = createdWatchSchema.parse(res.json());
    assert.equal(res.headers.location, `/api/v1/watches/${w.id}`);
    assert.match(w.id, /^lagos-ng-flood-[a-z0-9]{6}$/);
    assert.deepEqual(w.alertCondition, {
      metric: 'riskScore',
      eventHazards: ['flood'],
      correlationHazards: [],
      correlationThreshold: null,
      horizon: '7d',
    });
    assert.match(w.signingSecret, /^whsec_/);
    assert.ok(w.state.nextRunAt);
    assert.equal(res.headers['x-ratelimit-remaining'], '14', 'counted like POST /risk');
    assert.equal(replay.calls.length, before, 'no forecast was run');

    // The caller reads it back with the management token it was given (anonymous); neither secret is shown again.
    assert.match(w.manageToken ?? '', /^manage_/);
    const read = (await app.inject({ url: `/api/v1/watches/${w.id}`, headers: { authorization: `Bearer ${w.manageToken}` } })).json();
    assert.equal(read.id, w.id);
    assert.equal(read.signingSecret, undefined);
    assert.equal(read.manageToken, undefined);
  });

  test('from a place with an explicit hazard and alert fields', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const res = await postJson(app, '/api/v1/watches', {
      place: 'Khartoum, Sudan',
      hazard: 'war',
      metric: 'probability',
      threshold: 60,
      correlationHazards: ['food-insecurity'],
      correlationThreshold: 50,
      intervalMin: 120,
    });
    assert.equal(res.statusCode, 201, res.body);
    const w = res.json();
    assert.equal(w.place.name, 'Khartoum, Sudan');
    assert.deepEqual(w.alertCondition.eventHazards, ['conflict']);
    assert.deepEqual(w.alertCondition.correlationHazards, ['food-insecurity']);
    assert.equal(w.intervalMin, 120);
  });

  test("fails only for the watch's reasons, and a malformed request is not counted", async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ threshold: 30 }, 400, 'validation_failed', /prompt: give exactly one of prompt or place/],
      [{ prompt: 'Tokyo', place: 'Tokyo' }, 400, 'validation_failed', /exactly one of prompt or place/],
      [{ place: 'Tokyo', hazard: 'earthquake', threshold: 130 }, 400, 'validation_failed', /threshold must be between 0 and 100/],
      [
        { place: 'Tokyo', hazard: 'flood', channels: [{ type: 'webhook', target: 'http://127.0.0.1/x' }] },
        400,
        'validation_failed',
        /channels\[0\]\.target/,
      ],
      [{ place: 'Tokyo' }, 400, 'validation_failed', /hazard: name the hazard to monitor/],
      [{ place: 'Xqzzyville Nowhere', hazard: 'flood' }, 422, 'place_not_found', /No place/],
    ];
    for (const [body, status, code, pattern] of cases) {
      const res = await postJson(app, '/api/v1/watches', body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().code, code);
      assert.match(res.json().detail, pattern, JSON.stringify(body));
    }
    // The three refused by the schema were not counted; the rest (refused after reading the place or the targets) were.
    const health = await app.inject({ url: '/api/v1/health' });
    assert.equal(health.headers['x-ratelimit-remaining'], '12');
  });
});
